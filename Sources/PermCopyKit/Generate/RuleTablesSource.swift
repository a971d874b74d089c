/// `Generated/BuiltInRuleTables.swift`: the built-in locales' rule parameters as Swift, so no
/// check parses YAML to start.
enum RuleTablesSource {
  /// A Swift string literal for any text.
  static func literal(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case "\"": out += "\\\""
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F || HiddenCharacters.isBidiFormat(scalar) {
          out += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  static func list(_ items: [String]) -> String {
    "[" + items.map(literal).joined(separator: ", ") + "]"
  }

  static func terms(_ items: [LocaleRules.RegionalTerm]) -> String {
    "["
      + items.map { ".init(term: \(literal($0.term)), use: \(literal($0.use)))" }
      .joined(separator: ", ") + "]"
  }

  /// The statements that set each parameter that is not its default, field by field.
  static func body(_ rules: LocaleRules.Parameters, only: LocaleRules.Field? = nil) -> [String] {
    var lines: [String] = []
    for field in LocaleRules.fields where only == nil || only?.key == field.key {
      let value: String?
      switch field.kind {
      case .script: value = rules.script.map { ".\($0.rawValue)" }
      case .texts(let path, _), .patterns(let path):
        value = rules[keyPath: path].isEmpty ? nil : list(rules[keyPath: path])
      case .valueSet(let path):
        value = rules[keyPath: path].isEmpty ? nil : list(rules[keyPath: path].sorted())
      case .characters(let path):
        let sorted = rules[keyPath: path].sorted { $0.value < $1.value }
        value =
          sorted.isEmpty
          ? nil : "Set(\(literal(String(String.UnicodeScalarView(sorted)))).unicodeScalars)"
      case .terms(let path):
        value = rules[keyPath: path].isEmpty ? nil : terms(rules[keyPath: path])
      case .number(let path): value = rules[keyPath: path].map { "\($0)" }
      case .topLevelText(let path): value = rules[keyPath: path].map(literal)
      case .resources:
        for (family, resource) in rules.resources.sorted(by: { $0.key < $1.key }) {
          lines.append(
            "rules.resources[\(literal(family))] = .init(names: \(list(resource.names)), "
              + "related: \(list(resource.related)), does: \(list(resource.does)))")
        }
        value = nil
      }
      if let value { lines.append("rules.\(field.propertyName) = \(value)") }
    }
    return lines
  }

  static func text(_ parameters: [(id: String, rules: LocaleRules.Parameters)]) -> String {
    var out = """
      // swift-format-ignore-file
      // Generated from the rule parts of locales/*.yml by permcopy-generate. Do not edit:
      // change the locale files and run `swift run permcopy-generate`.

      extension BuiltInRules {
        /// The rule parameters of a built-in locale, nil for any other.
        static func generatedParameters(_ id: String) -> LocaleRules.Parameters? {
          switch id {

      """
    for (id, _) in parameters {
      out += "    case \(literal(id)): \(SourceGenerator.localeName(id))()\n"
    }
    out += "    default: nil\n    }\n  }\n"
    for (id, rules) in parameters {
      out +=
        "\n  private static func \(SourceGenerator.localeName(id))() -> LocaleRules.Parameters {\n"
      out += "    var rules = LocaleRules.Parameters()\n"
      for line in body(rules) { out += "    \(line)\n" }
      out += "    return rules\n  }\n"
    }
    return out + "}\n"
  }
}
