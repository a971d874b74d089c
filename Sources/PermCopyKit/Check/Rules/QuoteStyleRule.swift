/// Taiwan writes 「」, the mainland “”; and straight ASCII quotes around Chinese words look broken.
struct QuoteStyleRule: Rule {
  static let id = "quote-style"

  func check(_ input: CheckInput) -> [Finding] {
    eachUnit(input.units.filter { input.rules(for: $0).isChinese }) { unit in
      let rules = input.rules(for: unit)
      guard
        unit.text.utf8Contains(UInt8(ascii: "\""))
          || rules.foreignQuotes.contains(where: { TextSpans.contains(unit.text, $0) })
      else { return [] }
      let characters = Array(unit.text)
      // The other region's marks map one to one onto the locale's (opening to opening).
      let foreign = characters.indices.filter {
        rules.foreignQuotes.contains(String(characters[$0]))
      }
      if let first = foreign.first, let last = foreign.last {
        let replacement = characters[first...last].map { character -> String in
          guard let position = rules.foreignQuotes.firstIndex(of: String(character)),
            position < rules.quotes.count
          else { return String(character) }
          return rules.quotes[position]
        }
        let expected = rules.quotes.prefix(2).joined()
        return [
          Finding(
            unit: unit, span: first..<last + 1,
            message:
              "'\(characters[first])' is the other region's quotation mark; \(unit.writtenIn) uses \(expected)",
            fix: replacement.joined())
        ]
      }
      for (index, character) in characters.enumerated() where character == "\"" {
        let before = index > 0 ? characters[index - 1] : nil
        let after = index + 1 < characters.count ? characters[index + 1] : nil
        if before.map(TextSpans.isHan) == true || after.map(TextSpans.isHan) == true {
          return [
            Finding(
              unit: unit, span: index..<index + 1,
              message:
                "ASCII quotation marks around Chinese text; use \(rules.quotes.prefix(2).joined())"
            )
          ]
        }
      }
      return []
    }
  }
}
