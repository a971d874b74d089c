import Foundation

/// The rule parameters of the built-in locales, parsed when a check first needs a language.
///
/// Only the parts of a locale file the rules read (`rules:` and `latin-spacing:`) are parsed;
/// the other lines are blanked, so positions in messages stay those of the file.
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
    let rules = load(language) ?? .empty
    cache.rules[language] = rules
    return rules
  }

  /// Every built-in language's rules.
  static var byLanguage: [String: LocaleRules] {
    Dictionary(uniqueKeysWithValues: DefaultResources.localeIDs.map { ($0, rules(for: $0)) })
  }

  private static func load(_ id: String) -> LocaleRules? {
    guard let text = DefaultResources.localeFile(id),
      let tree = try? YAMLTree.parse(ruleLines(text), file: "(built-in) locales/\(id).yml")
    else { return nil }
    return try? LocaleRules.read(LocaleData(id: id, tree: tree))
  }

  static let ruleKeys: Set<Substring> = ["rules", "latin-spacing"]

  /// The file with every top-level entry but the rule ones blanked out.
  static func ruleLines(_ text: String) -> String {
    var keep = false
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      if let first = line.first, first != " ", first != "#", let colon = line.firstIndex(of: ":") {
        keep = ruleKeys.contains(line[..<colon])
      }
      return keep ? line : ""
    }.joined(separator: "\n")
  }
}
