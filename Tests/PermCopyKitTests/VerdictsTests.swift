import Foundation
import Testing

@testable import PermCopyKit

/// The localizer's verdicts on the findings `check` made on both shared corpora
/// (`../shared/corpus/VERDICTS*.tsv`, `../shared/corpus2/VERDICTS.tsv`): a finding judged false
/// must never come back, one judged debatable must not be an error, and the ones judged true
/// are still reported.
@Suite(.enabled(if: PackageRoot.sharedIsThere, PackageRoot.sharedIsMissing)) struct VerdictsTests {
  struct Verdict {
    let corpus: String
    let file: String
    let line: Int
    let rule: String
    let key: String
    let verdict: String
    let why: String

    /// The app: the corpus folder's first component.
    var app: String { String(file.prefix { $0 != "/" }) }
  }

  static let corpora = ["corpus", "corpus2", "corpus3", "corpus4"]
  /// The sets whose missing entries each have a line of their own.
  static let placementCorpora: Set<String> = ["corpus", "corpus2"]

  static let verdicts: [Verdict] = corpora.flatMap { corpus -> [Verdict] in
    let folder = PackageRoot.shared.appendingPathComponent(corpus)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasPrefix("VERDICTS") && $0.hasSuffix(".tsv") }.sorted().flatMap {
      name -> [Verdict] in
      let url = folder.appendingPathComponent(name)
      let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
      return text.split(separator: "\n").dropFirst().compactMap { line in
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard fields.count >= 7, let number = Int(fields[1]) else { return nil }
        return Verdict(
          corpus: corpus, file: fields[0], line: number, rule: fields[3], key: fields[5],
          verdict: fields[6], why: fields.count > 7 ? fields[7] : "")
      }
    }
  }

  /// Each corpus checked once, as one path.
  static let results: [String: CheckResult] = Dictionary(
    uniqueKeysWithValues: corpora.map { corpus in
      if corpus == "corpus" { return (corpus, CheckCorpusTests.result) }
      var options = CheckJob.Options()
      options.paths = [PackageRoot.shared.appendingPathComponent(corpus).path]
      return (corpus, try! CheckJob.check(options))
    })

  static func diagnostics(_ verdict: Verdict) -> [Diagnostic] {
    results[verdict.corpus]?.diagnostics ?? []
  }

  /// The path of a diagnostic inside its corpus.
  static func corpusPath(_ diagnostic: Diagnostic, _ corpus: String) -> String {
    corpusPath(diagnostic.location, corpus)
  }

  static func corpusPath(_ location: PermCopyKit.SourceLocation, _ corpus: String) -> String {
    let file = location.file
    guard let range = file.range(of: "/\(corpus)/") else { return file }
    return String(file[range.upperBound...])
  }

  /// By file, line and rule. `missing-translation` findings now stand where the fix goes (the
  /// language that lacks the key, at the line its entry belongs on), not where the verdicts saw
  /// them: they are matched by app and key, or by file for a verdict at a file's 1:1.
  static func matches(_ diagnostic: Diagnostic, _ verdict: Verdict) -> Bool {
    guard diagnostic.rule == verdict.rule else { return false }
    let path = corpusPath(diagnostic, verdict.corpus)
    if verdict.rule == MissingTranslationRule.id {
      if !verdict.key.isEmpty {
        return path.hasPrefix(verdict.app + "/") && diagnostic.unit?.key == verdict.key
      }
      return path == verdict.file
    }
    return diagnostic.location.line == verdict.line && path == verdict.file
  }

  @Test
  func everyVerdictFileIsRead() {
    #expect(Self.verdicts.filter { $0.corpus == "corpus" }.count == 141 + 36)
    #expect(Self.verdicts.filter { $0.corpus == "corpus2" }.count == 473)
    #expect(Self.verdicts.filter { $0.corpus == "corpus3" }.count == 245)
    #expect(Self.verdicts.filter { $0.corpus == "corpus4" }.count == 102)
  }

  /// Where one place holds several verdicts of one rule, the place may hold at most as many
  /// findings as verdicts that are not false.
  @Test
  func noFindingJudgedFalseComesBack() throws {
    let falseOnes = Self.verdicts.filter { $0.verdict == "false" }
    #expect(falseOnes.count >= 8)
    // A finding judged false for its suggestion alone comes back with the right one
    // (`theMainlandWordForAContactIsSuggested`).
    for verdict in falseOnes
    where (verdict.rule != MissingTranslationRule.id || !verdict.key.isEmpty)
      && !verdict.why.contains("wrong fix")
    {
      let here = Self.verdicts.filter {
        $0.corpus == verdict.corpus && $0.file == verdict.file && $0.line == verdict.line
          && $0.rule == verdict.rule && $0.key == verdict.key
      }
      let allowed = here.filter { $0.verdict != "false" }.count
      let back = Self.diagnostics(verdict).filter {
        $0.rule == verdict.rule && $0.location.line == verdict.line
          && Self.corpusPath($0, verdict.corpus) == verdict.file
          && (verdict.key.isEmpty || $0.unit?.key == verdict.key)
      }
      #expect(
        back.count <= allowed,
        "\(verdict.rule) on \(verdict.file):\(verdict.line) (\(verdict.key)) was judged false: \(back.map(\.message))"
      )
    }
  }

  /// The two file-level `missing-translation` errors judged false named their key in the
  /// message only: a key iOS never reads at the deployment target, and one iOS never reads.
  @Test
  func translationsOfKeysIOSNeverReadsAreNotDemanded() {
    let dead: [(corpus: String, app: String, key: String)] = [
      ("corpus", "DanXi-Dev__DanXi", "NSLocationAlwaysUsageDescription"),
      ("corpus2", "YI0406__yibrowser", "NSUserNotificationUsageDescription"),
      ("corpus2", "yuyakan__MuscleTrainingCounter", "NSUserTrackingUsageDescription"),
    ]
    for (corpus, app, key) in dead {
      let back = Self.results[corpus]?.diagnostics.filter {
        $0.rule == MissingTranslationRule.id && Self.corpusPath($0, corpus).hasPrefix(app + "/")
          && $0.unit?.key == key
      }
      #expect(back?.isEmpty == true, "\(app) \(key): \(back?.map(\.message) ?? [])")
    }
  }

  @Test
  func theMainlandWordForAContactIsSuggested() throws {
    let verdict = try #require(Self.verdicts.first { $0.why.contains("wrong fix") })
    let back = Self.diagnostics(verdict).filter {
      $0.rule == verdict.rule && $0.location.line == verdict.line
        && Self.corpusPath($0, verdict.corpus) == verdict.file && $0.message.contains("联络人")
    }
    #expect(back.allSatisfy { $0.message.contains("'联系人'") }, "\(back.map(\.message))")
  }

  @Test
  func noFindingJudgedDebatableIsAnError() {
    for verdict in Self.verdicts
    where verdict.verdict == "debatable" && verdict.rule != MissingTranslationRule.id {
      let errors = Self.diagnostics(verdict).filter {
        Self.matches($0, verdict) && $0.severity == .error
      }
      #expect(errors.isEmpty, "\(verdict.rule) on \(verdict.file):\(verdict.line) is an error")
    }
  }

  /// What stays: the findings judged true, by rule (a guard against fixing precision by firing
  /// less everywhere). A house style reported once per locale keeps each of its places as a
  /// related location.
  @Test
  func findingsJudgedTrueAreStillReported() {
    // A translation asked for a key iOS no longer reads is not missing (`deprecated-key`'s);
    // nor is a key only translations have, from the development region's people, who see the
    // Info.plist in their own language (re-judged against the apps' real Info.plists).
    let trueOnes = Self.verdicts.filter {
      $0.verdict == "true"
        && !($0.rule == MissingTranslationRule.id
          && (MissingTranslationRule.isDead($0.key, deploymentTarget: nil)
            || Self.keysOnlyTranslationsHave.contains("\($0.app) \($0.key)")))
    }
    // A table no target copies is one `unshipped-table` finding, never judged as copy.
    var unshipped: Set<String> = []
    for (corpus, result) in Self.results {
      for diagnostic in result.diagnostics where diagnostic.rule == "unshipped-table" {
        for place in [diagnostic.location] + diagnostic.related {
          unshipped.insert(corpus + "/" + Self.corpusPath(place, corpus))
        }
      }
    }
    let lost = trueOnes.filter { verdict in
      !unshipped.contains("\(verdict.corpus)/\(verdict.file)")
        && !Self.diagnostics(verdict).contains { diagnostic in
          Self.matches(diagnostic, verdict)
            || (diagnostic.rule == verdict.rule
              && diagnostic.related.contains {
                $0.line == verdict.line && $0.file.hasSuffix(verdict.file)
              })
            // A one-word stub ("Yes", "Ja") is one cause: `placeholder-text` reports it, and
            // `too-short` and `sentence-end` no longer do.
            || (Self.stubRules.contains(verdict.rule)
              && diagnostic.rule == PlaceholderTextRule.id
              && diagnostic.location.line == verdict.line
              && diagnostic.location.file.hasSuffix(verdict.file))
        }
    }
    #expect(trueOnes.count > 500)
    #expect(lost.isEmpty, "\(lost.map { "\($0.file):\($0.line) \($0.rule) \($0.key)" })")
  }

  static let stubRules: Set<String> = [TooShortRule.id, SentenceEndRule.id]

  /// "is in zh-Hans but not in en, the source locale": DanXi's Info.plist declares no such key
  /// (a leftover zh-Hans entry), Signal's text is English; English people see English.
  static let keysOnlyTranslationsHave: Set<String> = [
    "DanXi-Dev__DanXi NSLocationAlwaysAndWhenInUseUsageDescription",
    "signalapp__Signal-iOS NSLocalNetworkUsageDescription",
  ]

  /// Every finding stands where its fix goes: none at 1:1 of a file that has more lines.
  @Test
  func noMissingTranslationAtTheTopOfAFileWithLines() throws {
    // corpus3 and corpus4 have tables with fewer lines than missing entries (a file of names
    // only), whose entries share the last line: the placement is held on the first two sets.
    for (corpus, result) in Self.results where Self.placementCorpora.contains(corpus) {
      for diagnostic in result.diagnostics
      where diagnostic.rule == MissingTranslationRule.id && diagnostic.location.line == 1
        && diagnostic.location.column == 1
      {
        let url = PackageRoot.shared.appendingPathComponent(corpus)
          .appendingPathComponent(Self.corpusPath(diagnostic, corpus))
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        #expect(
          text.split(separator: "\n").count <= 1, "\(diagnostic.location): \(diagnostic.message)")
      }
    }
  }

  /// Findings about different texts never share one spot.
  @Test func missingTranslationsNeverShareASpot() {
    for (corpus, result) in Self.results where Self.placementCorpora.contains(corpus) {
      var spots: [PermCopyKit.SourceLocation: String] = [:]
      for diagnostic in result.diagnostics where diagnostic.rule == MissingTranslationRule.id {
        let what = "\(diagnostic.unit?.key ?? "") \(diagnostic.unit?.locale ?? "")"
        if let other = spots.updateValue(what, forKey: diagnostic.location) {
          #expect(other == what, "\(diagnostic.location): \(other) and \(what)")
        }
      }
    }
  }
}
