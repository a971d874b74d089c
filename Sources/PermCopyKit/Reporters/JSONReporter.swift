import Foundation

/// For programs: every diagnostic with its rule, severity, position, key, locale and text.
public struct JSONReporter: Reporter {
  public static let name = "json"

  public init() {}

  public func report(_ result: CheckResult) -> String {
    let diagnostics: [[String: Any]] = result.diagnostics.map { diagnostic in
      var object: [String: Any] = [
        "rule": diagnostic.rule, "severity": diagnostic.severity.rawValue,
        "message": diagnostic.message,
        "file": diagnostic.location.file, "line": diagnostic.location.line,
        "column": diagnostic.location.column,
      ]
      if let end = diagnostic.endColumn { object["endColumn"] = end }
      if let unit = diagnostic.unit {
        object["key"] = unit.key
        object["locale"] = unit.locale
        object["text"] = unit.text
        if let permission = unit.permission { object["permission"] = permission }
      }
      if let span = diagnostic.span { object["span"] = [span.lowerBound, span.upperBound] }
      return object
    }
    let document: [String: Any] = [
      "version": 1,
      "summary": [
        "errors": result.errorCount, "warnings": result.warningCount, "texts": result.units.count,
        "files": result.files.count, "passed": result.status == .success,
      ],
      "diagnostics": diagnostics,
    ]
    let data =
      (try? JSONSerialization.data(
        withJSONObject: document, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
      ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
