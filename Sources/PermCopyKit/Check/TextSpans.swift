/// Small text helpers the rules share; offsets are in `Character`s.
enum TextSpans {
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

  static func trimmed(_ text: String) -> String {
    String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
