import Foundation

/// `permcopy rules`: every rule with its id, default severity and summary.
public enum RuleListing {
  public static func table() -> String {
    let width = RuleRegistry.ids.map(\.count).max() ?? 0
    return RuleRegistry.descriptions.map { rule in
      TextSpans.padded(rule.id, to: width) + "  " + TextSpans.padded(rule.defaultLevel, to: 7)
        + "  "
        + rule.summary
    }.joined(separator: "\n")
  }

  public static func json() throws -> String {
    let rules: [[String: Any]] = RuleRegistry.descriptions.map { rule in
      [
        "id": rule.id, "severity": rule.defaultLevel, "summary": rule.summary,
        "source": rule.source,
        "locales": Array(Set(rule.examples.map(\.locale))).sorted(),
      ]
    }
    let data = try JSONSerialization.data(
      withJSONObject: rules, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    return String(decoding: data, as: UTF8.self)
  }

  /// The README's rules reference.
  public static func markdown() -> String { markdown(RuleRegistry.descriptions) }

  static func markdown(_ rules: [RuleDescription]) -> String {
    var out = "| id | default | catches | source |\n|---|---|---|---|\n"
    for rule in rules {
      let summary = rule.summary.replacingOccurrences(of: "|", with: "\\|")
      out +=
        "| `\(rule.id)` | \(rule.defaultLevel) | \(summary) | \(rule.source.replacingOccurrences(of: "|", with: "\\|")) |\n"
    }
    return out
  }
}
