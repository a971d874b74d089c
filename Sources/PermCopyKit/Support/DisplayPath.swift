import Foundation

/// How messages name a file: relative to the current folder when it lies inside it.
enum DisplayPath {
  /// The current folder, read once: permcopy never changes it.
  public static let currentFolder = FileManager.default.currentDirectoryPath

  static func of(_ path: String) -> String {
    // An absolute path without `.` or `..` parts needs no URL to be standardized.
    let standardized =
      path.hasPrefix("/") && !holdsDotPart(path)
        && !path.hasSuffix("/.") && !path.hasSuffix("/..")
      ? path : URL(fileURLWithPath: path).standardizedFileURL.path
    let cwd = currentFolder
    if standardized.hasPrefix(cwd + "/") { return String(standardized.dropFirst(cwd.count + 1)) }
    return standardized
  }

  /// Whether `/./` or `/../` is in the path, found in its bytes: Foundation's `contains`
  /// bridged every path of a monorepo to NSString.
  private static func holdsDotPart(_ path: String) -> Bool {
    // The dots since the last `/`, or nil once anything else follows it.
    var dots: Int?
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "/"):
        if dots == 1 || dots == 2 { return true }
        dots = 0
      case UInt8(ascii: "."): dots = dots.map { $0 + 1 }
      default: dots = nil
      }
    }
    return false
  }
}

/// A path with `..` and every symbolic link resolved, also where its last parts do not exist
/// yet (the deepest existing folder is resolved and the rest appended).
enum RealPath {
  static func of(_ path: String) -> String {
    var existing = URL(fileURLWithPath: path).standardizedFileURL.path
    var rest: [String] = []
    while existing != "/" {
      if let resolved = realpath(existing, nil) {
        defer { free(resolved) }
        let base = String(cString: resolved)
        return ([base == "/" ? "" : base] + rest.reversed()).joined(separator: "/")
      }
      rest.append((existing as NSString).lastPathComponent)
      existing = (existing as NSString).deletingLastPathComponent
    }
    return "/" + rest.reversed().joined(separator: "/")
  }
}
