import CICUShim

/// Width of text in terminal columns, per grapheme cluster: 2 for East Asian Wide or Fullwidth
/// and for emoji presentation, 0 for combining marks and controls, else 1 (as Python's wcwidth).
public enum DisplayWidth {
  public static func columns(_ text: String) -> Int {
    // Printable ASCII is one column a byte: no grapheme work for English text.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
    return text.reduce(0) { $0 + columns($1) }
  }

  public static func columns(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if first.value < 0x20 || (0x7F..<0xA0).contains(first.value) { return 0 }
    if first.isASCII { return 1 }
    if scalars.contains(where: { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }) {
      return 2
    }
    switch cicu_east_asian_width(first.value) {
    case 3, 5: return 2  // Fullwidth, Wide
    default: return cicu_is_zero_width(first.value) != 0 ? 0 : 1
    }
  }
}
