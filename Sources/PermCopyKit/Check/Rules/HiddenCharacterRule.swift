/// A control character or a bidirectional override in a purpose string: invisible in Xcode's
/// editor and in review, yet it reorders or garbles what the alert shows.
struct HiddenCharacterRule: Rule {
  static let id = "hidden-character"

  func check(_ input: CheckInput) -> [Finding] {
    eachUnit(input.units.filter(\.isPurposeString)) { unit in
      // Bytes first: every control character and override has a lead byte below 0x20, 0x7F,
      // 0xC2 (C1 controls) or 0xE2 (U+202D, U+202E).
      guard
        unit.text.utf8Contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }),
        let offset = Array(unit.text).firstIndex(where: { character in
          character.unicodeScalars.contains {
            HiddenCharacters.isControl($0) || HiddenCharacters.isOverride($0)
          }
        })
      else { return [] }
      let character = Array(unit.text)[offset]
      let code = HiddenCharacters.escaped(String(character))
      let what =
        character.unicodeScalars.contains(where: HiddenCharacters.isOverride)
        ? "a bidirectional override (\(code)), which shows the text after it reversed"
        : "a control character (\(code)), which the alert shows as nothing or as a box"
      return [
        Finding(
          unit: unit, span: offset..<(offset + 1),
          message: "\(unit.key) holds \(what); remove it")
      ]
    }
  }
}
