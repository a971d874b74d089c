import Foundation

/// Writes the old-style `.strings` format Xcode compiles: `"KEY" = "value";` per entry.
enum StringsFileWriter {
  public struct Entry: Equatable, Sendable {
    public let comment: String
    public let key: String
    public let value: String

    public init(comment: String, key: String, value: String) {
      self.comment = comment
      self.key = key
      self.value = value
    }
  }

  /// The file text: the generated header, then a comment and a line per entry, blank lines
  /// between, ending with a newline.
  public static func text(header: String, entries: [Entry]) -> String {
    var out = "/* \(commentSafe(header)) */\n"
    for entry in entries {
      out += "\n/* \(commentSafe(entry.comment)) */\n"
      out += "\"\(escape(entry.key))\" = \"\(escape(entry.value))\";\n"
    }
    return out
  }

  /// Escapes what a quoted `.strings` value cannot hold literally; everything else, CJK and emoji
  /// included, is written as it is.
  public static func escape(_ text: String) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count + 8)
    let backslash = UInt8(ascii: "\\")
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""), backslash: out += [backslash, byte]
      case UInt8(ascii: "\n"): out += [backslash, UInt8(ascii: "n")]
      case UInt8(ascii: "\t"): out += [backslash, UInt8(ascii: "t")]
      case UInt8(ascii: "\r"): out += [backslash, UInt8(ascii: "r")]
      case 0..<0x20, 0x7F:
        // Other control characters as \UXXXX, which the old-style plist parser reads.
        out += Array("\\U00".utf8) + [hexDigit(byte >> 4), hexDigit(byte & 0xF)]
      default: out.append(byte)
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  private static func hexDigit(_ nibble: UInt8) -> UInt8 {
    nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10
  }

  /// A comment must not end early: `*/` inside it is broken up.
  static func commentSafe(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == UInt8(ascii: "*") || $0 == 0x0A }) else { return text }
    return text.replacingOccurrences(of: "*/", with: "* /").replacingOccurrences(
      of: "\n", with: " ")
  }

  /// File bytes: UTF-8 without BOM, or UTF-16 little-endian with a BOM as Xcode used to write.
  public static func encode(_ text: String, as encoding: StringsEncoding) -> Data {
    switch encoding {
    case .utf8:
      return Data(text.utf8)
    case .utf16:
      var data = Data([0xFF, 0xFE])
      data.reserveCapacity(2 + text.utf16.count * 2)
      for unit in text.utf16 {
        data.append(UInt8(unit & 0xFF))
        data.append(UInt8(unit >> 8))
      }
      return data
    }
  }

  /// Reads back bytes written by `encode` (or any UTF-8/UTF-16 text with a BOM).
  public static func decode(_ data: Data) -> String? {
    let bytes = [UInt8](data)
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      let little = bytes[0] == 0xFF
      var units: [UInt16] = []
      units.reserveCapacity(bytes.count / 2)
      var index = 2
      while index + 1 < bytes.count {
        let pair =
          little
          ? UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8
          : UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
        units.append(pair)
        index += 2
      }
      return String(decoding: units, as: UTF16.self)
    }
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    return String(validating: body, as: UTF8.self)
  }
}

public enum StringsEncoding: String, Sendable, CaseIterable {
  case utf8
  case utf16
}
