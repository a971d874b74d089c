import Foundation

/// Where a job prints: standard output for results, standard error for messages.
public struct Console: Sendable {
  public var out: @Sendable (String) -> Void
  public var err: @Sendable (String) -> Void

  public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void)
  {
    self.out = out
    self.err = err
  }

  public static let standard = Console(
    out: { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) },
    err: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
}

/// Exit codes shared by every command (DESIGN.md "Exit codes").
public enum ExitStatus: Int32, Sendable {
  /// Nothing at error level.
  case success = 0
  /// Findings at error level, or files out of date for `build --check`.
  case findings = 1
  /// permcopy could not do its job: bad flags, unreadable or invalid input.
  case failure = 2
}
