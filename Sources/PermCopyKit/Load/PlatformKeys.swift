/// What an Info.plist's own keys say about the platform it is built for
/// (`data/platform-keys.tsv`), for an app no project file describes.
enum PlatformKeys {
  enum Platform: String, Sendable {
    case iOS
    case macOS
  }

  static let platforms: [String: Platform] = Dictionary(
    DataTable.rows("platform-keys.tsv", columns: 3).compactMap { row in
      Platform(rawValue: row[1]).map { (row[0], $0) }
    },
    uniquingKeysWith: { first, _ in first })

  /// macOS when a key only the Mac reads is there and no key only iOS reads; iOS when an iOS
  /// key is there; nil when none says.
  static func platform(of keys: some Sequence<String>) -> Platform? {
    var sawMac = false
    for key in keys {
      switch platforms[key] {
      case .iOS?: return .iOS
      case .macOS?: sawMac = true
      case nil: continue
      }
    }
    return sawMac ? .macOS : nil
  }
}
