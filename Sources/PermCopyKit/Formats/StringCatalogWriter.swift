/// Writes `InfoPlist.xcstrings`, a String Catalog in the JSON layout Xcode writes: keys sorted,
/// `" : "` between key and value, two-space indentation, a `stringUnit` with `state` and `value`
/// per localization.
enum StringCatalogWriter {
  public enum State: String, Sendable {
    case translated
    /// The source changed after the translation was made (permcopy.lock).
    case needsReview = "needs_review"
    /// The locale has no text yet: the value is the source text, as Xcode fills it.
    case new
  }

  public struct Entry: Sendable {
    public let key: String
    public let comment: String
    /// Locale → (state, value).
    public let localizations: [String: (State, String)]
  }

  public static func text(sourceLanguage: String, entries: [Entry]) -> String {
    var out = "{\n  \"sourceLanguage\" : " + quoted(sourceLanguage) + ",\n  \"strings\" : {\n"
    let sorted = entries.sorted { $0.key < $1.key }
    for (index, entry) in sorted.enumerated() {
      out += "    " + quoted(entry.key) + " : {\n"
      out += "      \"comment\" : " + quoted(entry.comment) + ",\n"
      out += "      \"extractionState\" : \"manual\",\n"
      out += "      \"localizations\" : {\n"
      let locales = entry.localizations.keys.sorted()
      for (number, locale) in locales.enumerated() {
        let (state, value) = entry.localizations[locale]!
        out += "        " + quoted(locale) + " : {\n"
        out += "          \"stringUnit\" : {\n"
        out += "            \"state\" : " + quoted(state.rawValue) + ",\n"
        out += "            \"value\" : " + quoted(value) + "\n"
        out += "          }\n"
        out += "        }" + (number + 1 < locales.count ? "," : "") + "\n"
      }
      out += "      }\n"
      out += "    }" + (index + 1 < sorted.count ? "," : "") + "\n"
    }
    return out + "  },\n  \"version\" : \"1.0\"\n}\n"
  }

  static func quoted(_ text: String) -> String {
    var bytes: [UInt8] = []
    JSONValue.quote(text, into: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }
}
