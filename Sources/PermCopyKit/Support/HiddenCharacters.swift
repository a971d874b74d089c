/// Characters that change how text shows without showing themselves: control characters and
/// Unicode's bidirectional formatting marks. Reports print them as `\u{202E}` so a finding can
/// never reorder or hide the line it is printed on.
enum HiddenCharacters {
  /// C0 controls but tab, line feed and carriage return; DEL; C1 controls.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D: false
    case 0x00...0x1F, 0x7F...0x9F: true
    default: false
    }
  }

  /// Left-to-right and right-to-left overrides, which show the text after them reversed
  /// (the "Trojan Source" trick); never needed in a sentence.
  static func isOverride(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value == 0x202D || scalar.value == 0x202E
  }

  /// Every bidirectional formatting mark: embeddings, overrides, isolates, LRM, RLM, ALM.
  static func isBidiFormat(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// The text with every control character and bidirectional mark written as `\u{XXXX}`.
  public static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { isControl($0) || isBidiFormat($0) }) else {
      return text
    }
    var out = ""
    for scalar in text.unicodeScalars {
      if isControl(scalar) || isBidiFormat(scalar) {
        out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
