import Foundation

/// A locale's rule parameters, read from the `rules:` section of `locales/<id>.yml`: the
/// knowledge rules use (reason markers, vague phrases, regional terms, length limits…) lives in
/// locale data, not in Swift.
public final class LocaleRules: Sendable {
  public enum Script: String, Sendable {
    case latin
    case hans
    case hant
  }

  public struct RegionalTerm: Sendable {
    public let term: String
    public let use: String
  }

  /// Resource words, in lower case.
  public struct Resource: Sendable {
    /// Words that name this resource and nothing else ("camera", 相机).
    public let names: [String]
    /// Words that go with it in a good purpose string ("photo", 拍照).
    public let related: [String]
    /// What the resource does by itself ("take photos", 拍照): no reason for needing it.
    public let does: [String]

    init(names: [String], related: [String], does: [String] = []) {
      self.names = names
      self.related = related
      self.does = does
    }
  }

  public let script: Script?
  /// Sentence-final marks; a text should end with one (then optionally a closing mark).
  public let fullStops: [String]
  public let closingMarks: [String]
  /// Quotation marks of this locale and of the other region.
  public let quotes: [String]
  public let foreignQuotes: [String]
  /// Patterns (regular expressions) of texts that only restate the resource.
  public let restating: TextPatternList
  public let restatingPatterns: [String]
  /// Patterns (regular expressions) of a passive purpose that hides who uses the data.
  public let passive: TextPatternList
  public let passivePatterns: [String]
  /// Words that name who uses the data (" we ", 我们), in lower case: a text with one hides no one.
  public let passiveAgents: [String]
  /// Words one of which every text the passive patterns match holds (lower case).
  public let passiveHints: [String]
  /// Characters that deny what follows (不, 未): "不会被用于广告" is an assurance.
  public let passiveNegations: Set<Unicode.Scalar>
  /// Words one of which every text the restating patterns match contains (lower case).
  public let restatingHints: [String]
  /// The same for short texts, which the anchored patterns match without the words above.
  public let restatingShortHints: [String]
  /// Words that introduce a purpose: to, so that, 以便, 用於…
  public let reasonMarkers: [String]
  /// Words that give no reason by themselves ("this", "app", "access", 需要, 功能), in lower case:
  /// what is left of a text without them is its content.
  public let noReasonWords: [String]
  /// The same as a set, for Latin text read word by word.
  public let noReasonWordSet: Set<String>
  /// In lower case.
  public let vaguePhrases: [String]
  public let placeholders: [String]
  /// Whole values that are placeholders, in lower case: "Yes", "是", "Description".
  public let placeholderValues: Set<String>
  /// The longest placeholder value in UTF-8 bytes: a longer text is never one, unhashed.
  public let longestPlaceholderValue: Int
  /// Placeholders ready to match: the text, its lower-case form, and whether it is an upper-case
  /// marker that must stand as a word (TODO, not XXXL).
  public let placeholderPatterns: [(text: String, lowered: String, isWord: Bool)]
  public let regionalTerms: [RegionalTerm]
  /// Spoken Cantonese written out (嘅, 咗, 唔…), with the formal written word for each.
  public let colloquialTerms: [RegionalTerm]
  /// Longer words that hold a regional term and are the locale's own usage (行動數據).
  public let regionalExceptions: [String]
  /// Apple's own names for its features in this locale (`Face ID` → 面容 ID in zh-Hans).
  public let appleNames: [RegionalTerm]
  /// Words that say a text reads a resource, and words that say it writes one (`read-words`,
  /// `write-words`), in lower case.
  public let readWords: [String]
  public let writeWords: [String]
  /// Words that are never written twice in a row ("the the", 您的您的).
  public let doubledWords: [String]
  /// Each of them doubled as it would be written (`the the`, `您的您的`), longest first, with its
  /// lower-case form: made once, not per text.
  public let doubledForms: [(word: String, doubled: String, lowered: String)]
  /// Replacements `permcopy draft` applies after OpenCC: Apple's own terms win.
  public let draftCorrections: [RegionalTerm]
  public let minColumns: Int?
  public let maxColumns: Int?
  public let pronouns: [String]
  /// Characters the script tables let pass that this locale still never uses.
  public let alsoWrongScript: Set<Unicode.Scalar>
  /// A Chinese locale's characters of the other script with `alsoWrongScript` in one bitmap
  /// (those past its range on the side): looked up for every Han character, never hashed.
  let wrongScript: ChineseScript.Bitmap
  let wrongScriptPastBitmap: Set<UInt32>
  /// `space` or `none` between Han and Latin letters or digits; nil: not checked.
  public let latinSpacing: String?
  /// Resource words per permission family, for the off-topic rule.
  public let resources: [String: Resource]
  /// The phrase lists as automata, built once: a rule finds every phrase of a list in a text in
  /// one pass instead of searching phrase by phrase.
  public let phraseSets: PhraseSets

