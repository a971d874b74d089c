import Foundation

/// The rule ids a `permcopy:ignore rule-id …` comment names (`.strings`, String Catalog and
/// permcopy.yml comments alike); none named means every rule (`all`); nil when there is no such
/// comment.
enum IgnoreComment {
  static let marker = "permcopy:ignore"
  static let markerBytes = Array(marker.utf8)

  static func rules<S: StringProtocol>(in comment: S) -> Set<String>? {
    var text = String(comment)
    guard let end = text.withUTF8({ endOfMarker(in: $0) }) else { return nil }
    let rest = String(decoding: text.utf8.dropFirst(end), as: UTF8.self)
    let ids = rest.split { $0 == " " || $0 == "," || $0 == "\n" || $0 == "\t" }.map(String.init)
    return Set(ids.isEmpty ? ["all"] : ids)
  }

  /// The byte offset just past the first marker. A plain loop: almost no comment holds the
  /// marker, and both Foundation's search and the generic collection search cost more than
  /// reading every comment of a large app.
  private static func endOfMarker(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    let first = markerBytes[0]
    let count = markerBytes.count
    var start = 0
    while start + count <= bytes.count {
      if bytes[start] == first {
        var matched = 1
        while matched < count && bytes[start + matched] == markerBytes[matched] { matched += 1 }
        if matched == count { return start + count }
      }
      start += 1
    }
    return nil
  }
}
