import Foundation

/// Whether a repository keeps a file out of git on purpose: a local file each developer makes
/// (a team id, signing or secrets `.xcconfig`, often by a setup script), so a fresh clone lacks
/// it by design. Read only for a file that is missing, from the `.gitignore` files of its folder
/// and the folders above it, up to the repository's root.
enum GitIgnored {
  /// The `.gitignore` (as shown) whose pattern names `path`, if one does.
  static func ignoringFile(for path: String) -> String? {
    let name = path.lastPathComponent
    var folder = path.deletingLastPathComponent
    for _ in 0..<64 {
      let file = folder.appendingPath(".gitignore")
      if let text = try? String(contentsOfFile: file, encoding: .utf8) {
        let relative = String(path.dropFirst(folder.count)).drop { $0 == "/" }
        for line in text.textLines() {
          let pattern = line.trimmingSpaces()
          guard !pattern.isEmpty, !pattern.hasPrefix("#"), !pattern.hasPrefix("!"),
            !pattern.hasSuffix("/")
          else { continue }
          // A pattern with a slash is relative to its .gitignore; one without names a file
          // in any folder below it.
          let anchored = pattern.contains("/")
          let subject = anchored ? String(relative) : name
          let glob = anchored ? String(pattern.drop { $0 == "/" }) : pattern
          if fnmatch(glob, subject, 0) == 0 { return DisplayPath.of(file) }
        }
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
