/// A purpose string is one complete sentence: it ends with the locale's full stop, and Chinese
/// never ends with a half-width period.
public struct SentenceEndRule: Rule {
  public static let id = "sentence-end"
  public static let defaultSeverity = Severity.warning
  public static let summary =
    "does not end with the locale's full stop, or ends with a half-width '.' in Chinese"
  public static let source =
    "App Review 5.1.1 (\"one complete sentence… ending in a period\"); locale convention"
  public static let examples: [RuleExample] = [
    .triggers("en", "Scan the QR code on a gift card"),
    .triggers("zh-Hans", "扫描礼品卡上的二维码"), .triggers("zh-Hans", "扫描礼品卡上的二维码."),
    .triggers("zh-Hant", "掃描禮物卡上的 QR 碼"), .triggers("zh-Hant", "掃描禮物卡上的 QR 碼."),
    .passes("en", "Scan the QR code on a gift card."), .passes("en", "Say “cheese!”"),
    .passes("zh-Hans", "扫描礼品卡上的二维码。"), .passes("zh-Hant", "點一下「掃描」即可兌換。"),
    .passes("zh-Hant", "要掃描禮物卡嗎？"),
    .passes("zh-Hans", "Attach photos from your library to an entry"),
    .passes("zh-Hant", "Attach photos from your library to an entry"),
  ]

  public init() {}

  public func check(_ input: CheckInput) -> [Finding] {
    eachUnit(input.units.filter(\.isPurposeString)) { unit in
      let rules = input.rules(for: unit)
      guard !rules.fullStops.isEmpty else { return [] }
      var text = TextSpans.trimmed(unit.text)
      guard !text.isEmpty else { return [] }
      // English left in a Chinese file is `untranslated`, not a sentence missing its 。
      if rules.isChinese && !TextSpans.containsHan(text) { return [] }
      while let last = text.last, rules.closingMarks.contains(String(last)) { text.removeLast() }
      guard let last = text.last else { return [] }
      let offset = text.count - 1
      if rules.isChinese && last == "." && !(text.dropLast().last?.isNumber ?? false) {
        return [
          Finding(
            unit: unit, span: offset..<offset + 1, message: "ends with a half-width '.'; use '。'")
        ]
      }
      if rules.fullStops.contains(String(last)) || last == "…" || last == "⋯" { return [] }
      let expected = rules.fullStops.first ?? "."
      return [
        Finding(
          unit: unit, span: offset..<offset + 1,
          message: "a purpose string is one complete sentence: end it with '\(expected)'")
      ]
    }
  }
}
