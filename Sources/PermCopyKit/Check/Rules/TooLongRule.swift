/// A purpose string the alert has to scroll: App Review asks for one short sentence.
struct TooLongRule: Rule {
  static let id = "too-long"

  func check(_ input: CheckInput) -> [Finding] {
    let english = BuiltInRules.rules(for: "en")
    return eachUnit(input.units.filter(\.isPurposeString)) { unit in
      var rules = input.rules(for: unit)
      // The limit of the language the text is written in: English in a Chinese table is read
      // at English's length.
      if rules.isChinese && !TextSpans.containsHan(unit.text) { rules = english }
      guard let limit = rules.maxColumns else { return [] }
      let width = unit.displayWidth
      return width > limit
        ? [
          Finding(
            unit: unit,
            message:
              "\(width) columns; keep purpose strings within \(limit) in \(rules === english ? "English" : unit.writtenIn)"
          )
        ]
        : []
    }
  }
}
