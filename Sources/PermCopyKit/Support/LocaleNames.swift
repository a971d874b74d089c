/// Maps `.lproj` folder names and catalog locale codes to locales the way iOS does.
enum LocaleNames {
  public struct Resolved: Equatable, Sendable {
    /// The locale as reports name it: `zh-Hans` for `zh_CN.lproj`.
    public let locale: String
    /// Whose rules apply: `en`, `zh-Hans`, `zh-Hant`, `zh-HK`, or the language code.
    public let language: String
  }

  /// The language names old projects use for folders and `CFBundleDevelopmentRegion`
  /// (`English.lproj`), which CFBundle still maps to their codes.
  static let legacyNames: [String: String] = [
    "English": "en", "French": "fr", "German": "de", "Japanese": "ja", "Spanish": "es",
    "Italian": "it", "Dutch": "nl",
  ]

  /// `zh_CN` → zh-Hans, `zh-TW` → zh-Hant, `zh_HK` → zh-HK, `en-US` → en-US (English rules),
  /// `English` → en, `Base` → Base (the development language, English unless the text says
  /// otherwise).
  public static func resolve(_ name: String) -> Resolved {
    var id = name
    if id.hasSuffix(".lproj") { id.removeLast(".lproj".count) }
    if let code = legacyNames[id] { id = code }
    id = id.replacingASCII(UInt8(ascii: "_"), with: UInt8(ascii: "-"))
    let lowered = id.lowercased()
    let parts = lowered.split(separator: "-").map(String.init)
    if lowered == "base" { return Resolved(locale: "Base", language: "en") }
    guard let language = parts.first else { return Resolved(locale: id, language: id) }
    if language == "zh" {
      let rest = Set(parts.dropFirst())
      if rest.contains("hk") { return Resolved(locale: "zh-HK", language: "zh-HK") }
      if rest.contains("hant") || rest.contains("tw") || rest.contains("mo") {
        return Resolved(locale: "zh-Hant", language: "zh-Hant")
      }
      return Resolved(locale: "zh-Hans", language: "zh-Hans")
    }
    if language == "en" { return Resolved(locale: id, language: "en") }
    return Resolved(locale: id, language: language)
  }
}
