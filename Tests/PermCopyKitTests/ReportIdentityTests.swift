import Foundation
import Testing

@testable import PermCopyKit

/// Every report format's output on the real files in ../shared/corpus and on the fixtures, held to
/// a digest recorded before the speed work of issue 16: making `check` faster must not change a
/// byte of what it prints. The digests (length and FNV-1a of the bytes, the corpus folder written
/// as `$CORPUS`) are in `Tests/Fixtures/report-digests.tsv`; the corpus itself is never copied.
/// `PERMCOPY_RECORD_GOLDEN=1 swift test --filter ReportIdentity` rewrites them after a change
/// that is meant to alter the output.
@Suite struct ReportIdentityTests {
  static let digestFile = PackageRoot.url.appendingPathComponent(
    "Tests/Fixtures/report-digests.tsv")

  /// The inputs: the corpus, and the fixtures of malformed and precision files.
  static let inputs: [(name: String, path: String)] = [
    ("corpus", CheckCorpusTests.corpus),
    ("fixtures-precision", PackageRoot.url.appendingPathComponent("Tests/Fixtures/precision").path),
  ]

  static func reports() throws -> [(name: String, text: String)] {
    var reports: [(name: String, text: String)] = []
    for input in inputs {
      var options = CheckJob.Options()
      options.paths = [input.path]
      let result = try CheckJob.check(options)
      for type in Reporters.all {
        for color in type == TextReporter.self ? [false, true] : [false] {
          let reporter = Reporters.reporter(named: type.name, color: color)!
          let text = reporter.report(result).replacingOccurrences(of: input.path, with: "$CORPUS")
          reports.append(("\(input.name)\t\(type.name)\(color ? "-color" : "")", text))
        }
      }
    }
    return reports
  }

  static func digest(_ text: String) -> String {
    "\(text.utf8.count)\t\(TranslationLock.fingerprint(text))"
  }

  @Test(.enabled(if: PackageRoot.sharedIsThere, PackageRoot.sharedIsMissing))
  func everyReportIsByteIdenticalToTheRecordedOne() throws {
    let reports = try Self.reports()
    let lines = reports.map { "\($0.name)\t\(Self.digest($0.text))" }
    if ProcessInfo.processInfo.environment["PERMCOPY_RECORD_GOLDEN"] == "1" {
      let header = "# input\tformat\tbytes\tfnv1a-64 (ReportIdentityTests)\n"
      try (header + lines.joined(separator: "\n") + "\n").write(
        to: Self.digestFile, atomically: true, encoding: .utf8)
      return
    }
    let recorded = try String(contentsOf: Self.digestFile, encoding: .utf8)
      .split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init)
    #expect(recorded.count == lines.count)
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "permcopy-report-identity")
    for (report, line) in zip(reports, lines) where !recorded.contains(line) {
      // Keep the differing output where a person can diff it against the last good build's.
      try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
      let file = scratch.appendingPathComponent(
        report.name.replacingOccurrences(of: "\t", with: "."))
      try? report.text.write(to: file, atomically: true, encoding: .utf8)
      Issue.record("\(report.name) changed: \(line); the output is in \(file.path)")
    }
  }

  /// A digest that could not tell two reports apart would make the test above pass on anything.
  @Test(.enabled(if: PackageRoot.sharedIsThere, PackageRoot.sharedIsMissing))
  func theDigestSeesOneChangedByte() {
    #expect(Self.digest("a:1:1 error") != Self.digest("a:1:2 error"))
    #expect(Self.digest("ab") != Self.digest("ba"))
  }
}
