/// Mainland vocabulary in Taiwan (or Hong Kong) copy: 視頻, 設置, 訪問… A correct script is not
/// enough; the words must be the reader's own.
public struct RegionalTermRule: Rule {
  public static let id = "regional-term"
  public static let defaultSeverity = Severity.warning
  public static let summary = "mainland vocabulary in zh-Hant (視頻, 用戶, 設置, 訪問, 相冊…) or zh-HK"
  public static let source =
    "Locale convention; curated table in locales/zh-Hant.yml and zh-HK.yml (apple-facts E2)"
  public static let examples: [RuleExample] = [
    .triggers("zh-Hant", "需要訪問你的相冊，以便儲存照片。"), .triggers("zh-Hant", "用於錄製視頻。"),
    .triggers("zh-Hant", "允許使用攝像頭掃描條碼。"), .triggers("zh-HK", "用於錄製視頻。"),
    .passes("zh-Hant", "允許取用相簿後，你可以儲存照片。"), .passes("zh-Hant", "用於錄製影片。"),
    .passes("zh-HK", "用於下載軟件更新。"), .passes("zh-Hant", "我們拜訪問候長輩時會用到。"),
    .passes("zh-Hans", "需要访问你的相册。"),
  ]

  public init() {}

  public func check(_ input: CheckInput) -> [Finding] {
    eachUnit(input.units.filter { !input.rules(for: $0).regionalTerms.isEmpty }) { unit in
      var characters: [Character] = []
      var findings: [Finding] = []
      var boundaries: Set<Int>?
      let rules = input.rules(for: unit)
      let candidates = unit.text.unicodeScalars.reduce(into: [LocaleRules.RegionalTerm]()) {
        found, scalar in
        for term in rules.regionalTermsByFirst[scalar] ?? []
        where !found.contains(where: { $0.term == term.term }) {
          found.append(term)
        }
      }
      for term in candidates {
        guard TextSpans.contains(unit.text, term.term) else { continue }
        if characters.isEmpty { characters = Array(unit.text) }
        for range in TextSpans.occurrences(of: term.term, in: characters) {
          // Only as a word of its own: 訪問 is not in 拜訪|問候.
          if boundaries == nil {
            boundaries = WordBreaks.boundaries(unit.text, locale: unit.language)
          }
          guard let boundaries, boundaries.contains(range.lowerBound),
            boundaries.contains(range.upperBound)
          else { continue }
          findings.append(
            Finding(
              unit: unit, span: range,
              message:
                "'\(term.term)' is not \(unit.language == "zh-HK" ? "Hong Kong" : "Taiwan") usage; write '\(term.use)'"
            ))
        }
      }
      return findings
    }
  }
}
