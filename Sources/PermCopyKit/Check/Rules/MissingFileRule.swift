/// A file the project names is not there or cannot be read: an XcodeGen `include:`, an
/// `.xcconfig` a configuration or an `#include` names, a target's `INFOPLIST_FILE`. What it
/// declares is unknown, so its purpose strings go unchecked and the target is never read as
/// declaring nothing; the rest of the project is still read and checked.
struct MissingFileRule: Rule {
  static let id = LoadFinding.missingFile

  func check(_ input: CheckInput) -> [Finding] {
    input.fileFindings.filter { $0.rule == Self.id }.map(\.finding)
  }
}
