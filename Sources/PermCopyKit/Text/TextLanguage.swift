/// The language a group of texts is written in, when nothing declares it.
enum TextLanguage {
  /// Their language as a locale: English unless the texts are written in Chinese, Japanese or
  /// Korean (Chinese rules must never judge the last two), Simplified unless Traditional.
  static func detect(_ texts: [String]) -> String {
    switch WrittenLanguage.of(texts.joined(separator: " ")) {
    case .japanese: return "ja"
    case .korean: return "ko"
    case .traditionalChinese: return "zh-Hant"
    case .simplifiedChinese, .chinese: return "zh-Hans"
    case .english, .latin, .otherScript, nil: return "en"
    }
  }

  /// What a table's language says of the Han text in it, found once per table.
  enum TableFamily {
    case chinese
    /// Kanji and hanja are the table's own.
    case japaneseOrKorean
    case other

    init(_ language: String) {
      if WrittenLanguage.isLanguage(language, "zh") {
        self = .chinese
      } else if WrittenLanguage.isLanguage(language, "ja")
        || WrittenLanguage.isLanguage(language, "ko")
      {
        self = .japaneseOrKorean
      } else {
        self = .other
      }
    }
  }

  /// The language whose rules judge a text in a table of `language`: a Chinese text in a
  /// table of a language not written in Han (the English Info.plist of a Chinese app) as
  /// Chinese of its script, an English text in a Chinese table as English; otherwise the
  /// table's. Mainland and Taiwan, or Japanese kanji, are never told apart by letters: a
  /// Han text in a Chinese, Japanese or Korean table keeps the table's language.
  static func judging(
    _ text: String, inTableOf language: String, family: TableFamily? = nil,
    written: (String) -> WrittenLanguage?
  ) -> String {
    switch family ?? TableFamily(language) {
    case .japaneseOrKorean: return language
    case .chinese:
      guard !TextSpans.containsHan(text) else { return language }
      return written(text) == .english ? "en" : language
    case .other: break
    }
    // Han, kana and hangul are all at U+2E80 and above, three-byte sequences led by 0xE2 or
    // more: a text without such a byte is not asked.
    guard text.utf8Contains(where: { $0 >= 0xE2 }) else { return language }
    switch written(text) {
    case .traditionalChinese: return "zh-Hant"
    case .simplifiedChinese, .chinese: return "zh-Hans"
    default: return language
    }
  }
}

/// The language one text is written in, read from its letters alone: what a person sees when iOS
/// shows it, whatever folder it came from.
enum WrittenLanguage: String, Sendable {
  /// Latin letters with English function words.
  case english
  /// Latin letters, the language undecided (a short text, or another Latin-script language).
  case latin
  case simplifiedChinese = "simplified-chinese"
  case traditionalChinese = "traditional-chinese"
  /// Han characters both scripts write alike.
  case chinese
  case japanese
  case korean
  /// Letters of another script (Cyrillic, Arabic, Thai…).
  case otherScript = "other-script"

