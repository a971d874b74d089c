/// Apple names its features differently in each region: 面容 ID and 触控 ID in its mainland
/// China UI, Face ID and Touch ID in Taiwan and Hong Kong. A purpose string that names them as
/// Settings does not sends the person looking for a row that is not there (`apple-names`).
struct AppleNameRule: Rule {
  static let id = "apple-name"

  func check(_ input: CheckInput) -> [Finding] {
    eachUnit(input.units.filter { $0.field != .otherValue }) { unit in
      let rules = input.rules(for: unit)
      let names = rules.appleNames
      let present = unit.hits.present(.appleNames, of: names.count)
      guard !present.isEmpty else { return [] }
      let characters = Array(unit.text)
      for (index, name) in names.enumerated() where present[index] {
        // The right name may contain the wrong one's letters ("面容 ID" holds " ID"): skip a
        // match that is part of Apple's own name at the same place.
        for range in TextSpans.occurrences(of: name.term, in: characters, ignoringCase: false) {
          let around = String(
            characters[max(0, range.lowerBound - 4)..<min(characters.count, range.upperBound + 4)])
          if around.contains(name.use) { continue }
          return [
            Finding(
              unit: unit, span: range,
              message: "Apple's \(unit.writtenIn) UI calls it '\(name.use)', not '\(name.term)'")
          ]
        }
      }
      return []
    }
  }
}
