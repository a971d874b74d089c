/// Patterns run together on the same texts (a locale's restating patterns). The literals each
/// pattern requires are searched in one pass over the text first; a pattern runs only on a
/// text that holds one of each of its required literal lists, which most texts do not.
struct TextPatternList: Sendable {
  public let patterns: [TextPattern]
  /// Every required literal of every pattern, as text, searched for at once.
  let literals: PhraseSet
  /// Per pattern: its required literal lists, as indexes into `literals`.
  private let requirements: [[[Int]]]

  public init(_ patterns: [TextPattern]) {
    self.patterns = patterns
    var texts = DistinctTexts()
    requirements = patterns.map { pattern in
      pattern.requiredLiterals.map { choices in
        choices.map { texts.number(of: Self.text($0)).number }
      }
    }
    literals = PhraseSet(texts.texts)
  }

  public var isEmpty: Bool { patterns.isEmpty }

  /// Every pattern's matches in `input`, pattern by pattern (each left to right).
  public func matches(in input: TextPattern.Input) -> [Range<Int>] {
    var present: PhraseHits?
    var presentFolded: PhraseHits?
    var found: [Range<Int>] = []
    for (pattern, requirement) in zip(patterns, requirements) {
      if !requirement.isEmpty {
        // A pattern that ignores case compares folded scalars, one that does not the text's.
        let has: PhraseHits
        if pattern.ignoresCase {
          if presentFolded == nil { presentFolded = literals.present(in: Self.text(input.folded)) }
          has = presentFolded!
        } else {
          if present == nil { present = literals.present(in: Self.text(input.values)) }
          has = present!
        }
        guard requirement.allSatisfy({ $0.contains { has[$0] } }) else { continue }
      }
      found += pattern.matches(in: input)
    }
    return found
  }

  /// The scalars as text, encoded straight to UTF-8 (a scalar view appended scalar by scalar
  /// cost 15,000 instructions a text).
  private static func text(_ values: [UInt32]) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(values.count * 3)
    for value in values {
      guard let scalar = Unicode.Scalar(value) else { continue }
      UTF8.encode(scalar) { bytes.append($0) }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
