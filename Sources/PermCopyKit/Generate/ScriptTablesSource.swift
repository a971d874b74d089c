import Foundation

/// `Generated/ScriptTables.swift` from `data/script-pairs.txt`: the characters of one Chinese
/// script only, each with its form in the other. The pairs file itself is derived from ICU's
/// Hans-Hant transform (through Foundation) and the Big5 and GB2312 repertoires (Python's
/// standard codecs, as ICU's GB2312 table round-trips some Traditional characters) by
/// `permcopy-generate --derive-script-pairs`.
enum ScriptTablesSource {
  static let ranges: [ClosedRange<UInt32>] = [0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF]

  /// Code points the named Python codec can encode, within `ranges`.
  static func repertoire(_ codec: String) throws -> Set<UInt32> {
    let bounds = ranges.map { "(\($0.lowerBound), \($0.upperBound))" }.joined(separator: ", ")
    let script = """
      import sys
      for low, high in [\(bounds)]:
          for value in range(low, high + 1):
              try:
                  chr(value).encode("\(codec)")
                  sys.stdout.write(f"{value}\\n")
              except UnicodeEncodeError:
                  pass
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return Set(output.split(separator: "\n").compactMap { UInt32($0) })
  }

  /// The tables: each offending character followed by its form in the other script.
  static func derive() throws -> (simplified: String, traditional: String) {
    let big5 = try repertoire("big5")
    let gb2312 = try repertoire("gb2312")
    guard big5.count > 13_000 && gb2312.count > 6_700 else {
      throw InputError("python3's big5 and gb2312 codecs gave too few characters", at: nil)
    }
    var simplified = ""
    var traditional = ""
    for range in ranges {
      for value in range {
        guard let scalar = Unicode.Scalar(value), scalar.properties.isIdeographic else { continue }
        let single = String(scalar)
        let hant = single.applyingTransform(StringTransform("Hans-Hant"), reverse: false) ?? single
        let hans = single.applyingTransform(StringTransform("Hant-Hans"), reverse: false) ?? single
        if hant != single && !big5.contains(value), hant.unicodeScalars.count == 1 {
          simplified += single + hant
        }
        if hans != single && !gb2312.contains(value), hans.unicodeScalars.count == 1 {
          traditional += single + hans
        }
      }
    }
    return (simplified, traditional)
  }

  /// `data/script-pairs.txt`: a comment, then the Simplified-only pairs on one line and the
  /// Traditional-only pairs on the next.
  static func pairsFile(_ tables: (simplified: String, traditional: String)) -> String {
    "# Derived from ICU's Hans-Hant transform and Python's big5 and gb2312 codecs by\n"
      + "# `swift run permcopy-generate --derive-script-pairs`. Line 3: Simplified-only characters,\n"
      + "# each followed by its Traditional form; line 4: Traditional-only, each with its Simplified.\n"
      + tables.simplified + "\n" + tables.traditional + "\n"
  }

  static func pairs(_ file: String) throws -> (simplified: String, traditional: String) {
    let lines = file.split(separator: "\n", omittingEmptySubsequences: false).filter {
      !$0.hasPrefix("#")
    }
    guard lines.count >= 2 else {
      throw InputError("data/script-pairs.txt needs two lines of pairs", at: nil)
    }
    return (String(lines[0]), String(lines[1]))
  }

  static func text(_ tables: (simplified: String, traditional: String)) -> String {
    // Lines joined by a backslash: the literal holds no line breaks to strip at run time.
    func literal(_ text: String) -> String {
      stride(from: 0, to: text.count, by: 40).map { start -> String in
        let begin = text.index(text.startIndex, offsetBy: start)
        let end = text.index(begin, offsetBy: min(40, text.count - start))
        return "    " + String(text[begin..<end])
      }.joined(separator: "\\\n")
    }
    /// Numbers as an array literal, eight to a line.
    func numbers(_ values: [UInt64], digits: Int) -> String {
      stride(from: 0, to: values.count, by: 8).map { start in
        "    "
          + values[start..<min(values.count, start + 8)].map { value in
            let hex = String(value, radix: 16)
            return "0x" + String(repeating: "0", count: max(0, digits - hex.count)) + hex
          }.joined(separator: ", ") + ","
      }.joined(separator: "\n")
    }
    /// One bit per code point from U+3400 to U+FAFF for the first character of each pair.
    func bitmap(_ table: String) -> [UInt64] {
      var words = [UInt64](repeating: 0, count: (0xFB00 - 0x3400) / 64 + 1)
      for (index, scalar) in table.unicodeScalars.enumerated() where index % 2 == 0 {
        let offset = Int(scalar.value) - 0x3400
        words[offset >> 6] |= 1 << UInt64(offset & 63)
      }
      return words
    }
    func pairs(_ table: String) -> [UInt64] { table.unicodeScalars.map { UInt64($0.value) } }
    return """
      // swift-format-ignore-file
      // Generated from data/script-pairs.txt (ICU's Hans-Hant transform and the Big5 and GB2312
      // charsets) by permcopy-generate. Do not edit: run `swift run permcopy-generate`.
      // Pairs: each character of one script only, then its form in the other script.
      enum ScriptTables {
        static let simplifiedOnly = \"\"\"
      \(literal(tables.simplified))
          \"\"\"
        static let traditionalOnly = \"\"\"
      \(literal(tables.traditional))
          \"\"\"

        // The same tables as the program reads them, with no work at start-up: a bitmap of the
        // first characters (bit n: U+3400 + n), and the pairs as code points in code point order.
        static let simplifiedOnlyBits: [UInt64] = [
      \(numbers(bitmap(tables.simplified), digits: 16))
        ]
        static let traditionalOnlyBits: [UInt64] = [
      \(numbers(bitmap(tables.traditional), digits: 16))
        ]
        static let simplifiedOnlyPairs: [UInt32] = [
      \(numbers(pairs(tables.simplified), digits: 4))
        ]
        static let traditionalOnlyPairs: [UInt32] = [
      \(numbers(pairs(tables.traditional), digits: 4))
        ]
      }

      """
  }
}
