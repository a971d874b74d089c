import Foundation

/// The rule parameters of the built-in locales, parsed once.
enum BuiltInRules {
  static let byLanguage: [String: LocaleRules] = {
    var result: [String: LocaleRules] = [:]
    for id in DefaultResources.localeIDs {
      guard let text = DefaultResources.localeFile(id),
        let tree = try? YAMLTree.parse(text, file: "(built-in) locales/\(id).yml"),
        let rules = try? LocaleRules.read(LocaleData(id: id, tree: tree))
      else { continue }
      result[id] = rules
    }
    return result
  }()
}
