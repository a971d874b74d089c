/// One protected resource an iOS app can ask for, as Apple documents it.
///
/// The catalog holds facts only; every word shown to people comes from `locales/*.yml`.
public struct Permission: Hashable, Sendable {
  /// Stable kebab-case id used in `permcopy.yml`, reports and generated keys.
  public let id: String
  /// The Info.plist key, or nil for resources without one (notifications).
  public let key: String?
  /// Other display names Xcode has used for the same key.
  public let otherXcodeNames: [String]
  public let platform: Platform
  /// First OS version Apple lists for the key.
  public let introduced: OSVersion?
  public let deprecated: OSVersion?
  /// Ids of the permissions that replace this one.
  public let replacedBy: [String]
  /// Keys that must ship beside this one, depending on the deployment target.
  let companions: [Companion]
  /// The API calls that make iOS show the alert.
  public let triggers: [String]
  /// How the person turns access back on in the app's Settings page.
  let control: SettingsControl
  /// Which system alert iOS shows.
  let alert: AlertShape
  /// From which iOS version a partial grant exists (limited Photos, approximate location,
  /// limited Contacts); nil: never.
  public let limitedSince: OSVersion?
  /// Permissions of one family may share a text (the location keys, for example).
  public let family: String
  public let valueKind: ValueKind
  /// A deprecated key newer iOS still reads when its replacement is missing (EventKit, TN3153).
  public let stillReadWhenReplacementMissing: Bool
  /// What `apple-facts.md` could not confirm about this entry.
  public let caveat: String?
  /// Whether iOS tells the app it was denied: HealthKit never says that reading was (no data
  /// looks the same), so an app can never know when to show a guide for it.
  public let reportsDenial: Bool
  /// Whether the access has a restricted state: HealthKit, local network privacy (TN3179) and
  /// Face ID (LocalAuthentication) have none.
  public let restrictable: Bool
  /// The verb Apple's own alerts use for it: an app *uses* Face ID, Siri and Bluetooth
  /// (使用面容 ID), and *accesses* the camera or contacts.
  public let verb: Verb

  public enum Verb: String, Sendable { case access, use }
  /// Whether a verified row under Privacy (& Security) turns it back on; where none is known
  /// (Siri), guides name only the app's own page.
  public let inPrivacySettings: Bool
  /// Whether iOS tells the app its authorization at all: local network privacy has no status
  /// (TN3179), so an app only sees that it finds no devices, and its guide says so.
  public let statusReported: Bool
  /// Whether permcopy has templates and locale texts for it. A purpose key Apple's frameworks
  /// read that the catalog has none for (a Mac key, WebKit's) is carried as the writer's text
  /// alone: `build` writes that text into `InfoPlist.strings`, `check` judges it, and it has
  /// no guide, alert or preview.
  public internal(set) var hasTemplates = true

  public enum Platform: String, Sendable { case iOS, visionOS }

  public enum ValueKind: String, Sendable {
    /// A single purpose sentence: everything permcopy writes.
    case text
    /// A dictionary of purpose keys (NSLocationTemporaryUsageDescriptionDictionary).
    case dictionary
    /// No Info.plist value at all (notifications).
    case none
  }

  /// The name Xcode shows in the Info tab; accepted wherever a key is. Declared once, in
  /// `data/purpose-keys.tsv`.
  public var xcodeName: String? { key.flatMap { PurposeKeys.info($0)?.xcodeName } }

  public var isDeprecatedKey: Bool { deprecated != nil }

  /// Whether an app can guide the person back after a denial: there is a Settings switch and
  /// iOS tells the app it was denied.
  public var hasDeniedGuide: Bool { control != .none && reportsDenial }

  /// Whether Screen Time or device management can restrict it (notifications, Health, the local
  /// network and Face ID cannot).
  public var hasRestrictedState: Bool { valueKind != .none && restrictable }
  /// Whether the app can read the permission's state (granted or denied): not reading Health,
  /// whose denial iOS hides, nor the local network, whose status iOS never gives.
  public var statusReadable: Bool { reportsDenial && statusReported }

  /// Whether `build` can write text for this permission.
  public var isBuildable: Bool { valueKind != .dictionary && platform == .iOS }

