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
}
