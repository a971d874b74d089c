/// A made-up key in InfoPlist.strings — `Privacy.usage.calendar`, `camera_permission_text` —
/// is a key iOS never looks up: the alert shows the Info.plist text instead, untranslated. The
/// rule names the key iOS reads for the resource the made-up one mentions (`data/key-words.tsv`).
struct NotAPlistKeyRule: Rule {
  static let id = "not-a-plist-key"

  /// Words that say a key is about a permission.
  static let markers: Set<String> = ["privacy", "usage", "permission", "permissions"]

  func check(_ input: CheckInput) -> [Finding] {
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
