/// A word written twice in a row — "the the", 您的您的 — is a slip every reader sees. Only the
/// locale's function words count (`doubled-words`), so reduplicated verbs (看看, 研究研究) and
/// "had had" pass.
struct DoubledWordRule: Rule {
  public static let id = "doubled-word"
  public static let defaultSeverity = Severity.warning
  public static let summary = "a word written twice in a row (the the, 您的您的)"
  public static let source =
    "Writing convention: a word repeated by mistake (LanguageTool's WORD_REPEAT_RULE)"
  public static let examples: [RuleExample] = [
    .triggers("en", "Scan the the QR code on a gift card."),
    .triggers("zh-Hans", "允许访问您的您的相机后，你可以扫描礼品卡。"), .triggers("zh-Hans", "扫描礼品卡上的的二维码。"),
    .triggers("zh-Hant", "允許取用你的你的相機後，即可掃描禮物卡。"),
    .passes("en", "Scan the QR code on a gift card."),
    .passes("en", "What you had had to type, scan."),
    .passes("zh-Hans", "看看礼品卡上的二维码，扫描即可兑换。"), .passes("zh-Hans", "研究研究附近的门店。"),
    .passes("zh-Hant", "掃描禮物卡上的 QR 碼即可兌換。"),
  ]

  public init() {}

  public func check(_ input: CheckInput) -> [Finding] {
    eachUnit(input.units.filter { $0.field != .otherValue }) { unit in
      let rules = input.rules(for: unit)
      guard !rules.doubledForms.isEmpty else { return [] }
      // One byte pass first: most texts hold no doubled word at all.
      let present = rules.phraseSets.doubledForms.present(
        in: rules.isChinese ? unit.text : unit.lowered)
      guard !present.isEmpty else { return [] }
      var characters: [Character]?
      for (index, (word, doubled, _)) in rules.doubledForms.enumerated() where present[index] {
        if characters == nil { characters = Array(unit.text) }
        guard let characters else { continue }
        for range in TextSpans.occurrences(
          of: doubled, in: characters, ignoringCase: !rules.isChinese)
        {
          // A Latin word stands alone: "the theme" is not "the the".
          if !rules.isChinese {
            let before = range.lowerBound > 0 ? characters[range.lowerBound - 1] : " "
            let after = range.upperBound < characters.count ? characters[range.upperBound] : " "
            if before.isLetter || after.isLetter { continue }
          }
          return [Finding(unit: unit, span: range, message: "'\(word)' is written twice")]
        }
      }
      return []
    }
  }
}
