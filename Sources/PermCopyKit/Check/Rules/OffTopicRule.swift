/// A camera purpose string about the photo album: usually a copy-paste between keys. Also a text
/// that only saves on a key that only reads (a "save photos" text on the photo-library key), or
/// the reverse (`data/access-direction.tsv`, `read-words` / `write-words`).
struct OffTopicRule: Rule {
  static let id = "off-topic"

  func check(_ input: CheckInput) -> [Finding] {
    // A key the Info.plist never declares shows no text: `undeclared-key` reports it, and its
    // fix may be the key (NSPhotoLibraryAddUsageDescription for a text that saves), not the text.
    let undeclared = Set(input.undeclaredKeys.map(\.key))
    return eachUnit(input.units.filter { $0.isPurposeString && !undeclared.contains($0.key) }) {
      unit in
      let rules = input.rules(for: unit)
      if let wrongWay = Self.wrongDirection(unit, rules) { return [wrongWay] }
      guard let family = unit.permission.flatMap({ Catalog.permission(id: $0)?.family }),
        let own = rules.resources[family]
      else { return [] }
      let lowered = unit.lowered
      // One pass finds every resource word; a text with no other resource's name needs no more.
      let sets = rules.phraseSets
      let present = unit.hits.present(.resourceWords, of: sets.resourceWords.phrases.count)
      let namesOther = present.indices.contains { index in
        sets.resourceWordRoles[index].contains { $0.isName && $0.family != family }
      }
      guard namesOther else { return [] }
      // Words of other resources do not count as this one's: "photo" inside "photo library".
      var ownText = lowered
      for (other, resource) in rules.resources where other != family {
        for name in resource.names where TextSpans.contains(ownText, name) {
          ownText = TextSpans.removing(name, from: ownText)
        }
      }
      if (own.names + own.related).contains(where: { TextSpans.contains(ownText, $0) }) {
        return []
      }
      for (other, resource) in rules.resources.sorted(by: { $0.key < $1.key }) where other != family
      {
        for name in resource.names where TextSpans.contains(lowered, name) {
          guard
            let span = TextSpans.occurrences(of: name, in: Array(unit.text), ignoringCase: true)
              .first
          else { continue }
          return [
            Finding(
              unit: unit, span: span,
              message: "\(unit.key) talks about '\(name)' (\(other)), not about its own resource")
          ]
        }
      }
      return []
    }
  }

  /// A text that speaks only of the other direction than its key's: saving on a reading key.
  static func wrongDirection(_ unit: CheckUnit, _ rules: LocaleRules) -> Finding? {
    guard let id = unit.permission, let direction = PurposeKeys.accessDirection[id],
      let otherKey = Catalog.permission(id: direction.other)?.key
    else { return nil }
    let sets = rules.phraseSets
    let (ownList, otherList) =
      direction.writes ? (PhraseList.writeWords, PhraseList.readWords) : (.readWords, .writeWords)
    let (own, other) =
      direction.writes ? (sets.writeWords, sets.readWords) : (sets.readWords, sets.writeWords)
    guard !other.isEmpty,
      unit.hits.words(ownList, of: own.phrases, in: unit.lowered).isEmpty,
      let word = unit.hits.words(otherList, of: other.phrases, in: unit.lowered).min().map({
        other.phrases[$0]
      }),
      let span = TextSpans.occurrences(of: word, in: Array(unit.text), ignoringCase: true).first
    else { return nil }
    return Finding(
      unit: unit, span: span,
      message: direction.writes
        ? "'\(word)' is what \(otherKey) is for: \(unit.key) only lets the app write; say what it adds"
        : "'\(word)' alone is what \(otherKey) is for: \(unit.key) asks to read, so say what "
          + "the app reads and why")
  }
}
