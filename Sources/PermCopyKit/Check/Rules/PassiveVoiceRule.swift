/// "Your location is used to …", 您的位置信息将用于…: a purpose in the passive hides who uses the
/// data. Apple's help page for guideline 5.1.1(ii) calls that insufficient and asks for the app
/// as the subject. The constructions are locale data (`passive:`).
struct PassiveVoiceRule: Rule {
  static let id = "passive-voice"

  func check(_ input: CheckInput) -> [Finding] {
    eachUnit(input.units.filter(\.isPurposeString)) { unit in
      let rules = input.rules(for: unit)
      // The patterns run only on a text with one of their participles (used, 用于, 用於), in
      // either script.
      guard !rules.passive.isEmpty, unit.hits.occurs(.passiveHints) else {
        return []
      }
      let (text, lowered) = rules.inOwnScript(unit)
      let scalars = Array(text.unicodeScalars)
      // A passive that denies ("不会被用于广告") is an assurance, not a purpose.
      let matches = rules.passive.matches(in: TextPattern.Input(scalars)).filter { match in
        !scalars[max(0, match.lowerBound - 2)..<match.lowerBound].contains {
          rules.passiveNegations.contains($0)
        }
      }
      guard let first = matches.min(by: { $0.lowerBound < $1.lowerBound }) else { return [] }
      // The text names who uses the data elsewhere ("We need to read …; heart rate data is
      // used to …", "Ze uses …"): the passive hides no one.
      if let name = input.appNames[unit.locale] ?? input.appNames[unit.language],
        TextSpans.contains(lowered, name.lowercased())
      {
        return []
      }
      if rules.phraseSets.passiveAgents.occurs(in: " " + lowered + " ") { return [] }
      // A text that says the data stays with the person ("never uploaded", 不会上传) is open
      // about what happens to it.
      if rules.phraseSets.passiveAssurances.occurs(in: lowered) { return [] }
      let span = TextSpans.offsets(of: TextSpans.range(ofScalars: first, in: text), in: text)
      return [
        Finding(
          unit: unit, span: span,
          message:
            "passive: it says what is done with the data, not who does it; make the app the subject (\"Kite uses your location to …\", 小风筝会使用…来…)"
        )
      ]
    }
  }
}
