import Foundation
import Testing

@testable import PermCopyKit

/// The example app's every output, byte for byte, against files reviewed like code in
/// `Tests/Golden/shellcase/`. `PERMCOPY_RECORD_GOLDEN=1 swift test --filter Golden` rewrites them.
@Suite struct GoldenTests {
  static let goldenFolder = PackageRoot.url.appendingPathComponent("Tests/Golden/shellcase")

  @Test func exampleOutputsMatchTheGoldenFiles() throws {
    let project = try TemporaryProject("")
    defer { project.remove() }
    _ = try InitJob.example(directory: project.folder.path, force: true, console: .silent)
    try OutputWriter.write(OutputPlan(try project.render()), force: false)
    let produced = project.files().filter { $0 != "permcopy.yml" }
    #expect(produced.count == 28)
    if ProcessInfo.processInfo.environment["PERMCOPY_RECORD_GOLDEN"] == "1" {
      try? FileManager.default.removeItem(at: Self.goldenFolder)
      for path in produced {
        let target = Self.goldenFolder.appendingPathComponent(path)
        try FileManager.default.createDirectory(
          at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contentsOf: project.folder.appendingPathComponent(path)).write(to: target)
      }
      return
    }
    let golden =
      (FileManager.default.enumerator(atPath: Self.goldenFolder.path)?.allObjects as? [String] ?? [])
      .filter {
        !$0.hasSuffix("/")
          && FileManager.default.contents(atPath: Self.goldenFolder.appendingPathComponent($0).path)
            != nil
      }
      .sorted()
    #expect(golden == produced)
    for path in produced {
      let actual = try Data(contentsOf: project.folder.appendingPathComponent(path))
      let expected = FileManager.default.contents(
        atPath: Self.goldenFolder.appendingPathComponent(path).path)
      #expect(actual == expected, "\(path) differs from its golden file")
    }
  }
}
