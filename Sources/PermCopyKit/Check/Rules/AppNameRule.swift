/// The alert's title already names the app; naming it again wastes the only text the app controls.
public struct AppNameRule: Rule {
  public static let id = "app-name"
  public static let defaultSeverity = Severity.warning
  public static let summary =
    "the purpose string names the app, which the alert title already shows"
  public static let source =
    "Human Interface Guidelines (\"no need to include your app name\"); LAContext.localizedReason"
  public static let examples: [RuleExample] = [
    .triggers("en", "Giftly uses the camera to scan gift cards.", appName: "Giftly"),
    .triggers("zh-Hans", "礼物盒需要访问相机，以便扫描礼品卡。", appName: "礼物盒"),
    .triggers("zh-Hant", "禮物盒需要取用相機，以便掃描禮物卡。", appName: "禮物盒"),
    .passes("en", "Scan the QR code on a gift card to redeem it.", appName: "Giftly"),
    .passes("en", "Scan the card with your Giftlyst app.", appName: "Giftly"),
    .passes("zh-Hans", "扫描礼品卡上的二维码即可兑换。", appName: "礼物盒"),
    .passes("zh-Hant", "掃描禮物卡上的 QR 碼即可兌換。", appName: "禮物盒"),
  ]

  public init() {}

  public func check(_ input: CheckInput) -> [Finding] {
    eachUnit(input.units.filter(\.isPurposeString)) { unit in
      guard let name = input.appNames[unit.locale] ?? input.appNames[unit.language],
        name.count >= 2
      else { return [] }
      guard TextSpans.contains(unit.lowered, name.lowercased()) else { return [] }
      let characters = Array(unit.text)
      for range in TextSpans.occurrences(of: name, in: characters, ignoringCase: true) {
        // A Latin name must stand as a word: "Giftly" is not in "Giftlyst".
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
        return [
          Finding(
            unit: unit, span: range,
            message: "names the app; the alert title already says \"\(name)\"")
        ]
      }
      return []
    }
  }
}
