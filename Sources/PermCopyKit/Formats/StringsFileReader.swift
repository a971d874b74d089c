import Foundation

/// One `"key" = "value";` entry of a `.strings` file, with where it is.
struct StringsEntry: Sendable, Equatable {
  public let key: String
  public let value: String
  public let keyLocation: SourceLocation
  /// The first character of the value (inside its quotes).
  public let valueLocation: SourceLocation
  /// The value as written in the file, escapes and all, to locate a span inside it.
  public let rawValue: String
  /// The comment just above the entry, if any (`/* permcopy:ignore no-reason */`).
  public let comment: String?

  /// The file position of the value's character at `offset` (in `Character`s of `value`):
  /// walks the raw text, where an escape such as `\n` or `\U00E9` stands for one scalar.
  public func location(ofCharacterAt offset: Int) -> SourceLocation {
    let target = value.prefix(offset).unicodeScalars.count
    let raw = Array(rawValue.unicodeScalars)
    var line = valueLocation.line
    var column = valueLocation.column
    var decoded = 0
    var index = 0
    func isHex(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isASCIIHexDigit }
    while decoded < target, index < raw.count {
      var width = 1
      var isHighSurrogate = false
      if raw[index] == "\\", index + 1 < raw.count {
        width = 2
        let escaped = raw[index + 1]
        if escaped == "U" || escaped == "u" {
          var digits = ""
          while width < 6, index + width < raw.count, isHex(raw[index + width]) {
            digits.unicodeScalars.append(raw[index + width])
            width += 1
          }
          isHighSurrogate = (0xD800...0xDBFF).contains(UInt32(digits, radix: 16) ?? 0)
        } else if ("0"..."7").contains(escaped) {
          while width < 4, index + width < raw.count, ("0"..."7").contains(raw[index + width]) {
            width += 1
          }
        }
      }
      for scalar in raw[index..<min(raw.count, index + width)] {
        if scalar == "\n" {
          line += 1
          column = 1
        } else {
          column += 1
        }
      }
      index += width
      // A surrogate pair written as two escapes decodes to one scalar.
      if !isHighSurrogate { decoded += 1 }
    }
    return SourceLocation(file: valueLocation.file, line: line, column: column)
  }
}

/// What reading a `.strings` file found wrong, at a place in it.
struct StringsProblem: Sendable, Equatable {
  public enum Kind: String, Sendable {
    case syntax
    case duplicateKey = "duplicate-key"
  }

  public let kind: Kind
  public let message: String
  public let location: SourceLocation
  /// The reader read past it without losing anything (a missing `;`), so a file rewritten
  /// from what was read keeps every byte of content.
  public var readExactly = false
}

/// A comment in a `.strings` file and the entry it stands before.
struct StringsComment: Sendable, Equatable {
  public let text: String
  public let beforeEntry: Int
}

public struct StringsFile: Sendable {
  public enum Flavor: String, Sendable {
    case openStep = "strings"
    case xmlPlist = "xml-plist"
    /// `bplist00`: what Xcode copies into a built bundle, and iOS reads as well as text.
    case binaryPlist = "binary-plist"
  }

  public let path: String
  let entries: [StringsEntry]
  let problems: [StringsProblem]
  public let encoding: String
  public let flavor: Flavor
  /// How many lines the file has; 0 for a binary property list, which has none.
  public var lineCount = 0
  /// False when the file holds values that are not text (an XML property list with numbers,
  /// lists or dictionaries), which `entries` leave out: rewriting it from them would lose them.
  public var holdsOnlyText = true
  /// Every comment, in file order, with the index in `entries` of the entry after it
  /// (`entries.count` after the last one); old-style files only.
  var comments: [StringsComment] = []

  /// The entries iOS would use: the last one wins for a repeated key.
  var effectiveEntries: [StringsEntry] {
    // The reader reports every repeated key: without one, every entry is effective.
    guard problems.contains(where: { $0.kind == .duplicateKey }) else { return entries }
    var lastIndex: [String: Int] = [:]
    for (index, entry) in entries.enumerated() { lastIndex[entry.key] = index }
    return entries.enumerated().filter { lastIndex[$0.element.key] == $0.offset }.map(\.element)
  }
}

