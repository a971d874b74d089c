/// "Take amazing photos and much more!", 超棒的拍照体验，立即体验: a purpose string written as an
/// advert or a list of features. App Review asks for a short, specific reason the person can
/// weigh; hype, a call to action or a list that trails off says nothing about what the app does
/// with the resource. The phrases are locale data (`marketing-phrases`), matched as words.
struct MarketingCopyRule: Rule {
  static let id = "marketing-copy"

  func check(_ input: CheckInput) -> [Finding] {
    eachUnit(input.units.filter(\.isPurposeString)) { unit in
      guard unit.hits.occurs(.marketingPhrases) else { return [] }
      let phrases = input.rules(for: unit).phraseSets.marketingPhrases.phrases
      guard let first = unit.hits.words(.marketingPhrases, of: phrases, in: unit.lowered).first
      else { return [] }
      let phrase = phrases[first]
      let span = TextSpans.occurrences(of: phrase, in: Array(unit.text), ignoringCase: true).first
      return [
        Finding(
          unit: unit, span: span,
          message:
            "'\(span.map { String(Array(unit.text)[$0]) } ?? phrase)' reads as marketing: say in one "
            + "sentence what the app does with the resource, not why it is great or everything it can do"
        )
      ]
    }
  }
}
