/// Escaping for XML text and attribute values, shared by every XML writer (JUnit, XLIFF).
enum XMLText {
  /// `& < > " '` and line breaks as references; characters XML 1.0 cannot hold become U+FFFD.
  static func escape(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      if let reference = reference(scalar) {
        out += reference
        continue
      }
      switch scalar {
      case "'": out += "&apos;"
      case "\n", "\t", "\r": out += "&#\(scalar.value);"
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
          out += "\u{FFFD}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }

  /// The reference for a character that markup reserves (`& < > "`), nil for any other: shared
  /// by the XML writers and the review page's HTML, which write `'` each their own way.
  static func reference(_ scalar: Unicode.Scalar) -> String? {
    switch scalar {
    case "&": "&amp;"
    case "<": "&lt;"
    case ">": "&gt;"
    case "\"": "&quot;"
    default: nil
    }
  }

  /// The text of a NUL-terminated message buffer a C function filled.
  static func message(_ buffer: [CChar]) -> String {
    String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
