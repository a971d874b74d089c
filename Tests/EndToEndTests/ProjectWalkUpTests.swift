import Foundation
import Testing

/// Project commands run from a folder inside the project find its permcopy.yml above, and say
/// which file they use; a `--config` that is not there is named as given.
@Suite struct ProjectWalkUpTests {
  @Test func commandsInASubfolderUseTheNearestProjectAbove() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try Harness.run(["init", "--example", "app"], in: folder).status == 0)
    let inside = folder.appendingPathComponent("app/App/Resources")
    try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: true)
    let build = try Harness.run(["build"], in: inside)
    #expect(build.status == 0, "\(build.stderr)")
    #expect(build.stderr.contains("permcopy: using ") && build.stderr.contains("permcopy.yml"))
    #expect(Harness.read("app/App/Resources/en.lproj/InfoPlist.strings", in: folder) != nil)
    for command in [["check"], ["preview", "camera"], ["inventory"]] {
      let run = try Harness.run(command, in: inside)
      #expect(run.status == 0, "\(command): \(run.stderr)")
    }
    let missing = try Harness.run(["check", "--config", "nope.yml"], in: inside)
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("nope.yml does not exist (given with --config)"))
    #expect(!missing.stderr.contains("pass --config"))
  }

  @Test func aLintOnlyFileAboveIsNotAProject() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write("rules: { sentence-end: off }\n", to: "permcopy.yml", in: folder)
    let inside = folder.appendingPathComponent("App")
    try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
    let build = try Harness.run(["build"], in: inside)
    #expect(build.status == 2)
    #expect(
      build.stderr.contains("no permcopy.yml here or in a folder above it"), "\(build.stderr)")
  }

  /// The summary names the permcopy.yml whose rules applied, in text and JSON.
  @Test func theSummaryNamesTheSettingsFile() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
    try Harness.write("rules: { sentence-end: off }\n", to: "permcopy.yml", in: folder)
    try Harness.write(
      "\"NSCameraUsageDescription\" = \"Scan receipts with the camera to add them\";\n",
      to: "App/en.lproj/InfoPlist.strings", in: folder)
    let text = try Harness.run(["check", "App"], in: folder)
    #expect(text.stdout.contains("from 1 file; settings: permcopy.yml"), "\(text.stdout)")
    let json = try Harness.run(["check", "App", "--format", "json"], in: folder)
    #expect(json.stdout.contains("\"settings\": \"permcopy.yml\""), "\(json.stdout)")
    try FileManager.default.removeItem(at: folder.appendingPathComponent("permcopy.yml"))
    let none = try Harness.run(["check", "App"], in: folder)
    #expect(!none.stdout.contains("settings:"), "\(none.stdout)")
  }
}
