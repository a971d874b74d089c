import Foundation
import Testing

/// `check`, `inventory` and `import` on apps whose purpose strings live in project files, and
/// Xcode's merge rules as users meet them.
@Suite struct ProjectFormatsTests {
  static let projects = Harness.packageRoot.appendingPathComponent("Tests/Fixtures/projects")

  static func diagnostics(_ arguments: [String], in folder: URL) throws -> [[String: Any]] {
    let run = try Harness.run(["check"] + arguments + ["--format", "json"], in: folder)
    #expect(run.status == 0 || run.status == 1, "\(run.stderr)")
    let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    return json?["diagnostics"] as? [[String: Any]] ?? []
  }

  static func has(_ diagnostics: [[String: Any]], _ rule: String, key: String? = nil) -> Bool {
    diagnostics.contains {
      $0["rule"] as? String == rule
        && (key == nil || ($0["message"] as? String ?? "").contains(key!))
    }
  }

  @Test func aKeySetOnlyAsABuildSettingIsAMissingTranslation() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let found = try Self.diagnostics(
      [Self.projects.appendingPathComponent("receipts").path], in: folder)
    let missing = found.filter { $0["rule"] as? String == "missing-translation" }
    #expect(
      missing.contains {
        ($0["message"] as? String ?? "").hasPrefix("NSLocalNetworkUsageDescription has no zh-Hans")
      })
    // The camera text is translated in both locales; the build setting's English is the source.
    #expect(
      !missing.contains { ($0["message"] as? String ?? "").hasPrefix("NSCameraUsageDescription") })
    // The en.lproj holding only the display name is not the source of the purpose strings.
    #expect(!missing.contains { ($0["message"] as? String ?? "").contains("not in en") })
    // The empty build setting ships an empty string; TODO is a placeholder; $(PRODUCT_NAME) in the
    // Info.plist is expanded by Xcode and is not one.
    #expect(Self.has(found, "empty-text", key: "NSPhotoLibraryAddUsageDescription"))
    #expect(
      found.contains {
        $0["rule"] as? String == "empty-text"
          && ($0["message"] as? String ?? "").contains(
            "App Store Connect rejects the upload: ITMS-90738")
      })
    #expect(
      found.contains {
        $0["rule"] as? String == "placeholder-text"
          && $0["key"] as? String == "NSMicrophoneUsageDescription"
      })
    #expect(
      !found.contains {
        $0["rule"] as? String == "placeholder-text"
          && ($0["file"] as? String ?? "").hasSuffix("Info.plist")
      })
  }

  @Test func variablesArePlaceholdersInStringsFilesOnly() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>NSCameraUsageDescription</key><string>$(APP_DISPLAY_NAME) scans the QR code on a gift card.</string>
      </dict></plist>
      """, to: "App/Info.plist", in: folder)
    try Harness.write(
      "\"NSCameraUsageDescription\" = \"$(PRODUCT_NAME) 扫描礼品卡上的二维码。\";\n",
      to: "App/zh-Hans.lproj/InfoPlist.strings", in: folder)
    let found = try Self.diagnostics(["App"], in: folder)
    let placeholders = found.filter { $0["rule"] as? String == "placeholder-text" }
    #expect(placeholders.count == 1)
    let placeholderFile = placeholders.first?["file"] as? String ?? ""
    #expect(placeholderFile.hasSuffix("InfoPlist.strings"))
  }

  @Test func aJapaneseDevelopmentRegionIsNotCheckedAsChinese() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>NSCameraUsageDescription</key><string>書類を撮影して保存します.領収書(紙)も読み取れます</string>
      <key>NSMicrophoneUsageDescription</key><string>音声メモを録音します,設定で変更できます</string>
      <key>NSContactsUsageDescription</key><string>連絡先からカードを送る相手を選びます</string>
      </dict></plist>
      """, to: "App/Info.plist", in: folder)
    try Harness.write(
      "\"NSCameraUsageDescription\" = \"拍摄文件并保存。\";\n\"NSMicrophoneUsageDescription\" = \"录制语音备忘录。\";\n",
      to: "App/zh-Hans.lproj/InfoPlist.strings", in: folder)
    let found = try Self.diagnostics(["App"], in: folder)
    let onJapanese = found.filter { ($0["file"] as? String ?? "").hasSuffix("Info.plist") }
    #expect(onJapanese.isEmpty, "\(onJapanese)")
    // Japanese is the source: the key only it has is missing in zh-Hans.
    #expect(
      Self.has(found, "missing-translation", key: "NSContactsUsageDescription has no zh-Hans"))
    // The XcodeGen project declares ja: nothing Chinese is reported on its texts either.
    let xcodegen = try Self.diagnostics(
      [Self.projects.appendingPathComponent("xcodegen").path], in: folder)
    #expect(xcodegen.isEmpty, "\(xcodegen)")
  }

  @Test func anEnglishFolderShadowingBaseIsOneFindingNotMissingTranslations() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let english =
      "\"NSCameraUsageDescription\" = \"Scan the QR code on a gift card.\";\n"
      + "\"NSMicrophoneUsageDescription\" = \"Record a voice memo for a card.\";\n"
    try Harness.write(english, to: "App/Base.lproj/InfoPlist.strings", in: folder)
    try Harness.write(
      "\"NSCameraUsageDescription\" = \"Scan the QR code on your gift card.\";\n",
      to: "App/en.lproj/InfoPlist.strings", in: folder)
    try Harness.write(
      "\"NSCameraUsageDescription\" = \"扫描礼品卡上的二维码。\";\n\"NSMicrophoneUsageDescription\" = \"为礼品卡录制语音备忘录。\";\n",
      to: "App/zh-Hans.lproj/InfoPlist.strings", in: folder)
    let found = try Self.diagnostics(["App"], in: folder)
    #expect(!Self.has(found, "missing-translation"), "\(found)")
    let shadow = found.filter { ($0["message"] as? String ?? "").contains("shadows Base.lproj") }
    #expect(shadow.count == 1)
  }

  @Test func inventoryListsEachDeclarationWithWhatItOverrides() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Harness.run(
      ["inventory", Self.projects.appendingPathComponent("receipts").path, "--format", "json"],
      in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    let targets = json?["targets"] as? [[String: Any]] ?? []
    #expect(targets.map { $0["name"] as? String } == ["Receipts", "ReceiptsWidget"])
    let strings = targets.first?["strings"] as? [[String: Any]] ?? []
    let camera = strings.first {
      $0["key"] as? String == "NSCameraUsageDescription"
        && ($0["locale"] as? String ?? "").hasPrefix("base")
    }
    #expect(camera?["text"] as? String == "Scan receipts to add expenses.")
    #expect(camera?["line"] as? Int == 164)
    let overrides = camera?["overrides"] as? [[String: Any]] ?? []
    #expect(overrides.first?["text"] as? String == "Old camera text from the plist.")
    #expect(overrides.first?["overridden"] as? Bool == true)
    let overriddenFile = overrides.first?["file"] as? String ?? ""
    #expect(overriddenFile.hasSuffix("Receipts/Info.plist"))
    let text = try Harness.run(
      ["inventory", Self.projects.appendingPathComponent("receipts").path], in: folder)
    #expect(text.stdout.contains("Receipts (application"))
    #expect(text.stdout.contains("overrides \"Old camera text from the plist.\""))
    #expect(try Harness.run(["inventory", "nowhere"], in: folder).status == 2)
  }

  @Test func importTakesTheBuildSettingTextAndKeepsFolderNames() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Harness.run(
      ["import", Self.projects.appendingPathComponent("receipts").path, "--target", "Receipts"],
      in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    let yaml = String(decoding: Harness.read("permcopy.yml", in: folder) ?? Data(), as: UTF8.self)
    #expect(yaml.contains("en: \"Scan receipts to add expenses.\""))
    #expect(!yaml.contains("Old camera text"))
    #expect(yaml.contains("zh-Hant: \"zh_TW\""))
    #expect(yaml.contains("ios: { deployment-target: \"16.0\" }"))
    // Without --target, a project with an app and an extension names the app.
    let again = try Harness.run(
      ["import", Self.projects.appendingPathComponent("receipts").path, "--config", "b.yml"],
      in: folder)
    #expect(again.status == 0, "\(again.stderr)")
  }

  @Test func importReportsWhereTheInfoPlistAndTheEnglishFileDisagree() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>NSCameraUsageDescription</key><string>Scan a code.</string>
      </dict></plist>
      """, to: "App/Info.plist", in: folder)
    try Harness.write(
      "\"NSCameraUsageDescription\" = \"Scan the QR code on a gift card.\";\n",
      to: "App/en.lproj/InfoPlist.strings", in: folder)
    let run = try Harness.run(["import", "App"], in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stderr.contains(
        "App/en.lproj/InfoPlist.strings:1:31: NSCameraUsageDescription differs from the Info.plist value at App/Info.plist:3:1"
      ), "\(run.stderr)")
    let yaml = String(decoding: Harness.read("permcopy.yml", in: folder) ?? Data(), as: UTF8.self)
    #expect(yaml.contains("en: \"Scan the QR code on a gift card.\""))
  }

  /// `"" = "";` stubs and document-type names are not purpose strings: no empty-text or
  /// placeholder finding on them; a one-word purpose string is a placeholder.
  @Test func onlyPurposeStringsAreJudgedEmptyOrPlaceholders() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(
      "\"\" = \"\";\n\"Backup (kdbx)\" = \"\";\n\"SHORTCUT_TITLE\" = \"TODO\";\n"
        + "\"NSCameraUsageDescription\" = \"Yes\";\n",
      to: "App/en.lproj/InfoPlist.strings", in: folder)
    let found = try Self.diagnostics(["App"], in: folder)
    let judged = found.filter {
      ["empty-text", "placeholder-text"].contains($0["rule"] as? String ?? "")
    }
    #expect(judged.count == 1, "\(judged)")
    #expect(judged.first?["key"] as? String == "NSCameraUsageDescription")
  }

  @Test func aCatalogsMachineTranslationIsAMachineDraft() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "NSCameraUsageDescription" : {
            "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Scan the QR code on a gift card." } },
              "zh-Hans" : { "stringUnit" : { "state" : "machine_translated", "value" : "扫描礼品卡上的二维码。" } },
              "zh-Hant" : { "stringUnit" : { "state" : "translated", "value" : "掃描禮物卡上的 QR 碼。" } }
            }
          }
        },
        "version" : "1.0"
      }
      """, to: "App/InfoPlist.xcstrings", in: folder)
    let found = try Self.diagnostics(["App"], in: folder)
    let drafts = found.filter { $0["rule"] as? String == "machine-draft" }
    #expect(drafts.count == 1, "\(found)")
    #expect(drafts.first?["locale"] as? String == "zh-Hans")
  }

  /// zh_TW.lproj and zh-Hant.lproj are two localizations: one may say 你 and the other 您.
  @Test func pronounsAreJudgedPerLocalization() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(
      "\"NSCameraUsageDescription\" = \"你可以掃描禮物卡上的 QR 碼。\";\n"
        + "\"NSMicrophoneUsageDescription\" = \"你可以錄製語音備忘錄。\";\n",
      to: "App/zh_TW.lproj/InfoPlist.strings", in: folder)
    try Harness.write(
      "\"NSCameraUsageDescription\" = \"您可以掃描禮物卡上的 QR 碼。\";\n"
        + "\"NSMicrophoneUsageDescription\" = \"您可以錄製語音備忘錄。\";\n",
      to: "App/zh-Hant.lproj/InfoPlist.strings", in: folder)
    let found = try Self.diagnostics(["App"], in: folder)
    #expect(!Self.has(found, "mixed-pronoun"), "\(found)")
  }
}
