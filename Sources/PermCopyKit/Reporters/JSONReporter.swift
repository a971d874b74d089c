/// For programs: every diagnostic with its rule, severity, position, key, locale and text.
struct JSONReporter: Reporter {
  public static let name = "json"

  public static func wrote(_ text: String) -> Bool {
    text.hasPrefix("{\n  \"version\": 1,\n  \"summary\":")
  }

  public init() {}

  public init(color: Bool) {}

  public func report(_ result: CheckResult) -> String {
    // Diagnostics are written in chunks on both cores, then joined in order.
    let chunks = stride(from: 0, to: result.diagnostics.count, by: 2_000).map {
      result.diagnostics[$0..<min($0 + 2_000, result.diagnostics.count)]
    }
    let written = Parallel.map(chunks) { chunk in
      var out: [UInt8] = []
      for diagnostic in chunk {
        if !out.isEmpty { out.append(contentsOf: ",\n    ".utf8) }
        Self.write(diagnostic, into: &out, indent: 2)
      }
      return String(decoding: out, as: UTF8.self)
    }.filter { !$0.isEmpty }
    var summaryPairs: [(String, JSONValue)] = [
      ("errors", .number(result.errorCount)), ("warnings", .number(result.warningCount)),
      ("notes", .number(result.noteCount)),
      ("texts", .number(result.textCount)), ("files", .number(result.files.count)),
      ("passed", .bool(result.status == .success)),
    ]
    if let settings = result.settingsFile { summaryPairs.append(("settings", .string(settings))) }
    let summary = JSONValue.object(summaryPairs)
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

  /// A diagnostic as a JSON object, written straight to bytes: laid out as `JSONValue.object`
  /// would lay it out, without a value made of each member (a tree per diagnostic was half of
  /// the report's time).
  static func write(_ diagnostic: Diagnostic, into out: inout [UInt8], indent: Int) {
    var first = true
    func member(_ key: String) { JSONValue.member(key, into: &out, indent: indent, first: &first) }
    func string(_ key: String, _ value: String) {
      member(key)
      JSONValue.quote(value, into: &out)
    }
    func number(_ key: String, _ value: Int) {
      member(key)
      JSONValue.write(value, into: &out)
    }
    out.append(UInt8(ascii: "{"))
    string("rule", diagnostic.rule)
    string("severity", diagnostic.severity.rawValue)
    string("message", diagnostic.message)
    string("file", diagnostic.location.file)
    number("line", diagnostic.location.line)
    number("column", diagnostic.location.column)
    if let end = diagnostic.endColumn { number("endColumn", end) }
    if let unit = diagnostic.unit {
      string("key", unit.key)
      string("locale", unit.locale)
      if let permission = unit.permission { string("permission", permission) }
      string("text", HiddenCharacters.escaped(unit.text))
    } else if let key = diagnostic.subject.key {
      string("key", key)
    }
    if let api = diagnostic.subject.api { string("api", api) }
    if let target = diagnostic.subject.target { string("target", target) }
    if let span = diagnostic.span {
      member("span")
      out.append(UInt8(ascii: "["))
      var firstBound = true
      JSONValue.element(into: &out, indent: indent + 1, first: &firstBound)
      JSONValue.write(span.lowerBound, into: &out)
      JSONValue.element(into: &out, indent: indent + 1, first: &firstBound)
      JSONValue.write(span.upperBound, into: &out)
      JSONValue.close(UInt8(ascii: "]"), into: &out, indent: indent + 1)
    }
    if !diagnostic.related.isEmpty {
      member("related")
      JSONValue.array(
        diagnostic.related.map {
          .object([
            ("file", .string($0.file)), ("line", .number($0.line)), ("column", .number($0.column)),
          ])
        }
      ).write(into: &out, indent: indent + 1)
    }
    JSONValue.close(UInt8(ascii: "}"), into: &out, indent: indent)
  }
}
