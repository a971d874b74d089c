/// Mainland vocabulary in Taiwan (or Hong Kong) copy — 視頻, 設置, 訪問… — and Taiwan vocabulary
/// in mainland copy — 存取, 使用者, 登入…. A correct script is not enough; the words must be the
/// reader's own, as Apple's UI in that region words them.
struct RegionalTermRule: Rule {
  public static let id = "regional-term"
  public static let defaultSeverity = Severity.warning
  public static let summary =
    "mainland vocabulary in zh-Hant (視頻, 用戶, 設置, 訪問…) or zh-HK; Taiwan vocabulary in zh-Hans (存取, 使用者, 登入…)"
  public static let source =
    "Locale convention: Taiwan, Hong Kong and mainland vocabulary (OpenCC TWPhrases and HKVariants, Apple's zh-TW and zh-HK interface text)"
  public static let examples: [RuleExample] = [
    .triggers("zh-Hant", "需要訪問你的相冊，以便儲存照片。"), .triggers("zh-Hant", "用於錄製視頻。"),
    .triggers("zh-Hant", "允許使用攝像頭掃描條碼。"), .triggers("zh-HK", "用於錄製視頻。"),
    .passes("zh-Hant", "允許取用相簿後，你可以儲存照片。"), .passes("zh-Hant", "用於錄製影片。"),
    .passes("zh-HK", "用於下載軟件更新。"), .passes("zh-Hant", "我們拜訪問候長輩時會用到。"),
    .passes("zh-Hans", "需要访问你的相册。"),
    .triggers("zh-Hant", "在後台記錄你的跑步路線。"), .passes("zh-Hant", "在背景記錄你的跑步路線。"),
    .passes("zh-Hant", "使用行動數據同步你的筆記。"),
    .triggers("zh-Hans", "允许存取你的相机后，即可扫描二维码。"), .triggers("zh-Hans", "登入后同步你的使用者资料。"),
    .passes("zh-Hans", "允许访问你的相机后，即可扫描二维码。"), .passes("zh-Hans", "把照片存到相簿。"),
  ]

  public init() {}

  static let region = ["zh-Hant": "Taiwan", "zh-HK": "Hong Kong", "zh-Hans": "mainland China"]

  public func check(_ input: CheckInput) -> [Finding] {
    eachUnit(input.units.filter { !input.rules(for: $0).regionalTerms.isEmpty }) { unit in
      var characters: [Character] = []
      var findings: [Finding] = []
      var boundaries: Set<Int>?
      let rules = input.rules(for: unit)
      // One pass finds the terms the text holds; they are taken in the order their first
      // scalar first appears in the text, then in list order.
      var firstSeen: [(term: Int, start: Int)] = []
      var seenTerms = Set<String>()
      rules.phraseSets.regionalTerms.scan(unit.text) { index, end in
        let term = rules.regionalTerms[index].term
        if seenTerms.insert(term).inserted { firstSeen.append((index, end - term.utf8.count)) }
        return true
      }
      guard !firstSeen.isEmpty else { return [] }
      let bytes = Array(unit.text.utf8)
      let order = firstSeen.map { found -> (term: Int, firstScalar: Int) in
        let lead = Array(rules.regionalTerms[found.term].term.unicodeScalars.first!.utf8)
        let first = (0...found.start).first { bytes[$0..<$0 + lead.count].elementsEqual(lead) }
        return (found.term, first ?? found.start)
      }.sorted { ($0.firstScalar, $0.term) < ($1.firstScalar, $1.term) }
      for term in order.map({ rules.regionalTerms[$0.term] }) {
        if characters.isEmpty { characters = Array(unit.text) }
        let excepted = rules.regionalExceptions.filter { $0.contains(term.term) }.flatMap {
          TextSpans.occurrences(of: $0, in: characters)
        }
        for range in TextSpans.occurrences(of: term.term, in: characters)
        where !excepted.contains(where: { $0.contains(range.lowerBound) }) {
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
                "'\(term.term)' is not \(Self.region[unit.language] ?? unit.language) usage; write '\(term.use)'"
            ))
        }
      }
      return findings
    }
  }
}
