/// The rule ids a `permcopy:ignore rule-id …` comment names (`.strings`, String Catalog and
/// permcopy.yml comments alike); none named means every rule (`all`); nil when there is no such
/// comment.
enum IgnoreComment {
  static let marker = "permcopy:ignore"

  static func rules<S: StringProtocol>(in comment: S) -> Set<String>? {
    guard let range = comment.range(of: marker) else { return nil }
    let rest = String(comment[range.upperBound...])
    let ids = rest.split { $0 == " " || $0 == "," || $0 == "\n" || $0 == "\t" }.map(String.init)
    return Set(ids.isEmpty ? ["all"] : ids)
  }
}
