/// One piece of text permcopy ships: the unit Check, Emit and Preview read.
struct CopyUnit: Hashable, Sendable {
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
  /// For a feature's guide (`features:` in permcopy.yml): the feature's id.
  public let feature: String?
  /// For a feature's guide when only some of its permissions are missing: the one missing.
  public let missing: String?

  public init(
    permission: String?, locale: String, field: CopyField, era: SettingsEra? = nil, text: String,
    origin: SourceLocation, infoPlistKey: String? = nil, companionOf: String? = nil,
    feature: String? = nil, missing: String? = nil
  ) {
    self.feature = feature
    self.missing = missing
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
  /// `camera.ios16.settingsPath`, `camera.alert.title`, `button.gotIt`,
  /// `feature.go-live.missing.camera.message`; the newest era's texts have no era in the key.
  public var guideKey: String? {
    let base: String
    switch field {
    case .usageDescription, .appName, .otherValue: return nil
    case .button(let button): return "button.\(button.rawValue)"
    case .guideTitle: base = "title"
    case .guideMessage: base = "message"
    case .guideStep(let number): base = "step.\(number)"
    case .settingsPath: base = "settingsPath"
    case .privacyPath: base = "privacyPath"
    case .restrictedMessage: base = "restricted"
    case .limitedMessage: base = "limited"
    case .alertTitle: base = "alert.title"
    case .alertMessage: base = "alert.message"
    case .noticeMessage: base = "notice.message"
    case .primerTitle: base = "primer.title"
    case .primerMessage: base = "primer.message"
    case .featureName: base = "name"
    }
    let subject: String
    if let feature {
      subject = "feature.\(feature)" + (missing.map { ".missing.\($0)" } ?? "")
    } else if let permission {
      subject = permission
    } else {
      return base
    }
    if let era, era != .newest { return "\(subject).\(era.rawValue).\(base)" }
    return "\(subject).\(base)"
  }
}

/// What a piece of text is for.
enum CopyField: Hashable, Sendable, Comparable, CustomStringConvertible {
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
  /// The system-style alert after a denial: title, message, two buttons (Later / Open Now).
  case alertTitle
  case alertMessage
  /// A message with one button (Got It): restricted access, or where Settings cannot help.
  case noticeMessage
  /// Shown before the system asks: title, message built from the purpose, one button (Continue)
  /// that leads to the system request.
  case primerTitle
  case primerMessage
  /// A button word, shared by every permission of a locale.
  case button(Button)
  /// What the app calls a feature that needs several permissions (`features:`).
  case featureName

  /// The buttons of the guide, alert, notice and primer; `rawValue` is the key's last part.
  public enum Button: String, Hashable, Sendable, CaseIterable {
    case openSettings, notNow, later, openNow, gotIt, `continue`

    /// The name under `buttons:` in the locale data.
    public var dataName: String {
      switch self {
      case .openSettings: "open-settings"
      case .notNow: "not-now"
      case .later: "later"
      case .openNow: "open-now"
      case .gotIt: "got-it"
      case .continue: "continue"
      }
    }
  }

  private var rank: (Int, Int) {
    switch self {
    case .appName: (0, 0)
    case .featureName: (1, 1)
    case .otherValue: (0, 1)
    case .usageDescription: (1, 0)
    case .guideTitle: (2, 0)
    case .guideMessage: (3, 0)
    case .guideStep(let number): (4, number)
    case .settingsPath: (5, 0)
    case .privacyPath: (6, 0)
    case .restrictedMessage: (7, 0)
    case .limitedMessage: (8, 0)
    case .alertTitle: (9, 0)
    case .alertMessage: (9, 1)
    case .noticeMessage: (10, 0)
    case .primerTitle: (11, 0)
    case .primerMessage: (11, 1)
    case .button(let button): (12, Button.allCases.firstIndex(of: button) ?? 0)
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
    case .alertTitle: "alertTitle"
    case .alertMessage: "alertMessage"
    case .noticeMessage: "noticeMessage"
    case .primerTitle: "primerTitle"
    case .primerMessage: "primerMessage"
    case .button(let button): "button(\(button.rawValue))"
    case .featureName: "featureName"
    }
  }
}

/// A rendered Markdown guide page.
struct GuidePage: Hashable, Sendable {
  public let locale: String
  /// Permission id, or nil for the locale's index page.
  public let permission: String?
  public let text: String
  /// For a feature's page: the feature's id (permission is then nil).
  public var feature: String? = nil

  public init(locale: String, permission: String?, text: String, feature: String? = nil) {
    self.locale = locale
    self.permission = permission
    self.text = text
    self.feature = feature
  }

  /// Path below the guides folder: `zh-Hant/camera.md`, `zh-Hant/feature-go-live.md`,
  /// `zh-Hant/README.md`.
  public var relativePath: String {
    if let feature { return "\(locale)/feature-\(feature).md" }
    return "\(locale)/\(permission.map { "\($0).md" } ?? "README.md")"
  }
}

/// Everything Render produces for a project.
public struct RenderedProject: Sendable {
  public let project: Project
  let units: [CopyUnit]
  let pages: [GuidePage]

  /// A permission's own purpose string in a locale (not one written as another's companion).
  func purposeString(_ permission: String, _ locale: String) -> CopyUnit? {
    units.first {
      $0.permission == permission && $0.locale == locale && $0.field == .usageDescription
        && $0.companionOf == nil
    }
  }
}
