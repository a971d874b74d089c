/// Every purpose-string key Apple documents for iOS and iPadOS (plus the visionOS-only ones, so
/// that checks know them), and notifications, which have no key but need a denied guide.
///
/// The entries are data (`data/permissions.yml`, compiled into `Generated/BuiltInPermissions.swift`
/// by `permcopy-generate`); their order is the order keys are written in.
public enum Catalog {
  public static let all: [Permission] = entries

  private static let byID: [String: Permission] = Dictionary(
    uniqueKeysWithValues: entries.map { ($0.id, $0) })

  private static let byName: [String: Permission] = {
    var map: [String: Permission] = [:]
    for entry in entries {
      for name in [entry.key, entry.xcodeName].compactMap({ $0 }) + entry.otherXcodeNames {
        map[name] = entry
      }
    }
    return map
  }()

  public static func permission(id: String) -> Permission? { byID[id] }

  /// Looks up a raw Info.plist key or an Xcode display name ("Privacy - Camera Usage Description").
  public static func permission(key: String) -> Permission? { byName[key] }

  /// The id of the permission `permission(key:)` finds, without a copy of the whole entry.
  public static func permissionID(key: String) -> String? { idByName[key] }

  private static let idByName = byName.mapValues(\.id)

  /// Accepts an id, a raw key or an Xcode display name.
  public static func lookup(_ name: String) -> Permission? {
    byID[name] ?? byName[name]
  }

  /// Position in catalog order, for sorting output.
  public static func order(of id: String) -> Int {
    entries.firstIndex { $0.id == id } ?? Int.max
  }

  /// Every name `lookup` accepts, for did-you-mean suggestions.
  public static var allNames: [String] {
    entries.map(\.id) + byName.keys.sorted()
  }
}
