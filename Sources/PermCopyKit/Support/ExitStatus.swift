/// Exit codes shared by every command (DESIGN.md "Exit codes").
public enum ExitStatus: Int32, Sendable {
  /// Nothing at error level.
  case success = 0
  /// Findings at error level, or files out of date for `build --check`.
  case findings = 1
  /// permcopy could not do its job: bad flags, unreadable or invalid input.
  case failure = 2
}
