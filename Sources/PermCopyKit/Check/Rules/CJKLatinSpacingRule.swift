/// Apple's Chinese text puts a space between Han and Latin letters or digits ("使用 Face ID");
/// a project that writes without spaces sets `latin-spacing: none` (an app's files: `check:
/// latin-spacing: none` in permcopy.yml) and gets the reverse check.
struct CJKLatinSpacingRule: Rule {
  static let id = "cjk-latin-spacing"

  static let brandKeys: Set<String> = ["CFBundleDisplayName", "CFBundleName"]

  /// The policy is the project locale's `latin-spacing`, or for an app's own files the one a
  /// permcopy.yml declares (`check: latin-spacing:`), else Apple's: a space. Only joins that
  /// break it are reported, never one that follows it; where most joins of a file break it, that
  /// is a house style and gets one finding.
  func check(_ input: CheckInput) -> [Finding] {
    // A display name is a brand under the icon, not running text: never respaced.
    let units = input.units.filter {
      input.rules(for: $0).latinSpacing != nil && !Self.brandKeys.contains($0.key)
        && !$0.ignores(Self.id)
    }
    return HouseStyle.byFileAndLocale(units).flatMap { group in
      let policySpaced =
        (input.latinSpacing ?? group[0].rules.latinSpacing)
        != "none"
      let joins = group.flatMap { unit in Self.joins(in: unit).map { (unit, $0) } }
      let breaks = joins.filter { $0.1.spaced != policySpaced }.map { unit, join in
        // The fix touches one character (the left one, or the space), so the fixes of two
        // joins that share a character never overlap.
        policySpaced
          ? HouseStyle.Break(
            unit: unit, span: join.span.lowerBound..<join.span.lowerBound + 1,
            message: "put a space between '\(join.left)' and '\(join.right)'",
            fix: "\(join.left) ")
          : HouseStyle.Break(
            unit: unit, span: join.span.lowerBound + 1..<join.span.lowerBound + 2,
            message: "no space between '\(join.left)' and '\(join.right)' in this project",
            fix: "")
      }
      let locale = group[0].scope
      return HouseStyle.findings(breaks, checked: joins.count) { count, checked in
        let places = count == checked ? "\(count) places" : "\(count) of \(checked) places"
        return policySpaced
          ? "\(locale) puts no space between Han and Latin letters or digits (\(places)); "
            + "Apple's Chinese copy does. If that is the house style, set `check: latin-spacing: none` "
            + "in permcopy.yml"
          : "\(locale) puts a space between Han and Latin letters or digits (\(places)), "
            + "against the declared `latin-spacing: none`"
      }
    }
  }

  struct Join {
    let span: Range<Int>
    let left: Character
    let right: Character
    let spaced: Bool
  }

  /// Every place Han meets a Latin letter or digit, directly or across one space. A number's
  /// sign and its percent are part of it (低于 -5°C, 节省 50% 的).
  static func joins(in unit: CheckUnit) -> [Join] {
    guard
      unit.hasASCIIAlphanumeric
        || unit.text.unicodeScalars.contains(where: { $0.value >= 0xC0 && $0.value < 0x250 })
    else { return [] }
    let scalars = Array(unit.text.unicodeScalars)
    if scalars.allSatisfy({ TextSpans.standsAlone($0.value) }) {
      return joins(inStandAlone: scalars)
    }
    let characters = Array(unit.text)
    func isDigit(_ index: Int) -> Bool {
      characters[index].asciiValue.map { $0 >= 0x30 && $0 <= 0x39 } ?? false
    }
    func latinEnd(_ index: Int) -> Bool {
      TextSpans.isLatinOrDigit(characters[index])
        || (index > 0 && characters[index].unicodeScalars.count == 1
          && Self.isPercent(characters[index].unicodeScalars.first!.value) && isDigit(index - 1))
    }
    func latinStart(_ index: Int) -> Bool {
      TextSpans.isLatinOrDigit(characters[index])
        || (index + 1 < characters.count && characters[index].asciiValue.map(Self.isSign) == true
          && isDigit(index + 1))
    }
    func meets(_ left: Int, _ right: Int) -> Bool {
      (TextSpans.isHan(characters[left]) && latinStart(right))
        || (latinEnd(left) && TextSpans.isHan(characters[right]))
    }
    var joins: [Join] = []
    var index = 0
    while index + 1 < characters.count {
      let left = characters[index]
      let right = characters[index + 1]
      if meets(index, index + 1) {
        joins.append(Join(span: index..<index + 2, left: left, right: right, spaced: false))
      } else if right == " ", index + 2 < characters.count, meets(index, index + 2) {
        joins.append(
          Join(span: index..<index + 3, left: left, right: characters[index + 2], spaced: true))
      }
      index += 1
    }
    return joins
  }

  /// `joins(in:)` for a text whose every scalar is a character of its own: the same walk on
  /// scalars, without breaking the text into characters.
  static func joins(inStandAlone scalars: [Unicode.Scalar]) -> [Join] {
    func isDigit(_ index: Int) -> Bool { (0x30...0x39).contains(scalars[index].value) }
    func latinEnd(_ index: Int) -> Bool {
      LatinSpacing.isLatinOrDigit(scalars[index])
        || (index > 0 && Self.isPercent(scalars[index].value) && isDigit(index - 1))
    }
    func latinStart(_ index: Int) -> Bool {
      LatinSpacing.isLatinOrDigit(scalars[index])
        || (index + 1 < scalars.count && scalars[index].value < 0x80
          && Self.isSign(UInt8(scalars[index].value)) && isDigit(index + 1))
    }
    func meets(_ left: Int, _ right: Int) -> Bool {
      (TextSpans.isHan(scalars[left]) && latinStart(right))
        || (latinEnd(left) && TextSpans.isHan(scalars[right]))
    }
    var joins: [Join] = []
    var index = 0
    while index + 1 < scalars.count {
      let left = scalars[index]
      let right = scalars[index + 1]
      if meets(index, index + 1) {
        joins.append(
          Join(
            span: index..<index + 2, left: Character(left), right: Character(right),
            spaced: false))
      } else if right == " ", index + 2 < scalars.count, meets(index, index + 2) {
        joins.append(
          Join(
            span: index..<index + 3, left: Character(left), right: Character(scalars[index + 2]),
            spaced: true))
      }
      index += 1
    }
    return joins
  }

  /// A number's sign, written before it, and its percent after it: part of the Latin side.
  static func isSign(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
  }
  static func isPercent(_ value: UInt32) -> Bool { value == 0x25 || value == 0x2030 }
}
