/// GitHub Actions workflow commands: each finding becomes an annotation on the pull request.
struct GitHubReporter: Reporter {
  public static let name = "github"

  public static func wrote(_ text: String) -> Bool {
    text.split(separator: "\n").allSatisfy { $0.hasPrefix("::") }
  }

  public init() {}

  public init(color: Bool) {}

  public func report(_ result: CheckResult) -> String {
    result.diagnostics.map { diagnostic in
      let command =
        switch diagnostic.severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
      var properties = [
        "file=\(Self.property(diagnostic.location.file))", "line=\(diagnostic.location.line)",
        "col=\(diagnostic.location.column)",
      ]
      if let end = diagnostic.endColumn { properties.append("endColumn=\(end)") }
      properties.append("title=\(Self.property("permcopy \(diagnostic.rule)"))")
      var message = diagnostic.message
      if !diagnostic.related.isEmpty {
        message +=
          " (also at "
          + TextReporter.places(diagnostic.related, in: diagnostic.location.file) + ")"
      }
      return "::\(command) \(properties.joined(separator: ","))::\(Self.data(message))"
    }.joined(separator: "\n") + (result.diagnostics.isEmpty ? "" : "\n")
  }

  /// Escaping of the message, as the workflow-command syntax requires.
  static func data(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// Escaping of a property value: also ':' and ','.
  static func property(_ text: String) -> String {
    data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}
