import Foundation
import Testing

/// Shapes of real projects the fifth fresh set showed `check` reading wrongly, each as a kind:
/// a library's sample app beside the app, a Mac project with no `SDKROOT`, a git-ignored
/// `#include`, an Info.plist a build phase writes, keys no platform reads, and a local-network
/// key whose use code cannot show.
@Suite struct FreshSetKindsTests {
  static let pbxproj = "app/ios/Runner.xcodeproj/project.pbxproj"

  static func edit(_ path: String, in folder: URL, _ change: (String) -> String) throws {
    let url = folder.appendingPathComponent(path)
    try Harness.write(change(try String(contentsOf: url, encoding: .utf8)), to: path, in: folder)
  }

  static func files(_ diagnostics: [[String: Any]]) -> Set<String> {
    Set(diagnostics.map { ShippedAppTests.field($0, "file") })
  }

  @Test func aLibrarysSampleAppBesideTheAppIsNotJudged() throws {
    let folder = try ShippedAppTests.copy("flutter-fresh")
    defer { try? FileManager.default.removeItem(at: folder) }
    let sample = "app/Frameworks/Kite/Example"
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent(sample), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: folder.appendingPathComponent("app/ios"),
      to: folder.appendingPathComponent("\(sample)/ios"))
    try Self.edit("\(sample)/ios/Runner/en.lproj/InfoPlist.strings", in: folder) {
      $0.replacingOccurrences(
        of: "Tide Log photographs the tide board so you can log today's heights.", with: "TODO")
    }
    let result = try ShippedAppTests.check("app", in: folder)
    #expect(!Self.files(result.diagnostics).contains { $0.contains("Example") })
    let inventory = try Harness.run(["inventory", "app"], in: folder)
    #expect(inventory.stdout.contains("is a sample project in an example folder"))
    // A repository whose only app is the sample keeps it.
    let alone = try ShippedAppTests.check("app/Frameworks", in: folder)
    #expect(ShippedAppTests.rule(alone.diagnostics, "placeholder-text").count == 1)
  }

  @Test func aProjectWithOnlyAMacDeploymentTargetIsAMacApp() throws {
    let folder = try ShippedAppTests.copy("flutter-fresh")
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.edit(Self.pbxproj, in: folder) {
      $0.replacingOccurrences(
        of: "IPHONEOS_DEPLOYMENT_TARGET = 13.0;", with: "MACOSX_DEPLOYMENT_TARGET = 13.0;"
      ).replacingOccurrences(of: "SDKROOT = iphoneos;", with: "")
    }
    try Self.edit("app/ios/Runner/Info.plist", in: folder) {
      $0.replacingOccurrences(
        of: "\t<key>LSRequiresIPhoneOS</key>\n\t<true/>\n",
        with: "\t<key>NSAppleEventsUsageDescription</key>\n"
          + "\t<string>Tide Log reads the tide table Numbers keeps open.</string>\n")
    }
    try Harness.write(
      "import WebKit\nfinal class Tides { let view = WKWebView() }\n",
      to: "app/ios/Runner/Tides.swift", in: folder)
    let result = try ShippedAppTests.check("app", in: folder)
    #expect(
      ShippedAppTests.rule(result.diagnostics, "unknown-key").isEmpty, "\(result.diagnostics)")
    // The web view's Add to Photos is iOS's menu: a Mac app is asked for no Photos key.
    #expect(
      !ShippedAppTests.rule(result.diagnostics, "missing-purpose-key").contains {
        ShippedAppTests.field($0, "message").contains("NSPhotoLibraryAddUsageDescription")
      }, "\(result.diagnostics)")
  }

  @Test func aMissingIncludeGitIgnoresIsANoteAndOneItDoesNotAnError() throws {
    let folder = try ShippedAppTests.copy("flutter-fresh")
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.edit("app/ios/Flutter/Release.xcconfig", in: folder) {
      $0 + "#include \"TeamID.xcconfig\"\n"
    }
    let before = try ShippedAppTests.check("app", in: folder)
    let missing = ShippedAppTests.rule(before.diagnostics, "missing-file").filter {
      ShippedAppTests.field($0, "message").contains("TeamID")
    }
    #expect(missing.count == 1 && missing.first?["severity"] as? String == "error")
    try Harness.write("Pods/\nTeamID.xcconfig\n", to: "app/.gitignore", in: folder)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("app/.git"), withIntermediateDirectories: true)
    let after = try ShippedAppTests.check("app", in: folder)
    let noted = ShippedAppTests.rule(after.diagnostics, "missing-file").filter {
      ShippedAppTests.field($0, "message").contains("TeamID")
    }
    #expect(noted.count == 1 && noted.first?["severity"] as? String == "note", "\(noted)")
    #expect(ShippedAppTests.field(noted.first, "message").contains(".gitignore keeps it out"))
    // A file the .gitignore takes back (`!`) is the repository's: missing, it fails the build.
    try Harness.write("*.xcconfig\n!TeamID.xcconfig\n", to: "app/.gitignore", in: folder)
    let taken = ShippedAppTests.rule(
      try ShippedAppTests.check("app", in: folder).diagnostics, "missing-file"
    )
    .filter { ShippedAppTests.field($0, "message").contains("TeamID") }
    #expect(taken.count == 1 && taken.first?["severity"] as? String == "error", "\(taken)")
  }

  @Test func anIncludeThatNamesAFolderIsAFindingAtItsLine() throws {
    let folder = try ShippedAppTests.copy("flutter-fresh")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("app/ios/Flutter/Generated.xcconfig"),
      withIntermediateDirectories: true)
    let result = try ShippedAppTests.check("app", in: folder)
    #expect(result.status == 1)
    let found = ShippedAppTests.rule(result.diagnostics, "missing-file").filter {
      ShippedAppTests.field($0, "message").contains("names a folder")
    }
    #expect(found.count == 1 && found.first?["line"] as? Int == 2, "\(result.diagnostics)")
  }

  @Test func anInfoPlistTheBuildWritesIsANote() throws {
    let folder = try ShippedAppTests.copy("flutter-fresh")
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.edit(Self.pbxproj, in: folder) {
      $0.replacingOccurrences(
        of: "INFOPLIST_FILE = Runner/Info.plist;",
        with: "INFOPLIST_FILE = \"$(DERIVED_FILE_DIR)/Generated-Info.plist\";")
    }
    let result = try ShippedAppTests.check("app", in: folder)
    let missing = ShippedAppTests.rule(result.diagnostics, "missing-file").filter {
      ShippedAppTests.field($0, "message").contains("Generated-Info.plist")
    }
    #expect(missing.count == 1 && missing.first?["severity"] as? String == "note", "\(missing)")
    #expect(ShippedAppTests.field(missing.first, "message").contains("written by the build"))
  }

  @Test func aKeyNoPlatformReadsIsOnlyUnknownAndALocalNetworkKeyIsNeverUnused() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>CFBundleDevelopmentRegion</key><string>en</string>
      <key>UILaunchScreen</key><dict/>
      <key>NSLocalNetworkUsageDescription</key><string>Kite talks to the kite reel on your Wi-Fi.</string>
      <key>NSKiteReelUsageDescription</key><string>TODO</string>
      </dict></plist>

      """, to: "App/Info.plist", in: folder)
    try Harness.write(
      "import Foundation\nfinal class Reel { func sync() { URLSession.shared.dataTask(with: URL(string: \"http://192.168.1.20\")!).resume() } }\n",
      to: "App/Reel.swift", in: folder)
    let result = try ShippedAppTests.check(".", in: folder)
    let rules = result.diagnostics.map { ShippedAppTests.field($0, "rule") }
    #expect(rules.contains("unknown-key"), "\(result.diagnostics)")
    #expect(!rules.contains("placeholder-text"), "\(result.diagnostics)")
    #expect(!rules.contains("unused-purpose-key"), "\(result.diagnostics)")
  }

  /// Expo's `locales`: prebuild writes each named JSON file into that language's
  /// `InfoPlist.strings`, so each is the app's table for its language.
  @Test func expoLocaleFilesAreTheTablesOfTheirLanguages() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(
      """
      {
        "expo": {
          "name": "Kite",
          "ios": {
            "infoPlist": {
              "NSCameraUsageDescription": "Kite scans the tag on your kite reel.",
              "NSLocationWhenInUseUsageDescription": "Kite shows the wind at your flying field."
            }
          },
          "locales": { "zh-Hant": "./locales/zh-Hant.json", "ja": "./locales/ja.json" }
        }
      }
      """, to: "app.json", in: folder)
    try Harness.write(
      """
      {
        "CFBundleDisplayName": "小風箏",
        "ios": { "NSCameraUsageDescription": "小風箏需要訪問相機，掃描風箏線軸上的標籤。" }
      }
      """, to: "locales/zh-Hant.json", in: folder)
    let result = try ShippedAppTests.check(".", in: folder)
    let table = "locales/zh-Hant.json"
    let missing = ShippedAppTests.rule(result.diagnostics, "missing-translation")
    #expect(
      missing.contains {
        ShippedAppTests.field($0, "file") == table
          && ShippedAppTests.field($0, "message").hasPrefix("NSLocationWhenInUseUsageDescription")
      }, "\(result.diagnostics)")
    let regional = ShippedAppTests.rule(result.diagnostics, "regional-term")
    #expect(
      regional.contains { ShippedAppTests.field($0, "file") == table && $0["line"] as? Int == 3 })
    // A file locales names that is not there is skipped by prebuild, with a warning.
    #expect(
      ShippedAppTests.rule(result.diagnostics, "missing-file").contains {
        ShippedAppTests.field($0, "message").contains("./locales/ja.json")
          && $0["severity"] as? String == "warning"
      }, "\(result.diagnostics)")
  }

  /// As prebuild merges a locale file: its `ios` keys over its top-level ones; a language may be
  /// an object in the config; a `locales` deeper in the config is someone else's.
  @Test func expoLocalesMergeAsPrebuildDoes() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(
      """
      {
        "expo": {
          "ios": { "infoPlist": {
            "NSCameraUsageDescription": "Kite scans the tag on your kite reel.",
            "NSMicrophoneUsageDescription": "Kite records the wind when you film a flight."
          } },
          "extra": { "locales": { "fr": "./nowhere.json" } },
          "locales": {
            "zh-Hant": "./zh-Hant.json",
            "zh-Hans": { "NSCameraUsageDescription": "小风筝会扫描风筝线轴上的标签。" }
          }
        }
      }
      """, to: "app.json", in: folder)
    try Harness.write(
      """
      {
        "NSCameraUsageDescription": "TODO",
        "NSMicrophoneUsageDescription": "小風箏會在你拍攝飛行時錄下風聲。",
        "ios": { "NSCameraUsageDescription": "小風箏會掃描風箏線軸上的標籤。" }
      }
      """, to: "zh-Hant.json", in: folder)
    let result = try ShippedAppTests.check(".", in: folder)
    let rules = result.diagnostics.map { ShippedAppTests.field($0, "rule") }
    #expect(!rules.contains("placeholder-text"), "\(result.diagnostics)")
    #expect(!rules.contains("missing-file"), "\(result.diagnostics)")
    let missing = ShippedAppTests.rule(result.diagnostics, "missing-translation").map {
      ShippedAppTests.field($0, "message")
    }
    // zh-Hans gives the camera text inline and lacks the microphone; zh-Hant has both.
    #expect(
      missing.count == 1 && missing[0].hasPrefix("NSMicrophoneUsageDescription has no zh-Hans"),
      "\(missing)")
  }

  @Test func anUnresolvedSettingInAnInfoPlistPathStaysAnError() throws {
    let folder = try ShippedAppTests.copy("flutter-fresh")
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.edit(Self.pbxproj, in: folder) {
      $0.replacingOccurrences(
        of: "INFOPLIST_FILE = Runner/Info.plist;",
        with: "INFOPLIST_FILE = \"$(KITE_PLIST_FOLDER)/Info.plist\";")
    }
    let result = try ShippedAppTests.check("app", in: folder)
    let missing = ShippedAppTests.rule(result.diagnostics, "missing-file").filter {
      ShippedAppTests.field($0, "message").contains("KITE_PLIST_FOLDER")
    }
    #expect(missing.count == 1 && missing.first?["severity"] as? String == "error", "\(missing)")
  }
}
