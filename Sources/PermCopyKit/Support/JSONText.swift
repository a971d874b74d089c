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

  /// Opens an object member as `.object` writes it: its key after a comma (unless it is the
  /// first), a line break and the indentation. For writers that emit an object's members
  /// straight to bytes, without making a value of each.
  static func member(_ key: String, into out: inout [UInt8], indent: Int, first: inout Bool) {
    if !first { out.append(UInt8(ascii: ",")) }
    first = false
    newline(&out, indent: indent + 1)
    quote(key, into: &out)
    out.append(UInt8(ascii: ":"))
    out.append(UInt8(ascii: " "))
  }

  /// Closes an object of members written by `member`.
  static func closeObject(into out: inout [UInt8], indent: Int) {
    newline(&out, indent: indent)
    out.append(UInt8(ascii: "}"))
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
      for (index, item) in items.enumerated() {
        Self.newline(&out, indent: indent + 1)
        item.write(into: &out, indent: indent + 1)
        if index + 1 < items.count { out.append(UInt8(ascii: ",")) }
      }
      Self.newline(&out, indent: indent)
      out.append(UInt8(ascii: "]"))
    case .object(let pairs):
      guard !pairs.isEmpty else { return out.append(contentsOf: "{}".utf8) }
      out.append(UInt8(ascii: "{"))
      for (index, pair) in pairs.enumerated() {
        Self.newline(&out, indent: indent + 1)
        Self.quote(pair.0, into: &out)
        out.append(UInt8(ascii: ":"))
        out.append(UInt8(ascii: " "))
        pair.1.write(into: &out, indent: indent + 1)
        if index + 1 < pairs.count { out.append(UInt8(ascii: ",")) }
      }
      Self.newline(&out, indent: indent)
      out.append(UInt8(ascii: "}"))
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
