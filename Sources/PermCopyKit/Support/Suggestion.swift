/// "Did you mean …?" for misspelt ids, keys and locale names.
public enum Suggestion {
  /// The candidate closest to `name`, for the command line's own names (subcommands).
  public static func nearest(to name: String, in candidates: [String]) -> String? {
    closest(to: name, in: candidates)
  }

  /// The candidate closest to `name`, if it is close enough to be a likely typo.
  static func closest(to name: String, in candidates: [String]) -> String? {
    let lowered = name.lowercased()
    if let exact = candidates.first(where: { $0.lowercased() == lowered }) { return exact }
    // The same words run together or split differently: `appname`, `app-name`, `app_name`.
    let joined = lowered.filter { $0.isLetter || $0.isNumber }
    if let same = candidates.first(where: {
      $0.lowercased().filter { $0.isLetter || $0.isNumber } == joined
    }) {
      return same
    }
    // Two letters swapped: `chekc` for `check`.
    if lowered.count >= 4,
      let swapped = candidates.first(where: {
        $0.count == lowered.count && $0.lowercased() != lowered
          && $0.lowercased().sorted() == lowered.sorted()
          && zip($0.lowercased(), lowered).filter { $0 != $1 }.count == 2
      })
    {
      return swapped
    }
    // A region-style folder name (zh_TW, zh-CN, en-US, Base) means the locale iOS maps it to;
    // after the swapped letters, so that `zh-Hnat` is zh-Hant, not the zh-Hans a bad script
    // subtag falls back to.
    let resolved = LocaleNames.resolve(name)
    for alias in [resolved.locale, resolved.language]
    where alias != name && candidates.contains(alias) {
      return alias
    }
    // Every word given, in one candidate with more: `cjk-spacing` for `cjk-latin-spacing`
    // (only where one candidate is the nearest: a tie suggests nothing).
    let words = Set(lowered.split { !$0.isLetter && !$0.isNumber }.map(String.init))
    if words.count >= 2 {
      let wider = candidates.filter {
        words.isSubset(of: $0.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init))
      }.sorted { $0.count < $1.count }
      if let first = wider.first, wider.dropFirst().first?.count != first.count { return first }
    }
    // A short word run onto a name of three letters or more, neither with separators:
    // `{{appname}}` for `{{app}}` (spelt as the name is, where case tells two apart).
    let separated = { (text: String) in text.contains { !$0.isLetter && !$0.isNumber } }
    if !separated(name),
      let stem = candidates.filter({
        $0.count >= 3 && !separated($0) && joined.hasPrefix($0.lowercased())
          && (1...4).contains(joined.count - $0.count)
      }).max(by: {
        ($0.count, $0.first?.isLowercase == name.first?.isLowercase ? 1 : 0)
          < ($1.count, $1.first?.isLowercase == name.first?.isLowercase ? 1 : 0)
      })
    {
      return stem
    }
    // Only distances that could be accepted are computed, each stopping early past its bound:
    // `init --from-info-plist` asks this for every unknown key of a file.
    var best: (String, Int)?
    let length = name.count
    for candidate in candidates {
      let shorter = min(length, candidate.count)
      var bound = min(max(1, shorter / 3), shorter - 1)
      if let best { bound = min(bound, best.1 - 1) }
      guard bound >= 0,
        let distance = editDistance(lowered, candidate.lowercased(), atMost: bound)
      else { continue }
      best = (candidate, distance)
    }
    return best?.0
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
    if a.utf8.allSatisfy({ $0 < 0x80 }) && b.utf8.allSatisfy({ $0 < 0x80 }) {
      return editDistance(Array(a.utf8), Array(b.utf8), atMost: limit)
    }
    return editDistance(Array(a), Array(b), atMost: limit)
  }

  static func editDistance<Element: Equatable>(_ a: [Element], _ b: [Element], atMost limit: Int)
    -> Int?
  {
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
