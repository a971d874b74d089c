/// Every purpose-string key Apple's frameworks read, on every platform, from
/// `data/purpose-keys.tsv`: its platforms, Xcode's display name, and whether Xcode accepts it as
/// an `INFOPLIST_KEY_` build setting. `Catalog` holds the iOS permissions permcopy writes copy
/// for; this table is what readers and checks recognise.
struct PurposeKey: Sendable, Hashable {
  public let key: String
  /// "iOS 7.0", "macOS 10.14", "Mac Catalyst"…
  public let platforms: [String]
  public let xcodeName: String?
  public let acceptedAsBuildSetting: Bool
  /// `text`, `dictionary` or `array`.
  public let kind: String
  /// Whether the key's value is one text (not a dictionary or list of them).
  var holdsText: Bool { kind == "text" }
  public let source: String

  /// Whether an iOS or iPadOS app reads the key (not a macOS- or visionOS-only one): decided
  /// once, as every check asks it of every key.
  public let isOnIOS: Bool
  public let isOnMacCatalyst: Bool

  public init(
    key: String, platforms: [String], xcodeName: String?, acceptedAsBuildSetting: Bool,
    kind: String, source: String
  ) {
    self.key = key
    self.platforms = platforms
    self.xcodeName = xcodeName
    self.acceptedAsBuildSetting = acceptedAsBuildSetting
    self.kind = kind
    self.source = source
    isOnIOS = platforms.contains { $0 == "iOS" || $0.hasPrefix("iOS ") }
    isOnMacCatalyst = platforms.contains { $0.hasPrefix("Mac Catalyst") || $0.hasPrefix("macOS") }
  }
}

enum PurposeKeys {
  public static let all: [PurposeKey] = DataTable.rows("purpose-keys.tsv", columns: 6).map {
    fields in
    PurposeKey(
      key: fields[0], platforms: fields[1].split(separator: ",").map { $0.trimmingSpaces() },
      xcodeName: fields[2] == "-" ? nil : fields[2], acceptedAsBuildSetting: fields[3] == "yes",
      kind: fields[4], source: fields[5])
  }

  private static let byKey: [String: PurposeKey] = Dictionary(
    all.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })

  public static func info(_ key: String) -> PurposeKey? { byKey[key] }

  /// Permission id → whether its key reads or writes, and the id of the other direction, from
  /// `data/access-direction.tsv`.
  public static let accessDirection: [String: (writes: Bool, other: String)] = Dictionary(
    DataTable.rows("access-direction.tsv", columns: 3).map { ($0[0], ($0[1] == "write", $0[2])) },
    uniquingKeysWith: { first, _ in first })

  /// Word (lower case) → the key iOS reads for that resource, from `data/key-words.tsv`.
  public static let keyForWord: [String: String] = Dictionary(
    DataTable.rows("key-words.tsv", columns: 2).map { ($0[0], $0[1]) },
    uniquingKeysWith: { first, _ in first })

  /// A key named like a purpose key that no platform reads and that is no slip of one
  /// (NSUserNotificationUsageDescription): its text is never shown, so only `unknown-key` speaks
  /// of it; a misspelt key's text is judged, as it shows once the key is mended. Any other key
  /// (a guide text, a button, a display name) is not one.
  static func isNeverRead(_ key: String) -> Bool {
    isNamedLikePurposeKey(key) && byKey[key] == nil && Catalog.permission(key: key) == nil
      && nearMiss(key) == nil
  }

  /// Whether a key is a purpose string: a catalog or table key, or one named like them.
  public static func isPurposeKey(_ key: String) -> Bool {
    byKey[key] != nil || Catalog.permission(key: key) != nil || isNamedLikePurposeKey(key)
  }

  /// A key not named like a purpose key that may still mean one: NS… with Usage or Description
  /// in it (NSCameraUsageDescripton, NSCameraUsgaeDescription), and not a key Apple documents.
  static func isMisspeltPurposeKey(_ key: String) -> Bool {
    key.hasPrefix("NS") && info(key) == nil && !isNamedLikePurposeKey(key)
      && (TextSpans.contains(key, "Usage") || TextSpans.contains(key, "Descri"))
      && nearMiss(key) != nil
  }

  /// Every known key with its lower-case spelling and length, made once.
  private static let lowercasedKeys: [(key: String, lowered: String, length: Int)] =
    all.map { ($0.key, $0.key.lowercased(), $0.key.count) }

  /// The real key this one misses by its case or by at most two edits, leaving out the keys
  /// in `defined`.
  static func nearMiss(_ key: String, excluding defined: Set<String> = []) -> String? {
    let lowered = key.lowercased()
    if let sameLetters = lowercasedKeys.first(where: {
      $0.lowered == lowered && !defined.contains($0.key)
    }) {
      return sameLetters.key
    }
    let length = key.count
    var best: (key: String, distance: Int)?
    for candidate in lowercasedKeys
    where abs(candidate.length - length) <= 2 && !defined.contains(candidate.key) {
      guard let distance = Suggestion.editDistance(lowered, candidate.lowered, atMost: 2)
      else { continue }
      if best == nil || distance < best!.distance { best = (candidate.key, distance) }
    }
    return best?.key
  }

  /// Named like one (`…UsageDescription`, an Xcode `… Usage Description`), known or not.
  public static func isNamedLikePurposeKey(_ key: String) -> Bool {
    TextSpans.contains(key, "UsageDescription") || TextSpans.contains(key, "Usage Description")
  }

  /// Keys an `INFOPLIST_KEY_<key>` build setting sets when Xcode generates the Info.plist.
  public static func isAcceptedAsBuildSetting(_ key: String) -> Bool {
    byKey[key]?.acceptedAsBuildSetting ?? false
  }
}
