import Testing

@testable import PermCopyKit

/// The phrase automaton finds exactly what a search phrase by phrase finds.
@Suite struct PhraseSetTests {
  /// Every (phrase, end) a naive search finds, in the automaton's order.
  static func naive(_ phrases: [String], _ text: String) -> [(Int, Int)] {
    let bytes = Array(text.utf8)
    var found: [(Int, Int)] = []
    for end in 0...bytes.count {
      for (index, phrase) in phrases.enumerated() where !phrase.isEmpty {
        let pattern = Array(phrase.utf8)
        if end >= pattern.count && Array(bytes[end - pattern.count..<end]) == pattern {
          found.append((index, end))
        }
      }
    }
    return found
  }

  static func scanned(_ set: PhraseSet, _ text: String) -> [(Int, Int)] {
    var found: [(Int, Int)] = []
    set.scan(text) { phrase, end in
      found.append((phrase, end))
      return true
    }
    return found
  }

  @Test func overlappingPhrasesAreAllFound() {
    let phrases = ["he", "she", "his", "hers", "", "相机", "机", "访问相机", "he"]
    let set = PhraseSet(phrases)
    for text in ["ushers", "she said his hers", "请允许访问相机和机器", "", "h", "hhhe"] {
      let ours = Self.scanned(set, text)
      let expected = Self.naive(phrases, text)
      #expect(set.present(in: text).indices == Array(Set(expected.map(\.0))).sorted())
      #expect(ours.map(\.0) == expected.map(\.0) && ours.map(\.1) == expected.map(\.1), "\(text)")
    }
    let hits = set.present(in: "ushers")
    #expect(hits.indices == [0, 1, 3, 8])
    #expect(
      phrases.indices.map { hits[$0] } == [
        true, true, false, true, false, false, false, false, true,
      ])
    #expect(set.present(in: "xyz").isEmpty && !hits.isEmpty && !hits[200])
    #expect(set.firstListed(in: "his she") == "he")
    #expect(!set.occurs(in: "xyz"))
    #expect(PhraseSet([]).isEmpty && PhraseSet([""]).isEmpty)
  }

  /// Hits past the first 64 phrases land in later words of the bit set.
  @Test func hitsOfLongListsAreKeptByIndex() {
    let phrases = (0..<150).map { "<p\($0)>" }
    let hits = PhraseSet(phrases).present(in: "<p130> and <p70>, <p3>, <p149>")
    #expect(hits.indices == [3, 70, 130, 149])
    #expect(hits[130] && hits[149] && !hits[69] && !hits[131] && !hits[150])
  }

  /// Random phrases over a small alphabet (many shared prefixes and suffixes) against random
  /// texts, with a fixed seed.
  /// The one scan per form a unit makes finds, for every list of every built-in locale, what
  /// that list's own automaton finds, in the same order: texts made of each list's phrases,
  /// in upper and lower case, with other text around them.
  @Test func combinedHitsAreEachListsOwn() {
    var random = SeededGenerator(seed: 43)
    for id in DefaultResources.localeIDs {
      let sets = BuiltInRules.rules(for: id).phraseSets
      var texts: [String] = []
      for list in PhraseList.allCases {
        let phrases = sets.set(of: list).set.phrases.filter { !$0.isEmpty }
        guard !phrases.isEmpty else { continue }
        for _ in 0..<20 {
          let picked = (0..<3).map { _ in phrases[Int(random.next() % UInt64(phrases.count))] }
          let text = "Kite " + picked.joined(separator: random.next() % 2 == 0 ? " " : "，") + "."
          texts += [text, text.uppercased()]
        }
      }
      for text in texts {
        let lowered = TextSpans.lowercased(text)
        let hits = sets.hits(text: text, lowered: lowered)
        for list in PhraseList.allCases {
          let (set, asWritten) = sets.set(of: list)
          var expected: [[Int]] = []
          set.scan(asWritten ? text : lowered) { phrase, end in
            expected.append([phrase, end])
            return true
          }
          var found: [[Int]] = []
          hits.scan(list) { phrase, end in
            found.append([phrase, end])
            return true
          }
          #expect(found == expected, "\(id) \(list) in \(text)")
        }
      }
    }
  }

  @Test func randomPhrasesMatchTheNaiveSearch() {
    var generator = SeededGenerator(seed: 16)
    let alphabet = Array("abcа的的了")
    func word(_ length: Int) -> String {
      String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
    }
    for _ in 0..<200 {
      let phrases = (0..<Int(generator.next() % 12)).map { _ in word(1 + Int(generator.next() % 4))
      }
      let set = PhraseSet(phrases)
      let text = word(Int(generator.next() % 40))
      let ours = Self.scanned(set, text)
      let expected = Self.naive(phrases, text)
      #expect(ours.map(\.0) == expected.map(\.0) && ours.map(\.1) == expected.map(\.1))
    }
  }
}

/// A small deterministic generator (SplitMix64), so a failure can be replayed.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
