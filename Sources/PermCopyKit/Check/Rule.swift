/// A check on permission copy. One rule per file in `Rules/`, registered in `RuleRegistry`.
///
/// Every rule documents itself and carries examples that trigger and examples that do not, in
/// each locale it covers; the examples run as tests, so documentation and behaviour cannot drift.
protocol Rule: Sendable {
  static var id: String { get }
  static var defaultSeverity: Severity { get }
  /// One line: what it catches.
  static var summary: String { get }
  /// Where the rule comes from: App Review 5.1.1, the HIG, a locale convention.
  static var source: String { get }
  static var examples: [RuleExample] { get }
  /// False for an opt-in rule: it runs only when `rules:` or `--severity` gives it a level.
  static var enabledByDefault: Bool { get }

  init()
  func check(_ input: CheckInput) -> [Finding]
}

/// An example text for a rule, and whether the rule fires on it.
struct RuleExample: Sendable {
  public let locale: String
  public let text: String
  public let triggers: Bool
  public let key: String
  /// Other units in the same check: the source text, another locale, another key.
  public let context: [(key: String, locale: String, text: String)]
  public let appName: String?
  /// Display names per locale, where they differ (over `appName`, which names every locale).
  public var appNames: [String: String] = [:]
  public let deploymentTarget: OSVersion?

  public static func triggers(
    _ locale: String, _ text: String, key: String = "NSCameraUsageDescription",
    context: [(key: String, locale: String, text: String)] = [], appName: String? = nil,
    appNames: [String: String] = [:], target: OSVersion? = nil
  ) -> RuleExample {
    RuleExample(
      locale: locale, text: text, triggers: true, key: key, context: context, appName: appName,
      appNames: appNames, deploymentTarget: target)
  }

  public static func passes(
    _ locale: String, _ text: String, key: String = "NSCameraUsageDescription",
    context: [(key: String, locale: String, text: String)] = [], appName: String? = nil,
    appNames: [String: String] = [:], target: OSVersion? = nil
  ) -> RuleExample {
    RuleExample(
      locale: locale, text: text, triggers: false, key: key, context: context, appName: appName,
      appNames: appNames, deploymentTarget: target)
  }
}

extension Rule {
  public var id: String { Self.id }

  public static var enabledByDefault: Bool { true }

  /// The level `permcopy rules` lists: `off` for an opt-in rule.
  public static var defaultLevel: String { enabledByDefault ? defaultSeverity.rawValue : "off" }

  /// Runs `body` on each unit and collects the findings.
  func eachUnit(_ units: [CheckUnit], _ body: (CheckUnit) -> [Finding]) -> [Finding] {
    var findings: [Finding] = []
    for unit in units { findings += body(unit) }
    return findings
  }
}
