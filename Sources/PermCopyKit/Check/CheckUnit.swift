/// One text a check looks at: a purpose string or guide text, rendered by a project or read
/// from an app's files, with what is needed to point at a span inside it.
final class CheckUnit: Sendable {
  /// The Info.plist key, the guide key, or the catalog key of the text.
  public let key: String
  /// Catalog id, when the key is a known permission key.
  public let permission: String?
  /// The locale as the app names it (`zh-Hant`, `zh_TW` is given as `zh-Hant`, `en-GB`).
  public let locale: String
  /// The language of the table's people: `en`, `zh-Hans`, `zh-Hant`, `zh-HK`, or the locale
  /// itself.
  public let language: String
  /// The language whose rules judge the text: the one it is written in when that is another
  /// language than the table's (a Chinese text in the English Info.plist is judged as
  /// Chinese, an English text in a Chinese table as English), else `language`.
  public let writtenIn: String
  public let field: CopyField
  public let text: String
  /// The text in lower case, made once: several rules match phrases without regard to case.
  public let lowered: String
  /// The locale's phrase lists found in the text and in `lowered`, in one scan of each.
  let hits: TextHits
  /// Width in terminal columns, for the length rules.
  public let displayWidth: Int
  /// Whether the text has an ASCII letter or digit, or ASCII punctuation: cheap tests that let
  /// the typography rules skip most Chinese texts.
  public let hasASCIIAlphanumeric: Bool
  public let hasASCIIPunctuation: Bool
  /// The file the text is in (or comes from), as shown to the user.
  public let file: String
  /// The start of the text in that file.
  public let origin: SourceLocation
  /// The `.strings` entry, which can locate any character of the value.
  public let entry: StringsEntry?
  /// Rules a `/* permcopy:ignore rule-id */` comment above the entry turns off.
  public let ignoredRules: Set<String>
  /// The rule parameters of the language the text is written in (`writtenIn`).
  let rules: LocaleRules
  /// A String Catalog's state for the text (`translated`, `needs_review`, `new`…), if any.
  public let state: String?
  /// Whether Xcode expands `$(VAR)` in the text (an Info.plist value or a build setting): a
  /// variable left in it is not a placeholder.
  public let expandsVariables: Bool
  /// The translation the text belongs to, judged as a whole by the register rules: the table
  /// file in an app (`zh_TW.lproj` and `zh-Hant.lproj` are two), the locale in a project.
  public let localization: String
  /// Whether a person reviewed it, as the model decided (permcopy.lock, a catalog's state).
  public let review: ReviewState
  /// For a stale translation: where the source text it was made from now stands.
  public let staleSource: SourceLocation?
  /// A String Catalog's other variation of the key (`ipad`), judged as a text but never the
  /// key's text for rules that compare keys and locales.
  public let variation: String?

  init(
    key: String, permission: String?, locale: String, language: String,
    writtenIn: String? = nil, field: CopyField = .usageDescription, text: String, file: String,
    origin: SourceLocation,
    entry: StringsEntry? = nil, ignoredRules: Set<String> = [], rules: LocaleRules,
    state: String? = nil, expandsVariables: Bool = false, localization: String? = nil,
    review: ReviewState = .reviewed, staleSource: SourceLocation? = nil,
    variation: String? = nil
  ) {
    self.variation = variation
    self.expandsVariables = expandsVariables
    self.localization = localization ?? file
    self.review = review
    self.staleSource = staleSource
    self.key = key
    self.permission = permission
    self.locale = locale
    self.language = language
    self.writtenIn = writtenIn ?? language
    self.field = field
    self.text = text
    let lowered = TextSpans.lowercased(text)
    self.lowered = lowered
    self.hits = rules.phraseSets.hits(text: text, lowered: lowered)
    self.displayWidth = DisplayWidth.columns(text)
    var alphanumeric = false
    var punctuation = false
    _ = text.utf8Contains { byte in
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "A")...UInt8(ascii: "Z"):
        alphanumeric = true
      case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: punctuation = true
      default: break
      }
      return alphanumeric && punctuation  // both known: the rest need not be read
    }
    self.hasASCIIAlphanumeric = alphanumeric
    self.hasASCIIPunctuation = punctuation
    self.file = file
    self.origin = origin
    self.entry = entry
    self.ignoredRules = ignoredRules
    self.rules = rules
    self.state = state
  }

  /// Whether a `permcopy:ignore` comment turns `rule` off for this text.
  public func ignores(_ rule: String) -> Bool {
    ignoredRules.contains(rule) || ignoredRules.contains("all")
  }

  /// The unit's locale as a message names the texts judged with it: `en`, or `en (Chinese
  /// texts)` for a text written in another language than its table's.
  public var scope: String {
    guard writtenIn != language else { return locale }
    return
      "\(locale) (\(WrittenLanguage.base(of: writtenIn) == "zh" ? "Chinese" : "English") texts)"
  }

  /// Whether this is an Info.plist purpose string (as opposed to a guide text).
  public var isPurposeString: Bool { field == .usageDescription }

  /// Where the character at `offset` (in `Character`s) is in the file.
  public func location(ofCharacterAt offset: Int) -> SourceLocation {
    if let entry { return entry.location(ofCharacterAt: offset) }
    return origin
  }

  /// Rule ids named by `permcopy:ignore` in a comment; `all` turns every rule off.
  static func ignoredRules(in comment: String?) -> Set<String> {
    comment.flatMap { IgnoreComment.rules(in: $0) } ?? []
  }
}
