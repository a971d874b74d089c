/// The rows of a tab-separated table in `data/`: `#` comments and the header line skipped, rows
/// with another number of columns ignored.
enum DataTable {
  static func rows(_ file: String, columns: Int) -> [[String]] {
    rows(in: DefaultResources.files["data/\(file)"] ?? "", columns: columns)
  }

  static func rows(in text: String, columns: Int) -> [[String]] {
    var text = text
    // Split on bytes: the tables are read at start-up, where `split` on characters showed.
    return text.withUTF8 { bytes in
      var rows: [[String]] = []
      var sawHeader = false
      var lineStart = 0
      while lineStart < bytes.count {
        var lineEnd = lineStart
        while lineEnd < bytes.count && bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
        defer { lineStart = lineEnd + 1 }
        if lineEnd == lineStart || bytes[lineStart] == UInt8(ascii: "#") { continue }
        if !sawHeader {
          sawHeader = true
          continue
        }
        var fields: [String] = []
        var fieldStart = lineStart
        for offset in lineStart...lineEnd where offset == lineEnd || bytes[offset] == 0x09 {
          fields.append(
            String(
              decoding: UnsafeBufferPointer(rebasing: bytes[fieldStart..<offset]), as: UTF8.self))
          fieldStart = offset + 1
        }
        if fields.count == columns { rows.append(fields) }
      }
      return rows
    }
  }
}