  struct Parameters {
    var script: Script?
    var fullStops: [String] = []
    var closingMarks: [String] = []
    var quotes: [String] = []
    var foreignQuotes: [String] = []
    var restatingPatterns: [String] = []
    var passivePatterns: [String] = []
    var passiveAgents: [String] = []
    var passiveHints: [String] = []
    var passiveNegations: Set<Unicode.Scalar> = []
    var restatingHints: [String] = []
    var restatingShortHints: [String] = []
    var reasonMarkers: [String] = []
    var noReasonWords: [String] = []
    var vaguePhrases: [String] = []
    var placeholders: [String] = []
    var placeholderValues: Set<String> = []
    var placeholderPatterns: [(text: String, lowered: String, isWord: Bool)] = []
    var regionalTerms: [RegionalTerm] = []
    var appleNames: [RegionalTerm] = []
    var colloquialTerms: [RegionalTerm] = []
    var regionalExceptions: [String] = []
    var doubledWords: [String] = []
    var readWords: [String] = []
    var writeWords: [String] = []
    var draftCorrections: [RegionalTerm] = []
    var minColumns: Int?
    var maxColumns: Int?
    var pronouns: [String] = []
    var alsoWrongScript: Set<Unicode.Scalar> = []
    var latinSpacing: String?
    var resources: [String: Resource] = [:]
  }

  /// What the rules were made from.
  let parameters: Parameters

  /// Whether a character is of the other Chinese script here (or one the locale also refuses).
  func isWrongScript(_ value: UInt32) -> Bool {
    wrongScript.contains(value)
      || (!wrongScriptPastBitmap.isEmpty && wrongScriptPastBitmap.contains(value))
  }

  init(_ parameters: Parameters = Parameters()) {
    self.parameters = parameters
    script = parameters.script
    fullStops = parameters.fullStops
    closingMarks = parameters.closingMarks
    quotes = parameters.quotes
    foreignQuotes = parameters.foreignQuotes
    restatingPatterns = parameters.restatingPatterns
    // Built-in patterns are checked by the tests; a project's are checked when its file is read.
    restating = TextPatternList(parameters.restatingPatterns.compactMap { try? TextPattern($0) })
    passivePatterns = parameters.passivePatterns
    passiveAgents = parameters.passiveAgents
    passiveHints = parameters.passiveHints
    passiveNegations = parameters.passiveNegations
    passive = TextPatternList(parameters.passivePatterns.compactMap { try? TextPattern($0) })
    restatingHints = parameters.restatingHints
    restatingShortHints = parameters.restatingShortHints
    reasonMarkers = parameters.reasonMarkers
    noReasonWords = parameters.noReasonWords
    noReasonWordSet = Set(parameters.noReasonWords)
    vaguePhrases = parameters.vaguePhrases
    placeholders = parameters.placeholders
    placeholderValues = parameters.placeholderValues
    longestPlaceholderValue = parameters.placeholderValues.map(\.utf8.count).max() ?? 0
    placeholderPatterns = parameters.placeholderPatterns
    regionalTerms = parameters.regionalTerms
    appleNames = parameters.appleNames
    colloquialTerms = parameters.colloquialTerms
    regionalExceptions = parameters.regionalExceptions
    doubledWords = parameters.doubledWords
    readWords = parameters.readWords
    writeWords = parameters.writeWords
    let joiner = parameters.script == .hans || parameters.script == .hant ? "" : " "
    doubledForms = parameters.doubledWords.sorted { $0.count > $1.count }.map { word in
      (word, word + joiner + word, (word + joiner + word).lowercased())
    }
    draftCorrections = parameters.draftCorrections
    minColumns = parameters.minColumns
    maxColumns = parameters.maxColumns
    pronouns = parameters.pronouns
    alsoWrongScript = parameters.alsoWrongScript
    var words =
      switch parameters.script {
      case .hans: ScriptTables.traditionalOnlyBits
      case .hant: ScriptTables.simplifiedOnlyBits
      default: [UInt64]()
      }
    var past: Set<UInt32> = []
    for scalar in parameters.alsoWrongScript {
      let value = scalar.value
      guard value >= ChineseScript.Bitmap.base && value < ChineseScript.Bitmap.end else {
        past.insert(value)
        continue
      }
      let offset = Int(value - ChineseScript.Bitmap.base)
      if words.isEmpty {
        words = [UInt64](repeating: 0, count: ScriptTables.simplifiedOnlyBits.count)
      }
      words[offset >> 6] |= 1 << UInt64(offset & 63)
    }
    wrongScript = ChineseScript.Bitmap(words: words)
    wrongScriptPastBitmap = past
    latinSpacing = parameters.latinSpacing
    resources = parameters.resources
    phraseSets = PhraseSets(parameters, doubledForms: doubledForms)
  }

