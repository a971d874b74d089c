import CICUShim

/// Word boundaries from ICU's break iterator, which segments Chinese with its dictionary, so a
/// term can be matched as a word and not as any two characters in a row.
enum WordBreaks {
  /// Boundaries as offsets in `Character`s of `text`, including 0 and the end.
  static func boundaries(_ text: String, locale: String) -> Set<Int> {
    let units = Array(text.utf16)
    guard !units.isEmpty else { return [0] }
    var offsets = [Int32](repeating: 0, count: units.count + 2)
    let count = locale.withCString { id in
      cicu_word_boundaries(id, units, Int32(units.count), &offsets, Int32(offsets.count))
    }
    guard count > 0 else { return Set(0...text.count) }
    // UTF-16 offset → Character offset.
    var characterAt: [Int: Int] = [:]
    var utf16Offset = 0
    for (index, character) in text.enumerated() {
      characterAt[utf16Offset] = index
      utf16Offset += character.utf16.count
    }
    characterAt[utf16Offset] = text.count
    return Set(offsets.prefix(Int(count)).compactMap { characterAt[Int($0)] })
  }
}