/// Reads `.strings` files as Xcode and iOS accept them, with a location for every entry and
/// every problem. After a problem it goes on where it can, so one run reports them all.
public enum StringsFileReader {
  public static func read(path: String, displayPath: String? = nil) throws -> StringsFile {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw InputError("cannot read \(displayPath ?? path)", at: nil)
    }
    return read(data: data, path: displayPath ?? path)
  }

  public static func read(data: Data, path: String) -> StringsFile {
    if data.starts(with: Array("bplist00".utf8)) { return readBinaryPlist(data: data, path: path) }
    guard let (text, encoding) = decode(data) else {
      // Where the UTF-8 breaks: the line and column of the first byte no character starts with.
      if let (line, column, byte) = firstInvalidUTF8([UInt8](data)) {
        return StringsFile(
          path: path, entries: [],
          problems: [
            StringsProblem(
              kind: .syntax,
              message: String(format: "byte 0x%02X is not UTF-8 (nor is the file UTF-16)", byte),
              location: SourceLocation(file: path, line: line, column: column))
          ], encoding: "unknown", flavor: .openStep)
      }
      return unreadable(
        path, "the file is neither UTF-8 nor UTF-16 text", encoding: "unknown", flavor: .openStep)
    }
    let start = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
    var file: StringsFile
    if start.hasPrefix("<?xml") || start.hasPrefix("<!DOCTYPE plist") || start.hasPrefix("<plist") {
      file = readXMLPlist(data: Data(text.utf8), text: text, path: path, encoding: encoding)
      file.comments = xmlComments(text)
    } else {
      var parser = OpenStepParser(text: text, path: path)
      parser.parse()
      file = StringsFile(
        path: path, entries: parser.entries, problems: parser.problems, encoding: encoding,
        flavor: .openStep)
      file.comments = parser.comments
    }
    file.lineCount = lineCount(text)
    return file
  }

  /// Lines as editors number them: a final line break does not start another, and an empty
  /// file has one.
  static func lineCount(_ text: String) -> Int {
    let newline = UInt8(ascii: "\n")
    var copy = text
    return copy.withUTF8 { bytes in
      var count = 0
      for byte in bytes where byte == newline { count += 1 }
      // An empty file is one empty line, where a first entry goes.
      guard let last = bytes.last else { return 1 }
      return last == newline ? count : count + 1
    }
  }

  /// A binary property list: one dictionary of strings, in key order (the format keeps no
  /// order a reader could show), every entry at 1:1 (it has no lines).
  static func readBinaryPlist(data: Data, path: String) -> StringsFile {
    let plist: Any
    do {
      plist = try PropertyListSerialization.propertyList(from: data, format: nil)
    } catch {
      return unreadable(
        path, "malformed binary property list: \(foundationMessage(error))",
        encoding: "binary", flavor: .binaryPlist)
    }
    guard let dictionary = plist as? [String: Any] else {
      return unreadable(
        path, "the binary property list is not a dictionary of strings", encoding: "binary",
        flavor: .binaryPlist)
    }
    let origin = SourceLocation(file: path, line: 1, column: 1)
    var entries: [StringsEntry] = []
    var problems: [StringsProblem] = []
    for key in dictionary.keys.sorted() {
      guard let value = dictionary[key] as? String else {
        problems.append(
          StringsProblem(
            kind: .syntax, message: "the value of \"\(key)\" is not a string", location: origin))
        continue
      }
      entries.append(
        StringsEntry(
          key: key, value: value, keyLocation: origin, valueLocation: origin, rawValue: value,
          comment: nil))
    }
    return StringsFile(
      path: path, entries: entries, problems: problems, encoding: "binary", flavor: .binaryPlist)
  }

  /// A file nothing could be read from, with the one problem that says why.
  static func unreadable(
    _ path: String, _ message: String, line: Int = 1, encoding: String, flavor: StringsFile.Flavor
  ) -> StringsFile {
    StringsFile(
      path: path, entries: [],
      problems: [
        StringsProblem(
          kind: .syntax, message: message,
          location: SourceLocation(file: path, line: line, column: 1))
      ], encoding: encoding, flavor: flavor)
  }

  /// The description PropertyListSerialization gives of a parse error.
  static func foundationMessage(_ error: Error) -> String {
    (error as NSError).userInfo["NSDebugDescription"] as? String ?? "\(error)"
  }

  /// The "line N" Foundation's property-list errors mention, or 1.
  static func foundationLine(_ message: String) -> Int {
    message.range(of: "line ").flatMap { Int(message[$0.upperBound...].prefix { $0.isNumber }) }
      ?? 1
  }

  /// The line, column (in characters) and value of the first byte that breaks UTF-8, if any.
  static func firstInvalidUTF8(_ bytes: [UInt8]) -> (line: Int, column: Int, byte: UInt8)? {
    var line = 1
    var column = 1
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while index < bytes.count {
      let byte = bytes[index]
      let length: Int
      switch byte {
      case 0x00...0x7F: length = 1
      case 0xC2...0xDF: length = 2
      case 0xE0...0xEF: length = 3
      case 0xF0...0xF4: length = 4
      default: return (line, column, byte)
      }
      guard index + length <= bytes.count,
        bytes[(index + 1)..<(index + length)].allSatisfy({ $0 & 0xC0 == 0x80 }),
        String(validating: bytes[index..<(index + length)], as: UTF8.self) != nil
      else { return (line, column, byte) }
      if byte == 0x0A {
        line += 1
        column = 1
      } else {
        column += 1
      }
      index += length
    }
    return nil
  }

  /// UTF-8 (with or without BOM) or UTF-16 (LE or BE, with BOM, or detected without one).
  static func decode(_ data: Data) -> (String, String)? {
    let bytes = [UInt8](data)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      return String(validating: bytes.dropFirst(3), as: UTF8.self).map { ($0, "UTF-8 with BOM") }
    }
    if bytes.starts(with: [0xFF, 0xFE]) {
      return utf16(bytes.dropFirst(2), little: true).map { ($0, "UTF-16LE") }
    }
    if bytes.starts(with: [0xFE, 0xFF]) {
      return utf16(bytes.dropFirst(2), little: false).map { ($0, "UTF-16BE") }
    }
    // Without a BOM, ASCII-heavy UTF-16 has a zero in every other byte.
    if bytes.count >= 4, bytes.count % 2 == 0 {
      let sample = bytes.prefix(512)
      let evenZeros = stride(from: 0, to: sample.count, by: 2).filter { sample[$0] == 0 }.count
      let oddZeros = stride(from: 1, to: sample.count, by: 2).filter { sample[$0] == 0 }.count
      let half = sample.count / 2
      if oddZeros * 10 >= half * 3, evenZeros * 10 < half {
        return utf16(bytes[...], little: true).map { ($0, "UTF-16LE without BOM") }
      }
      if evenZeros * 10 >= half * 3, oddZeros * 10 < half {
        return utf16(bytes[...], little: false).map { ($0, "UTF-16BE without BOM") }
      }
    }
    return String(validating: bytes, as: UTF8.self).map { ($0, "UTF-8") }
  }

  private static func utf16(_ bytes: ArraySlice<UInt8>, little: Bool) -> String? {
    guard bytes.count % 2 == 0 else { return nil }
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2)
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let a = UInt16(bytes[index])
      let b = UInt16(bytes[index + 1])
      units.append(little ? a | b << 8 : a << 8 | b)
      index += 2
    }
    return String(validating: units, as: UTF16.self)
  }

  /// `.strings` in XML property list form, as some tools write it.
  /// The `<!-- … -->` comments of an XML property list, each counted before the first entry.
  static func xmlComments(_ text: String) -> [StringsComment] {
    var comments: [StringsComment] = []
    var rest = text[...]
    while let open = rest.range(of: "<!--") {
      guard let close = rest[open.upperBound...].range(of: "-->") else {
        comments.append(StringsComment(text: String(rest[open.upperBound...]), beforeEntry: 0))
        break
      }
      comments.append(
        StringsComment(text: String(rest[open.upperBound..<close.lowerBound]), beforeEntry: 0))
      rest = rest[close.upperBound...]
    }
    return comments
  }

  static func readXMLPlist(data: Data, text: String, path: String, encoding: String) -> StringsFile
  {
    let plist: Any
    do {
      plist = try PropertyListSerialization.propertyList(from: data, format: nil)
    } catch {
      let message = foundationMessage(error)
      return unreadable(
        path, "malformed XML property list: \(message)", line: foundationLine(message),
        encoding: encoding,
        flavor: .xmlPlist)
    }
    guard let dictionary = plist as? [String: Any] else {
      return unreadable(
        path, "the property list is not a dictionary of strings", encoding: encoding,
        flavor: .xmlPlist)
    }
    // Order and lines come from the text; values from the parser, which decodes entities.
    var entries: [StringsEntry] = []
    var problems: [StringsProblem] = []
    var seen: [String: Int] = [:]
    let lines = text.textLines()
    for (number, line) in lines.enumerated() {
      var rest = line[...]
      while let open = rest.range(of: "<key>"),
        let close = rest[open.upperBound...].range(of: "</key>")
      {
        let rawKey = String(rest[open.upperBound..<close.lowerBound])
        let key = decodeEntities(rawKey)
        let column = line.distance(from: line.startIndex, to: open.upperBound) + 1
        let location = SourceLocation(file: path, line: number + 1, column: column)
        rest = rest[close.upperBound...]
        if let first = seen[key] {
          problems.append(
            StringsProblem(
              kind: .duplicateKey,
              message: "\"\(key)\" is defined twice; line \(first) defines it first",
              location: location))
        }
        seen[key] = number + 1
        guard let value = dictionary[key] as? String else { continue }
        entries.append(
          StringsEntry(
            key: key, value: value, keyLocation: location, valueLocation: location, rawValue: value,
            comment: nil))
      }
    }
    var file = StringsFile(
      path: path, entries: entries, problems: problems, encoding: encoding, flavor: .xmlPlist)
    file.holdsOnlyText = dictionary.values.allSatisfy { $0 is String }
    return file
  }

  private static func decodeEntities(_ text: String) -> String {
    text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
      .replacingOccurrences(of: "&amp;", with: "&")
  }
}

