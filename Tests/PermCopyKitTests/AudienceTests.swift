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

  @Test func cfBundleLocalizationsShipLocalesWithoutTables() throws {
    let declared = Self.plist.replacingOccurrences(
      of: "<key>CFBundleDevelopmentRegion</key><string>en</string>",
      with: """
        <key>CFBundleDevelopmentRegion</key><string>English</string>
        <key>CFBundleLocalizations</key>
        <array>
          <string>English</string>
          <string>zh_CN</string>
        </array>
        """)
    let target = try Self.target(["App/Info.plist": declared])
    #expect(target.audiences.map(\.locale) == ["en", "zh-Hans"])
    let english = try #require(Self.seen(target, "en", "NSCameraUsageDescription"))
    #expect(english.isRead(by: target.audience(for: "en")))
    let chinese = try #require(Self.seen(target, "zh-Hans", "NSCameraUsageDescription"))
    #expect(chinese.origin == .infoPlist)
    #expect(!chinese.isRead(by: target.audience(for: "zh-Hans")))
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

  @Test func inventoryAnswersWhatAHongKongUserSeesForTheCamera() throws {
    let app = try TemporaryProject(
      "",
      files: [
        "App/Info.plist": Self.plist,
        "App/zh-Hant.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"掃描禮物卡上的條碼。\";\n",
      ])
    defer { app.remove() }
    let model = try AppLoader.load(paths: [app.folder.appendingPathComponent("App").path])
    let table = InventoryJob.table(model, locale: "zh_HK")
    #expect(table.contains("  zh-HK  NSCameraUsageDescription = \"掃描禮物卡上的條碼。\""))
    #expect(table.contains("Traditional Chinese, falls back to zh-Hant"))
    #expect(table.contains("English, Info.plist"))
    #expect(table.contains("not zh-HK users' language"))
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(InventoryJob.json(model).utf8))
        as? [String: Any])
    let targets = try #require(json["targets"] as? [[String: Any]])
    let seen = try #require(targets.first?["seen"] as? [[String: Any]])
    let microphone = try #require(
      seen.first { $0["key"] as? String == "NSMicrophoneUsageDescription" })
    #expect(microphone["locale"] as? String == "zh-Hant")
    #expect(microphone["language"] as? String == "english")
    #expect(microphone["reading"] as? String == "unread")
    #expect(microphone["line"] as? Int == 5)
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
    #expect(WrittenLanguage.latin.reading(by: "fr", provenance: "en") == .unknown)
    #expect(WrittenLanguage.latin.reading(by: "zh-Hans", provenance: "en") == .unread)
    // Words Spanish, Portuguese and Czech write too do not make a text English.
    #expect(WrittenLanguage.of("Permitir que o app use a câmera para escanear códigos.") == .latin)
    #expect(WrittenLanguage.of("Allow 微信 to scan codes with your camera.") == .english)
    #expect(WrittenLanguage.of("使用 Face ID 解锁你的保险箱。") == .simplifiedChinese)
    #expect(WrittenLanguage.of("掃描 QR 碼・條碼。") == .traditionalChinese)
    // Kanji alone may be Japanese; characters only one script of Chinese writes are not.
    #expect(WrittenLanguage.chinese.isRead(by: "ja", provenance: "ja"))
    #expect(!WrittenLanguage.simplifiedChinese.isRead(by: "ja", provenance: "ja"))
    #expect(!WrittenLanguage.traditionalChinese.isRead(by: "ko", provenance: "ko"))
    #expect(WrittenLanguage.otherScript.isRead(by: "sr", provenance: "sr"))
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

/// `missing-translation` and `undeclared-key` judged on what each person sees, on the shapes of
/// app that misled the folder-based rule.
@Suite struct MissingTranslationOnAudiencesTests {
  static func check(_ files: [String: String], binary: [String: [String: String]] = [:]) throws
    -> [Diagnostic]
  {
    let app = try TemporaryProject("", files: files)
    defer { app.remove() }
    for (path, table) in binary {
      let data = try PropertyListSerialization.data(
        fromPropertyList: table, format: .binary, options: 0)
      try data.write(to: app.folder.appendingPathComponent(path))
    }
    var options = CheckJob.Options()
    options.paths = [app.folder.appendingPathComponent("App").path]
    return try CheckJob.check(options).diagnostics.filter {
      $0.rule == MissingTranslationRule.id || $0.rule == UndeclaredKeyRule.id
    }
  }

