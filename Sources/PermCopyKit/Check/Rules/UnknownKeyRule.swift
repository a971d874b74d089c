/// A misspelt purpose key is no purpose key: iOS never reads it and the app is killed on access.
public struct UnknownKeyRule: Rule {
  public static let id = "unknown-key"
  public static let defaultSeverity = Severity.error
  public static let summary =
    "a purpose-like key that is not an Apple key; suggests the nearest real one"
  public static let source = "Info.plist key reference (Apple Protected resources)"
  public static let examples: [RuleExample] = [
    .triggers(
      "en", "Your location shows stores near you.",
      key: "NSLocationAlwaysandWhenInUseUsageDescription"),
    .triggers("zh-Hans", "用于扫描二维码。", key: "NSCameraUsageDescriptions"),
    .triggers("zh-Hant", "用於掃描條碼。", key: "NSCamaraUsageDescription"),
    .passes(
      "en", "Your location shows stores near you.",
      key: "NSLocationAlwaysAndWhenInUseUsageDescription"),
    .passes("zh-Hant", "用於掃描條碼。", key: "NFCReaderUsageDescription"),
    .passes("zh-Hans", "用于扫描二维码。", key: "NSCameraUsageDescription"),
    .passes("en", "Gift cards", key: "CFBundleDisplayName"),
  ]

  public init() {}

  public func check(_ input: CheckInput) -> [Finding] {
    var seen = Set<String>()
    return eachUnit(input.units.filter { $0.permission == nil && $0.isPurposeString }) { unit in
      guard Self.looksLikePurposeKey(unit.key), seen.insert(unit.locale + unit.key).inserted else {
        return []
      }
      let suggestion = Suggestion.closest(to: unit.key, in: Catalog.all.compactMap(\.key))
      return [
        Finding(
          unit: unit,
          message: "\(unit.key) is not a key iOS knows"
            + (suggestion.map { "; did you mean \($0)?" } ?? ""),
          location: unit.entry?.keyLocation)
      ]
    }
  }

  static func looksLikePurposeKey(_ key: String) -> Bool {
    key.contains("UsageDescription") || key.contains("Usage Description")
  }
}