/// The old-style (OpenStep) syntax: `"key" = "value";`, unquoted keys, comments, and an
/// optional `{ … }` around everything.
struct OpenStepParser {
  let path: String
  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var lineStart = 0
  private var lastComment: String? {
    didSet {
      if let lastComment {
        comments.append(StringsComment(text: lastComment, beforeEntry: entries.count))
      }
    }
  }
  private(set) var comments: [StringsComment] = []
  private(set) var entries: [StringsEntry] = []
  private(set) var problems: [StringsProblem] = []
  private var firstLine: [String: Int] = [:]

  init(text: String, path: String) {
    self.path = path
    self.bytes = Array(text.utf8)
    // About one entry per 64 bytes in a typical file: the table is not regrown entry by entry.
    firstLine.reserveCapacity(bytes.count / 64)
  }

  private var location: SourceLocation { location(at: index) }
  /// The last column counted: positions are asked for in order, so a line of any length is
  /// counted once (a generated one-line file of thousands of entries stays linear).
  private let columns = ColumnCache()

  private func location(at position: Int) -> SourceLocation {
    var column = 1
    var cursor = lineStart
    if columns.lineStart == lineStart && columns.position <= position {
      column = columns.column
      cursor = columns.position
    }
    while cursor < position {
      if bytes[cursor] & 0xC0 != 0x80 { column += 1 }
      cursor += 1
    }
    columns.lineStart = lineStart
    columns.position = position
    columns.column = column
    return SourceLocation(file: path, line: line, column: column)
  }

