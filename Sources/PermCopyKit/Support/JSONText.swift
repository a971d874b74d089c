/// A small JSON writer: Foundation's JSONSerialization sorts `AnyHashable` keys and casts every
/// value, which made reports slower than the whole check on large trees.
indirect enum JSONValue {
  case string(String)
  case number(Int)
  case bool(Bool)
  case null
  case array([JSONValue])
  /// Keys are written in the order given.
  case object([(String, JSONValue)])

  /// The value as JSON text, nested lines indented from `indent` levels of two spaces.
  func text(indent: Int = 0) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(512)
    write(into: &out, indent: indent)
    return String(decoding: out, as: UTF8.self)
  }

  static func newline(_ out: inout [UInt8], indent: Int) {
    out.append(0x0A)
    for _ in 0..<indent * 2 { out.append(0x20) }
  }

  /// Opens an element of an array or object: a comma after the one before, a line break and
  /// the indentation. `.array` and `.object` are written with it, and so are writers that emit
  /// a value's elements straight to bytes without making a value of each.
  static func element(into out: inout [UInt8], indent: Int, first: inout Bool) {
    if !first { out.append(UInt8(ascii: ",")) }
    first = false
    newline(&out, indent: indent + 1)
  }

  /// Opens an object member: the element, then its key.
  static func member(_ key: String, into out: inout [UInt8], indent: Int, first: inout Bool) {
    element(into: &out, indent: indent, first: &first)
    quote(key, into: &out)
    out.append(UInt8(ascii: ":"))
    out.append(UInt8(ascii: " "))
  }

  /// Closes an array (`]`) or object (`}`) of elements opened by `element` or `member`.
  static func close(_ bracket: UInt8, into out: inout [UInt8], indent: Int) {
    newline(&out, indent: indent)
    out.append(bracket)
  }

  /// A number's decimal digits, written without making a string.
  static func write(_ number: Int, into out: inout [UInt8]) {
    if number < 0 { out.append(UInt8(ascii: "-")) }
    var magnitude = number.magnitude
    let start = out.count
    repeat {
      out.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
      magnitude /= 10
    } while magnitude > 0
    out[start...].reverse()
  }

  func write(into out: inout [UInt8], indent: Int) {
    switch self {
    case .string(let text): Self.quote(text, into: &out)
    case .number(let number): Self.write(number, into: &out)
    case .bool(let flag): out.append(contentsOf: (flag ? "true" : "false").utf8)
    case .null: out.append(contentsOf: "null".utf8)
    case .array(let items):
      guard !items.isEmpty else { return out.append(contentsOf: "[]".utf8) }
      out.append(UInt8(ascii: "["))
      var first = true
      for item in items {
        Self.element(into: &out, indent: indent, first: &first)
        item.write(into: &out, indent: indent + 1)
      }
      Self.close(UInt8(ascii: "]"), into: &out, indent: indent)
    case .object(let pairs):
      guard !pairs.isEmpty else { return out.append(contentsOf: "{}".utf8) }
      out.append(UInt8(ascii: "{"))
      var first = true
      for (key, value) in pairs {
        Self.member(key, into: &out, indent: indent, first: &first)
        value.write(into: &out, indent: indent + 1)
      }
      Self.close(UInt8(ascii: "}"), into: &out, indent: indent)
    }
  }

  /// A JSON string: quotes, backslashes and control characters escaped; U+2028 and U+2029 too,
  /// so the output is also valid JavaScript.
  static func quote(_ text: String, into out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    // Most texts need no escape: copied in one piece from the string's own bytes.
    let copied =
      text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
        guard !bytes.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0xE2 })
        else { return false }
        out.append(contentsOf: bytes)
        return true
      } ?? false
    if copied {
      out.append(UInt8(ascii: "\""))
      return
    }
    // Escapes are appended byte by byte: no array per text or per escape.
    var text = text
    text.withUTF8 { bytes in
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"):
          out.append(0x5C)
          out.append(byte)
        case 0x0A: Self.escape(UInt8(ascii: "n"), into: &out)
        case 0x0D: Self.escape(UInt8(ascii: "r"), into: &out)
        case 0x09: Self.escape(UInt8(ascii: "t"), into: &out)
        case 0..<0x20:
          out.append(contentsOf: "\\u00".utf8)
          let digits = Array("0123456789abcdef".utf8)
          out.append(digits[Int(byte >> 4)])
          out.append(digits[Int(byte & 0x0F)])
        case 0xE2
        where index + 2 < bytes.count && bytes[index + 1] == 0x80
          && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
          out.append(contentsOf: (bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8)
          index += 2
        default: out.append(byte)
        }
        index += 1
      }
    }
    out.append(UInt8(ascii: "\""))
  }

  private static func escape(_ letter: UInt8, into out: inout [UInt8]) {
    out.append(0x5C)
    out.append(letter)
  }
}
