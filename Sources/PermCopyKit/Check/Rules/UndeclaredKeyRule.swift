/// A purpose key a table translates that the Info.plist in view does not declare: iOS looks a
/// purpose key up in the app's Info.plist, ends an app that asks for the resource without it
/// there, and App Store Connect refuses the upload (ITMS-90683). A translation alone is not a
/// declaration.
struct UndeclaredKeyRule: Rule {
  public static let id = "undeclared-key"
  public static let defaultSeverity = Severity.warning
  public static let summary =
    "a purpose key is translated in InfoPlist.strings but the Info.plist does not declare it"
  public static let source =
    "Info.plist key reference (the key belongs in the Info.plist); ITMS-90683"
  public static let examples: [RuleExample] = [
    .triggers(
      "zh-Hans", "扫描礼品卡上的二维码。",
      context: [("NSMicrophoneUsageDescription", "en", "Record a voice memo for a card.")]),
    .triggers(
      "zh-Hant", "掃描禮物卡上的條碼。",
      context: [("NSMicrophoneUsageDescription", "en", "Record a voice memo for a card.")]),
    .triggers(
      "en-GB", "Scan the QR code on a gift card.",
      context: [("NSMicrophoneUsageDescription", "en", "Record a voice memo for a card.")]),
    .passes(
      "zh-Hans", "扫描礼品卡上的二维码。",
      context: [("NSCameraUsageDescription", "en", "Scan the QR code on a gift card.")]),
    .passes(
      "zh-Hant", "掃描禮物卡上的條碼。",
      context: [("NSCameraUsageDescription", "en", "Scan the QR code on a gift card.")]),
    .passes(
      "en-GB", "Scan the QR code on a gift card.",
      context: [("NSCameraUsageDescription", "en", "Scan the QR code.")]),
  ]

  public init() {}

  public func check(_ input: CheckInput) -> [Finding] {
    input.undeclaredKeys.map { shipped in
      let declaration = shipped.declaration
      return Finding(
        unit: nil,
        message:
          "\(shipped.key) is translated here but the Info.plist does not declare it: iOS reads "
          + "a purpose key from the Info.plist and ends an app that asks without it there",
        location: declaration.entry?.keyLocation ?? declaration.location)
    }
  }
}
