/// A `.strings` file Xcode cannot read: a missing `;`, a stray character, an unclosed string.
struct SyntaxRule: Rule {
  public static let id = "syntax"
  public static let defaultSeverity = Severity.error
  public static let summary =
    "a .strings file does not parse (missing ';', stray text, unclosed string)"
  public static let source = "Old-style property list syntax (Foundation's parser is the reference)"
  public static let examples: [RuleExample] = []

  public init() {}

  public func check(_ input: CheckInput) -> [Finding] {
    input.fileFindings.filter { $0.rule == Self.id }.map(\.finding)
  }
}