  public var isChinese: Bool { script == .hans || script == .hant }

  /// A unit's text, and its lower-case form, in this locale's script: patterns and phrase lists
  /// are written in it, and a Chinese text in the other script reads the same.
  func inOwnScript(_ unit: CheckUnit) -> (text: String, lowered: String) {
    guard isChinese else { return (unit.text, unit.lowered) }
    let text = ChineseScript.normalized(unit.text, toTraditional: script == .hant)
    return (text, text == unit.text ? unit.lowered : text.lowercased())
  }

  /// Every phrase automaton these rules search with (what `PhraseTablesTests` generates).
  var phraseSetsInUse: [PhraseSet] { phraseSets.all + [restating.literals, passive.literals] }

  public static let empty = LocaleRules()

  /// Reads the rule parameters of a locale; problems are located in the locale file.
  /// `compilePatterns`: compile the restating patterns now, so that an invalid one is an error
  /// located in the file (project overrides); built-in data leaves it to first use.
  static func read(_ data: LocaleData, compilePatterns: Bool = true) throws -> LocaleRules {
    LocaleRules(try parameters(data, compilePatterns: compilePatterns))
  }

  /// The rule parameters a locale file gives (what `read` builds its rules from; the built-in
  /// locales' are generated Swift, `BuiltInRuleTables.swift`).
  static func parameters(_ data: LocaleData, compilePatterns: Bool = true) throws -> Parameters {
    var rules = Parameters()
    guard let node = data.node(at: ["rules"]) else { return rules }
    func strings(_ key: String) throws -> [String] {
      guard let value = node[key] else { return [] }
      guard case .sequence(let items, _) = value else {
        throw InputError("locale \(data.id): rules.\(key) must be a list", at: value.location)
      }
      return try items.map { item in
        guard let text = item.string else {
          throw InputError("locale \(data.id): rules.\(key) must list texts", at: item.location)
        }
        return text
      }
    }
    func number(_ key: String) throws -> Int? {
      guard let value = node[key] else { return nil }
      guard let text = value.string, let number = Int(text) else {
        throw InputError(
          "locale \(data.id): rules.\(key) must be a whole number", at: value.location)
      }
      return number
    }
    if let script = node["script"] {
      guard let value = script.string.flatMap(Script.init(rawValue:)) else {
        throw InputError(
          "locale \(data.id): rules.script must be latin, hans or hant", at: script.location)
      }
      rules.script = value
    }
    rules.fullStops = try strings("full-stops")
    rules.closingMarks = try strings("closing-marks")
    rules.quotes = try strings("quotes")
    rules.foreignQuotes = try strings("foreign-quotes")
    rules.reasonMarkers = try strings("reason-markers")
    rules.noReasonWords = try strings("no-reason-words").map { $0.lowercased() }
    rules.restatingHints = try strings("restating-hints").map { $0.lowercased() }
    rules.restatingShortHints = try strings("restating-short-hints").map { $0.lowercased() }
    rules.vaguePhrases = try strings("vague-phrases").map { $0.lowercased() }
    rules.placeholders = try strings("placeholders")
    rules.placeholderValues = Set(try strings("placeholder-values").map { $0.lowercased() })
    rules.placeholderPatterns = rules.placeholders.map { text in
      (text, text.lowercased(), text.allSatisfy { $0.isUppercase || $0.isNumber })
    }
    rules.pronouns = try strings("pronouns")
    /// A text read as the set of its characters.
    func scalars(_ key: String) -> Set<Unicode.Scalar> {
      Set(node[key]?.string?.unicodeScalars.map { $0 } ?? [])
    }
    rules.alsoWrongScript = scalars("also-wrong-script")
    rules.minColumns = try number("min-columns")
    rules.maxColumns = try number("max-columns")
    rules.latinSpacing = data.value(["latin-spacing"])?.text
    /// A list of patterns, each compiled now when asked so that an invalid one is located.
    func patterns(_ key: String) throws -> [String] {
      guard let list = node[key] else { return [] }
      guard case .sequence(let items, _) = list else {
        throw InputError("locale \(data.id): rules.\(key) must list patterns", at: list.location)
      }
      return try items.map { item in
        guard let pattern = item.string else {
          throw InputError("locale \(data.id): rules.\(key) must list patterns", at: item.location)
        }
        if compilePatterns {
          do {
            _ = try TextPattern(pattern)
          } catch let error as TextPattern.SyntaxError {
            throw InputError(
              "locale \(data.id): rules.\(key) pattern '\(pattern)': \(error.message) "
                + "(at character \(error.offset + 1))", at: item.location)
          }
        }
        return pattern
      }
    }
    rules.restatingPatterns = try patterns("restating")
    rules.passivePatterns = try patterns("passive")
    rules.passiveAgents = try strings("passive-agents").map { $0.lowercased() }
    rules.passiveHints = try strings("passive-hints").map { $0.lowercased() }
    rules.passiveNegations = scalars("passive-negations")
    /// A mapping of terms to the words that replace them (regional terms, Apple's names, draft
    /// corrections): every value a text, empty keys skipped.
    func termPairs(_ key: String) throws -> [RegionalTerm] {
      guard let terms = node[key] else { return [] }
      guard case .mapping(let pairs, _) = terms else {
        throw InputError(
          "locale \(data.id): rules.\(key) must map a term to its replacement", at: terms.location)
      }
      return try pairs.compactMap { pair in
        guard let use = pair.value.string else {
          throw InputError(
            "locale \(data.id): the replacement for \(pair.key) in rules.\(key) must be a text",
            at: pair.value.location)
        }
        return pair.key.isEmpty ? nil : RegionalTerm(term: pair.key, use: use)
      }
    }
    rules.regionalTerms = try termPairs("regional-terms")
    rules.appleNames = try termPairs("apple-names")
    rules.colloquialTerms = try termPairs("colloquial-terms")
    rules.draftCorrections = try termPairs("draft-corrections")
    rules.doubledWords = try strings("doubled-words")
    rules.readWords = try strings("read-words").map { $0.lowercased() }
    rules.writeWords = try strings("write-words").map { $0.lowercased() }
    rules.regionalExceptions = try strings("regional-exceptions")
    if let resources = node["resources"], case .mapping(let pairs, _) = resources {
      for pair in pairs {
        func list(_ key: String) -> [String] {
          guard case .sequence(let items, _)? = pair.value[key] else { return [] }
          return items.compactMap(\.string)
        }
        // Lower case once here: the rule compares with each text's lower-case form.
        rules.resources[pair.key] = Resource(
          names: list("names").map { $0.lowercased() },
          related: list("related").map { $0.lowercased() },
          does: list("does").map { $0.lowercased() })
      }
    }
    return rules
  }
}

