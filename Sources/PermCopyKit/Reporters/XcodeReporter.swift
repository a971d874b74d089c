import Foundation

/// Xcode's build-log syntax, for a Run Script phase: Xcode lists each line in the issue navigator
/// and opens the file at the line. Paths must be absolute there; a house style's other places
/// follow as notes.
struct XcodeReporter: Reporter {
  public static let name = "xcode"

  public static func wrote(_ text: String) -> Bool {
    text.split(separator: "\n").allSatisfy { $0.hasPrefix("/") && $0.contains(": ") }
  }
  /// What relative paths are resolved against: the folder permcopy runs in.
  let folder: String

  public init(folder: String = DisplayPath.currentFolder) { self.folder = folder }

  public init(color: Bool) { self.init() }

  public func report(_ result: CheckResult) -> String {
    var out = ""
    for diagnostic in result.diagnostics {
      let message = Self.oneLine(diagnostic.message) + " [\(diagnostic.rule)]"
      out += line(diagnostic.location, diagnostic.severity.rawValue, message)
      for place in diagnostic.related {
        out += line(place, "note", "one more place of the finding above [\(diagnostic.rule)]")
      }
    }
    return out
  }

  func line(_ location: SourceLocation, _ kind: String, _ message: String) -> String {
    "\(absolute(location.file)):\(max(1, location.line)):\(max(1, location.column)): "
      + "\(kind): \(message)\n"
  }

  func absolute(_ path: String) -> String {
    let joined = path.hasPrefix("/") ? path : folder + "/" + path
    return URL(fileURLWithPath: joined).standardizedFileURL.path
  }

  /// Xcode reads one issue per line.
  static func oneLine(_ text: String) -> String {
    text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
      .replacingOccurrences(of: "\r", with: " ")
  }
}
