/// iOS file systems are case-sensitive: `infoPlist.strings` is not `InfoPlist.strings`, and
/// Xcode copies it without renaming it, so the device never reads its texts.
struct FileNameRule: Rule {
  public static let id = "file-name"
  public static let defaultSeverity = Severity.warning
  public static let summary =
    "an InfoPlist.strings file named in another case (infoPlist.strings), which iOS never reads"
  public static let source = "Bundle resource lookup is case-sensitive on iOS devices"
  public static let examples: [RuleExample] = []

  public init() {}

  public func check(_ input: CheckInput) -> [Finding] {
    input.fileFindings.filter { $0.rule == Self.id }.map(\.finding)
  }
}
