/// A key defined twice: iOS silently uses the last one, which is rarely the one being edited.
struct DuplicateKeyRule: Rule {
  static let id = "duplicate-key"

  func check(_ input: CheckInput) -> [Finding] {
    input.fileFindings.filter { $0.rule == Self.id }.map(\.finding)
  }
}
