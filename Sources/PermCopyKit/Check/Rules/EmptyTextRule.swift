/// An empty purpose string crashes nothing but tells the person nothing; App Review rejects it.
struct EmptyTextRule: Rule {
  static let id = "empty-text"

  /// A translation that is empty where the source has text is `missing-translation`; this rule
  /// covers every other empty text.
  func check(_ input: CheckInput) -> [Finding] {
    let sources = input.sourceTexts
    // `"" = "";` stubs and empty document-type names are not purpose strings.
    return eachUnit(input.units.filter { $0.field != .otherValue }) { unit in
      if unit.isPurposeString, unit.locale != input.sourceLocale,
        let source = sources[unit.key], !TextSpans.isBlank(source.text)
      {
        return []
      }
      return TextSpans.isBlank(unit.text)
        ? [
          Finding(
            unit: unit, message: "\(unit.key) is empty: say what the person can do with this access"
          )
        ]
        : []
    }
  }
}
