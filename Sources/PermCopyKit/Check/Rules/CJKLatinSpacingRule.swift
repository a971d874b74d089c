/// Apple's Chinese text puts a space between Han and Latin letters or digits ("使用 Face ID");
/// a project that writes without spaces sets `latin-spacing: none` and gets the reverse check.
public struct CJKLatinSpacingRule: Rule {
  public static let id = "cjk-latin-spacing"
  public static let defaultSeverity = Severity.warning
  public static let summary =
    "spacing between Han and Latin letters or digits breaks the locale's policy (space / none)"
  public static let source =
    "Apple's Chinese help and App Review text (\"这个 App 使用…\"); locale latin-spacing"
  public static let examples: [RuleExample] = [
    .triggers("zh-Hans", "使用FaceID解锁你的保险箱。"), .triggers("zh-Hans", "扫描礼品卡上的QR码。"),
    .triggers("zh-Hant", "掃描禮物卡上的QR碼。"), .triggers("zh-Hant", "最多儲存3張照片。"),
    .passes("zh-Hans", "使用 Face ID 解锁你的保险箱。"), .passes("zh-Hans", "扫描礼品卡上的 QR 码。"),
    .passes("zh-Hant", "掃描禮物卡上的 QR 碼。"), .passes("zh-Hant", "使用「Face ID」解鎖。"),
    .passes("en", "Scan2Go uses the camera."),
  ]

  public init() {}

  public func check(_ input: CheckInput) -> [Finding] {
    eachUnit(input.units.filter { input.rules(for: $0).latinSpacing != nil }) { unit in
      let spaced = input.rules(for: unit).latinSpacing == "space"
      let characters = Array(unit.text)
      var findings: [Finding] = []
      var index = 0
      while index + 1 < characters.count {
        let left = characters[index]
        let right = characters[index + 1]
        if spaced {
          if (TextSpans.isHan(left) && TextSpans.isLatinOrDigit(right))
            || (TextSpans.isLatinOrDigit(left) && TextSpans.isHan(right))
          {
            findings.append(
              Finding(
                unit: unit, span: index..<index + 2,
                message: "put a space between '\(left)' and '\(right)'"))
          }
        } else if right == " ", index + 2 < characters.count {
          let next = characters[index + 2]
          if (TextSpans.isHan(left) && TextSpans.isLatinOrDigit(next))
            || (TextSpans.isLatinOrDigit(left) && TextSpans.isHan(next))
          {
            findings.append(
              Finding(
                unit: unit, span: index..<index + 3,
                message: "no space between '\(left)' and '\(next)' in this project"))
          }
        }
        index += 1
      }
      return findings
    }
  }
}
