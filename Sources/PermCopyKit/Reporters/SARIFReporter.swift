import Foundation

/// SARIF 2.1.0, which code-scanning dashboards read: one rule entry per rule used.
struct SARIFReporter: Reporter {
  public static let name = "sarif"

  public static func wrote(_ text: String) -> Bool {
    text.hasPrefix("{") && text.contains("sarif")
  }

  public init() {}

  public init(color: Bool) {}

  public func report(_ result: CheckResult) -> String {
    let used = RuleRegistry.descriptions.filter { rule in
      result.diagnostics.contains { $0.rule == rule.id }
    }
    let rules: [JSONValue] = used.map { rule in
      let name = rule.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }
        .joined()
      var help: [(String, JSONValue)] = []
      if let url = rule.documentation { help.append(("helpUri", .string(url))) }
      return .object(
        [
          ("id", .string(rule.id)), ("name", .string(name)),
          ("shortDescription", .object([("text", .string(rule.summary))])),
          (
            "fullDescription",
            .object([("text", .string("\(rule.summary). Source: \(rule.source)."))])
          ),
          (
            "help",
            .object([
              (
                "text",
                .string(
                  "\(rule.summary). Source: \(rule.source). `permcopy rules` lists every rule.")
              )
            ])
          ),
          (
            "defaultConfiguration",
            .object([("level", .string(rule.severity == .error ? "error" : "warning"))])
          ),
        ] + help)
    }
    let ruleIndex = Dictionary(uniqueKeysWithValues: used.enumerated().map { ($1.id, $0) })
    let results: [JSONValue] = result.diagnostics.map { diagnostic in
      var region: [(String, JSONValue)] = [
        ("startLine", .number(diagnostic.location.line)),
        ("startColumn", .number(diagnostic.location.column)),
      ]
      if let end = diagnostic.endColumn { region.append(("endColumn", .number(end))) }
      if let unit = diagnostic.unit {
        region.append(
          ("snippet", .object([("text", .string(HiddenCharacters.escaped(unit.text)))])))
      }
      var pairs: [(String, JSONValue)] = [("ruleId", .string(diagnostic.rule))]
      if let index = ruleIndex[diagnostic.rule] { pairs.append(("ruleIndex", .number(index))) }
      pairs += [
        ("level", .string(diagnostic.severity.rawValue)),
        ("message", .object([("text", .string(diagnostic.message))])),
        (
          "locations",
          .array([
            .object([
              (
                "physicalLocation",
                .object([
                  (
                    "artifactLocation",
                    .object([("uri", .string(Self.uri(diagnostic.location.file)))])
                  ),
                  ("region", .object(region)),
                ])
              )
            ])
          ])
        ),
      ]
      // The key, API and target (a source scan's findings carry all three): a property bag.
      var properties: [(String, JSONValue)] = []
      if let key = diagnostic.key { properties.append(("key", .string(key))) }
      if let api = diagnostic.subject.api { properties.append(("api", .string(api))) }
      if let target = diagnostic.subject.target { properties.append(("target", .string(target))) }
      if !properties.isEmpty { pairs.append(("properties", .object(properties))) }
      if !diagnostic.related.isEmpty {
        pairs.append(
          (
            "relatedLocations",
            .array(
              diagnostic.related.enumerated().map { index, location in
                .object([
                  ("id", .number(index + 1)),
                  (
                    "physicalLocation",
                    .object([
                      ("artifactLocation", .object([("uri", .string(Self.uri(location.file)))])),
                      (
                        "region",
                        .object([
                          ("startLine", .number(location.line)),
                          ("startColumn", .number(location.column)),
                        ])
                      ),
                    ])
                  ),
                ])
              })
          ))
      }
      return .object(pairs)
    }
    let document = JSONValue.object([
      ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
      ("version", .string("2.1.0")),
      (
        "runs",
        .array([
          .object([
            (
              "tool",
              .object([
                (
                  "driver",
                  .object([
                    ("name", .string("permcopy")),
                    ("version", .string(ToolVersion.current)),
                    ("semanticVersion", .string(ToolVersion.current)),
                    ("informationUri", .string(ToolVersion.repository)),
                    ("rules", .array(rules)),
                  ])
                )
              ])
            ),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(results)),
          ])
        ])
      ),
    ])
    return document.text() + "\n"
  }

  /// A relative path as a URI reference: spaces and other reserved characters percent-encoded.
  static func uri(_ path: String) -> String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: ":")
    return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
  }
}
