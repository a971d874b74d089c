import Foundation

/// A locale's rule parameters, read from the `rules:` section of `locales/<id>.yml`: the
/// knowledge rules use (reason markers, vague phrases, regional terms, length limits…) lives in
/// locale data, not in Swift. Each parameter is declared once, in `Parameters.fields`; a rule
/// reads it by its name (`rules.fullStops`), and this class adds only what is made from them.
@dynamicMemberLookup
final class LocaleRules: Sendable {
  /// The patterns of texts that only restate the resource, and of a passive purpose that hides
  /// who uses the data, compiled.
  let restating: TextPatternList
  let passive: TextPatternList
  /// `noReasonWords` as a set, for Latin text read word by word.
  let noReasonWordSet: Set<String>
  /// The longest placeholder value in UTF-8 bytes: a longer text is never one, unhashed.
  let longestPlaceholderValue: Int
  /// Placeholders ready to match: the text, its lower-case form, and whether it is an upper-case
  /// marker that must stand as a word (TODO, not XXXL).
  let placeholderPatterns: [(text: String, lowered: String, isWord: Bool)]
  /// Each doubled word doubled as it would be written (`the the`, `您的您的`), longest first, with
  /// its lower-case form: made once, not per text.
  let doubledForms: [(word: String, doubled: String, lowered: String)]
  /// A Chinese locale's characters of the other script with `alsoWrongScript` in one bitmap
  /// (those past its range on the side): looked up for every Han character, never hashed.
  let wrongScript: ChineseScript.Bitmap
  let wrongScriptPastBitmap: Set<UInt32>
  /// The phrase lists as automata, built once: a rule finds every phrase of a list in a text in
  /// one pass instead of searching phrase by phrase.
  let phraseSets: PhraseSets
  /// Every resource's names, longest first (ties in order): what `no-reason` sets aside in a
  /// purpose clause, made once.
  let resourceNamesLongestFirst: [String]

  subscript<Value>(dynamicMember keyPath: KeyPath<Parameters, Value>) -> Value {
    parameters[keyPath: keyPath]
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
    // Built-in patterns are checked by the tests; a project's are checked when its file is read.
    restating = TextPatternList(parameters.restating.compactMap { try? TextPattern($0) })
    passive = TextPatternList(parameters.passive.compactMap { try? TextPattern($0) })
    noReasonWordSet = Set(parameters.noReasonWords)
    resourceNamesLongestFirst = parameters.resources.values.flatMap(\.names).sorted {
      $0.utf8.count != $1.utf8.count ? $0.utf8.count > $1.utf8.count : $0 < $1
    }
    longestPlaceholderValue = parameters.placeholderValues.map(\.utf8.count).max() ?? 0
    placeholderPatterns = parameters.placeholders.map { text in
      (text, text.lowercased(), text.allSatisfy { $0.isUppercase || $0.isNumber })
    }
    let joiner = parameters.script == .hans || parameters.script == .hant ? "" : " "
    doubledForms = parameters.doubledWords.sorted { $0.count > $1.count }.map { word in
      (word, word + joiner + word, (word + joiner + word).lowercased())
    }
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
    phraseSets = PhraseSets(
      parameters, placeholderPatterns: placeholderPatterns, doubledForms: doubledForms)
  }

  var isChinese: Bool { parameters.script == .hans || parameters.script == .hant }

  /// A unit's text, and its lower-case form, in this locale's script: patterns and phrase lists
  /// are written in it, and a Chinese text in the other script reads the same.
  func inOwnScript(_ unit: CheckUnit) -> (text: String, lowered: String) {
    guard isChinese else { return (unit.text, unit.lowered) }
    let text = ChineseScript.normalized(unit.text, toTraditional: parameters.script == .hant)
    return (text, text == unit.text ? unit.lowered : text.lowercased())
  }

  /// Every phrase automaton these rules search with (what `PhraseTablesTests` generates).
  var phraseSetsInUse: [PhraseSet] { phraseSets.all + [restating.literals, passive.literals] }

  static let empty = LocaleRules()

  /// Reads the rule parameters of a locale; problems are located in the locale file.
  /// `compilePatterns`: compile the restating patterns now, so that an invalid one is an error
  /// located in the file (project overrides); built-in data leaves it to first use.
  static func read(_ data: LocaleData, compilePatterns: Bool = true) throws -> LocaleRules {
    LocaleRules(try parameters(data, compilePatterns: compilePatterns))
  }
}
