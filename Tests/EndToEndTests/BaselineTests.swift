import Foundation
import Testing

/// Adopting `check` on an existing app: today's findings go into a baseline, and from then on
/// only new ones are reported, wherever the old ones move.
@Suite struct BaselineTests {
  @Test(.enabled(if: Harness.sharedIsThere, Harness.sharedIsMissing))
  func aBaselineHidesTodaysFindingsAndOnlyThose() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = try KeepEveryKeyTests.writableCopy(of: "SIT-kite__kite-app", in: folder)
    let before = try Harness.run(["check", "app"], in: folder)
    #expect(before.status == 1)
    let write = try Harness.run(
      ["check", "app", "--write-baseline", "permcopy.baseline"], in: folder)
    #expect(write.status == 0, "\(write.stderr)")
    #expect(write.stderr.contains("recorded"))
    let clean = try Harness.run(
      ["check", "app", "--baseline", "permcopy.baseline", "--format", "json"], in: folder)
    #expect(clean.status == 0, "\(clean.stdout)")
    #expect(
      clean.stdout.contains("\"diagnostics\" : []") || clean.stdout.contains("\"diagnostics\": []"))
    // Moving every entry down a line changes nothing; a new defect is reported alone.
    let english = app.appendingPathComponent("ios/Runner/en.lproj/InfoPlist.strings")
    let text = try String(contentsOf: english, encoding: .utf8)
    try ("\n\n" + text + "\"NSMotionUsageDescription\" = \"TODO\";\n").write(
      to: english, atomically: true, encoding: .utf8)
    let after = try Harness.run(
      ["check", "app", "--baseline", "permcopy.baseline", "--format", "json"], in: folder)
    let json = try JSONSerialization.jsonObject(with: Data(after.stdout.utf8)) as? [String: Any]
    let found = json?["diagnostics"] as? [[String: Any]] ?? []
    #expect(found.count >= 1)
    #expect(
      found.allSatisfy {
        ($0["key"] as? String) == "NSMotionUsageDescription"
          || ($0["message"] as? String ?? "").hasPrefix("NSMotionUsageDescription")
      }, "\(found)")
    #expect(after.status == 1)
    // A baseline that is not one is a located error.
    try Harness.write("camera\tbroken\n", to: "bad.baseline", in: folder)
    let bad = try Harness.run(["check", "app", "--baseline", "bad.baseline"], in: folder)
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("bad.baseline:1:1"))
    #expect(try Harness.run(["check", "app", "--baseline", "nowhere"], in: folder).status == 2)
  }
}
