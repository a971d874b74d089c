import Foundation

/// The rule parameters of the built-in locales, made when a check first needs a language.
///
/// They are not parsed from YAML at run time: `BuiltInRuleTables.swift` holds them as Swift,
/// generated from the `rules:` and `latin-spacing:` parts of `locales/*.yml` by
/// `BuiltInRulesTests`, which fails when the two differ.
enum BuiltInRules {
  private final class Cache: @unchecked Sendable {
    let lock = NSLock()
    var rules: [String: LocaleRules] = [:]
  }

  private static let cache = Cache()

  /// The rules of a built-in language; `.empty` for languages permcopy has no data for.
  static func rules(for language: String) -> LocaleRules {
    cache.lock.lock()
    defer { cache.lock.unlock() }
    if let known = cache.rules[language] { return known }
    let rules = make(language)
    cache.rules[language] = rules
    return rules
  }

  /// Makes the rules of several languages at once, on all cores (each takes a millisecond or
  /// so, which shows when one app is checked).
  static func prepare(_ languages: Set<String>) {
    cache.lock.lock()
    let missing = languages.filter { cache.rules[$0] == nil }.sorted()
    cache.lock.unlock()
    guard missing.count > 1 else { return }
    let made = Parallel.map(missing, make)
    cache.lock.lock()
    for (language, rules) in zip(missing, made) where cache.rules[language] == nil {
      cache.rules[language] = rules
    }
    cache.lock.unlock()
  }

  private static func make(_ language: String) -> LocaleRules {
    generatedParameters(language).map(LocaleRules.init) ?? .empty
  }

  /// Every built-in language's rules.
  static var byLanguage: [String: LocaleRules] {
    Dictionary(uniqueKeysWithValues: DefaultResources.localeIDs.map { ($0, rules(for: $0)) })
  }

  /// A built-in locale's parameters read from its YAML (only its rule lines): what the
  /// generated tables are made from.
  static func parse(_ id: String) throws -> LocaleRules.Parameters? {
    guard let text = DefaultResources.localeFile(id) else { return nil }
    return try parse(id, text: text)
  }

  /// The rule parameters of a locale file's text.
  static func parse(_ id: String, text: String) throws -> LocaleRules.Parameters {
    let tree = try YAMLTree.parse(ruleLines(text), file: "(built-in) locales/\(id).yml")
    return try LocaleRules.parameters(LocaleData(id: id, tree: tree), compilePatterns: false)
  }

  static let ruleKeys: [[UInt8]] = [Array("rules:".utf8), Array("latin-spacing:".utf8)]

  /// The file with every top-level entry but the rule ones blanked out (line breaks kept).
  static func ruleLines(_ text: String) -> String {
    let bytes = Array(text.utf8)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var keep = false
    var start = 0
    while start < bytes.count {
      let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
      let line = bytes[start..<end]
      if let first = line.first, first != 0x20, first != UInt8(ascii: "#") {
        keep = ruleKeys.contains { line.starts(with: $0) }
      }
      if keep { out.append(contentsOf: line) }
      if end < bytes.count { out.append(0x0A) }
      start = end + 1
    }
    return String(decoding: out, as: UTF8.self)
  }
}
