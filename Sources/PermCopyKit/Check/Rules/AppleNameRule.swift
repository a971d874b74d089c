/// Apple names its features differently in each region: 面容 ID and 触控 ID in its mainland
/// China UI, Face ID and Touch ID in Taiwan and Hong Kong. A purpose string that names them as
/// Settings does not sends the person looking for a row that is not there (`apple-names`).
struct AppleNameRule: Rule {
  public static let id = "apple-name"
  public static let defaultSeverity = Severity.warning
  public static let summary =
    "an Apple feature named otherwise than Apple's UI in that locale (Face ID → 面容 ID in zh-Hans)"
  public static let source =
    "Apple's own Settings labels in each region (the iOS Settings app in zh-CN, zh-TW and zh-HK)"
  public static let examples: [RuleExample] = [
    .triggers("en", "Unlock your journal with FaceID."),
    .triggers("zh-Hans", "使用 Face ID 解锁你的日记。"), .triggers("zh-Hant", "使用面容 ID 解鎖你的日記。"),
    .passes("en", "Unlock your journal with Face ID."), .passes("zh-Hans", "使用面容 ID 解锁你的日记。"),
    .passes("zh-Hant", "使用 Face ID 解鎖你的日記。"),
  ]

  public init() {}

  public func check(_ input: CheckInput) -> [Finding] {
    eachUnit(input.units.filter { $0.field != .otherValue }) { unit in
      let rules = input.rules(for: unit)
      let names = rules.appleNames
      let present = rules.phraseSets.appleNames.present(in: unit.text)
      guard !present.isEmpty else { return [] }
      let characters = Array(unit.text)
      for (index, name) in names.enumerated() where present[index] {
        // The right name may contain the wrong one's letters ("面容 ID" holds " ID"): skip a
        // match that is part of Apple's own name at the same place.
        for range in TextSpans.occurrences(of: name.term, in: characters, ignoringCase: false) {
          let around = String(
            characters[max(0, range.lowerBound - 4)..<min(characters.count, range.upperBound + 4)])
          if around.contains(name.use) { continue }
          return [
            Finding(
              unit: unit, span: range,
              message: "Apple's \(unit.language) UI calls it '\(name.use)', not '\(name.term)'")
          ]
        }
      }
      return []
    }
  }
}
