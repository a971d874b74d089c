import Foundation
import Testing

@Suite struct InitAndListTests {
  @Test func initWithPermissionsWritesAStarterThatAsksForPurposes() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Harness.run(
      ["init", "--permissions", "microphone, Privacy - Camera Usage Description"], in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    let yaml = String(
      decoding: try #require(Harness.read("permcopy.yml", in: folder)), as: UTF8.self)
    #expect(yaml.contains("  camera:\n"))
    #expect(yaml.contains("  microphone:\n"))
    // Editors find the schema of this version's permcopy.yml (data/project.tsv's address).
    let version = try Harness.run(["--version"], in: folder).stdout
      .trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(
      yaml.hasPrefix(
        "# yaml-language-server: $schema=https://raw.githubusercontent.com/permcopy/permcopy/v"
          + version + "/docs/permcopy.schema.json\n"), "\(yaml.prefix(200))")
    #expect(yaml.range(of: "camera")!.lowerBound < yaml.range(of: "microphone:")!.lowerBound)
    // Building it points at every purpose still to write, and writes nothing.
    let build = try Harness.run(["build"], in: folder)
    #expect(build.status == 2)
    #expect(build.stderr.components(separatedBy: "purpose for").count - 1 == 6, "\(build.stderr)")
    #expect(
      build.stderr.contains("permcopy.yml:16:11: error: purpose for en is empty"), "\(build.stderr)"
    )
    #expect(Harness.files(in: folder) == ["permcopy.yml"])
    // init never replaces a file without --force.
    let again = try Harness.run(["init", "--permissions", "camera"], in: folder)
    #expect(again.status == 2)
    #expect(
      try Harness.run(["init", "--permissions", "camera", "--force"], in: folder).status == 0)
  }

  @Test func initRejectsUnknownPermissions() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Harness.run(["init", "--permissions", "camera,photos"], in: folder)
    #expect(run.status == 2)
    #expect(run.stderr.contains("unknown permission 'photos'"))
    #expect(Harness.files(in: folder).isEmpty)
    #expect(try Harness.run(["init"], in: folder).status == 2)
  }

  @Test func initFromInfoPlistKeepsEveryPurposeWordForWord() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let values = [
      "NSCameraUsageDescription": "Scan \"gift\" codes & more <fast>.",
      "NSLocationWhenInUseUsageDescription": "Line one\nline two — 中文 📍",
      "NSPhotoLibraryUsageDescription": "Pick photos: 100% yours\\really.",
    ]
    var plist: [String: Any] = values
    plist["CFBundleDisplayName"] = "Giftly"
    plist["NSMadeUpUsageDescription"] = "Not a key"
    plist["UIBackgroundModes"] = ["location"]
    let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
    try data.write(to: folder.appendingPathComponent("Info.plist"))
    let run = try Harness.run(
      ["init", "--from-info-plist", "Info.plist", "--locales", "en"], in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("NSMadeUpUsageDescription is not an Apple purpose key"))
    let build = try Harness.run(["build"], in: folder)
    #expect(build.status == 0, "\(build.stderr)")
    let strings = try #require(Harness.read("Resources/en.lproj/InfoPlist.strings", in: folder))
    let parsed =
      try PropertyListSerialization.propertyList(from: strings, format: nil) as? [String: String]
    var expected = values
    expected["CFBundleDisplayName"] = "Giftly"
    #expect(parsed == expected)
  }

  @Test(.enabled(if: Harness.sharedIsThere, Harness.sharedIsMissing))
  func initFromTheCorpusInfoPlistsNeverCrashes() throws {
    let corpus = Harness.packageRoot.deletingLastPathComponent().appendingPathComponent(
      "shared/corpus")
    let plists =
      (FileManager.default.enumerator(atPath: corpus.path)?.allObjects as? [String] ?? [])
      .filter { $0.hasSuffix("Info.plist") }
    for plist in plists {
      let folder = try Harness.temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let run = try Harness.run(
        ["init", "--from-info-plist", corpus.appendingPathComponent(plist).path], in: folder)
      #expect(run.status == 0 || run.status == 2, "\(plist): \(run.status)")
      if run.status == 0 {
        #expect(try Harness.run(["build"], in: folder).status == 0, "\(plist)")
      }
    }
  }

  @Test func initFromAMalformedPlistIsALocatedError() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(
      "<?xml version=\"1.0\"?>\n<plist><dict><key>a</key>\n<string>b</dict></plist>\n",
      to: "Info.plist", in: folder)
    let run = try Harness.run(["init", "--from-info-plist", "Info.plist"], in: folder)
    #expect(run.status == 2)
    #expect(run.stderr.contains("Info.plist:"), "\(run.stderr)")
    #expect(Harness.files(in: folder) == ["Info.plist"])
  }

  @Test func listShowsTheCatalog() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let table = try Harness.run(["list"], in: folder)
    #expect(table.status == 0)
    #expect(table.stdout.contains("camera"))
    #expect(table.stdout.contains("NSCalendarsUsageDescription"))
    let json = try Harness.run(["list", "--json"], in: folder)
    let array = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]
    #expect((array?.count ?? 0) >= 45)
    let always = array?.first { $0["id"] as? String == "location-always" }
    #expect(
      always?["xcodeName"] as? String
        == "Privacy - Location Always and When In Use Usage Description")
  }
}
