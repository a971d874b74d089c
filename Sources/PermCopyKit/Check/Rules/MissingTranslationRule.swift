/// A purpose string the source locale has and a translation lacks: iOS falls back to another
/// language in the middle of a localized app.
public struct MissingTranslationRule: Rule {
  public static let id = "missing-translation"
  public static let defaultSeverity = Severity.error
  public static let summary = "a purpose string has no (or an empty) text in a configured locale"
  public static let source =
    "App Review 5.1.1 FAQ (localize purpose strings for every supported language)"
  public static let examples: [RuleExample] = [
    .triggers(
      "zh-Hans", "",
      context: [("NSCameraUsageDescription", "en", "Scan the QR code on a gift card.")]),
    .triggers(
      "zh-Hant", "用於掃描條碼。", key: "NSCameraUsageDescription",
      context: [
        ("NSMicrophoneUsageDescription", "en", "Record a voice memo."),
        ("NSCameraUsageDescription", "en", "Scan codes."),
      ]),
    .passes(
      "zh-Hans", "扫描礼品卡上的二维码。", context: [("NSCameraUsageDescription", "en", "Scan the QR code.")]),
    .passes("en", "Scan the QR code on a gift card."),
    .passes(
      "zh-Hant", "掃描禮物卡上的條碼。", context: [("NSCameraUsageDescription", "en", "Scan the QR code.")]),
  ]

  public init() {}

  /// A key iOS no longer reads at the deployment target (or, with none known, at all):
  /// `deprecated-key` reports it; it needs no translation.
  static func isDead(_ unit: CheckUnit, _ input: CheckInput) -> Bool {
    guard let permission = unit.permission.flatMap(Catalog.permission(id:)),
      let deprecated = permission.deprecated, !permission.stillReadWhenReplacementMissing
    else { return false }
    return input.deploymentTarget.map { $0 >= deprecated } ?? true
  }

  public func check(_ input: CheckInput) -> [Finding] {
    var findings: [Finding] = []
    let purpose = input.units.filter(\.isPurposeString)
    let source = purpose.filter { $0.locale == input.sourceLocale }
    for locale in input.locales where locale != input.sourceLocale {
      let translated = Dictionary(
        purpose.filter { $0.locale == locale }.map { ($0.key, $0) }, uniquingKeysWith: { $1 })
      let file = input.keysByLocale[locale]?.file
      for unit in source where !TextSpans.isBlank(unit.text) && !Self.isDead(unit, input) {
        if let translation = translated[unit.key] {
          if TextSpans.isBlank(translation.text) {
            findings.append(
              Finding(unit: translation, message: "\(unit.key) is empty in \(locale)"))
          }
          continue
        }
        let location = file.map { SourceLocation(file: $0, line: 1, column: 1) } ?? unit.origin
        // A macOS key in a Mac Catalyst app: iOS never shows it, so nothing fails on iOS.
        let onIOS = PurposeKeys.info(unit.key)?.isOnIOS ?? true
        findings.append(
          Finding(
            unit: nil,
            message: onIOS
              ? "\(unit.key) has no \(locale) text; iOS shows another language there"
              : "\(unit.key) has no \(locale) text; the Mac shows another language there",
            location: location, severity: onIOS ? nil : .warning))
      }
      if !input.isProject {
        let sourceKeys = Set(source.map(\.key))
        // Translations compared with each other: a key another translation has and this one
        // lacks, when the source lacks it too, is still missing here.
        let file = input.keysByLocale[locale]?.file
        for other in input.locales where other != locale && other != input.sourceLocale {
          let otherKeys = Set(
            purpose.filter { $0.locale == other && $0.permission != nil }.map(\.key))
          for key in otherKeys.subtracting(sourceKeys).subtracting(translated.keys).sorted() {
            findings.append(
              Finding(
                unit: nil,
                message:
                  "\(key) is in \(other) but not in \(locale) (nor in \(input.sourceLocale), the source locale)",
                location: SourceLocation(file: file ?? "-", line: 1, column: 1), severity: .warning)
            )
          }
        }
        for unit in translated.values.sorted(by: { $0.origin.line < $1.origin.line })
        where !sourceKeys.contains(unit.key) && unit.permission != nil {
          findings.append(
            Finding(
              unit: unit,
              message:
                "\(unit.key) is in \(locale) but not in \(input.sourceLocale), the source locale",
              location: unit.entry?.keyLocation, severity: .warning))
        }
      }
    }
    return findings
  }
}
