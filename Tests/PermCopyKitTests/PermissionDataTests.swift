import Foundation
import Testing

@testable import PermCopyKit

/// The catalog is data: a new permission is an entry in `data/permissions.yml` (with its key in
/// `data/purpose-keys.tsv`), and a mistake in the data stops the generator at its place.
@Suite struct PermissionDataTests {
  /// A copy of the knowledge folders to change, as a maintainer would.
  private func scratchRoot() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "permission-data-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    for item in ["locales", "data", "Templates", "Examples", "README.md"] {
      try FileManager.default.copyItem(
        at: PackageRoot.url.appendingPathComponent(item), to: root.appendingPathComponent(item))
    }
    return root
  }

  private func append(_ text: String, to path: String, in root: URL) throws {
    let url = root.appendingPathComponent(path)
    let current = try String(contentsOf: url, encoding: .utf8)
    try Data((current + text).utf8).write(to: url)
  }

  private func generatedCatalog(_ root: URL) throws -> String {
    try #require(
      SourceGenerator.outputs(root: root).first { $0.path.hasSuffix("BuiltInPermissions.swift") }
    ).text
  }

  @Test func theGeneratedCatalogHoldsEveryEntryOfTheData() throws {
    let text = try generatedCatalog(PackageRoot.url)
    for permission in Catalog.all {
      #expect(text.contains("id: \"\(permission.id)\""), "\(permission.id)")
    }
  }

  @Test func aNewPermissionIsDataOnly() throws {
    let root = try scratchRoot()
    defer { try? FileManager.default.removeItem(at: root) }
    try append(
      "NSExampleSensorUsageDescription\tiOS 27.0\tPrivacy - Example Sensor Usage Description\tyes\ttext\ttest\n",
      to: "data/purpose-keys.tsv", in: root)
    try append(
      """

      example-sensor:
        key: NSExampleSensorUsageDescription
        since: "27"
        triggers: ["ExampleSensor.requestAuthorization()"]
        control: choice
        choice-since: "27"
        alert: deny-allow

      """, to: "data/permissions.yml", in: root)
    let text = try generatedCatalog(root)
    #expect(text.contains("id: \"example-sensor\", key: \"NSExampleSensorUsageDescription\""))
    #expect(text.contains("control: .choice(since: OSVersion(27)), alert: .denyAllow"))
  }

  @Test func aMistakeInTheDataIsLocated() throws {
    let cases: [(entry: String, message: String, line: Int)] = [
      (
        "nothing:\n  key: NSCameraUsageDescription\n  since: \"7\"\n  colour: red\n",
        "unknown field colour", 4
      ),
      (
        "nothing:\n  key: NSNoSuchUsageDescription\n  since: \"7\"\n",
        "not in data/purpose-keys.tsv", 2
      ),
      (
        "nothing:\n  key: NSCameraUsageDescription\n  since: \"7\"\n  replaced-by: [nowhere]\n",
        "names nowhere, which is no entry", 1
      ),
      ("nothing:\n  key: NSCameraUsageDescription\n  since: seven\n", "seven is no iOS version", 3),
      (
        "nothing:\n  key: NSCameraUsageDescription\n  since: \"7\"\n  alert: loud\n",
        "loud is not one of", 4
      ),
      (
        "nothing:\n  key: NSCameraUsageDescription\n  since: \"7\"\n  choice-since: \"14\"\n",
        "choice-since needs control: choice", 4
      ),
      ("nothing:\n  since: \"7\"\n", "has a key exactly when its value is not none", 2),
    ]
    for (entry, message, line) in cases {
      do {
        _ = try PermissionCatalogSource.permissions(entry, knownKeys: ["NSCameraUsageDescription"])
        Issue.record("no error for \(entry)")
      } catch let error as InputError {
        #expect(error.message.contains(message), "\(error)")
        #expect(error.location?.line == line, "\(error)")
        #expect(error.location?.file == "data/permissions.yml")
      }
    }
  }
}
