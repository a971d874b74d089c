/// A made-up key in InfoPlist.strings — `Privacy.usage.calendar`, `camera_permission_text` —
/// is a key iOS never looks up: the alert shows the Info.plist text instead, untranslated. The
/// rule names the key iOS reads for the resource the made-up one mentions (`data/key-words.tsv`).
struct NotAPlistKeyRule: Rule {
  public static let id = "not-a-plist-key"
  public static let defaultSeverity = Severity.warning
  public static let summary =
    "a made-up permission key in InfoPlist.strings (Privacy.usage.calendar); names the key iOS reads"
  public static let source =
    "Apple, Information Property List key reference (iOS reads only the keys it defines)"
  public static let examples: [RuleExample] = [
    .triggers("en", "Add your bookings to your calendar.", key: "Privacy.usage.calendar"),
    .triggers("zh-Hans", "把预订添加到你的日历。", key: "privacy_calendar_usage"),
    .triggers("zh-Hant", "掃描禮物卡上的 QR 碼。", key: "camera.permission.text"),
    .passes(
      "en", "Add your bookings to your calendar.", key: "NSCalendarsFullAccessUsageDescription"),
    .passes("zh-Hans", "新建笔记", key: "NewPostShortcutItemTitle"),
    .passes("zh-Hant", "掃描", key: "shortcut.scan.title"),
  ]

  public init() {}

  /// Words that say a key is about a permission.
  static let markers: Set<String> = ["privacy", "usage", "permission", "permissions"]

  public func check(_ input: CheckInput) -> [Finding] {
    var seen = Set<String>()
    return eachUnit(input.units) { unit in
      guard
        unit.key.utf8Contains(where: {
          $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-")
        }),
        unit.key.contains(where: { $0 == "." || $0 == "_" || $0 == "-" }),
        !PurposeKeys.isPurposeKey(unit.key), seen.insert(unit.locale + unit.key).inserted
      else { return [] }
      let words = unit.key.lowercased().split { !$0.isLetter }.map(String.init)
      guard words.contains(where: Self.markers.contains) else { return [] }
      let suggestion = words.lazy.compactMap { PurposeKeys.keyForWord[$0] }.first
      return [
        Finding(
          unit: unit,
          message: "\(unit.key) is not an Info.plist key: iOS never reads it from InfoPlist.strings"
            + (suggestion.map { "; the key for this is \($0)" } ?? ""),
          location: unit.entry?.keyLocation)
      ]
    }
  }
}
