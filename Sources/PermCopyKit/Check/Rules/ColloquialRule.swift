/// Spoken Cantonese written out — 嘅, 咗, 唔, 冇, 佢… — in copy that should be formal written
/// Chinese. Taiwan readers do not read Cantonese; Hong Kong's system copy, Apple's included, is
/// written in formal Chinese with Hong Kong words, so an app that writes 唔可以 in a permission
/// alert reads as a chat message. The words and their formal forms are locale data
/// (`colloquial-terms`).
struct ColloquialRule: Rule {
  static let id = "colloquial"

  func check(_ input: CheckInput) -> [Finding] {
    eachUnit(input.units.filter { !input.rules(for: $0).colloquialTerms.isEmpty }) { unit in
      let rules = input.rules(for: unit)
      guard unit.hits.occurs(.colloquialTerms) else { return [] }
      let characters = Array(unit.text)
      // The app's own name may hold such a character (卡摸咩): it is a name, not copy.
      let name = input.appNames[unit.locale] ?? input.appNames[unit.language]
      let named = name.map { TextSpans.occurrences(of: $0, in: characters) } ?? []
      var findings: [Finding] = []
      var taken: [Range<Int>] = []
      // Longest first, so 佢哋 is one finding, not 佢 and 哋.
      for term in rules.colloquialTerms.sorted(by: { $0.term.count > $1.term.count }) {
        for range in TextSpans.occurrences(of: term.term, in: characters)
        where !named.contains(where: { $0.overlaps(range) })
          && !taken.contains(where: { $0.overlaps(range) })
        {
          taken.append(range)
          findings.append(
            Finding(
              unit: unit, span: range,
              message: "'\(term.term)' is spoken Cantonese; formal copy writes '\(term.use)'"))
        }
      }
      return findings.sorted { ($0.span?.lowerBound ?? 0) < ($1.span?.lowerBound ?? 0) }
    }
  }
}
