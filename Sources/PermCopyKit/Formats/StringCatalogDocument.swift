/// A String Catalog (`.xcstrings`) as a tree that keeps everything in it — member order, keys
/// and fields permcopy does not know, numbers as written — and writes it back in the layout
/// Xcode writes: two-space indentation, `" : "` after a key, an empty object as `{` and `}`
/// around an empty line, `/` and non-ASCII text unescaped. A catalog Xcode wrote reads and
/// writes back byte for byte, so `build` can change its own entries in an app's catalog and
/// leave every other byte as Xcode left it.
struct StringCatalogDocument: Sendable, Equatable {
  public indirect enum Node: Sendable, Equatable {
    case string(String)
    /// A number, `true`, `false` or `null`, as written.
    case literal(String)
    case array([Node])
    case object([Member])

    subscript(key: String) -> Node? {
      guard case .object(let members) = self else { return nil }
      return members.first { $0.key == key }?.value
    }

    var string: String? {
      if case .string(let text) = self { return text }
      return nil
    }

    /// The object with `key` set to `value`: in place where the key is, else where it sorts
    /// among keys in order (Xcode's order), else at the end.
    func setting(_ key: String, to value: Node) -> Node {
      guard case .object(var members) = self else { return self }
      if let index = members.firstIndex(where: { $0.key == key }) {
        members[index].value = value
      } else {
        let index = members.firstIndex { $0.key > key } ?? members.count
        members.insert(Member(key: key, value: value), at: index)
      }
      return .object(members)
    }
  }

  public struct Member: Sendable, Equatable {
    public var key: String
    public var value: Node
  }

  public var root: Node
  /// Whether the file ended with a line break (Xcode writes none; some editors add one).
  public var endsWithNewline: Bool
  /// The text the catalog was read from, to write back unchanged where nothing changed.
  public let original: String?

  public init(root: Node, endsWithNewline: Bool = false) {
    self.root = root
    self.endsWithNewline = endsWithNewline
    self.original = nil
  }

  /// The catalog in `bytes`, or an error that names the line and column where the JSON breaks.
  public init(parsing bytes: [UInt8], file: String) throws {
    root = try Self.parse(bytes, file: file, what: "a String Catalog")
    guard case .object = root, root["strings"] != nil else {
      throw InputError(
        "not a String Catalog (JSON with \"strings\")",
        at: SourceLocation(file: file, line: 1, column: 1))
    }
    endsWithNewline = bytes.last == 0x0A
    original = String(decoding: bytes, as: UTF8.self)
  }

  /// Any JSON document as a tree; an error says where it breaks, as "not `what`: …".
  static func parse(_ bytes: [UInt8], file: String, what: String) throws -> Node {
    var parser = Parser(bytes: bytes, file: file)
    do {
      parser.skipSpace()
      let root = try parser.value(depth: 0)
      parser.skipSpace()
      guard parser.index == bytes.count else { throw parser.failure("text after the JSON") }
      return root
    } catch let error as InputError {
      throw InputError("not \(what): \(error.message)", at: error.location)
    }
  }

  /// The catalog in Xcode's layout.
  public func text() -> String {
    var out: [UInt8] = []
    Self.write(root, indent: 0, into: &out)
    if endsWithNewline { out.append(0x0A) }
    return String(decoding: out, as: UTF8.self)
  }

  /// The entry of `key` in `"strings"`.
  public func entry(_ key: String) -> Node? { root["strings"]?[key] }

  /// Sets the entry of `key` in `"strings"`.
  public mutating func setEntry(_ key: String, _ entry: Node) {
    let strings = root["strings"] ?? .object([])
    root = root.setting("strings", to: strings.setting(key, to: entry))
  }

  /// The keys of `"strings"`, in file order.
  public var keys: [String] {
    guard case .object(let members)? = root["strings"] else { return [] }
    return members.map(\.key)
  }

  /// Whether `"strings"` is an object, the only shape entries can be set in.
  public var hasStringsObject: Bool {
    if case .object? = root["strings"] { return true }
    return false
  }

  /// Removes the entry of `key` from `"strings"`.
  public mutating func removeEntry(_ key: String) {
    guard case .object(let members)? = root["strings"] else { return }
    root = root.setting("strings", to: .object(members.filter { $0.key != key }))
  }

  static func write(_ node: Node, indent: Int, into out: inout [UInt8]) {
    func newline(_ depth: Int) {
      out.append(0x0A)
      out.append(contentsOf: repeatElement(0x20, count: depth * 2))
    }
    switch node {
    case .string(let text): quote(text, into: &out)
    case .literal(let text): out.append(contentsOf: text.utf8)
    case .array(let items):
      out.append(UInt8(ascii: "["))
      if items.isEmpty { newline(0) }
      for (number, item) in items.enumerated() {
        if number > 0 { out.append(UInt8(ascii: ",")) }
        newline(indent + 1)
        write(item, indent: indent + 1, into: &out)
      }
      newline(indent)
      out.append(UInt8(ascii: "]"))
    case .object(let members):
      out.append(UInt8(ascii: "{"))
      if members.isEmpty { newline(0) }
      for (number, member) in members.enumerated() {
        if number > 0 { out.append(UInt8(ascii: ",")) }
        newline(indent + 1)
        quote(member.key, into: &out)
        out.append(contentsOf: " : ".utf8)
        write(member.value, indent: indent + 1, into: &out)
      }
      newline(indent)
      out.append(UInt8(ascii: "}"))
    }
  }

