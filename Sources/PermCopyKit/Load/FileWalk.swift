import Foundation

/// The one walk over an app's folders that Load makes.
enum FileWalk {
  /// Dependencies and build products: never the app's own copy.
  static let skippedFolders: Set<String> = [
    ".git", ".build", ".swiftpm", "node_modules", "Pods", "Carthage", "DerivedData", "build",
  ]

  /// Bundles Xcode writes from an app, never its sources: exported localizations (`.xcloc`, a
  /// snapshot of the tables for translators), archives and test results.
  static let skippedSuffixes = [".xcloc", ".xcarchive", ".xcresult"]

  /// Whether the walk goes into a folder of this name.
  static func entersFolder(named name: String) -> Bool {
    !name.hasPrefix(".") && !skippedFolders.contains(name)
      && !skippedSuffixes.contains { name.hasSuffix($0) }
  }

  /// Every file below `folder` that `pick` keeps, with what it made of it, in walk order. The
  /// folders are walked on every core: the walk of a large tree is mostly the kernel reading
  /// directories, which one core did alone while the other waited.
  static func files<T>(below folder: String, _ pick: @Sendable (String) -> T?) throws -> [T] {
    // Breadth first until there are folders enough to share out (or none are left), then each
    // of those on its own.
    var picked: [T] = []
    var frontier = [folder]
    var level = 0
    while frontier.count < 64 && level < 4 && !frontier.isEmpty {
      var next: [String] = []
      for directory in frontier {
        try entries(of: directory) { path, isDirectory in
          if isDirectory {
            next.append(path)
          } else if let value = pick(path) {
            picked.append(value)
          }
        }
      }
      frontier = next
      level += 1
    }
    let walked = Parallel.map(frontier) { directory -> Result<[T], Error> in
      Result {
        var found: [T] = []
        try walk(directory) { path in
          if let value = pick(path) { found.append(value) }
        }
        return found
      }
    }
    for result in walked { picked += try result.get() }
    return picked
  }

  /// Visits every file below `folder` (POSIX readdir: FileManager's enumerator was a tenth of
  /// the time on large trees). Hidden folders and build products are skipped; symbolic links
  /// to folders are not followed, so a link loop cannot hang the walk.
  static func walk(_ folder: String, _ visit: (String) -> Void) throws {
    try entries(of: folder) { path, isDirectory in
      if isDirectory { try walk(path, visit) } else { visit(path) }
    }
  }

  /// Calls `body` with each entry of `folder` that the walk goes into or reports: its files and
  /// the folders that are not hidden or build products.
  private static func entries(of folder: String, _ body: (String, Bool) throws -> Void) throws {
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
        if entersFolder(named: name) { try body(path, true) }
      } else {
        try body(path, false)
      }
    }
  }
}
