import Foundation

/// Info.plist values are never formatted: `%@` is shown to the person as it is.
struct FormatSpecifierRule: Rule {
  public static let id = "format-specifier"
  public static let defaultSeverity = Severity.error
  public static let summary = "%@, %d or %1$@ in a purpose string, which iOS shows literally"
  public static let source =
    "Info.plist values are not format strings (Bundle resources documentation)"
  public static let examples: [RuleExample] = [
    .triggers("en", "%@ uses the camera to scan codes."), .triggers("en", "Scan up to %d codes."),
    .triggers("zh-Hans", "%1$@ 需要访问相机，以便扫描二维码。"), .triggers("zh-Hant", "最多掃描 %ld 個條碼。"),
    .passes("en", "Get 100% of your points back by scanning."),
    .passes("en", "Scan codes with 50 % less effort."),
    .passes("zh-Hans", "扫描二维码，即可获得 100% 积分。"), .passes("zh-Hant", "掃描條碼即可獲得點數。"),
  ]
  /// printf conversions, without the space flag: "50 % less" is prose, not a specifier.
  static let pattern = try! TextPattern(
    "%(\\d+\\$)?[-+#0]*\\d*(\\.\\d+)?(hh|h|ll|l|q|L|z|t|j)?[@dDiuUxXoOfeEgGcCsSpaA]",
    ignoringCase: false)

  public init() {}

  public func check(_ input: CheckInput) -> [Finding] {
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
