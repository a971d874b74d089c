/// A key defined twice: iOS silently uses the last one, which is rarely the one being edited.
struct DuplicateKeyRule: Rule {
  public static let id = "duplicate-key"
  public static let defaultSeverity = Severity.error
  public static let summary = "a key defined twice in one .strings file (iOS uses the last)"
  public static let source =
    "Old-style property list semantics (the last definition wins, silently)"
  public static let examples: [RuleExample] = []

  public init() {}

  public func check(_ input: CheckInput) -> [Finding] {
    input.fileFindings.filter { $0.rule == Self.id }.map(\.finding)
  }
}
