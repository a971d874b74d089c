/// The rows of a tab-separated table in `data/`: `#` comments and the header line skipped, rows
/// with another number of columns ignored.
enum DataTable {
  static func rows(_ file: String, columns: Int) -> [[String]] {
    let text = DefaultResources.files["data/\(file)"] ?? ""
    var lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
    if !lines.isEmpty { lines.removeFirst() }  // the header
    return lines.compactMap { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      return fields.count == columns ? fields : nil
    }
  }
}
