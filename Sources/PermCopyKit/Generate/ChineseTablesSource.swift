/// `Sources/CChineseTables/ChineseTables.c`: the pinned OpenCC tables of `data/opencc/` as C
/// strings, so the converter parses nothing at start-up and ships inside the binary.
enum ChineseTablesSource {
  static let folder = "data/opencc/"

  /// The dictionaries (`*.txt`) and configurations (`*.json`) among the knowledge files.
  static func tables(_ files: [String: String]) -> [(name: String, text: String)] {
    files.compactMap { path, text -> (String, String)? in
      guard path.hasPrefix(folder) else { return nil }
      let name = String(path.dropFirst(folder.count))
      if name.hasSuffix(".txt") { return (name, sortedEntries(text)) }
      if name.hasSuffix(".json") { return (name, text) }
      return nil
    }.sorted { $0.0 < $1.0 }
  }

  /// "key\tvalue\n" per entry with the key's first value, sorted by the key's UTF-8 bytes (the
  /// order the converter's binary search assumes).
  static func sortedEntries(_ text: String) -> String {
    var entries: [(key: [UInt8], line: String)] = []
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: "\t", maxSplits: 1)
      guard fields.count == 2, let value = fields[1].split(separator: " ").first else { continue }
      entries.append((Array(fields[0].utf8), "\(fields[0])\t\(value)\n"))
    }
    entries.sort { $0.key.lexicographicallyPrecedes($1.key) }
    return entries.map(\.line).joined()
  }

  /// A C string literal of the text, one line of source per line of text (a last line without
  /// a line end keeps none, so the literal's length is the text's).
  static func literal(_ text: String) -> String {
    var lines: [String] = []
    let all = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, line) in all.enumerated() {
      let last = index == all.count - 1
      if last && line.isEmpty { break }
      var escaped = ""
      for scalar in line.unicodeScalars {
        switch scalar {
        case "\\": escaped += "\\\\"
        case "\"": escaped += "\\\""
        case "\t": escaped += "\\t"
        case "?": escaped += "\\?"
        default: escaped.unicodeScalars.append(scalar)
        }
      }
      lines.append("  \"\(escaped)\(last ? "" : "\\n")\"")
    }
    return lines.isEmpty ? "  \"\"" : lines.joined(separator: "\n")
  }

  static func text(_ tables: [(name: String, text: String)]) -> String {
    var out = """
      // Generated from data/opencc/ (scripts/opencc-tables) by permcopy-generate. Do not edit:
      // change the pinned version in scripts/opencc-tables and run both.
      #include "ChineseTables.h"

      """
    var entries: [String] = []
    for (index, table) in tables.enumerated() {
      out += "\n// \(table.name)\nstatic const char table\(index)[] =\n\(literal(table.text));\n"
      entries.append("  {\"\(table.name)\", table\(index), \(table.text.utf8.count)},")
    }
    out += """

      static const PermCopyChineseTable tables[\(entries.count)] = {
      \(entries.joined(separator: "\n"))
      };

      const PermCopyChineseTable *permcopy_chinese_tables(int32_t *count) {
        *count = \(entries.count);
        return tables;
      }

      """
    return out
  }
}