  private mutating func problem(
    _ message: String, at location: SourceLocation, readExactly: Bool = false
  ) {
    var problem = StringsProblem(kind: .syntax, message: message, location: location)
    problem.readExactly = readExactly
    problems.append(problem)
  }

  private mutating func advance() {
    if bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    index += 1
  }

  mutating func parse() {
    skipTrivia()
    var braced = false
    if index < bytes.count, bytes[index] == UInt8(ascii: "{") {
      braced = true
      advance()
    }
    while true {
      skipTrivia()
      guard index < bytes.count else { break }
      if braced, bytes[index] == UInt8(ascii: "}") {
        advance()
        skipTrivia()
        if index < bytes.count { problem("unexpected text after the closing '}'", at: location) }
        return
      }
      if !parseEntry() { return }
    }
    if braced { problem("the '{' at the start of the file is never closed", at: location) }
  }

  /// Parses one entry; false when the rest of the file cannot be read (an unterminated string).
  private mutating func parseEntry() -> Bool {
    let comment = lastComment
    lastComment = nil
    let keyLocation = location
    guard let key = readString() else {
      if index >= bytes.count { return false }
      let found = character(at: index)
      problem("expected a key in quotes, found \(found)", at: keyLocation)
      skipRestOfLine()
      return true
    }
    if key.unterminated { return false }
    skipTrivia()
    if index < bytes.count, bytes[index] == UInt8(ascii: ";") {
      advance()
      add(
        key: key.text, value: key, keyLocation: keyLocation, valueLocation: keyLocation,
        comment: comment)
      return true
    }
    guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
      problem(
        index < bytes.count
          ? "expected '=' after \"\(key.text)\", found \(character(at: index))"
          : "the file ends after \"\(key.text)\", before '=' and a value", at: location)
      skipRestOfLine()
      return true
    }
    advance()
    skipTrivia()
    let valueStart = location
    guard let value = readString() else {
      problem(
        index < bytes.count
          ? "expected a value in quotes after \"\(key.text)\" =, found \(character(at: index))"
          : "the file ends before the value of \"\(key.text)\"", at: location)
      skipRestOfLine()
      return true
    }
    if value.unterminated { return false }
    let afterValue = location
    add(
      key: key.text, value: value, keyLocation: keyLocation, valueLocation: valueStart,
      comment: comment)
    skipTrivia()
    if index < bytes.count, bytes[index] == UInt8(ascii: ";") {
      advance()
    } else if value.raw.contains("\n") {
      // A value that ran on past its line most likely lost its closing quote: point where it opens.
      problem(
        "the value of \"\(key.text)\" runs past the end of its line and no ';' follows: is its "
          + "closing quote missing?", at: valueStart, readExactly: true)
    } else {
      problem(
        "missing ';' after the value of \"\(key.text)\"", at: afterValue, readExactly: true)
    }
    return true
  }

  private mutating func add(
    key: String, value: ParsedString, keyLocation: SourceLocation, valueLocation: SourceLocation,
    comment: String?
  ) {
    // One hash for the common case; a repeat puts the first line back.
    if let first = firstLine.updateValue(keyLocation.line, forKey: key) {
      firstLine[key] = first
      problems.append(
        StringsProblem(
          kind: .duplicateKey,
          message:
            "\"\(key)\" is defined twice; line \(first) defines it first, and iOS uses this one",
          location: keyLocation))
    }
    let start =
      value.quoted
      ? SourceLocation(file: path, line: valueLocation.line, column: valueLocation.column + 1)
      : valueLocation
    entries.append(
      StringsEntry(
        key: key, value: value.text, keyLocation: keyLocation, valueLocation: start,
        rawValue: value.raw, comment: comment))
  }

  private func character(at position: Int) -> String {
    var end = position + 1
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    let text = String(decoding: bytes[position..<end], as: UTF8.self)
    return text == "\n" ? "the end of the line" : "'\(text)'"
  }

  private mutating func skipRestOfLine() {
    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { advance() }
  }

  /// Whitespace and comments; remembers the last comment for the next entry.
  private mutating func skipTrivia() {
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
        || byte == 0x0B
      {
        advance()
      } else if byte == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBB,
        bytes[index + 2] == 0xBF
      {
        index += 3  // a stray byte-order mark
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "*")
      {
        let start = location
        advance()
        advance()
        let bodyStart = index
        var closed = false
        while index < bytes.count {
          if bytes[index] == UInt8(ascii: "*"), index + 1 < bytes.count,
            bytes[index + 1] == UInt8(ascii: "/")
          {
            lastComment = String(decoding: bytes[bodyStart..<index], as: UTF8.self)
            advance()
            advance()
            closed = true
            break
          }
          advance()
        }
        if !closed {
          problem("a /* comment is never closed", at: start)
          return
        }
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "/")
      {
        let bodyStart = index + 2
        skipRestOfLine()
        lastComment = String(decoding: bytes[bodyStart..<index], as: UTF8.self)
      } else {
        return
      }
    }
  }

  struct ParsedString {
    let text: String
    let raw: String
    let quoted: Bool
    var unterminated = false
  }

  /// A quoted string with escapes, or an unquoted OpenStep word.
  private mutating func readString() -> ParsedString? {
    guard index < bytes.count else { return nil }
    let byte = bytes[index]
    if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
      return readQuoted(byte)
    }
    guard Self.isUnquoted(byte) else { return nil }
    let start = index
    while index < bytes.count, Self.isUnquoted(bytes[index]) { advance() }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    return ParsedString(text: text, raw: text, quoted: false)
  }

  private static func isUnquoted(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"),
      UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
      UInt8(ascii: "-"):
      true
    default: false
    }
  }

  private mutating func readQuoted(_ quote: UInt8) -> ParsedString {
    let openLocation = location
    advance()
    let rawStart = index
    // The decoded value, as UTF-8: literal runs are copied, escapes appended as they decode.
    var decoded: [UInt8] = []
    var pendingHigh: UInt32?
    var pendingLocation = openLocation
    var literalStart = index
    func append(_ scalar: Unicode.Scalar) { decoded.append(contentsOf: String(scalar).utf8) }
    // Half a surrogate pair stands for no character: iOS shows nothing where it is.
    func loneHalf(_ value: UInt32) -> String {
      "\\U\(String(value, radix: 16, uppercase: true)) is half of a UTF-16 surrogate pair without "
        + "its other half, so it stands for no character; write the pair or the character itself"
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == quote {
        if let high = pendingHigh {
          problem(loneHalf(high), at: pendingLocation)
        }
        let raw = String(decoding: bytes[rawStart..<index], as: UTF8.self)
        advance()
        // Without an escape the value is its raw text: one string for both.
        guard literalStart != rawStart || !decoded.isEmpty else {
          return ParsedString(text: raw, raw: raw, quoted: true)
        }
        decoded.append(contentsOf: bytes[literalStart..<index - 1])
        return ParsedString(text: String(decoding: decoded, as: UTF8.self), raw: raw, quoted: true)
      }
      guard byte == UInt8(ascii: "\\") else {
        if byte == 0x0A {
          advance()
        } else {
          index += 1
        }
        continue
      }
      decoded.append(contentsOf: bytes[literalStart..<index])
      let escapeLocation = location
      advance()
      guard index < bytes.count else { break }
      let escaped = bytes[index]
      advance()
      switch escaped {
      case UInt8(ascii: "n"): decoded.append(0x0A)
      case UInt8(ascii: "t"): decoded.append(0x09)
      case UInt8(ascii: "r"): decoded.append(0x0D)
      case UInt8(ascii: "a"): decoded.append(0x07)
      case UInt8(ascii: "b"): decoded.append(0x08)
      case UInt8(ascii: "f"): decoded.append(0x0C)
      case UInt8(ascii: "v"): decoded.append(0x0B)
      case UInt8(ascii: "u"):
        // Not an escape for Foundation, Xcode or iOS: the app would show "u00E9" literally.
        decoded.append(UInt8(ascii: "u"))
        problem(
          "\\u is not an escape in .strings files, so iOS shows a plain 'u'; write \\U and four hex digits",
          at: escapeLocation)
      case UInt8(ascii: "U"):
        let (value, length) = OpenStepEscapes.hex(bytes, from: index)
        for _ in 0..<length { advance() }
        if (0xD800...0xDBFF).contains(value) {
          if let high = pendingHigh {
            problem(loneHalf(high), at: pendingLocation)
          }
          pendingHigh = value
          pendingLocation = escapeLocation
        } else if (0xDC00...0xDFFF).contains(value), let high = pendingHigh {
          if let scalar = Unicode.Scalar(0x10000 + (high - 0xD800) << 10 + (value - 0xDC00)) {
            append(scalar)
          }
          pendingHigh = nil
        } else if let scalar = Unicode.Scalar(value) {
          if let high = pendingHigh {
            problem(loneHalf(high), at: pendingLocation)
          }
          pendingHigh = nil
          append(scalar)
        } else {
          if let high = pendingHigh {
            problem(loneHalf(high), at: pendingLocation)
          }
          pendingHigh = nil
          problem(loneHalf(value), at: escapeLocation)
        }
      case UInt8(ascii: "0")...UInt8(ascii: "7"):
        let (value, length) = OpenStepEscapes.octal(escaped, bytes, from: index)
        for _ in 0..<length { advance() }
        if let scalar = Unicode.Scalar(value) { append(scalar) }
      default:
        // \" \' \\ and any other character stand for themselves; a non-ASCII one is whole.
        let start = index - 1
        while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
        decoded.append(contentsOf: bytes[start..<index])
      }
      literalStart = index
    }
    problem(
      "this string is never closed: a \(quote == UInt8(ascii: "\"") ? "\"" : "'") is missing",
      at: openLocation)
    return ParsedString(
      text: String(decoding: decoded, as: UTF8.self), raw: "", quoted: true, unterminated: true)
  }
}

/// Where `OpenStepParser` last counted columns to.
private final class ColumnCache {
  var lineStart = -1
  var position = 0
  var column = 1
}
