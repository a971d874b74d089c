/// "Did you mean …?" for misspelt ids, keys and locale names.
enum Suggestion {
  /// The candidate closest to `name`, if it is close enough to be a likely typo.
  static func closest(to name: String, in candidates: [String]) -> String? {
    let lowered = name.lowercased()
    // A region-style folder name (zh_TW, zh-CN, en-US, Base) means the locale iOS maps it to.
    let resolved = LocaleNames.resolve(name)
    for alias in [resolved.locale, resolved.language]
    where alias != name && candidates.contains(alias) {
      return alias
    }
    if let exact = candidates.first(where: { $0.lowercased() == lowered }) { return exact }
    var best: (String, Int)?
    for candidate in candidates {
      let distance = editDistance(lowered, candidate.lowercased())
      if best == nil || distance < best!.1 { best = (candidate, distance) }
    }
    guard let best else { return nil }
    let shorter = min(name.count, best.0.count)
    let limit = max(1, shorter / 3)
    return best.1 <= limit && best.1 < shorter ? best.0 : nil
  }

  static func didYouMean(_ name: String, in candidates: [String]) -> String {
    guard let match = closest(to: name, in: candidates) else { return "" }
    return " (did you mean '\(match)'?)"
  }

  /// Levenshtein distance over characters (over bytes when both are ASCII, as keys and ids are:
  /// `check` asks it for every unknown key of a file).
  static func editDistance(_ a: String, _ b: String) -> Int {
    let asciiA = a.utf8.allSatisfy { $0 < 0x80 }
    if asciiA && b.utf8.allSatisfy({ $0 < 0x80 }) {
      return editDistance(Array(a.utf8), Array(b.utf8))
    }
    return editDistance(Array(a), Array(b))
  }

  /// The edit distance when it is at most `limit`, else nil; stops as soon as every cell of a
  /// row is past the limit, so a far candidate costs a few rows, not the whole table.
  static func editDistance(_ a: String, _ b: String, atMost limit: Int) -> Int? {
    let a = Array(a.utf8)
    let b = Array(b.utf8)
    if abs(a.count - b.count) > limit { return nil }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      var rowMinimum = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        rowMinimum = min(rowMinimum, current[j])
      }
      if rowMinimum > limit { return nil }
      swap(&previous, &current)
    }
    return previous[b.count] <= limit ? previous[b.count] : nil
  }

  static func editDistance<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
