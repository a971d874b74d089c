/// For programs: every diagnostic with its rule, severity, position, key, locale and text.
public struct JSONReporter: Reporter {
  public static let name = "json"

  public static func wrote(_ text: String) -> Bool {
    text.hasPrefix("{\n  \"version\": 1,\n  \"summary\":")
  }

  public init() {}

  public func report(_ result: CheckResult) -> String {
    // Diagnostics are written in chunks on both cores, then joined in order.
    let chunks = stride(from: 0, to: result.diagnostics.count, by: 2_000).map {
      result.diagnostics[$0..<min($0 + 2_000, result.diagnostics.count)]
    }
    let written = Parallel.map(chunks) { chunk in
      var out: [UInt8] = []
      for diagnostic in chunk {
        if !out.isEmpty { out.append(contentsOf: ",\n    ".utf8) }
        Self.object(diagnostic).write(into: &out, indent: 2)
      }
      return String(decoding: out, as: UTF8.self)
    }.filter { !$0.isEmpty }
    let summary = JSONValue.object([
      ("errors", .number(result.errorCount)), ("warnings", .number(result.warningCount)),
      ("texts", .number(result.textCount)), ("files", .number(result.files.count)),
      ("passed", .bool(result.status == .success)),
    ])
    var out =
      "{\n  \"version\": 1,\n  \"summary\": " + summary.text(indent: 1) + ",\n  \"diagnostics\": "
    // Appended chunk by chunk into one string of the final size: joining copies the report.
    out.reserveCapacity(out.utf8.count + written.reduce(16) { $0 + $1.utf8.count + 6 })
    if written.isEmpty {
      out += "[]"
    } else {
      out += "[\n    "
      for (index, chunk) in written.enumerated() {
        if index > 0 { out += ",\n    " }
        out += chunk
      }
      out += "\n  ]"
    }
    out += "\n}\n"
    return out
  }

  static func object(_ diagnostic: Diagnostic) -> JSONValue {
    var pairs: [(String, JSONValue)] = [
      ("rule", .string(diagnostic.rule)), ("severity", .string(diagnostic.severity.rawValue)),
      ("message", .string(diagnostic.message)), ("file", .string(diagnostic.location.file)),
      ("line", .number(diagnostic.location.line)), ("column", .number(diagnostic.location.column)),
    ]
    if let end = diagnostic.endColumn { pairs.append(("endColumn", .number(end))) }
    if let unit = diagnostic.unit {
      pairs.append(("key", .string(unit.key)))
      pairs.append(("locale", .string(unit.locale)))
      if let permission = unit.permission { pairs.append(("permission", .string(permission))) }
      pairs.append(("text", .string(HiddenCharacters.escaped(unit.text))))
    }
    if let span = diagnostic.span {
      pairs.append(("span", .array([.number(span.lowerBound), .number(span.upperBound)])))
    }
    if !diagnostic.related.isEmpty {
      pairs.append(
        (
          "related",
          .array(
            diagnostic.related.map {
              .object([
                ("file", .string($0.file)), ("line", .number($0.line)),
                ("column", .number($0.column)),
              ])
            })
        ))
    }
    return .object(pairs)
  }
}
