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
      compiled.restating.patterns.count == parsed.restatingPatterns.count, "every pattern compiles")
    #expect(compiled.passive.patterns.count == parsed.passivePatterns.count)
  }
}
