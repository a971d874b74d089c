/// A Chinese purpose string that is still the English source, or has no Chinese in it at all.
struct UntranslatedRule: Rule {
  public static let id = "untranslated"
  public static let defaultSeverity = Severity.error
  public static let summary =
    "text in a Chinese locale that is the source text, or has no Han character"
  public static let source = "App Review 5.1.1 (localize purpose strings); i18n-tasks eq-base"
  static let sourceText = "Scan the QR code on a gift card to redeem it."
  public static let examples: [RuleExample] = [
    .triggers("zh-Hans", sourceText, context: [("NSCameraUsageDescription", "en", sourceText)]),
    .triggers("zh-Hant", "We use the camera to scan your card."),
    .triggers("zh-Hans", "Used to take photos for your profile."),
    .passes(
      "zh-Hans", "扫描礼品卡上的二维码即可兑换。", context: [("NSCameraUsageDescription", "en", sourceText)]),
    .passes("zh-Hant", "用 Face ID 解鎖你的保險箱。"),
    .passes("en", sourceText, context: [("NSCameraUsageDescription", "en", sourceText)]),
  ]

  public init() {}

  public func check(_ input: CheckInput) -> [Finding] {
    let sources = input.sourceTexts
    let translations = input.units.filter {
      input.rules(for: $0).isChinese && $0.locale != input.sourceLocale
    }
    return eachUnit(translations) { unit in
      let text = TextSpans.trimmed(unit.text)
      guard !text.isEmpty else { return [] }
      if unit.isPurposeString, let source = sources[unit.key],
        TextSpans.trimmed(source.text) == text
      {
        return [
          Finding(
            unit: unit,
            message: "\(unit.key) in \(unit.locale) is the \(input.sourceLocale) text, untranslated"
          )
        ]
      }
      // Names (Mastodon, KeePass) are often left in Latin in other values: purpose texts only.
      if unit.field != .otherValue && !TextSpans.containsHan(text) && Self.latinLetters(text) >= 6 {
        return [
          Finding(
            unit: unit,
            message: "\(unit.key) in \(unit.locale) has no Chinese in it: is it translated?")
        ]
      }
      return []
    }
  }

  /// The ASCII letters in a text, counted in its own bytes.
  static func latinLetters(_ text: String) -> Int {
    var count = 0
    for byte in text.utf8
    where (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") {
      count += 1
    }
    return count
  }
}
