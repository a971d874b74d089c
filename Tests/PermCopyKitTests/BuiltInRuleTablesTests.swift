import Foundation
import Testing

@testable import PermCopyKit

/// The built-in locales' rule parameters are compiled in as Swift (`BuiltInRuleTables.swift`,
/// made by `permcopy-generate`), so no check parses YAML to start.
@Suite struct BuiltInRuleTablesTests {
  static func body(_ rules: LocaleRules.Parameters) -> [String] { RuleTablesSource.body(rules) }

  /// The compiled-in rules are the ones the YAML gives, field by field that rules read.
  @Test(arguments: ["en", "zh-Hans", "zh-Hant", "zh-HK"])
  func compiledRulesEqualTheParsedOnes(_ id: String) throws {
    let parsed = LocaleRules(try #require(try BuiltInRules.parse(id)))
    let compiled = BuiltInRules.rules(for: id)
    #expect(Self.body(compiled.parameters) == Self.body(parsed.parameters))
    #expect(
      compiled.restating.patterns.count == parsed.parameters.restating.count,
      "every pattern compiles")
    #expect(compiled.passive.patterns.count == parsed.parameters.passive.count)
  }

  /// Each parameter is declared once: every property has its field, named after its key, and
  /// a project's override of any field is read into that property.
  @Test func everyParameterHasItsField() throws {
    let properties = Mirror(reflecting: LocaleRules.Parameters()).children.compactMap(\.label)
    #expect(properties.sorted() == LocaleRules.fields.map(\.propertyName).sorted())
    #expect(Set(LocaleRules.fields.map(\.key)).count == LocaleRules.fields.count)
  }

  @Test func aProjectOverrideReachesItsProperty() throws {
    let yaml = """
      latin-spacing: none
      rules:
        pronouns: [您]
        max-columns: 99
        regional-terms: { 视频: 影片 }
        passive-negations: 不
        placeholder-values: [Yes]
      """
    let data = LocaleData(id: "xx", tree: try YAMLTree.parse(yaml, file: "xx.yml"))
    let rules = try LocaleRules.read(data)
    #expect(rules.pronouns == ["您"])
    #expect(rules.maxColumns == 99)
    #expect(rules.regionalTerms.map(\.use) == ["影片"])
    #expect(rules.passiveNegations == ["不"])
    #expect(rules.placeholderValues == ["yes"])
    #expect(rules.latinSpacing == "none")
    let bad = LocaleData(
      id: "xx", tree: try YAMLTree.parse("rules:\n  max-columns: many\n", file: "xx.yml"))
    #expect(throws: InputError.self) { try LocaleRules.read(bad) }
  }
}
