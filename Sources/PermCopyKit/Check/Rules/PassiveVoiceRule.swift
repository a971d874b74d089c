/// "Your location is used to …", 您的位置信息将用于…: a purpose in the passive hides who uses the
/// data. Apple's help page for guideline 5.1.1(ii) calls that insufficient and asks for the app
/// as the subject. The constructions are locale data (`passive:`).
struct PassiveVoiceRule: Rule {
  public static let id = "passive-voice"
  public static let defaultSeverity = Severity.warning
  public static let summary =
    "a passive purpose that hides who uses the data (\"is used to\", 将用于, 將用於)"
  public static let source =
    "App Review guideline 5.1.1(ii), Apple's help page \"Write clear purpose strings\" (apple-facts-3 R2)"
  public static let examples: [RuleExample] = [
    .triggers(
      "en", "Your location is used to show stores near you.",
      key: "NSLocationWhenInUseUsageDescription"),
    .triggers(
      "en", "Your data will be used to deliver personalized ads to you.",
      key: "NSUserTrackingUsageDescription"),
    .passes(
      "en", "Kite uses your location to show stores near you.",
      key: "NSLocationWhenInUseUsageDescription"),
    .passes(
      "en", "Your location is used by Kite to show stores near you.",
      key: "NSLocationWhenInUseUsageDescription"),
    .triggers("zh-Hans", "你的位置信息将用于显示附近的门店。", key: "NSLocationWhenInUseUsageDescription"),
    .triggers("zh-Hans", "你的照片会被用来制作拼贴画。", key: "NSPhotoLibraryUsageDescription"),
    .passes("zh-Hans", "小风筝会使用你的位置来显示附近的门店。", key: "NSLocationWhenInUseUsageDescription"),
    .passes("zh-Hans", "我们将你的照片用于制作拼贴画。", key: "NSPhotoLibraryUsageDescription"),
    .passes("zh-Hans", "你的照片不会被上传。小风筝用它们制作拼贴画。", key: "NSPhotoLibraryUsageDescription"),
    .passes(
      "en", "Your photos are uploaded to your own iCloud Drive.",
      key: "NSPhotoLibraryUsageDescription"),
    .triggers("zh-Hant", "你的位置資訊將用於顯示附近的門市。", key: "NSLocationWhenInUseUsageDescription"),
    .triggers("zh-HK", "你的相片會被用於製作拼貼。", key: "NSPhotoLibraryUsageDescription"),
    .passes("zh-Hant", "小風箏會使用你的位置來顯示附近的門市。", key: "NSLocationWhenInUseUsageDescription"),
    .passes("zh-HK", "小風箏會使用你的相片製作拼貼。", key: "NSPhotoLibraryUsageDescription"),
  ]

  public init() {}

  public func check(_ input: CheckInput) -> [Finding] {
    eachUnit(input.units.filter(\.isPurposeString)) { unit in
      let rules = input.rules(for: unit)
      // The patterns run only on a text with one of their participles (used, 用于, 用於), in
      // either script.
      guard !rules.passive.isEmpty, rules.phraseSets.passiveHints.occurs(in: unit.lowered) else {
        return []
      }
      let (text, lowered) = rules.inOwnScript(unit)
      let scalars = Array(text.unicodeScalars)
      // A passive that denies ("不会被用于广告") is an assurance, not a purpose.
      let matches = rules.passive.matches(in: TextPattern.Input(scalars)).filter { match in
        !scalars[max(0, match.lowerBound - 2)..<match.lowerBound].contains {
          rules.passiveNegations.contains($0)
        }
      }
      guard let first = matches.min(by: { $0.lowerBound < $1.lowerBound }) else { return [] }
      // The text names who uses the data elsewhere ("We need to read …; heart rate data is
      // used to …", "Ze uses …"): the passive hides no one.
      if let name = input.appNames[unit.locale] ?? input.appNames[unit.language],
        TextSpans.contains(lowered, name.lowercased())
      {
        return []
      }
      if rules.phraseSets.passiveAgents.occurs(in: " " + lowered + " ") { return [] }
      let span = TextSpans.offsets(of: TextSpans.range(ofScalars: first, in: text), in: text)
      return [
        Finding(
          unit: unit, span: span,
          message:
            "passive: it says what is done with the data, not who does it; make the app the subject (\"Kite uses your location to …\", 小风筝会使用…来…)"
        )
      ]
    }
  }
}
