import Foundation

/// The rule ids a `permcopy:ignore rule-id …` comment names (`.strings`, String Catalog and
/// permcopy.yml comments alike); none named means every rule (`all`); nil when there is no such
/// comment.
enum IgnoreComment {
  static let marker = "permcopy:ignore"
  static let markerBytes = Array(marker.utf8)

  static func rules<S: StringProtocol>(in comment: S) -> Set<String>? {
    // A byte search first: almost no comment holds the marker, and Foundation's search is slow.
    let text = String(comment)
    guard text.utf8.firstRange(of: markerBytes) != nil, let range = text.range(of: marker) else {
      return nil
    }
    let rest = String(text[range.upperBound...])
    let ids = rest.split { $0 == " " || $0 == "," || $0 == "\n" || $0 == "\t" }.map(String.init)
    return Set(ids.isEmpty ? ["all"] : ids)
  }
}
