import Foundation
import Testing

@testable import PermCopyKit

/// The localizer's verdicts on the findings `check` made on the corpus
/// (../shared/corpus/VERDICTS.tsv): a finding judged false must never come back, and one judged
/// debatable must not be an error.
@Suite struct VerdictsTests {
  struct Verdict {
    let file: String
    let line: Int
    let rule: String
    let key: String
    let verdict: String
  }

  static let verdicts: [Verdict] = {
    let url = PackageRoot.shared.appendingPathComponent("corpus/VERDICTS.tsv")
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").dropFirst().compactMap { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count >= 7, let number = Int(fields[1]) else { return nil }
      return Verdict(
        file: fields[0], line: number, rule: fields[3], key: fields[5], verdict: fields[6])
    }
  }()

  func matches(_ diagnostic: Diagnostic, _ verdict: Verdict) -> Bool {
    diagnostic.rule == verdict.rule && diagnostic.location.line == verdict.line
      && diagnostic.location.file.hasSuffix(verdict.file)
  }

  /// Findings are matched by file, line and rule. Where one place holds several verdicts of one
  /// rule (a file-level `missing-translation` for two keys, one judged true and one false), the
  /// place may hold at most as many findings as verdicts that are not false.
  @Test func noFindingJudgedFalseComesBack() throws {
    #expect(Self.verdicts.count == 141)
    let falseOnes = Self.verdicts.filter { $0.verdict == "false" }
    #expect(falseOnes.count == 8)
    for verdict in falseOnes {
      let here = Self.verdicts.filter {
        $0.file == verdict.file && $0.line == verdict.line && $0.rule == verdict.rule
      }
      let allowed = here.filter { $0.verdict != "false" }.count
      let back = CheckCorpusTests.result.diagnostics.filter { matches($0, verdict) }
      #expect(
        back.count <= allowed,
        "\(verdict.rule) on \(verdict.file):\(verdict.line) (\(verdict.key)) was judged false: \(back.map(\.message))"
      )
    }
  }

  @Test func noFindingJudgedDebatableIsAnError() {
    for verdict in Self.verdicts where verdict.verdict == "debatable" {
      let errors = CheckCorpusTests.result.diagnostics.filter {
        matches($0, verdict) && $0.severity == .error
      }
      #expect(errors.isEmpty, "\(verdict.rule) on \(verdict.file):\(verdict.line) is an error")
    }
  }

  /// What stays: the findings judged true, by rule (a guard against fixing precision by firing
  /// less everywhere).
  /// A house style reported once per locale keeps each of its places as a related location.
  @Test func findingsJudgedTrueAreStillReported() {
    let trueOnes = Self.verdicts.filter { $0.verdict == "true" }
    let kept = trueOnes.filter { verdict in
      CheckCorpusTests.result.diagnostics.contains { diagnostic in
        matches(diagnostic, verdict)
          || (diagnostic.rule == verdict.rule
            && diagnostic.related.contains {
              $0.line == verdict.line && $0.file.hasSuffix(verdict.file)
            })
      }
    }
    #expect(trueOnes.count == 110)
    #expect(kept.count == trueOnes.count, "\(trueOnes.count - kept.count) true findings lost")
  }
}
