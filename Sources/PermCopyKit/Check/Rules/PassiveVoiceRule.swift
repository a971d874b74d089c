/// "Your data will be used to deliver personalized ads", 您的数据将用于…广告: a passive that hides
/// who uses or receives the data (advertising, partners, analytics, a vague improvement, the
/// tracking alert). Apple's help page for guideline 5.1.1(ii) asks for the app as the subject
/// there. The constructions and concerns are locale data (`passive:`, `passive-concerns:`).
struct PassiveVoiceRule: Rule {
  static let id = "passive-voice"
  static let tracking = "tracking"

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
      // A concrete sentence about a feature ("Your location is used to show nearby stores",
      // "Face ID is used to unlock") hides no one: App Review asks who gets the data where it
      // goes to advertising, partners or analytics, or serves a vague improvement, and on the
      // tracking alert, whose point is who tracks.
      guard unit.permission == Self.tracking || rules.phraseSets.passiveConcerns.occurs(in: lowered)
      else { return [] }
      let span = TextSpans.offsets(of: TextSpans.range(ofScalars: first, in: text), in: text)
      let name = input.appNames[unit.locale] ?? input.appNames[unit.language]
      let example =
        switch rules.script {
        case .hans: "\(name ?? "本应用")会使用…来…，并提供给…"
        case .hant: "\(name ?? "本應用程式")會使用…來…，並提供給…"
        default: "\(name ?? "The app") uses your data to …, shared with …"
        }
      return [
        Finding(
          unit: unit, span: span,
          message:
            "passive: it hides who uses the data and who receives it; make the app the subject and name any partner (\"\(example)\")"
        )
      ]
    }
  }
}