  /// A purpose key Apple documents that the catalog has no templates for, taken as written
  /// text: its id is the key itself, so the lock, XLIFF and permcopy.yml name it by its key.
  /// Nil for a catalog key, an unknown key or a key whose value is not a sentence.
  static func writtenAsIs(key: String) -> Permission? {
    guard Catalog.permission(key: key) == nil, let known = PurposeKeys.info(key), known.holdsText
    else { return nil }
    var permission = Permission(
      id: key, key: key, otherXcodeNames: [], platform: .iOS, introduced: nil, deprecated: nil,
      replacedBy: [], companions: [], triggers: [], control: .none, alert: .none,
      limitedSince: nil, family: key, valueKind: .text, stillReadWhenReplacementMissing: false,
      caveat: nil, reportsDenial: false, restrictable: false, verb: .access,
      inPrivacySettings: false, statusReported: false)
    permission.hasTemplates = false
    return permission
  }
}

/// A key that must be present beside another one.
struct Companion: Hashable, Sendable {
  public let permission: String
  /// The companion is needed only when the deployment target is below this version; nil: always.
  public let belowTarget: OSVersion?

  public static func always(_ id: String) -> Companion {
    Companion(permission: id, belowTarget: nil)
  }
  public static func below(_ version: OSVersion, _ id: String) -> Companion {
    Companion(permission: id, belowTarget: version)
  }

  public func applies(to target: OSVersion) -> Bool {
    guard let belowTarget else { return true }
    return target < belowTarget
  }
}

/// The control on the app's Settings page that turns access back on.
enum SettingsControl: Hashable, Sendable {
  /// A switch named after the row.
  case toggle
  /// A row that opens a list of choices; from `since` on (nil: always), earlier a switch.
  case choice(since: OSVersion?)
  /// The Notifications row, whose page has an Allow Notifications switch.
  case notifications
  /// Health: the row opens a list of data categories to turn on.
  case health
  /// No Settings switch at all (NFC, VoIP's one-time consent): no denied guide, no paths.
  case none

  public func isChoice(at version: OSVersion) -> Bool {
    guard case .choice(let since) = self else { return false }
    guard let since else { return true }
    return version >= since
  }
}

/// The buttons of the system alert, in the order iOS shows them.
enum AlertShape: String, Hashable, Sendable {
  /// Don't Allow / OK up to iOS 16, Don't Allow / Allow from iOS 17 (camera seen on 17.6;
  /// apple-facts-2 §5): camera, microphone, contacts, calendars, Bluetooth, local network…
  case denyOK = "deny-ok"
  /// Don't Allow / Allow (notifications, Bluetooth, local network…).
  case denyAllow = "deny-allow"
  /// Allow Once / Allow While Using App / Don't Allow (iOS 13 on); Don't Allow / Allow before.
  case location
  /// iOS 14–17: Select Photos… / Allow Access to All Photos / Don't Allow; iOS 18: Limit Access…;
  /// up to iOS 13: Don't Allow / OK.
  case photos
  /// Ask App Not to Track / Allow.
  case tracking
  /// Face ID: Don't Allow / OK.
  case faceID = "face-id"
  /// HealthKit asks on a full-screen sheet with a switch per data type, Don't Allow and Allow
  /// in its top bar: not an alert.
  case healthSheet = "health-sheet"
  /// No permission alert (NFC shows only its scan sheet).
  case none

  /// Button ids (keys of `alert-buttons` in the locale data) for a given iOS version.
  public func buttons(at version: OSVersion) -> [String] {
    switch self {
    case .denyOK: version.major >= 17 ? ["deny", "allow"] : ["deny", "ok"]
    case .faceID: ["deny", "ok"]
    case .denyAllow: ["deny", "allow"]
    // Allow Once came with iOS 13; before it, Don't Allow / Allow.
    case .location:
      version.major >= 13 ? ["allow-once", "allow-while-using", "deny"] : ["deny", "allow"]
    // Selected and all photos came with iOS 14; before it, Don't Allow / OK.
    case .photos:
      version.major >= 18
        ? ["limit-access", "allow-full-access", "deny"]
        : version.major >= 14 ? ["select-photos", "allow-all-photos", "deny"] : ["deny", "ok"]
    case .tracking: ["ask-not-to-track", "allow"]
    case .healthSheet: ["deny", "allow"]
    case .none: []
    }
  }
}
