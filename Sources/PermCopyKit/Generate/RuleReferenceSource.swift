/// The README's rules reference, between `<!-- rules:begin -->` and `<!-- rules:end -->`, from
/// `data/rules.yml`.
extension RuleListing {
  static func readme(replacingIn readme: String, rules: [RuleDescription]) throws -> String {
    let begin = "<!-- rules:begin -->\n"
    let end = "<!-- rules:end -->"
    guard let start = readme.range(of: begin), let stop = readme.range(of: end),
      start.upperBound <= stop.lowerBound
    else {
      throw InputError("README.md has no \(begin.dropLast()) … \(end) section", at: nil)
    }
    return readme.replacingCharacters(in: start.upperBound..<stop.lowerBound, with: markdown(rules))
  }
}

/// `docs/rules.md`: each rule's id, level, summary, source and its triggering and passing
/// examples (the ones `RuleExampleTests` runs), from `data/rules.yml`.
enum RuleDocsSource {
  static func text(_ rules: [RuleDescription]) -> String {
    var out = """
      <!-- Generated from data/rules.yml by permcopy-generate. Do not edit: change the data
      file and run `swift run permcopy-generate`. -->
      # permcopy's rules

      Every rule `permcopy check` runs, in the order it reports them. The level is the default;
      `rules:` in `permcopy.yml` or `--severity RULE=LEVEL` changes it, and `off` turns a rule off.
      Each example below is run as a test: the rule finds something in a "triggers" text and
      nothing in a "passes" one.

      """
    for rule in rules {
      out += "\n## `\(rule.id)`\n\n"
      out += "- **Level:** \(rule.defaultLevel)"
      out += rule.enabledByDefault ? "\n" : " (opt-in: it runs only when given a level)\n"
      out += "- **Catches:** \(rule.summary)\n"
      out += "- **Source:** \(rule.source)\n"
      if let url = rule.documentation {
        out += "- **Documentation:** <\(url)>\n"
      }
      let examples = rule.examples
      if examples.isEmpty {
        out += "\nIts examples are whole projects: see the tests named after the rule.\n"
        continue
      }
      out += "\n| | locale | text |\n|---|---|---|\n"
      for example in examples {
        let text = example.text.replacingOccurrences(of: "|", with: "\\|")
          .replacingOccurrences(of: "\n", with: "\\n")
          .unicodeScalars.map { scalar -> String in
            HiddenCharacters.isBidiFormat(scalar) || scalar.value < 0x20
              ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
          }.joined()
        out +=
          "| \(example.triggers ? "triggers" : "passes") | \(example.locale) | \(text) |\n"
      }
    }
    return out
  }
}

/// `docs/locale-rules.md`: every parameter a locale file's `rules:` section takes, from
/// `LocaleRules.fields`, with the built-in locales that set it.
enum LocaleRulesDocsSource {
  static func text(_ parameters: [(id: String, rules: LocaleRules.Parameters)]) -> String {
    var out = """
      <!-- Generated from LocaleRules.fields by permcopy-generate. Do not edit: change the field
      table and run `swift run permcopy-generate`. -->
      # Locale rule parameters

      What the rules know about a language lives in `locales/<id>.yml`, under `rules:`
      (`latin-spacing` sits at the top of the file). A project changes any of it in its own
      `locales/<id>.yml` next to `permcopy.yml`: a list or text given there replaces the
      built-in one, a mapping adds to it entry by entry. Texts in lists marked "any case" are
      compared in lower case.

      | key | takes | what it is for | built-in locales that set it |
      |---|---|---|---|

      """
    for field in LocaleRules.fields {
      let setters = parameters.filter { !RuleTablesSource.body($0.rules, only: field).isEmpty }
      let locales = setters.isEmpty ? "none" : setters.map { "`\($0.id)`" }.joined(separator: ", ")
      out += "| `\(field.key)` | \(field.kind.shape) | \(field.summary) | \(locales) |\n"
    }
    return out
  }
}
