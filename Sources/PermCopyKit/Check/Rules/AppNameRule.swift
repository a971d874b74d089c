/// Naming the app in a purpose string is allowed; naming it differently from the locale's own
/// display name is not: a Chinese alert whose text says "Home Assistant" under the title
/// 「家庭助理」 reads as two apps. Opt-in (`rules: { app-name: warning }`).
struct AppNameRule: Rule {
  static let id = "app-name"

  func check(_ input: CheckInput) -> [Finding] {
    let allNames = Set(input.appNames.values.filter { $0.count >= 2 })
    guard allNames.count > 1 else { return [] }
    return eachUnit(input.units.filter(\.isPurposeString)) { unit in
      guard let own = input.appNames[unit.locale] ?? input.appNames[unit.language] else {
        return []
      }
      let characters = Array(unit.text)
      if Self.firstOccurrence(of: own, in: unit, characters) != nil { return [] }
      for other in allNames.sorted() where other != own && !own.contains(other) {
        guard let range = Self.firstOccurrence(of: other, in: unit, characters) else { continue }
        return [
          Finding(
            unit: unit, span: range,
            message: "names the app \"\(other)\"; its \(unit.locale) display name is \"\(own)\"")
        ]
      }
      return []
    }
  }

  /// Where `name` stands in the text as a word of its own ("Giftly" is not in "Giftlyst").
  static func firstOccurrence(of name: String, in unit: CheckUnit, _ characters: [Character])
    -> Range<Int>?
  {
    guard TextSpans.contains(unit.lowered, name.lowercased()) else { return nil }
    for range in TextSpans.occurrences(of: name, in: characters, ignoringCase: true) {
      if let last = name.last, last.isASCII, last.isLetter, range.upperBound < characters.count,
        characters[range.upperBound].isASCII, characters[range.upperBound].isLetter
      {
        continue
      }
      if let first = name.first, first.isASCII, first.isLetter, range.lowerBound > 0,
        characters[range.lowerBound - 1].isASCII, characters[range.lowerBound - 1].isLetter
      {
        continue
      }
      return range
    }
    return nil
  }
}
