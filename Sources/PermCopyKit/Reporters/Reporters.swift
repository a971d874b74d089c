import Foundation

/// Every report format, registered here once.
public enum Reporters {
  public static let all: [any Reporter.Type] = [
    TextReporter.self, JSONReporter.self, GitHubReporter.self, SARIFReporter.self,
    JUnitReporter.self, XcodeReporter.self,
  ]

  public static func reporter(named name: String, color: Bool) -> (any Reporter)? {
    all.first { $0.name == name }.map { $0.init(color: color) }
  }

  public static var names: [String] { all.map { $0.name } }

  /// Whether `data` is a report permcopy wrote in `format`, so `--report` may replace it.
  static func looksLikeReport(_ data: Data, format: String) -> Bool {
    guard let type = all.first(where: { $0.name == format }) else { return false }
    return type.wrote(String(decoding: data, as: UTF8.self))
  }
}
