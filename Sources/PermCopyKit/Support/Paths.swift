/// Path arithmetic on strings, done on their bytes: Load, Emit and the jobs all need it.
extension String {
  /// The last path component.
  var lastPathComponent: String {
    guard let slash = lastSlash else { return self }
    return String(self[utf8.index(after: slash)...])
  }

  /// Everything before the last path component ("." for a bare name).
  var deletingLastPathComponent: String {
    guard let slash = lastSlash else { return "." }
    return slash == startIndex ? "/" : String(self[..<slash])
  }

  /// The last `/`, found among the bytes: a search by `Character` breaks graphemes backwards.
  private var lastSlash: String.Index? { utf8.lastIndex(of: UInt8(ascii: "/")) }

  /// `self` joined with a relative path, `..` and `.` resolved; an absolute `relative` wins.
  func appendingPath(_ relative: String) -> String {
    if relative.hasPrefix("/") { return Self.normalized(relative) }
    if relative.isEmpty { return self }
    return Self.normalized(self + "/" + relative)
  }

  static func normalized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/") {
      if part == "." { continue }
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
      } else {
        parts.append(part)
      }
    }
    return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
  }

  /// Whether the path lies inside `folder` (or is it).
  func isInside(_ folder: String) -> Bool {
    self == folder || hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
  }
}
