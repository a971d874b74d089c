import Foundation

/// The repository root, found from this file's path.
enum PackageRoot {
  static let url = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `../shared` beside the repository, where the corpus and schemas are.
  static let shared = url.deletingLastPathComponent().appendingPathComponent("shared")
}
