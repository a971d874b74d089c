/// Every purpose-string key Apple documents for iOS and iPadOS (plus the visionOS-only ones, so
/// that checks know them), and notifications, which have no key but need a denied guide.
///
/// Source: `apple-facts.md` §A1 and §A2. Order is the order keys are written in.
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

private func entry(
  _ id: String, _ key: String?, also: [String] = [],
  platform: Permission.Platform = .iOS, since: OSVersion?, deprecated: OSVersion? = nil,
  replacedBy: [String] = [], companions: [Companion] = [], triggers: [String],
  control: SettingsControl = .toggle, alert: AlertShape = .denyOK, limited: OSVersion? = nil,
  family: String? = nil, value: Permission.ValueKind = .text, fallback: Bool = false,
  caveat: String? = nil, reportsDenial: Bool = true, restrictable: Bool = true,
  verb: Permission.Verb = .access, inPrivacySettings: Bool = true, statusReported: Bool = true
) -> Permission {
  Permission(
    // Xcode's display name is declared once, in data/purpose-keys.tsv.
    id: id, key: key, xcodeName: key.flatMap { PurposeKeys.info($0)?.xcodeName },
    otherXcodeNames: also, platform: platform,
    introduced: since, deprecated: deprecated, replacedBy: replacedBy, companions: companions,
    triggers: triggers, control: control, alert: alert, limitedSince: limited,
    family: family ?? id, valueKind: value, stillReadWhenReplacementMissing: fallback,
    caveat: caveat, reportsDenial: reportsDenial, restrictable: restrictable, verb: verb,
    inPrivacySettings: inPrivacySettings, statusReported: statusReported)
}

