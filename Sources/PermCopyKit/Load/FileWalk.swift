import Foundation

/// The one walk over an app's folders that Load makes.
enum FileWalk {
  /// Dependencies and build products: never the app's own copy.
  static let skippedFolders: Set<String> = [
    ".git", ".build", ".swiftpm", "node_modules", "Pods", "Carthage", "DerivedData", "build",
  ]

  /// Visits every file below `folder` (POSIX readdir: FileManager's enumerator was a tenth of
  /// the time on large trees). Hidden folders and build products are skipped; symbolic links
  /// to folders are not followed, so a link loop cannot hang the walk.
  static func walk(_ folder: String, _ visit: (String) -> Void) throws {
    guard let directory = opendir(folder) else {
      if errno == ENOENT { return }
      // A folder permcopy cannot read may hold the app's copy: never walk past it silently.
      throw InputError(
        "cannot read the folder \(DisplayPath.of(folder)): \(String(cString: strerror(errno)))",
        at: nil)
    }
    defer { closedir(directory) }
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name == "." || name == ".." { continue }
      let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
      var isDirectory = Int32(entry.pointee.d_type) == Int32(DT_DIR)
      if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
        var info = stat()
        isDirectory = lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
      }
      if isDirectory {
        if !name.hasPrefix(".") && !skippedFolders.contains(name) { try walk(path, visit) }
      } else {
        visit(path)
      }
    }
  }
}
