/// One text for two resources: App Review asks for a purpose string per resource. Keys of one
/// family (the location keys, the calendar keys) may share one.
public struct DuplicateTextRule: Rule {
  public static let id = "duplicate-text"
  public static let defaultSeverity = Severity.warning
  public static let summary =
    "one text reused for different resources (allowed within one family, such as location)"
  public static let source =
    "App Review 5.1.1 (\"a separate purpose string for every protected resource\")"
  static let shared = "Upload pictures to your posts."
  public static let examples: [RuleExample] = [
    .triggers("en", shared, context: [("NSPhotoLibraryUsageDescription", "en", shared)]),
    .triggers(
      "zh-Hans", "上传图片到帖子。", context: [("NSPhotoLibraryUsageDescription", "zh-Hans", "上传图片到帖子。")]),
    .triggers(
      "zh-Hant", "上傳圖片到貼文。", context: [("NSPhotoLibraryUsageDescription", "zh-Hant", "上傳圖片到貼文。")]),
    .passes(
      "en", "Your location shows stores near you.", key: "NSLocationWhenInUseUsageDescription",
      context: [
        (
          "NSLocationAlwaysAndWhenInUseUsageDescription", "en",
          "Your location shows stores near you."
        )
      ]),
    .passes("en", shared, context: [("NSPhotoLibraryUsageDescription", "zh-Hans", shared)]),
    .passes("zh-Hans", "拍摄照片。", context: [("NSPhotoLibraryUsageDescription", "zh-Hans", "选择照片。")]),
    .passes("zh-Hant", "拍攝照片。", context: [("NSPhotoLibraryUsageDescription", "zh-Hant", "選擇照片。")]),
  ]

  public init() {}

  public func check(_ input: CheckInput) -> [Finding] {
    var findings: [Finding] = []
    var first: [String: CheckUnit] = [:]
    for unit in input.units where unit.isPurposeString {
      let text = TextSpans.trimmed(unit.text)
      guard !text.isEmpty else { continue }
      let slot = unit.locale + "\u{0}" + unit.file + "\u{0}" + text
      guard let earlier = first[slot] else {
        first[slot] = unit
        continue
      }
      let family = { (unit: CheckUnit) in
        unit.permission.flatMap { Catalog.permission(id: $0)?.family } ?? unit.key
      }
      if family(earlier) != family(unit) {
        findings.append(
          Finding(
            unit: unit,
            message:
              "same text as \(earlier.key) (line \(earlier.origin.line)): write one for what \(unit.key) is for"
          ))
      }
    }
    return findings
  }
}
