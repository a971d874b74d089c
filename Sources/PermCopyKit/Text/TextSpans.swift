import Foundation

/// Small text helpers the rules share; offsets are in `Character`s.
enum TextSpans {
  /// Lower case, with a fast path for text whose only cased letters are ASCII (English, and
  /// Chinese with Latin words): ASCII bytes are mapped, everything else kept.
  static func lowercased(_ text: String) -> String {
    var hasUpper = false
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value < 0x80 {
        if value >= 0x41 && value <= 0x5A { hasUpper = true }
      } else if value < 0x2E80 || (0xFF21...0xFF3A).contains(value) || value >= 0x10000 {
        return text.lowercased()
      }
    }
    guard hasUpper else { return text }
    return String(
      decoding: text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
  }

  static func isHan(_ character: Character) -> Bool {
    character.unicodeScalars.first?.properties.isIdeographic ?? false
  }

  static func isLatinOrDigit(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first else { return false }
    return LatinSpacing.isLatinOrDigit(scalar)
  }

  static func containsHan(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0.properties.isIdeographic }
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

  /// Character range of a `String` range.
  static func offsets(of range: Range<String.Index>, in text: String) -> Range<Int> {
    let start = text.distance(from: text.startIndex, to: range.lowerBound)
    return start..<(start + text.distance(from: range.lowerBound, to: range.upperBound))
  }

  /// The text without white space at either end.
  static func trimmed(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    if first == scalars.startIndex && scalars.index(after: last) == scalars.endIndex { return text }
    return String(scalars[first...last])
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