private let entries: [Permission] = [
  entry(
    "camera", "NSCameraUsageDescription", since: OSVersion(7),
    triggers: ["AVCaptureDevice.requestAccess(for: .video)", "first use of a camera capture input"]),
  entry(
    "microphone", "NSMicrophoneUsageDescription",
    since: OSVersion(7),
    triggers: [
      "AVCaptureDevice.requestAccess(for: .audio)", "AVAudioApplication.requestRecordPermission",
      "AVAudioSession.requestRecordPermission",
    ]),
  entry(
    "photo-library", "NSPhotoLibraryUsageDescription",
    since: OSVersion(6),
    triggers: ["PHPhotoLibrary.requestAuthorization(for: .readWrite)"],
    control: .choice(since: OSVersion(14)), alert: .photos, limited: OSVersion(14),
    family: "photos"),
  entry(
    "photo-library-add", "NSPhotoLibraryAddUsageDescription",
    since: OSVersion(11),
    triggers: [
      "PHPhotoLibrary.requestAuthorization(for: .addOnly)", "UIImageWriteToSavedPhotosAlbum",
      "PHPhotoLibrary.performChanges",
    ],
    control: .choice(since: OSVersion(14)), family: "photos"),
  entry(
    "contacts", "NSContactsUsageDescription", since: OSVersion(6),
    triggers: ["CNContactStore.requestAccess(for: .contacts)"],
    control: .choice(since: OSVersion(18)), limited: OSVersion(18),
    caveat: "iOS 18 limited contact access is not researched in detail."),
  entry(
    "calendars", "NSCalendarsUsageDescription", since: OSVersion(6), deprecated: OSVersion(17),
    replacedBy: ["calendars-full-access", "calendars-write-only"],
    triggers: ["EKEventStore.requestAccess(to: .event)"], family: "calendars", fallback: true),
  entry(
    "calendars-full-access", "NSCalendarsFullAccessUsageDescription",
    since: OSVersion(17),
    companions: [.below(OSVersion(17), "calendars")],
    triggers: ["EKEventStore.requestFullAccessToEvents()"],
    control: .choice(since: OSVersion(17)), family: "calendars"),
  entry(
    "calendars-write-only", "NSCalendarsWriteOnlyAccessUsageDescription",
    since: OSVersion(17),
    companions: [.below(OSVersion(17), "calendars")],
    triggers: ["EKEventStore.requestWriteOnlyAccessToEvents()"],
    control: .choice(since: OSVersion(17)), family: "calendars"),
  entry(
    "reminders", "NSRemindersUsageDescription", since: OSVersion(6), deprecated: OSVersion(17),
    replacedBy: ["reminders-full-access"],
    triggers: ["EKEventStore.requestAccess(to: .reminder)"], family: "reminders", fallback: true),
  entry(
    "reminders-full-access", "NSRemindersFullAccessUsageDescription",
    since: OSVersion(17),
    companions: [.below(OSVersion(17), "reminders")],
    triggers: ["EKEventStore.requestFullAccessToReminders()"], family: "reminders"),
  entry(
    "location-when-in-use", "NSLocationWhenInUseUsageDescription",
    since: OSVersion(8),
    triggers: ["CLLocationManager.requestWhenInUseAuthorization()"],
    control: .choice(since: nil), alert: .location, limited: OSVersion(14), family: "location"),
  entry(
    "location-always", "NSLocationAlwaysAndWhenInUseUsageDescription",
    since: OSVersion(11),
    companions: [.always("location-when-in-use"), .below(OSVersion(11), "location-always-legacy")],
    triggers: ["CLLocationManager.requestAlwaysAuthorization()"],
    control: .choice(since: nil), alert: .location, limited: OSVersion(14), family: "location"),
  entry(
    "location-always-legacy", "NSLocationAlwaysUsageDescription",
    since: OSVersion(8),
    deprecated: OSVersion(11), replacedBy: ["location-always"],
    triggers: ["CLLocationManager.requestAlwaysAuthorization() on iOS 8–10"],
    control: .choice(since: nil), alert: .location, family: "location"),
  entry(
    "location-legacy", "NSLocationUsageDescription", since: OSVersion(6), deprecated: OSVersion(8),
    replacedBy: ["location-when-in-use"],
    triggers: ["Core Location on iOS 6–7"], control: .choice(since: nil), alert: .location,
    family: "location"),
  entry(
    "location-temporary-full-accuracy", "NSLocationTemporaryUsageDescriptionDictionary",
    since: OSVersion(14),
    triggers: ["CLLocationManager.requestTemporaryFullAccuracyAuthorization(withPurposeKey:)"],
    control: .choice(since: nil), alert: .location, family: "location", value: .dictionary,
    caveat: "A dictionary of purpose keys; how to localize its nested values is not confirmed."),
  entry(
    "bluetooth", "NSBluetoothAlwaysUsageDescription",
    since: OSVersion(13),
    companions: [.below(OSVersion(13), "bluetooth-peripheral")],
    triggers: ["CBCentralManager()", "CBPeripheralManager()"], alert: .denyOK,
    family: "bluetooth", verb: .use),
  entry(
    "bluetooth-peripheral", "NSBluetoothPeripheralUsageDescription",
    since: OSVersion(6),
    deprecated: OSVersion(13), replacedBy: ["bluetooth"],
    triggers: ["Core Bluetooth on iOS 12 and earlier"], alert: .denyOK, family: "bluetooth",
    verb: .use),
  entry(
    "bluetooth-while-in-use", "NSBluetoothWhileInUseUsageDescription",
    since: nil,
    triggers: ["Core Bluetooth"], alert: .denyOK, family: "bluetooth",
    caveat: "A real key (swift-build lists it) with no key page; its first iOS version is unknown.",
    verb: .use),
  entry(
    "motion", "NSMotionUsageDescription", since: OSVersion(7),
    triggers: ["CMMotionActivityManager", "CMPedometer", "CMSensorRecorder"]),
  entry(
    "fall-detection", "NSFallDetectionUsageDescription",
    also: ["Fall Detection Usage Description"],
    since: OSVersion(14, 2), triggers: ["CMFallDetectionManager.requestAuthorization"]),
  entry(
    "speech-recognition", "NSSpeechRecognitionUsageDescription",
    since: OSVersion(10),
    triggers: ["SFSpeechRecognizer.requestAuthorization(_:)"]),
  entry(
    "siri", "NSSiriUsageDescription", since: OSVersion(10),
    triggers: ["INPreferences.requestSiriAuthorization(_:)"], verb: .use,
    // No source shows a Siri row under Privacy & Security (apple-facts-3 G7).
    inPrivacySettings: false),
  entry(
    "media-library", "NSAppleMusicUsageDescription",
    since: OSVersion(2),
    triggers: ["MPMediaLibrary.requestAuthorization(_:)", "MusicAuthorization.request()"]),
  entry(
    "homekit", "NSHomeKitUsageDescription", since: OSVersion(8), triggers: ["HMHomeManager()"]),
  entry(
    "health-share", "NSHealthShareUsageDescription",
    since: OSVersion(8),
    triggers: ["HKHealthStore.requestAuthorization(toShare:read:) for read types"],
    control: .health, family: "health", reportsDenial: false, restrictable: false),
  entry(
    "health-update", "NSHealthUpdateUsageDescription",
    since: OSVersion(8),
    triggers: ["HKHealthStore.requestAuthorization(toShare:read:) for share types"],
    control: .health, family: "health", restrictable: false),
  entry(
    "health-records", "NSHealthClinicalHealthRecordsShareUsageDescription",
    since: OSVersion(12),
    triggers: ["HKHealthStore.requestAuthorization for clinical record types"],
    control: .health, family: "health", reportsDenial: false, restrictable: false),
  entry(
    "face-id", "NSFaceIDUsageDescription", since: OSVersion(11),
    triggers: ["LAContext.evaluatePolicy(_:localizedReason:reply:)"],
    alert: .faceID, restrictable: false, verb: .use),
  entry(
    "nfc", "NFCReaderUsageDescription", since: OSVersion(11),
    triggers: ["NFCNDEFReaderSession.begin()", "NFCTagReaderSession.begin()"],
    control: .none, alert: .none,
    caveat: "NFC shows no permission alert and has no Settings switch; the key is still required."),
  entry(
    "tracking", "NSUserTrackingUsageDescription", since: OSVersion(14),
    triggers: ["ATTrackingManager.requestTrackingAuthorization(completionHandler:)"],
    alert: .tracking),
  entry(
    "local-network", "NSLocalNetworkUsageDescription",
    since: OSVersion(14),
    triggers: ["first Bonjour browse or advertise", "first connection to a local address"],
    alert: .denyOK, restrictable: false, statusReported: false),
  entry(
    "focus-status", "NSFocusStatusUsageDescription",
    since: OSVersion(15),
    triggers: ["INFocusStatusCenter.default.requestAuthorization"], alert: .denyAllow),
  entry(
    "nearby-interaction", "NSNearbyInteractionUsageDescription",
    since: OSVersion(15),
    companions: [.below(OSVersion(15), "nearby-interaction-allow-once")],
    triggers: ["NISession.run(_:)"], alert: .denyAllow, family: "nearby-interaction"),
  entry(
    "nearby-interaction-allow-once", "NSNearbyInteractionAllowOnceUsageDescription",
    since: OSVersion(14),
    deprecated: OSVersion(15), replacedBy: ["nearby-interaction"],
    triggers: ["NISession.run(_:) on iOS 14"], alert: .denyAllow, family: "nearby-interaction"),
  entry(
    "tv-provider", "NSVideoSubscriberAccountUsageDescription",
    also: ["Privacy - Video Subscriber Account Usage Description"], since: OSVersion(10),
    triggers: ["VSAccountManager.checkAccessStatus(options:)"],
    caveat: "Apple's key page lists tvOS only; iOS availability is inferred from the API."),
  entry(
    "sensorkit", "NSSensorKitUsageDescription", since: OSVersion(14),
    triggers: ["SRSensorReader.requestAuthorization(sensors:)"],
    caveat: "Also needs NSSensorKitUsageDetail and NSSensorKitPrivacyPolicyURL."),
  entry(
    "identity", "NSIdentityUsageDescription", since: OSVersion(16),
    triggers: ["PKIdentityAuthorizationController.requestDocument"]),
  entry(
    "gamekit-friends", "NSGKFriendListUsageDescription",
    since: OSVersion(14, 5),
    triggers: ["GKLocalPlayer.loadFriends(_:)"]),
  entry(
    "financial-data", "NSFinancialDataUsageDescription",
    since: OSVersion(17, 4),
    triggers: ["FinanceStore.requestAuthorization()"]),
  entry(
    "critical-messaging", "NSCriticalMessagingUsageDescription",
    since: OSVersion(18, 2), triggers: ["critical messaging (SMS)"]),
  entry(
    "alarmkit", "NSAlarmKitUsageDescription", since: OSVersion(26),
    triggers: ["AlarmManager.requestAuthorization()"], alert: .denyAllow,
    caveat:
      "No Xcode name and no INFOPLIST_KEY_ setting: the key must be in the Info.plist file."),
  entry(
    "voip", "NSVoIPUsageDescription", since: OSVersion(10), triggers: ["VoIP"], control: .none,
    caveat: "A one-time consent: no Settings switch, so no denied guide."),
  entry(
    "world-sensing", "NSWorldSensingUsageDescription",
    platform: .visionOS,
    since: nil, triggers: ["ARKitSession.requestAuthorization(for: [.worldSensing])"]),
  entry(
    "hands-tracking", "NSHandsTrackingUsageDescription",
    platform: .visionOS,
    since: nil, triggers: ["HandTrackingProvider in an ARKitSession"]),
  entry(
    "main-camera", "NSMainCameraUsageDescription",
    platform: .visionOS,
    since: nil, triggers: ["visionOS main camera access"]),
  entry(
    "accessory-tracking", "NSAccessoryTrackingUsageDescription",
    platform: .visionOS, since: nil, triggers: ["visionOS accessory tracking"]),
  entry(
    "notifications", nil, since: OSVersion(10),
    triggers: ["UNUserNotificationCenter.requestAuthorization(options:)"],
    control: .notifications, alert: .denyAllow, value: .none),
]
