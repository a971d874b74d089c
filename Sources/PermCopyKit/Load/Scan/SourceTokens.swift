/// The tokens of a Swift or Objective-C file the scan needs: identifiers (as hashes, so no
/// `String` is made per word) and the punctuation that shapes a call. Comments and string
/// literals are skipped, `#if os(…)` branches for other platforms are dropped (Swift), and
/// `permcopy:ignore` comments are kept by line. One pass over the bytes: linear in the file.
struct SourceTokens {
  struct Token {
    /// `identifier`, or the punctuation byte itself.
    let kind: UInt8
    let hash: UInt64
    let line: Int32
    /// Byte offsets of the token and of its line's start: the column is counted only for the
    /// few tokens a finding points at.
    let offset: Int32
    let lineStart: Int32

    /// The 1-based column in characters.
    func column(in bytes: [UInt8]) -> Int {
      var columns = 1
      for index in Int(lineStart)..<Int(offset) where bytes[index] & 0xC0 != 0x80 { columns += 1 }
      return columns
    }
  }

  static let identifier: UInt8 = 1
  /// The punctuation kept, as a table by byte (a `Set` would hash every byte of the file).
  static let punctuation: [Bool] = {
    var table = [Bool](repeating: false, count: 256)
    for byte in "()[]{.:;-+=!<>".utf8 { table[Int(byte)] = true }
    return table
  }()

