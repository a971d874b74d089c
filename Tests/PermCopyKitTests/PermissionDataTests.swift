import Foundation
import Testing

@testable import PermCopyKit

/// The catalog is data: a new permission is an entry in `data/permissions.yml` (with its key in
/// `data/purpose-keys.tsv`), and a mistake in the data stops the generator at its place.
@Suite struct PermissionDataTests {
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
    let root = try PackageRoot.knowledgeCopy("permission-data")
    defer { try? FileManager.default.removeItem(at: root) }
    try PackageRoot.append(
      "NSExampleSensorUsageDescription\tiOS 27.0\tPrivacy - Example Sensor Usage Description\tyes\ttext\ttest\n",
      to: "data/purpose-keys.tsv", in: root)
    try PackageRoot.append(
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

/// Which keys show their text to nobody: only keys named like purpose keys that no platform
/// reads and that are no slip of one. A project's guide texts, buttons and names are read.
@Suite struct NeverReadKeyTests {
  @Test func onlyAnUnknownPurposeLikeKeyIsNeverRead() {
    #expect(PurposeKeys.isNeverRead("NSKiteReelUsageDescription"))
    #expect(!PurposeKeys.isNeverRead("NSCameraUsageDescription"))
    #expect(!PurposeKeys.isNeverRead("NSCameraUsageDescripton"))
    for key in ["camera.title", "camera.alert.message", "button.gotIt", "CFBundleDisplayName"] {
      #expect(!PurposeKeys.isNeverRead(key), "\(key)")
    }
  }
}
