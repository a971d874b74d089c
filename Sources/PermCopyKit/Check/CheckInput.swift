/// Everything the rules of one check see: the units of one app, and what is known about it.
struct CheckInput: Sendable {
  public let units: [CheckUnit]
  /// The locale translations are compared with.
  public let sourceLocale: String
  /// Locales the app has (files mode) or configures (project mode).
  public let locales: [String]
  public let deploymentTarget: OSVersion?
  /// App name per locale, for the app-name rule.
  public let appNames: [String: String]
  /// Problems the readers found: syntax and duplicate keys.
  public let fileFindings: [(rule: String, finding: Finding)]
  /// Whether the app also builds for Mac Catalyst or macOS, where macOS keys are legitimate.
  public let buildsForMac: Bool
  /// Keys the team declares valid although Apple does not document them (`--known-key`).
  public var knownKeys: Set<String> = []
  /// The purpose keys of the merged Info.plist, when an Info.plist or a project file is in view;
  /// nil when only `.strings` files are. A project's are the keys `build` writes, companions
  /// included. Which keys ship together is a question about the Info.plist, never about a
  /// translation table.
  public var infoPlistKeys: Set<String>?
  /// The spacing policy between Han and Latin a lint config declares (`space` / `none`); nil:
  /// the locale's (a project's locale data, else Apple's, a space).
  public var latinSpacing: String?
  /// The app target the units come from: the scan rules read its source uses.
  public var target: AppTarget?
  /// What the people of each locale the app ships see for each purpose key (both modes).
  public var audiences: [Audience] = []
  /// Purpose keys a table translates that the Info.plist in view does not declare.
  public var undeclaredKeys: [ShippedText] = []

  public init(
    units: [CheckUnit], sourceLocale: String, locales: [String], deploymentTarget: OSVersion?,
    appNames: [String: String],
    fileFindings: [(rule: String, finding: Finding)] = [],
    buildsForMac: Bool = false
  ) {
    self.buildsForMac = buildsForMac
    self.units = units
    self.sourceLocale = sourceLocale
    self.locales = locales
    self.deploymentTarget = deploymentTarget
    self.appNames = appNames
    self.fileFindings = fileFindings
  }

  /// The rule parameters of a unit's language; empty for languages permcopy does not know.
  func rules(for unit: CheckUnit) -> LocaleRules { unit.rules }

  /// Purpose strings of the source locale, by key.
  public var sourceTexts: [String: CheckUnit] {
    var result: [String: CheckUnit] = [:]
    for unit in units
    where unit.locale == sourceLocale && unit.isPurposeString && unit.variation == nil {
      result[unit.key] = unit
    }
    return result
  }
}