/// A locale's phrase lists, each as one `PhraseSet`.
public struct PhraseSets: Sendable {
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
  public let passiveHints: PhraseSet
  public let readWords: PhraseSet
  public let writeWords: PhraseSet
  /// Every resource word (names and related words of every family), and what each one is.
  public let resourceWords: PhraseSet
  public let resourceWordRoles: [[(family: String, isName: Bool)]]
  /// Every family's `does` phrases, and the families each one is of.
  public let functionPhrases: PhraseSet
  public let functionPhraseFamilies: [[String]]

  init(
    _ parameters: LocaleRules.Parameters,
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
    let patterns =
      parameters.placeholderPatterns.isEmpty
      ? PlaceholderTextRule.universal : parameters.placeholderPatterns
    placeholderWords = PhraseSet(patterns.map { $0.isWord ? $0.text : "" })
    placeholderLowered = PhraseSet(patterns.map { $0.isWord ? "" : $0.lowered })
    let chinese = parameters.script == .hans || parameters.script == .hant
    self.doubledForms = PhraseSet(doubledForms.map { chinese ? $0.doubled : $0.lowered })
    regionalTerms = PhraseSet(parameters.regionalTerms.map(\.term))
    appleNames = PhraseSet(parameters.appleNames.map(\.term))
    colloquialTerms = PhraseSet(parameters.colloquialTerms.map(\.term))
    noReasonWords = PhraseSet(parameters.noReasonWords)
    passiveAgents = PhraseSet(parameters.passiveAgents)
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
  }

  /// Every set, for the generator of the built-in locales' tables (`PhraseTablesTests`).
  var all: [PhraseSet] {
    [
      restatingHints, restatingShortHints, reasonMarkers, vaguePartSet, placeholderWords,
      placeholderLowered, doubledForms, regionalTerms, appleNames, readWords, writeWords,
      resourceWords, functionPhrases, colloquialTerms, noReasonWords, passiveAgents, passiveHints,
    ]
  }
}
