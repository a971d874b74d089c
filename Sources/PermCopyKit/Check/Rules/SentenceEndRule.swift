/// A purpose string is one complete sentence: it ends with the locale's full stop, and Chinese
/// never ends with a half-width period.
struct SentenceEndRule: Rule {
  static let id = "sentence-end"

  /// A file where most purpose strings end without a stop has a house style: one finding for the
  /// locale. Where only a few lack it, each of those is reported and fixable.
  func check(_ input: CheckInput) -> [Finding] {
    let units = input.units.filter { $0.isPurposeString && !$0.ignores(Self.id) }
    return HouseStyle.byFileAndLocale(units).flatMap { group in
      var findings: [Finding] = []
      var breaks: [HouseStyle.Break] = []
      var checked = 0
      for unit in group {
        let ending = Self.ending(of: unit)
        if case .notChecked = ending { continue }
        checked += 1
        switch ending {
        case .notChecked, .complete: break
        case .halfWidthPeriod(let offset):
          findings.append(
            Finding(
              unit: unit, span: offset..<offset + 1, message: "ends with a half-width '.'; use '。'",
              fix: "。"))
        case .open(let offset, let last, let expected, let quoted):
          breaks.append(
            HouseStyle.Break(
              unit: unit, span: offset..<offset + 1,
              message: "a purpose string is one complete sentence: end it with '\(expected)'",
              // After a closing quotation mark the stop's place is the writer's call.
              fix: quoted ? nil : String(last) + expected))
        }
      }
      let locale = group[0].scope
      let stop = group[0].rules.fullStops.first ?? "."
      return findings
        + HouseStyle.findings(breaks, checked: checked) { count, checked in
          (count == checked
            ? "none of the \(count) purpose strings in \(locale) ends with '\(stop)'"
            : "\(count) of the \(checked) purpose strings in \(locale) end without '\(stop)'")
            + ": a house style, but App Review asks for complete sentences; end each with '\(stop)'"
        }
    }
  }

  enum Ending {
    case notChecked
    case complete
    case halfWidthPeriod(offset: Int)
    /// No full stop: the offset and character of the last letter before any closing marks.
    case open(offset: Int, last: Character, expected: String, quoted: Bool)
  }

  static func ending(of unit: CheckUnit) -> Ending {
    let rules = unit.rules
    guard !rules.fullStops.isEmpty else { return .notChecked }
    // Only trailing space is dropped, so offsets stay those of the unit's text.
    var text = Substring(unit.text)
    while let last = text.last, last.isWhitespace { text.removeLast() }
    guard !text.isEmpty else { return .notChecked }
    // English left in a Chinese file is `untranslated`, not a sentence missing its 。
    // (White space is not Han: the whole text answers for the trimmed one.)
    if rules.isChinese && !TextSpans.containsHan(unit.text) { return .notChecked }
    // A one-word stub is no sentence at all: `placeholder-text`'s.
    if unit.isPurposeString && text.utf8.count <= 64
      && PlaceholderTextRule.isStub(PlaceholderTextRule.core(unit.lowered), rules)
    {
      return .notChecked
    }
    var quoted = false
    while let last = text.last, rules.closingMarks.contains(String(last)) {
      text.removeLast()
      quoted = true
    }
    guard let last = text.last else { return .notChecked }
    // 允许吗？?: the stray half-width mark after a full stop is `half-width-punctuation`'s.
    if rules.isChinese, HalfWidthPunctuationRule.marks[last] != nil,
      let stop = text.dropLast().last, rules.fullStops.contains(String(stop))
    {
      return .complete
    }
    // Counted only for a finding: most texts end well, and counting walks every character.
    if rules.isChinese && last == "." && !(text.dropLast().last?.isNumber ?? false) {
      return .halfWidthPeriod(offset: text.count - 1)
    }
    if rules.fullStops.contains(String(last)) || last == "…" || last == "⋯" { return .complete }
    // 可以使用相机吗? ends as a question: its mark's width is `half-width-punctuation`'s, and
    // a 。 would be wrong there.
    if rules.isChinese && (last == "?" || last == "!") { return .complete }
    return .open(
      offset: text.count - 1, last: last, expected: rules.fullStops.first ?? ".", quoted: quoted)
  }
}
