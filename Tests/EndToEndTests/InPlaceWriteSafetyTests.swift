import Foundation
import Testing

@testable import PermCopyKit

/// `--write-baseline` and `--fix` write in place: only regular files of the checked tree, never
/// through a symbolic link, never over a file permcopy did not write as that kind, never over an
/// edit made meanwhile.
@Suite struct InPlaceWriteSafetyTests {
  /// An app whose zh-Hans file has a half-width comma `--fix` makes full-width.
  static func app(in folder: URL) throws {
    try Harness.write(
      "\"NSCameraUsageDescription\" = \"Snap uses the camera to scan receipts.\";\n",
      to: "app/en.lproj/InfoPlist.strings", in: folder)
    try Harness.write(
      "\"NSCameraUsageDescription\" = \"Snap 使用相机扫描收据,方便记账。\";\n",
      to: "app/zh-Hans.lproj/InfoPlist.strings", in: folder)
  }

  @Test func writeBaselineRefusesInputsOtherFilesAndLinks() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.app(in: folder)
    try Harness.write("keep me\n", to: "notes.txt", in: folder)
    try Harness.write("outside\n", to: "outside/secret.txt", in: folder)
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("link.baseline"),
      withDestinationURL: folder.appendingPathComponent("outside/secret.txt"))
    let checked = "app/zh-Hans.lproj/InfoPlist.strings"
    let before = Harness.read(checked, in: folder)
    for (target, reason) in [
      (checked, "which this check reads"), ("notes.txt", "not a baseline permcopy wrote"),
      ("link.baseline", "symbolic link"),
    ] {
      let run = try Harness.run(["check", "app", "--write-baseline", target], in: folder)
      #expect(run.status == 2, "\(target): \(run.stderr)")
      #expect(run.stderr.contains(reason), "\(target): \(run.stderr)")
    }
    #expect(Harness.read(checked, in: folder) == before)
    #expect(Harness.read("notes.txt", in: folder) == Data("keep me\n".utf8))
    #expect(Harness.read("outside/secret.txt", in: folder) == Data("outside\n".utf8))
    // A new file, then the same file again (a baseline permcopy wrote), are written.
    for _ in 0..<2 {
      let run = try Harness.run(
        ["check", "app", "--write-baseline", "permcopy.baseline"], in: folder)
      #expect(run.status == 0, "\(run.stderr)")
    }
  }

  @Test func fixLeavesALinkedFileAndItsTargetAlone() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.app(in: folder)
    let inside = folder.appendingPathComponent("app/zh-Hans.lproj/InfoPlist.strings")
    let outside = folder.appendingPathComponent("elsewhere/InfoPlist.strings")
    try FileManager.default.createDirectory(
      at: outside.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.moveItem(at: inside, to: outside)
    try FileManager.default.createSymbolicLink(at: inside, withDestinationURL: outside)
    let before = try Data(contentsOf: outside)
    let run = try Harness.run(["check", "app", "--fix"], in: folder)
    #expect(run.stderr.contains("symbolic link"), "\(run.stderr)")
    #expect(try Data(contentsOf: outside) == before)
    // Without the link, the same file is fixed.
    try FileManager.default.removeItem(at: inside)
    try FileManager.default.moveItem(at: outside, to: inside)
    let fixed = try Harness.run(["check", "app", "--fix"], in: folder)
    #expect(fixed.stderr.contains("fixed"), "\(fixed.stderr)")
    #expect(String(decoding: try Data(contentsOf: inside), as: UTF8.self).contains("收据，方便"))
  }

  /// The write that would replace a file changed since it was read leaves the file as it is.
  @Test func aFileChangedMeanwhileIsNotReplaced() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("a.strings")
    try Data("\"a\" = \"b\";\n".utf8).write(to: url)
    let read = [UInt8](try Data(contentsOf: url))
    try Data("\"a\" = \"b\";\n\"added\" = \"meanwhile\";\n".utf8).write(to: url)
    #expect(throws: OutputWriter.ChangedMeanwhile.self) {
      try OutputWriter.writeAtomically(
        .init(path: url.path, displayPath: "a.strings", data: Data("\"a\" = \"c\";\n".utf8)),
        unchangedFrom: read)
    }
    #expect(String(decoding: try Data(contentsOf: url), as: UTF8.self).contains("meanwhile"))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(leftovers == ["a.strings"])
  }
}

/// A file that cannot be parsed is an error at its place, never skipped with its texts.
@Suite struct ReaderErrorsReachTheReportTests {
  @Test func aBrokenStringCatalogIsAnErrorWhereItBreaks() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(
      "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"NSCameraUsageDescription\" : {\n"
        + "      \"comment\" : \"Scan", to: "App/InfoPlist.xcstrings", in: folder)
    let run = try Harness.run(["check", ".", "--format", "json"], in: folder)
    #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let found = (json["diagnostics"] as? [[String: Any]] ?? []).map {
      "\($0["rule"]!) \($0["file"]!):\($0["line"]!):\($0["column"]!) \($0["severity"]!)"
    }
    #expect(found == ["syntax App/InfoPlist.xcstrings:5:19 error"], "\(found)")
  }

  /// Each silent misread of last month is now an error at its place, and nothing the broken
  /// file seemed to declare is taken as its text.
  @Test(arguments: [
    (
      "app.json",
      #"{ "expo": { "name": "Snap", "ios": { "infoPlist": { "NSCameraUsageDescription": "Scan a co"#,
      "app.json:1:81"
    ),
    (
      "app.json",
      #"{ "expo": { "ios": { "infoPlist": { "NSCameraUsageDescription": "Scan codes on receipts to add them." } } } } garbage"#,
      "app.json:1:111"
    ),
    (
      "Project.swift",
      "import ProjectDescription\nlet project = Project(name: \"A\", targets: [.target(name: \"A\", "
        + "product: .app, infoPlist: .extendingDefault(with: [\"NSCameraUsageDescription\": \"Rec",
      "Project.swift:2:142"
    ),
    (
      "Info.plist",
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>\n"
        + "<key>NSCameraUsageDescription</key>\n<integer>5</integer>\n</dict></plist>\n",
      "Info.plist:3:1"
    ),
    (
      "en.lproj/InfoPlist.strings",
      "\"NSCameraUsageDescription\" = \"Scan receipts \\UD800 with the camera to add them.\";\n",
      "en.lproj/InfoPlist.strings:1:45"
    ),
    // A binary list cut short: named as one, and the check goes on.
    ("Info.plist", "bplist00\u{1}\u{2}garbage", "Info.plist:1:1"),
  ])
  func aBrokenFileIsAnErrorNeverAText(_ file: String, _ text: String, _ place: String) throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(text, to: file, in: folder)
    let run = try Harness.run(["check", ".", "--format", "json"], in: folder)
    #expect(run.status == 1, "\(file): \(run.stdout)\(run.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let found = (json["diagnostics"] as? [[String: Any]] ?? []).map {
      "\($0["rule"]!) \($0["file"]!):\($0["line"]!):\($0["column"]!)"
    }
    #expect(found.contains("syntax \(place)"), "\(file): \(found)")
    #expect(!run.stdout.contains("Scan a co") && !run.stdout.contains("\"Rec\""), "\(file)")
  }
}
