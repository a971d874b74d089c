/// A purpose string the alert has to scroll: App Review asks for one short sentence.
struct TooLongRule: Rule {
  public static let id = "too-long"
  public static let defaultSeverity = Severity.warning
  public static let summary =
    "the purpose string is longer than the limit of the language it is written in, in display columns"
  public static let source =
    "App Review 5.1.1 (\"one short, complete sentence\"); locale limits in locales/*.yml"
  public static let examples: [RuleExample] = [
    .triggers("en", String(repeating: "We use your camera to scan codes and more. ", count: 5)),
    .triggers("zh-Hans", String(repeating: "允许访问相机后，你可以扫描礼品卡上的二维码。", count: 4)),
    .triggers("zh-Hant", String(repeating: "允許取用相機後，你可以掃描禮物卡上的條碼。", count: 4)),
    .passes("en", "Scan the QR code on a gift card to redeem it."),
    .passes("zh-Hans", "允许访问相机后，你可以扫描礼品卡上的二维码。"),
    .passes("zh-Hant", "允許取用相機後，你可以掃描禮物卡上的條碼。"),
    // English left in a Chinese table is held to English's limit (`untranslated` reports it).
    .passes(
      "zh-Hans",
      "We use your camera to scan the QR code on a gift card, so that its points are added to "
        + "your account and you can spend them in any of our shops near you, today or later on."
    ),
  ]

  public init() {}

  public func check(_ input: CheckInput) -> [Finding] {
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
              "\(width) columns; keep purpose strings within \(limit) in \(rules === english ? "English" : unit.language)"
          )
        ]
        : []
    }
  }
}
