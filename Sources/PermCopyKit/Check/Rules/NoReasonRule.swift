import Foundation

/// "App needs camera access": restates the resource and never says why.
public struct NoReasonRule: Rule {
  public static let id = "no-reason"
  public static let defaultSeverity = Severity.warning
  public static let summary =
    "restates the resource (\"needs access to your camera\") with no purpose clause"
  public static let source =
    "App Review 5.1.1 (\"don't just restate the resource\"); anchors.md §5 A3"
  public static let examples: [RuleExample] = [
    .triggers("en", "This app needs access to your camera."),
    .triggers("en", "Kite needs to get your camera access"),
    .triggers("en", "Allow access to your photos."),
    .triggers("zh-Hans", "小风筝需要获取你的相机权限"), .triggers("zh-Hans", "App需要您的同意，才能访问相机"),
    .triggers("zh-Hant", "小風箏需要相機權限。"), .triggers("zh-Hant", "需要取用你的相機。"),
    .triggers("zh-Hant", "需要你的同意，才能取用相機。"),
    .passes("en", "This app needs access to your camera to scan gift cards."),
    .passes("en", "Scan the QR code on a gift card to redeem it."),
    .passes("en", "Your location is used to show stores near you."),
    .passes("en", "Firefox requires Face ID to access your saved passwords."),
    .passes("en", "We need to use your location to\nshow stores near you."),
    .passes("zh-Hans", "需要访问相机，以便扫描礼品卡上的二维码。"),
    .passes("zh-Hans", "允许访问相机后，你可以扫描礼品卡上的二维码。"),
    .passes("zh-Hans", "需要 NFC 访问权限才能使用你的 YubiKey。"),
    .passes("zh-Hans", "需要照片权限才能保存页面中的图片。"),
    .passes("zh-Hans", "KeePassium需要使用相机扫描二维码。"),
    .passes("zh-Hant", "必須取得照片庫存取權，方能由網頁儲存照片。"),
    .passes("zh-Hant", "需要取用你的相機，用於掃描禮物卡上的條碼。"),
    .passes("zh-Hant", "掃描禮物卡上的 QR 碼即可兌換點數。"),
    .triggers("en", "Allow Giftly to access your camera."),
    .triggers("en", "Whether to allow this app to use your microphone?"),
    .triggers("en", "Giftly wants your consent to use location"),
    .triggers("zh-Hans", "App需要訪問您的位置"), .triggers("zh-Hant", "App 需要访问你的位置"),
    .passes("zh-Hant", "使用相機掃描 QR 碼"), .passes("zh-Hans", "使用相机扫描二维码"),
    .passes("en", "Allow camera access to scan the QR code on a gift card."),
    // A question in place of a reason, with the other region's access verb.
    .triggers("zh-Hant", "是否允許此App訪問相冊？"), .triggers("zh-Hans", "是否允许此App存取相册？"),
    .triggers("zh-Hant", "是否允許此App訪問本地網絡？"),
    .passes("zh-Hant", "允許取用本機網路後，可以找到同一 Wi-Fi 上的印表機。"),
    .passes("zh-Hans", "允许访问本地网络后，可以找到同一 Wi-Fi 下的打印机。"),
  ]

  public init() {}

  public func check(_ input: CheckInput) -> [Finding] {
    eachUnit(input.units.filter(\.isPurposeString)) { unit in
      let rules = input.rules(for: unit)
      guard !rules.restating.isEmpty else { return [] }
      // Patterns are written in the locale's script; a text in the other one reads the same.
      let text =
        rules.isChinese
        ? ChineseScript.normalized(unit.text, toTraditional: rules.script == .hant) : unit.text
      // Only texts with a hint word can restate; short ones also with an access verb alone
      // ("使用相机。"). The patterns are not run on anything else.
      let lowered = text == unit.text ? unit.lowered : text.lowercased()
      if !rules.phraseSets.restatingHints.occurs(in: lowered) {
        guard rules.phraseSets.restatingShortHints.occurs(in: lowered), unit.text.count <= 24
        else { return [] }
      }
      let scalars = Array(text.unicodeScalars)
      let matches = rules.restating.matches(in: TextPattern.Input(scalars))
      guard let first = matches.min(by: { $0.lowerBound < $1.lowerBound }) else { return [] }
      // Set the restating parts aside (overlapping matches merged); the rest must give a reason.
      var merged: [Range<Int>] = []
      for match in matches.sorted(by: { $0.lowerBound < $1.lowerBound }) {
        if let last = merged.last, match.lowerBound <= last.upperBound {
          merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, match.upperBound)
        } else {
          merged.append(match)
        }
      }
      // Built as UTF-8: appending scalar slices to a scalar view ran unspecialized, some 40,000
      // instructions a text.
      var rest: [UInt8] = []
      rest.reserveCapacity(text.utf8.count + merged.count)
      func append(_ part: ArraySlice<Unicode.Scalar>) {
        for scalar in part { UTF8.encode(scalar) { rest.append($0) } }
      }
      var kept = 0
      for match in merged {
        append(scalars[kept..<match.lowerBound])
        rest.append(0x20)
        kept = match.upperBound
      }
      append(scalars[kept...])
      // Line breaks as spaces.
      let remainder =
        " " + String(decoding: rest, as: UTF8.self).lowercased().replacingASCII(0x0A, with: 0x20)
        + " "
      if rules.phraseSets.reasonMarkers.occurs(in: remainder) {
        return []
      }
      // What is left besides the app's name must be next to nothing: "小风筝", "This app".
      var content = remainder
      if let name = input.appNames[unit.locale] ?? input.appNames[unit.language] {
        content = content.replacingOccurrences(of: name.lowercased(), with: " ")
      }
      let han = content.filter(TextSpans.isHan).count
      let words = content.split { !$0.isLetter || TextSpans.isHan($0) }.filter { $0.count > 1 }
        .count
      // In Chinese a Latin word left over is content too: 使用相機掃描 QR 碼 states a use.
      guard rules.isChinese ? han + 2 * words <= 4 : words <= 3 else { return [] }
      let span = TextSpans.offsets(of: TextSpans.range(ofScalars: first, in: text), in: text)
      return [
        Finding(
          unit: unit, span: span,
          message:
            "says that access is needed, not what for: name the feature and what the person gets")
      ]
    }
  }
}
