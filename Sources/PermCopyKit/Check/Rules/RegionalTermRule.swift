/// Mainland vocabulary in Taiwan (or Hong Kong) copy — 視頻, 設置, 訪問… — and Taiwan vocabulary
/// in mainland copy — 存取, 使用者, 登入…. A correct script is not enough; the words must be the
/// reader's own, as Apple's UI in that region words them.
struct RegionalTermRule: Rule {
  static let id = "regional-term"

  static let region = ["zh-Hant": "Taiwan", "zh-HK": "Hong Kong", "zh-Hans": "mainland China"]

  func check(_ input: CheckInput) -> [Finding] {
    eachUnit(input.units.filter { !input.rules(for: $0).regionalTerms.isEmpty }) { unit in
      Self.occurrences(
        in: unit.text, hits: unit.hits, rules: input.rules(for: unit), locale: unit.writtenIn
      ).map { range, term in
        Finding(
          unit: unit, span: range,
          message:
            "'\(term.term)' is not \(Self.region[unit.writtenIn] ?? unit.writtenIn) usage; write '\(term.use)'"
        )
      }
    }
  }

  /// Where `text` holds a term of `rules`' regional list as a word of its own, in Character
  /// offsets, in the order the terms first appear (then list order). A compound changes as a
  /// whole (視頻通話 is 視訊通話, not 影片通話): a term inside a longer one found at the same
  /// place is left out. `hits` is the text's scan; `locale` segments it into words.
  static func occurrences(
    in text: String, hits: TextHits, rules: LocaleRules, locale: String
  ) -> [(range: Range<Int>, term: LocaleRules.RegionalTerm)] {
    // One pass found the terms the text holds; they are taken in the order their first
    // scalar first appears in the text, then in list order.
    var firstSeen: [(term: Int, start: Int)] = []
    var seenTerms = Set<String>()
    hits.scan(.regionalTerms) { index, end in
      let term = rules.regionalTerms[index].term
      if seenTerms.insert(term).inserted { firstSeen.append((index, end - term.utf8.count)) }
      return true
    }
    guard !firstSeen.isEmpty else { return [] }
    let bytes = Array(text.utf8)
    let order = firstSeen.map { found -> (term: Int, firstScalar: Int) in
      let lead = Array(rules.regionalTerms[found.term].term.unicodeScalars.first!.utf8)
      let first = (0...found.start).first { bytes[$0..<$0 + lead.count].elementsEqual(lead) }
      return (found.term, first ?? found.start)
    }.sorted { ($0.firstScalar, $0.term) < ($1.firstScalar, $1.term) }
    return asWords(
      order.map { rules.regionalTerms[$0.term] }, in: text,
      exceptions: rules.regionalExceptions, locale: locale)
  }

  /// Where `terms` stand in `text` as words of their own (訪問 is not in 拜訪|問候), in Character
  /// offsets, term by term in the order given; not inside one of `exceptions` (行動數據), and
  /// not inside a longer term found at the same place (a compound changes as a whole). What
  /// `draft` replaces, and what the rule reports.
  static func asWords(
    _ terms: [LocaleRules.RegionalTerm], in text: String, exceptions: [String], locale: String
  ) -> [(range: Range<Int>, term: LocaleRules.RegionalTerm)] {
    let characters = Array(text)
    var boundaries: Set<Int>?
    var found: [(range: Range<Int>, term: LocaleRules.RegionalTerm)] = []
    for term in terms {
      let excepted = exceptions.filter { $0.contains(term.term) }.flatMap {
        TextSpans.occurrences(of: $0, in: characters)
      }
      for range in TextSpans.occurrences(of: term.term, in: characters)
      where !excepted.contains(where: { $0.contains(range.lowerBound) }) {
        if boundaries == nil { boundaries = WordBreaks.boundaries(text, locale: locale) }
        guard let boundaries, boundaries.contains(range.lowerBound),
          boundaries.contains(range.upperBound)
        else { continue }
        found.append((range, term))
      }
    }
    return found.filter { one in
      !found.contains(where: { $0.range != one.range && $0.range.contains(one.range) })
    }
  }
}
