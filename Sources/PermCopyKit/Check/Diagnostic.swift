/// What a rule reports: about a unit (with an optional span in its text) or about a place.
public struct Finding: Sendable {
  public let unit: CheckUnit?
  /// Character offsets in the unit's text.
  public let span: Range<Int>?
  public let message: String
  /// Where to point when there is no unit, or to override the unit's position.
  public let location: SourceLocation?
  /// A severity for this finding only (a rule with findings of two weights); nil: the rule's.
  public let severity: Severity?
  /// What replaces the span when the fix is mechanical (`check --fix`); nil: no fix.
  public let fix: String?
  /// The other places one finding covers: a house style reported once for a whole locale.
  public let related: [SourceLocation]

  public init(
    unit: CheckUnit?, span: Range<Int>? = nil, message: String, location: SourceLocation? = nil,
    severity: Severity? = nil, fix: String? = nil, related: [SourceLocation] = []
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
  public let severity: Severity
  public let message: String
  /// The file, line and column the finding starts at.
  public let location: SourceLocation
  /// Column just past the span on the same line, when there is a span on one line.
  public let endColumn: Int?
  public let unit: CheckUnit?
  public let span: Range<Int>?
  /// The span's replacement when the rule knows it (`check --fix`).
  public var fix: String? = nil
  /// The other places the finding covers (a house style reported once per locale).
  public var related: [SourceLocation] = []
}
