import Foundation
import Testing

/// The binary plugin package (`scripts/plugin-package`), as a consumer runs it: the same
/// command plugin with the permcopy this test run built, in an artifact bundle, so the
/// consumer compiles only the plugin and nothing of permcopy.
@Suite struct BinaryPluginTests {
  /// The triple SwiftPM builds for on this machine, which the bundle's variant must name.
  static let hostTriple: String = {
    #if os(macOS)
      #if arch(arm64)
        return "arm64-apple-macosx"
      #else
        return "x86_64-apple-macosx"
      #endif
    #else
      #if arch(arm64)
        return "aarch64-unknown-linux-gnu"
      #else
        return "x86_64-unknown-linux-gnu"
      #endif
    #endif
  }()

  /// `permcopy.artifactbundle` in `folder`, holding a copy of the built binary, laid out as
  /// `scripts/release` lays out a release's bundle.
  static func makeBundle(in folder: URL) throws -> URL {
    let bundle = folder.appendingPathComponent("permcopy.artifactbundle")
    let bin = bundle.appendingPathComponent("permcopy-test/bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: Harness.binary, to: bin.appendingPathComponent("permcopy"))
    let info: [String: Any] = [
      "schemaVersion": "1.0",
      "artifacts": [
        "permcopy": [
          "version": "0.0.0-test", "type": "executable",
          "variants": [
            ["path": "permcopy-test/bin/permcopy", "supportedTriples": [hostTriple]]
          ],
        ]
      ],
    ]
    try JSONSerialization.data(withJSONObject: info, options: [.prettyPrinted])
      .write(to: bundle.appendingPathComponent("info.json"))
    return bundle
  }

  @Test func theBinaryPluginRunsThePrebuiltPermcopyWithoutCompilingIt() throws {
    let root = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let bundle = try Self.makeBundle(in: root)
    let plugins = root.appendingPathComponent("permcopy-plugins")
    let generated = try Harness.run(
      [
        "bash", Harness.packageRoot.appendingPathComponent("scripts/plugin-package").path,
        plugins.path, "--bundle", bundle.path,
      ], in: root, binary: URL(fileURLWithPath: "/usr/bin/env"))
    try #require(generated.status == 0, "\(generated.stderr)")
    // One plugin source: the generated package's is this package's, copied.
    #expect(
      Harness.read("Plugins/PermcopyCommand/PermcopyCommand.swift", in: plugins)
        == Harness.read("Plugins/PermcopyCommand/PermcopyCommand.swift", in: Harness.packageRoot))

    let folder = try PluginTests.consumer(
      in: root, dependency: ".package(path: \"\(plugins.path)\")")
    // Its own scratch folder, so whatever SwiftPM compiles for the consumer is in one place.
    let scratch = root.appendingPathComponent("scratch")
    func swiftPackage(_ arguments: [String]) throws -> Run {
      try Harness.run(
        ["swift", "package", "--scratch-path", scratch.path] + arguments, in: folder,
        binary: URL(fileURLWithPath: "/usr/bin/env"))
    }

    let list = try swiftPackage(["plugin", "--list"])
    #expect(
      list.stdout.contains("‘permcopy’ (plugin ‘PermcopyCommand’ in package ‘permcopy-plugins’)"),
      "\(list.stdout)\n\(list.stderr)")

