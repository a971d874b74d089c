/// An empty purpose string crashes nothing but tells the person nothing; App Review rejects it.
struct EmptyTextRule: Rule {
  public static let id = "empty-text"
  public static let defaultSeverity = Severity.error
  public static let summary = "the text is empty or only white space"
  public static let source = "App Review 5.1.1; Info.plist key pages (\"a non-empty string\")"
  public static let examples: [RuleExample] = [
    .triggers("en", ""), .triggers("en", "   "), .triggers("zh-Hans", " "),
    .triggers("zh-Hant", "\n"),
    .passes("en", "Scan the QR code on a gift card."), .passes("zh-Hans", "扫描礼品卡上的二维码。"),
    .passes("zh-Hant", "掃描禮物卡上的 QR 碼。"),
  ]

  public init() {}

  /// A translation that is empty where the source has text is `missing-translation`; this rule
  /// covers every other empty text.
  public func check(_ input: CheckInput) -> [Finding] {
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
