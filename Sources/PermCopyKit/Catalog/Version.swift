/// An OS version such as `16.0` or `14.5`, compared numerically component by component.
public struct OSVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let major: Int
  public let minor: Int

  public init(_ major: Int, _ minor: Int = 0) {
    self.major = major
    self.minor = minor
  }

  /// Parses `"16"`, `"16.0"` or `"17.4"`; patch components are accepted and ignored.
  public init?(parsing text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count),
      parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
      let major = Int(parts[0]), major > 0, major < 100
    else { return nil }
    self.major = major
    self.minor = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
  }

  public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
    (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
  }

  public var description: String { "\(major).\(minor)" }
}

/// The three layouts the Settings app has had for per-app privacy switches.
///
/// iOS 16 renamed Privacy to Privacy & Security; iOS 18 moved app pages under Settings > Apps.
public enum SettingsEra: String, CaseIterable, Comparable, Sendable {
  /// iOS 15 and earlier: Settings > Privacy, app pages at the root of Settings.
  case ios15
  /// iOS 16: Settings > Privacy & Security, app pages at the root of Settings.
  case ios16
  /// iOS 17: the same Settings, with new choices: Photos' Limited / Full Access, Calendars'
  /// Full Access / Add Events Only (apple-facts-3 G1, G2).
  case ios17
  /// iOS 18 and later: app pages under Settings > Apps.
  case ios18

  public init(for version: OSVersion) {
    switch version.major {
    case ..<16: self = .ios15
    case 16: self = .ios16
    case 17: self = .ios17
    default: self = .ios18
    }
  }

  /// The newest iOS version whose Settings this era describes, used to pick version-dependent
  /// controls (Contacts became a Full Access choice in iOS 18, Calendars in iOS 17).
  public var representativeVersion: OSVersion {
    switch self {
    case .ios15: OSVersion(15)
    case .ios16: OSVersion(16)
    case .ios17: OSVersion(17)
    case .ios18: OSVersion(18)
    }
  }

  /// The first iOS version of the era (0: every earlier one).
  public var firstMajor: Int {
    switch self {
    case .ios15: 0
    case .ios16: 16
    case .ios17: 17
    case .ios18: 18
    }
  }

  /// Eras an app with this deployment target runs in, newest first.
  public static func supported(from target: OSVersion) -> [SettingsEra] {
    allCases.filter { $0 >= SettingsEra(for: target) }.reversed()
  }

  public static func < (lhs: SettingsEra, rhs: SettingsEra) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
