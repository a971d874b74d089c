/// The source text changed and this translation did not: it may say something else now.
struct StaleTranslationRule: Rule {
  static let id = "stale-translation"

  func check(_ input: CheckInput) -> [Finding] {
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
