/// The README's rules reference, between `<!-- rules:begin -->` and `<!-- rules:end -->`, from
/// the rule registry.
extension RuleListing {
  static func readme(replacingIn readme: String) throws -> String {
    let begin = "<!-- rules:begin -->\n"
    let end = "<!-- rules:end -->"
    guard let start = readme.range(of: begin), let stop = readme.range(of: end),
      start.upperBound <= stop.lowerBound
    else {
      throw InputError("README.md has no \(begin.dropLast()) … \(end) section", at: nil)
    }
    return readme.replacingCharacters(in: start.upperBound..<stop.lowerBound, with: markdown())
  }
}

/// `docs/rules.md`: each rule's id, level, summary, source and its triggering and passing
/// examples (the ones `RuleExampleTests` runs), from the rule registry.
enum RuleDocsSource {
  static func text() -> String {
    var out = """
      <!-- Generated from the rule registry by permcopy-generate. Do not edit: change the rule
      and run `swift run permcopy-generate`. -->
      # permcopy's rules

      Every rule `permcopy check` runs, in the order it reports them. The level is the default;
      `rules:` in `permcopy.yml` or `--severity RULE=LEVEL` changes it, and `off` turns a rule off.
      Each example below is run as a test: the rule finds something in a "triggers" text and
      nothing in a "passes" one.

      """
    for rule in RuleRegistry.all {
      out += "\n## `\(rule.id)`\n\n"
      out += "- **Level:** \(rule.defaultLevel)"
      out += rule.enabledByDefault ? "\n" : " (opt-in: it runs only when given a level)\n"
      out += "- **Catches:** \(rule.summary)\n"
      out += "- **Source:** \(rule.source)\n"
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
