import Foundation
import Testing

@testable import PermCopyKit

/// `.pre-commit-hooks.yaml` and `action.yml` run permcopy: their commands are read from the
/// files and run against the built binary, on an app with one error-level finding.
@Suite struct IntegrationFilesTests {
  static func yaml(_ name: String) throws -> YAMLTree {
    let url = Harness.packageRoot.appendingPathComponent(name)
    return try YAMLTree.parse(try String(contentsOf: url, encoding: .utf8), file: name)
  }

  /// An app whose zh-Hans purpose string has a Traditional character (wrong-script, an error).
  static func app() throws -> URL {
    let folder = try Harness.temporaryFolder()
    try Harness.write(
      "\"NSCameraUsageDescription\" = \"Scan the QR code on a gift card to add it to your wallet.\";\n",
      to: "App/en.lproj/InfoPlist.strings", in: folder)
    try Harness.write(
      "\"NSCameraUsageDescription\" = \"扫描礼品卡上的二维码，將其添加到钱包。\";\n",
      to: "App/zh-Hans.lproj/InfoPlist.strings", in: folder)
    return folder
  }

  /// A folder holding a `permcopy` that is the binary under test, to put first on the PATH.
  static func pathWithPermcopy(in folder: URL) throws -> String {
    let bin = folder.appendingPathComponent(".bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: bin.appendingPathComponent("permcopy"), withDestinationURL: Harness.binary)
    return bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
  }

  @Test func preCommitHooksRunPermcopyCheck() throws {
    guard case .sequence(let hooks, _) = try Self.yaml(".pre-commit-hooks.yaml") else {
      Issue.record(".pre-commit-hooks.yaml is not a list of hooks")
      return
    }
    let ids = hooks.compactMap { $0["id"]?.string }
    #expect(ids.contains("permcopy-check"))
    let folder = try Self.app()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try Self.pathWithPermcopy(in: folder)
    for hook in hooks {
      let entry = try #require(hook["entry"]?.string)
      #expect(entry.hasPrefix("permcopy "), "\(entry)")
      #expect(hook["pass_filenames"]?.string == "false")
      // pre-commit runs `entry args…` in the repository's root.
      let run = try Harness.run(
        ["bash", "-c", entry + " App"], in: folder, binary: URL(fileURLWithPath: "/usr/bin/env"),
        environment: ["PATH": path])
      #expect(run.status == 1, "\(run.stderr)")
      #expect(run.stdout.contains("wrong-script"), "\(run.stdout)")
      // The hook runs when any file `check` reads is staged: Swift and Objective-C too, since
      // `check PATH…` scans them for protected APIs.
      let files = try Regex(try #require(hook["files"]?.string))
      for staged in [
        "permcopy.yml", ".permcopy.yml", "permcopy.lock", "permcopy.baseline",
        "App/zh-Hans.lproj/InfoPlist.strings", "App/InfoPlist.xcstrings",
        "App.xcodeproj/project.pbxproj", "App/Info.plist", "App/App-Info.plist",
        "Config/Base.xcconfig", "project.yml", "Project.swift", "app.json", "app.config.ts",
        "app.config.js", "app.config.json", "locales/ja.yml", "Templates/en/alert-title.mustache",
        "App/Sources/Main.swift", "App/Legacy/Recorder.m", "Package.swift", "Podfile.lock",
      ] {
        #expect(staged.contains(files), "\(staged)")
      }
      #expect(!"README.md".contains(files))
      #expect(!"App/Assets.xcassets/AppIcon.png".contains(files))
    }
  }

  @Test func actionChecksWithAnnotationsAndWritesSARIF() throws {
    let action = try Self.yaml("action.yml")
    #expect(action["runs"]?["using"]?.string == "composite")
    guard case .sequence(let steps, _) = action["runs"]?["steps"] else {
      Issue.record("action.yml has no steps")
      return
    }
    let scripts = steps.compactMap { $0["run"]?.string }
    #expect(scripts.contains { $0.contains("scripts/install-deps") })
    #expect(
      scripts.contains { $0.contains("swift build -c release") && $0.contains("GITHUB_PATH") })
    let check = try #require(scripts.first { $0.contains("--format github") })

    let folder = try Self.app()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try Self.pathWithPermcopy(in: folder)
    let run = try Harness.run(
      ["bash", "-eo", "pipefail", "-c", check], in: folder,
      binary: URL(fileURLWithPath: "/usr/bin/env"),
      environment: [
        "PATH": path, "PERMCOPY_PATHS": "App", "PERMCOPY_CONFIG": "permcopy.yml",
        "PERMCOPY_SARIF": "permcopy.sarif", "PERMCOPY_ARGUMENTS": "--strict",
      ])
    #expect(run.status == 1, "\(run.stderr)")
    #expect(
      run.stdout.contains("::error file=App/zh-Hans.lproj/InfoPlist.strings"), "\(run.stdout)")
    let sarif = try #require(Harness.read("permcopy.sarif", in: folder))
    let report = try JSONSerialization.jsonObject(with: sarif) as? [String: Any]
    #expect(report?["version"] as? String == "2.1.0")

    // The install step is the README's install script, which is idempotent.
    let install = try #require(scripts.first { $0.contains("install-deps") })
    let installed = try Harness.run(
      ["bash", "-c", install], in: folder, binary: URL(fileURLWithPath: "/usr/bin/env"),
      environment: ["GITHUB_ACTION_PATH": Harness.packageRoot.path])
    #expect(installed.status == 0, "\(installed.stderr)")
  }

