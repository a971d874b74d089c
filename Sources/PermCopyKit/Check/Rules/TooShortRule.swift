/// A purpose string too short to say what the access is for.
struct TooShortRule: Rule {
  public static let id = "too-short"
  public static let defaultSeverity = Severity.warning
  public static let summary =
    "the purpose string is shorter than the locale's minimum, in display columns"
  public static let source =
    "App Review 5.1.1 (name the feature and give an example); locale limits in locales/*.yml"
  public static let examples: [RuleExample] = [
    .triggers("en", "Camera."), .triggers("en", "For photos"),
    .triggers("zh-Hans", "拍照。"), .triggers("zh-Hant", "用來拍照"),
    .passes("en", "Scan the QR code on a gift card."),
    .passes("zh-Hans", "用于扫描礼品卡上的二维码。"), .passes("zh-Hant", "用來掃描禮物卡上的條碼。"),
    .passes("en", ""),
  ]

  public init() {}

  public func check(_ input: CheckInput) -> [Finding] {
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
