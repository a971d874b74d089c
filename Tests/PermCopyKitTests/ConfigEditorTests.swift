import Foundation
import Testing

@testable import PermCopyKit

/// permcopy.yml edited in place: each case gives a layout, the edit, and the exact text after it.
@Suite struct ConfigEditorTests {
  func edit(
    _ yaml: String, _ field: ConfigEditor.Field = .text, permission: String = "camera",
    locale: String = "zh-Hant", value: String = "新文字", note: String? = nil
  ) -> String? {
    var editor = ConfigEditor(text: yaml, path: "permcopy.yml")
    guard
      editor.set(
        field, permission: permission, locale: locale, sourceLocale: "en", to: value, note: note)
    else {
      #expect(editor.text == yaml, "a refused edit leaves the text alone")
      return nil
    }
    return editor.text
  }

  @Test func aValueIsReplacedWhereItStandsKeepingItsComment() {
    let yaml = """
      permissions:
        camera:
          text:
            en: Scan codes.   # keep me
            zh-Hant: 舊文字   # and me
      """
    #expect(
      edit(yaml) == yaml.replacingOccurrences(of: "舊文字   #", with: "\"新文字\"   #"))
    let quoted = "permissions:\n  camera:\n    text: { en: 'It''s', zh-Hant: \"舊 \\\" 字\" }\n"
    #expect(
      edit(quoted)
        == "permissions:\n  camera:\n    text: { en: 'It''s', zh-Hant: \"新文字\" }\n")
  }

  @Test func aLocaleIsAddedToABlockOrFlowMapping() {
    let block = """
      permissions:
        camera:   # the QR scanner
          text:
            en: Scan codes.
            zh-Hans: 扫描二维码。
        microphone:
          purpose: record memos
      """
    #expect(
      edit(block, note: "from XLIFF")
        == block.replacingOccurrences(
          of: "扫描二维码。\n", with: "扫描二维码。\n      zh-Hant: \"新文字\"   # from XLIFF\n"))
    let flow = "permissions:\n  camera:\n    text: { en: \"Scan, then go.\", zh-Hans: 扫描 }  # x\n"
    #expect(
      edit(flow)
        == "permissions:\n  camera:\n    text: { en: \"Scan, then go.\", zh-Hans: 扫描, zh-Hant: \"新文字\" }  # x\n"
    )
    let spread = "permissions:\n  camera:\n    text: {\n      en: a,\n    }\n"
    #expect(
      edit(spread) == "permissions:\n  camera:\n    text: {\n      en: a, zh-Hant: \"新文字\"\n    }\n"
    )
  }

  @Test func aSourceOnlyTextBecomesAMapping() {
    #expect(
      edit("permissions:\n  camera:\n    text: Scan the code, fast & safe # really.\n")
        == "permissions:\n  camera:\n    text: { en: \"Scan the code, fast & safe\", zh-Hant: \"新文字\" } # really.\n"
    )
  }

  @Test func aFieldIsAddedToAPermission() {
    let yaml = """
      permissions:
        camera:
          purpose:
            en: scan codes
            zh-Hant: 掃描條碼
          # comments stay where they are
        microphone:
          purpose: { en: record memos }
      """
    #expect(
      edit(yaml)
        == """
        permissions:
          camera:
            purpose:
              en: scan codes
              zh-Hant: 掃描條碼
            text:
              zh-Hant: "新文字"
            # comments stay where they are
          microphone:
            purpose: { en: record memos }
        """)
    #expect(
      edit("permissions:\n  camera: { purpose: { en: a } }\n")
        == "permissions:\n  camera: { purpose: { en: a }, text: { zh-Hant: \"新文字\" } }\n")
  }

  @Test func textThatNeedsEscapingIsQuoted() {
    let value = "Say \"hi\" # not a comment\\ and: more\nline"
    let edited = edit("permissions:\n  camera:\n    text:\n      en: a\n", value: value)
    #expect(edited?.contains(#"zh-Hant: "Say \"hi\" # not a comment\\ and: more\nline""#) == true)
  }

  @Test func windowsLineEndingsStay() {
    #expect(
      edit("permissions:\r\n  camera:\r\n    text:\r\n      en: a\r\n")
        == "permissions:\r\n  camera:\r\n    text:\r\n      en: a\r\n      zh-Hant: \"新文字\"\r\n")
  }

  @Test func layoutsThatDefeatAPlainEditAreRefused() {
    // A value over several lines, a block scalar, an anchor, a permission that is not there.
    #expect(
      edit("permissions:\n  camera:\n    text:\n      zh-Hant: first\n        second\n") == nil)
    #expect(edit("permissions:\n  camera:\n    text:\n      zh-Hant: |\n        block\n") == nil)
    #expect(edit("permissions:\n  camera:\n    text:\n      zh-Hant: &a x\n") == nil)
    #expect(edit("permissions:\n  microphone:\n    text: { en: a }\n") == nil)
  }
}
