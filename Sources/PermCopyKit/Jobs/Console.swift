import Foundation
@preconcurrency import Rainbow

/// Where a job prints: standard output for results, standard error for messages.
public struct Console: Sendable {
  public var out: @Sendable (String) -> Void
  public var err: @Sendable (String) -> Void

  public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void)
  {
    self.out = out
    self.err = err
  }

  public static let standard = Console(
    out: { write($0, to: .standardOutput) },
    err: { FileHandle.standardError.write(Data((Console.highlight($0) + "\n").utf8)) })

  /// Writes `text` and a newline from the string's own bytes: a report of a monorepo is tens of
  /// megabytes, and joining it with the newline or converting it to `Data` would copy it.
  static func write(_ text: String, to handle: FileHandle) {
    var text = text
    text.withUTF8 { bytes in
      guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
      handle.write(
        Data(
          bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: bytes.count,
          deallocator: .none))
    }
    handle.write(Data([0x0A]))
  }

  /// Whether standard error is a terminal that wants colour (`NO_COLOR` and `TERM=dumb` say no).
  static let colorsStandardError = Terminal.wantsColor(on: STDERR_FILENO)

  /// Colours the severity of `file:line:column: error: …` lines on a terminal.
  static func highlight(_ message: String) -> String {
    guard colorsStandardError else { return message }
    Rainbow.enabled = true
    Rainbow.outputTarget = .console
    return message.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      var line = String(line)
      for (word, paint) in [
        (": error: ", { (text: String) in text.red.bold }),
        (": warning: ", { (text: String) in text.yellow.bold }),
      ] {
        if let range = line.range(of: word) {
          let severity = String(word.dropFirst(2).dropLast(2))
          line.replaceSubrange(range, with: ": " + paint(severity) + ": ")
        }
      }
      return line
    }.joined(separator: "\n")
  }
}
