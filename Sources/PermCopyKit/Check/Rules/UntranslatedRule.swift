/// A Chinese purpose string that is still the source text, or has no Chinese in it at all. A
/// source that is itself written in the locale's Chinese (a Taiwan app whose Base table is
/// Traditional) is no untranslated copy.
struct UntranslatedRule: Rule {
  static let id = "untranslated"

  func check(_ input: CheckInput) -> [Finding] {
    let sources = input.sourceTexts
    // The table's people read Chinese, whatever the text is written in.
    let translations = input.units.filter {
      WrittenLanguage.isLanguage($0.language, "zh") && $0.locale != input.sourceLocale
    }
    return eachUnit(translations) { unit in
      let text = TextSpans.trimmed(unit.text)
      guard !text.isEmpty else { return [] }
      if unit.isPurposeString, let source = sources[unit.key],
        TextSpans.trimmed(source.text) == text,
        WrittenLanguage.of(text)?.reading(by: unit.language, provenance: unit.language) != .read
      {
        return [
          Finding(
            unit: unit,
            message: "\(unit.key) in \(unit.locale) is the \(input.sourceLocale) text, untranslated"
          )
        ]
      }
      // Names (Mastodon, KeePass) are often left in Latin in other values: purpose texts only.
      if unit.field != .otherValue && !TextSpans.containsHan(text) && Self.latinLetters(text) >= 6 {
        return [
          Finding(
            unit: unit,
            message: "\(unit.key) in \(unit.locale) has no Chinese in it: is it translated?")
        ]
      }
      return []
    }
  }

  /// The ASCII letters in a text, counted in its own bytes.
  static func latinLetters(_ text: String) -> Int {
    var count = 0
    for byte in text.utf8
    where (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") {
      count += 1
    }
    return count
  }
}
