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

/// A layout the Settings app has had for an app's privacy switches, as `data/settings-eras.tsv`
/// declares them (iOS 16 renamed Privacy to Privacy & Security, iOS 18 moved app pages under
/// Settings > Apps). Locale data and templates name eras by `rawValue`; code asks for the era
/// of a version or for `newest`, never for a particular one.
struct SettingsEra: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// `ios16`: the id locale files and templates use.
  public let rawValue: String
  /// The first iOS major version of the era (0: every version before the next era).
  public let firstMajor: Int

  /// Every era, oldest first.
  public static let allCases: [SettingsEra] = DataTable.rows("settings-eras.tsv", columns: 4).map {
    SettingsEra(rawValue: $0[0], firstMajor: Int($0[1]) ?? 0)
  }

  /// The era of the newest iOS: its guide texts have the keys without an era.
  public static var newest: SettingsEra { allCases[allCases.count - 1] }

  private init(rawValue: String, firstMajor: Int) {
    self.rawValue = rawValue
    self.firstMajor = firstMajor
  }

  /// The era of that id, nil for any other.
  public init?(rawValue: String) {
    guard let era = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
    self = era
  }

  /// The era of that id; for code and tests that name one (`.named("ios16")`).
  public static func named(_ id: String) -> SettingsEra {
    guard let era = SettingsEra(rawValue: id) else {
      preconditionFailure("no Settings era \(id) in data/settings-eras.tsv")
    }
    return era
  }

  public init(for version: OSVersion) {
    self = Self.allCases.last { $0.firstMajor <= version.major } ?? Self.allCases[0]
  }

  public var description: String { rawValue }

  /// The newest iOS version whose Settings this era describes, used to pick version-dependent
  /// controls (Contacts became a Full Access choice in iOS 18, Calendars in iOS 17).
  public var representativeVersion: OSVersion {
    guard let index = Self.allCases.firstIndex(of: self), index + 1 < Self.allCases.count
    else { return OSVersion(firstMajor) }
    return OSVersion(Self.allCases[index + 1].firstMajor - 1)
  }

  /// "iOS 15 and earlier", "iOS 16", "iOS 18 and later".
  public var versions: String {
    if self == Self.allCases[0] { return "iOS \(representativeVersion.major) and earlier" }
    if self == Self.newest { return "iOS \(firstMajor) and later" }
    let last = representativeVersion.major
    return last == firstMajor ? "iOS \(firstMajor)" : "iOS \(firstMajor)–\(last)"
  }

  /// Eras an app with this deployment target runs in, newest first.
  public static func supported(from target: OSVersion) -> [SettingsEra] {
    allCases.filter { $0 >= SettingsEra(for: target) }.reversed()
  }

  public static func < (lhs: SettingsEra, rhs: SettingsEra) -> Bool {
    lhs.firstMajor < rhs.firstMajor
  }
}
