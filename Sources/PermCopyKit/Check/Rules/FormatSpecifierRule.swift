import Foundation

/// Info.plist values are never formatted: `%@` is shown to the person as it is.
struct FormatSpecifierRule: Rule {
  static let id = "format-specifier"
  /// printf conversions, without the space flag: "50 % less" is prose, not a specifier.
  static let pattern = try! TextPattern(
    "%(\\d+\\$)?[-+#0]*\\d*(\\.\\d+)?(hh|h|ll|l|q|L|z|t|j)?[@dDiuUxXoOfeEgGcCsSpaA]",
    ignoringCase: false)

  func check(_ input: CheckInput) -> [Finding] {
    eachUnit(input.units.filter(\.isPurposeString)) { unit in
      guard unit.text.utf8Contains(UInt8(ascii: "%")) else { return [] }
      let text = unit.text
      guard let match = Self.pattern.matches(in: Array(text.unicodeScalars)).first else {
        return []
      }
      let range = TextSpans.range(ofScalars: match, in: text)
      return [
        Finding(
          unit: unit, span: TextSpans.offsets(of: range, in: text),
          message: "'\(text[range])' is shown as it is: Info.plist values are not format strings")
      ]
    }
  }
}
