/// One piece of text permcopy ships: the unit Check, Emit and Preview read.
public struct CopyUnit: Hashable, Sendable {
  /// Permission id, or nil for app-wide texts (app name, shared buttons).
  public let permission: String?
  public let locale: String
  public let field: CopyField
  /// Settings era the text describes, for era-dependent guide texts; nil otherwise.
  public let era: SettingsEra?
  public let text: String
  /// Where the text came from: the config line of a purpose or text, a template, a locale file.
  public let origin: SourceLocation
  /// The Info.plist key, for purpose strings and the app name.
  public let infoPlistKey: String?
  /// For a companion key written because another permission needs it: that permission's id.
  public let companionOf: String?

  public init(
    permission: String?, locale: String, field: CopyField, era: SettingsEra? = nil, text: String,
    origin: SourceLocation, infoPlistKey: String? = nil, companionOf: String? = nil
  ) {
    self.permission = permission
    self.locale = locale
    self.field = field
    self.era = era
    self.text = text
    self.origin = origin
    self.infoPlistKey = infoPlistKey
    self.companionOf = companionOf
  }

  /// The key in `PermissionGuide.strings`: `camera.title`, `camera.step.2`,
  /// `camera.ios16.settingsPath`; the newest era's texts have no era in the key.
  public var guideKey: String? {
    let base: String
    switch field {
    case .usageDescription, .appName, .otherValue: return nil
    case .buttonOpenSettings: return "button.openSettings"
    case .buttonNotNow: return "button.notNow"
    case .guideTitle: base = "title"
    case .guideMessage: base = "message"
    case .guideStep(let number): base = "step.\(number)"
    case .settingsPath: base = "settingsPath"
    case .privacyPath: base = "privacyPath"
    case .restrictedMessage: base = "restricted"
    case .limitedMessage: base = "limited"
    }
    guard let permission else { return base }
    if let era, era != .ios18 { return "\(permission).\(era.rawValue).\(base)" }
    return "\(permission).\(base)"
  }
}

/// What a piece of text is for.
public enum CopyField: Hashable, Sendable, Comparable, CustomStringConvertible {
  case appName
  /// Another localized Info.plist value an app's files hold (document types, shortcut titles).
  case otherValue
  case usageDescription
  case guideTitle
  case guideMessage
  case guideStep(Int)
  case settingsPath
  case privacyPath
  case restrictedMessage
  case limitedMessage
  case buttonOpenSettings
  case buttonNotNow

  private var rank: (Int, Int) {
    switch self {
    case .appName: (0, 0)
    case .otherValue: (0, 1)
    case .usageDescription: (1, 0)
    case .guideTitle: (2, 0)
    case .guideMessage: (3, 0)
    case .guideStep(let number): (4, number)
    case .settingsPath: (5, 0)
    case .privacyPath: (6, 0)
    case .restrictedMessage: (7, 0)
    case .limitedMessage: (8, 0)
    case .buttonOpenSettings: (9, 0)
    case .buttonNotNow: (10, 0)
    }
  }

  public static func < (lhs: CopyField, rhs: CopyField) -> Bool { lhs.rank < rhs.rank }

  public var description: String {
    switch self {
    case .appName: "appName"
    case .otherValue: "otherValue"
    case .usageDescription: "usageDescription"
    case .guideTitle: "guideTitle"
    case .guideMessage: "guideMessage"
    case .guideStep(let number): "guideStep(\(number))"
    case .settingsPath: "settingsPath"
    case .privacyPath: "privacyPath"
    case .restrictedMessage: "restrictedMessage"
    case .limitedMessage: "limitedMessage"
    case .buttonOpenSettings: "buttonOpenSettings"
    case .buttonNotNow: "buttonNotNow"
    }
  }
}

/// A rendered Markdown guide page.
public struct GuidePage: Hashable, Sendable {
  public let locale: String
  /// Permission id, or nil for the locale's index page.
  public let permission: String?
  public let text: String

  /// Path below the guides folder: `zh-Hant/camera.md`, `zh-Hant/README.md`.
  public var relativePath: String { "\(locale)/\(permission.map { "\($0).md" } ?? "README.md")" }
}

/// Everything Render produces for a project.
public struct RenderedProject: Sendable {
  public let project: Project
  public let units: [CopyUnit]
  public let pages: [GuidePage]

  /// A permission's own purpose string in a locale (not one written as another's companion).
  public func purposeString(_ permission: String, _ locale: String) -> CopyUnit? {
    units.first {
      $0.permission == permission && $0.locale == locale && $0.field == .usageDescription
        && $0.companionOf == nil
    }
  }
}
