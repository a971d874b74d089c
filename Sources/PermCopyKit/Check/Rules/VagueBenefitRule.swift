/// "To provide a better experience": a benefit so vague that App Review rejects it. A phrase
/// with `…` in the locale data matches with a few words between its parts ("the best location
/// experience", 提升您的使用体验), never across a sentence.
struct VagueBenefitRule: Rule {
  static let id = "vague-benefit"
  /// How far apart the two parts of a `…` phrase may be, in characters.
  static let gap = 16

  func check(_ input: CheckInput) -> [Finding] {
    eachUnit(input.units.filter(\.isPurposeString)) { unit in
      let rules = input.rules(for: unit)
      let sets = rules.phraseSets
      // One pass finds every part of every phrase; only phrases with all parts present are
      // matched in order, on characters.
      let present = unit.hits.present(.vagueParts, of: sets.vaguePartSet.phrases.count)
      var characters: [Character]?
      for (index, phrase) in rules.vaguePhrases.enumerated()
      where sets.vaguePartIndices[index].allSatisfy({ present[$0] }) {
        if characters == nil { characters = Array(unit.text) }
        if let range = Self.match(sets.vagueParts[index], in: characters!) {
          return [
            Finding(
              unit: unit, span: range,
              message: "'\(phrase)' is vague: say what the person can do")
          ]
        }
      }
      return []
    }
  }

  /// The first place the parts follow each other, each within `gap` characters of the one
  /// before and within one sentence.
  static func match(_ parts: [String], in characters: [Character]) -> Range<Int>? {
    guard let first = parts.first else { return nil }
    for start in TextSpans.occurrences(of: first, in: characters, ignoringCase: true) {
      var end = start.upperBound
      var matched = true
      for part in parts.dropFirst() {
        let window = characters[end..<min(characters.count, end + gap + part.count)]
        guard
          let next = TextSpans.occurrences(of: part, in: Array(window), ignoringCase: true).first,
          !window.prefix(next.lowerBound).contains(where: { ".。!！?？;；".contains($0) })
        else {
          matched = false
          break
        }
        end += next.upperBound
      }
      if matched { return start.lowerBound..<end }
    }
    return nil
  }
}
