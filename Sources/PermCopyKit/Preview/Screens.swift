/// The texts of the screens a person meets for one permission in one locale, picked once from
/// the rendered copy: the terminal preview draws them in boxes and the review page in HTML, so
/// both show the same words in the same places.
struct PermissionScreens {
  public let permission: Permission
  public let locale: String
  /// The app's name as this locale's alert titles and guides write it.
  public let appName: String
  let data: LocaleData
  /// This permission's texts in this locale, and the locale's app-wide ones (buttons).
  let units: [CopyUnit]

  /// Nil when the project has no locale data for `locale`.
  public init?(_ permission: Permission, locale: String, in rendered: RenderedProject) {
    guard let data = rendered.project.localeData[locale] else { return nil }
    self.permission = permission
    self.locale = locale
    self.data = data
    self.appName = Self.appName(locale: locale, in: rendered)
    self.units = rendered.units.filter {
      $0.locale == locale && ($0.permission == permission.id || $0.permission == nil)
    }
  }

  static func appName(locale: String, in rendered: RenderedProject) -> String {
    guard let data = rendered.project.localeData[locale] else { return "App" }
    return rendered.project.appName[locale]?.text ?? data.value(["this-app"])?.text ?? "App"
  }

  /// The permission's own text for `field` in one era (nil: the texts that have no era).
  func unit(_ field: CopyField, era: SettingsEra? = nil) -> CopyUnit? {
    units.first { $0.field == field && $0.permission != nil && $0.era == era }
  }

  /// A text of the alert, notice or primer styles: the permission's own, else the locale's.
  func styleUnit(_ field: CopyField) -> CopyUnit? {
    units.first { $0.field == field && ($0.permission == permission.id || $0.permission == nil) }
  }

  /// The numbered steps back to Settings in one era, in order.
  func steps(era: SettingsEra) -> [CopyUnit] {
    units.filter {
      if case .guideStep = $0.field { return $0.era == era && $0.permission == permission.id }
      return false
    }.sorted { $0.field < $1.field }
  }

  /// A button's word in this locale (`buttons:` of the locale data, as rendered).
  func button(_ button: CopyField.Button) -> CopyUnit? {
    units.first { $0.field == .button(button) }
  }

  /// The guide's two buttons: open Settings, not now.
  public var guideButtons: (openSettings: String, notNow: String) {
    Self.guideButtons(button)
  }

  static func guideButtons(_ button: (CopyField.Button) -> CopyUnit?)
    -> (openSettings: String, notNow: String)
  {
    (button(.openSettings)?.text ?? "Settings", button(.notNow)?.text ?? "Not Now")
  }

  /// The restricted notice's button: OK (Got It), else Not Now. The person cannot turn access
  /// on, so there is nothing to go to.
  public var restrictedButton: String {
    button(.gotIt)?.text ?? guideButtons.notNow
  }

  /// The system alert's words on `version`.
  public func systemAlert(at version: OSVersion) -> SystemAlert {
    SystemAlert(permission, data: data, appName: appName, at: version)
  }
}

/// What iOS itself writes in a permission alert: the title (with the app's name and, for
/// Chinese up to iOS 15, the formal 您) and the buttons of that alert on that iOS version. The
/// message is the app's purpose string.
struct SystemAlert: Equatable, Sendable {
  public let title: String
  public let buttons: [String]
  /// HealthKit's full-screen sheet, drawn and named as a sheet, not an alert.
  public let isSheet: Bool

  init(_ permission: Permission, data: LocaleData, appName: String, at version: OSVersion) {
    var title =
      data.value(permission: permission.id, "alert-title", era: SettingsEra(for: version))?.text
      ?? permission.id
    // Chinese alert titles said 您 up to iOS 15 and 你 from the iOS 16 SDK (apple-facts-2 §5).
    if version.major < 16, let formal = data.value(["alert-you-before-ios16"])?.text {
      title = title.replacingOccurrences(of: "你", with: formal)
    }
    self.title = title.replacingOccurrences(of: "%@", with: appName)
    self.isSheet = permission.alert == .healthSheet
    self.buttons = permission.alert.buttons(at: version).map {
      data.value(["alert-buttons", $0])?.text ?? $0
    }
  }
}

/// The texts of a feature's guide in one locale: the order of the requests, the guide with
/// every permission missing and with each missing alone, and the restricted message.
struct FeatureScreens {
  let feature: ProjectFeature
  public let locale: String
  let units: [CopyUnit]

  init(_ feature: ProjectFeature, locale: String, in rendered: RenderedProject) {
    self.feature = feature
    self.locale = locale
    self.units = rendered.units.filter {
      $0.locale == locale && ($0.feature == feature.id || $0.permission == nil)
    }
  }

  /// The feature's text for `field` when `missing` alone is missing (nil: every permission).
  func unit(_ field: CopyField, missing: String?) -> CopyUnit? {
    units.first { $0.field == field && $0.missing == missing && $0.feature == feature.id }
  }

  func steps(missing: String?, era: SettingsEra) -> [CopyUnit] {
    units.filter {
      guard case .guideStep = $0.field else { return false }
      return $0.feature == feature.id && $0.missing == missing && $0.era == era
    }.sorted { $0.field < $1.field }
  }

  /// Nil first (every permission missing), then each permission of the feature alone.
  public var missingCases: [String?] {
    [nil] + feature.permissions.map { Optional($0.permission.id) }
  }

  func button(_ button: CopyField.Button) -> CopyUnit? {
    units.first { $0.field == .button(button) }
  }

  public var guideButtons: (openSettings: String, notNow: String) {
    PermissionScreens.guideButtons(button)
  }

  /// The restricted notice's button: Got It, else Not Now.
  public var restrictedButton: String {
    button(.gotIt)?.text ?? guideButtons.notNow
  }
}
