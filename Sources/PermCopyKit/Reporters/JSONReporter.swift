/// For programs: every diagnostic with its rule, severity, position, key, locale and text.
public struct JSONReporter: Reporter {
  public static let name = "json"

  public init() {}

  public func report(_ result: CheckResult) -> String {
    let diagnostics: [JSONValue] = result.diagnostics.map { diagnostic in
      var pairs: [(String, JSONValue)] = [
        ("rule", .string(diagnostic.rule)), ("severity", .string(diagnostic.severity.rawValue)),
        ("message", .string(diagnostic.message)), ("file", .string(diagnostic.location.file)),
        ("line", .number(diagnostic.location.line)),
        ("column", .number(diagnostic.location.column)),
      ]
      if let end = diagnostic.endColumn { pairs.append(("endColumn", .number(end))) }
      if let unit = diagnostic.unit {
        pairs.append(("key", .string(unit.key)))
        pairs.append(("locale", .string(unit.locale)))
        if let permission = unit.permission { pairs.append(("permission", .string(permission))) }
        pairs.append(("text", .string(unit.text)))
      }
      if let span = diagnostic.span {
        pairs.append(("span", .array([.number(span.lowerBound), .number(span.upperBound)])))
      }
      return .object(pairs)
    }
    let document = JSONValue.object([
      ("version", .number(1)),
      (
        "summary",
        .object([
          ("errors", .number(result.errorCount)), ("warnings", .number(result.warningCount)),
          ("texts", .number(result.units.count)), ("files", .number(result.files.count)),
          ("passed", .bool(result.status == .success)),
        ])
      ),
      ("diagnostics", .array(diagnostics)),
    ])
    return document.text() + "\n"
  }
}