  /// By byte: 1 starts an identifier (letter, `_`, `$`), 2 a digit, 0 anything else.
  static let byteClasses: [UInt8] = (0..<256).map { value in
    let byte = UInt8(value)
    if (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F
      || byte == 0x24
    {
      return 1
    }
    return byte >= 0x30 && byte <= 0x39 ? 2 : 0
  }

  var tokens: [Token] = []
  /// Rule ids a `permcopy:ignore` comment names, by the line the comment is on.
  var ignored: [Int: Set<String>] = [:]

  static func hash<C: Collection>(_ bytes: C) -> UInt64 where C.Element == UInt8 {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return value
  }

  static func hash(_ text: String) -> UInt64 { hash(text.utf8) }

  init(_ bytes: UnsafeBufferPointer<UInt8>, swift: Bool) {
    var index = 0
    var line: Int32 = 1
    var lineStart = 0
    let count = bytes.count
    var branches: [(active: Bool, taken: Bool?)] = []
    var active = true
    let punctuation = Self.punctuation
    tokens.reserveCapacity(count / 6)

    let classes = Self.byteClasses
    @inline(__always) func isIdentifierStart(_ byte: UInt8) -> Bool { classes[Int(byte)] == 1 }
    @inline(__always) func isIdentifierByte(_ byte: UInt8) -> Bool { classes[Int(byte)] != 0 }
    func noteIgnore(from start: Int, to end: Int, line: Int32) {
      let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
      if let ids = IgnoreComment.rules(in: text) { ignored[Int(line), default: []].formUnion(ids) }
    }
    func hasMarker(_ start: Int, _ end: Int) -> Bool {
      // "permcopy:" is rare: look for its first bytes before making a String.
      var at = start
      while at + 8 < end {
        if bytes[at] == 0x70 && bytes[at + 1] == 0x65 && bytes[at + 2] == 0x72
          && bytes[at + 8] == 0x3A
        {
          return true
        }
        at += 1
      }
      return false
    }

    while index < count {
      let byte = bytes[index]
      switch byte {
      case 0x0A:
        line += 1
        index += 1
        lineStart = index
      case 0x2F where index + 1 < count && bytes[index + 1] == 0x2F:  // line comment
        let start = index
        while index < count && bytes[index] != 0x0A { index += 1 }
        if hasMarker(start, index) { noteIgnore(from: start, to: index, line: line) }
      case 0x2F where index + 1 < count && bytes[index + 1] == 0x2A:  // block comment
        let start = index
        let startLine = line
        var depth = 0
        while index < count {
          if bytes[index] == 0x2F && index + 1 < count && bytes[index + 1] == 0x2A {
            depth += 1
            index += 2
            if !swift && depth > 1 { depth = 1 }
          } else if bytes[index] == 0x2A && index + 1 < count && bytes[index + 1] == 0x2F {
            depth -= 1
            index += 2
            if depth == 0 { break }
          } else {
            if bytes[index] == 0x0A {
              line += 1
              lineStart = index + 1
            }
            index += 1
          }
        }
        if hasMarker(start, index) { noteIgnore(from: start, to: index, line: startLine) }
      case 0x22,
        0x27 where !swift || byte == 0x22:  // string (and Objective-C character) literal
        index = skipString(bytes, from: index, swift: swift, line: &line, lineStart: &lineStart)
      case 0x23
      where swift && index + 1 < count && (bytes[index + 1] == 0x22 || bytes[index + 1] == 0x23):
        // A raw string: #"…"#, ##"…"##.
        var hashes = 0
        var at = index
        while at < count && bytes[at] == 0x23 {
          hashes += 1
          at += 1
        }
        guard at < count && bytes[at] == 0x22 else {
          index = at
          continue
        }
        index = skipRawString(
          bytes, from: at, hashes: hashes, line: &line, lineStart: &lineStart)
      case 0x23 where swift:  // #if, #elseif, #else, #endif
        var end = index + 1
        while end < count && isIdentifierByte(bytes[end]) { end += 1 }
        let word = Array(bytes[(index + 1)..<end])
        var conditionEnd = end
        while conditionEnd < count && bytes[conditionEnd] != 0x0A { conditionEnd += 1 }
        let condition = Array(bytes[end..<conditionEnd]).filter { $0 != 0x20 && $0 != 0x09 }
        switch word {
        case Array("if".utf8):
          let value = Self.platformCondition(condition)
          branches.append((active: value ?? true, taken: value))
        case Array("elseif".utf8):
          if let last = branches.popLast() {
            let value = Self.platformCondition(condition)
            let active = last.taken == true ? false : (value ?? true)
            branches.append((active: active, taken: last.taken == true ? true : value))
          }
        case Array("else".utf8):
          if let last = branches.popLast() {
            branches.append((active: last.taken != true, taken: true))
          }
        case Array("endif".utf8):
          _ = branches.popLast()
        default: break
        }
        active = branches.allSatisfy(\.active)
        index = end
      case 0x40 where !swift && index + 1 < count && bytes[index + 1] == 0x22:  // @"…"
        index = skipString(bytes, from: index + 1, swift: false, line: &line, lineStart: &lineStart)
      default:
        if isIdentifierStart(byte) {
          let start = index
          var value: UInt64 = 0xcbf2_9ce4_8422_2325
          while index < count && isIdentifierByte(bytes[index]) {
            value = (value ^ UInt64(bytes[index])) &* 0x100_0000_01b3
            index += 1
          }
          if active {
            tokens.append(
              Token(
                kind: Self.identifier, hash: value, line: line, offset: Int32(start),
                lineStart: Int32(lineStart)))
          }
        } else if byte >= 0x30 && byte <= 0x39 {
          while index < count && isIdentifierByte(bytes[index]) { index += 1 }
        } else {
          if active && punctuation[Int(byte)] {
            tokens.append(
              Token(
                kind: byte, hash: 0, line: line, offset: Int32(index), lineStart: Int32(lineStart)))
          }
          index += 1
        }
      }
    }
  }

  /// `os(iOS)` is true, `os(macOS)` and the other platforms false, `!os(…)` the reverse;
  /// anything else (several conditions, `canImport`, flags) is unknown: both branches count.
  static func platformCondition(_ condition: [UInt8]) -> Bool? {
    var text = String(decoding: condition, as: UTF8.self)
    var negated = false
    if text.hasPrefix("!") {
      negated = true
      text.removeFirst()
    }
    guard text.hasPrefix("os("), text.hasSuffix(")"), !text.contains("|"), !text.contains("&")
    else { return nil }
    let platform = text.dropFirst(3).dropLast()
    let value = platform == "iOS"
    return negated ? !value : value
  }

  /// The index just past a string literal starting at `from` (a quote); Swift's `"""` blocks
  /// included. An unterminated literal ends at the end of its line (or of the file).
  func skipString(
    _ bytes: UnsafeBufferPointer<UInt8>, from: Int, swift: Bool, line: inout Int32,
    lineStart: inout Int
  ) -> Int {
    let quote = bytes[from]
    let count = bytes.count
    if swift && from + 2 < count && bytes[from + 1] == 0x22 && bytes[from + 2] == 0x22 {
      var index = from + 3
      while index < count {
        if bytes[index] == 0x5C {
          index += 2
          continue
        }
        if bytes[index] == 0x0A {
          line += 1
          lineStart = index + 1
        }
        if bytes[index] == 0x22 && index + 2 < count && bytes[index + 1] == 0x22
          && bytes[index + 2] == 0x22
        {
          return index + 3
        }
        index += 1
      }
      return count
    }
    var index = from + 1
    while index < count {
      let byte = bytes[index]
      if byte == 0x5C {
        index += 2
        continue
      }
      if byte == quote { return index + 1 }
      if byte == 0x0A { return index }
      index += 1
    }
    return count
  }

  func skipRawString(
    _ bytes: UnsafeBufferPointer<UInt8>, from: Int, hashes: Int, line: inout Int32,
    lineStart: inout Int
  ) -> Int {
    let count = bytes.count
    var index = from + 1
    while index < count {
      if bytes[index] == 0x0A {
        line += 1
        lineStart = index + 1
      }
      if bytes[index] == 0x22 {
        var end = index + 1
        var found = 0
        while end < count && bytes[end] == 0x23 && found < hashes {
          found += 1
          end += 1
        }
        if found == hashes { return end }
      }
      index += 1
    }
    return count
  }
}
