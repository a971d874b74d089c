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

  /// The format version a new catalog gets; one Xcode has already rewritten keeps its own.
  public static let defaultVersion = "1.0"

  public static func text(
    sourceLanguage: String, entries: [Entry], version: String = defaultVersion
  ) -> String {
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
    return out + "  },\n  \"version\" : " + quoted(version) + "\n}\n"
  }

  /// The `"version"` a catalog Xcode or permcopy wrote ends with ("1.0", "1.1"), found from
  /// the end of the file without parsing it; nil when there is none of that form.
  public static func version(of bytes: [UInt8]) -> String? {
    let marker = Array("\"version\" : \"".utf8)
    guard bytes.count >= marker.count else { return nil }
    var start = bytes.count - marker.count
    while start >= 0 {
      if bytes[start] == marker[0], bytes[start...].starts(with: marker) { break }
      start -= 1
    }
    guard start >= 0 else { return nil }
    let value = bytes[(start + marker.count)...].prefix { $0 != UInt8(ascii: "\"") }
    guard !value.isEmpty, value.count <= 8,
      value.allSatisfy({ $0 == UInt8(ascii: ".") || ($0 >= 0x30 && $0 <= 0x39) })
    else { return nil }
    return String(decoding: value, as: UTF8.self)
  }

  static func quoted(_ text: String) -> String {
    var bytes: [UInt8] = []
    JSONValue.quote(text, into: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }
}
