import Foundation

/// Runs every enabled rule on a check input and turns findings into located diagnostics.
enum Linter {
  public static func run(_ input: CheckInput, configuration: CheckConfiguration) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for ruleType in RuleRegistry.all where !configuration.disabled.contains(ruleType.id) {
      // An opt-in rule runs only when the configuration gives it a level.
      if !ruleType.enabledByDefault && configuration.severities[ruleType.id] == nil { continue }
      let rule = ruleType.init()
      for finding in rule.check(input) {
        if let unit = finding.unit, unit.ignores(ruleType.id) { continue }
        let severity =
          configuration.severities[ruleType.id] ?? finding.severity ?? ruleType.defaultSeverity
        diagnostics.append(diagnostic(finding, rule: ruleType.id, severity: severity))
      }
    }
    return diagnostics.sorted(by: order)
  }

  static func diagnostic(_ finding: Finding, rule: String, severity: Severity) -> Diagnostic {
    var location = finding.location
    var endColumn: Int?
    if location == nil, let unit = finding.unit {
      if let span = finding.span {
        let start = unit.location(ofCharacterAt: span.lowerBound)
        let end = unit.location(ofCharacterAt: span.upperBound)
        location = start
        if end.line == start.line && end.column > start.column && unit.entry != nil {
          endColumn = end.column
        }
      } else {
        location = unit.origin
      }
    }
    return Diagnostic(
      rule: rule, severity: severity, message: HiddenCharacters.escaped(finding.message),
      location: location ?? SourceLocation(file: "-", line: 1, column: 1), endColumn: endColumn,
      unit: finding.unit, span: finding.span, fix: finding.span == nil ? nil : finding.fix,
      related: finding.related, subject: finding.subject)
  }

  static func order(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
    // Field by field rather than as tuples, which copy both strings of both sides.
    if a.location.file != b.location.file { return a.location.file < b.location.file }
    if a.location.line != b.location.line { return a.location.line < b.location.line }
    if a.location.column != b.location.column { return a.location.column < b.location.column }
    return a.rule < b.rule
  }
}
