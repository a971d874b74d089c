import Foundation
import Testing

/// A lint-only permcopy.yml, found by walking up from the working folder as SwiftLint and
/// swift-format find theirs, sets rules and check settings for `check PATH…`.
@Suite struct LintConfigTests {
  static let strings =
    "\"NSCameraUsageDescription\" = \"Scan the QR code on a gift card\";\n"
    + "\"NSMicrophoneUsageDescription\" = \"TODO\";\n"

  @Test func aConfigUpTheFoldersSetsRulesAndSkipsPaths() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(Self.strings, to: "repo/App/en.lproj/InfoPlist.strings", in: folder)
    try Harness.write(Self.strings, to: "repo/Vendor/Kit/en.lproj/InfoPlist.strings", in: folder)
    let sub = folder.appendingPathComponent("repo/App")
    let before = try Harness.run(["check", ".", "--format", "json"], in: sub)
    #expect(before.stdout.contains("sentence-end"))
    try Harness.write(
      """
      rules: { sentence-end: off, placeholder-text: warning }
      check:
        deployment-target: "17.0"
        skip: [Vendor]

      """, to: "repo/permcopy.yml", in: folder)
    let after = try Harness.run(["check", ".", "--format", "json"], in: sub)
    #expect(!after.stdout.contains("sentence-end"), "\(after.stdout)")
    #expect(after.stdout.contains("\"severity\": \"warning\""))
    #expect(after.status == 0, "\(after.stdout)")
    // From the repository's root, `check` alone checks the folder, and skips Vendor.
    let root = try Harness.run(
      ["check", "--format", "json"], in: folder.appendingPathComponent("repo"))
    #expect(root.status == 0, "\(root.stderr)")
    #expect(!root.stdout.contains("Vendor"))
    #expect(root.stdout.contains("App/en.lproj"))
    // A mistake in it is located.
    try Harness.write("check:\n  skipp: [Vendor]\n", to: "repo/permcopy.yml", in: folder)
    let bad = try Harness.run(["check", "."], in: sub)
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("permcopy.yml:2:3"), "\(bad.stderr)")
  }

  /// `# permcopy:ignore` in permcopy.yml, on the text's line or alone on the line above, and in a
  /// String Catalog entry's comment, excuses that text.
  @Test func ignoreCommentsInPermcopyYmlAndInACatalog() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try Harness.run(["init", "--example", "app"], in: folder).status == 0)
    let app = folder.appendingPathComponent("app")
    var yaml = String(decoding: Harness.read("permcopy.yml", in: app) ?? Data(), as: UTF8.self)
    yaml = yaml.replacingOccurrences(
      of: "its matching stickers.", with: "its matching stickers   # permcopy:ignore sentence-end")
    try Harness.write(yaml, to: "permcopy.yml", in: app)
    let run = try Harness.run(["check", "--format", "json"], in: app)
    #expect(!run.stdout.contains("sentence-end"), "\(run.stdout)")
    try Harness.write(
      yaml.replacingOccurrences(of: "   # permcopy:ignore sentence-end", with: ""),
      to: "permcopy.yml", in: app)
    #expect(
      try Harness.run(["check", "--format", "json"], in: app).stdout.contains("sentence-end"))
    try Harness.write(
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "NSCameraUsageDescription" : {
            "comment" : "permcopy:ignore sentence-end",
            "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Scan the QR code on a gift card" } }
            }
          }
        },
        "version" : "1.0"
      }
      """, to: "cat/InfoPlist.xcstrings", in: folder)
    let catalog = try Harness.run(["check", "cat", "--format", "json"], in: folder)
    #expect(!catalog.stdout.contains("sentence-end"), "\(catalog.stdout)")
  }
}
