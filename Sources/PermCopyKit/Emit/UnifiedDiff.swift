/// A unified diff of two texts, line by line, as `diff -u` prints it.
enum UnifiedDiff {
  public static func make(
    old: String, new: String, oldName: String, newName: String, context: Int = 3
  ) -> String {
    let a = lines(old)
    let b = lines(new)
    let operations = diff(a, b)
    var out = "--- \(oldName)\n+++ \(newName)\n"
    // Changes closer than two contexts apart share a hunk.
    let changes = operations.indices.filter { operations[$0].kind != .same }
    var groups: [(Int, Int)] = []
    for change in changes {
      if let last = groups.last, change - last.1 - 1 <= context * 2 {
        groups[groups.count - 1].1 = change
      } else {
        groups.append((change, change))
      }
    }
    for (first, last) in groups {
      let hunk = operations[max(0, first - context)..<min(operations.count, last + context + 1)]
      let oldStart = hunk.first?.oldLine ?? 0
      let newStart = hunk.first?.newLine ?? 0
      let oldCount = hunk.filter { $0.kind != .insert }.count
      let newCount = hunk.filter { $0.kind != .delete }.count
      out += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
      for operation in hunk {
        switch operation.kind {
        case .same: out += " \(operation.text)\n"
        case .delete: out += "-\(operation.text)\n"
        case .insert: out += "+\(operation.text)\n"
        }
      }
    }
    return out
  }

  private static func range(_ start: Int, _ count: Int) -> String {
    count == 1 ? "\(start + 1)" : "\(count == 0 ? start : start + 1),\(count)"
  }

  private static func lines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  struct Operation {
    enum Kind { case same, delete, insert }
    let kind: Kind
    let text: String
    /// 0-based line index in the old text where this operation sits.
    let oldLine: Int
    let newLine: Int
  }

  /// Longest-common-subsequence diff; the texts permcopy writes are a few hundred lines.
  static func diff(_ a: [String], _ b: [String]) -> [Operation] {
    let n = a.count
    let m = b.count
    if n * m > 4_000_000 {
      return a.enumerated().map { Operation(kind: .delete, text: $1, oldLine: $0, newLine: 0) }
        + b.enumerated().map { Operation(kind: .insert, text: $1, oldLine: n, newLine: $0) }
    }
    var table = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var operations: [Operation] = []
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n, j < m, a[i] == b[j] {
        operations.append(Operation(kind: .same, text: a[i], oldLine: i, newLine: j))
        i += 1
        j += 1
      } else if i < n, j == m || table[i + 1][j] >= table[i][j + 1] {
        // Deletions before insertions, as diff -u prints a replaced line.
        operations.append(Operation(kind: .delete, text: a[i], oldLine: i, newLine: j))
        i += 1
      } else {
        operations.append(Operation(kind: .insert, text: b[j], oldLine: i, newLine: j))
        j += 1
      }
    }
    return operations
  }
}