  /// A JSON string as Xcode writes one: quotes, backslashes and control characters escaped,
  /// everything else as it is.
  static func quote(_ text: String, into out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"): out += [0x5C, byte]
      case 0x0A: out += [0x5C, UInt8(ascii: "n")]
      case 0x0D: out += [0x5C, UInt8(ascii: "r")]
      case 0x09: out += [0x5C, UInt8(ascii: "t")]
      case 0x08: out += [0x5C, UInt8(ascii: "b")]
      case 0x0C: out += [0x5C, UInt8(ascii: "f")]
      case 0..<0x20:
        let digits = Array("0123456789abcdef".utf8)
        out += Array("\\u00".utf8) + [digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]
      default: out.append(byte)
      }
    }
    out.append(UInt8(ascii: "\""))
  }

  /// A recursive-descent JSON reader, linear in its input, with a depth limit so a hostile
  /// file cannot exhaust the stack.
  struct Parser {
    let bytes: [UInt8]
    let file: String
    var index = 0
    static let maximumDepth = 200

    init(bytes: [UInt8], file: String) {
      self.bytes = bytes
      self.file = file
      if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    func failure(_ message: String) -> InputError {
      var line = 1
      var column = 1
      for byte in bytes[..<min(index, bytes.count)] {
        if byte == 0x0A {
          line += 1
          column = 1
        } else if byte & 0xC0 != 0x80 {
          column += 1
        }
      }
      return InputError(message, at: SourceLocation(file: file, line: line, column: column))
    }

    mutating func skipSpace() {
      while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    mutating func value(depth: Int) throws -> Node {
      guard depth < Self.maximumDepth else { throw failure("nested too deeply") }
      guard index < bytes.count else { throw failure("the file ends inside a value") }
      switch bytes[index] {
      case UInt8(ascii: "{"):
        index += 1
        var members: [Member] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
          index += 1
          return .object(members)
        }
        while true {
          skipSpace()
          guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            throw failure("expected a quoted key")
          }
          let key = try string()
          skipSpace()
          guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
            throw failure("expected ':' after a key")
          }
          index += 1
          skipSpace()
          members.append(Member(key: key, value: try value(depth: depth + 1)))
          skipSpace()
          guard index < bytes.count else { throw failure("the file ends inside an object") }
          if bytes[index] == UInt8(ascii: ",") {
            index += 1
          } else if bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
          } else {
            throw failure("expected ',' or '}'")
          }
        }
      case UInt8(ascii: "["):
        index += 1
        var items: [Node] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
          index += 1
          return .array(items)
        }
        while true {
          skipSpace()
          items.append(try value(depth: depth + 1))
          skipSpace()
          guard index < bytes.count else { throw failure("the file ends inside a list") }
          if bytes[index] == UInt8(ascii: ",") {
            index += 1
          } else if bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(items)
          } else {
            throw failure("expected ',' or ']'")
          }
        }
      case UInt8(ascii: "\""):
        return .string(try string())
      default:
        let start = index
        while index < bytes.count,
          bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")
            || bytes[index] == UInt8(ascii: ".")
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index])
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[index])
            || bytes[index] == UInt8(ascii: "E")
        {
          index += 1
        }
        let word = String(decoding: bytes[start..<index], as: UTF8.self)
        guard !word.isEmpty,
          ["true", "false", "null"].contains(word) || Double(word) != nil
        else {
          index = start
          throw failure("unexpected text")
        }
        return .literal(word)
      }
    }

    /// A quoted string, its escapes decoded (a lone surrogate escape is an error, not dropped).
    mutating func string() throws -> String {
      let opening = index
      index += 1
      var scalars = String.UnicodeScalarView()
      var runStart = index
      func flush(_ end: Int) {
        scalars.append(
          contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars)
      }
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") {
          flush(index)
          index += 1
          return String(scalars)
        }
        if byte < 0x20 { throw failure("a control character inside a string") }
        guard byte == UInt8(ascii: "\\") else {
          index += 1
          continue
        }
        flush(index)
        index += 1
        guard index < bytes.count else { break }
        let escaped = bytes[index]
        index += 1
        switch escaped {
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "b"): scalars.append("\u{08}")
        case UInt8(ascii: "f"): scalars.append("\u{0C}")
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
          scalars.append(Unicode.Scalar(escaped))
        case UInt8(ascii: "u"):
          let escapeStart = index - 2
          let first = try hex()
          var scalar = Unicode.Scalar(first)
          if (0xD800..<0xDC00).contains(first), index + 5 < bytes.count,
            bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
          {
            index += 2
            let second = try hex()
            if (0xDC00..<0xE000).contains(second) {
              scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
            }
          }
          guard let scalar else {
            index = escapeStart
            throw failure("a \\u\(String(first, radix: 16)) escape without its pair")
          }
          scalars.append(scalar)
        default:
          index -= 2
          throw failure("an unknown escape")
        }
        runStart = index
      }
      index = opening
      throw failure("a string is never closed")
    }

    mutating func hex() throws -> UInt32 {
      guard index + 4 <= bytes.count,
        bytes[index..<index + 4].allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }),
        let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
      else { throw failure("a \\u escape needs four hex digits") }
      index += 4
      return value
    }
  }
}
