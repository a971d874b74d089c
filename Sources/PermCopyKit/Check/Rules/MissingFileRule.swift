/// A file the project names is not there or cannot be read: an XcodeGen `include:`, an
/// `.xcconfig` a configuration or an `#include` names, a target's `INFOPLIST_FILE`. What it
/// declares is unknown, so its purpose strings go unchecked and the target is never read as
/// declaring nothing; the rest of the project is still read and checked.
struct MissingFileRule: Rule {
  public static let id = LoadFinding.missingFile
  public static let defaultSeverity = Severity.error
  public static let summary =
    "a file the project names (an include, an xcconfig, a target's Info.plist) is not there"
  public static let source = "Xcode fails the build when a named Info.plist or xcconfig is missing"
  public static let examples: [RuleExample] = []

  public init() {}

  public func check(_ input: CheckInput) -> [Finding] {
    input.fileFindings.filter { $0.rule == Self.id }.map(\.finding)
  }
}
