/// The replacement of a finding's span that `check --fix` writes. A replacement that needs
/// OpenCC's dictionaries (hundreds of milliseconds to open) is worked out only when `--fix` asks
/// for it: no report prints it.
public struct Fix: Sendable {
  private let make: @Sendable () -> String?

  public init(_ text: String) { make = { text } }

  /// A replacement worked out when asked for; nil then means there is no safe fix.
  public init(deferred make: @escaping @Sendable () -> String?) { self.make = make }

  public var text: String? { make() }
}

/// What a rule reports: about a unit (with an optional span in its text) or about a place.
struct Finding: Sendable {
  public let unit: CheckUnit?
  /// Character offsets in the unit's text.
  public let span: Range<Int>?
  public let message: String
  /// Where to point when there is no unit, or to override the unit's position.
  public let location: SourceLocation?
  /// A severity for this finding only (a rule with findings of two weights); nil: the rule's.
  public let severity: Severity?
  /// What replaces the span when the fix is mechanical (`check --fix`); nil: no fix.
  public let fix: Fix?
  /// The other places one finding covers: a house style reported once for a whole locale.
  public let related: [SourceLocation]
  /// What a finding without a unit is about (a source scan's): the purpose key it concerns,
  /// the API called, the target charged.
  public var subject = Subject()

  public struct Subject: Sendable {
    public var key: String?
    public var api: String?
    public var target: String?
  }

  public init(
    unit: CheckUnit?, span: Range<Int>? = nil, message: String, location: SourceLocation? = nil,
    severity: Severity? = nil, fix: String? = nil, related: [SourceLocation] = []
  ) {
    self.init(
      unit: unit, span: span, message: message, location: location, severity: severity,
      fix: fix.map(Fix.init), related: related)
  }

  public init(
    unit: CheckUnit?, span: Range<Int>? = nil, message: String, location: SourceLocation? = nil,
    severity: Severity? = nil, fix: Fix?, related: [SourceLocation] = []
  ) {
    self.fix = fix
    self.related = related
    self.unit = unit
    self.span = span
    self.message = message
    self.location = location
    self.severity = severity
  }
}

/// A finding with its rule, severity and resolved position: what reporters print.
public struct Diagnostic: Sendable {
  public let rule: String
  let severity: Severity
  /// What the finding says (`Linter.grouped` names the other locales one cause covers).
  public internal(set) var message: String
  /// The file, line and column the finding starts at.
  public let location: SourceLocation
  /// Column just past the span on the same line, when there is a span on one line.
  public let endColumn: Int?
  let unit: CheckUnit?
  public let span: Range<Int>?
  /// The span's replacement when the rule knows it (`check --fix`).
  public var fix: Fix? = nil
  /// The other places the finding covers (a house style reported once per locale).
  public var related: [SourceLocation] = []
  /// The key, API and target of a finding without a unit (a source scan's).
  var subject = Finding.Subject()

  /// The purpose key the diagnostic concerns: its unit's, else its subject's.
  public var key: String? { unit?.key ?? subject.key }
}
