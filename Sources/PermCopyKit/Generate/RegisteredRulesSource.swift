import Foundation

/// `Generated/RegisteredRules.swift` from `data/rules.yml`: the rule registry (each rule's type,
/// in report order) and each rule's description and examples, so no command parses the file.
/// The generator also writes `docs/rules.md` and the README's rules table from these entries,
/// not from the compiled registry, so one run follows an edit of the data.
enum RegisteredRulesSource {
  static let file = "data/rules.yml"

  private static let fields: Set<String> = [
    "type", "severity", "enabled", "summary", "source", "documentation", "examples",
  ]
  private static let exampleFields: Set<String> = [
    "key", "app-name", "app-names", "target", "context",
  ]

  struct Entry {
    /// The Swift type that checks the rule.
    let type: String
    let typeLocation: SourceLocation
    let description: RuleDescription
  }

  /// Where rule types are declared, one `struct Name: Rule` per file.
  static let rulesFolder = "Sources/PermCopyKit/Check/Rules"

  /// Every entry names a type a rule file declares: a typo in `type:` would otherwise write a
  /// registry that does not compile, and so stop the generator itself from building. (A rule
  /// file without an entry is not an error here, so that removing a rule can go entry first;
  /// `RuleDataTests` fails on one.)
  static func checkTypes(_ entries: [Entry], root: URL) throws {
    let declared = Set(try declaredTypes(root: root).map(\.type))
    var errors = ErrorCollector()
    for entry in entries where !declared.contains(entry.type) {
      errors.add(
        "\(entry.description.id).type: no file in \(rulesFolder) declares "
          + "`struct \(entry.type): Rule`", at: entry.typeLocation)
    }
    try errors.throwIfAny()
  }

  /// The rule types the files in `rulesFolder` declare, with where.
  static func declaredTypes(root: URL) throws -> [(type: String, location: SourceLocation)] {
    let folder = root.appendingPathComponent(rulesFolder)
    var declared: [(type: String, location: SourceLocation)] = []
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    where name.hasSuffix(".swift") {
      let text = String(
        decoding: try Data(contentsOf: folder.appendingPathComponent(name)), as: UTF8.self)
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      where line.hasPrefix("struct ") && line.hasSuffix(": Rule {") {
        declared.append(
          (
            type: String(line.dropFirst("struct ".count).dropLast(": Rule {".count)),
            location: SourceLocation(file: "\(rulesFolder)/\(name)", line: index + 1, column: 8)
          ))
      }
    }
    return declared
  }

  /// The entries of the data file, in its order.
  static func entries(_ text: String) throws -> [Entry] {
    try DataEntry.entries(text, file: file, fields: fields).map { entry in
      let type = try entry.requiredText("type")
      guard let first = type.first, first.isUppercase,
        type.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
      else {
        throw InputError(
          "\(entry.id).type: \(type) is not the name of a Swift type",
          at: entry.node["type"]?.location)
      }
      let documentation = try entry.text("documentation")
      if let documentation, !documentation.hasPrefix("https://") {
        throw InputError(
          "\(entry.id).documentation must be an https:// address",
          at: entry.node["documentation"]?.location)
      }
      return Entry(
        type: type, typeLocation: entry.node["type"]?.location ?? entry.keyLocation,
        description: RuleDescription(
          id: entry.id,
          severity: try entry.choice(
            "severity", ["error": .error, "warning": .warning], default: .warning),
          enabledByDefault: try entry.flag("enabled", default: true),
          summary: try entry.requiredText("summary"), source: try entry.requiredText("source"),
          documentation: documentation, examples: try examples(of: entry)))
    }
  }

  /// `- LOCALE triggers: TEXT` or `- LOCALE passes: TEXT`, with the fields an example may add.
  private static func examples(of entry: DataEntry) throws -> [RuleExample] {
    guard let node = entry.node["examples"] else { return [] }
    guard case .sequence(let items, _) = node else {
      throw InputError("\(entry.id).examples must be a list", at: node.location)
    }
    return try items.enumerated().map { number, item in
      if let head = item.pairs?.first, case .null = head.value {
        throw InputError(
          "\(entry.id): example \(number + 1) has no text (write \"\" for an empty one)",
          at: head.keyLocation)
      }
      guard case .mapping(let pairs, _) = item, let head = pairs.first,
        let text = head.value.string
      else {
        throw InputError(
          "\(entry.id): an example is `LOCALE triggers: TEXT` or `LOCALE passes: TEXT`",
          at: item.location)
      }
      let words = head.key.split(separator: " ")
      guard words.count == 2, isLocale(words[0]), words[1] == "triggers" || words[1] == "passes"
      else {
        throw InputError(
          "\(entry.id): '\(head.key)' is not `LOCALE triggers` or `LOCALE passes`",
          at: head.keyLocation)
      }
      if let unknown = pairs.dropFirst().first(where: { !exampleFields.contains($0.key) }) {
        throw InputError(
          "\(entry.id): example \(number + 1) has no field \(unknown.key)",
          at: unknown.keyLocation)
      }
      let fields = DataEntry(
        id: "\(entry.id) example \(number + 1)", keyLocation: head.keyLocation, node: item)
      return RuleExample(
        String(words[0]), text, triggers: words[1] == "triggers",
        key: try fields.text("key") ?? "NSCameraUsageDescription",
        context: try context(of: fields), appName: try fields.text("app-name"),
        appNames: try appNames(of: fields), target: try fields.version("target"))
    }
  }

