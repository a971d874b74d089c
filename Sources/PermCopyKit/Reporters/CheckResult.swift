import Foundation

/// What a check found, for reporters.
public struct CheckResult: Sendable {
  public let diagnostics: [Diagnostic]
  /// Every text checked, per input (app or project) in the order checked, for reports with one
  /// entry per text (JUnit) and the summary's count: joined only when a report lists them (the
  /// copy of 90,000 texts of a monorepo cost as much as writing its report).
  let textsByInput: [[CheckedText]]
  /// Files read (files mode) or the config and its sources (project mode).
  public let files: [String]
  /// Warnings count as failures.
  public let strict: Bool
  /// The permcopy.yml whose rules and settings applied (the project's, or one found above the
  /// checked folders), as the summary names it.
  public var settingsFile: String?

  init(
    diagnostics: [Diagnostic], textsByInput: [[CheckedText]], files: [String], strict: Bool
  ) {
    self.diagnostics = diagnostics
    self.textsByInput = textsByInput
    self.files = files
    self.strict = strict
  }

  init(diagnostics: [Diagnostic], texts: [CheckedText], files: [String], strict: Bool) {
    self.init(diagnostics: diagnostics, textsByInput: [texts], files: files, strict: strict)
  }

  /// Every text checked, in order.
  var texts: [CheckedText] { textsByInput.flatMap { $0 } }
  public var textCount: Int { textsByInput.reduce(0) { $0 + $1.count } }

  public var errorCount: Int { count(of: .error) }
  public var warningCount: Int { count(of: .warning) }
  public var noteCount: Int { count(of: .note) }

  /// Counted in place: a filtered copy of every diagnostic was made for each count.
  private func count(of severity: Severity) -> Int {
    var count = 0
    for index in diagnostics.indices where diagnostics[index].severity == severity { count += 1 }
    return count
  }

  /// Exit status: 1 with error-level findings (or warnings under --strict), else 0.
  public var status: ExitStatus {
    errorCount > 0 || (strict && warningCount > 0) ? .findings : .success
  }

  public func fails(_ diagnostic: Diagnostic) -> Bool {
    diagnostic.severity == .error || (strict && diagnostic.severity == .warning)
  }
}

/// A text a check looked at, as a report names it. The units themselves are let go once their
/// app is checked: a large monorepo would otherwise hold every text and every rule's view of it
/// until the report is written.
struct CheckedText: Sendable {
  public let file: String
  public let locale: String
  public let key: String
  public let isPurposeString: Bool

  public init(_ unit: CheckUnit) {
    file = unit.file
    locale = unit.locale
    key = unit.key
    isPurposeString = unit.isPurposeString
  }
}
