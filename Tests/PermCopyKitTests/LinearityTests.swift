import Foundation
import Testing

@testable import PermCopyKit

/// Every reader's time grows linearly with its input: ten times the input may take at most
/// fifteen times as long (the best of five runs each, the two sizes taking turns, so a busy
/// machine slows both alike). A quadratic reader takes a hundred times as long; a linear one
/// took ×12.6–13.8 on a CI machine whose caches held the small input's tree and not the large
/// one's: the margin is for the caches, not for a slower algorithm.
@Suite(.serialized) struct LinearityTests {
  static let small = 1_500

  /// Seconds of this thread's CPU time one run takes: other tests running at the same time
  /// take turns on the cores, which wall-clock time would count against the larger input.
  static func seconds(_ work: () throws -> Void) rethrows -> Double {
    func now() -> Double {
      var time = timespec()
      clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
      return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
    let start = now()
    try work()
    return now() - start
  }

  /// Writes the input for `n` and `10 n` entries, reads both, and compares the times.
  static func expectLinear(
    _ name: String, file: String, small: Int = small, _ make: (Int) -> String,
    _ read: (String) throws -> Void
  ) throws {
    try expectLinear(name, files: [file], small: small, { [file: Data(make($0).utf8)] }, read)
  }

  /// The same for inputs of several files (`files[0]` is the one read) or of bytes.
  static func expectLinear(
    _ name: String, files: [String], small: Int = small, _ make: (Int) -> [String: Data],
    _ read: (String) throws -> Void
  ) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("permcopy-linear-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var paths: [String] = []
    for count in [small, small * 10] {
      let contents = make(count)
      for file in files {
        let path = folder.appendingPathComponent("\(count)").appendingPathComponent(file).path
        try FileManager.default.createDirectory(
          atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try (contents[file] ?? Data()).write(to: URL(fileURLWithPath: path))
      }
      paths.append(folder.appendingPathComponent("\(count)").appendingPathComponent(files[0]).path)
    }
    // glibc hands large blocks back to the system when they are freed, so every run of the
    // large input would pay for fresh pages the small one reuses: keep freed memory instead.
    #if os(Linux)
      _ = mallopt(-3, 1 << 30)  // M_MMAP_THRESHOLD
      _ = mallopt(-1, 1 << 30)  // M_TRIM_THRESHOLD
    #endif
    // Other tests share the cores and caches; a reader that is not linear is far past the bound
    // (a quadratic one is ×100) on every attempt, so a few attempts only absorb that noise.
    var attempts: [String] = []
    for _ in 0..<4 {
      var times = [Double.infinity, Double.infinity]
      for _ in 0..<5 {
        for index in 0..<2 {
          times[index] = min(times[index], try seconds { try read(paths[index]) })
        }
      }
      // Below a millisecond, timer noise is all there is to compare.
      let ratio = times[1] / max(times[0], 0.001)
      if ProcessInfo.processInfo.environment["PERMCOPY_LINEAR_VERBOSE"] != nil {
        print(name, ratio)
      }
      if ratio <= 15 { return }
      attempts.append("\(times[0]) s → \(times[1]) s (×\(ratio))")
    }
    Issue.record("\(name) is not linear: \(attempts.joined(separator: "; "))")
  }

  @Test func stringsOnOneLine() throws {
    try Self.expectLinear("one-line .strings", file: "en.lproj/InfoPlist.strings") { n in
      (0..<n).map { "\"NSKey\($0)UsageDescription\" = \"Value \($0) for the key.\";" }.joined()
    } _: { path in
      _ = try StringsTableReader.read(path: path, display: path)
    }
  }

  @Test func stringsOnManyLines() throws {
    try Self.expectLinear("multi-line .strings", file: "zh-Hans.lproj/InfoPlist.strings") { n in
      (0..<n).map { "/* \($0) */\n\"NSKey\($0)UsageDescription\" = \"扫描第 \($0) 个二维码。\";\n" }
        .joined()
    } _: { path in
      _ = try StringsTableReader.read(path: path, display: path)
    }
  }

  @Test func infoPlistWithManyKeys() throws {
    // Larger sizes, as for catalogs: Foundation's property-list objects of a small file still
    // fit the caches.
    try Self.expectLinear("Info.plist", file: "Info.plist", small: 10_000) { n in
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>\n"
        + (0..<n).map { "<key>NSKey\($0)UsageDescription</key><string>Value \($0).</string>\n" }
        .joined() + "</dict></plist>\n"
    } _: { path in
      _ = try InfoPlistReader.read(path: path, display: path)
    }
  }

  /// A value continued over many lines (issue 34: 10,000 lines took 12 s, 100,000 never ended).
  @Test func xcconfigValueContinuedOverManyLines() throws {
    try Self.expectLinear("xcconfig", file: "App.xcconfig", small: 5_000) { n in
      "INFOPLIST_KEY_NSMicrophoneUsageDescription = Record notes \\\n"
        + String(repeating: "  more words here \\\n", count: n) + "  end.\n"
    } _: { path in
      var missing: [LoadFinding] = []
      let read = try XcconfigReader.assignments(path: path, missing: &missing)
      #expect(read.count == 1)
    }
  }

  @Test func stringCatalogWithManyKeys() throws {
    // Larger sizes: below a few thousand entries, Foundation's JSON objects still fit the caches
    // and the small file reads faster per entry than any real catalog; the larger stays
    // within the 8 MB a table may have.
    try Self.expectLinear("InfoPlist.xcstrings", file: "InfoPlist.xcstrings", small: 7_000) { n in
      "{\"sourceLanguage\":\"en\",\"strings\":{"
        + (0..<n).map {
          "\"NSKey\($0)UsageDescription\":{\"localizations\":{\"zh-Hans\":{\"stringUnit\":"
            + "{\"state\":\"translated\",\"value\":\"值 \($0)\"}}}}"
        }.joined(separator: ",") + "},\"version\":\"1.0\"}"
    } _: { path in
      _ = try StringCatalogReader.read(path: path, display: path)
    }
  }

  @Test func xliffWithManyUnits() throws {
    try Self.expectLinear("XLIFF", file: "zh-Hans.xliff") { n in
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        + "<xliff version=\"1.2\" xmlns=\"urn:oasis:names:tc:xliff:document:1.2\">"
        + "<file original=\"InfoPlist.strings\" source-language=\"en\" target-language=\"zh-Hans\" "
        + "datatype=\"plaintext\"><body>"
        + (0..<n).map {
          "<trans-unit id=\"K\($0)\"><source>Value \($0)</source><target>值 \($0)</target></trans-unit>\n"
        }.joined() + "</body></file></xliff>\n"
    } _: { path in
      _ = try XliffReader.read(path: path, display: path)
    }
  }

  @Test func yamlWithManyValues() throws {
    try Self.expectLinear("YAML", file: "permcopy.yml") { n in
      "permissions:\n" + (0..<n).map { "  p\($0):\n    purpose: { en: do thing \($0) }\n" }.joined()
    } _: { path in
      _ = try YAMLTree.parse(try String(contentsOfFile: path, encoding: .utf8), file: path)
    }
  }

  @Test func openStepInfoPlistWithManyKeys() throws {
    try Self.expectLinear("OpenStep Info.plist", file: "Info.plist", small: 2_000) { n in
      "{\n" + (0..<n).map { "  NSKey\($0)UsageDescription = \"Value \($0).\";\n" }.joined() + "}\n"
    } _: { path in
      _ = try InfoPlistReader.read(path: path, display: path)
    }
  }

  @Test func binaryInfoPlistWithManyKeys() throws {
    try Self.expectLinear("binary Info.plist", files: ["Info.plist"], small: 2_000) { n in
      var values: [String: String] = [:]
      for index in 0..<n { values["NSKey\(index)UsageDescription"] = "Value \(index)." }
      let data = try? PropertyListSerialization.data(
        fromPropertyList: values, format: .binary, options: 0)
      return ["Info.plist": data ?? Data()]
    } _: { path in
      _ = try InfoPlistReader.read(path: path, display: path)
    }
  }

  /// A project whose target has many build settings (the fixture's, with `n` more each).
  @Test func pbxprojWithManyBuildSettings() throws {
    let fixture = try String(
      contentsOf: PackageRoot.url.appendingPathComponent(
        "Tests/Fixtures/projects/receipts/Receipts.xcodeproj/project.pbxproj"), encoding: .utf8)
    try Self.expectLinear("project.pbxproj", file: "App.xcodeproj/project.pbxproj") { n in
      let settings = (0..<n).map { "\t\t\t\tSETTING_\($0) = \"value \($0)\";\n" }.joined()
      return fixture.replacingOccurrences(
        of: "buildSettings = {\n", with: "buildSettings = {\n" + settings)
    } _: { path in
      _ = try PbxprojReader.read(path: path, display: path)
    }
  }

  /// A large XcodeGen spec with a large include merged into it.
  @Test func xcodegenSpecWithAnInclude() throws {
    try Self.expectLinear(
      "XcodeGen include", files: ["project.yml", "more.yml"], small: 500
    ) { n in
      let targets = (0..<n).map {
        "  App\($0):\n    type: application\n    platform: iOS\n    info:\n      properties:\n"
          + "        NSCameraUsageDescription: Scan code \($0).\n"
      }.joined()
      let settings = (0..<n).map { "    SETTING_\($0): value \($0)\n" }.joined()
      return [
        "project.yml": Data("name: App\ninclude: [more.yml]\ntargets:\n\(targets)".utf8),
        "more.yml": Data("settings:\n  base:\n\(settings)".utf8),
      ]
    } _: { path in
      _ = try XcodeGenReader.read(path: path, display: path)
    }
  }

  /// Many spec files that all include one large shared file: each file is read, parsed and
  /// merged once (it was once per include, and stopped at 256 with a fatal error).
  @Test func xcodegenSpecsSharingAnInclude() throws {
    try Self.expectLinear(
      "XcodeGen shared include",
      files: ["project.yml", "common.yml"] + (0..<20).map { "t\($0).yml" },
      small: 300
    ) { n in
      var files: [String: Data] = [
        "project.yml": Data(
          ("name: App\ninclude: [" + (0..<20).map { "t\($0).yml" }.joined(separator: ", ")
            + "]\ntargets:\n  App:\n    type: application\n    platform: iOS\n").utf8),
        "common.yml": Data(
          ("settingGroups:\n  shared:\n" + (0..<n).map { "    KEY_\($0): value \($0)\n" }.joined())
            .utf8),
      ]
      for index in 0..<20 {
        files["t\(index).yml"] = Data(
          "include: [common.yml]\ntargets:\n  T\(index):\n    type: framework\n    platform: iOS\n"
            .utf8)
      }
      return files
    } _: { path in
      _ = try XcodeGenReader.read(path: path, display: path)
    }
  }

  /// The whole check, not only its readers: an OpenStep `Info.plist` on one line, where every
  /// finding has one place (removing repeated findings compared each with all before it).
  @Test func checkOfAOneLineOpenStepInfoPlist() throws {
    try Self.expectLinear("check of a one-line Info.plist", file: "App/Info.plist", small: 250) {
      n in
      "{NSCameraUsageDescription = \"Scan receipts to add them.\";"
        + (0..<n).map { "NSKey\($0)UsageDescription = \"Value \($0).\";" }.joined() + "}"
    } _: { path in
      var options = CheckJob.Options()
      options.paths = [path.deletingLastPathComponent]
      _ = try CheckJob.check(options)
    }
  }

  @Test func tuistProjectWithManyTargets() throws {
    try Self.expectLinear("Tuist", file: "Project.swift", small: 500) { n in
      "import ProjectDescription\n\nlet project = Project(\n  name: \"App\",\n  targets: [\n"
        + (0..<n).map {
          "    .target(name: \"App\($0)\", destinations: .iOS, product: .app, bundleId: \"a.b\($0)\", "
            + "infoPlist: .extendingDefault(with: [\"NSCameraUsageDescription\": \"Scan \($0).\"])),\n"
        }.joined() + "  ]\n)\n"
    } _: { path in
      _ = try TuistReader.read(path: path, display: path)
    }
  }

  @Test func expoConfigWithManyKeys() throws {
    try Self.expectLinear("Expo", file: "app.json", small: 5_000) { n in
      "{\"expo\": {\"name\": \"App\", \"ios\": {\"infoPlist\": {"
        + (0..<n).map { "\"NSKey\($0)UsageDescription\": \"Scan \($0).\"" }.joined(separator: ", ")
        + "}}}}\n"
    } _: { path in
      _ = try ExpoReader.read(path: path, display: path)
    }
  }

  @Test func swiftSourceWithManyCalls() throws {
    try Self.expectLinear("Swift source", file: "Sources/Main.swift", small: 2_000) { n in
      "import AVFoundation\n\nfunc ask() {\n"
        + (0..<n).map {
          "  let v\($0) = AVCaptureDevice.requestAccess(for: .video) { ok in print(ok, \($0)) }\n"
        }.joined() + "}\n"
    } _: { path in
      _ = try SourceScanner.scan(path: path, display: path)
    }
  }

  /// Inclusions within the partial count can still multiply a large partial: the total work
  /// budget stops them, early and with a message.
  @Test func aLargePartialIncludedOftenStopsAtTheWorkBudget() throws {
    let big = String(repeating: "{{app}} ", count: 2_000)
    let main = String(repeating: "{{>big}}", count: 500)
    let renderer = try TemplateEngineTests.ours(["usage-description": main, "big": big])
    let time = Self.seconds {
      #expect {
        _ = try renderer.render("usage-description", TemplateEngineTests.context)
      } throws: { error in
        "\(error)".contains("more than \(TemplateChecker.workBudget) tags")
      }
    }
    #expect(time < 2)
  }

  /// A template with many sections and variables, rendered as one text.
  @Test func templateWithManySections() throws {
    try Self.expectLinear("template", file: "t.mustache", small: 2_000) { n in
      (0..<n).map { "{{#yes}}{{app}} {{purpose}}{{/yes}}{{^no}}-{{/no}}\($0)\n" }.joined()
    } _: { path in
      let text = try String(contentsOfFile: path, encoding: .utf8)
      let renderer = try TemplateEngineTests.ours(["usage-description": text])
      _ = try renderer.render("usage-description", TemplateEngineTests.context)
    }
  }
}

#if os(Linux)
  /// glibc's `mallopt` (malloc.h, which the Glibc module does not bring in).
  @_silgen_name("mallopt")
  func mallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