  /// `context:` — other texts of the example's app, each `LOCALE KEY: TEXT`.
  private static func context(of example: DataEntry) throws -> [(
    key: String, locale: String, text: String
  )] {
    guard let node = example.node["context"] else { return [] }
    guard case .sequence(let items, _) = node else {
      throw InputError("\(example.id).context must be a list", at: node.location)
    }
    return try items.map { item in
      let words = (item.pairs?.first?.key ?? "").split(separator: " ")
      guard let pairs = item.pairs, pairs.count == 1, let text = pairs[0].value.string,
        words.count == 2, isLocale(words[0])
      else {
        throw InputError("\(example.id): a context text is `LOCALE KEY: TEXT`", at: item.location)
      }
      return (key: String(words[1]), locale: String(words[0]), text: text)
    }
  }

  private static func appNames(of example: DataEntry) throws -> [String: String] {
    guard let node = example.node["app-names"] else { return [:] }
    guard let pairs = node.pairs else {
      throw InputError("\(example.id).app-names must map locales to names", at: node.location)
    }
    var names: [String: String] = [:]
    for pair in pairs {
      guard isLocale(Substring(pair.key)), let name = pair.value.string else {
        throw InputError("\(example.id).app-names must map locales to names", at: pair.keyLocation)
      }
      names[pair.key] = name
    }
    return names
  }

  /// A language tag as locale folders spell it: `en`, `zh-Hant`, `en-GB`.
  private static func isLocale(_ text: Substring) -> Bool {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    return (2...3).contains(parts[0].count) && parts[0].allSatisfy { $0.isASCII && $0.isLowercase }
      && parts.dropFirst().allSatisfy {
        (2...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
      }
  }

  static func text(_ entries: [Entry]) -> String {
    let quoted = RuleTablesSource.literal
    var out = """
      // swift-format-ignore-file
      // Generated from data/rules.yml by permcopy-generate. Do not edit: change the data file
      // and run `swift run permcopy-generate`.

      extension RuleRegistry {
        /// Every rule, in the order reports list them.
        static let all: [any Rule.Type] = [
      \(entries.map { "    \($0.type).self,\n" }.joined())  ]

        /// Each rule's entry, in the same order.
        static let descriptions: [RuleDescription] = [

      """
    for entry in entries {
      let rule = entry.description
      out += """
            RuleDescription(
              id: \(quoted(rule.id)), severity: .\(rule.severity.rawValue), enabledByDefault: \(rule.enabledByDefault),
              summary: \(quoted(rule.summary)),
              source: \(quoted(rule.source)),
              documentation: \(rule.documentation.map(quoted) ?? "nil"),
              examples: [

        """
      for example in rule.examples {
        var arguments = [
          quoted(example.locale), quoted(example.text), "triggers: \(example.triggers)",
        ]
        if example.key != "NSCameraUsageDescription" {
          arguments.append("key: \(quoted(example.key))")
        }
        if !example.context.isEmpty {
          let items = example.context.map {
            "(key: \(quoted($0.key)), locale: \(quoted($0.locale)), text: \(quoted($0.text)))"
          }
          arguments.append("context: [\(items.joined(separator: ", "))]")
        }
        if let name = example.appName { arguments.append("appName: \(quoted(name))") }
        if !example.appNames.isEmpty {
          let items = example.appNames.sorted { $0.key < $1.key }.map {
            "\(quoted($0.key)): \(quoted($0.value))"
          }
          arguments.append("appNames: [\(items.joined(separator: ", "))]")
        }
        if let target = example.deploymentTarget {
          arguments.append("target: OSVersion(\(target.major), \(target.minor))")
        }
        out += "        RuleExample(\(arguments.joined(separator: ", "))),\n"
      }
      out += "      ]),\n"
    }
    return out + "  ]\n}\n"
  }
}
