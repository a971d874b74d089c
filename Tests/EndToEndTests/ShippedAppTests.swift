import Foundation
import Testing

/// `check` reads an app as it ships (issue 42): the files another tool writes at set-up, the
/// tables a target copies, the platform, the language of each text, one finding per cause.
@Suite struct ShippedAppTests {
  static let projects = Harness.packageRoot.appendingPathComponent("Tests/Fixtures/projects")

  /// The report of `check PATH --format json`, with its exit status.
  static func check(_ path: String, in folder: URL) throws -> (
    status: Int32, summary: [String: Any], diagnostics: [[String: Any]]
  ) {
    let run = try Harness.run(["check", path, "--format", "json"], in: folder)
    #expect(run.status == 0 || run.status == 1, "\(run.stderr)")
    let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    return (
      run.status, json?["summary"] as? [String: Any] ?? [:],
      json?["diagnostics"] as? [[String: Any]] ?? []
    )
  }

  static func rule(_ diagnostics: [[String: Any]], _ id: String) -> [[String: Any]] {
    diagnostics.filter { $0["rule"] as? String == id }
  }

  /// A text field of a diagnostic ("" when there is none).
  static func field(_ diagnostic: [String: Any]?, _ name: String) -> String {
    diagnostic?[name] as? String ?? ""
  }

  static func related(_ diagnostic: [String: Any]) -> [String] {
    (diagnostic["related"] as? [[String: Any]] ?? []).compactMap { $0["file"] as? String }
  }

  /// A copy of a fixture in a fresh folder.
  static func copy(_ fixture: String) throws -> URL {
    let folder = try Harness.temporaryFolder()
    try FileManager.default.copyItem(
      at: projects.appendingPathComponent(fixture), to: folder.appendingPathComponent("app"))
    return folder
  }

  @Test func aFreshFlutterCloneExitsZeroWithANoteForEachFileFlutterWritesLater() throws {
    let folder = try Self.copy("flutter-fresh")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Self.check("app", in: folder)
    #expect(result.status == 0)
    let notes = result.diagnostics.filter { $0["severity"] as? String == "note" }
    #expect(notes.count == 2)
    #expect(notes.contains { Self.field($0, "message").contains("flutter pub get") })
    #expect(notes.contains { Self.field($0, "message").contains("pod install") })
    #expect(result.summary["notes"] as? Int == 2)
    #expect(result.summary["errors"] as? Int == 0)
    // The text report says so too, and a note never fails even under --strict.
    let text = try Harness.run(["check", "app", "--strict"], in: folder)
    #expect(text.status == 0)
    #expect(text.stdout.contains("2 notes"))
    let github = try Harness.run(["check", "app", "--format", "github"], in: folder)
    #expect(github.stdout.hasPrefix("::notice "))
  }

  @Test func aMissingIncludeTheProjectKeepsIsStillAnError() throws {
    let folder = try Self.copy("flutter-fresh")
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(
      "#include \"Generated.xcconfig\"\n#include \"Secrets.xcconfig\"\n",
      to: "app/ios/Flutter/Release.xcconfig", in: folder)
    let result = try Self.check("app", in: folder)
    #expect(result.status == 1)
    let errors = Self.rule(result.diagnostics, "missing-file").filter {
      $0["severity"] as? String == "error"
    }
    #expect(errors.count == 1)
    #expect(Self.field(errors.first, "message").contains("Secrets.xcconfig"))
  }

