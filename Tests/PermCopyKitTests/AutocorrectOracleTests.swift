import Foundation
import Testing

@testable import PermCopyKit

/// autocorrect (the reference linter for Chinese–Latin copy, `pip install autocorrect-py`) as an
/// outside oracle for the typography rules: the team's own sentences
/// (`Fixtures/autocorrect/sentences.tsv`) run through both. Where autocorrect changes a sentence,
/// permcopy must report it and its fixes must give autocorrect's text; where autocorrect leaves
/// it, permcopy must report nothing. Every sentence on which they differ is listed in
/// `policy.tsv` with the reason (a documented policy of permcopy's); a listed sentence on which
/// they now agree fails too, so the list stays true.
@Suite struct AutocorrectOracleTests {
  static let folder = PackageRoot.url.appendingPathComponent("Tests/Fixtures/autocorrect")

  static func rows(_ name: String) throws -> [[String]] {
    try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      .split(separator: "\n").filter { !$0.hasPrefix("#") }
      .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
  }

  /// What autocorrect makes of each text, in order.
  static func autocorrected(_ texts: [String]) throws -> [String] {
    let script = """
      import json, sys, autocorrect_py
      for line in open(sys.argv[1], encoding="utf-8"):
          print(json.dumps(autocorrect_py.format(json.loads(line))))
      """
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "autocorrect-\(UUID().uuidString).jsonl")
    let lines = try texts.map { text in
      String(decoding: try JSONEncoder().encode(text), as: UTF8.self)
    }
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let (status, output) = try Python.run(script, [file.path])
    guard status == 0 else { throw InputError("autocorrect: \(output)", at: nil) }
    return try output.split(separator: "\n").map {
      try JSONDecoder().decode(String.self, from: Data($0.utf8))
    }
  }

  /// permcopy's typography findings on a text, and the text with every fix applied. Each join
  /// of Han and Latin is judged on its own (a one-text file would be a house style).
  static func permcopy(_ locale: String, _ text: String) -> (flagged: Bool, fixed: String) {
    let unit = CheckUnit(
      key: "NSCameraUsageDescription", permission: "camera", locale: locale, language: locale,
      text: text, file: "InfoPlist.strings",
      origin: SourceLocation(file: "InfoPlist.strings", line: 1, column: 1),
      rules: BuiltInRules.rules(for: locale))
    let input = CheckInput(
      units: [unit], sourceLocale: locale, locales: [locale], deploymentTarget: nil,
      appNames: [:])
    var edits: [(span: Range<Int>, fix: String?)] = []
    for rule in [HalfWidthPunctuationRule.self, FullWidthLetterRule.self] as [any Rule.Type] {
      edits += rule.init().check(input).compactMap { finding in
        finding.span.map { ($0, finding.fix?.text) }
      }
    }
    for join in CJKLatinSpacingRule.joins(in: unit) where !join.spaced {
      edits.append((join.span.lowerBound..<join.span.lowerBound + 1, "\(join.left) "))
    }
    var characters = Array(text)
    var fixedUpTo = characters.count
    for edit in edits.sorted(by: { $0.span.lowerBound > $1.span.lowerBound })
    where edit.span.upperBound <= fixedUpTo {
      guard let fix = edit.fix else { continue }
      characters.replaceSubrange(edit.span, with: Array(fix))
      fixedUpTo = edit.span.lowerBound
    }
    return (!edits.isEmpty, String(characters))
  }

  @Test func everyDifferenceFromAutocorrectIsAPolicy() throws {
    let sentences = try Self.rows("sentences.tsv").filter { $0.count == 2 }
    #expect(sentences.count >= 220)
    var policy: [String: String] = [:]
    for row in try Self.rows("policy.tsv") where row.count >= 2 { policy[row[0]] = row[1] }
    let theirs = try Self.autocorrected(sentences.map { $0[1] })
    try #require(theirs.count == sentences.count)
    var unlisted: [String] = []
    var agreeing: [String] = []
    var changed = 0
    var flaggedAlike = 0
    for (row, corrected) in zip(sentences, theirs) {
      let (locale, text) = (row[0], row[1])
      let ours = Self.permcopy(locale, text)
      let changes = corrected != text
      if changes { changed += 1 }
      if changes == ours.flagged { flaggedAlike += 1 }
      let agrees = changes ? ours.flagged && ours.fixed == corrected : !ours.flagged
      if agrees {
        if policy[text] != nil { agreeing.append(text) }
      } else if policy[text] == nil {
        unlisted.append("\(text)\tautocorrect: \(corrected)\tpermcopy: \(ours.fixed)")
      }
    }
    #expect(unlisted.isEmpty, "differences without a policy:\n\(unlisted.joined(separator: "\n"))")
    #expect(
      agreeing.isEmpty, "listed in policy.tsv but now alike:\n\(agreeing.joined(separator: "\n"))")
    // Most of the sentences are ones autocorrect changes, and the two flag alike on most.
    #expect(changed * 2 > sentences.count)
    #expect(flaggedAlike * 10 >= sentences.count * 8, "\(flaggedAlike) of \(sentences.count)")
  }
}