  /// The cache key is computed from the action's own files, wherever the action lives (outside
  /// the workspace, where `hashFiles` sees nothing), and changes when a source changes.
  @Test func theActionsCacheKeyFollowsItsSources() throws {
    let action = try Self.yaml("action.yml")
    guard case .sequence(let steps, _) = action["runs"]?["steps"] else {
      Issue.record("action.yml has no steps")
      return
    }
    let keyStep = try #require(steps.first { $0["id"]?.string == "build-key" })
    let script = try #require(keyStep["run"]?.string)
    let cache = try #require(steps.first { $0["uses"]?.string?.hasPrefix("actions/cache") == true })
    let cacheKey = cache["with"]?["key"]?.string ?? ""
    #expect(cacheKey == "${{ steps.build-key.outputs.key }}", "\(cacheKey)")

    let copy = try Harness.temporaryFolder().appendingPathComponent("action")
    defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
    try FileManager.default.createDirectory(
      at: copy.appendingPathComponent("Sources/permcopy"), withIntermediateDirectories: true)
    for file in ["Package.swift", "Package.resolved", "Sources/permcopy/PermCopy.swift"] {
      try FileManager.default.copyItem(
        at: Harness.packageRoot.appendingPathComponent(file),
        to: copy.appendingPathComponent(file))
    }
    func key() throws -> String {
      let output = copy.deletingLastPathComponent().appendingPathComponent("output")
      try Data().write(to: output)
      let run = try Harness.run(
        ["bash", "-eo", "pipefail", "-c", script], in: copy,
        binary: URL(fileURLWithPath: "/usr/bin/env"),
        environment: [
          "GITHUB_ACTION_PATH": copy.path, "GITHUB_OUTPUT": output.path, "RUNNER_OS": "Linux",
          "ImageOS": "ubuntu24",
          "RUNNER_ARCH": "X64", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "",
        ])
      #expect(run.status == 0, "\(run.stderr)")
      return String(decoding: try Data(contentsOf: output), as: UTF8.self)
    }
    let before = try key()
    #expect(before.hasPrefix("key=permcopy-Linux-ubuntu24-X64-"), "\(before)")
    let source = copy.appendingPathComponent("Sources/permcopy/PermCopy.swift")
    try Data((try String(contentsOf: source, encoding: .utf8) + "\n// changed\n").utf8).write(
      to: source)
    let after = try key()
    #expect(after != before)
  }
}
