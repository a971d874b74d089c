/// 你 and 您 in one app's copy: pick one register and keep it.
struct MixedPronounRule: Rule {
  static let id = "mixed-pronoun"

  func check(_ input: CheckInput) -> [Finding] {
    var findings: [Finding] = []
    // Per localization as the app spells it: zh_TW.lproj and zh-Hant.lproj are two files, two
    // registers a translator may have chosen apart. A project's locale is one localization.
    let byLocale = Dictionary(
      grouping: input.units.filter { !input.rules(for: $0).pronouns.isEmpty },
      by: { $0.locale + "\u{0}" + $0.localization })
    for (_, units) in byLocale.sorted(by: { $0.key < $1.key }) {
      guard let pronouns = units.first.map({ input.rules(for: $0).pronouns }), pronouns.count >= 2
      else { continue }
      let counts = pronouns.map { pronoun in
        units.filter { TextSpans.contains($0.text, pronoun) }.count
      }
      guard counts.filter({ $0 > 0 }).count >= 2 else { continue }
      // The register most texts use wins; report the others (on a tie, the first listed wins).
      let main = pronouns[counts.firstIndex(of: counts.max()!)!]
      for unit in units {
        for pronoun in pronouns where pronoun != main {
          guard TextSpans.contains(unit.text, pronoun), let range = unit.text.range(of: pronoun)
          else { continue }
          findings.append(
            Finding(
              unit: unit, span: TextSpans.offsets(of: range, in: unit.text),
              message:
                "'\(pronoun)' here, '\(main)' in the rest of \(unit.scope): keep one register"))
        }
      }
    }
    return findings
  }
}
