/// Text that was never written: TODO, lorem ipsum, 待翻译, or a build variable such as
/// `$(PRODUCT_NAME)`, which Xcode does not expand inside InfoPlist.strings.
public struct PlaceholderTextRule: Rule {
  public static let id = "placeholder-text"
  public static let defaultSeverity = Severity.error
  public static let summary = "a placeholder (TODO, TBD, lorem ipsum, 待定, 待翻译, $(…)) is left in"
  public static let source = "App Review 2.1 (complete apps) and 5.1.1"
  public static let examples: [RuleExample] = [
    .triggers("en", "TODO: explain camera use"), .triggers("en", "Lorem ipsum dolor sit amet."),
    .triggers("en", "$(PRODUCT_NAME) uses the camera to scan codes."),
    .triggers("zh-Hans", "待翻译"), .triggers("zh-Hant", "待定：相機用途說明"),
    .passes("en", "Scan the QR code on a gift card to redeem it."),
    .passes("en", "Mark a task as done with your voice."),
    .passes("zh-Hans", "允许访问相机后，你可以扫描礼品卡上的二维码。"),
    .passes("zh-Hant", "允許取用相機後，你可以掃描禮物卡上的 QR 碼。"),
  ]

  public init() {}

  public func check(_ input: CheckInput) -> [Finding] {
    eachUnit(input.units) { unit in
      let rules = input.rules(for: unit)
      // Languages without locale data still get the markers every language shares.
      let patterns = rules.placeholderPatterns.isEmpty ? Self.universal : rules.placeholderPatterns
      var characters: [Character]?
      for pattern in patterns {
        // Xcode expands variables in Info.plist values and build settings.
        if unit.expandsVariables && pattern.text == "$(" { continue }
        guard
          TextSpans.contains(
            pattern.isWord ? unit.text : unit.lowered,
            pattern.isWord ? pattern.text : pattern.lowered)
        else { continue }
        if characters == nil { characters = Array(unit.text) }
        guard let characters else { continue }
        for range in TextSpans.occurrences(
          of: pattern.text, in: characters, ignoringCase: !pattern.isWord)
        {
          // An upper-case marker counts only as a word of its own: not XXX inside XXXL.
          if pattern.isWord {
            let before = range.lowerBound > 0 ? characters[range.lowerBound - 1] : " "
            let after = range.upperBound < characters.count ? characters[range.upperBound] : " "
            if before.isLetter && !TextSpans.isHan(before) { continue }
            if after.isLetter && !TextSpans.isHan(after) { continue }
          }
          return [
            Finding(
              unit: unit, span: range,
              message: pattern.text == "$("
                ? "a build setting variable is not expanded in .strings files; iOS shows it as written"
                : "placeholder '\(pattern.text)' is left in the text")
          ]
        }
      }
      return []
    }
  }

  static let universal: [(text: String, lowered: String, isWord: Bool)] = [
    ("TODO", "todo", true), ("FIXME", "fixme", true), ("lorem ipsum", "lorem ipsum", false),
    ("$(", "$(", false),
  ]
}
