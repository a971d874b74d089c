/// A purpose string too short to say what the access is for.
struct TooShortRule: Rule {
  static let id = "too-short"

  func check(_ input: CheckInput) -> [Finding] {
    eachUnit(input.units.filter(\.isPurposeString)) { unit in
      guard let limit = input.rules(for: unit).minColumns,
        !TextSpans.isBlank(unit.text)
      else { return [] }
      let width = unit.displayWidth
      return width < limit
        ? [
          Finding(
            unit: unit,
            message:
              "\(width) columns is too short to say why; write at least \(limit) in \(unit.language)"
          )
        ]
        : []
    }
  }
}
