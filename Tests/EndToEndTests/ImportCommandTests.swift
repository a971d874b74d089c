import Foundation
import Testing

@Suite struct ImportCommandTests {

  /// Taking nothing over is an error that says why, text by text: a build variable iOS would
  /// show as written in InfoPlist.strings stays where Xcode expands it, an empty text is empty.
  @Test func importThatTakesNothingSaysWhyForEachText() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>CFBundleDevelopmentRegion</key><string>en</string>
      <key>CFBundleDisplayName</key><string>${appName}</string>
      <key>NSCameraUsageDescription</key><string>$(KITE_CAMERA_TEXT)</string>
      <key>NSMicrophoneUsageDescription</key><string> </string>
      </dict></plist>

      """, to: "Kite/Info.plist", in: folder)
    let run = try Harness.run(["import", "Kite"], in: folder)
    #expect(run.status == 2)
    #expect(run.stderr.contains("found no purpose strings to take over:"), "\(run.stderr)")
    #expect(
      run.stderr.contains(
        "Kite/Info.plist:5:1: not taken over: NSCameraUsageDescription holds a build variable ($(KITE_CAMERA_TEXT))"
      ), "\(run.stderr)")
    #expect(run.stderr.contains("NSMicrophoneUsageDescription is empty"), "\(run.stderr)")
    #expect(Harness.read("permcopy.yml", in: folder) == nil)
  }
  static let corpus = Harness.packageRoot.deletingLastPathComponent().appendingPathComponent(
    "shared/corpus")

  static func plist(_ data: Data?) -> [String: String]? {
    data.flatMap {
      try? PropertyListSerialization.propertyList(from: $0, format: nil) as? [String: String]
    }
  }

  /// Every corpus app imports without a crash, and `build` then writes every purpose string
  /// exactly as the app had it, as Foundation reads both.
  @Test(.enabled(if: Harness.sharedIsThere, Harness.sharedIsMissing))
  func importThenBuildKeepsEveryPurposeStringOfTheCorpus() throws {
    let apps = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).filter {
      !$0.contains(".")
    }.sorted()
    var checked = 0
    for app in apps {
      let folder = try Harness.temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let imported = try Harness.run(
        ["import", Self.corpus.appendingPathComponent(app).path, "--strings-folder", "out"],
        in: folder)
      #expect(imported.status == 0 || imported.status == 2, "\(app): \(imported.status)")
      guard imported.status == 0 else { continue }
      let build = try Harness.run(["build"], in: folder)
      #expect(build.status == 0, "\(app): \(build.stderr)")
      // Compare each original .strings file with the one build wrote for its locale.
      let originals =
        (FileManager.default.enumerator(atPath: Self.corpus.appendingPathComponent(app).path)?
        .allObjects as? [String] ?? [])
        .filter { $0.lowercased().hasSuffix("infoplist.strings") }
      for original in originals {
        let url = Self.corpus.appendingPathComponent(app).appendingPathComponent(original)
        guard let before = Self.plist(try? Data(contentsOf: url)) else { continue }
        let folderName = url.deletingLastPathComponent().lastPathComponent
        var locale = String(folderName.dropLast(".lproj".count)).replacingOccurrences(
          of: "_", with: "-")
        locale = ["zh-CN": "zh-Hans", "zh-TW": "zh-Hant", "en-US": "en"][locale] ?? locale
        guard
          let after = Self.plist(Harness.read("out/\(locale).lproj/InfoPlist.strings", in: folder))
        else { continue }
        for (key, value) in before
        where key.contains("UsageDescription") && !value.isEmpty && after[key] != nil {
          #expect(after[key] == value, "\(app) \(locale) \(key)")
        }
        let kept = before.filter {
          $0.key.contains("UsageDescription") && after[$0.key] == $0.value
        }
        if !kept.isEmpty { checked += 1 }
      }
    }
    #expect(checked >= 20)
  }

  @Test(.enabled(if: Harness.sharedIsThere, Harness.sharedIsMissing))
  func theReportNamesWhatWasNotTakenOverWithItsLine() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let kite = try Harness.run(
      ["import", Self.corpus.appendingPathComponent("SIT-kite__kite-app").path], in: folder)
    #expect(kite.status == 0)
    #expect(
      kite.stderr.contains("zh-Hans.lproj/InfoPlist.strings:9:46: syntax: missing ';'"),
      "\(kite.stderr)")
    let home = try Harness.run(
      [
        "import", Self.corpus.appendingPathComponent("home-assistant__iOS").path, "--config",
        "h.yml",
      ], in: folder)
    #expect(!home.stderr.contains("NSCrossWebsiteTrackingUsageDescription"), "\(home.stderr)")
    #expect(home.stderr.contains("SEND_LOCATION_APP_SHORTCUT_TITLE is not a purpose string"))
    let yaml = String(decoding: Harness.read("h.yml", in: folder)!, as: UTF8.self)
    #expect(yaml.contains("strings: \""))
    // WebKit's key has no template: it is carried as its written text.
    #expect(yaml.contains("  NSCrossWebsiteTrackingUsageDescription:   # no template"), "\(yaml)")
    #expect(
      try Harness.run(
        ["import", Self.corpus.appendingPathComponent("SIT-kite__kite-app").path], in: folder
      ).status == 2)
    #expect(try Harness.run(["import", Self.corpus.path], in: folder).status == 2)
  }

  @Test(.enabled(if: Harness.sharedIsThere, Harness.sharedIsMissing)) func aStringCatalogImports()
    throws
  {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Harness.run(
      ["import", Self.corpus.appendingPathComponent("daneden__Solstice").path], in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    let yaml = String(decoding: Harness.read("permcopy.yml", in: folder)!, as: UTF8.self)
    #expect(
      yaml.contains("Solstice uses your location to calculate local sunrise and sunset times"))
    #expect(run.stderr.contains("de: not taken over"))
  }
}

@Suite struct StringCatalogTests {

  /// A String Catalog app's localized names survive import → build: each language's
  /// translated CFBundleDisplayName is taken over (an untranslated `new` copy is not), and the
  /// rewritten catalog keeps them, so `build --check` is clean.
  @Test func aCatalogRoundTripKeepsEveryLocalizedAppName() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>CFBundleDevelopmentRegion</key><string>en</string>
      <key>CFBundleDisplayName</key><string>Kite</string>
      <key>NSCameraUsageDescription</key><string>Kite scans the tag sewn into your kite.</string>
      </dict></plist>

      """, to: "App/Info.plist", in: folder)
    func unit(_ state: String, _ value: String) -> String {
      "{ \"stringUnit\" : { \"state\" : \"\(state)\", \"value\" : \"\(value)\" } }"
    }
    try Harness.write(
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "CFBundleDisplayName" : {
            "extractionState" : "extracted_with_value",
            "localizations" : {
              "en" : \(unit("new", "Kite")), "ja" : \(unit("new", "Kite")),
              "zh-Hans" : \(unit("translated", "风筝")), "zh-Hant" : \(unit("translated", "風箏"))
            }
          },
          "NSCameraUsageDescription" : {
            "extractionState" : "extracted_with_value",
            "localizations" : {
              "en" : \(unit("new", "Kite scans the tag sewn into your kite.")),
              "zh-Hans" : \(unit("translated", "风筝会扫描缝在风筝上的吊牌。")),
              "zh-Hant" : \(unit("translated", "風箏會掃描縫在風箏上的吊牌。"))
            }
          }
        },
        "version" : "1.0"
      }

      """, to: "App/InfoPlist.xcstrings", in: folder)
    #expect(try Harness.run(["import", "App"], in: folder).status == 0)
    let yaml = String(decoding: Harness.read("permcopy.yml", in: folder) ?? Data(), as: UTF8.self)
    #expect(yaml.contains(#"name: { en: "Kite", zh-Hans: "风筝", zh-Hant: "風箏" }"#), "\(yaml)")
    let build = try Harness.run(["build"], in: folder)
    #expect(build.status == 0, "\(build.stderr)")
    let catalog = try #require(
      try JSONSerialization.jsonObject(
        with: Harness.read("App/InfoPlist.xcstrings", in: folder) ?? Data()) as? [String: Any])
    let names = (catalog["strings"] as? [String: Any])?["CFBundleDisplayName"] as? [String: Any]
    let localizations = try #require(names?["localizations"] as? [String: [String: Any]])
    func value(_ locale: String) -> String? {
      (localizations[locale]?["stringUnit"] as? [String: Any])?["value"] as? String
    }
    #expect(value("zh-Hans") == "风筝" && value("zh-Hant") == "風箏" && value("en") == "Kite")
    #expect(try Harness.run(["build", "--check"], in: folder).status == 0)
    // Xcode 26 rewrites a catalog it opens in format version 1.1: the next build keeps it.
    for file in ["App/InfoPlist.xcstrings", "App/PermissionGuide.xcstrings"] {
      let text = String(decoding: Harness.read(file, in: folder) ?? Data(), as: UTF8.self)
      #expect(text.contains("\"version\" : \"1.0\""), "\(file)")
      try Harness.write(
        text.replacingOccurrences(of: "\"version\" : \"1.0\"", with: "\"version\" : \"1.1\""),
        to: file, in: folder)
    }
    let check = try Harness.run(["build", "--check"], in: folder)
    #expect(check.status == 0, "\(check.stdout)")
  }
  /// build --format both writes a catalog shaped like the corpus's, with Xcode's states, and
  /// import reads it back to the same texts.
  @Test(.enabled(if: Harness.sharedIsThere, Harness.sharedIsMissing))
  func theCatalogHasXcodesShapeAndStatesAndImportsBack() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A stale zh-Hant text, and no zh-Hans text at all for the microphone.
    try Harness.builtExampleWithMicrophoneChanged(
      to: "add your voice and music to animated stickers", in: folder)
    let build = try Harness.run(["build", "--format", "both"], in: folder)
    #expect(build.status == 0, "\(build.stderr)")
    let data = try #require(Harness.read("App/Resources/InfoPlist.xcstrings", in: folder))
    let catalog = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(catalog["sourceLanguage"] as? String == "en")
    #expect(catalog["version"] as? String == "1.0")
    let strings = try #require(catalog["strings"] as? [String: [String: Any]])
    func unit(_ key: String, _ locale: String) -> [String: String]? {
      ((strings[key]?["localizations"] as? [String: Any])?[locale] as? [String: Any])?["stringUnit"]
        as? [String: String]
    }
    #expect(unit("NSCameraUsageDescription", "zh-Hant")?["state"] == "translated")
    #expect(unit("NSMicrophoneUsageDescription", "zh-Hant")?["state"] == "needs_review")
    #expect(unit("NSMicrophoneUsageDescription", "zh-Hans")?["state"] == "new")
    #expect(
      unit("NSMicrophoneUsageDescription", "zh-Hans")?["value"]
        == "Microphone access lets you add your voice and music to animated stickers.")
    // The corpus catalog has the same structure.
    let corpus = ImportCommandTests.corpus.appendingPathComponent(
      "daneden__Solstice/InfoPlist.xcstrings")
    let theirs = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: corpus)) as? [String: Any])
    #expect(Set(theirs.keys) == Set(catalog.keys))
    // Import reads it back: same texts, the new one left out and reported.
    let other = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: other) }
    try FileManager.default.createDirectory(
      at: other.appendingPathComponent("App"), withIntermediateDirectories: true)
    try data.write(to: other.appendingPathComponent("App/InfoPlist.xcstrings"))
    let imported = try Harness.run(["import", "App"], in: other)
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(imported.stderr.contains("NSMicrophoneUsageDescription is new in zh-Hans"))
    #expect(imported.stderr.contains("needing review"))
    let back = String(decoding: Harness.read("permcopy.yml", in: other)!, as: UTF8.self)
    #expect(back.contains("zh-Hant: \"掃描手機殼包裝盒上的 QR 碼，即可解鎖與之搭配的貼紙。\""))
    #expect(
      back.contains(
        "en: \"Microphone access lets you add your voice and music to animated stickers.\""))
  }
}

/// permcopy draft: zh-Hant drafts from zh-Hans through OpenCC, corrected to Apple's Taiwan terms,
/// reported by check until a person accepts them.
@Suite struct DraftCommandTests {
  static let sources = [
    "扫描礼品卡上的二维码，以便兑换积分",
    "需要访问你的相册权限，用于保存视频",
    "把软件设置信息同步到你的网络账户",
    "连接蓝牙设备，以便读取默认的用户数据",
    "录制语音备忘录并发送给好友",
  ]

  @Test func draftsAreTaiwanTraditionalAndFlaggedUntilAccepted() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let keys = ["camera", "photo-library", "local-network", "bluetooth", "microphone"]
    var yaml = "locales: [en, zh-Hans, zh-Hant]\npermissions:\n"
    for (key, source) in zip(keys, Self.sources) {
      yaml +=
        "  \(key):\n    purpose:\n      en: do something useful with it\n      zh-Hans: \(source)\n"
    }
    try Harness.write(yaml, to: "permcopy.yml", in: folder)
    let run = try Harness.run(["draft", "--from", "zh-Hans", "--to", "zh-Hant"], in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    let drafted = String(decoding: Harness.read("permcopy.yml", in: folder)!, as: UTF8.self)
    let hant = drafted.split(separator: "\n").filter { $0.contains("zh-Hant: \"") }.joined(
      separator: "\n")
    #expect(hant.split(separator: "\n").count == 5)
    for simplified in "扫码兑积访问册权录频软设网账连蓝读认户" {
      #expect(!hant.contains(simplified), "\(simplified) left in \(hant)")
    }
    for taiwan in ["權限", "取用", "影片", "軟體", "設定", "網路", "資訊", "預設", "使用者"] {
      #expect(hant.contains(taiwan), "\(taiwan) missing in \(hant)")
    }
    #expect(!hant.contains("許可權") && !hant.contains("訪問"))
    let check = try Harness.run(["check", "--format", "json"], in: folder)
    let json = try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any]
    let drafts = (json?["diagnostics"] as? [[String: Any]])?.filter {
      $0["rule"] as? String == "machine-draft"
    }
    #expect(drafts?.count == 5)
    // One review state for every output: the catalog and the XLIFF file agree on a draft.
    #expect(try Harness.run(["build", "--format", "xcstrings"], in: folder).status == 0)
    let catalog =
      try JSONSerialization.jsonObject(
        with: Harness.read("InfoPlist.xcstrings", in: folder) ?? Data()) as? [String: Any]
    let camera = (catalog?["strings"] as? [String: Any])?["NSCameraUsageDescription"]
    let hantUnit =
      ((camera as? [String: Any])?["localizations"] as? [String: Any])?["zh-Hant"]
      as? [String: Any]
    #expect((hantUnit?["stringUnit"] as? [String: Any])?["state"] as? String == "needs_review")
    #expect(try Harness.run(["export", "--xliff", "x"], in: folder).status == 0)
    let xliff = String(
      decoding: Harness.read("x/zh-Hant.xliff", in: folder) ?? Data(), as: UTF8.self)
    #expect(xliff.contains("state=\"needs-review-translation\""))
    #expect(!xliff.contains("state=\"translated\""))
    // The project's model is the same kind of model files mode gives, with the same states.
    let inventory = try Harness.run(["inventory", "--format", "json"], in: folder)
    let model =
      try JSONSerialization.jsonObject(with: Data(inventory.stdout.utf8)) as? [String: Any]
    let rows =
      ((model?["targets"] as? [[String: Any]])?.first?["strings"] as? [[String: Any]]) ?? []
    #expect(rows.filter { $0["locale"] as? String == "zh-Hant" }.count == 5)
    #expect(
      rows.filter { $0["locale"] as? String == "zh-Hant" }.allSatisfy {
        $0["review"] as? String == "machine-draft"
      })
    #expect(try Harness.run(["accept", "--locale", "zh-Hant"], in: folder).status == 0)
    let after = try Harness.run(["check", "--format", "json"], in: folder)
    #expect(!after.stdout.contains("machine-draft"))
    // Nothing left to draft; a locale OpenCC does not write is refused.
    #expect(try Harness.run(["draft"], in: folder).stderr.contains("nothing to draft"))
    #expect(try Harness.run(["draft", "--to", "en"], in: folder).status == 2)
  }
}

/// XLIFF 1.2 export, judged by the OASIS strict schema through xmllint.
@Suite(.enabled(if: Harness.sharedIsThere, Harness.sharedIsMissing)) struct XliffExportTests {
  static let schemas = Harness.packageRoot.deletingLastPathComponent().appendingPathComponent(
    "shared/reference/schemas")

  static func validate(_ file: URL) throws -> (Int32, String) {
    let run = try Harness.run(
      [
        "xmllint", "--noout", "--nonet", "--path", ".", "--schema", "xliff-core-1.2-strict.xsd",
        file.path,
      ], in: schemas, binary: URL(fileURLWithPath: "/usr/bin/env"))
    return (run.status, run.stdout + run.stderr)
  }

  @Test func everyExportedFileValidatesAndCarriesStatesAndNotes() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.builtExampleWithMicrophoneChanged(
      to: "add your \"voice\" & <music> to animated stickers", in: folder)
    let run = try Harness.run(["export", "--xliff", "xliff"], in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    for locale in ["zh-Hans", "zh-Hant"] {
      let file = folder.appendingPathComponent("xliff/\(locale).xliff")
      let (status, output) = try Self.validate(file)
      #expect(status == 0, "\(locale): \(output)")
      let text = try String(contentsOf: file, encoding: .utf8)
      #expect(text.contains("target-language=\"\(locale)\""))
      #expect(
        text.contains("add your &quot;voice&quot; &amp; &lt;music&gt;")
          || text.contains("add your \"voice\" &amp; &lt;music&gt;"))
      #expect(text.contains("<note>Purpose string for camera (NSCameraUsageDescription)"))
    }
    let hans = try String(
      contentsOf: folder.appendingPathComponent("xliff/zh-Hans.xliff"), encoding: .utf8)
    #expect(hans.contains("<target state=\"needs-translation\"/>"))
    let hant = try String(
      contentsOf: folder.appendingPathComponent("xliff/zh-Hant.xliff"), encoding: .utf8)
    #expect(hant.contains("<target state=\"needs-review-translation\">允許取用麥克風後"))
    #expect(hant.contains("<target state=\"translated\">掃描手機殼包裝盒上的 QR 碼"))
    #expect(try Harness.run(["export", "--xliff", "x", "--locale", "en"], in: folder).status == 2)
    // The schema check can fail: a broken file does not validate.
    try Harness.write(
      hant.replacingOccurrences(of: "<source>", with: "<sauce>").replacingOccurrences(
        of: "</source>", with: "</sauce>"), to: "bad.xliff", in: folder)
    #expect(try Self.validate(folder.appendingPathComponent("bad.xliff")).0 != 0)
  }
}

/// permcopy import-xliff: what translators return goes back into permcopy.yml and the lock.
@Suite struct XliffImportTests {
  static func text(_ path: String, in folder: URL) -> String {
    String(decoding: Harness.read(path, in: folder) ?? Data(), as: UTF8.self)
  }

  /// The example, built and committed to memory, with its XLIFF exported.
  static func exportedExample(in folder: URL) throws {
    #expect(try Harness.run(["init", "--example", "."], in: folder).status == 0)
    #expect(try Harness.run(["build"], in: folder).status == 0)
    #expect(try Harness.run(["export", "--xliff", "xliff"], in: folder).status == 0)
  }

  static func snapshot(_ folder: URL) -> [String: Data] {
    var files: [String: Data] = [:]
    for path in Harness.files(in: folder) where !path.hasPrefix("xliff/") {
      files[path] = Harness.read(path, in: folder)
    }
    return files
  }

  @Test func exportEditImportBuildChangesExactlyThatString() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.exportedExample(in: folder)
    let before = Self.snapshot(folder)
    let old = "允許取用麥克風後，你可以給動態貼紙配上你的聲音。"
    let new = "允許取用麥克風後，你就能為動態貼紙錄上\"自己的\"聲音 & 音效。"
    let xliff = Self.text("xliff/zh-Hant.xliff", in: folder)
    #expect(xliff.contains(">\(old)</target>"))
    try Harness.write(
      xliff.replacingOccurrences(
        of: ">\(old)</target>",
        with:
          ">\(new.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;"))</target>"
      ),
      to: "xliff/zh-Hant.xliff", in: folder)
    let run = try Harness.run(
      ["import-xliff", "xliff/zh-Hant.xliff", "xliff/zh-Hans.xliff"], in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == "imported   NSMicrophoneUsageDescription zh-Hant: \(new)\n")
    #expect(run.stderr.contains("1 imported, 0 confirmed, 7 unchanged, 0 refused"))
    // The config keeps its comments; the new text sits beside the purpose phrase.
    let yaml = Self.text("permcopy.yml", in: folder)
    #expect(yaml.contains("# a full sentence instead of the template"))
    #expect(yaml.contains("      zh-Hant: 給動態貼紙配上你的聲音\n    text:\n      zh-Hant: \""))
    #expect(try Harness.run(["build"], in: folder).status == 0)
    let after = Self.snapshot(folder)
    #expect(Set(before.keys) == Set(after.keys))
    let changed = after.keys.filter { before[$0] != after[$0] }.sorted()
    #expect(
      changed == [
        "App/Resources/zh-Hant.lproj/InfoPlist.strings",
        // The primer quotes the purpose string.
        "App/Resources/zh-Hant.lproj/PermissionGuide.strings",
        "docs/permissions/zh-Hant/README.md", "docs/permissions/zh-Hant/microphone.md",
        "permcopy.lock", "permcopy.yml",
      ])
    // In the app's file, exactly that value changed, as Foundation reads it.
    let path = "App/Resources/zh-Hant.lproj/InfoPlist.strings"
    let oldValues = ImportCommandTests.plist(before[path])
    var newValues = ImportCommandTests.plist(after[path])
    #expect(newValues?["NSMicrophoneUsageDescription"] == new)
    newValues?["NSMicrophoneUsageDescription"] = old
    #expect(newValues == oldValues)
    // The guide pages quote the purpose string and change only there.
    for page in ["docs/permissions/zh-Hant/README.md", "docs/permissions/zh-Hant/microphone.md"] {
      let oldPage = String(decoding: before[page]!, as: UTF8.self)
      #expect(oldPage.replacingOccurrences(of: old, with: new) == Self.text(page, in: folder))
    }
    // Up to date: check is clean, a second import changes nothing, a new export says translated.
    let check = try Harness.run(["check"], in: folder)
    #expect(check.status == 0 && !check.stdout.contains("stale"), "\(check.stdout)")
    let again = try Harness.run(["import-xliff", "xliff/zh-Hant.xliff"], in: folder)
    #expect(again.stdout.isEmpty && again.stderr.contains("0 imported, 0 confirmed, 4 unchanged"))
    #expect(try Harness.run(["export", "--xliff", "again"], in: folder).status == 0)
    #expect(
      Self.text("again/zh-Hant.xliff", in: folder).contains(
        "<target state=\"translated\">\(new.replacingOccurrences(of: "&", with: "&amp;"))<"))
  }

  @Test func aMalformedFileChangesNothingAndExitsTwo() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.exportedExample(in: folder)
    let hant = Self.text("xliff/zh-Hant.xliff", in: folder)
    // A good edit in one file, a broken tag in another: neither is merged.
    try Harness.write(
      hant.replacingOccurrences(of: "給動態貼紙配上你的聲音", with: "為貼紙錄音"), to: "good.xliff",
      in: folder)
    let lines = hant.split(separator: "\n", omittingEmptySubsequences: false)
    let line = lines.firstIndex { $0.contains("</source>") }! + 1
    try Harness.write(
      hant.replacingOccurrences(of: "</source>", with: "</sauce>"), to: "bad.xliff", in: folder)
    try Harness.write("<xliff version=\"2.0\"/>", to: "v2.xliff", in: folder)
    try Harness.write("", to: "empty.xliff", in: folder)
    let before = Self.snapshot(folder)
    let run = try Harness.run(["import-xliff", "good.xliff", "bad.xliff"], in: folder)
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.hasPrefix("bad.xliff:\(line):"), "\(run.stderr)")
    #expect(run.stderr.contains("malformed XML: opening and ending tag mismatch"))
    #expect(Self.snapshot(folder) == before)
    // Not XLIFF 1.2, empty, missing: the same.
    for file in ["v2.xliff", "empty.xliff", "missing.xliff"] {
      let other = try Harness.run(["import-xliff", file], in: folder)
      #expect(other.status == 2, "\(file)")
      #expect(other.stderr.contains(file), "\(other.stderr)")
    }
    #expect(Self.snapshot(folder) == before)
  }

  @Test func unitsItCannotTakeAreRefusedWithTheirPlace() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.exportedExample(in: folder)
    var hant = Self.text("xliff/zh-Hant.xliff", in: folder)
    hant = hant.replacingOccurrences(
      of: "id=\"NSCameraUsageDescription\"", with: "id=\"NSCameraUsageDescripton\""
    )
    .replacingOccurrences(of: "允許取用照片後，你可以把桌布和你創作的貼紙儲存到相簿。", with: "  ")
    .replacingOccurrences(of: "給動態貼紙配上你的聲音", with: "為貼紙錄音")
    .replacingOccurrences(
      of: "</body>",
      with: """
        <trans-unit id="NSContactsUsageDescription"><source>Contacts.</source><target>聯絡人。</target></trans-unit>
        </body>
        """)
    try Harness.write(hant, to: "edited.xliff", in: folder)
    // Xcode's export holds other tables too; a file for another language is refused whole.
    let xcode = Self.text("xliff/zh-Hans.xliff", in: folder).replacingOccurrences(
      of: "original=\"App/Resources/en.lproj/InfoPlist.strings\"",
      with: "original=\"App/en.lproj/Localizable.strings\"")
    try Harness.write(xcode, to: "xcode.xliff", in: folder)
    try Harness.write(
      Self.text("xliff/zh-Hans.xliff", in: folder).replacingOccurrences(
        of: "target-language=\"zh-Hans\"", with: "target-language=\"ja\""), to: "ja.xliff",
      in: folder)
    let run = try Harness.run(
      ["import-xliff", "edited.xliff", "xcode.xliff", "ja.xliff"], in: folder)
    #expect(run.status == 1, "\(run.stderr)")
    let lines = hant.split(separator: "\n", omittingEmptySubsequences: false)
    func line(_ text: String) -> Int { lines.firstIndex { $0.contains(text) }! + 1 }
    let stderr = run.stderr
    #expect(
      stderr.contains(
        "edited.xliff:\(line("NSCameraUsageDescripton") + 2):9: error: refused: unknown unit id "
          + "NSCameraUsageDescripton: not a purpose-string key (did you mean 'NSCameraUsageDescription'?)"
      ),
      "\(stderr)")
    #expect(
      stderr.contains(
        "edited.xliff:\(line("NSPhotoLibraryAddUsageDescription") + 2):9: error: refused: "
          + "NSPhotoLibraryAddUsageDescription has an empty target"), "\(stderr)")
    #expect(
      stderr.contains(
        "error: refused: NSContactsUsageDescription (contacts) is not a permission of this project")
    )
    #expect(
      stderr.contains(
        "ja.xliff:10:9: error: refused: 4 units: the target-language ja is not a locale"))
    #expect(
      stderr.contains("xcode.xliff:10:9: note: skipped 4 units of App/en.lproj/Localizable.strings")
    )
    #expect(stderr.contains("1 imported, 0 confirmed, 1 unchanged, 4 refused"), "\(stderr)")
    // What could be taken was taken.
    #expect(run.stdout == "imported   NSMicrophoneUsageDescription zh-Hant: 允許取用麥克風後，你可以為貼紙錄音。\n")
  }

  @Test func aTranslationOfAnOlderSourceIsStaleAndAReviewConfirmsAStaleOne() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.builtExampleWithMicrophoneChanged(to: "record your voice for stickers", in: folder)
    #expect(try Harness.run(["export", "--xliff", "xliff"], in: folder).status == 0)
    var hant = Self.text("xliff/zh-Hant.xliff", in: folder)
    #expect(hant.contains("<target state=\"needs-review-translation\">允許取用麥克風後"))
    // The reviewer keeps the translation and marks it done: confirmed, no longer stale.
    hant = hant.replacingOccurrences(
      of: "<target state=\"needs-review-translation\">", with: "<target state=\"translated\">")
    try Harness.write(hant, to: "reviewed.xliff", in: folder)
    let reviewed = try Harness.run(["import-xliff", "reviewed.xliff"], in: folder)
    #expect(reviewed.status == 0, "\(reviewed.stderr)")
    #expect(reviewed.stdout == "confirmed  NSMicrophoneUsageDescription zh-Hant\n")
    #expect(!(try Harness.run(["check"], in: folder)).stdout.contains("stale-translation"))
    // A translation made from the English before it changed again is recorded as stale.
    var yaml = Self.text("permcopy.yml", in: folder)
    yaml = yaml.replacingOccurrences(
      of: "en: record your voice for stickers", with: "en: record your voice for sticker packs")
    try Harness.write(yaml, to: "permcopy.yml", in: folder)
    try Harness.write(
      hant.replacingOccurrences(of: "給動態貼紙配上你的聲音", with: "為貼紙錄下你的聲音"), to: "late.xliff",
      in: folder)
    let late = try Harness.run(["import-xliff", "late.xliff"], in: folder)
    #expect(late.status == 0, "\(late.stderr)")
    #expect(late.stderr.contains("was translated from an older en text"), "\(late.stderr)")
    let check = try Harness.run(["check", "--format", "json"], in: folder)
    let json = try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any]
    let stale = (json?["diagnostics"] as? [[String: Any]])?.filter {
      $0["rule"] as? String == "stale-translation"
    }
    #expect(stale?.count == 1)
    #expect((stale?.first?["message"] as? String)?.contains("zh-Hant") == true, "\(stale ?? [])")
  }

  @Test func utf16XliffReadsAndFlowMappingsTakeTheNewPair() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let yaml = """
      locales: [en, zh-Hant]
      permissions:
        camera: { text: { en: Scan the code on your ticket. } }   # one line
      """
    try Harness.write(yaml, to: "permcopy.yml", in: folder)
    #expect(try Harness.run(["export", "--xliff", "x"], in: folder).status == 0)
    let xliff = Self.text("x/zh-Hant.xliff", in: folder).replacingOccurrences(
      of: "<target state=\"needs-translation\"/>",
      with: "<target state=\"translated\">掃描票券上的條碼。</target>"
    ).replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"UTF-16\"")
    var data = Data([0xFF, 0xFE])
    data.append(xliff.data(using: .utf16LittleEndian)!)
    try data.write(to: folder.appendingPathComponent("x/utf16.xliff"))
    let run = try Harness.run(["import-xliff", "x/utf16.xliff"], in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      Self.text("permcopy.yml", in: folder)
        == yaml.replacingOccurrences(
          of: "ticket. } }", with: "ticket., zh-Hant: \"掃描票券上的條碼。\" } }"))
  }
}

/// `import` then `build` on an app's own files: the app keeps its format, every entry and comment
/// permcopy does not generate, and needs no `--force`, since nothing is lost.
@Suite struct ImportTakeOverTests {
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "CFBundleName" : {
          "comment" : "Bundle name",
          "extractionState" : "extracted_with_value",
          "localizations" : {
            "en" : {
              "stringUnit" : {
                "state" : "new",
                "value" : "Snap"
              }
            }
          }
        },
        "NSCameraUsageDescription" : {
          "comment" : "Privacy - Camera Usage Description",
          "extractionState" : "extracted_with_value",
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Snap nutzt die Kamera, um Belege zu scannen."
              }
            },
            "en" : {
              "stringUnit" : {
                "state" : "new",
                "value" : "Snap uses the camera to scan receipts."
              }
            },
            "zh-Hans" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Snap 使用相机扫描收据。"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

  static func json(_ data: Data?) throws -> [String: Any] {
    try #require(
      try JSONSerialization.jsonObject(with: data ?? Data()) as? [String: Any])
  }

  @Test func aStringCatalogAppStaysOneAndKeepsEveryOtherLanguageAndKey() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(Self.catalog, to: "Snap/InfoPlist.xcstrings", in: folder)
    let imported = try Harness.run(["import", "."], in: folder)
    #expect(imported.status == 0, "\(imported.stderr)")
    let yaml = String(decoding: Harness.read("permcopy.yml", in: folder) ?? Data(), as: UTF8.self)
    #expect(yaml.contains("strings: \"Snap\"") && yaml.contains("format: xcstrings"), "\(yaml)")
    let build = try Harness.run(["build"], in: folder)
    #expect(build.status == 0, "\(build.stderr)")
    let written = String(
      decoding: Harness.read("Snap/InfoPlist.xcstrings", in: folder) ?? Data(), as: UTF8.self)
    // Byte for byte Xcode's file but for the comment that marks the entry as permcopy's.
    let changed = zip(Self.catalog.split(separator: "\n"), written.split(separator: "\n")).filter {
      $0 != $1
    }
    // (and the states permcopy gives: the English source text `translated`).
    #expect(changed.contains { $0.1.contains("Generated by permcopy") })
    #expect(
      changed.allSatisfy { $0.1.contains("Generated by permcopy") || $0.1.contains("\"state\" :") },
      "\(changed)")
    #expect(written.split(separator: "\n").count == Self.catalog.split(separator: "\n").count)
    #expect(Harness.read("Snap/en.lproj/InfoPlist.strings", in: folder) == nil)
    // permcopy.yml's text is now the one the catalog gets; German and the bundle name stay.
    try Harness.write(
      yaml.replacingOccurrences(of: "to scan receipts.", with: "to scan paper receipts."),
      to: "permcopy.yml", in: folder)
    #expect(try Harness.run(["build"], in: folder).status == 0)
    let strings = try #require(
      try Self.json(Harness.read("Snap/InfoPlist.xcstrings", in: folder))["strings"]
        as? [String: [String: Any]])
    let camera = try #require(
      strings["NSCameraUsageDescription"]?["localizations"] as? [String: Any])
    #expect("\(camera["en"]!)".contains("to scan paper receipts."))
    #expect("\(camera["de"]!)".contains("Snap nutzt die Kamera"))
    #expect(strings["CFBundleName"] != nil)
    #expect(try Harness.run(["build"], in: folder).stdout.contains("0 files written"))
  }

  @Test func aCatalogTextChangedByHandBeforeTheFirstBuildIsNotOverwritten() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(Self.catalog, to: "Snap/InfoPlist.xcstrings", in: folder)
    #expect(try Harness.run(["import", "."], in: folder).status == 0)
    let edited = Self.catalog.replacingOccurrences(
      of: "Snap uses the camera to scan receipts.", with: "Snap scans receipts with the camera.")
    try Harness.write(edited, to: "Snap/InfoPlist.xcstrings", in: folder)
    let build = try Harness.run(["build"], in: folder)
    #expect(build.status == 2 && build.stderr.contains("--force"), "\(build.stderr)")
    #expect(Harness.read("Snap/InfoPlist.xcstrings", in: folder) == Data(edited.utf8))
  }

  @Test func anAppsOwnStringsFilesAreTakenOverWithTheirCommentsAndOtherEntries() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let english = """
      /*
        InfoPlist.strings
        Created by someone, all rights reserved.
      */

      "CFBundleName" = "Snap";
      /* Asked when scanning */
      "NSCameraUsageDescription" = "Snap uses the camera to scan receipts.";
      """
    try Harness.write(english, to: "Snap/en.lproj/InfoPlist.strings", in: folder)
    try Harness.write(
      "\"NSCameraUsageDescription\" = \"Snap 使用相机扫描收据。\";\n",
      to: "Snap/zh-Hans.lproj/InfoPlist.strings", in: folder)
    #expect(try Harness.run(["import", "."], in: folder).status == 0)
    let build = try Harness.run(["build"], in: folder)
    #expect(build.status == 0, "\(build.stderr)")
    let written = String(
      decoding: Harness.read("Snap/en.lproj/InfoPlist.strings", in: folder) ?? Data(), as: UTF8.self
    )
    #expect(written.contains("Generated by permcopy"))
    #expect(written.contains("Created by someone, all rights reserved."))
    #expect(written.contains("· the app's comment: Asked when scanning */"), "\(written)")
    #expect(written.contains("\"CFBundleName\" = \"Snap\";"))
    #expect(try Harness.run(["build"], in: folder).stdout.contains("0 files written"))
  }

  @Test func aStringsFileWhoseTextDiffersFromPermcopyYmlNeedsForce() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let english = "\"NSCameraUsageDescription\" = \"Snap uses the camera to scan receipts.\";\n"
    try Harness.write(english, to: "Snap/en.lproj/InfoPlist.strings", in: folder)
    #expect(try Harness.run(["import", "."], in: folder).status == 0)
    let edited = english.replacingOccurrences(of: "scan", with: "read")
    try Harness.write(edited, to: "Snap/en.lproj/InfoPlist.strings", in: folder)
    let build = try Harness.run(["build"], in: folder)
    #expect(build.status == 2 && build.stderr.contains("--force"), "\(build.stderr)")
    #expect(Harness.read("Snap/en.lproj/InfoPlist.strings", in: folder) == Data(edited.utf8))
  }

  /// Two projects with a target of the same name, one for iPhone and one for the Mac: the
  /// iPhone app is imported, the other named by its folder, and importable by that name.
  @Test func repeatedTargetNamesAreNamedByTheirProjectsFolder() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for (platform, place) in [("iOS", "Phone"), ("macOS", "Mac")] {
      try Harness.write(
        """
        name: Demo
        targets:
          Demo:
            type: application
            platform: \(platform)
            sources: [Demo]
            settings:
              base:
                GENERATE_INFOPLIST_FILE: YES
                INFOPLIST_KEY_NSCameraUsageDescription: "Demo scans receipts on \(place)."
        """, to: "\(place)/project.yml", in: folder)
    }
    let run = try Harness.run(["import", "."], in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    let yaml = String(decoding: Harness.read("permcopy.yml", in: folder) ?? Data(), as: UTF8.self)
    #expect(yaml.contains("Demo scans receipts on Phone."), "\(yaml)")
    #expect(
      run.stderr.contains("--target 'Mac/Demo' --config 'permcopy-Mac-Demo.yml'"), "\(run.stderr)")
    let other = try Harness.run(
      ["import", ".", "--target", "Mac/Demo", "--config", "permcopy-Mac-Demo.yml"], in: folder)
    #expect(other.status == 0, "\(other.stderr)")
    let mac = String(
      decoding: Harness.read("permcopy-Mac-Demo.yml", in: folder) ?? Data(), as: UTF8.self)
    #expect(mac.contains("Demo scans receipts on Mac."), "\(mac)")
    let ambiguous = try Harness.run(["import", ".", "--target", "Demo"], in: folder)
    #expect(
      ambiguous.status == 2 && ambiguous.stderr.contains("'Phone/Demo'"), "\(ambiguous.stderr)")
  }
}

/// `draft` writes Taiwan's words, not only its characters: the words that differ from the
/// mainland's (影片, 軟體, 資訊) and the image words OpenCC leaves with 象 (影像, 頭像).
@Suite struct DraftTaiwanPhrasesTests {
  @Test func taiwanWordsInADraft() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try Harness.run(["init", "--example", "."], in: folder).status == 0)
    var yaml = String(decoding: Harness.read("permcopy.yml", in: folder) ?? Data(), as: UTF8.self)
    yaml = yaml.replacingOccurrences(of: "      zh-Hant: 把桌布和你創作的貼紙儲存到相簿\n", with: "")
      .replacingOccurrences(of: "把壁纸和你创作的贴纸保存到相册", with: "把视频、软件信息、头像和图像保存到相册")
    try Harness.write(yaml, to: "permcopy.yml", in: folder)
    let run = try Harness.run(["draft"], in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("把影片、軟體資訊、頭像和影像儲存到相簿"), "\(run.stdout)")
  }

  /// Hong Kong copy drafted from Taiwan copy: Hong Kong's glyphs (t2hk) and words (咪高風,
  /// 網絡, 日曆, 軟件), and check finds no regional term in it.
  @Test func hongKongFromTaiwanCopy() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(
      """
      app:
        name: { en: Kite, zh-Hant: 風箏, zh-HK: 風箏 }
      source-locale: en
      locales: [en, zh-Hant, zh-HK]
      permissions:
        microphone:
          purpose: { en: record voice notes and sync them to your calendar, zh-Hant: 透過麥克風錄製語音筆記，經網路同步到你的行事曆和軟體 }

      """, to: "permcopy.yml", in: folder)
    let run = try Harness.run(["draft", "--from", "zh-Hant", "--to", "zh-HK"], in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("透過咪高風錄製語音筆記，經網絡同步到你的日曆和軟件"), "\(run.stdout)")
    #expect(try Harness.run(["build"], in: folder).status == 0)
    let check = try Harness.run(["check", "--disable", "machine-draft"], in: folder)
    #expect(!check.stdout.contains("regional-term"), "\(check.stdout)")
  }

  /// English left in the zh-Hans column is no Chinese to convert: it is not drafted.
  @Test func anEnglishSourceIsNotDrafted() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try Harness.run(["init", "--example", "."], in: folder).status == 0)
    var yaml = String(decoding: Harness.read("permcopy.yml", in: folder) ?? Data(), as: UTF8.self)
    yaml = yaml.replacingOccurrences(of: "      zh-Hant: 把桌布和你創作的貼紙儲存到相簿\n", with: "")
      .replacingOccurrences(
        of: "把壁纸和你创作的贴纸保存到相册", with: "Save the stickers you make to your photo library")
    try Harness.write(yaml, to: "permcopy.yml", in: folder)
    let run = try Harness.run(["draft"], in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("is not Chinese; not drafted"), "\(run.stderr)")
    #expect(!run.stdout.contains("Save the stickers"), "\(run.stdout)")
  }
}
