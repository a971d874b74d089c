import Foundation
import Testing

@testable import PermCopyKit

/// What each person sees: one test per row of the README's lookup table, on apps written to a
/// scratch folder and read the way `check` reads them.
@Suite struct AudienceTests {
  static let plist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
    <key>CFBundleDevelopmentRegion</key><string>en</string>
    <key>NSCameraUsageDescription</key><string>Scan the QR code on a gift card.</string>
    <key>NSMicrophoneUsageDescription</key><string>Record a voice memo for the card.</string>
    </dict></plist>
    """

  /// The target read from `files` (path → text) in a scratch folder.
  static func target(_ files: [String: String]) throws -> AppTarget {
    let app = try TemporaryProject("", files: files)
    defer { app.remove() }
    let model = try AppLoader.load(paths: [app.folder.appendingPathComponent("App").path])
    return try #require(model.targets.first)
  }

  static func seen(_ target: AppTarget, _ locale: String, _ key: String) -> SeenText? {
    target.audience(for: locale).seen.first { $0.key == key }
  }

  @Test func theLocalesOwnTableWins() throws {
    let target = try Self.target([
      "App/Info.plist": Self.plist,
      "App/zh-Hant.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"掃描禮物卡上的條碼。\";\n",
    ])
    let camera = try #require(Self.seen(target, "zh-Hant", "NSCameraUsageDescription"))
    #expect(camera.origin == .ownTable)
    #expect(camera.written == .traditionalChinese)
    #expect(camera.isRead(by: target.audience(for: "zh-Hant")))
  }

  @Test func aKeyTheTableLacksComesFromTheInfoPlist() throws {
    let target = try Self.target([
      "App/Info.plist": Self.plist,
      "App/zh-Hant.lproj/InfoPlist.strings":
        "\"NSCameraUsageDescription\" = \"掃描禮物卡上的條碼。\";\n\n/* Display name */\n",
    ])
    let microphone = try #require(Self.seen(target, "zh-Hant", "NSMicrophoneUsageDescription"))
    #expect(microphone.origin == .infoPlist)
    #expect(microphone.written == .english)
    #expect(!microphone.isRead(by: target.audience(for: "zh-Hant")))
    // It belongs on the line after the camera's entry, the nearest key before it.
    #expect(microphone.fixLocation?.line == 2)
    #expect(microphone.fixLocation?.file.hasSuffix("zh-Hant.lproj/InfoPlist.strings") == true)
  }

  @Test(arguments: [
    ("zh_TW", "zh-Hant"), ("zh_CN", "zh-Hans"), ("zh", "zh-Hans"), ("zh-HK", "zh-HK"),
  ])
  func folderSpellingsNameTheirLocale(_ folder: String, _ locale: String) throws {
    let target = try Self.target([
      "App/Info.plist": Self.plist,
      "App/\(folder).lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"扫描礼品卡上的二维码。\";\n",
    ])
    #expect(target.audiences.map(\.locale) == [locale])
    #expect(Self.seen(target, locale, "NSCameraUsageDescription")?.origin == .ownTable)
  }

  @Test func hongKongFallsBackToTraditionalChinese() throws {
    let target = try Self.target([
      "App/Info.plist": Self.plist,
      "App/zh-Hant.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"掃描禮物卡上的條碼。\";\n",
    ])
    let camera = try #require(Self.seen(target, "zh-HK", "NSCameraUsageDescription"))
    #expect(camera.origin == .fallbackTable("zh-Hant"))
    #expect(camera.text == "掃描禮物卡上的條碼。")
  }

  @Test func aRegionalVariantFallsBackToItsLanguage() throws {
    let target = try Self.target([
      "App/Info.plist": Self.plist,
      "App/en.lproj/InfoPlist.strings":
        "\"NSCameraUsageDescription\" = \"Scan the gift card's code.\";\n",
    ])
    #expect(Self.seen(target, "en-GB", "NSCameraUsageDescription")?.origin == .fallbackTable("en"))
  }

  @Test func aLocaleWithoutATableGetsBaseThenTheDevelopmentRegion() throws {
    let withBase = try Self.target([
      "App/Info.plist": Self.plist,
      "App/Base.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Scan a code.\";\n",
    ])
    #expect(
      Self.seen(withBase, "fr", "NSCameraUsageDescription")?.origin == .fallbackTable("Base"))
    let withRegion = try Self.target([
      "App/Info.plist": Self.plist,
      "App/en.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Scan a code.\";\n",
    ])
    #expect(
      Self.seen(withRegion, "ko", "NSCameraUsageDescription")?.origin == .fallbackTable("en"))
    #expect(
      !Self.seen(withRegion, "ko", "NSCameraUsageDescription")!.isRead(
        by: withRegion.audience(for: "ko")))
  }

  @Test func theLanguageIsReadFromTheTextNotTheFolder() throws {
    let japanese = Self.plist.replacingOccurrences(
      of: "Scan the QR code on a gift card.", with: "ギフトカードのQRコードを読み取ります。")
    let target = try Self.target([
      "App/Info.plist": japanese,
      "App/en.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Cards\";\n",
    ])
    let camera = try #require(Self.seen(target, "en", "NSCameraUsageDescription"))
    #expect(camera.written == .japanese)
    #expect(!camera.isRead(by: target.audience(for: "en")))
  }

  @Test func writtenLanguages() {
    #expect(WrittenLanguage.of("Scan the QR code on your gift card.") == .english)
    #expect(WrittenLanguage.of("Scannez le code.") == .latin)
    #expect(WrittenLanguage.of("扫描礼品卡上的二维码。") == .simplifiedChinese)
    #expect(WrittenLanguage.of("掃描禮物卡上的條碼。") == .traditionalChinese)
    #expect(WrittenLanguage.of("录音") == .simplifiedChinese)
    #expect(WrittenLanguage.of("拍照") == .chinese)
    #expect(WrittenLanguage.of("카메라를 사용합니다") == .korean)
    #expect(WrittenLanguage.of("Камера нужна") == .otherScript)
    #expect(WrittenLanguage.of("%@ 123") == nil)
    // A Latin text whose words do not say English: where it was written decides.
    #expect(WrittenLanguage.latin.isRead(by: "fr", provenance: "fr"))
    #expect(!WrittenLanguage.latin.isRead(by: "fr", provenance: "en"))
    #expect(WrittenLanguage.chinese.isRead(by: "zh-HK", provenance: "zh-Hans"))
    #expect(!WrittenLanguage.simplifiedChinese.isRead(by: "zh-Hant", provenance: "zh-Hans"))
  }

  @Test func binaryStringsFilesAreRead() throws {
    let data = try PropertyListSerialization.data(
      fromPropertyList: ["NSCameraUsageDescription": "掃描禮物卡上的條碼。"], format: .binary,
      options: 0)
    let file = StringsFileReader.read(data: data, path: "zh-Hant.lproj/InfoPlist.strings")
    #expect(file.problems.isEmpty)
    #expect(file.flavor == .binaryPlist)
    #expect(file.entries.map(\.value) == ["掃描禮物卡上的條碼。"])
    #expect(file.lineCount == 0)
  }
}
