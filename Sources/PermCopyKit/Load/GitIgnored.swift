import Foundation

/// Whether a repository keeps a file out of git on purpose: a local file each developer makes
/// (a team id, signing or secrets `.xcconfig`, often by a setup script), so a fresh clone lacks
/// it by design. Read only for a file that is missing, from the `.gitignore` files of its folder
/// and the folders above it, up to the repository's root.
enum GitIgnored {
  /// The `.gitignore` (as shown) whose pattern names `path`, if one does.
  static func ignoringFile(for path: String) -> String? {
    // `..` resolved first, so the walk passes only the file's real ancestors.
    let path = URL(fileURLWithPath: path).standardizedFileURL.path
    let name = path.lastPathComponent
    var folder = path.deletingLastPathComponent
    for _ in 0..<64 {
      let file = folder.appendingPath(".gitignore")
      if let text = try? String(contentsOfFile: file, encoding: .utf8) {
        let relative = String(path.dropFirst(folder.count)).drop { $0 == "/" }
        // As git reads a .gitignore: line by line, the last pattern that matches decides, and
        // `!` takes a file back.
        var ignored: Bool?
        for line in text.textLines() {
          var pattern = line.trimmingSpaces()
          guard !pattern.isEmpty, !pattern.hasPrefix("#"), !pattern.hasSuffix("/") else {
            continue
          }
          let negated = pattern.hasPrefix("!")
          if negated { pattern.removeFirst() }
          // A pattern with a slash is relative to its .gitignore; one without names a file
          // in any folder below it.
          let anchored = pattern.contains("/")
          let subject = anchored ? String(relative) : name
          let glob = anchored ? String(pattern.drop { $0 == "/" }) : pattern
          if fnmatch(glob, subject, anchored ? FNM_PATHNAME : 0) == 0 { ignored = !negated }
        }
        if let ignored { return ignored ? DisplayPath.of(file) : nil }
      }
      let parent = folder.deletingLastPathComponent
      if FileManagerProbe.exists(folder.appendingPath(".git")) || parent == folder
        || parent.isEmpty || parent == "."
      {
        break
      }
      folder = parent
    }
    return nil
  }
}