    // The code asks for the camera; the package declares no Info.plist key: check fails on it.
    let check = try swiftPackage(["permcopy", "check", "--format", "json"])
    #expect(check.status != 0)
    #expect(check.stderr.contains("permcopy check exited with status 1"), "\(check.stderr)")
    let checked = try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any]
    #expect(
      (checked?["diagnostics"] as? [[String: Any]] ?? []).contains {
        $0["rule"] as? String == "missing-purpose-key"
          && $0["file"] as? String == "Sources/Shellcam/Scanner.swift"
      }, "\(check.stdout)\n\(check.stderr)")

    let scan = try swiftPackage(["permcopy", "scan", "--format", "sarif"])
    let sarif = try JSONSerialization.jsonObject(with: Data(scan.stdout.utf8)) as? [String: Any]
    let run = (sarif?["runs"] as? [[String: Any]])?.first
    let results = run?["results"] as? [[String: Any]] ?? []
    #expect(
      results.contains { $0["ruleId"] as? String == "missing-purpose-key" },
      "\(scan.stdout)\n\(scan.stderr)")

    try PluginTests.writeConfig(in: folder)
    let build = try swiftPackage(["--allow-writing-to-package-directory", "permcopy", "build"])
    #expect(build.status == 0, "\(build.stdout)\n\(build.stderr)")
    for locale in ["en", "zh-Hans", "zh-Hant"] {
      #expect(
        Harness.read("Generated/\(locale).lproj/InfoPlist.strings", in: folder) != nil,
        "\(Harness.files(in: folder))")
    }

    // SwiftPM took permcopy from the bundle and compiled the plugin alone: no module, object
    // or product of permcopy's targets is in the consumer's scratch folder.
    let state =
      try JSONSerialization.jsonObject(
        with: try #require(Harness.read("workspace-state.json", in: scratch))) as? [String: Any]
    let artifacts = (state?["object"] as? [String: Any])?["artifacts"] as? [[String: Any]] ?? []
    #expect(
      artifacts.contains {
        $0["targetName"] as? String == "permcopy"
          && ($0["path"] as? String ?? "").hasSuffix("permcopy-plugins/permcopy.artifactbundle")
      }, "\(artifacts)")
    let built = Harness.files(in: scratch)
    #expect(built.contains("plugins/PermcopyCommand/cache/PermcopyCommand"), "\(built)")
    let permcopyParts = ["PermCopyKit", "CICUShim", "CXMLShim", "CPhraseTables", "permcopy.build"]
    let compiled = built.filter { path in
      permcopyParts.contains { path.contains($0) } || path.hasSuffix(".o")
        || path.hasSuffix(".swiftmodule") || path.hasSuffix("/debug/permcopy")
    }
    #expect(compiled.isEmpty, "permcopy was compiled: \(compiled)")
  }
}

/// `scripts/plugin-package` replaces only what it writes: the folder a release pushes keeps its
/// `.git` and its other files, and a bundle reached through a link into the output is refused,
/// never deleted before it is copied.
@Suite struct PluginPackageKeepsTests {
  static func package(_ arguments: [String], in folder: URL) throws -> Run {
    try Harness.run(
      ["bash", Harness.packageRoot.appendingPathComponent("scripts/plugin-package").path]
        + arguments, in: folder, binary: URL(fileURLWithPath: "/usr/bin/env"))
  }

  @Test func onlyItsOwnFilesAreReplaced() throws {
    let root = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let checksum = String(repeating: "a", count: 64)
    let first = try Self.package(
      ["out", "--url", "https://example.com/a.zip", "--checksum", checksum], in: root)
    try #require(first.status == 0, "\(first.stderr)")
    try Harness.write("ref: refs/heads/main\n", to: "out/.git/HEAD", in: root)
    try Harness.write("notes of our own\n", to: "out/CHANGELOG.md", in: root)
    let again = try Self.package(
      ["out", "--url", "https://example.com/b.zip", "--checksum", checksum], in: root)
    #expect(again.status == 0, "\(again.stderr)")
    func text(_ path: String) -> String? {
      Harness.read(path, in: root).map { String(decoding: $0, as: UTF8.self) }
    }
    #expect(text("out/.git/HEAD") == "ref: refs/heads/main\n")
    #expect(text("out/CHANGELOG.md") == "notes of our own\n")
    #expect(text("out/Package.swift")?.contains("b.zip") == true)
  }

  @Test func aBundleThroughALinkIntoTheOutputIsRefused() throws {
    let root = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    try Harness.write("{}\n", to: "bundle/info.json", in: root)
    #expect(try Self.package(["out", "--bundle", "bundle"], in: root).status == 0)
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("alias").path, withDestinationPath: "out")
    let run = try Self.package(["out", "--bundle", "alias/permcopy.artifactbundle"], in: root)
    #expect(run.status == 1, "\(run.stderr)")
    #expect(
      FileManager.default.fileExists(
        atPath: root.appendingPathComponent("out/permcopy.artifactbundle/info.json").path))
  }
}
