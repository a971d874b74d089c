/// How much a finding weighs: an error fails the check, a warning only with --strict.
enum Severity: String, Sendable, Comparable, CaseIterable {
  case warning
  case error

  public static func < (lhs: Severity, rhs: Severity) -> Bool {
    lhs == .warning && rhs == .error
  }
}
