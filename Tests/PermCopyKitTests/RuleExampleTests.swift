import Foundation
import Testing

@testable import PermCopyKit

/// Every rule's triggering and non-triggering examples run as tests (the SwiftLint pattern).
@Suite struct RuleExampleTests {
  static func unit(_ key: String, _ locale: String, _ text: String, line: Int) -> CheckUnit {
    CheckUnit(
      key: key, permission: Catalog.permission(key: key)?.id, locale: locale, language: locale,
      text: text, file: "Example.strings",
      origin: SourceLocation(file: "Example.strings", line: line, column: 1),
      rules: BuiltInRules.rules(for: locale))
  }

  static func input(for example: RuleExample) -> (CheckInput, CheckUnit) {
    let main = unit(example.key, example.locale, example.text, line: 1)
    let context = example.context.enumerated().map {
      unit($1.key, $1.locale, $1.text, line: $0 + 2)
    }
    let units = context + [main]
    var locales: [String] = []
    for unit in units where !locales.contains(unit.locale) { locales.append(unit.locale) }
    let names =
      (example.appName.map { name in Dictionary(uniqueKeysWithValues: locales.map { ($0, name) }) }
      ?? [:]).merging(example.appNames) { _, given in given }
    // A text alone is its app's Info.plist, as in a one-locale project; with others, en is.
    let source = example.context.isEmpty ? example.locale : "en"
    var input = CheckInput(
      units: units, sourceLocale: "en", locales: locales,
      deploymentTarget: example.deploymentTarget, appNames: names)
    let target = appTarget(units, source: source, deploymentTarget: example.deploymentTarget)
    input.audiences = target.audiences
    input.undeclaredKeys = target.undeclaredKeys
    input.infoPlistKeys = Set(target.base.map(\.key))
    return (input, main)
  }

  /// The app the units make, as a project's model does: the source locale's texts are its
  /// Info.plist, each other locale's a table.
  static func appTarget(_ units: [CheckUnit], source: String, deploymentTarget: OSVersion?)
    -> AppTarget
  {
    func shipped(_ unit: CheckUnit, _ source: DeclarationSource) -> ShippedText {
      ShippedText(
        key: unit.key,
        declaration: Declaration(
          key: unit.key, text: unit.text, location: unit.origin, source: source))
    }
    var localizations: [Localization] = []
    for unit in units where unit.locale != source {
      let text = shipped(unit, .strings)
      if let index = localizations.firstIndex(where: { $0.locale == unit.locale }) {
        localizations[index].texts.append(text)
      } else {
        var table = Localization(
          folder: unit.locale, locale: unit.locale,
          language: LocaleNames.resolve(unit.locale).language, file: "\(unit.locale).strings",
          texts: [text])
        table.lineCount = units.count + 1
        localizations.append(table)
      }
    }
    return AppTarget(
      name: "Example", kind: "application", projectFile: "permcopy.yml", developmentRegion: source,
      developmentRegionIsDeclared: true, deploymentTarget: deploymentTarget, buildsForMac: false,
      base: units.filter { $0.locale == source }.map { shipped($0, .project) },
      localizations: localizations, appNames: [:], findings: [], files: [])
  }

  static let cases: [(String, Int)] = RuleRegistry.all.flatMap { rule in
    rule.examples.indices.map { (rule.id, $0) }
  }