  /// nil for a text without letters (blank, a number, a bare `%@`).
  public static func of(_ text: String) -> WrittenLanguage? {
    var han = 0
    var kana = 0
    var hangul = 0
    var latin = 0
    var other = 0
    var traditional = 0
    var simplified = 0
    // Latin words, for a Chinese text with a brand in it ("使用 Face ID 解锁") against an
    // English one with a Chinese name in it ("Allow 微信 to scan codes").
    var latinWords = 0
    var inLatinWord = false
    for scalar in text.unicodeScalars {
      let value = scalar.value
      let isLatin =
        (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
        || (0xC0...0x24F).contains(value) || (0x1E00...0x1EFF).contains(value)
      if isLatin && !inLatinWord { latinWords += 1 }
      inLatinWord = isLatin
      if value < 0x80 {
        if isLatin { latin += 1 }
        continue
      }
      switch value {
      // Kana; the middle dot ・ and the long mark ー are written in Chinese text too.
      case 0x30FB, 0x30FC: break
      case 0x3041...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9D: kana += 1
      case 0xAC00...0xD7AF, 0x1100...0x11FF, 0x3130...0x318F: hangul += 1
      case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3134F:
        han += 1
        if ChineseScript.isTraditionalOnly(scalar) { traditional += 1 }
        if ChineseScript.isSimplifiedOnly(scalar) { simplified += 1 }
      case 0xC0...0x24F, 0x1E00...0x1EFF: latin += 1
      default: if scalar.properties.isAlphabetic { other += 1 }
      }
    }
    if kana > 0 { return .japanese }
    if hangul > 0 { return .korean }
    if han > 0 && han >= latinWords {
      if traditional > simplified { return .traditionalChinese }
      if simplified > traditional { return .simplifiedChinese }
      return .chinese
    }
    if other > latin { return .otherScript }
    guard latin > 0 else { return nil }
    return isEnglish(text) ? .english : .latin
  }

  /// The words and languages of `data/written-language.tsv`, by kind.
  static let words: [String: Set<Substring>] = DataTable.rows("written-language.tsv", columns: 2)
    .reduce(into: [:]) { $0[$1[1], default: []].insert(Substring($1[0])) }
  static let englishWords = words["english"] ?? []
  static let otherLanguageWords = words["other-latin"] ?? []

  /// English when two distinct English words are in it, or one and nothing of another
  /// language ("Scan the QR code on a gift card.").
  static func isEnglish(_ text: String) -> Bool {
    var found: Set<Substring> = []
    var foreign = false
    func take(_ word: Substring) -> Bool {
      if englishWords.contains(word) { found.insert(word) }
      if found.count >= 2 { return true }
      if !foreign {
        foreign =
          otherLanguageWords.contains(word)
          || word.unicodeScalars.contains { (0xC0...0x24F).contains($0.value) }
      }
      return false
    }
    let lowered = TextSpans.lowercased(text)
    if lowered.unicodeScalars.allSatisfy(isOwnCharacter) {
      // Each scalar is a character of its own: words split by scalar, without grapheme
      // breaking (`Character.isLetter` is its first scalar's `isAlphabetic`).
      let scalars = lowered.unicodeScalars
      var start: String.Index?
      for index in scalars.indices {
        let scalar = scalars[index]
        let isLetter =
          scalar.isASCII
          ? (scalar.value | 0x20) >= 0x61 && (scalar.value | 0x20) <= 0x7A
          : scalar.properties.isAlphabetic
        if isLetter {
          if start == nil { start = index }
        } else if let first = start {
          start = nil
          if take(lowered[first..<index]) { return true }
        }
      }
      if let first = start, take(lowered[first...]) { return true }
    } else {
      for word in lowered.split(whereSeparator: { !$0.isLetter }) where take(word) {
        return true
      }
    }
    return found.count == 1 && !foreign
  }

  /// A scalar that is always a character of its own in the texts English copy holds: Latin
  /// letters and signs below the combining marks (U+0300), and the general punctuation of
  /// dashes, quotation marks and the ellipsis (U+2010–U+205E), none of which joins another.
  static func isOwnCharacter(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x300 || (0x2010...0x205E).contains(scalar.value)
  }

  /// The name a message gives it.
  public var name: String {
    switch self {
    case .english: return "English"
    case .latin: return "Latin-script"
    case .simplifiedChinese: return "Simplified Chinese"
    case .traditionalChinese: return "Traditional Chinese"
    case .chinese: return "Chinese"
    case .japanese: return "Japanese"
    case .korean: return "Korean"
    case .otherScript: return "non-Latin"
    }
  }

  /// Languages written in a script other than Latin (a person of any other language reads Latin
  /// letters in their own language).
  static let nonLatinLanguages = Set((words["non-latin"] ?? []).map(String.init))

  /// Whether a person whose device is set to `language` (`en`, `zh-Hant`, `zh-HK`, `fr-CA`…)
  /// reads this text as their own language. `provenance` is the language of where the text was
  /// written (its table's, or the development region's for the Info.plist): it decides a Latin
  /// text whose words do not tell English from French.
  public func isRead(by language: String, provenance: String) -> Bool {
    reading(by: language, provenance: provenance) != .unread
  }

  /// Whether a person reads it: `unread` only when the letters say so; `unknown` for a Latin
  /// text whose words do not tell its language, read by a person of another Latin-script
  /// language than where it was written (German "Kamera für QR-Codes" in an English app).
  public enum Reading: Sendable { case read, unread, unknown }

  public func reading(by language: String, provenance: String) -> Reading {
    let person = Self.base(of: language)
    let latinPerson = !Self.nonLatinLanguages.contains(person) || language.contains("Latn")
    let chinese = person == "zh" || person == "yue"
    let traditional =
      person == "yue" || language == "zh-Hant" || language == "zh-HK"
      || language.hasPrefix("zh-Hant") || language.hasPrefix("zh-TW")
      || language.hasPrefix("zh-MO")
    let read: Bool
    switch self {
    // Kanji-only Japanese (写真撮影用) reads as Chinese of either script; characters only one
    // script of Chinese writes (访问, 訪問者 in 權限) are not Japanese.
    case .chinese: read = chinese || person == "ja"
    case .simplifiedChinese: read = chinese && !traditional
    case .traditionalChinese: read = chinese && traditional
    case .japanese: read = person == "ja"
    case .korean: read = person == "ko"
    case .english: read = person == "en"
    case .latin:
      guard latinPerson else { return .unread }
      let origin = Self.base(of: provenance)
      return Self.nonLatinLanguages.contains(origin) || origin == person ? .read : .unknown
    case .otherScript: read = !latinPerson && !chinese && person != "ja" && person != "ko"
    }
    return read ? .read : .unread
  }

  /// `zh-Hant` → `zh`, `en_GB` → `en`, `Base` → `base`.
  /// Whether `language`'s first subtag is `code` (`zh` of `zh-Hant`), read from its bytes
  /// without making the subtag: rules ask it of every text.
  static func isLanguage(_ language: String, _ code: String) -> Bool {
    let base = language.utf8.prefix { $0 != UInt8(ascii: "-") && $0 != UInt8(ascii: "_") }
    return base.elementsEqual(code.utf8)
  }

  static func base(of language: String) -> String {
    String(language.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "")
  }
}
