/// iOS file systems are case-sensitive: `infoPlist.strings` is not `InfoPlist.strings`, and
/// Xcode copies it without renaming it, so the device never reads its texts.
struct FileNameRule: Rule {
  static let id = "file-name"

  func check(_ input: CheckInput) -> [Finding] {
    input.fileFindings.filter { $0.rule == Self.id }.map(\.finding)
  }
}
