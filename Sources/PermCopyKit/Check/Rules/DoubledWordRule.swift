/// A word written twice in a row — "the the", 您的您的 — is a slip every reader sees. Only the
/// locale's function words count (`doubled-words`), so reduplicated verbs (看看, 研究研究) and
/// "had had" pass.
struct DoubledWordRule: Rule {
  static let id = "doubled-word"

  func check(_ input: CheckInput) -> [Finding] {
    eachUnit(input.units.filter { $0.field != .otherValue }) { unit in
      let rules = input.rules(for: unit)
      guard !rules.doubledForms.isEmpty else { return [] }
      // One byte pass first: most texts hold no doubled word at all.
      let present = unit.hits.present(.doubledForms, of: rules.doubledForms.count)
      guard !present.isEmpty else { return [] }
      var characters: [Character]?
      for (index, (word, doubled, _)) in rules.doubledForms.enumerated() where present[index] {
        if characters == nil { characters = Array(unit.text) }
        guard let characters else { continue }
        for range in TextSpans.occurrences(
          of: doubled, in: characters, ignoringCase: !rules.isChinese)
        {
          // A Latin word stands alone: "the theme" is not "the the".
          if !rules.isChinese {
            let before = range.lowerBound > 0 ? characters[range.lowerBound - 1] : " "
            let after = range.upperBound < characters.count ? characters[range.upperBound] : " "
            if before.isLetter || after.isLetter { continue }
          }
          return [Finding(unit: unit, span: range, message: "'\(word)' is written twice")]
        }
      }
      return []
    }
  }
}
