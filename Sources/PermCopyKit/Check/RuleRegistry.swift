/// Every rule, in the order reports list them: `data/rules.yml`, compiled into
/// `Generated/RegisteredRules.swift` (`all`, `descriptions`).
public enum RuleRegistry {
  private static let descriptionsByID = Dictionary(
    descriptions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

  /// A registered rule's entry; only rules of `all` are asked for theirs.
  static func description(of id: String) -> RuleDescription {
    guard let description = descriptionsByID[id] else {
      preconditionFailure("rule \(id) has no entry in data/rules.yml")
    }
    return description
  }

  /// A public page that documents what a rule checks, if there is one.
  static func documentationURL(_ id: String) -> String? { descriptionsByID[id]?.documentation }

  static func rule(id: String) -> (any Rule.Type)? { all.first { $0.id == id } }

  public static var ids: [String] { all.map { $0.id } }

  /// The rules that judge a source scan's findings: all `permcopy scan` runs.
  public static let scanRules: Set<String> = [
    "missing-purpose-key", "upload-purpose-key", "unused-purpose-key", "empty-text",
    "missing-file",
  ]
}

/// Which rules run and how loud they are: from `permcopy.yml`'s `rules:` or from flags.
struct CheckConfiguration: Sendable {
  public var disabled: Set<String> = []
  public var severities: [String: Severity] = [:]
  /// Warnings fail the check too.
  public var strict = false

  public init() {}

  /// The configuration permcopy.yml's `rules:` gives; an unknown rule id is an error at its place.
  public init(_ settings: [RuleSetting]) throws {
    var errors = ErrorCollector()
    for setting in settings {
      do {
        try set(setting.rule, setting.level, at: setting.ruleLocation)
      } catch let error as InputError {
        errors.add(error)
      }
    }
    try errors.throwIfAny()
  }

  /// Applies one `rule: off|warning|error` setting; unknown ids are an error with a suggestion.
  public mutating func set(_ rule: String, _ level: String, at location: SourceLocation?) throws {
    guard RuleRegistry.rule(id: rule) != nil else {
      throw InputError(
        "unknown rule '\(rule)'" + Suggestion.didYouMean(rule, in: RuleRegistry.ids)
          + "; `permcopy rules` lists them", at: location)
    }
    switch level {
    case "off": disabled.insert(rule)
    case "warning", "error":
      disabled.remove(rule)
      severities[rule] = Severity(rawValue: level)
    default:
      throw InputError(
        "the level of \(rule) must be off, warning or error, not '\(level)'", at: location)
    }
  }
}
