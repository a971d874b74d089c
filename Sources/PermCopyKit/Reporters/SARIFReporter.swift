import Foundation

/// SARIF 2.1.0, which code-scanning dashboards read: one rule entry per rule used.
public struct SARIFReporter: Reporter {
  public static let name = "sarif"

  public init() {}

  public func report(_ result: CheckResult) -> String {
    let used = RuleRegistry.all.filter { rule in result.diagnostics.contains { $0.rule == rule.id }
    }
    let rules: [[String: Any]] = used.map { rule in
      [
        "id": rule.id,
        "name": rule.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }
          .joined(),
        "shortDescription": ["text": rule.summary],
        "fullDescription": ["text": "\(rule.summary). Source: \(rule.source)."],
        "help": [
          "text": "\(rule.summary). Source: \(rule.source). `permcopy rules` lists every rule."
        ],
        "defaultConfiguration": ["level": rule.defaultSeverity == .error ? "error" : "warning"],
      ]
    }
    let results: [[String: Any]] = result.diagnostics.map { diagnostic in
      var region: [String: Any] = [
        "startLine": diagnostic.location.line, "startColumn": diagnostic.location.column,
      ]
      if let end = diagnostic.endColumn { region["endColumn"] = end }
      if let unit = diagnostic.unit { region["snippet"] = ["text": unit.text] }
      var entry: [String: Any] = [
        "ruleId": diagnostic.rule,
        "level": diagnostic.severity == .error ? "error" : "warning",
        "message": ["text": diagnostic.message],
        "locations": [
          [
            "physicalLocation": [
              "artifactLocation": ["uri": Self.uri(diagnostic.location.file)],
              "region": region,
            ]
          ]
        ],
      ]
      if let index = used.firstIndex(where: { $0.id == diagnostic.rule }) {
        entry["ruleIndex"] = index
      }
      return entry
    }
    let document: [String: Any] = [
      "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
      "version": "2.1.0",
      "runs": [
        [
          "tool": [
            "driver": [
              "name": "permcopy",
              "informationUri": "https://github.com/permcopy/permcopy",
              "rules": rules,
            ]
          ],
          "columnKind": "unicodeCodePoints",
          "results": results,
        ]
      ],
    ]
    let data =
      (try? JSONSerialization.data(
        withJSONObject: document, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
      ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// A relative path as a URI reference: spaces and other reserved characters percent-encoded.
  static func uri(_ path: String) -> String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: ":")
    return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
  }
}
