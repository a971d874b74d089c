/// A control character or a bidirectional override in a purpose string: invisible in Xcode's
/// editor and in review, yet it reorders or garbles what the alert shows.
struct HiddenCharacterRule: Rule {
  public static let id = "hidden-character"
  public static let defaultSeverity = Severity.warning
  public static let summary =
    "a control character or a bidirectional override (U+202D, U+202E) in a purpose string"
  public static let source = "Unicode bidirectional algorithm (UAX #9); CVE-2021-42574"
  public static let examples: [RuleExample] = [
    .triggers("en", "Scan the QR code\u{202E}draC tfiG\u{202C} on a gift card."),
    .triggers("en", "Scan the QR code\u{0007} on a gift card."),
    .triggers("zh-Hans", "扫描礼品卡上的\u{202E}码维二\u{202C}。"),
    .triggers("zh-Hant", "掃描禮物卡上的 QR 碼\u{0000}。"),
    .passes("en", "Scan the QR code on a gift card.\nYour wallet shows it at once."),
    .passes("zh-Hans", "扫描礼品卡上的二维码。"),
    .passes("zh-Hant", "掃描禮物卡上的 QR 碼。"),
  ]

  public init() {}

  public func check(_ input: CheckInput) -> [Finding] {
    eachUnit(input.units.filter(\.isPurposeString)) { unit in
      // Bytes first: every control character and override has a lead byte below 0x20, 0x7F,
      // 0xC2 (C1 controls) or 0xE2 (U+202D, U+202E).
      guard
        unit.text.utf8Contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }),
        let offset = Array(unit.text).firstIndex(where: { character in
          character.unicodeScalars.contains {
            HiddenCharacters.isControl($0) || HiddenCharacters.isOverride($0)
          }
        })
      else { return [] }
      let character = Array(unit.text)[offset]
      let code = HiddenCharacters.escaped(String(character))
      let what =
        character.unicodeScalars.contains(where: HiddenCharacters.isOverride)
        ? "a bidirectional override (\(code)), which shows the text after it reversed"
        : "a control character (\(code)), which the alert shows as nothing or as a box"
      return [
        Finding(
          unit: unit, span: offset..<(offset + 1),
          message: "\(unit.key) holds \(what); remove it")
      ]
    }
  }
}
