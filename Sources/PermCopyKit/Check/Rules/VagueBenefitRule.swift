/// "To provide a better experience": a benefit so vague that App Review rejects it. A phrase
/// with `…` in the locale data matches with a few words between its parts ("the best location
/// experience", 提升您的使用体验), never across a sentence.
struct VagueBenefitRule: Rule {
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
    .triggers("en", "We recommend Always to get the best location experience."),
    .triggers("en", "Allow access to make the app even better."),
    .triggers("zh-Hans", "建议选择“始终允许”以获得最佳位置体验。"), .triggers("zh-Hans", "用于提升您的使用体验。"),
    .triggers("zh-Hant", "用於提升您的使用體驗。"),
    .passes("en", "Pick the best photo and get feedback on your experience at the shop."),
    .passes("zh-Hans", "提升照片清晰度。你可以随时体验新滤镜。"),
  ]
  /// How far apart the two parts of a `…` phrase may be, in characters.
  static let gap = 16

  public init() {}

  public func check(_ input: CheckInput) -> [Finding] {
    eachUnit(input.units.filter(\.isPurposeString)) { unit in
      let rules = input.rules(for: unit)
      let sets = rules.phraseSets
      // One pass finds every part of every phrase; only phrases with all parts present are
      // matched in order, on characters.
      let present = sets.vaguePartSet.present(in: unit.lowered)
      var characters: [Character]?
      for (index, phrase) in rules.vaguePhrases.enumerated()
      where sets.vaguePartIndices[index].allSatisfy({ present[$0] }) {
        if characters == nil { characters = Array(unit.text) }
        if let range = Self.match(sets.vagueParts[index], in: characters!) {
          return [
            Finding(
              unit: unit, span: range,
              message: "'\(phrase)' is vague: say what the person can do")
          ]
        }
      }
      return []
    }
  }

  /// The first place the parts follow each other, each within `gap` characters of the one
  /// before and within one sentence.
  static func match(_ parts: [String], in characters: [Character]) -> Range<Int>? {
    guard let first = parts.first else { return nil }
    for start in TextSpans.occurrences(of: first, in: characters, ignoringCase: true) {
      var end = start.upperBound
      var matched = true
      for part in parts.dropFirst() {
        let window = characters[end..<min(characters.count, end + gap + part.count)]
        guard
          let next = TextSpans.occurrences(of: part, in: Array(window), ignoringCase: true).first,
          !window.prefix(next.lowerBound).contains(where: { ".。!！?？;；".contains($0) })
        else {
          matched = false
          break
        }
        end += next.upperBound
      }
      if matched { return start.lowerBound..<end }
    }
    return nil
  }
}
