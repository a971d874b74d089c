extension LocaleRules {
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

  /// The values of a locale's rule parameters. Each is described once, in `fields`; the
  /// property's name is its key in camel case (`full-stops` → `fullStops`), which the generated
  /// tables rely on.
  struct Parameters: Sendable {
    var script: Script?
    var fullStops: [String] = []
    var closingMarks: [String] = []
    var quotes: [String] = []
    var foreignQuotes: [String] = []
    var restating: [String] = []
    var restatingHints: [String] = []
    var restatingShortHints: [String] = []
    var passive: [String] = []
    var passiveAgents: [String] = []
    var passiveAssurances: [String] = []
    var passiveConcerns: [String] = []
    var passiveHints: [String] = []
    var passiveNegations: Set<Unicode.Scalar> = []
    var reasonMarkers: [String] = []
    var noReasonWords: [String] = []
    var vaguePhrases: [String] = []
    var marketingPhrases: [String] = []
    var placeholders: [String] = []
    var placeholderValues: Set<String> = []
    var regionalTerms: [RegionalTerm] = []
    var regionalExceptions: [String] = []
    var colloquialTerms: [RegionalTerm] = []
    var appleNames: [RegionalTerm] = []
    var readWords: [String] = []
    var writeWords: [String] = []
    var doubledWords: [String] = []
    var draftCorrections: [RegionalTerm] = []
    var minColumns: Int?
    var maxColumns: Int?
    var pronouns: [String] = []
    var alsoWrongScript: Set<Unicode.Scalar> = []
    var latinSpacing: String?
    var resources: [String: Resource] = [:]
  }

  /// One parameter: its key under `rules:` in `locales/<id>.yml` (`latin-spacing` sits at the
  /// top of the file), what it holds, and what it is for (the text of `docs/locale-rules.md`).
  struct Field: Sendable {
    let key: String
    let kind: Kind
    let summary: String

    init(_ key: String, _ kind: Kind, _ summary: String) {
      self.key = key
      self.kind = kind
      self.summary = summary
    }

    /// The property that holds it: the key in camel case.
    var propertyName: String {
      let parts = key.split(separator: "-")
      return parts.prefix(1).joined()
        + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
  }

  enum Kind: Sendable {
    case script
    /// A list of texts; `lowercased`: compared with each text's lower-case form, so kept so.
    case texts(WritableKeyPath<Parameters, [String]> & Sendable, lowercased: Bool)
    /// A list of regular expressions (`TextPattern`).
    case patterns(WritableKeyPath<Parameters, [String]> & Sendable)
    /// Whole values, in lower case.
    case valueSet(WritableKeyPath<Parameters, Set<String>> & Sendable)
    /// A text read as the set of its characters.
    case characters(WritableKeyPath<Parameters, Set<Unicode.Scalar>> & Sendable)
    /// A mapping of each term to the words that replace it.
    case terms(WritableKeyPath<Parameters, [RegionalTerm]> & Sendable)
    case number(WritableKeyPath<Parameters, Int?> & Sendable)
    /// A text at the top of the locale file.
    case topLevelText(WritableKeyPath<Parameters, String?> & Sendable)
    /// Per permission family: `names`, `related` and `does` lists.
    case resources

    /// What the docs say it takes.
    var shape: String {
      switch self {
      case .script: "latin, hans or hant"
      case .texts(_, let lowercased): lowercased ? "list of texts (any case)" : "list of texts"
      case .patterns: "list of patterns"
      case .valueSet: "list of whole values (any case)"
      case .characters: "text of characters"
      case .terms: "mapping: term → replacement"
      case .number: "whole number"
      case .topLevelText: "text (at the top of the file)"
      case .resources: "mapping: family → names, related, does"
      }
    }
  }

  /// Every rule parameter a locale file takes, in the order the docs list them.
  static let fields: [Field] = [
    Field(
      "script", .script,
      "The locale's script: hans and hant turn on the wrong-script check and Chinese word rules."),
    Field(
      "latin-spacing", .topLevelText(\.latinSpacing),
      "`space` or `none` between Han and Latin letters or digits; absent: not checked."),
    Field(
      "full-stops", .texts(\.fullStops, lowercased: false),
      "Sentence-final marks; a text should end with one (then optionally a closing mark)."),
    Field(
      "closing-marks", .texts(\.closingMarks, lowercased: false),
      "Marks that may follow the full stop (closing quotes and brackets)."),
    Field(
      "quotes", .texts(\.quotes, lowercased: false), "Quotation marks of this locale."),
    Field(
      "foreign-quotes", .texts(\.foreignQuotes, lowercased: false),
      "Quotation marks of the other region, reported where they appear."),
    Field(
      "restating", .patterns(\.restating),
      "Patterns of texts that only restate the resource (\"needs access to your camera\")."),
    Field(
      "restating-hints", .texts(\.restatingHints, lowercased: true),
      "Words one of which every text the restating patterns match contains."),
    Field(
      "restating-short-hints", .texts(\.restatingShortHints, lowercased: true),
      "The same for short texts, which the anchored patterns match without the words above."),
    Field(
      "passive", .patterns(\.passive),
      "Patterns of a passive purpose that hides who uses the data."),
    Field(
      "passive-agents", .texts(\.passiveAgents, lowercased: true),
      "Words that name who uses the data (\" we \", 我们): a text with one hides no one."),
    Field(
      "passive-assurances", .texts(\.passiveAssurances, lowercased: true),
      "Phrases saying the data stays with the person (never uploaded, 不会上传): a passive "
        + "beside one is an assurance, not a hidden user."),
    Field(
      "passive-concerns", .texts(\.passiveConcerns, lowercased: true),
      "Words of what a passive can hide: advertising, partners, analytics, a vague improvement "
        + "(ads, third part, 广告, 改善). A passive is reported only beside one, or on the "
        + "tracking key."),
    Field(
      "passive-hints", .texts(\.passiveHints, lowercased: true),
      "Words one of which every text the passive patterns match holds."),
    Field(
      "passive-negations", .characters(\.passiveNegations),
      "Characters that deny what follows (不, 未): \"不会被用于广告\" is an assurance."),
    Field(
      "reason-markers", .texts(\.reasonMarkers, lowercased: false),
      "Words that introduce a purpose: to, so that, 以便, 用於…"),
    Field(
      "no-reason-words", .texts(\.noReasonWords, lowercased: true),
      "Words that give no reason by themselves (this, app, access, 需要, 功能): what is left of a "
        + "text without them is its content."),
    Field(
      "vague-phrases", .texts(\.vaguePhrases, lowercased: true),
      "Phrases that promise nothing checkable; `…` stands for any words between parts."),
    Field(
      "marketing-phrases", .texts(\.marketingPhrases, lowercased: true),
      "Hype, calls to action and list endings that make a purpose string an advert or a feature "
        + "list (amazing, download now, and much more, 超棒, 立即体验, 等众多功能)."),
    Field(
      "placeholders", .texts(\.placeholders, lowercased: false),
      "Placeholder markers (TODO, Lorem ipsum); upper-case ones must stand as words."),
    Field(
      "placeholder-values", .valueSet(\.placeholderValues),
      "Whole values that are placeholders: Yes, 是, Description."),
    Field(
      "regional-terms", .terms(\.regionalTerms),
      "Words of the other region, each with the word this locale uses."),
    Field(
      "regional-exceptions", .texts(\.regionalExceptions, lowercased: false),
      "Longer words that hold a regional term and are the locale's own usage (行動數據)."),
    Field(
      "colloquial-terms", .terms(\.colloquialTerms),
      "Spoken Cantonese written out (嘅, 咗, 唔…), with the formal written word for each."),
    Field(
      "apple-names", .terms(\.appleNames),
      "Apple's own names for its features in this locale (Face ID → 面容 ID in zh-Hans)."),
    Field(
      "read-words", .texts(\.readWords, lowercased: true),
      "Words that say a text reads a resource."),
    Field(
      "write-words", .texts(\.writeWords, lowercased: true),
      "Words that say a text writes to a resource."),
    Field(
      "doubled-words", .texts(\.doubledWords, lowercased: false),
      "Words that are never written twice in a row (the the, 您的您的)."),
    Field(
      "draft-corrections", .terms(\.draftCorrections),
      "Replacements `permcopy draft` applies after OpenCC: Apple's own terms win."),
    Field(
      "min-columns", .number(\.minColumns),
      "The shortest purpose string, in display columns, that can give a reason."),
    Field(
      "max-columns", .number(\.maxColumns),
      "The longest purpose string, in display columns, an alert shows without scrolling."),
    Field(
      "pronouns", .texts(\.pronouns, lowercased: false),
      "Forms of address checked for consistency across a locale's texts (你 / 您)."),
    Field(
      "also-wrong-script", .characters(\.alsoWrongScript),
      "Characters the script tables let pass that this locale still never uses."),
    Field(
      "resources", .resources,
      "Per permission family: words that name the resource, related words, and what it does "
        + "by itself (for the off-topic and no-reason rules)."),
  ]

  /// The rule parameters a locale file gives (what `read` builds its rules from; the built-in
  /// locales' are generated Swift, `BuiltInRuleTables.swift`). `compilePatterns`: compile each
  /// pattern now, so that an invalid one is an error located in the file.
  static func parameters(_ data: LocaleData, compilePatterns: Bool = true) throws -> Parameters {
    var rules = Parameters()
    let section = data.node(at: ["rules"])
    for field in fields {
      if case .topLevelText(let path) = field.kind {
        rules[keyPath: path] = data.value([field.key])?.text
        continue
      }
      guard let value = section?[field.key] else { continue }
      try read(value, into: &rules, as: field, locale: data.id, compilePatterns: compilePatterns)
    }
    return rules
  }

  private static func read(
    _ value: YAMLTree, into rules: inout Parameters, as field: Field, locale: String,
    compilePatterns: Bool
  ) throws {
    let key = field.key
    func texts(_ what: String) throws -> [String] {
      guard case .sequence(let items, _) = value else {
        let message = what == "texts" ? "must be a list" : "must list \(what)"
        throw InputError("locale \(locale): rules.\(key) \(message)", at: value.location)
      }
      return try items.map { item in
        guard let text = item.string else {
          throw InputError("locale \(locale): rules.\(key) must list \(what)", at: item.location)
        }
        return text
      }
    }
    func terms() throws -> [RegionalTerm] {
      guard case .mapping(let pairs, _) = value else {
        throw InputError(
          "locale \(locale): rules.\(key) must map a term to its replacement", at: value.location)
      }
      return try pairs.compactMap { pair in
        guard let use = pair.value.string else {
          throw InputError(
            "locale \(locale): the replacement for \(pair.key) in rules.\(key) must be a text",
            at: pair.value.location)
        }
        return pair.key.isEmpty ? nil : RegionalTerm(term: pair.key, use: use)
      }
    }
    switch field.kind {
    case .script:
      guard let script = value.string.flatMap(Script.init(rawValue:)) else {
        throw InputError(
          "locale \(locale): rules.script must be latin, hans or hant", at: value.location)
      }
      rules.script = script
    case .texts(let path, let lowercased):
      let items = try texts("texts")
      rules[keyPath: path] = lowercased ? items.map { $0.lowercased() } : items
    case .patterns(let path):
      let patterns = try texts("patterns")
      guard case .sequence(let items, _) = value else { return }
      rules[keyPath: path] = try zip(patterns, items).map { pattern, item in
        if compilePatterns {
          do {
            _ = try TextPattern(pattern)
          } catch let error as TextPattern.SyntaxError {
            throw InputError(
              "locale \(locale): rules.\(key) pattern '\(pattern)': \(error.message) "
                + "(at character \(error.offset + 1))", at: item.location)
          }
        }
        return pattern
      }
    case .valueSet(let path):
      rules[keyPath: path] = Set(try texts("texts").map { $0.lowercased() })
    case .characters(let path):
      rules[keyPath: path] = Set(value.string?.unicodeScalars.map { $0 } ?? [])
    case .terms(let path):
      rules[keyPath: path] = try terms()
    case .number(let path):
      guard let text = value.string, let number = Int(text) else {
        throw InputError(
          "locale \(locale): rules.\(key) must be a whole number", at: value.location)
      }
      rules[keyPath: path] = number
    case .topLevelText:
      break
    case .resources:
      guard case .mapping(let pairs, _) = value else { return }
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
  }
}
