import Foundation
import Testing

/// The SwiftPM command plugin, as a package that depends on permcopy runs it:
/// `swift package permcopy check|scan|build` on the fixture package in Tests/Fixtures.
@Suite(.serialized) struct PluginTests {
  /// The fixture copied into `parent` (a new temporary folder unless given), its dependency
  /// this repository, or `dependency` (a `.package(…)` expression) instead.
  static func consumer(in parent: URL? = nil, dependency: String? = nil) throws -> URL {
    let folder = try (parent ?? Harness.temporaryFolder()).appendingPathComponent("PluginConsumer")
    try FileManager.default.copyItem(
      at: Harness.packageRoot.appendingPathComponent("Tests/Fixtures/PluginConsumer"), to: folder)
    let manifest = folder.appendingPathComponent("Package.swift")
    let fixture = #".package(name: "permcopy", path: "PERMCOPY_ROOT")"#
    let text = try String(contentsOf: manifest, encoding: .utf8)
    try #require(text.contains(fixture))
    try text.replacingOccurrences(
      of: fixture,
      with: dependency
        ?? fixture.replacingOccurrences(of: "PERMCOPY_ROOT", with: Harness.packageRoot.path)
    ).write(to: manifest, atomically: true, encoding: .utf8)
    return folder
  }

  /// A permcopy.yml from `init` with every text filled in, writing into a new folder
  /// `Generated` (the hand-written Resources/en.lproj/InfoPlist.strings is never replaced).
  static func writeConfig(in folder: URL) throws {
    let starter = try Harness.run(["init", "--permissions", "camera"], in: folder)
    #expect(starter.status == 0, "\(starter.stderr)")
    let config = folder.appendingPathComponent("permcopy.yml")
    let filled = try String(contentsOf: config, encoding: .utf8)
      .replacingOccurrences(of: "strings: Resources", with: "strings: Generated")
      .replacingOccurrences(
        of: "en: \"\"", with: "en: \"scan the QR code on a gift card to add it to your wallet\""
      )
      .replacingOccurrences(of: "zh-Hans: \"\"", with: "zh-Hans: \"扫描礼品卡上的二维码，把它添加到钱包\"")
      .replacingOccurrences(of: "zh-Hant: \"\"", with: "zh-Hant: \"掃描禮物卡上的 QR 碼，把它加入錢包\"")
    try filled.write(to: config, atomically: true, encoding: .utf8)
  }

  /// `swift package` in the consumer; its build of permcopy is kept in `.build-plugin-fixture`
  /// of this repository, so a second run only rebuilds what changed.
  static func swiftPackage(_ arguments: [String], in folder: URL) throws -> Run {
    let scratch = Harness.packageRoot.appendingPathComponent(".build-plugin-fixture").path
    return try Harness.run(
      ["swift", "package", "--scratch-path", scratch] + arguments, in: folder,
      binary: URL(fileURLWithPath: "/usr/bin/env"))
  }

  @Test func thePluginRunsPermcopyOnThePackagesFiles() throws {
    let folder = try Self.consumer()
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }

    let list = try Self.swiftPackage(["plugin", "--list"], in: folder)
    #expect(list.stdout.contains("‘permcopy’ (plugin ‘PermcopyCommand’"), "\(list.stdout)")

    // The code asks for the camera; the package declares no Info.plist key: check fails on it.
    let check = try Self.swiftPackage(["permcopy", "check"], in: folder)
    #expect(check.status != 0)
    #expect(
      check.stdout.contains("Sources/Shellcam/Scanner.swift")
        && check.stdout.contains("missing-purpose-key"), "\(check.stdout)\n\(check.stderr)")
    #expect(check.stderr.contains("permcopy check exited with status 1"), "\(check.stderr)")

    // A flag's value is never taken for a path: `--format json` still checks the package.
    let json = try Self.swiftPackage(["permcopy", "check", "--format", "json"], in: folder)
    let checked = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    #expect(
      (checked?["diagnostics"] as? [[String: Any]] ?? []).contains {
        $0["rule"] as? String == "missing-purpose-key"
      }, "\(json.stdout)\n\(json.stderr)")
    let sarif = try Self.swiftPackage(["permcopy", "scan", "--format", "sarif"], in: folder)
    #expect(sarif.stdout.contains("\"missing-purpose-key\""), "\(sarif.stdout)\n\(sarif.stderr)")

    let scan = try Self.swiftPackage(["permcopy", "scan", "--format", "json"], in: folder)
    let report = try JSONSerialization.jsonObject(with: Data(scan.stdout.utf8)) as? [String: Any]
    let findings = report?["diagnostics"] as? [[String: Any]] ?? []
    #expect(findings.contains { $0["rule"] as? String == "missing-purpose-key" }, "\(scan.stdout)")

    // build writes what the package's permcopy.yml names, when writing is allowed.
    try Self.writeConfig(in: folder)
    let build = try Self.swiftPackage(
      ["--allow-writing-to-package-directory", "permcopy", "build"], in: folder)
    #expect(build.status == 0, "\(build.stdout)\n\(build.stderr)")
    for locale in ["en", "zh-Hans", "zh-Hant"] {
      #expect(
        Harness.read("Generated/\(locale).lproj/InfoPlist.strings", in: folder) != nil,
        "\(Harness.files(in: folder))")
    }
  }
}