  @Test func tablesNoTargetCopiesAreOneFindingAndExportsAndPlistCopiesAreNotRead() throws {
    let folder = try Self.copy("flutter-fresh")
    defer { try? FileManager.default.removeItem(at: folder) }
    let project = folder.appendingPathComponent("app/ios/Runner.xcodeproj/project.pbxproj")
    let text = try String(contentsOf: project, encoding: .utf8)
    try text.replacingOccurrences(
      of: "\t\t\t\tB1000000000000000000000A /* InfoPlist.strings in Resources */,\n", with: ""
    ).write(to: project, atomically: true, encoding: .utf8)
    // Defects that would be reported if these files shipped.
    try Harness.write(
      "\"NSCameraUsageDescription\" = \"TODO\";\n",
      to: "app/ios/Runner/zh-Hant.lproj/InfoPlist.strings", in: folder)
    try Harness.write(
      "\"NSCameraUsageDescription\" = \"TODO\";\n",
      to: "app/ios/Export/zh-Hans.xcloc/Source Contents/Runner/en.lproj/InfoPlist.strings",
      in: folder)
    try Harness.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>NSCameraUsageDescription</key><string>TODO</string>
      </dict></plist>
      """, to: "app/ios/Runner/zh-Hans.lproj/Info.plist", in: folder)
    let result = try Self.check("app", in: folder)
    let unshipped = Self.rule(result.diagnostics, "unshipped-table")
    #expect(unshipped.count == 1)
    #expect(Self.related(unshipped[0]).count == 2)
    #expect(Self.field(unshipped.first, "message").contains("iOS never shows"))
    let others = result.diagnostics.filter {
      $0["severity"] as? String != "note" && $0["rule"] as? String != "unshipped-table"
    }
    #expect(others.isEmpty, "\(others)")
    let inventory = try Harness.run(["inventory", "app"], in: folder)
    #expect(inventory.stdout.contains("not shipped: app/ios/Runner/en.lproj/InfoPlist.strings"))
  }

  @Test func aMacPackageIsAMacAppWithItsTablesUnderResources() throws {
    let folder = try Self.copy("mac-package")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Self.check("app", in: folder)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    #expect(result.summary["texts"] as? Int == 4)
  }

  @Test func aMacKeyInAnAppNothingDescribesSaysIOSWasAssumed() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>NSAppleEventsUsageDescription</key><string>Reads the front window's title to name the note.</string>
      </dict></plist>
      """, to: "App/Info.plist", in: folder)
    try Harness.write(
      "\"NSAppleEventsUsageDescription\" = \"读取最前面窗口的标题，作为笔记的名称。\";\n",
      to: "App/zh-Hans.lproj/InfoPlist.strings", in: folder)
    let result = try Self.check("App", in: folder)
    let dead = Self.rule(result.diagnostics, "unknown-key")
    // One finding for the key, at the Info.plist, the table beside it a related place.
    #expect(dead.count == 1)
    #expect(Self.field(dead.first, "file").hasSuffix("Info.plist"))
    #expect(Self.related(dead[0]).count == 1)
    #expect(Self.field(dead.first, "message").contains("iOS was assumed"))
  }

  @Test func expoReadsAppJSONAsJSON5() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(
      """
      {
        // comments, unquoted keys, single quotes and trailing commas are JSON5
        expo: {
          name: 'Harbor',
          version: 1.5e1,
          ios: {
            infoPlist: {
              NSCameraUsageDescription: 'Harbor scans the QR code on a mooring tag.',
            },
          },
        },
      }
      """, to: "app.json", in: folder)
    let result = try Self.check(".", in: folder)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    #expect(result.summary["texts"] as? Int == 1)
    try Harness.write(
      "{ expo: { ios: { infoPlist: { NSCameraUsageDescription: 'x' } } ] }\n", to: "app.json",
      in: folder)
    let broken = Self.rule(try Self.check(".", in: folder).diagnostics, "syntax")
    #expect(broken.count == 1)
    #expect(broken.first?["column"] as? Int == 65)
    #expect(Self.field(broken.first, "message").hasPrefix("not JSON5"))
  }

  /// An Expo app whose `ios/` folder is committed is one app: Xcode builds the project in
  /// `ios/`, so its Info.plist is what ships, app.json's plugin defaults are not checked, and
  /// the packages in package.json are charged to that project's app.
  @Test func anExpoAppWithACommittedIOSFolderIsTheProjectInIt() throws {
    let folder = try Self.copy("flutter-fresh")
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(
      """
      { "expo": { "name": "Kite", "plugins": ["expo-camera"] } }
      """, to: "app/app.json", in: folder)
    try Harness.write(
      """
      {
        "name": "kite",
        "dependencies": {
          "expo": "~51.0.0",
          "expo-camera": "~15.0.0",
          "expo-contacts": "~13.0.0"
        }
      }
      """, to: "app/package.json", in: folder)
    let result = try Self.check("app", in: folder)
    let files = Set(result.diagnostics.map { Self.field($0, "file") })
    #expect(!files.contains("app/app.json"), "\(result.diagnostics)")
    let upload = Self.rule(result.diagnostics, "upload-purpose-key")
    #expect(
      upload.contains { Self.field($0, "message").contains("NSContactsUsageDescription") },
      "\(result.diagnostics)")
    #expect(upload.allSatisfy { Self.field($0, "message").contains("Runner does not declare") })
    // A manifest written on one line names its dependencies all the same.
    try Harness.write(
      #"{ "name": "kite", "dependencies": { "expo": "~51.0.0", "expo-contacts": "~13.0.0" } }"#,
      to: "app/package.json", in: folder)
    let oneLine = Self.rule(try Self.check("app", in: folder).diagnostics, "upload-purpose-key")
    #expect(oneLine.count == 1 && oneLine.first?["column"] as? Int == 56, "\(oneLine)")
  }

  @Test func aTranslatedKeyTheInfoPlistBesideItLacksIsUndeclared() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>NSCameraUsageDescription</key><string>Scan the QR code on a parcel to track it.</string>
      </dict></plist>
      """, to: "App/Info.plist", in: folder)
    try Harness.write(
      """
      "NSCameraUsageDescription" = "扫描包裹上的二维码，跟进它的物流。";
      "NSMicrophoneUsageDescription" = "录下语音备注，附在包裹记录上。";

      """, to: "App/zh-Hans.lproj/InfoPlist.strings", in: folder)
    let undeclared = Self.rule(try Self.check("App", in: folder).diagnostics, "undeclared-key")
    #expect(undeclared.count == 1)
    // No project in view: a build setting elsewhere may declare it, so a warning that says so.
    #expect(undeclared.first?["severity"] as? String == "warning")
    #expect(Self.field(undeclared.first, "message").contains("not in view"))
  }

  @Test func aDeprecatedKeyIsOneFindingWhereItIsDeclared() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>MinimumOSVersion</key><string>15.0</string>
      <key>NSLocationAlwaysUsageDescription</key><string>Logs your route while you cycle.</string>
      <key>NSLocationAlwaysAndWhenInUseUsageDescription</key><string>Logs your route while you cycle.</string>
      <key>NSLocationWhenInUseUsageDescription</key><string>Shows your position on the route map.</string>
      </dict></plist>
      """, to: "App/Info.plist", in: folder)
    for (locale, text) in [("en", "Logs your route while you cycle."), ("zh-Hans", "骑行时记录你的路线。")] {
      try Harness.write(
        """
        "NSLocationAlwaysUsageDescription" = "\(text)";

        """, to: "App/\(locale).lproj/InfoPlist.strings", in: folder)
    }
    let deprecated = Self.rule(try Self.check("App", in: folder).diagnostics, "deprecated-key")
    #expect(deprecated.count == 1)
    #expect(Self.field(deprecated.first, "file").hasSuffix("Info.plist"))
    #expect(deprecated.first?["line"] as? Int == 4)
    #expect(Self.related(deprecated[0]).count == 2)
  }

  @Test func aTableInAnotherScriptThanItsPeopleReadIsAMissingTranslation() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>CFBundleDevelopmentRegion</key><string>zh-Hans</string>
      <key>NSCameraUsageDescription</key><string>拍摄菜品照片，记在今天的饮食日记里。</string>
      </dict></plist>
      """, to: "App/Info.plist", in: folder)
    try Harness.write(
      "\"NSCameraUsageDescription\" = \"拍摄菜品照片，记在今天的饮食日记里。\";\n",
      to: "App/en.lproj/InfoPlist.strings", in: folder)
    try Harness.write(
      "\"NSCameraUsageDescription\" = \"拍摄菜品照片，记在今天的饮食日记里。\";\n",
      to: "App/ja.lproj/InfoPlist.strings", in: folder)
    let missing = Self.rule(try Self.check("App", in: folder).diagnostics, "missing-translation")
    // One cause, one finding: the same text in both tables, the second a related place.
    let files = missing.compactMap { $0["file"] as? String } + missing.flatMap(Self.related)
    #expect(files.contains { $0.hasSuffix("en.lproj/InfoPlist.strings") })
    // Characters only Simplified Chinese writes are not Japanese.
    #expect(files.contains { $0.hasSuffix("ja.lproj/InfoPlist.strings") })
    #expect(
      missing.contains {
        Self.field($0, "message").contains("written in Simplified Chinese")
      })
  }

  @Test func aLocaleTheProjectLocalizesIntoWithoutATableIsAMissingTranslation() throws {
    let folder = try Self.copy("flutter-fresh")
    defer { try? FileManager.default.removeItem(at: folder) }
    // zh-Hans stays in knownRegions, its table goes.
    try FileManager.default.removeItem(
      at: folder.appendingPathComponent("app/ios/Runner/zh-Hans.lproj"))
    let missing = Self.rule(try Self.check("app", in: folder).diagnostics, "missing-translation")
    // One per key, where its zh-Hans entry would go.
    #expect(missing.count == 2, "\(missing)")
    #expect(missing.allSatisfy { $0["severity"] as? String == "warning" })
    let message = missing.first?["message"] as? String ?? ""
    #expect(message.contains("zh-Hans") && message.contains("knownRegions"))
  }

  @Test func oneTextCopiedIntoSeveralTablesIsOneFinding() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>CFBundleDevelopmentRegion</key><string>en</string>
      <key>NSCameraUsageDescription</key><string>Photograph a receipt to add it to a trip.</string>
      </dict></plist>
      """, to: "App/Info.plist", in: folder)
    try Harness.write(
      "\"NSCameraUsageDescription\" = \"Photograph a receipt to add it to a trip.\";\n",
      to: "App/en.lproj/InfoPlist.strings", in: folder)
    for locale in ["zh-Hans", "zh-Hant", "zh-HK"] {
      try Harness.write(
        "\"NSCameraUsageDescription\" = \"TODO\";\n",
        to: "App/\(locale).lproj/InfoPlist.strings", in: folder)
    }
    let placeholders = Self.rule(
      try Self.check("App", in: folder).diagnostics, "placeholder-text")
    #expect(placeholders.count == 1, "\(placeholders)")
    #expect(Self.related(placeholders[0]).count == 2)
    // Its message names the locales it covers besides its own.
    #expect(Self.field(placeholders.first, "message").hasSuffix("(the same in zh-Hans, zh-Hant)"))
  }
  @Test func inventoryListsWhatTheMacCatalystBuildShipsInstead() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(
      at: Self.projects.appendingPathComponent("receipts"),
      to: folder.appendingPathComponent("app"))
    let project = folder.appendingPathComponent("app/Receipts.xcodeproj/project.pbxproj")
    let text = try String(contentsOf: project, encoding: .utf8)
    try text.replacingOccurrences(
      of: "INFOPLIST_KEY_CFBundleDisplayName = Receipts;",
      with: "INFOPLIST_KEY_CFBundleDisplayName = Receipts;\n\t\t\t\tSUPPORTS_MACCATALYST = YES;"
    ).write(to: project, atomically: true, encoding: .utf8)
    let run = try Harness.run(["inventory", "app"], in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.contains {
        $0.contains("base on the Mac") && $0.contains("Show stores near your Mac.")
      }, "\(run.stdout)")
    #expect(lines.contains { $0.contains("base (en)") && $0.contains("Show stores near you.") })
  }
  /// An Info.plist of `keys` (key, text) with the development region `region`.
  static func plist(_ region: String, _ keys: [(String, String)], extra: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
    <key>CFBundleDevelopmentRegion</key><string>\(region)</string>
    \(keys.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined(separator: "\n"))
    \(extra)
    </dict></plist>
    """
  }

  @Test func theEnglishSourceCopiedIntoAnotherLanguageIsOneMissingTranslation() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let english = "Scan the barcode on a library book to borrow it."
    try Harness.write(
      Self.plist("en", [("NSCameraUsageDescription", english)]), to: "App/Info.plist", in: folder)
    let unit = { (state: String, value: String) in
      "{ \"stringUnit\": { \"state\": \"\(state)\", \"value\": \"\(value)\" } }"
    }
    try Harness.write(
      """
      { "sourceLanguage": "en", "version": "1.0", "strings": {
        "NSCameraUsageDescription": { "localizations": {
          "en": \(unit("translated", english)),
          "de": \(unit("new", english)),
          "fr": \(unit("new", english)),
          "nl": \(unit("translated", "Scan de streepjescode van een bibliotheekboek om het te lenen."))
        } }
      } }
      """, to: "App/InfoPlist.xcstrings", in: folder)
    let missing = Self.rule(try Self.check("App", in: folder).diagnostics, "missing-translation")
    #expect(missing.count == 1, "\(missing)")
    let message = Self.field(missing.first, "message")
    #expect(message.contains("in de, fr is the English source text"), "\(message)")
    #expect(Self.related(missing[0]).count == 1)
  }

  @Test func aCalendarKeyBesideItsFullAccessReplacementNeedsNoTranslation() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(
      Self.plist(
        "en",
        [
          ("MinimumOSVersion", "17.0"),
          ("NSCalendarsUsageDescription", "Add your class times to your calendar."),
          ("NSCalendarsFullAccessUsageDescription", "Add your class times to your calendar."),
        ]), to: "App/Info.plist", in: folder)
    try Harness.write(
      "\"NSCalendarsFullAccessUsageDescription\" = \"把你的课程时间加入日历。\";\n",
      to: "App/zh-Hans.lproj/InfoPlist.strings", in: folder)
    let found = try Self.check("App", in: folder).diagnostics
    #expect(Self.rule(found, "missing-translation").isEmpty, "\(found)")
    #expect(Self.rule(found, "deprecated-key").count == 1)
  }

  @Test func aDictionaryOfTextsIsNoSyntaxErrorAndATraditionalSourceIsNoUntranslatedCopy() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = "用你的位置顯示附近的地震測站。"
    try Harness.write(
      Self.plist(
        "en", [("NSLocationWhenInUseUsageDescription", text)],
        extra: """
          <key>NSLocationTemporaryUsageDescriptionDictionary</key>
          <dict><key>Nearby</key><string>用精確位置找出最近的測站。</string></dict>
          """), to: "App/Info.plist", in: folder)
    try Harness.write(
      "\"NSLocationWhenInUseUsageDescription\" = \"\(text)\";\n",
      to: "App/Base.lproj/InfoPlist.strings",
      in: folder)
    try Harness.write(
      "\"NSLocationWhenInUseUsageDescription\" = \"\(text)\";\n",
      to: "App/zh-Hant.lproj/InfoPlist.strings", in: folder)
    let found = try Self.check("App", in: folder).diagnostics
    #expect(Self.rule(found, "syntax").isEmpty, "\(found)")
    #expect(Self.rule(found, "untranslated").isEmpty, "\(found)")
  }

  @Test func aPairOfKeysSharingATextInEveryLocaleIsOneFinding() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let texts = [
      ("en", "Photograph a plant to name it."),
      ("zh-Hans", "拍下植物，认出它的名字。"),
      ("zh-Hant", "拍下植物，認出它的名字。"),
    ]
    try Harness.write(
      Self.plist(
        "en",
        [
          ("NSCameraUsageDescription", texts[0].1), ("NSMicrophoneUsageDescription", texts[0].1),
        ]), to: "App/Info.plist", in: folder)
    for (locale, text) in texts {
      try Harness.write(
        "\"NSCameraUsageDescription\" = \"\(text)\";\n\"NSMicrophoneUsageDescription\" = \"\(text)\";\n",
        to: "App/\(locale).lproj/InfoPlist.strings", in: folder)
    }
    let duplicates = Self.rule(try Self.check("App", in: folder).diagnostics, "duplicate-text")
    #expect(duplicates.count == 1, "\(duplicates)")
    #expect(Self.field(duplicates.first, "file").hasSuffix("en.lproj/InfoPlist.strings"))
    #expect(Self.related(duplicates[0]).count == 2)
  }

  /// Two Flutter apps in one folder: each is charged with its own pubspec.yaml's plugins, and a
  /// macOS runner with none of a plugin's iOS needs.
  @Test func aManifestChargesOnlyTheAppsBelowItAndNotTheirMacRunners() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(
      at: Self.projects.appendingPathComponent("flutter-fresh"),
      to: folder.appendingPathComponent("apps/tides"))
    try FileManager.default.copyItem(
      at: Self.projects.appendingPathComponent("flutter-fresh"),
      to: folder.appendingPathComponent("apps/harbor"))
    try Harness.write(
      "name: tides\ndependencies:\n  flutter:\n    sdk: flutter\n",
      to: "apps/tides/pubspec.yaml", in: folder)
    try Harness.write(
      "name: harbor\ndependencies:\n  flutter:\n    sdk: flutter\n  local_auth: ^2.1.0\n",
      to: "apps/harbor/pubspec.yaml", in: folder)
    // Harbor's macOS runner: the same project built with the Mac SDK.
    let ios = folder.appendingPathComponent("apps/harbor/ios")
    let project = try String(
      contentsOf: ios.appendingPathComponent("Runner.xcodeproj/project.pbxproj"), encoding: .utf8)
    try Harness.write(
      project.replacingOccurrences(of: "SDKROOT = iphoneos;", with: "SDKROOT = macosx;"),
      to: "apps/harbor/macos/Runner.xcodeproj/project.pbxproj", in: folder)
    try Harness.write(
      Self.plist("en", [("LSMinimumSystemVersion", "10.15")]),
      to: "apps/harbor/macos/Runner/Info.plist", in: folder)
    let upload = Self.rule(try Self.check("apps", in: folder).diagnostics, "upload-purpose-key")
    #expect(upload.count == 1, "\(upload)")
    #expect(Self.field(upload.first, "message").contains("harbor/ios/Runner/Info.plist"))
  }
  @Test func importSaysWhatItLeavesAndIsQuietAboutFilesNotThereYet() throws {
    let folder = try Self.copy("flutter-fresh")
    defer { try? FileManager.default.removeItem(at: folder) }
    let fresh = try Harness.run(["import", "app"], in: folder)
    #expect(fresh.status == 0, "\(fresh.stderr)")
    #expect(!(fresh.stdout + fresh.stderr).contains("Generated.xcconfig"))
  }

  /// A purpose key permcopy has no template for (a Mac key) is carried as its written text:
  /// imported, written by `build`, judged by `check`, tracked by the lock, exported for
  /// translators, and named plainly where a template would be needed.
  @Test func aKeyWithoutATemplateIsCarriedAsWrittenText() throws {
    let mac = try Self.copy("mac-package")
    defer { try? FileManager.default.removeItem(at: mac) }
    let run = try Harness.run(["import", "app"], in: mac)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(!(run.stdout + run.stderr).contains("not taken over"), "\(run.stderr)")
    var yaml = String(decoding: Harness.read("permcopy.yml", in: mac) ?? Data(), as: UTF8.self)
    #expect(yaml.contains("  NSAppleEventsUsageDescription:   # no template: kept as written\n"))
    #expect(yaml.contains("en: \"Clipper asks Finder for the selected files"), "\(yaml)")
    #expect(try Harness.run(["build"], in: mac).status == 0)
    let table = "app/Sources/Clipper/Resources/zh-Hans.lproj/InfoPlist.strings"
    let written = String(decoding: Harness.read(table, in: mac) ?? Data(), as: UTF8.self)
    #expect(
      written.contains(
        "/* Privacy - AppleEvents Sending Usage Description */\n"
          + "\"NSAppleEventsUsageDescription\" = \"Clipper 会向访达询问所选文件，以便复制它们的路径。\";"),
      "\(written)")
    #expect(!written.contains("PermissionGuide"))
    // The English text changes to one that gives no reason: judged, and the translation stale.
    yaml = yaml.replacingOccurrences(
      of: "Clipper asks Finder for the selected files so it can copy their paths.",
      with: "Needs access to Finder.")
    try Harness.write(yaml, to: "permcopy.yml", in: mac)
    let check = try Harness.run(["check", "--format", "json"], in: mac)
    #expect(check.stdout.contains("\"no-reason\""), "\(check.stdout)")
    #expect(check.stdout.contains("\"stale-translation\""), "\(check.stdout)")
    let accept = try Harness.run(
      ["accept", "--locale", "zh-Hans", "NSAppleEventsUsageDescription"], in: mac)
    #expect(accept.status == 0, "\(accept.stderr)")
    #expect(!(try Harness.run(["check"], in: mac).stdout.contains("stale-translation")))
    #expect(try Harness.run(["export", "--xliff", "xliff"], in: mac).status == 0)
    let xliff = String(
      decoding: Harness.read("xliff/zh-Hans.xliff", in: mac) ?? Data(), as: UTF8.self)
    #expect(xliff.contains("<trans-unit id=\"NSAppleEventsUsageDescription\""), "\(xliff)")
    let preview = try Harness.run(["preview", "NSAppleEventsUsageDescription"], in: mac)
    #expect(preview.status == 2)
    #expect(preview.stderr.contains("permcopy has no template for NSAppleEventsUsageDescription"))
    // A purpose phrase needs a frame this key does not have.
    try Harness.write(
      yaml.replacingOccurrences(
        of: "  NSAppleEventsUsageDescription:   # no template: kept as written\n    text:\n",
        with: "  NSAppleEventsUsageDescription:\n    purpose:\n"), to: "permcopy.yml", in: mac)
    let refused = try Harness.run(["build"], in: mac)
    #expect(refused.status == 2)
    #expect(refused.stderr.contains("give the whole sentence as text:"), "\(refused.stderr)")
  }
  /// An Xcode 16 project whose target owns a synchronized folder: the tables inside it ship,
  /// one beside it does not.
  @Test func tablesInASynchronizedFolderShipAndOnesBesideItDoNot() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(
      """
      // !$*UTF8*$!
      {
        archiveVersion = 1;
        objectVersion = 77;
        objects = {
          A1 /* Release */ = {
            isa = XCBuildConfiguration;
            buildSettings = {
              GENERATE_INFOPLIST_FILE = YES;
              INFOPLIST_KEY_NSCameraUsageDescription = "Photograph a meal to log it.";
              SDKROOT = iphoneos;
            };
            name = Release;
          };
          A2 = { isa = XCConfigurationList; buildConfigurations = (A1); defaultConfigurationName = Release; };
          G1 = { isa = PBXGroup; children = (S1); sourceTree = "<group>"; };
          S1 /* Meals */ = { isa = PBXFileSystemSynchronizedRootGroup; path = Meals; sourceTree = "<group>"; };
          T1 /* Meals */ = {
            isa = PBXNativeTarget;
            buildConfigurationList = A2;
            buildPhases = ();
            fileSystemSynchronizedGroups = (S1);
            name = Meals;
            productType = "com.apple.product-type.application";
          };
          P1 = {
            isa = PBXProject;
            buildConfigurationList = A2;
            developmentRegion = en;
            knownRegions = (en, "zh-Hans");
            mainGroup = G1;
            targets = (T1);
          };
        };
        rootObject = P1;
      }
      """, to: "Meals.xcodeproj/project.pbxproj", in: folder)
    try Harness.write(
      "\"NSCameraUsageDescription\" = \"拍下餐点，记入今天的饮食日记。\";\n",
      to: "Meals/zh-Hans.lproj/InfoPlist.strings", in: folder)
    // A copy left beside the synchronized folder, in no target.
    try Harness.write(
      "\"NSCameraUsageDescription\" = \"TODO\";\n", to: "zh-Hans.lproj/InfoPlist.strings",
      in: folder)
    let found = try Self.check(".", in: folder).diagnostics
    let unshipped = Self.rule(found, "unshipped-table")
    #expect(unshipped.count == 1, "\(found)")
    #expect(Self.field(unshipped.first, "file") == "zh-Hans.lproj/InfoPlist.strings")
    // The synchronized table ships: zh-Hans people read their own text, nothing is missing.
    #expect(Self.rule(found, "missing-translation").isEmpty, "\(found)")
    #expect(Self.rule(found, "placeholder-text").isEmpty, "\(found)")
  }
  /// A stale copy that no target ships says nothing about the people of a language that does
  /// ship; Xcode's old default knownRegions are no languages the app ships; a sample app with
  /// its own Info.plist inside the project's folder is an app, not a forgotten table.
  @Test func staleCopiesLegacyRegionsAndSampleAppsAreReadForWhatTheyAre() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(
      at: Self.projects.appendingPathComponent("receipts"),
      to: folder.appendingPathComponent("app"))
    let before = try Self.check("app", in: folder).diagnostics
    try Harness.write(
      "\"NSCameraUsageDescription\" = \"扫描收据，记一笔开销。\";\n",
      to: "app/Old/zh-Hans.lproj/InfoPlist.strings", in: folder)
    let project = folder.appendingPathComponent("app/Receipts.xcodeproj/project.pbxproj")
    let text = try String(contentsOf: project, encoding: .utf8)
    try text.replacingOccurrences(
      of: "knownRegions = (", with: "knownRegions = (\n\t\t\t\tEnglish,\n\t\t\t\tJapanese,"
    ).write(to: project, atomically: true, encoding: .utf8)
    try Harness.write(
      Self.plist("en", [("NSCameraUsageDescription", "Photograph a sample receipt.")]),
      to: "app/Samples/Demo/Info.plist", in: folder)
    try Harness.write(
      "\"NSCameraUsageDescription\" = \"TODO\";\n",
      to: "app/Samples/Demo/zh-Hans.lproj/InfoPlist.strings",
      in: folder)
    let after = try Self.check("app", in: folder).diagnostics
    let missing = { (found: [[String: Any]]) in
      Self.rule(found, "missing-translation").filter { Self.field($0, "locale") == "zh-Hans" }
        .count
    }
    #expect(missing(after) == missing(before) && missing(before) > 0)
    #expect(!after.contains { Self.field($0, "message").contains("ja text") })
    #expect(Self.rule(after, "unshipped-table").count == 1)
    #expect(
      Self.rule(after, "placeholder-text").contains {
        Self.field($0, "file").hasSuffix("Samples/Demo/zh-Hans.lproj/InfoPlist.strings")
      })
  }

  @Test func kanjiAloneIsLikelyButNotCertainlyForeignToJapanesePeople() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(
      Self.plist("en", [("NSCameraUsageDescription", "Photograph a receipt to file it.")]),
      to: "App/Info.plist", in: folder)
    try Harness.write(
      "\"NSCameraUsageDescription\" = \"領収書撮影用写真機能\";\n", to: "App/ja.lproj/InfoPlist.strings",
      in: folder)
    let missing = Self.rule(try Self.check("App", in: folder).diagnostics, "missing-translation")
    #expect(missing.count == 1)
    #expect(missing.first?["severity"] as? String == "warning")
  }

  /// A Mac app's deployment target is a macOS version: the iOS eras (a Bluetooth companion
  /// below iOS 13) never read it as an iOS one.
  @Test func aMacAppsDeploymentTargetIsNoIOSVersion() throws {
    let folder = try Self.copy("flutter-fresh")
    defer { try? FileManager.default.removeItem(at: folder) }
    let projectPath = "app/ios/Runner.xcodeproj/project.pbxproj"
    let project = String(decoding: Harness.read(projectPath, in: folder) ?? Data(), as: UTF8.self)
    try Harness.write(
      project.replacingOccurrences(of: "SDKROOT = iphoneos;", with: "SDKROOT = macosx;")
        .replacingOccurrences(
          of: "IPHONEOS_DEPLOYMENT_TARGET = 13.0;", with: "MACOSX_DEPLOYMENT_TARGET = 11.0;"),
      to: projectPath, in: folder)
    try Harness.write(
      Self.plist(
        "en", [("NSBluetoothAlwaysUsageDescription", "Tides reads your tide gauge over Bluetooth.")]
      ),
      to: "app/ios/Runner/Info.plist", in: folder)
    let found = try Self.check("app", in: folder).diagnostics
    #expect(Self.rule(found, "missing-companion-key").isEmpty, "\(found)")
    // The same project for iPhone below iOS 13 needs the old key beside it.
    try Harness.write(
      project.replacingOccurrences(
        of: "IPHONEOS_DEPLOYMENT_TARGET = 13.0;", with: "IPHONEOS_DEPLOYMENT_TARGET = 12.0;"),
      to: projectPath, in: folder)
    #expect(
      Self.rule(try Self.check("app", in: folder).diagnostics, "missing-companion-key").count == 1)
  }

  /// An app without a single table keeps Xcode's template regions (en, Base): a Chinese-only
  /// app's Chinese Info.plist is not "missing" an English text it never localized into.
  @Test func xcodesTemplateRegionsAreNoLocalization() throws {
    let folder = try Self.copy("flutter-fresh")
    defer { try? FileManager.default.removeItem(at: folder) }
    for locale in ["en", "zh-Hans", "zh-Hant"] {
      try FileManager.default.removeItem(
        at: folder.appendingPathComponent("app/ios/Runner/\(locale).lproj"))
    }
    let projectPath = "app/ios/Runner.xcodeproj/project.pbxproj"
    let project = String(decoding: Harness.read(projectPath, in: folder) ?? Data(), as: UTF8.self)
    try Harness.write(
      project.replacingOccurrences(of: "\t\t\t\t\"zh-Hans\",\n\t\t\t\t\"zh-Hant\",\n", with: ""),
      to: projectPath, in: folder)
    try Harness.write(
      Self.plist("en", [("NSCameraUsageDescription", "潮汐会使用相机扫描潮位牌上的二维码。")]),
      to: "app/ios/Runner/Info.plist", in: folder)
    let found = try Self.check("app", in: folder).diagnostics
    #expect(Self.rule(found, "missing-translation").isEmpty, "\(found)")
  }

  /// A locale only CFBundleLocalizations names, with no project in view, may get its table from
  /// a build step out of sight: a warning that says so, not an error.
  @Test func aLocaleOnlyTheInfoPlistDeclaresIsAWarningWithoutAProject() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(
      Self.plist(
        "en",
        [("NSMicrophoneUsageDescription", "Tides records the voice notes you add to a dive.")],
        extra:
          "<key>CFBundleLocalizations</key><array><string>en</string><string>zh-Hans</string></array>"
      ),
      to: "App/Info.plist", in: folder)
    let found = Self.rule(try Self.check("App", in: folder).diagnostics, "missing-translation")
    #expect(found.count == 1, "\(found)")
    #expect(Self.field(found.first, "severity") == "warning")
    #expect(Self.field(found.first, "message").contains("CFBundleLocalizations names it"))
  }
}
