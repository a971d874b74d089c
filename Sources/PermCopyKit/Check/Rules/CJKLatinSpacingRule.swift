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
    .passes(
      "zh-Hant", "使用FaceID解鎖。", context: [("NSMicrophoneUsageDescription", "zh-Hant", "用Siri錄音。")]),
    // A display name is a brand: never respaced.
    .passes("zh-Hans", "Wa日记", key: "CFBundleDisplayName"),
    .passes("zh-Hant", "Wa日記", key: "CFBundleDisplayName"),
  ]

  public init() {}

  static let brandKeys: Set<String> = ["CFBundleDisplayName", "CFBundleName"]

  /// In a project the locale's `latin-spacing` is the policy. An app's own files have no
  /// declared policy, so there the style most joins of a locale use is the policy, and only the
  /// joins that break it are reported (a file that never spaces is left alone).
  public func check(_ input: CheckInput) -> [Finding] {
    var findings: [Finding] = []
    // A display name is a brand under the icon, not running text: never respaced.
    let units = input.units.filter {
      input.rules(for: $0).latinSpacing != nil && !Self.brandKeys.contains($0.key)
    }
    for (_, group) in Dictionary(grouping: units, by: \.locale).sorted(by: { $0.key < $1.key }) {
      let joins = group.flatMap { unit in Self.joins(in: unit).map { (unit, $0) } }
      let spacedCount = joins.filter(\.1.spaced).count
      let policySpaced: Bool
      if input.isProject {
        policySpaced = group.first.map { input.rules(for: $0).latinSpacing == "space" } ?? true
      } else {
        guard spacedCount > 0, spacedCount < joins.count else { continue }
        policySpaced = spacedCount * 2 >= joins.count
      }
      for (unit, join) in joins where join.spaced != policySpaced {
        findings.append(
          Finding(
            unit: unit, span: join.span,
            message: policySpaced
              ? "put a space between '\(join.left)' and '\(join.right)'"
                + (input.isProject ? "" : ", as the rest of \(unit.locale) does")
              : "no space between '\(join.left)' and '\(join.right)'"
                + (input.isProject ? " in this project" : ", as the rest of \(unit.locale) writes"))
        )
      }
    }
    return findings
  }

  struct Join {
    let span: Range<Int>
    let left: Character
    let right: Character
    let spaced: Bool
  }

  /// Every place Han meets a Latin letter or digit, directly or across one space.
  static func joins(in unit: CheckUnit) -> [Join] {
    guard
      unit.hasASCIIAlphanumeric
        || unit.text.unicodeScalars.contains(where: { $0.value >= 0xC0 && $0.value < 0x250 })
    else { return [] }
    let characters = Array(unit.text)
    var joins: [Join] = []
    var index = 0
    while index + 1 < characters.count {
      let left = characters[index]
      let right = characters[index + 1]
      if Self.meets(left, right) {
        joins.append(Join(span: index..<index + 2, left: left, right: right, spaced: false))
      } else if right == " ", index + 2 < characters.count, Self.meets(left, characters[index + 2])
      {
        joins.append(
          Join(span: index..<index + 3, left: left, right: characters[index + 2], spaced: true))
      }
      index += 1
    }
    return joins
  }

  static func meets(_ left: Character, _ right: Character) -> Bool {
    (TextSpans.isHan(left) && TextSpans.isLatinOrDigit(right))
      || (TextSpans.isLatinOrDigit(left) && TextSpans.isHan(right))
  }
}
