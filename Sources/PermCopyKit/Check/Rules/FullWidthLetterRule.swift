/// Full-width Latin letters and digits (ＣＢＤ, １６：３２) in Chinese text: Apple's Chinese copy
/// writes them half-width, as in English, and spaces them from Han (`cjk-latin-spacing`). A
/// full-width colon or point inside a number becomes half-width with it (16:32).
struct FullWidthLetterRule: Rule {
  static let id = "full-width-letter"

  /// Full-width digits and Latin letters: U+FF10–FF19, U+FF21–FF3A, U+FF41–FF5A.
  static func isFullWidthLetter(_ value: UInt32) -> Bool {
    (0xFF10...0xFF19).contains(value) || (0xFF21...0xFF3A).contains(value)
      || (0xFF41...0xFF5A).contains(value)
  }

  func check(_ input: CheckInput) -> [Finding] {
    eachUnit(input.units.filter { input.rules(for: $0).isChinese }) { unit in
      // Bytes first (every full-width form is led by 0xEF), then scalars: most texts have
      // none, and need no walk by character.
      guard unit.text.utf8Contains(0xEF),
        !unit.text.allScalarValues({ !Self.isFullWidthLetter($0) })
      else { return [] }
      let characters = Array(unit.text)
      let isFullWidth = { (character: Character) in
        character.unicodeScalars.count == 1
          && Self.isFullWidthLetter(character.unicodeScalars.first!.value)
      }
      // A full-width colon or point between full-width digits is the number's (１６：３２).
      let isDigit = { (index: Int) in
        index >= 0 && index < characters.count
          && ("０"..."９").contains(characters[index])
      }
      let inNumber = { (index: Int) in
        (characters[index] == "：" || characters[index] == "．") && isDigit(index - 1)
          && isDigit(index + 1)
      }
      // One finding per run (ＣＢＤ), fixed to its half-width form.
      var findings: [Finding] = []
      var index = 0
      while index < characters.count {
        guard isFullWidth(characters[index]) else {
          index += 1
          continue
        }
        let start = index
        while index < characters.count && (isFullWidth(characters[index]) || inNumber(index)) {
          index += 1
        }
        let run = String(characters[start..<index])
        let half = String(
          String.UnicodeScalarView(
            run.unicodeScalars.compactMap { Unicode.Scalar($0.value - 0xFEE0) }))
        findings.append(
          Finding(
            unit: unit, span: start..<index,
            message: "full-width '\(run)' in Chinese text; write '\(half)'", fix: half))
      }
      return findings
    }
  }
}
