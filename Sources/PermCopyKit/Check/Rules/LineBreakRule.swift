/// The system alert wraps its message itself; a line break written into the middle of a sentence
/// breaks it wherever the width happens to fall, and often comes from a pasted draft. A break
/// between sentences is paragraphing the alert renders: a style choice, not reported.
struct LineBreakRule: Rule {
  static let id = "line-break"

  /// What ends a sentence (or a clause a break may follow): a break after one is paragraphing.
  static let sentenceEnds: Set<Character> = [
    ".", "。", "!", "！", "?", "？", ":", "：", ";", "；", "…", "」", "』", "\u{201D}",
  ]

  func check(_ input: CheckInput) -> [Finding] {
    eachUnit(
      input.units.filter {
        $0.isPurposeString && $0.text.utf8Contains { $0 == 0x0A || $0 == 0x0D }
      }
    ) { unit in
      let text = TextSpans.trimmed(unit.text)
      // The first break whose sentence goes on after it.
      var previous: Character?
      var found: String.Index?
      for index in text.indices {
        let character = text[index]
        if character == "\n" || character == "\r\n" || character == "\r" {
          if let previous, !Self.sentenceEnds.contains(previous) {
            found = index
            break
          }
        } else if !character.isWhitespace {
          previous = character
        }
      }
      guard let index = found else { return [] }
      let leading = unit.text.prefix { $0.isWhitespace }.count
      let offset = text.distance(from: text.startIndex, to: index) + leading
      return [
        Finding(
          unit: unit, span: offset..<offset + 1,
          message: "a line break inside a purpose string: the alert wraps the text itself")
      ]
    }
  }
}
