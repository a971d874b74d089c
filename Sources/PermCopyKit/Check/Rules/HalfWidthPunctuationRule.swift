/// Chinese copy uses full-width punctuation: a half-width comma between Han characters reads as
/// careless (需要访问相机以便扫描二维码,请允许).
public struct HalfWidthPunctuationRule: Rule {
  public static let id = "half-width-punctuation"
  public static let defaultSeverity = Severity.warning
  public static let summary = "half-width , . : ; ? ! ( ) touching Han characters in Chinese text"
  public static let source =
    "Chinese typography (sparanoid/chinese-copywriting-guidelines; Apple's Chinese text)"
  static let marks: [Character: String] = [
    ",": "，", ".": "。", ":": "：", ";": "；", "?": "？", "!": "！", "(": "（", ")": "）",
  ]
  public static let examples: [RuleExample] = [
    .triggers("zh-Hans", "需要访问相机以便扫描二维码,请允许。"),
    .triggers("zh-Hans", "用于导出数据库(kdb)文件。"),
    .triggers("zh-Hant", "需要取用相機,以便掃描條碼。"), .triggers("zh-Hant", "用來掃描條碼!"),
    .passes("zh-Hans", "需要访问相机，以便扫描二维码。"), .passes("zh-Hans", "支持 iOS 17.4 及更高版本。"),
    .passes("zh-Hant", "支援 iOS 17.4，時間為 10:30。"), .passes("zh-Hant", "用 Face ID (Touch ID) 解鎖。"),
    .passes("en", "Scan the code, then tap Done."),
  ]

  public init() {}

  public func check(_ input: CheckInput) -> [Finding] {
    eachUnit(input.units.filter { $0.hasASCIIPunctuation && input.rules(for: $0).isChinese }) {
      unit in
      let characters = Array(unit.text)
      var findings: [Finding] = []
      for (index, character) in characters.enumerated() {
        guard let fullWidth = Self.marks[character] else { continue }
        let before = index > 0 ? characters[index - 1] : nil
        let after = index + 1 < characters.count ? characters[index + 1] : nil
        let touchesHan = before.map(TextSpans.isHan) == true || after.map(TextSpans.isHan) == true
        guard touchesHan else { continue }
        findings.append(
          Finding(
            unit: unit, span: index..<index + 1,
            message: "half-width '\(character)' in Chinese text; use '\(fullWidth)'"))
      }
      return findings
    }
  }
}
