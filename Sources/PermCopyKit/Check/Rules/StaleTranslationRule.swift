/// The source text changed and this translation did not: it may say something else now.
struct StaleTranslationRule: Rule {
  public static let id = "stale-translation"
  public static let defaultSeverity = Severity.error
  public static let summary =
    "the source text changed since the translation was made (permcopy.lock)"
  public static let source =
    "Localization practice: a translation of an older source text needs review (XLIFF 1.2 state needs-review-translation; BartyCrouch, i18n-tasks)"
  public static let examples: [RuleExample] = []

  public init() {}

  public func check(_ input: CheckInput) -> [Finding] {
    input.units.compactMap { unit in
      guard unit.review == .stale, let source = unit.staleSource else { return nil }
      return Finding(
        unit: unit,
        message: "\(unit.permission ?? unit.key) changed in \(input.sourceLocale) "
          + "(\(source.file):\(source.line)) after this \(unit.locale) "
          + "translation was made; update it, or run `permcopy accept --locale \(unit.locale) "
          + "\(unit.permission ?? "")`")
    }
  }
}
