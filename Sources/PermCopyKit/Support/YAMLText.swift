import Foundation

/// YAML scalars written by permcopy: double-quoted, so any text reads back exactly.
enum YAMLText {
  static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      case "\u{85}", "\u{2028}", "\u{2029}", "\u{FEFF}":
        out += String(format: "\\u%04X", scalar.value)
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          out += String(format: "\\x%02X", scalar.value)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
