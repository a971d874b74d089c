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
      // The shim's own refusals are well-formed XML it will not read, not malformed XML.
      let refused = text.hasPrefix("the DOCTYPE")
      throw InputError(
        (refused ? "" : "malformed XML: ") + text.prefix(1).lowercased() + text.dropFirst(),
        at: SourceLocation(file: display, line: max(Int(line), 1), column: max(Int(column), 1)))
    }
    defer { cxml_free_xliff(&xliff) }
    // For columns: the text as libxml2 decoded it (UTF-8, or UTF-16 with its byte-order mark).
    let decoded =
      String(data: data, encoding: .utf8)
      ?? (data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF])
        ? String(data: data, encoding: .utf16) : nil)
    let lines = decoded.map { $0.textLines() }
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
    let raw = (0..<xliff.unit_count).map { xliff.units[$0] }
    let locations = TagLocator(lines: lines, file: display).locations(of: raw)
    let units = zip(raw, locations).map { unit, location in
      Unit(
        original: string(unit.original), sourceLanguage: string(unit.source_language),
        targetLanguage: string(unit.target_language), id: string(unit.id),
        source: string(unit.source), target: string(unit.target), state: string(unit.state),
        targetHasMarkup: unit.target_has_markup != 0, location: location)
    }
    return Document(path: display, units: units)
  }
}

/// Finds where each unit's `<target>` (or, without one, its `<trans-unit>`) starts. libxml2
/// numbers an element by the line its start tag ends on and gives no column; units that share a
/// line (a file written on one line) are told apart by their order.
struct TagLocator {
  let lines: [Substring]?
  let file: String

  func locations(of units: [cxml_unit]) -> [SourceLocation] {
    var unitsOnLine: [Int: Int] = [:]
    return units.map { unit in
      let line = max(Int(unit.line), 1)
      let order = unitsOnLine[line, default: 0]
      unitsOnLine[line] = order + 1
      guard let lines, line <= lines.count else {
        return SourceLocation(file: file, line: line, column: 1)
      }
      let start =
        nth(order, of: "<trans-unit", onLine: line) ?? last("<trans-unit", endingOnLine: line)
      guard unit.target != nil else { return location(start) ?? fallback(line) }
      let targetLine = min(max(Int(unit.target_line), 1), lines.count)
      // The unit's first <target> after its own start: alt-trans targets come later.
      if let start, let found = first("<target", from: start, through: targetLine) {
        return location(found) ?? fallback(targetLine)
      }
      return location(last("<target", endingOnLine: targetLine)) ?? fallback(targetLine)
    }
  }

  private func first(_ tag: String, from start: (line: Int, index: String.Index), through end: Int)
    -> (line: Int, index: String.Index)?
  {
    guard let lines, start.line <= end else { return nil }
    for number in start.line...end {
      let text = lines[number - 1]
      let from = number == start.line ? start.index : text.startIndex
      if let range = text.range(of: tag, range: from..<text.endIndex) {
        return (number, range.lowerBound)
      }
    }
    return nil
  }

  private func nth(_ order: Int, of tag: String, onLine line: Int)
    -> (line: Int, index: String.Index)?
  {
    guard let text = lines?[line - 1] else { return nil }
    var from = text.startIndex
    var seen = 0
    while let range = text.range(of: tag, range: from..<text.endIndex) {
      if seen == order { return (line, range.lowerBound) }
      seen += 1
      from = range.upperBound
    }
    return nil
  }

  /// A start tag over several lines: its `<` is on one of the few lines before.
  private func last(_ tag: String, endingOnLine line: Int) -> (line: Int, index: String.Index)? {
    guard let lines else { return nil }
    for number in stride(from: min(line, lines.count), through: max(line - 3, 1), by: -1) {
      if let range = lines[number - 1].range(of: tag, options: .backwards) {
        return (number, range.lowerBound)
      }
    }
    return nil
  }

  private func location(_ place: (line: Int, index: String.Index)?) -> SourceLocation? {
    guard let place, let text = lines?[place.line - 1] else { return nil }
    let column = text.unicodeScalars[..<place.index].count + 1
    return SourceLocation(file: file, line: place.line, column: column)
  }

  private func fallback(_ line: Int) -> SourceLocation {
    SourceLocation(file: file, line: line, column: 1)
  }
}
