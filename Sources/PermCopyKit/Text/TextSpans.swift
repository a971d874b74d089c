import Foundation

/// Small text helpers the rules share; offsets are in `Character`s.
enum TextSpans {
  /// Lower case, with a fast path for text whose only cased letters are ASCII (English, and
  /// Chinese with Latin words): ASCII bytes are mapped, everything else kept.
  static func lowercased(_ text: String) -> String {
    var hasUpper = false
    // Only ASCII letters change case here: Latin-1 signs, general punctuation (’ “ — …) and
    // CJK have no lower case; anything else goes to the full Unicode mapping.
    let simple = text.allScalarValues { value in
      switch value {
      case 0x41...0x5A:
        hasUpper = true
        return true
      // Not U+A640–U+A7FF: Cyrillic Extended-B and Latin Extended-D have capitals.
      case 0..<0xC0, 0x2000...0x206F, 0x2E80..<0xA640, 0xA800..<0xFF21, 0xFF3B..<0x10000:
        return true
      default: return false
      }
    }
    guard simple else { return text.lowercased() }
    guard hasUpper else { return text }
    var bytes = Array(text.utf8)
    for index in bytes.indices where bytes[index] >= 0x41 && bytes[index] <= 0x5A {
      bytes[index] |= 0x20
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  static func isHan(_ character: Character) -> Bool {
    character.unicodeScalars.first.map(isHan) ?? false
  }

  /// `isIdeographic`, without the property look-up for the common ranges.
  static func isHan(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x2E80: false
    case 0x4E00...0x9FFF, 0x3400...0x4DBF: true
    default: scalar.properties.isIdeographic
    }
  }

  /// Whether every character is white space (`allSatisfy(\.isWhitespace)`, true when empty),
  /// answered from the bytes while they are ASCII: a text's first letter ends the question
  /// without a look-up of Unicode properties.
  static func isBlank(_ text: String) -> Bool {
    for byte in text.utf8 {
      switch byte {
      case 0x09...0x0D, 0x20: continue
      // An ASCII character after ASCII white space is a character of its own.
      case 0x21...0x7F: return false
      default: return text.allSatisfy(\.isWhitespace)
      }
    }
    return true
  }

  /// `isWhitespace`, without the property look-up for ASCII and CJK ideographs.
  static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09...0x0D, 0x20: true
    case 0x21...0x7E, 0x4E00...0x9FFF: false
    default: scalar.properties.isWhitespace
    }
  }

  /// Scalars that are always a `Character` of their own, whatever is next to them: in a text
  /// made only of these, scalar offsets are character offsets and no grapheme breaking is
  /// needed (ASCII but CR, Latin to U+02FF, general and CJK punctuation, kana, CJK ideographs,
  /// full-width forms).
  static func standsAlone(_ value: UInt32) -> Bool {
    switch value {
    case 0x09, 0x0A, 0x20...0x7E, 0xA0...0x2FF, 0x2010...0x2027, 0x2030...0x205E,
      0x3000...0x3029, 0x3030...0x3098, 0x309B...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xFF01...0xFF9D, 0xFFE0...0xFFEE:
      true
    default: false
    }
  }

  static func isLatinOrDigit(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first else { return false }
    return LatinSpacing.isLatinOrDigit(scalar)
  }

  static func containsHan(_ text: String) -> Bool {
    !text.allScalarValues { value in !(Unicode.Scalar(value).map(isHan) ?? false) }
  }

  /// Whether `needle` occurs in `haystack`, byte for byte (memchr and memcmp over UTF-8): the fast test
  /// rules make before working out character offsets.
  static func contains(_ haystack: String, _ needle: String) -> Bool {
    let found = haystack.utf8.withContiguousStorageIfAvailable { hay in
      needle.utf8.withContiguousStorageIfAvailable { pattern in search(hay, pattern) }
    }
    if let found, let found { return found }
    return search(Array(haystack.utf8), Array(needle.utf8))
  }

  private static func search(
    _ hay: UnsafeBufferPointer<UInt8>, _ pattern: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard pattern.count > 0 else { return true }
    guard hay.count >= pattern.count, let hayBase = hay.baseAddress,
      let patternBase = pattern.baseAddress
    else { return false }
    let last = hay.count - pattern.count
    var start = 0
    while start <= last {
      guard let found = memchr(hayBase + start, Int32(pattern[0]), last - start + 1) else {
        return false
      }
      let offset = UnsafeRawPointer(hayBase).distance(to: UnsafeRawPointer(found))
      if memcmp(hayBase + offset, patternBase, pattern.count) == 0 { return true }
      start = offset + 1
    }
    return false
  }

  private static func search(_ hay: [UInt8], _ pattern: [UInt8]) -> Bool {
    hay.withUnsafeBufferPointer { hay in pattern.withUnsafeBufferPointer { search(hay, $0) } }
  }

  /// Every occurrence of `needle` in `characters`.
  static func occurrences(
    of needle: String, in characters: [Character], ignoringCase: Bool = false
  ) -> [Range<Int>] {
    let pattern = Array(ignoringCase ? needle.lowercased() : needle)
    guard !pattern.isEmpty, pattern.count <= characters.count else { return [] }
    let haystack = ignoringCase ? Array(String(characters).lowercased()) : characters
    guard haystack.count == characters.count else {
      // Lower-casing changed the length (rare scripts): fall back to the exact text.
      return ignoringCase ? occurrences(of: needle, in: characters) : []
    }
    var ranges: [Range<Int>] = []
    var index = 0
    while index + pattern.count <= haystack.count {
      if haystack[index] == pattern[0], Array(haystack[index..<index + pattern.count]) == pattern {
        ranges.append(index..<index + pattern.count)
        index += pattern.count
      } else {
        index += 1
      }
    }
    return ranges
  }

  /// The `String` range of a range of scalar offsets (what `TextPattern` gives).
  static func range(ofScalars scalars: Range<Int>, in text: String) -> Range<String.Index> {
    let view = text.unicodeScalars
    let start = view.index(view.startIndex, offsetBy: scalars.lowerBound)
    return start..<view.index(start, offsetBy: scalars.count)
  }

  /// Character range of a `String` range.
  static func offsets(of range: Range<String.Index>, in text: String) -> Range<Int> {
    let start = text.distance(from: text.startIndex, to: range.lowerBound)
    return start..<(start + text.distance(from: range.lowerBound, to: range.upperBound))
  }

  /// The text without white space (Unicode's White_Space) at either end.
  static func trimmed(_ text: String) -> String {
    trimming(text, where: isWhitespace)
  }

  /// The text without white space or line breaks at either end as Foundation's
  /// `trimmingCharacters(in: .whitespacesAndNewlines)` has them (U+200B too), without bridging.
  static func trimmedWithNewlines(_ text: String) -> String {
    trimming(text) { scalar in
      isHorizontalSpace(scalar) || (scalar.value >= 0x0A && scalar.value <= 0x0D)
        || scalar.value == 0x85 || scalar.value == 0x2028 || scalar.value == 0x2029
    }
  }

  /// The text without spaces and tabs at either end: what Foundation's
  /// `trimmingCharacters(in: .whitespaces)` gives, without bridging to `NSString`.
  static func trimmedHorizontally<S: StringProtocol>(_ text: S) -> String {
    trimming(String(text), where: isHorizontalSpace)
  }

  /// `text` without the scalars `trims` names at either end; the same string when none are.
  private static func trimming(_ text: String, where trims: (Unicode.Scalar) -> Bool) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !trims($0) }),
      let last = scalars.lastIndex(where: { !trims($0) })
    else { return "" }
    if first == scalars.startIndex && scalars.index(after: last) == scalars.endIndex { return text }
    return String(scalars[first...last])
  }

  /// Foundation's `.whitespaces`: Zs, the tab, and (as its tables have it) U+200B.
  static func isHorizontalSpace(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.value < 0x80 { return scalar == " " || scalar == "\t" }
    return scalar.value == 0x200B || scalar.properties.generalCategory == .spaceSeparator
  }

  /// `text` and spaces after it up to `width` characters; a longer text whole. Foundation's
  /// `padding(toLength:withPad:startingAt:)` bridges to `NSString` (25,000 instructions a call)
  /// and cuts a longer text short.
  static func padded(_ text: String, to width: Int) -> String {
    let count = text.count
    return count >= width ? text : text + repeated(0x20, count: width - count)
  }

  /// `count` copies of an ASCII byte, written at once (`String(repeating:count:)` appends copy
  /// by copy, some 10,000 instructions for a line's indent).
  static func repeated(_ byte: UInt8, count: Int) -> String {
    let count = max(0, count)
    return String(unsafeUninitializedCapacity: count) { buffer in
      UnsafeMutableBufferPointer(rebasing: buffer[..<count]).initialize(repeating: byte)
      return count
    }
  }

  /// `text` with every occurrence of `needle` replaced by one space, byte for byte.
  static func removing(_ needle: String, from text: String) -> String {
    let pattern = Array(needle.utf8)
    let bytes = Array(text.utf8)
    guard !pattern.isEmpty, bytes.count >= pattern.count else { return text }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if bytes[index] == pattern[0], index + pattern.count <= bytes.count,
        bytes[index..<index + pattern.count].elementsEqual(pattern)
      {
        out.append(0x20)
        index += pattern.count
      } else {
        out.append(bytes[index])
        index += 1
      }
    }
    return String(decoding: out, as: UTF8.self)
  }
}
