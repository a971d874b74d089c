/// A check on permission copy: one rule per file in `Rules/`, its id and its check. What it
/// catches, its level, source and examples are its entry in `data/rules.yml`, which also
/// registers it (`Generated/RegisteredRules.swift`); the examples run as tests, so documentation
/// and behaviour cannot drift.
protocol Rule: Sendable {
  static var id: String { get }

  init()
  func check(_ input: CheckInput) -> [Finding]
}

/// A rule's entry in `data/rules.yml`.
struct RuleDescription: Sendable {
  let id: String
  let severity: Severity
  /// False for an opt-in rule: it runs only when `rules:` or `--severity` gives it a level.
  let enabledByDefault: Bool
  /// One line: what it catches.
  let summary: String
  /// Where the rule comes from: App Review 5.1.1, the HIG, a locale convention.
  let source: String
  /// A page that documents what the rule checks (SARIF `helpUri`).
  let documentation: String?
  let examples: [RuleExample]

  /// The level `permcopy rules` lists: `off` for an opt-in rule.
  var defaultLevel: String { enabledByDefault ? severity.rawValue : "off" }
}

/// An example text for a rule, and whether the rule fires on it.
struct RuleExample: Sendable {
  let locale: String
  let text: String
  let triggers: Bool
  let key: String
  /// Other units in the same check: the source text, another locale, another key.
  let context: [(key: String, locale: String, text: String)]
  let appName: String?
  /// Display names per locale, where they differ (over `appName`, which names every locale).
  let appNames: [String: String]
  let deploymentTarget: OSVersion?

  init(
    _ locale: String, _ text: String, triggers: Bool, key: String = "NSCameraUsageDescription",
    context: [(key: String, locale: String, text: String)] = [], appName: String? = nil,
    appNames: [String: String] = [:], target: OSVersion? = nil
  ) {
    self.locale = locale
    self.text = text
    self.triggers = triggers
    self.key = key
    self.context = context
    self.appName = appName
    self.appNames = appNames
    self.deploymentTarget = target
  }
}

extension Rule {
  var id: String { Self.id }

  static var description: RuleDescription { RuleRegistry.description(of: id) }
  static var defaultSeverity: Severity { description.severity }
  static var enabledByDefault: Bool { description.enabledByDefault }
  static var examples: [RuleExample] { description.examples }

  /// Runs `body` on each unit and collects the findings.
  func eachUnit(_ units: [CheckUnit], _ body: (CheckUnit) -> [Finding]) -> [Finding] {
    var findings: [Finding] = []
    for unit in units { findings += body(unit) }
    return findings
  }
}
