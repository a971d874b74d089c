/// The language a group of texts is written in, when nothing declares it.
enum TextLanguage {
  /// English unless the texts hold Han characters; then kana mark Japanese and Hangul Korean
  /// (Chinese rules must never judge them), and otherwise the script decides between Simplified
  /// and Traditional Chinese.
  static func detect(_ texts: [String]) -> String {
    let joined = texts.joined()
    var kana = 0
    var hangul = 0
    for scalar in joined.unicodeScalars {
      switch scalar.value {
      case 0x3041...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9D: kana += 1
      case 0xAC00...0xD7AF, 0x1100...0x11FF, 0x3130...0x318F: hangul += 1
      default: break
      }
    }
    if kana > 0 { return "ja" }
    if hangul > 0 { return "ko" }
    guard TextSpans.containsHan(joined) else { return "en" }
    let traditional = joined.unicodeScalars.filter(ChineseScript.isTraditionalOnly).count
    let simplified = joined.unicodeScalars.filter(ChineseScript.isSimplifiedOnly).count
    return traditional > simplified ? "zh-Hant" : "zh-Hans"
  }
}

/// The language one text is written in, read from its letters alone: what a person sees when iOS
/// shows it, whatever folder it came from.
public enum WrittenLanguage: String, Sendable {
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
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value < 0x80 {
        if (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) { latin += 1 }
        continue
      }
      switch value {
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
    if han > 0 {
      if traditional > simplified { return .traditionalChinese }
      if simplified > traditional { return .simplifiedChinese }
      return .chinese
    }
    if other > latin { return .otherScript }
    guard latin > 0 else { return nil }
    return isEnglish(text) ? .english : .latin
  }

  /// Words that, two of them distinct, mark English: words other Latin-script languages also
  /// write (Dutch "we", "is"; German "will"; Polish "my") are left out.
  static let englishWords: Set<Substring> = [
    "the", "your", "you", "to", "and", "this", "our", "with", "when", "allow", "allows",
    "access", "need", "needs", "used", "are", "can", "would", "like", "us", "use", "it", "that",
    "from", "lets", "take", "want", "share", "a", "an", "for",
  ]

  static func isEnglish(_ text: String) -> Bool {
    var found: Set<Substring> = []
    for word in text.lowercased().split(whereSeparator: { !$0.isLetter }) {
      if englishWords.contains(word) { found.insert(word) }
      if found.count >= 2 { return true }
    }
    return false
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
  static let nonLatinLanguages: Set<String> = [
    "zh", "ja", "ko", "ru", "uk", "be", "bg", "mk", "kk", "ky", "mn", "tg", "el", "ar", "fa",
    "ur", "ps", "he", "yi", "th", "lo", "km", "my", "hi", "mr", "ne", "bn", "pa", "gu", "or",
    "ta", "te", "kn", "ml", "si", "ka", "hy", "am", "ti", "bo", "dz", "ug",
  ]

  /// Whether a person whose device is set to `language` (`en`, `zh-Hant`, `zh-HK`, `fr-CA`…)
  /// reads this text as their own language. `provenance` is the language of where the text was
  /// written (its table's, or the development region's for the Info.plist): it decides a Latin
  /// text whose words do not tell English from French.
  public func isRead(by language: String, provenance: String) -> Bool {
    let person = Self.base(of: language)
    let traditional =
      language == "zh-Hant" || language == "zh-HK" || language.hasPrefix("zh-Hant")
      || language.hasPrefix("zh-TW") || language.hasPrefix("zh-MO")
    switch self {
    case .chinese: return person == "zh" || person == "ja"
    case .simplifiedChinese: return person == "zh" && !traditional
    case .traditionalChinese: return person == "zh" && traditional
    case .japanese: return person == "ja"
    case .korean: return person == "ko"
    case .english: return person == "en"
    case .latin:
      guard !Self.nonLatinLanguages.contains(person) else { return false }
      let origin = Self.base(of: provenance)
      return Self.nonLatinLanguages.contains(origin) || origin == person
    case .otherScript:
      return Self.nonLatinLanguages.contains(person) && !["zh", "ja", "ko"].contains(person)
    }
  }

  /// `zh-Hant` → `zh`, `en_GB` → `en`, `Base` → `base`.
  static func base(of language: String) -> String {
    String(language.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "")
  }
}
