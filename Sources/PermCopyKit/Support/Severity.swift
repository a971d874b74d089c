/// How much a finding weighs: an error fails the check, a warning only with --strict, a note
/// never (something permcopy could not read yet, and why that is fine).
enum Severity: String, Sendable, Comparable, CaseIterable {
  case note
  case warning
  case error

  private var rank: Int {
    switch self {
    case .note: 0
    case .warning: 1
    case .error: 2
    }
  }

  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
