/// A report format: `text`, `json`, `github`, `sarif`, `junit`, `xcode`.
public protocol Reporter: SendableMetatype {
  static var name: String { get }
  /// `color`: whether the report may use terminal colours (only `text` does).
  init(color: Bool)
  func report(_ result: CheckResult) -> String
  /// Whether `text` (a file's contents) is a report this format wrote, so that `--report` may
  /// replace it.
  static func wrote(_ text: String) -> Bool
}
