/// A `.strings` file Xcode cannot read: a missing `;`, a stray character, an unclosed string.
struct SyntaxRule: Rule {
  static let id = "syntax"

  func check(_ input: CheckInput) -> [Finding] {
    input.fileFindings.filter { $0.rule == Self.id }.map(\.finding)
  }
}
