import Foundation

/// Today's findings, recorded so that adopting `check` on an existing app reports only new ones.
/// A finding is identified by its rule, file, key and a fingerprint of the text it is about (or
/// of its message), never by its line: moving an entry does not make it new. Files are named
/// from the baseline's own folder, so it matches from any working folder. The file is one
/// finding a line, sorted, so branches that each add findings merge cleanly.
public struct Baseline: Sendable, Equatable {
  public struct Entry: Hashable, Sendable, Comparable {
    public let rule: String
    public let file: String
    public let key: String
    public let fingerprint: String

    public static func < (a: Entry, b: Entry) -> Bool {
      (a.file, a.key, a.rule, a.fingerprint) < (b.file, b.key, b.rule, b.fingerprint)
    }
  }

  /// Each entry with how many findings it stands for.
  public private(set) var counts: [Entry: Int] = [:]
  /// The folder the baseline file is in, which its file names are relative to (absolute).
  public let folder: String

  /// `folder`: where the baseline file is, as an absolute or working-folder-relative path.
  public init(_ diagnostics: [Diagnostic] = [], folder: String = ".") {
    self.folder = Self.absolute(folder)
    for diagnostic in diagnostics { counts[entry(diagnostic), default: 0] += 1 }
  }

  static func absolute(_ path: String) -> String {
    let joined =
      path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    return URL(fileURLWithPath: joined).standardizedFileURL.path
  }

  /// `path` (as a report names it: from the working folder, or absolute) from the baseline's
  /// folder, with `..` where it lies outside.
  func relative(_ path: String) -> String {
    let target = Self.absolute(path).split(separator: "/")
    let base = folder.split(separator: "/")
    var shared = 0
    while shared < min(target.count, base.count), target[shared] == base[shared] { shared += 1 }
    let up = Array(repeating: "..", count: base.count - shared)
    return (up + target[shared...].map(String.init)).joined(separator: "/")
  }

  public var count: Int { counts.values.reduce(0, +) }

  func entry(_ diagnostic: Diagnostic) -> Entry {
    Entry(
      rule: diagnostic.rule, file: relative(diagnostic.location.file),
      key: diagnostic.unit?.key ?? "",
      fingerprint: TranslationLock.fingerprint(diagnostic.unit?.text ?? diagnostic.message))
  }

  /// How every baseline file starts: `--write-baseline` replaces only a file that does.
  public static let marker = "# permcopy baseline:"

  public static let header =
    "# permcopy baseline: findings `check --baseline` does not report. Written by "
    + "`permcopy check --write-baseline`.\n# rule, file, key, fingerprint of the text; one line "
    + "per finding.\n"

  public func text() -> String {
    var out = Self.header
    for entry in counts.keys.sorted() {
      for _ in 0..<counts[entry]! {
        out += "\(entry.rule)\t\(entry.file)\t\(entry.key)\t\(entry.fingerprint)\n"
      }
    }
    return out
  }

  /// Reads a baseline file's text; a malformed line is an error at its place.
  public static func parse(_ text: String, file: String, folder: String = ".") throws -> Baseline {
    var baseline = Baseline(folder: folder)
    for (index, line) in text.textLines().enumerated()
    where !line.isEmpty && !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count == 4, fields[3].count == 16 else {
        throw InputError(
          "not a baseline line: rule, file, key and fingerprint separated by tabs",
          at: SourceLocation(file: file, line: index + 1, column: 1))
      }
      let entry = Entry(rule: fields[0], file: fields[1], key: fields[2], fingerprint: fields[3])
      baseline.counts[entry, default: 0] += 1
    }
    return baseline
  }

  /// The findings the baseline does not account for, in order; each entry excuses as many
  /// findings as it was recorded for.
  public func new(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    matching(diagnostics).new
  }

  /// The findings the baseline does not account for, and how many of its entries account for
  /// no finding (stale: the finding was fixed, or its text changed).
  public func matching(_ diagnostics: [Diagnostic]) -> (new: [Diagnostic], stale: Int) {
    var left = counts
    let new = diagnostics.filter { diagnostic in
      let entry = entry(diagnostic)
      guard let count = left[entry], count > 0 else { return true }
      left[entry] = count - 1
      return false
    }
    return (new, left.values.reduce(0, +))
  }
}
