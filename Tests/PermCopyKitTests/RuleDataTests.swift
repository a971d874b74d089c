import Foundation
import Testing

@testable import PermCopyKit

/// Rules are registered by their entries in `data/rules.yml`: a new rule is its file in
/// `Check/Rules/` and one entry, and a mistake in the data stops the generator at its place.
@Suite struct RuleDataTests {
  @Test func everyRegisteredTypeIsItsEntry() {
    #expect(RuleRegistry.all.count == RuleRegistry.descriptions.count)
    for (type, description) in zip(RuleRegistry.all, RuleRegistry.descriptions) {
      #expect(type.id == description.id, "\(type) is registered under \(description.id)")
    }
    #expect(Set(RuleRegistry.ids).count == RuleRegistry.ids.count)
  }

  /// The rule file a maintainer adds beside its entry.
  static let exampleRuleFile = """
    struct ExampleRule: Rule {
      static let id = "example-rule"

      func check(_ input: CheckInput) -> [Finding] { [] }
    }

    """

  @Test func aNewRuleIsOneEntryBesideItsFile() throws {
    let root = try PackageRoot.knowledgeCopy("rule-data")
    defer { try? FileManager.default.removeItem(at: root) }
    try Data(Self.exampleRuleFile.utf8).write(
      to: root.appendingPathComponent("Sources/PermCopyKit/Check/Rules/ExampleRule.swift"))
    try PackageRoot.append(
      """

      example-rule:
        type: ExampleRule
        severity: error
        summary: an example of a new rule
        source: this test
        documentation: https://example.com/rules/example-rule
        examples:
          - zh-Hant triggers: 範例文字
          - en passes: Scan receipts to add them to your expenses.
            key: NSPhotoLibraryUsageDescription
            target: "16"

      """, to: "data/rules.yml", in: root)
    let outputs = try SourceGenerator.outputs(root: root)
    let registry = try #require(outputs.first { $0.path.hasSuffix("RegisteredRules.swift") }).text
    #expect(registry.contains("    ExampleRule.self,\n  ]"))
    #expect(registry.contains(#"id: "example-rule", severity: .error, enabledByDefault: true"#))
    #expect(
      registry.contains(
        #"RuleExample("en", "Scan receipts to add them to your expenses.", triggers: false, key: "NSPhotoLibraryUsageDescription", target: OSVersion(16, 0))"#
      ))
    let docs = try #require(outputs.first { $0.path == "docs/rules.md" }).text
    #expect(docs.contains("## `example-rule`\n\n- **Level:** error\n"))
    #expect(docs.contains("| triggers | zh-Hant | 範例文字 |"))
    let readme = try #require(outputs.first { $0.path == "README.md" }).text
    #expect(readme.contains("| `example-rule` | error | an example of a new rule | this test |"))
    let schema = try #require(outputs.first { $0.path.hasSuffix("permcopy.schema.json") }).text
    #expect(schema.contains("\"example-rule\""))
  }

  @Test func aMistakeInTheDataIsLocated() throws {
    let head = "a-rule:\n  type: ARule\n  summary: s\n  source: s\n"
    let cases: [(entry: String, message: String, line: Int)] = [
      (head + "  colour: red\n", "unknown field colour", 5),
      ("a-rule:\n  type: ARule\n  source: s\n", "a-rule needs summary", 1),
      (head + "  severity: loud\n", "loud is not one of error, warning", 5),
      (head + "  enabled: maybe\n", "maybe is not one of no, yes", 5),
      (
        "a-rule:\n  type: a rule\n  summary: s\n  source: s\n", "is not the name of a Swift type", 2
      ),
      (head + "  documentation: http://example.com\n", "must be an https:// address", 5),
      (head + "  examples:\n    - en fires: text\n", "is not `LOCALE triggers`", 6),
      (head + "  examples:\n    - English triggers: text\n", "is not `LOCALE triggers`", 6),
      (
        head + "  examples:\n    - en passes: text\n      colour: red\n",
        "example 1 has no field colour", 7
      ),
      (head + "  examples:\n    - en passes: a\n    - en passes:\n", "example 2 has no text", 7),
      (
        head + "  examples:\n    - en passes: text\n      target: soon\n", "soon is no iOS version",
        7
      ),
      (
        head + "  examples:\n    - en passes: text\n      context: [{en: text}]\n",
        "a context text is `LOCALE KEY: TEXT`", 7
      ),
      (head + "a-rule:\n  type: ARule\n", "key 'a-rule' appears more than once", 1),
    ]
    for (entry, message, line) in cases {
      do {
        _ = try RegisteredRulesSource.entries(entry)
        Issue.record("no error for \(entry)")
      } catch let error as InputError {
        #expect(error.message.contains(message), "\(error)")
        #expect(error.location?.line == line, "\(error)")
        #expect(error.location?.file == "data/rules.yml")
      }
    }
  }

  /// An entry whose type no rule file declares would write a registry that does not compile
  /// (and so stop the generator's own build): the generator stops at the entry instead.
  @Test func anEntryMustNameARuleFilesType() throws {
    let root = try PackageRoot.knowledgeCopy("rule-types")
    defer { try? FileManager.default.removeItem(at: root) }
    let data = root.appendingPathComponent("data/rules.yml")
    let text = try String(contentsOf: data, encoding: .utf8)
    try Data(
      text.replacingOccurrences(of: "type: NoReasonRule\n", with: "type: NoReasonRul\n").utf8
    ).write(to: data)
    do {
      _ = try SourceGenerator.outputs(root: root)
      Issue.record("no error for a misnamed type")
    } catch let errors as InputErrors {
      let typeLine = try #require(
        text.components(separatedBy: "\n").firstIndex(of: "  type: NoReasonRule"))
      #expect(errors.errors.count == 1, "\(errors)")
      #expect(errors.errors.first?.location?.line == typeLine + 1, "\(errors)")
      #expect(
        errors.errors.first?.message
          == "no-reason.type: no file in Sources/PermCopyKit/Check/Rules declares "
          + "`struct NoReasonRul: Rule`", "\(errors)")
    }
  }

  /// A rule file without an entry would never run.
  @Test func everyRuleFileIsRegistered() throws {
    let declared = try RegisteredRulesSource.declaredTypes(root: PackageRoot.url)
    let registered = Set(RuleRegistry.all.map { String(describing: $0) })
    #expect(declared.count == RuleRegistry.all.count)
    for (type, location) in declared {
      #expect(
        registered.contains(type), "\(location): \(type) has no entry in data/rules.yml")
    }
  }
}
