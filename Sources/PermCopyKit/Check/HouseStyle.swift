/// A convention most of a locale breaks the same way is a decision of the team (a house style),
/// not one mistake per string: it is reported once, at the first place, with every other place
/// as related. Where only a minority breaks it, each of those is reported on its own: they are
/// the odd ones out, and their fix is mechanical.
enum HouseStyle {
  struct Break {
    let unit: CheckUnit
    let span: Range<Int>
    let message: String
    let fix: String?
  }

  /// `breaks` are the places of one file and locale that break the convention, out of `checked`
  /// places that could. `summary(breaks, checked)` words the one finding of a house style.
  static func findings(_ breaks: [Break], checked: Int, summary: (Int, Int) -> String)
    -> [Finding]
  {
    guard breaks.count >= 2, breaks.count * 2 > checked else {
      return breaks.map {
        Finding(unit: $0.unit, span: $0.span, message: $0.message, fix: $0.fix)
      }
    }
    let first = breaks[0]
    return [
      Finding(
        unit: first.unit, span: first.span, message: summary(breaks.count, checked),
        related: breaks.dropFirst().map { $0.unit.location(ofCharacterAt: $0.span.lowerBound) })
    ]
  }

  /// The units of one file and one locale written in one language (an Info.plist may hold
  /// English and Chinese texts: each is its own house), in order of first appearance.
  static func byFileAndLocale(_ units: [CheckUnit]) -> [[CheckUnit]] {
    struct Place: Hashable {
      let file: String
      let locale: String
      let writtenIn: String
    }
    var groups: [[CheckUnit]] = []
    var groupOf: [Place: Int] = [:]
    var current = -1
    for unit in units {
      // A file's units come one after another: only a change of file or locale is looked up.
      if current >= 0, let first = groups[current].first, first.file == unit.file,
        first.locale == unit.locale, first.writtenIn == unit.writtenIn
      {
        groups[current].append(unit)
        continue
      }
      let place = Place(file: unit.file, locale: unit.locale, writtenIn: unit.writtenIn)
      if let known = groupOf[place] {
        current = known
      } else {
        current = groups.count
        groupOf[place] = current
        groups.append([])
      }
      groups[current].append(unit)
    }
    return groups
  }
}