  @Test(arguments: cases)
  func example(_ ruleID: String, _ index: Int) throws {
    let rule = try #require(RuleRegistry.rule(id: ruleID))
    let example = rule.examples[index]
    let (input, _) = Self.input(for: example)
    let findings = rule.init().check(input)
    if example.triggers {
      #expect(!findings.isEmpty, "\(ruleID) should fire on \(example.locale) “\(example.text)”")
    } else {
      #expect(
        findings.isEmpty,
        "\(ruleID) fired on \(example.locale) “\(example.text)”: \(findings.map(\.message))")
    }
  }

  /// Rules that only concern some Chinese locales (Cantonese written out in Taiwan and Hong
  /// Kong copy); a passing example in zh-Hans shows they leave mainland copy alone.
  static let traditionalOnlyRules: Set<String> = ["colloquial"]

  @Test func everyTextRuleHasExamplesThatTriggerAndPassInEachLocaleItCovers() {
    let fileLevel: Set<String> = [
      "syntax", "duplicate-key", "file-name", "stale-translation", "machine-draft",
      // Project files: tested with the projects that name a missing file (ScanTargetsTests).
      "missing-file",
      // Tables no target copies: tested with a project that lists none (ShippedAppTests).
      "unshipped-table",
      // Source-scan rules: their examples are the rows of data/api-triggers.tsv (ScanTests).
      "missing-purpose-key", "upload-purpose-key", "unused-purpose-key",
    ]
    for rule in RuleRegistry.all where !fileLevel.contains(rule.id) {
      let triggering = Set(rule.examples.filter(\.triggers).map(\.locale))
      let passing = Set(rule.examples.filter { !$0.triggers }.map(\.locale))
      #expect(!triggering.isEmpty, "\(rule.id) has no triggering example")
      for locale in triggering {
        #expect(passing.contains(locale), "\(rule.id) has no passing example in \(locale)")
      }
      let chinese =
        Self.traditionalOnlyRules.contains(rule.id) ? ["zh-Hant"] : ["zh-Hans", "zh-Hant"]
      for locale in chinese where rule.examples.contains(where: { $0.locale.hasPrefix("zh") }) {
        #expect(triggering.contains(locale), "\(rule.id) has no triggering example in \(locale)")
      }
    }
  }

  @Test func rulesHaveUniqueIDsAndDocumentation() {
    let ids = RuleRegistry.ids
    #expect(Set(ids).count == ids.count)
    for rule in RuleRegistry.descriptions {
      #expect(!rule.summary.isEmpty && !rule.source.isEmpty, "\(rule.id)")
    }
  }
}

@Suite struct BuiltInRulesTests {
  /// The fast path parses only the rule lines; it must read what the whole file says.
  @Test(arguments: ["en", "zh-Hans", "zh-Hant", "zh-HK"])
  func rulesOnlyParsingMatchesTheWholeFile(_ id: String) throws {
    let text = try #require(DefaultResources.localeFile(id))
    let whole = try LocaleRules.read(LocaleData(id: id, tree: YAMLTree.parse(text, file: id)))
    let fast = BuiltInRules.rules(for: id)
    #expect(fast.script == whole.script)
    #expect(fast.fullStops == whole.fullStops)
    #expect(fast.reasonMarkers == whole.reasonMarkers)
    #expect(fast.restating.patterns.map(\.pattern) == whole.restating.patterns.map(\.pattern))
    #expect(fast.regionalTerms.map(\.term) == whole.regionalTerms.map(\.term))
    #expect(fast.latinSpacing == whole.latinSpacing)
    #expect(fast.resources.keys.sorted() == whole.resources.keys.sorted())
    #expect(fast.maxColumns == whole.maxColumns)
    #expect(
      BuiltInRules.ruleLines(text).split(separator: "\n", omittingEmptySubsequences: false).count
        == text.split(separator: "\n", omittingEmptySubsequences: false).count)
  }

  /// A suggestion must itself be right: every replacement `regional-term` offers passes
  /// `regional-term` and `wrong-script` in its own locale.
  @Test(arguments: ["zh-Hans", "zh-Hant", "zh-HK"])
  func everySuggestedTermPassesItsOwnLocale(_ locale: String) {
    let rules = BuiltInRules.rules(for: locale)
    #expect(!rules.regionalTerms.isEmpty)
    for term in rules.regionalTerms {
      let unit = CheckUnit(
        key: "NSCameraUsageDescription", permission: "camera", locale: locale, language: locale,
        text: term.use, file: "Example.strings",
        origin: SourceLocation(file: "Example.strings", line: 1, column: 1), rules: rules)
      let input = CheckInput(
        units: [unit], sourceLocale: "en", locales: [locale], deploymentTarget: nil,
        appNames: [:])
      let found = RegionalTermRule().check(input) + WrongScriptRule().check(input)
      #expect(found.isEmpty, "\(locale): \(term.term) → \(term.use): \(found.map(\.message))")
    }
  }
}
