import Foundation

/// Reads a file's bytes, telling an unreadable file from a missing one, and refusing one
/// beyond the size permcopy reads.
enum FileBytes {
  /// The largest file any reader takes: far beyond a real project file, source or table, and
  /// small enough that what is made of it stays within a gigabyte.
  static let limit = 64 << 20
  /// The largest purpose-string table (`.strings`, `InfoPlist.xcstrings`, `Info.plist`): a
  /// real one holds a few dozen keys, a few kilobytes; every entry becomes a checked text.
  static let tableLimit = 8 << 20

  static func read(_ path: String, display: String, limit: Int = limit) throws -> [UInt8] {
    var info = stat()
    let kind = stat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
    // A pipe or a device would be read until it ends, which may be never.
    if let kind, kind != S_IFREG && kind != S_IFDIR {
      throw InputError(
        "\(display) is not a regular file (a pipe, socket or device); it is not read",
        at: SourceLocation(file: display, line: 1, column: 1))
    }
    if kind == S_IFREG, Int(info.st_size) > limit {
      throw InputError(
        "\(display) is \(megabytes(Int(info.st_size))), beyond the \(megabytes(limit)) permcopy "
          + "reads in a file of this kind; it is not read",
        at: SourceLocation(file: display, line: 1, column: 1))
    }
    if kind == S_IFDIR {
      throw InputError("cannot read \(display): it is a folder, where a file is expected", at: nil)
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      let exists = FileManager.default.fileExists(atPath: path)
      throw InputError(
        exists
          ? "cannot read \(display) (permissions or an I/O error)" : "no such file: \(display)",
        at: nil)
    }
    return [UInt8](data)
  }

  static func megabytes(_ bytes: Int) -> String {
    bytes >= 1 << 20 ? "\(bytes >> 20) MB" : "\(bytes) bytes"
  }

  /// The file's bytes, or nil when nothing is at `path`. A file that is there but cannot be
  /// read (permissions, an I/O error, a folder in the way) is an error, never "missing": a
  /// hand-written file permcopy cannot read must not be replaced as if it were new.
  static func readIfPresent(_ path: String, display: String) throws -> Data? {
    if let data = FileManager.default.contents(atPath: path) { return data }
    var info = stat()
    guard lstat(path, &info) == 0 else {
      if errno == ENOENT || errno == ENOTDIR { return nil }
      throw InputError(
        "cannot read \(display): \(String(cString: strerror(errno)))", at: nil)
    }
    // A symbolic link to nothing is nothing to read.
    if (info.st_mode & S_IFMT) == S_IFLNK && !FileManager.default.fileExists(atPath: path) {
      return nil
    }
    let what =
      (info.st_mode & S_IFMT) == S_IFDIR
      ? "a folder is in the way" : "permissions or an I/O error"
    throw InputError("cannot read \(display) (\(what))", at: nil)
  }
}

/// Whether a path exists, whether it is a folder, and what a folder holds.
enum FileManagerProbe {
  static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

  static func isDirectory(_ path: String) -> Bool {
    var flag: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &flag) && flag.boolValue
  }

  /// The names in a folder, sorted; none when it is not a readable folder.
  static func names(in folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
  }

  /// Whether the file belongs to the person running permcopy (or to root): a settings file
  /// found by walking up is used only then, never one another user left in a shared folder.
  static func isOwnedByUser(_ path: String) -> Bool {
    guard let owner = owner(of: path) else { return false }
    return owner == getuid() || owner == 0
  }

  /// Who owns what the path names, a link followed (a link of one's own can point at anyone's
  /// file); nil when it cannot be read.
  static func owner(of path: String) -> UInt32? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return UInt32(info.st_uid)
  }

  /// Who owns the path itself: the link, for a symbolic link.
  static func ownerOfLink(_ path: String) -> UInt32? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return UInt32(info.st_uid)
  }
}
