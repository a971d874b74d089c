/// An old-style ("OpenStep") property list, the format of `project.pbxproj`: dictionaries
/// `{ key = value; }`, arrays `( a, b, )`, quoted and unquoted strings and `<hex data>`, with
/// `/* */` and `//` comments. Every value keeps where it starts, so readers can point at it.
///
/// One pass over the bytes; nesting is bounded, so no input can exhaust the stack.
indirect enum OpenStepValue: Sendable {
  case string(String, SourceLocation)
  case array([OpenStepValue], SourceLocation)
  case dictionary(OpenStepDictionary)

  public var string: String? {
    if case .string(let text, _) = self { return text }
    return nil
  }

  public var array: [OpenStepValue]? {
    if case .array(let items, _) = self { return items }
    return nil
  }

  var dictionary: OpenStepDictionary? {
    if case .dictionary(let dictionary) = self { return dictionary }
    return nil
  }

  public var location: SourceLocation {
    switch self {
    case .string(_, let location), .array(_, let location): return location
    case .dictionary(let dictionary): return dictionary.location
    }
  }
}

/// A dictionary in file order, with each key's place.
struct OpenStepDictionary: Sendable {
  public struct Pair: Sendable {
    public let key: String
    public let keyLocation: SourceLocation
    public let value: OpenStepValue
  }

  public let pairs: [Pair]
  public let location: SourceLocation
  private let index: [String: Int]

  init(pairs: [Pair], location: SourceLocation) {
    self.pairs = pairs
    self.location = location
    var index: [String: Int] = [:]
    // The last assignment of a key wins, as in Foundation's reader.
    for (position, pair) in pairs.enumerated() { index[pair.key] = position }
    self.index = index
  }

  public subscript(key: String) -> OpenStepValue? { index[key].map { pairs[$0].value } }

  public func pair(_ key: String) -> Pair? { index[key].map { pairs[$0] } }
}

enum OpenStepPlist {
  /// Deeper nesting than any real file has; a hostile file stops here with an error.
  static let maximumDepth = 200

  public static func parse(_ bytes: [UInt8], file: String) throws -> OpenStepValue {
    var parser = Parser(bytes: bytes, file: file)
    parser.skipBOM()
    parser.skipTrivia()
    let value = try parser.value(depth: 0)
    parser.skipTrivia()
    if parser.position < bytes.count {
      throw parser.error("unexpected text after the end of the property list")
    }
    return value
  }

  struct Parser {
    let bytes: [UInt8]
    let file: String
    var position = 0
    var line = 1
    var column = 1

    init(bytes: [UInt8], file: String) {
      self.bytes = bytes
      self.file = file
    }

    var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    func error(_ message: String) -> InputError { InputError(message, at: location) }

    mutating func skipBOM() {
      if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    }

    /// Moves one byte on; columns count Unicode scalars, so continuation bytes do not count.
    mutating func advance() {
      let byte = bytes[position]
      position += 1
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }

    mutating func skipTrivia() {
      while position < bytes.count {
        let byte = bytes[position]
        if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
          advance()
        } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count,
          bytes[position + 1] == UInt8(ascii: "*")
        {
          advance()
          advance()
          while position < bytes.count
            && !(bytes[position] == UInt8(ascii: "*") && position + 1 < bytes.count
              && bytes[position + 1] == UInt8(ascii: "/"))
          {
            advance()
          }
          if position < bytes.count {
            advance()
            advance()
          }
        } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count,
          bytes[position + 1] == UInt8(ascii: "/")
        {
          while position < bytes.count && bytes[position] != 0x0A { advance() }
        } else {
          return
        }
      }
    }

