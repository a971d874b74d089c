/// The phrase lists a locale's rules search a unit's own text or its lower-case form for.
enum PhraseList: Int, CaseIterable, Sendable {
  // Searched in the text as written.
  case appleNames, placeholderWords, colloquialTerms, regionalTerms
  // Searched in the lower-case text.
  case placeholderLowered, vagueParts, passiveHints, restatingHints, restatingShortHints
  case functionPhrases, resourceWords, readWords, writeWords
  /// Chinese doubled forms are searched as written, others in lower case.
  case doubledForms
  // Searched in the lower-case text.
  case marketingPhrases

  /// Whether the list is searched in the text as written (else in its lower-case form).
  func isSearchedAsWritten(chinese: Bool) -> Bool {
    switch self {
    case .appleNames, .placeholderWords, .colloquialTerms, .regionalTerms: true
    case .doubledForms: chinese
    default: false
    }
  }
}

/// Several phrase lists as one automaton: a text is scanned once, and each match is told back
/// as its list and its index there. Its matches of one list are those the list's own
/// `PhraseSet` finds, in the same order: outputs are ordered by index, and each list's phrases
/// keep their order inside the whole.
struct CombinedPhrases: Sendable {
  let whole: PhraseSet
  /// Per index in `whole`: the list (`PhraseList.rawValue`) and the index inside it.
  let owner: [(list: UInt8, phrase: Int32)]

  init(_ lists: [(PhraseList, PhraseSet)]) {
    var phrases: [String] = []
    var owner: [(list: UInt8, phrase: Int32)] = []
    for (list, set) in lists {
      for (index, phrase) in set.phrases.enumerated() {
        phrases.append(phrase)
        owner.append((UInt8(list.rawValue), Int32(index)))
      }
    }
    whole = PhraseSet(phrases)
    self.owner = owner
  }

  /// Every match in `text`, in the order `PhraseSet.scan` gives them.
  func hits(in text: String) -> [TextHits.Match] {
    var matches: [TextHits.Match] = []
    whole.scan(text) { index, end in
      let (list, phrase) = owner[index]
      matches.append(TextHits.Match(list: list, phrase: phrase, end: Int32(end)))
      return true
    }
    return matches
  }
}

/// What a unit's text and its lower-case form hold of the locale's phrase lists, found in one
/// scan of each when the unit is made: rules read these instead of scanning the text again.
struct TextHits: Sendable {
  struct Match: Sendable {
    let list: UInt8
    /// The phrase's index in its list.
    let phrase: Int32
    /// The byte offset just past the match, in the form it was found in.
    let end: Int32
  }

  /// Matches in the text as written, then in the lower-case text (each in scan order).
  let matches: [Match]

  static let none = TextHits(matches: [])

  /// Whether any phrase of `list` occurs.
  func occurs(_ list: PhraseList) -> Bool {
    let raw = UInt8(list.rawValue)
    return matches.contains { $0.list == raw }
  }

  /// Which phrases of `list` occur, by index (`PhraseSet.present`); `count` is the list's size.
  func present(_ list: PhraseList, of count: Int) -> PhraseHits {
    var hits = PhraseHits()
    let raw = UInt8(list.rawValue)
    for match in matches where match.list == raw { hits.insert(Int(match.phrase), of: count) }
    return hits
  }

  /// Each phrase of `list` with the byte offset just past it, in the order the matches end
  /// (`PhraseSet.scan`); `body` returns false to stop.
  func scan(_ list: PhraseList, _ body: (_ phrase: Int, _ end: Int) -> Bool) {
    let raw = UInt8(list.rawValue)
    for match in matches where match.list == raw {
      if !body(Int(match.phrase), Int(match.end)) { return }
    }
  }

  /// The phrases of `list` that occur as words of `text` (the form the list is searched in), in
  /// scan order: one that starts or ends with an ASCII letter counts only where no letter
  /// touches it there ("load" is not in "upload" or "download"), but for an ending (reads,
  /// selected, loading); Han phrases count anywhere.
  func words(_ list: PhraseList, of phrases: [String], in text: String) -> [Int] {
    let raw = UInt8(list.rawValue)
    guard matches.contains(where: { $0.list == raw }) else { return [] }
    var text = text
    return text.withUTF8 { bytes in
      func isLetter(_ offset: Int) -> Bool {
        offset >= 0 && offset < bytes.count && (bytes[offset] | 0x20) >= 0x61
          && (bytes[offset] | 0x20) <= 0x7A
      }
      var found: [Int] = []
      for match in matches where match.list == raw {
        let end = Int(match.end)
        let start = end - phrases[Int(match.phrase)].utf8.count
        if isLetter(start) && isLetter(start - 1) { continue }
        if isLetter(end - 1) && isLetter(end) {
          var rest = end
          while isLetter(rest) { rest += 1 }
          guard Self.endings.contains(where: { $0.elementsEqual(bytes[end..<rest]) }) else {
            continue
          }
        }
        found.append(Int(match.phrase))
      }
      return found
    }
  }

  /// English endings a word may take and stay itself.
  static let endings: [[UInt8]] = ["s", "es", "d", "ed", "ing"].map { Array($0.utf8) }

  /// The first phrase of `list`, in list order, that occurs (`PhraseSet.firstListed`).
  func firstListed(_ list: PhraseList) -> Int? {
    let raw = UInt8(list.rawValue)
    return matches.lazy.filter { $0.list == raw }.map { Int($0.phrase) }.min()
  }
}
