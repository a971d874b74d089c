import CICUShim

/// Width of text in terminal columns, per grapheme cluster: 2 for East Asian Wide or Fullwidth
/// and for emoji presentation, 0 for combining marks and controls, else 1 (as Python's wcwidth).
enum DisplayWidth {
  public static func columns(_ text: String) -> Int {
    // Without marks, joiners, selectors or emoji every scalar is its own cluster (printable
    // ASCII one column a byte): no grapheme work for most texts.
    var width = 0
    let simple = text.allScalarValues { value in
      guard let scalarWidth = simpleWidth(value) else { return false }
      width += scalarWidth
      return true
    }
    return simple ? width : text.reduce(0) { $0 + columns($1) }
  }

  /// The width of a scalar that always stands alone, or nil when it may join a cluster.
  static func simpleWidth(_ value: UInt32) -> Int? {
    switch value {
    case 0x20..<0x7F: return 1
    case 0..<0x20, 0x7F..<0xA0: return 0
    case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x3000...0x303E, 0x3041...0x30FF,
      0xFF01...0xFF60, 0xFFE0...0xFFE6, 0xAC00...0xD7A3:
      return 2
    // General punctuation (’ “ ” — … ‰ ※) is one column and never joins: English copy is full
    // of it, and each one cost two ICU look-ups and an emoji property (a test compares the two).
    case 0x2010...0x2027, 0x2030...0x205E:
      return 1
    case 0x300..<0x370, 0x1AB0..<0x1B00, 0x1DC0..<0x1E00, 0x200B...0x200F, 0x20D0..<0x2100,
      0x2300..<0x2400, 0x2600..<0x27C0, 0x2B00..<0x2C00, 0xFE00..<0xFE10, 0xFE20..<0xFE30,
      0x1F000...:
      return nil
    default: return propertyWidth(value)
    }
  }

  /// A scalar's width from its Unicode properties (ICU's East Asian Width and zero width, and
  /// emoji presentation), or nil when it may join a cluster.
  static func propertyWidth(_ value: UInt32) -> Int? {
    guard let scalar = Unicode.Scalar(value), !scalar.properties.isEmojiPresentation else {
      return nil
    }
    switch cicu_east_asian_width(value) {
    case 3, 5: return 2
    default: return cicu_is_zero_width(value) != 0 ? nil : 1
    }
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