  static func plist(_ region: String, _ texts: [(String, String)]) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
    <key>CFBundleDevelopmentRegion</key><string>\(region)</string>
    \(texts.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined(separator: "\n"))
    </dict></plist>
    """
  }

  static let name = "\"CFBundleDisplayName\" = \"礼卡\";\n"

  @Test func chineseInfoPlistIsReadByChinesePeopleAndWrongForEnglishOnes() throws {
    let found = try Self.check([
      "App/Info.plist": Self.plist(
        "en",
        [
          ("NSCameraUsageDescription", "扫描礼品卡上的二维码。"),
          ("NSMicrophoneUsageDescription", "为礼品卡录制语音备忘录。"),
        ]),
      "App/en.lproj/InfoPlist.strings":
        "/* The app's name */\n\"CFBundleDisplayName\" = \"Cards\";\n\n",
      "App/zh-Hans.lproj/InfoPlist.strings": Self.name,
      "App/zh-Hant.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"禮卡\";\n",
    ])
    #expect(!found.contains { $0.unit?.locale == "zh-Hans" }, "\(found.map(\.message))")
    let english = found.filter { $0.unit?.locale == "en" }
    #expect(english.count == 2)
    #expect(english.allSatisfy { $0.severity == .error })
    let message = english.first { $0.unit?.key == "NSCameraUsageDescription" }?.message ?? ""
    #expect(
      message.hasPrefix(
        "NSCameraUsageDescription has no en text: en users see the Simplified Chinese text of /"))
    #expect(message.hasSuffix("/App/Info.plist:4 (the same in zh-Hant)"))
    // On the en table, each at its own line: the file's last line, then the free line above.
    #expect(english.allSatisfy { $0.location.file.hasSuffix("en.lproj/InfoPlist.strings") })
    #expect(english.map(\.location.line).sorted() == [2, 3])
    // zh-Hant people see the same Simplified text: one cause, so the zh-Hant places are related
    // places of the English findings.
    #expect(!found.contains { $0.unit?.locale == "zh-Hant" })
    #expect(
      english.allSatisfy { finding in
        finding.related.contains { $0.file.hasSuffix("zh-Hant.lproj/InfoPlist.strings") }
      })
  }

  @Test func aTaiwanDevelopmentRegionIsJudgedToo() throws {
    let found = try Self.check([
      "App/Info.plist": Self.plist(
        "zh_TW",
        [
          ("NSCameraUsageDescription", "掃描禮物卡上的條碼。"),
          ("NSMicrophoneUsageDescription", "為禮物卡錄製語音備忘錄。"),
        ]),
      "App/en.lproj/InfoPlist.strings":
        "\"NSCameraUsageDescription\" = \"Scan the code on a gift card.\";\n",
    ])
    #expect(found.count == 1)
    let message = found.first?.message ?? ""
    #expect(
      message.hasPrefix(
        "NSMicrophoneUsageDescription has no en text: en users see the Traditional Chinese text"))
    #expect(message.hasSuffix("/App/Info.plist:5"))
    #expect(found.first?.location.line == 1)
  }

  /// With the project in view (its build settings read), a key only a table has is declared
  /// nowhere; with the Info.plist alone, a project out of view may declare it: no finding then.
  @Test func aKeyOnlyATableTranslatesIsUndeclared() throws {
    let files = [
      "App/Info.plist": Self.plist("en", [("NSCameraUsageDescription", "Scan a gift card.")]),
      "App/zh-Hans.lproj/InfoPlist.strings":
        "\"NSCameraUsageDescription\" = \"扫描礼品卡。\";\n"
        + "\"NSMicrophoneUsageDescription\" = \"录制语音备忘录。\";\n",
    ]
    let project = """
      name: Cards
      targets:
        Cards:
          type: application
          platform: iOS
          sources: ["."]
          info:
            path: Info.plist
      """
    let found = try Self.check(files.merging(["App/project.yml": project]) { $1 })
    #expect(found.map(\.rule) == [UndeclaredKeyRule.id], "\(found.map(\.message))")
    #expect(found.first?.location.line == 2)
    #expect(found.first?.message.hasPrefix("NSMicrophoneUsageDescription is translated") == true)
    // With the Info.plist in view but no project, a build setting out of view may declare it:
    // still reported, as a warning that says so.
    let alone = try Self.check(files)
    #expect(
      alone.contains { $0.rule == UndeclaredKeyRule.id && $0.message.contains("not in view") })
    #expect(alone.allSatisfy { $0.severity == .warning }, "\(alone.map(\.message))")
  }

  @Test func aBinaryTableIsReadAndItsGapsPointAtTheInfoPlist() throws {
    let found = try Self.check(
      [
        "App/Info.plist": Self.plist(
          "en",
          [
            ("NSCameraUsageDescription", "Scan the QR code on a gift card."),
            ("NSMicrophoneUsageDescription", "Record a voice memo for the card."),
          ]),
        "App/zh-Hant.lproj/.keep": "",
      ],
      binary: ["App/zh-Hant.lproj/InfoPlist.strings": ["NSCameraUsageDescription": "掃描禮物卡。"]])
    #expect(found.count == 1, "\(found.map(\.message))")
    #expect(found.first?.unit?.key == "NSMicrophoneUsageDescription")
    #expect(found.first?.location.file.hasSuffix("Info.plist") == true)
    #expect(found.first?.location.line == 5)
  }

  @Test func keysIOSNeverReadsNeedNoTranslation() throws {
    let found = try Self.check([
      "App/Info.plist": Self.plist(
        "en",
        [
          ("NSCameraUsageDescription", "Scan the QR code on a gift card."),
          ("NSAppleEventsUsageDescription", "Send the card to Mail on your Mac."),
          ("NSUserNotificationUsageDescription", "Remind you of a card."),
        ]),
      "App/zh-Hans.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"扫描礼品卡。\";\n",
    ])
    #expect(found.isEmpty, "\(found.map(\.message))")
  }

  /// A value Xcode fills from a build setting nobody can see here is not "the Latin text".
  @Test func anUnresolvedVariableIsNoLanguage() throws {
    let found = try Self.check([
      "App/Info.plist": Self.plist(
        "en",
        [
          ("NSCameraUsageDescription", "$(CAMERA_USAGE_TEXT)"),
          ("NSMicrophoneUsageDescription", "$(PRODUCT_NAME) records a voice memo for the card."),
        ]),
      "App/zh-Hans.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"礼卡\";\n",
    ])
    #expect(found.map { $0.unit?.key } == ["NSMicrophoneUsageDescription"])
  }

  /// A commented-out `CFBundleLocalizations` ships nothing; a German text the words cannot
  /// place in an app whose region is English is at most a warning for German people.
  @Test func whatTheLettersCannotTellIsNoError() throws {
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>CFBundleDevelopmentRegion</key><string>en</string>
      <!-- <key>CFBundleLocalizations</key><array><string>fr</string></array> -->
      <key>CFBundleLocalizations</key>
      <array><string>en</string><!-- <string>ja</string> --><string>de</string></array>
      <key>NSCameraUsageDescription</key><string>Kamera wird für QR-Codes benötigt.</string>
      </dict></plist>
      """
    let found = try Self.check(["App/Info.plist": plist])
    #expect(found.count == 1, "\(found.map(\.message))")
    #expect(found.first?.unit?.locale == "de")
    #expect(found.first?.severity == .warning)
  }

  /// A catalog's "Vary by device" entry is a text; a "Don't translate" key needs none.
  @Test func catalogVariationsAndUntranslatedKeys() throws {
    let catalog = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "NSCameraUsageDescription" : {
            "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Scan the code on a gift card." } },
              "zh-Hans" : { "variations" : { "device" : {
                "iphone" : { "stringUnit" : { "state" : "translated", "value" : "扫描礼品卡上的二维码。" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "扫描礼品卡。" } }
              } } }
            }
          },
          "NSMicrophoneUsageDescription" : {
            "shouldTranslate" : false,
            "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Record a memo for the card." } }
            }
          }
        },
        "version" : "1.0"
      }
      """
    let found = try Self.check(["App/InfoPlist.xcstrings": catalog])
    #expect(found.isEmpty, "\(found.map(\.message))")
  }

  @Test func anEmptyStubIsNoSourceAndAnEnglishFolderInAnotherPlaceCounts() throws {
    let found = try Self.check([
      "App/Info.plist": Self.plist("en", [("NSCameraUsageDescription", "Scan a gift card.")]),
      "App/en.lproj/InfoPlist.strings": "\"\" = \"\";\n",
      "App/zh-Hans.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"扫描礼品卡。\";\n",
    ])
    #expect(found.isEmpty, "\(found.map(\.message))")
  }
}
