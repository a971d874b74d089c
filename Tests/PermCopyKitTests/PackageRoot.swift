import Foundation
import Testing

/// The repository root, found from this file's path.
enum PackageRoot {
  static let url = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `../shared` beside the repository, where the corpus and schemas are.
  static let shared = url.deletingLastPathComponent().appendingPathComponent("shared")

  /// Whether `../shared` (the corpora and the reference schemas) is there, as CI provides it;
  /// the tests that read it are skipped with `sharedIsMissing` when it is not.
  static let sharedIsThere = FileManager.default.fileExists(
    atPath: shared.appendingPathComponent("corpus").path)
  static let sharedIsMissing: Comment =
    "needs ../shared (the corpora and schemas) beside the repository, as CI provides it"

  /// A copy of what the generator reads (the knowledge folders and the rule files, whose types
  /// `data/rules.yml` registers), to change as a maintainer would.
  static func knowledgeCopy(_ name: String) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    let rules = "Sources/PermCopyKit/Check/Rules"
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent(rules).deletingLastPathComponent(),
      withIntermediateDirectories: true)
    for item in ["locales", "data", "Templates", "Examples", "README.md", rules] {
      try FileManager.default.copyItem(
        at: url.appendingPathComponent(item), to: root.appendingPathComponent(item))
    }
    return root
  }

  /// Adds `text` at the end of the file at `path` under `root`.
  static func append(_ text: String, to path: String, in root: URL) throws {
    let file = root.appendingPathComponent(path)
    let current = try String(contentsOf: file, encoding: .utf8)
    try Data((current + text).utf8).write(to: file)
  }
}
