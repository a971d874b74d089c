/// "To provide a better experience": a benefit so vague that App Review rejects it.
public struct VagueBenefitRule: Rule {
  public static let id = "vague-benefit"
  public static let defaultSeverity = Severity.warning
  public static let summary =
    "a vague benefit (\"better experience\", 更好的体验) instead of a concrete use"
  public static let source = "App Review 5.1.1 (\"don't use vague language\"); anchors.md §5 A4"
  public static let examples: [RuleExample] = [
    .triggers("en", "Your location is used to provide a better experience."),
    .triggers("en", "We use the camera to improve your experience."),
    .triggers("zh-Hans", "我们使用你的位置，为你提供更好的体验。"),
    .triggers("zh-Hant", "我們使用你的位置，為你提供更好的體驗。"),
    .passes("en", "Your location is used to show stores near you."),
    .passes("en", "Record a better take of your song."),
    .passes("zh-Hans", "你的位置用于显示附近的门店。"),
    .passes("zh-Hant", "你的位置用於顯示附近的門市。"),
  ]

  public init() {}

  public func check(_ input: CheckInput) -> [Finding] {
    eachUnit(input.units.filter(\.isPurposeString)) { unit in
      let lowered = unit.lowered
      for phrase in input.rules(for: unit).vaguePhrases {
        guard TextSpans.contains(lowered, phrase) else { continue }
        let characters = Array(unit.text)
        if let range = TextSpans.occurrences(of: phrase, in: characters, ignoringCase: true).first {
          return [
            Finding(
              unit: unit, span: range, message: "'\(phrase)' is vague: say what the person can do")
          ]
        }
      }
      return []
    }
  }
}
