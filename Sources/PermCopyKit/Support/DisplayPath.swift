import Foundation

/// How messages name a file: relative to the current folder when it lies inside it.
enum DisplayPath {
  static func of(_ path: String) -> String {
    let cwd = FileManager.default.currentDirectoryPath
    let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
    if standardized.hasPrefix(cwd + "/") { return String(standardized.dropFirst(cwd.count + 1)) }
    return standardized
  }
}
