/// An empty purpose string crashes nothing but tells the person nothing; App Store Connect
/// rejects the upload of an empty Info.plist value, and App Review an empty text.
struct EmptyTextRule: Rule {
  static let id = "empty-text"

  /// A translation that is empty where the source has text is `missing-translation`; this rule
  /// covers every other empty text.
  func check(_ input: CheckInput) -> [Finding] {
    let sources = input.sourceTexts
    // `"" = "";` stubs and empty document-type names are not purpose strings.
    // A key no platform reads shows its text to nobody: `unknown-key` is its one finding.
    return eachUnit(
      input.units.filter { $0.field != .otherValue && !PurposeKeys.isNeverRead($0.key) }
    ) { unit in
      if unit.isPurposeString, unit.locale != input.sourceLocale,
        let source = sources[unit.key], !TextSpans.isBlank(source.text)
      {
        return []
      }
      guard TextSpans.isBlank(unit.text) else { return [] }
      // The upload check reads the Info.plist's own value: an empty one fails there too.
      let fromTable = unit.file.hasSuffix(".strings") || unit.file.hasSuffix(".xcstrings")
      let upload =
        unit.isPurposeString && unit.locale == input.sourceLocale && !fromTable
        ? " (App Store Connect rejects the upload: ITMS-90738)" : ""
      return [
        Finding(
          unit: unit,
          message: "\(unit.key) is empty\(upload): say what the person can do with this access")
      ]
    }
  }
}
