/// A locale's phrase lists, each as one `PhraseSet`. A class: rules take it from the locale's
/// rules for every text, and a struct of eighteen sets was copied (and its references counted)
/// each time.
final class PhraseSets: Sendable {
  public let restatingHints: PhraseSet
  public let restatingShortHints: PhraseSet
  /// In lower case, as texts are compared in lower case.
  public let reasonMarkers: PhraseSet
  /// Each vague phrase split at `…`: the parts that must follow each other.
  public let vagueParts: [[String]]
  /// Every non-empty part of every vague phrase, and per phrase the indices of its parts there.
  public let vaguePartSet: PhraseSet
  public let vaguePartIndices: [[Int]]
  /// Placeholders: the upper-case word markers as written, the others in lower case (each
  /// list in `placeholderPatterns` order, which decides which one is reported).
  public let placeholderWords: PhraseSet
  public let placeholderLowered: PhraseSet
  /// The doubled forms as they are searched: as written in Chinese, in lower case otherwise.
  public let doubledForms: PhraseSet
  public let regionalTerms: PhraseSet
  public let appleNames: PhraseSet
  public let colloquialTerms: PhraseSet
  /// `noReasonWords`, for Chinese text, where words are not spaced.
  public let noReasonWords: PhraseSet
  public let passiveAgents: PhraseSet
  public let passiveAssurances: PhraseSet
  /// Words of what a passive can hide (advertising, partners, a vague improvement).
  public let passiveConcerns: PhraseSet
  public let passiveHints: PhraseSet
  /// Hype, calls to action and feature-list endings (`marketing-copy`).
  public let marketingPhrases: PhraseSet
  public let readWords: PhraseSet
  public let writeWords: PhraseSet
  /// Every resource word (names and related words of every family), and what each one is.
  public let resourceWords: PhraseSet
  public let resourceWordRoles: [[(family: String, isName: Bool)]]
  /// Every family's `does` phrases, and the families each one is of.
  public let functionPhrases: PhraseSet
  public let functionPhraseFamilies: [[String]]
  /// The lists searched in a unit's text as written, and those searched in its lower-case
  /// form, each as one automaton (`hits(text:lowered:)`).
  let onText: CombinedPhrases
  let onLowered: CombinedPhrases
  /// The set behind each list of the combined automata, and whether it is searched as written.
  private let lists: [PhraseList: (set: PhraseSet, asWritten: Bool)]

