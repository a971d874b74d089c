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

  /// The statements that set each parameter that is not its default.
  static func body(_ rules: LocaleRules.Parameters) -> [String] {
    var lines: [String] = []
    func set(_ name: String, _ value: String) { lines.append("rules.\(name) = \(value)") }
    func strings(_ name: String, _ items: [String]) {
      if !items.isEmpty { set(name, list(items)) }
    }
    func characters(_ name: String, _ scalars: Set<Unicode.Scalar>) {
      let sorted = scalars.sorted { $0.value < $1.value }
      if !sorted.isEmpty {
        set(name, "Set(\(literal(String(String.UnicodeScalarView(sorted)))).unicodeScalars)")
      }
    }
    if let script = rules.script { set("script", ".\(script.rawValue)") }
    strings("fullStops", rules.fullStops)
    strings("closingMarks", rules.closingMarks)
    strings("quotes", rules.quotes)
    strings("foreignQuotes", rules.foreignQuotes)
    strings("restatingPatterns", rules.restatingPatterns)
    strings("passivePatterns", rules.passivePatterns)
    strings("passiveAgents", rules.passiveAgents)
    strings("passiveHints", rules.passiveHints)
    characters("passiveNegations", rules.passiveNegations)
    strings("restatingHints", rules.restatingHints)
    strings("restatingShortHints", rules.restatingShortHints)
    strings("reasonMarkers", rules.reasonMarkers)
    strings("noReasonWords", rules.noReasonWords)
    strings("vaguePhrases", rules.vaguePhrases)
    strings("placeholders", rules.placeholders)
    if !rules.placeholderValues.isEmpty {
      set("placeholderValues", list(rules.placeholderValues.sorted()))
    }
    if !rules.placeholderPatterns.isEmpty {
      set(
        "placeholderPatterns",
        "["
          + rules.placeholderPatterns.map {
            "(\(literal($0.text)), \(literal($0.lowered)), \($0.isWord))"
          }.joined(separator: ", ") + "]")
    }
    if !rules.regionalTerms.isEmpty { set("regionalTerms", terms(rules.regionalTerms)) }
    if !rules.appleNames.isEmpty { set("appleNames", terms(rules.appleNames)) }
    if !rules.colloquialTerms.isEmpty { set("colloquialTerms", terms(rules.colloquialTerms)) }
    strings("regionalExceptions", rules.regionalExceptions)
    strings("doubledWords", rules.doubledWords)
    strings("readWords", rules.readWords)
    strings("writeWords", rules.writeWords)
    if !rules.draftCorrections.isEmpty { set("draftCorrections", terms(rules.draftCorrections)) }
    if let value = rules.minColumns { set("minColumns", "\(value)") }
    if let value = rules.maxColumns { set("maxColumns", "\(value)") }
    strings("pronouns", rules.pronouns)
    characters("alsoWrongScript", rules.alsoWrongScript)
    if let spacing = rules.latinSpacing { set("latinSpacing", literal(spacing)) }
    for (family, resource) in rules.resources.sorted(by: { $0.key < $1.key }) {
      set(
        "resources[\(literal(family))]",
        ".init(names: \(list(resource.names)), related: \(list(resource.related)), "
          + "does: \(list(resource.does)))")
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
