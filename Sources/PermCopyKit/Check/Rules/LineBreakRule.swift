/// The system alert wraps its message itself; a line break written into a purpose string
/// breaks the sentence wherever the width happens to fall, and often comes from a pasted draft.
public struct LineBreakRule: Rule {
  public static let id = "line-break"
  public static let defaultSeverity = Severity.warning
  public static let summary = "a line break inside a purpose string (the alert wraps text itself)"
  public static let source = "HIG (alerts: one short sentence); localizer review"
  public static let examples: [RuleExample] = [
    .triggers("en", "Scan the QR code\non a gift card."),
    .triggers("zh-Hans", "扫描礼品卡上的二维码，\n即可兑换。"), .triggers("zh-Hant", "掃描禮物卡上的 QR 碼，\r\n即可兌換。"),
    .passes("en", "Scan the QR code on a gift card."), .passes("zh-Hans", "扫描礼品卡上的二维码，即可兑换。"),
    .passes("zh-Hant", "掃描禮物卡上的 QR 碼，即可兌換。"),
  ]

  public init() {}

  public func check(_ input: CheckInput) -> [Finding] {
    eachUnit(
      input.units.filter {
        $0.isPurposeString && $0.text.utf8Contains { $0 == 0x0A || $0 == 0x0D }
      }
    ) { unit in
      let text = TextSpans.trimmed(unit.text)
      guard let index = text.firstIndex(where: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) else {
        return []
      }
      let leading = unit.text.prefix { $0.isWhitespace }.count
      let offset = text.distance(from: text.startIndex, to: index) + leading
      return [
        Finding(
          unit: unit, span: offset..<offset + 1,
          message: "a line break inside a purpose string: the alert wraps the text itself")
      ]
    }
  }
}
