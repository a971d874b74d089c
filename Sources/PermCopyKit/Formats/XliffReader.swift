import CXMLShim
import Foundation

/// Reads XLIFF 1.2 through libxml2 (Foundation's XMLParser reports success on malformed
/// input): every trans-unit with the languages of its `<file>`, or an error with the line and
/// column of the first problem.
public enum XliffReader {
  public struct Unit: Sendable, Equatable {
    /// The enclosing `<file>`'s attributes.
    public let original: String?
    public let sourceLanguage: String?
    public let targetLanguage: String?
    public let id: String?
    public let source: String?
    /// The target's text; nil without a `<target>`.
    public let target: String?
    public let state: String?
    /// The target holds inline elements (`<g>`, `<x/>`…) besides text.
    public let targetHasMarkup: Bool
    /// Where the target is (the unit, without one).
    public let location: SourceLocation
  }

  public struct Document: Sendable {
    public let path: String
    /// Every `<file>`'s `original`, in document order.
    public let files: [String?]
    public let units: [Unit]
  }

  public static let namespace = "urn:oasis:names:tc:xliff:document:1.2"

  /// Reads the file at `path`; `display` names it in messages.
  public static func read(path: String, display: String) throws -> Document {
    guard let data = FileManager.default.contents(atPath: path) else {
      let exists = FileManager.default.fileExists(atPath: path)
      throw InputError(exists ? "cannot read \(display)" : "no file \(display)", at: nil)
    }
    return try read(data, display: display)
  }

  public static func read(_ data: Data, display: String) throws -> Document {
    guard !data.isEmpty else {
      throw InputError(
        "malformed XML: the file is empty", at: SourceLocation(file: display, line: 1, column: 1))
    }
    var xliff = cxml_xliff()
    var message = [CChar](repeating: 0, count: 512)
    var line: Int32 = 0
    var column: Int32 = 0
    let status = data.withUnsafeBytes { bytes in
      cxml_read_xliff(
        bytes.baseAddress?.assumingMemoryBound(to: CChar.self), bytes.count, &xliff, &message,
        message.count, &line, &column)
    }
    guard status == 0 else {
      let text = XMLText.message(message)
      throw InputError(
        "malformed XML: \(text.prefix(1).lowercased() + text.dropFirst())",
        at: SourceLocation(file: display, line: max(Int(line), 1), column: max(Int(column), 1)))
    }
    defer { cxml_free_xliff(&xliff) }
    // For columns: the text as libxml2 decoded it (UTF-8, or UTF-16 with its byte-order mark).
    let decoded =
      String(data: data, encoding: .utf8)
      ?? (data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF])
        ? String(data: data, encoding: .utf16) : nil)
    let lines = decoded.map { $0.split(separator: "\n", omittingEmptySubsequences: false) }
    func string(_ pointer: UnsafePointer<CChar>?) -> String? { pointer.map { String(cString: $0) } }
    let root = string(xliff.root_name) ?? ""
    guard root == "xliff" else {
      throw InputError(
        "not XLIFF: the root element is <\(root)>, not <xliff>",
        at: SourceLocation(file: display, line: 1, column: 1))
    }
    let version = string(xliff.version)
    guard version == "1.2", string(xliff.root_namespace) == namespace else {
      throw InputError(
        "not XLIFF 1.2 (version \(version ?? "missing"), namespace "
          + "\(string(xliff.root_namespace) ?? "none")); export XLIFF 1.2, as Xcode and "
          + "`permcopy export --xliff` write it",
        at: SourceLocation(file: display, line: 1, column: 1))
    }
    let files = (0..<xliff.file_count).map { string(xliff.files[$0]) }
    let units = (0..<xliff.unit_count).map { index -> Unit in
      let unit = xliff.units[index]
      let hasTarget = unit.target != nil
      let lineNumber = Int(hasTarget ? unit.target_line : unit.line)
      let tag = hasTarget ? "<target" : "<trans-unit"
      return Unit(
        original: string(unit.original), sourceLanguage: string(unit.source_language),
        targetLanguage: string(unit.target_language), id: string(unit.id),
        source: string(unit.source), target: string(unit.target), state: string(unit.state),
        targetHasMarkup: unit.target_has_markup != 0,
        location: start(of: tag, endingOnLine: lineNumber, in: lines, file: display))
    }
    return Document(path: display, files: files, units: units)
  }

  /// libxml2 numbers an element by the line its start tag ends on; the tag's `<` is on that
  /// line or one of the few before it.
  static func start(of tag: String, endingOnLine line: Int, in lines: [Substring]?, file: String)
    -> SourceLocation
  {
    let line = max(line, 1)
    guard let lines else { return SourceLocation(file: file, line: line, column: 1) }
    for number in stride(from: min(line, lines.count), through: max(line - 3, 1), by: -1) {
      let text = lines[number - 1]
      if let range = text.range(of: tag, options: .backwards) {
        let column = text.unicodeScalars[..<range.lowerBound].count + 1
        return SourceLocation(file: file, line: number, column: column)
      }
    }
    return SourceLocation(file: file, line: line, column: 1)
  }
}