  init(
    _ parameters: LocaleRules.Parameters,
    placeholderPatterns: [(text: String, lowered: String, isWord: Bool)],
    doubledForms: [(word: String, doubled: String, lowered: String)]
  ) {
    restatingHints = PhraseSet(parameters.restatingHints)
    restatingShortHints = PhraseSet(parameters.restatingShortHints)
    reasonMarkers = PhraseSet(parameters.reasonMarkers.map { $0.lowercased() })
    // Split at the scalar (Foundation's `components(separatedBy:)` cost 12,000 instructions a
    // phrase at every start).
    vagueParts = parameters.vaguePhrases.map { phrase in
      phrase.unicodeScalars.split(separator: "…", omittingEmptySubsequences: false).map {
        String($0)
      }
    }
    var parts = DistinctTexts(capacity: vagueParts.reduce(0) { $0 + $1.count })
    vaguePartIndices = vagueParts.map { phraseParts in
      phraseParts.filter { !$0.isEmpty }.map { parts.number(of: $0).number }
    }
    vaguePartSet = PhraseSet(parts.texts)
    let patterns = placeholderPatterns.isEmpty ? PlaceholderTextRule.universal : placeholderPatterns
    placeholderWords = PhraseSet(patterns.map { $0.isWord ? $0.text : "" })
    placeholderLowered = PhraseSet(patterns.map { $0.isWord ? "" : $0.lowered })
    let chinese = parameters.script == .hans || parameters.script == .hant
    self.doubledForms = PhraseSet(doubledForms.map { chinese ? $0.doubled : $0.lowered })
    regionalTerms = PhraseSet(parameters.regionalTerms.map(\.term))
    appleNames = PhraseSet(parameters.appleNames.map(\.term))
    colloquialTerms = PhraseSet(parameters.colloquialTerms.map(\.term))
    marketingPhrases = PhraseSet(parameters.marketingPhrases)
    noReasonWords = PhraseSet(parameters.noReasonWords)
    passiveAgents = PhraseSet(parameters.passiveAgents)
    passiveAssurances = PhraseSet(parameters.passiveAssurances)
    passiveConcerns = PhraseSet(parameters.passiveConcerns)
    passiveHints = PhraseSet(parameters.passiveHints)
    readWords = PhraseSet(parameters.readWords)
    writeWords = PhraseSet(parameters.writeWords)
    var words = DistinctTexts(
      capacity: parameters.resources.values.reduce(0) { $0 + $1.names.count + $1.related.count })
    var roles: [[(family: String, isName: Bool)]] = []
    for (family, resource) in parameters.resources.sorted(by: { $0.key < $1.key }) {
      for (word, isName) in resource.names.map({ ($0, true) })
        + resource.related.map({ ($0, false) })
      {
        let (number, isNew) = words.number(of: word)
        if isNew {
          roles.append([(family, isName)])
        } else {
          roles[number].append((family, isName))
        }
      }
    }
    resourceWords = PhraseSet(words.texts)
    resourceWordRoles = roles
    var phrases = DistinctTexts(
      capacity: parameters.resources.values.reduce(0) { $0 + $1.does.count })
    var families: [[String]] = []
    for (family, resource) in parameters.resources.sorted(by: { $0.key < $1.key }) {
      for phrase in resource.does {
        let (number, isNew) = phrases.number(of: phrase)
        if isNew {
          families.append([family])
        } else {
          families[number].append(family)
        }
      }
    }
    functionPhrases = PhraseSet(phrases.texts)
    functionPhraseFamilies = families
    let sets: [PhraseList: PhraseSet] = [
      .appleNames: appleNames, .placeholderWords: placeholderWords,
      .colloquialTerms: colloquialTerms, .regionalTerms: regionalTerms,
      .placeholderLowered: placeholderLowered, .vagueParts: vaguePartSet,
      .passiveHints: passiveHints, .restatingHints: restatingHints,
      .restatingShortHints: restatingShortHints, .functionPhrases: functionPhrases,
      .resourceWords: resourceWords, .readWords: readWords, .writeWords: writeWords,
      .doubledForms: self.doubledForms, .marketingPhrases: marketingPhrases,
    ]
    var lists: [PhraseList: (set: PhraseSet, asWritten: Bool)] = [:]
    for list in PhraseList.allCases {
      guard let set = sets[list] else { preconditionFailure("no set for \(list)") }
      lists[list] = (set, list.isSearchedAsWritten(chinese: chinese))
    }
    // In the order of the cases, so that the generated tables' lists never change order.
    let ordered = PhraseList.allCases.compactMap { list in lists[list].map { (list, $0) } }
    onText = CombinedPhrases(ordered.filter(\.1.asWritten).map { ($0.0, $0.1.set) })
    onLowered = CombinedPhrases(ordered.filter { !$0.1.asWritten }.map { ($0.0, $0.1.set) })
    self.lists = lists
  }

  /// The set behind a list of the combined automata, and whether it is searched in the text as
  /// written (else in lower case).
  func set(of list: PhraseList) -> (set: PhraseSet, asWritten: Bool) {
    lists[list] ?? (PhraseSet([]), false)
  }

  /// One scan of a text and one of its lower-case form, for every list a rule searches there.
  func hits(text: String, lowered: String) -> TextHits {
    let written = onText.whole.isEmpty ? [] : onText.hits(in: text)
    let lower = onLowered.whole.isEmpty ? [] : onLowered.hits(in: lowered)
    return TextHits(matches: written.isEmpty ? lower : written + lower)
  }

  /// Every set, for the generator of the built-in locales' tables (`PhraseTablesTests`).
  var all: [PhraseSet] {
    [
      restatingHints, restatingShortHints, reasonMarkers, vaguePartSet, placeholderWords,
      placeholderLowered, doubledForms, regionalTerms, appleNames, readWords, writeWords,
      resourceWords, functionPhrases, colloquialTerms, noReasonWords, passiveAgents, passiveHints,
      passiveAssurances, passiveConcerns, marketingPhrases, onText.whole, onLowered.whole,
    ]
  }
}
