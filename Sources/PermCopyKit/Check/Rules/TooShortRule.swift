/// A purpose string too short to say what the access is for.
struct TooShortRule: Rule {
  static let id = "too-short"

  func check(_ input: CheckInput) -> [Finding] {
    eachUnit(input.units.filter(\.isPurposeString)) { unit in
      let rules = input.rules(for: unit)
      guard let limit = rules.minColumns, !TextSpans.isBlank(unit.text) else { return [] }
      let width = unit.displayWidth
      guard width < limit else { return [] }
      // A one-word stub is `placeholder-text`'s: one cause, one finding.
      let whole = PlaceholderTextRule.core(unit.lowered)
      if whole.utf8.count <= 64 && PlaceholderTextRule.isStub(whole, rules) { return [] }
      // In the text's own measure: a Han character is two columns.
      let wanted =
        rules.isChinese
        ? "\(limit) columns (\(limit / 2) Chinese characters) in \(unit.writtenIn)"
        : "\(limit) in \(unit.writtenIn)"
      return [
        Finding(
          unit: unit, message: "\(width) columns is too short to say why; write at least \(wanted)")
      ]
    }
  }
}
