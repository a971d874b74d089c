import Testing

@testable import PermCopyKit

/// Targets that share files (an app built in several editions) report each finding once: the
/// first of the same rule, place and message is kept, in the sorted order.
@Suite struct RepeatedFindingTests {
  static func finding(_ rule: String, _ file: String, _ line: Int, _ message: String) -> Diagnostic
  {
    Linter.diagnostic(
      Finding(
        unit: nil, message: message,
        location: SourceLocation(file: file, line: line, column: 1)),
      rule: rule, severity: .warning)
  }

  @Test func repeatsAreDroppedAndEverythingElseKept() {
    let sorted = [
      Self.finding("no-reason", "a.strings", 1, "m"),
      Self.finding("too-long", "a.strings", 1, "m"),
      Self.finding("no-reason", "a.strings", 1, "m"),  // a repeat, after another rule's finding
      Self.finding("no-reason", "a.strings", 1, "other message"),
      Self.finding("no-reason", "a.strings", 2, "m"),
      Self.finding("no-reason", "b.strings", 1, "m"),
      Self.finding("no-reason", "b.strings", 1, "m"),
    ].sorted(by: Linter.order)
    let kept = CheckJob.withoutRepeats(sorted)
    #expect(
      kept.map { "\($0.rule) \($0.location.file):\($0.location.line) \($0.message)" } == [
        "no-reason a.strings:1 m", "no-reason a.strings:1 other message", "too-long a.strings:1 m",
        "no-reason a.strings:2 m", "no-reason b.strings:1 m",
      ])
    #expect(CheckJob.withoutRepeats([]).isEmpty)
  }
}
