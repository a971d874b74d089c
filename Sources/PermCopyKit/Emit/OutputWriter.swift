import Foundation

/// Writes an `OutputPlan` safely: atomically, only when bytes change, and never over a file
/// permcopy did not generate unless forced.
enum OutputWriter {
  public enum Status: String, Sendable {
    case new
    case changed
    case unchanged
  }

  public struct Result: Sendable {
    public let file: OutputPlan.File
    public let status: Status
    /// The bytes on disk before, if the file existed.
    public let existing: Data?
  }

  /// What writing the plan would do, without writing.
  public static func inspect(_ plan: OutputPlan) throws -> [Result] {
    try plan.files.map { file in
      let existing = try FileBytes.readIfPresent(file.path, display: file.displayPath)
      let status: Status = existing == nil ? .new : (existing == file.data ? .unchanged : .changed)
      return Result(file: file, status: status, existing: existing)
    }
  }

  /// Writes every new or changed file. Refuses, before writing anything, when a file to be
  /// replaced has no permcopy header, the plan would lose something of it, and `force` is false.
  @discardableResult
  public static func write(_ plan: OutputPlan, force: Bool) throws -> [Result] {
    // Temporary files a killed run left beside any output are removed, written or not.
    var folders: Set<String> = []
    for file in plan.files {
      let url = URL(fileURLWithPath: file.path)
      if folders.insert(url.deletingLastPathComponent().path).inserted {
        removeLeftovers(in: url.deletingLastPathComponent().path)
      }
    }
    let results = try inspect(plan)
    var errors = ErrorCollector()
    for result in results where result.status == .changed && !force {
      if let existing = result.existing, !isGenerated(existing),
        !plan.takenOver.contains(result.file.path)
      {
        errors.add(
          "\(result.file.displayPath) was not written by permcopy (it has no "
            + "\"\(GeneratedFile.marker)\" header), and writing it would change or drop what it "
            + "holds (a text that differs from permcopy.yml, a repeated key, a problem Xcode "
            + "cannot read past); move it away or pass --force to replace it",
          at: nil)
      }
    }
    for result in results {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: result.file.path, isDirectory: &isDirectory),
        isDirectory.boolValue
      {
        errors.add(
          "\(result.file.displayPath) is a folder; permcopy needs to write a file there", at: nil)
      }
    }
    try errors.throwIfAny()
    for result in results where result.status != .unchanged {
      // A file replaced is replaced only if it still holds what the plan was made from: an
      // edit saved meanwhile (Xcode saving the catalog) is never lost.
      do {
        try writeAtomically(result.file, unchangedFrom: result.existing.map { [UInt8]($0) })
      } catch is ChangedMeanwhile {
        throw InputError(
          "\(result.file.displayPath) changed while permcopy was writing it; it is left as it "
            + "is: run `permcopy build` again", at: nil)
      }
    }
    for file in plan.stale {
      do {
        try FileManager.default.removeItem(atPath: file.path)
      } catch {
        throw InputError(
          "cannot remove \(file.displayPath): \(error.localizedDescription)", at: nil)
      }
    }
    return results
  }

  /// An error when a folder a command was told to write into (`--html DIR`, `--xliff DIR`), or
  /// a folder on the way to it as given, is a symbolic link: permcopy never writes through one
  /// (a link can lead out of the project). The system's own folders above an absolute path
  /// (`/tmp` on macOS) are not the caller's.
  static func refuseLinkedFolder(_ folder: String, option: String) throws {
    // An absolute path inside the current folder is judged like the relative one it names.
    let here = FileManager.default.currentDirectoryPath
    let folder =
      folder.hasPrefix(here + "/") ? "." + String(folder.dropFirst(here.count)) : folder
    let components = folder.split(separator: "/").map(String.init)
    let absolute = folder.hasPrefix("/")
    var path = absolute ? "" : "."
    for (index, component) in components.enumerated() {
      path += "/" + component
      guard !absolute || index == components.count - 1, component != ".", component != ".."
      else { continue }
      var info = stat()
      guard lstat(path, &info) == 0 else { return }
      if info.st_mode & S_IFMT == S_IFLNK {
        throw InputError(
          "\(folder) leads through a symbolic link (\(component)); permcopy does not write "
            + "through one: choose a folder inside the project for \(option)", at: nil)
      }
    }
  }

  /// The bytes of a file a command is about to replace (`--html`'s page, `--xliff`'s files), if
  /// one is there. A link or a folder there is refused, and so is a file `isOwn` does not
  /// recognize as permcopy's, unless `force` says to replace it; `hint` says how to force it.
  static func existingOwnOutput(
    _ path: String, display: String, option: String, force: Bool = false,
    hint: String = "move it away", isOwn: (Data) -> Bool
  ) throws -> Data? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    switch info.st_mode & S_IFMT {
    case S_IFLNK:
      throw InputError(
        "\(display) is a symbolic link; permcopy does not write through it: remove it or "
          + "choose another folder for \(option)", at: nil)
    case S_IFREG: break
    default:
      throw InputError("\(display) is not a file; choose another folder for \(option)", at: nil)
    }
    let data = Data(try FileBytes.read(path, display: display))
    guard force || isOwn(data) else {
      throw InputError(
        "\(display) was not written by permcopy; \(hint), or choose another folder for \(option)",
        at: nil)
    }
    return data
  }

  /// Whether existing bytes carry permcopy's header near the top.
  public static func isGenerated(_ data: Data) -> Bool {
    guard let text = StringsFileWriter.decode(data.prefix(2048)) ?? StringsFileWriter.decode(data)
    else { return false }
    return text.prefix(600).contains(GeneratedFile.marker)
  }

  /// Temporary file in the same folder, then rename: readers see the old file or the new one.
  /// A symbolic link (a shared `permcopy.yml`) is written through to its target, and a file
  /// that exists keeps its permissions. The temporary file never outlives a handled error, and
  /// ones a killed run left behind are removed.
  /// A file that changed between being read and being replaced (`unchangedFrom`).
  struct ChangedMeanwhile: Error {}

  /// `unchangedFrom`: the bytes the new data was made from; the file is replaced only if it
  /// still holds exactly those just before the rename, so an edit made meanwhile is never lost.
  static func writeAtomically(_ file: OutputPlan.File, unchangedFrom: [UInt8]? = nil) throws {
    var url = URL(fileURLWithPath: file.path)
    var info = stat()
    if lstat(url.path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK {
      url = url.resolvingSymlinksInPath()
    }
    let existingMode: mode_t? = stat(url.path, &info) == 0 ? info.st_mode & 0o7777 : nil
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(
      ".\(url.lastPathComponent).permcopy-\(ProcessInfo.processInfo.processIdentifier).tmp")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      removeLeftovers(in: folder.path, of: url.lastPathComponent)
      try file.data.write(to: temporary)
      if let existingMode { chmod(temporary.path, existingMode) }
      if let unchangedFrom {
        let now = FileManager.default.contents(atPath: url.path).map { [UInt8]($0) }
        guard now == unchangedFrom else {
          try? FileManager.default.removeItem(at: temporary)
          throw ChangedMeanwhile()
        }
      }
      if rename(temporary.path, url.path) != 0 {
        let code = errno
        throw InputError(
          "cannot write \(file.displayPath): \(String(cString: strerror(code)))", at: nil)
      }
    } catch let error as InputError {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    } catch let error as ChangedMeanwhile {
      throw error
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw InputError("cannot write \(file.displayPath): \(error.localizedDescription)", at: nil)
    }
  }

  /// Removes `.NAME.permcopy-PID.tmp` files (of one NAME, or any) of runs that are no longer
  /// alive (killed between writing the temporary file and renaming it).
  static func removeLeftovers(in folder: String, of name: String? = nil) {
    let prefix = name.map { ".\($0).permcopy-" } ?? "."
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    for entry in entries where entry.hasPrefix(prefix) && entry.hasSuffix(".tmp") {
      guard let marker = entry.range(of: ".permcopy-", options: .backwards),
        let pid = Int32(entry[marker.upperBound...].dropLast(".tmp".count))
      else { continue }
      if pid != ProcessInfo.processInfo.processIdentifier && kill(pid, 0) != 0 && errno == ESRCH {
        try? FileManager.default.removeItem(atPath: folder + "/" + entry)
      }
    }
  }
}
