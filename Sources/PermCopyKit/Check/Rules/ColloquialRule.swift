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
      var found: [(range: Range<Int>, term: LocaleRules.RegionalTerm)] = []
      var taken: [Range<Int>] = []
      // Longest first, so 佢哋 is one finding, not 佢 and 哋.
      for term in rules.colloquialTerms.sorted(by: { $0.term.count > $1.term.count }) {
        for range in TextSpans.occurrences(of: term.term, in: characters)
        where !named.contains(where: { $0.overlaps(range) })
          && !taken.contains(where: { $0.overlaps(range) })
        {
          taken.append(range)
          found.append((range, term))
        }
      }
      // One finding per text: the register is one cause, however many words show it.
      found.sort { $0.range.lowerBound < $1.range.lowerBound }
      guard let first = found.first else { return [] }
      var pairs: [String] = []
      for (_, term) in found where !pairs.contains("'\(term.term)'→'\(term.use)'") {
        pairs.append("'\(term.term)'→'\(term.use)'")
      }
      let message =
        found.count == 1
        ? "'\(first.term.term)' is spoken Cantonese; formal copy writes '\(first.term.use)'"
        : "spoken Cantonese (\(pairs.joined(separator: ", "))); formal copy writes the second of each"
      return [Finding(unit: unit, span: first.range, message: message)]
    }
  }
}
