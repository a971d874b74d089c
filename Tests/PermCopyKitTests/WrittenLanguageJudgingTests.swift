import Foundation
import Testing

@testable import PermCopyKit

/// A text is judged by the language it is written in, not the table it sits in: the Chinese
/// Info.plist of an app whose development region is English gets the Chinese rules, with fixes
/// in Chinese; the English source copied into a Chinese table is `untranslated`'s alone.
@Suite struct WrittenLanguageJudgingTests {
  static func check(_ files: [String: String]) throws -> [Diagnostic] {
    let app = try TemporaryProject("", files: files)
    defer { app.remove() }
    var options = CheckJob.Options()
    options.paths = [app.folder.appendingPathComponent("App").path]
    return try CheckJob.check(options).diagnostics
  }

  static func plist(_ region: String, _ texts: [(String, String)]) -> String {
    MissingTranslationOnAudiencesTests.plist(region, texts)
  }

  @Test func chineseTextInAnEnglishInfoPlistGetsTheChineseRules() throws {
    let found = try Self.check([
      "App/Info.plist": Self.plist(
        "en",
        [
          ("NSPhotoLibraryUsageDescription", "礼卡会读取你选中的照片,把它印在卡面上"),
          ("NSCameraUsageDescription", "禮卡會用相機錄製視頻賀卡，寄給你的朋友。"),
        ])
    ])
    let photos = found.filter { $0.unit?.key == "NSPhotoLibraryUsageDescription" }
    #expect(photos.contains { $0.rule == HalfWidthPunctuationRule.id && $0.fix?.text == "，" })
    let end = try #require(photos.first { $0.rule == SentenceEndRule.id })
    #expect(end.message.contains("'。'"), "\(end.message)")
    #expect(!photos.contains { $0.message.contains("'.'") }, "\(photos.map(\.message))")
    // Traditional text is judged as Taiwan's, though it sits in the English table.
    let camera = found.filter { $0.unit?.key == "NSCameraUsageDescription" }
    #expect(camera.contains { $0.rule == RegionalTermRule.id && $0.message.contains("影片") })
    #expect(camera.first?.unit?.writtenIn == "zh-Hant")
    #expect(camera.first?.unit?.language == "en")
  }

  @Test func aShortChineseTextIsAskedForChineseCharacters() throws {
    let found = try Self.check([
      "App/Info.plist": Self.plist("en", [("NSCameraUsageDescription", "使用相机。")])
    ])
    let short = try #require(found.first { $0.rule == TooShortRule.id })
    #expect(short.message.contains("Chinese characters) in zh-Hans"), "\(short.message)")
  }

  @Test func theEnglishSourceCopiedIntoAChineseTableIsReportedOnce() throws {
    let english = "Cards reads the photo you pick to print it on the card"
    let found = try Self.check([
      "App/Info.plist": Self.plist("en", [("NSPhotoLibraryUsageDescription", english)]),
      "App/zh-Hans.lproj/InfoPlist.strings":
        "\"NSPhotoLibraryUsageDescription\" = \"\(english)\";\n",
    ])
    let chinese = found.filter { $0.location.file.hasSuffix("zh-Hans.lproj/InfoPlist.strings") }
    #expect(chinese.map(\.rule) == [UntranslatedRule.id], "\(chinese.map(\.message))")
    // The missing full stop is the source's, reported there.
    #expect(
      found.contains { $0.rule == SentenceEndRule.id && $0.location.file.hasSuffix("Info.plist") })
  }

  @Test func theTablesOwnLanguageWinsWhereLettersCannotTell() {
    let written = { (text: String) in WrittenLanguage.of(text) }
    #expect(TextLanguage.judging("使用相机扫码。", inTableOf: "en", written: written) == "zh-Hans")
    #expect(TextLanguage.judging("使用相機掃描條碼。", inTableOf: "en", written: written) == "zh-Hant")
    #expect(TextLanguage.judging("Scan a code.", inTableOf: "en", written: written) == "en")
    // Chinese written in a Chinese table keeps the table's region, whatever its script.
    #expect(TextLanguage.judging("使用相机扫码。", inTableOf: "zh-Hant", written: written) == "zh-Hant")
    #expect(
      TextLanguage.judging("Scan the code on a card.", inTableOf: "zh-Hans", written: written)
        == "en")
    // Kanji in a Japanese table are Japanese.
    #expect(TextLanguage.judging("写真を選択", inTableOf: "ja", written: written) == "ja")
    #expect(TextLanguage.judging("写真", inTableOf: "ja", written: written) == "ja")
    // An English text with a curly apostrophe is no Chinese.
    #expect(TextLanguage.judging("It’s for the card.", inTableOf: "en", written: written) == "en")
  }
}
