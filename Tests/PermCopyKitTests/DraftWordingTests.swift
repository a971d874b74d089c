import Foundation
import Testing

@testable import PermCopyKit

/// `draft` writes Taiwan copy in Taiwan's words: every term `regional-term` knows is replaced
/// as a word of its own, compounds as a whole, so a draft never fails the tool's own check.
@Suite struct DraftWordingTests {
  static let taiwan = BuiltInRules.rules(for: "zh-Hant")

  static func draft(_ simplified: String) throws -> String {
    let converted = try ChineseConverter.convert(simplified, configuration: "s2twp.json")
    return DraftJob.regionalized(converted, rules: taiwan, locale: "zh-Hant")
  }

  /// The findings of `rules` (regional-term and wrong-script by default) on a zh-Hant text.
  static func findings(
    _ text: String, rules: [any Rule] = [RegionalTermRule(), WrongScriptRule()]
  ) -> [String] {
    let unit = CheckUnit(
      key: "NSCameraUsageDescription", permission: "camera", locale: "zh-Hant",
      language: "zh-Hant", text: text, file: "zh-Hant.lproj/InfoPlist.strings",
      origin: SourceLocation(file: "zh-Hant.lproj/InfoPlist.strings", line: 1, column: 1),
      rules: taiwan)
    let input = CheckInput(
      units: [unit], sourceLocale: "en", locales: ["en", "zh-Hant"], deploymentTarget: nil,
      appNames: [:])
    return rules.flatMap { $0.check(input) }.map(\.message)
  }

  @Test func wordsAreReplacedWholeAndCompoundsAsAWhole() {
    let text = DraftJob.regionalized(
      "小風箏會用相機進行視頻通話，識別包裹上的二維碼；拜訪問候不變。", rules: Self.taiwan,
      locale: "zh-Hant")
    #expect(text.contains("視訊通話"), "\(text)")
    #expect(text.contains("辨識"), "\(text)")
    #expect(text.contains("識別包裹上的") == false && text.contains("的 QR 碼"), "\(text)")
    #expect(text.contains("拜訪問候"), "\(text)")
    // The Latin word a replacement brings in is spaced from the Han beside it.
    let all: [any Rule] = [RegionalTermRule(), WrongScriptRule(), CJKLatinSpacingRule()]
    #expect(Self.findings(text, rules: all).isEmpty, "\(Self.findings(text, rules: all))")
  }

  /// Every zh-Hans purpose string of the shared corpora, drafted, passes `regional-term` and
  /// `wrong-script`.
  /// Every zh-Hans purpose string of the shared corpora, in order.
  static func sharedSimplifiedTexts() -> [String] {
    var texts: Set<String> = []
    for corpus in ["corpus", "corpus2", "corpus3", "corpus4"] {
      let root = PackageRoot.shared.appendingPathComponent(corpus)
      let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
      while let url = walker?.nextObject() as? URL {
        guard url.lastPathComponent == "InfoPlist.strings",
          ["zh-Hans.lproj", "zh_CN.lproj", "zh-CN.lproj"].contains(
            url.deletingLastPathComponent().lastPathComponent),
          let data = try? Data(contentsOf: url)
        else { continue }
        let table = StringsFileReader.read(data: data, path: url.path)
        for entry in table.entries where entry.key.hasSuffix("UsageDescription") {
          if TextSpans.containsHan(entry.value) { texts.insert(entry.value) }
        }
      }
    }
    return texts.sorted()
  }

  @Test(.enabled(if: PackageRoot.sharedIsThere, PackageRoot.sharedIsMissing))
  func draftsOfTheSharedCorporaPassTheRegionalRules() throws {
    let texts = Self.sharedSimplifiedTexts()
    #expect(texts.count > 100)
    var failing: [String] = []
    for text in texts {
      let drafted = try Self.draft(text)
      let found = Self.findings(drafted)
      if !found.isEmpty { failing.append("\(drafted): \(found)") }
    }
    #expect(
      failing.isEmpty,
      "\(failing.count) drafts fail:\n\(failing.prefix(30).joined(separator: "\n"))")
  }
}