    static func isUnquoted(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"):
        return true
      case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"),
        UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
        return true
      default: return false
      }
    }

    mutating func value(depth: Int) throws -> OpenStepValue {
      guard depth < OpenStepPlist.maximumDepth else {
        throw error("nesting deeper than \(OpenStepPlist.maximumDepth) levels")
      }
      guard position < bytes.count else { throw error("the property list ends early") }
      let start = location
      switch bytes[position] {
      case UInt8(ascii: "{"):
        advance()
        var pairs: [OpenStepDictionary.Pair] = []
        while true {
          skipTrivia()
          guard position < bytes.count else { throw error("missing '}' to close the dictionary") }
          if bytes[position] == UInt8(ascii: "}") {
            advance()
            break
          }
          let keyLocation = location
          guard case .string(let key, _) = try string() else { throw error("expected a key") }
          skipTrivia()
          guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
            throw error("expected '=' after the key \(key)")
          }
          advance()
          skipTrivia()
          let item = try value(depth: depth + 1)
          skipTrivia()
          guard position < bytes.count, bytes[position] == UInt8(ascii: ";") else {
            throw error("expected ';' after the value of \(key)")
          }
          advance()
          pairs.append(.init(key: key, keyLocation: keyLocation, value: item))
        }
        return .dictionary(OpenStepDictionary(pairs: pairs, location: start))
      case UInt8(ascii: "("):
        advance()
        var items: [OpenStepValue] = []
        while true {
          skipTrivia()
          guard position < bytes.count else { throw error("missing ')' to close the array") }
          if bytes[position] == UInt8(ascii: ")") {
            advance()
            break
          }
          items.append(try value(depth: depth + 1))
          skipTrivia()
          guard position < bytes.count else { throw error("missing ')' to close the array") }
          if bytes[position] == UInt8(ascii: ",") {
            advance()
          } else if bytes[position] != UInt8(ascii: ")") {
            throw error("expected ',' or ')' in the array")
          }
        }
        return .array(items, start)
      case UInt8(ascii: "<"):
        advance()
        var text = "<"
        while position < bytes.count && bytes[position] != UInt8(ascii: ">") {
          text.unicodeScalars.append(Unicode.Scalar(bytes[position]))
          advance()
        }
        guard position < bytes.count else { throw error("missing '>' to close the data") }
        advance()
        return .string(text + ">", start)
      default:
        return try string()
      }
    }

    /// A quoted string with its escapes decoded, or an unquoted word.
    mutating func string() throws -> OpenStepValue {
      let start = location
      guard position < bytes.count else { throw error("the property list ends early") }
      let quote = bytes[position]
      if quote != UInt8(ascii: "\"") && quote != UInt8(ascii: "'") {
        let begin = position
        while position < bytes.count && Self.isUnquoted(bytes[position]) { advance() }
        guard position > begin else {
          throw error("unexpected character '\(Unicode.Scalar(bytes[position]))'")
        }
        return .string(String(decoding: bytes[begin..<position], as: UTF8.self), start)
      }
      advance()
      var scalars = String.UnicodeScalarView()
      var run = position
      func flush(_ end: Int) {
        if end > run {
          scalars.append(
            contentsOf: String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars)
        }
      }
      var pendingHighSurrogate: UInt32?
      while true {
        guard position < bytes.count else {
          throw InputError("missing closing quote of the string", at: start)
        }
        let byte = bytes[position]
        if byte == quote {
          flush(position)
          advance()
          break
        }
        guard byte == UInt8(ascii: "\\") else {
          advance()
          continue
        }
        flush(position)
        advance()
        guard position < bytes.count else { throw error("a string ends in '\\'") }
        let escaped = bytes[position]
        advance()
        var decoded: UInt32?
        switch escaped {
        case UInt8(ascii: "n"): decoded = 0x0A
        case UInt8(ascii: "t"): decoded = 0x09
        case UInt8(ascii: "r"): decoded = 0x0D
        case UInt8(ascii: "a"): decoded = 0x07
        case UInt8(ascii: "b"): decoded = 0x08
        case UInt8(ascii: "f"): decoded = 0x0C
        case UInt8(ascii: "v"): decoded = 0x0B
        case UInt8(ascii: "U"):
          let (value, length) = OpenStepEscapes.hex(bytes, from: position)
          for _ in 0..<length { advance() }
          decoded = value
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
          let (value, length) = OpenStepEscapes.octal(escaped, bytes, from: position)
          for _ in 0..<length { advance() }
          decoded = value
        default:
          // `\"`, `\\`, `\'`, `\u` (no escape for Foundation) and any other character stand
          // for themselves.
          decoded = UInt32(escaped)
          if escaped >= 0x80 {
            // A backslash before a multi-byte character: keep the character whole.
            run = position - 1
            while position < bytes.count && bytes[position] & 0xC0 == 0x80 { advance() }
            continue
          }
        }
        if let value = decoded {
          if (0xD800...0xDBFF).contains(value) {
            pendingHighSurrogate = value
          } else if (0xDC00...0xDFFF).contains(value), let high = pendingHighSurrogate {
            let combined = 0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)
            if let scalar = Unicode.Scalar(combined) { scalars.append(scalar) }
            pendingHighSurrogate = nil
          } else if let scalar = Unicode.Scalar(value) {
            scalars.append(scalar)
          }
        }
        run = position
      }
      return .string(String(scalars), start)
    }
  }
}
