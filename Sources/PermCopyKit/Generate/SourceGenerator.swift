import Foundation

/// `permcopy-generate`: every generated file of the package, made from the knowledge folders
/// alone (`locales/`, `Templates/`, `Examples/`, `data/`, and the rule files' type names), never
/// from another generated file. Generated Swift lives in
/// `Sources/PermCopyKit/Generated/`, the phrase automata in `Sources/CPhraseTables/`, OpenCC's tables in
/// `Sources/CChineseTables/`.
package enum SourceGenerator {
  package struct Output: Sendable, Equatable {
    /// Relative to the package root.
    package let path: String
    package let text: String
  }

  /// Inputs of the generator that the binary does not need.
  static let notEmbedded: Set<String> = [
    "data/script-pairs.txt", "data/permissions.yml", "data/rules.yml",
  ]

  /// Whether the binary carries the file as text (`EmbeddedDefaults.swift`); OpenCC's tables go
  /// into C instead.
  static func isEmbedded(_ path: String) -> Bool {
    !notEmbedded.contains(path) && !path.hasPrefix(ChineseTablesSource.folder)
  }
  static let generated = "Sources/PermCopyKit/Generated"

  /// Every generated file as it should be now.
  package static func outputs(root: URL) throws -> [Output] {
    let files = try knowledgeFiles(root: root)
    let localeIDs = files.keys.compactMap { path -> String? in
      guard path.hasPrefix("locales/"), path.hasSuffix(".yml"), !path.dropFirst(8).contains("/")
      else { return nil }
      return String(path.dropFirst("locales/".count).dropLast(".yml".count))
    }.sorted()
    var trees: [(id: String, tree: YAMLTree)] = []
    var parameters: [(id: String, rules: LocaleRules.Parameters)] = []
    for id in localeIDs {
      let text = files["locales/\(id).yml"] ?? ""
      trees.append((id, try YAMLTree.parse(text, file: "(built-in) locales/\(id).yml")))
      parameters.append((id, try BuiltInRules.parse(id, text: text)))
    }
    let pairs = try ScriptTablesSource.pairs(
      String(
        decoding: try Data(contentsOf: root.appendingPathComponent("data/script-pairs.txt")),
        as: UTF8.self))
    let permissions = try PermissionCatalogSource.permissions(
      files[PermissionCatalogSource.file] ?? "",
      knownKeys: Set(
        DataTable.rows(in: files["data/purpose-keys.tsv"] ?? "", columns: 6).map { $0[0] }))
    let rules = try RegisteredRulesSource.entries(files[RegisteredRulesSource.file] ?? "")
    try RegisteredRulesSource.checkTypes(rules, root: root)
    let descriptions = rules.map(\.description)
    let readme = String(
      decoding: try Data(contentsOf: root.appendingPathComponent("README.md")), as: UTF8.self)
    return [
      Output(
        path: "\(generated)/EmbeddedDefaults.swift",
        text: EmbeddedDefaultsSource.text(files.filter { isEmbedded($0.key) })),
      Output(
        path: "\(generated)/BuiltInLocaleTrees.swift", text: try LocaleTreesSource.text(trees)),
      Output(path: "\(generated)/BuiltInRuleTables.swift", text: RuleTablesSource.text(parameters)),
      Output(
        path: "\(generated)/BuiltInPermissions.swift",
        text: PermissionCatalogSource.text(permissions)),
      Output(
        path: "\(generated)/RegisteredRules.swift", text: RegisteredRulesSource.text(rules)),
      Output(path: "\(generated)/ScriptTables.swift", text: ScriptTablesSource.text(pairs)),
      Output(
        path: "Sources/CPhraseTables/PhraseTables.c",
        text: PhraseTablesSource.text(PhraseTablesSource.lists(parameters))),
      Output(
        path: "Sources/CChineseTables/ChineseTables.c",
        text: ChineseTablesSource.text(ChineseTablesSource.tables(files))),
      Output(
        path: "README.md", text: try RuleListing.readme(replacingIn: readme, rules: descriptions)),
      Output(path: "docs/rules.md", text: RuleDocsSource.text(descriptions)),
      Output(path: "docs/locale-rules.md", text: LocaleRulesDocsSource.text(parameters)),
      Output(
        path: "docs/permcopy.schema.json",
        text: ConfigSchemaSource.text(permissions: permissions, ruleIDs: descriptions.map(\.id))),
    ]
  }

  /// The text of every file under the knowledge folders, by path from the root.
  static func knowledgeFiles(root: URL) throws -> [String: String] {
    try DefaultResources.filesOnDisk(under: root)
  }

  /// The files that differ from what the generator makes now (paths from the root).
  package static func stale(root: URL) throws -> [Output] {
    try outputs(root: root).filter { output in
      let current = try? Data(contentsOf: root.appendingPathComponent(output.path))
      return current != Data(output.text.utf8)
    }
  }

  /// A Swift name for a locale's generated member: `zh-Hant` → `localeZhHant`.
  static func localeName(_ id: String) -> String {
    "locale" + id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// `data/script-pairs.txt` as ICU and Python's codecs give it now.
  package static func derivedScriptPairs() throws -> String {
    ScriptTablesSource.pairsFile(try ScriptTablesSource.derive())
  }
}
