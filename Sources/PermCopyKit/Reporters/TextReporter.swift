@preconcurrency import Rainbow

/// For people: findings grouped by file, the offending text with the span marked under it.
public struct TextReporter: Reporter {
  public static let name = "text"

  /// Findings under file names, ending with the count line.
  public static func wrote(_ text: String) -> Bool {
    text.split(separator: "\n").last.map {
      $0.contains(" error") && $0.contains(" warning") && $0.contains(" text")
    } ?? false
  }
  let color: Bool
  /// The closing count of errors and warnings (off for `--quiet`).
  let summary: Bool

  public init(color: Bool) { self.init(color: color, summary: true) }

  public init(color: Bool, summary: Bool) {
    self.color = color
    self.summary = summary
  }

  func paint(_ text: String, _ style: (String) -> String) -> String {
    color ? style(text) : text
  }

  public func report(_ result: CheckResult) -> String {
    if color {
      Rainbow.enabled = true
      Rainbow.outputTarget = .console
    }
    var out = ""
    let byFile = Dictionary(grouping: result.diagnostics, by: \.location.file)
    for file in byFile.keys.sorted() {
      out += paint(file, { $0.underline }) + "\n"
      for diagnostic in byFile[file]! {
        let position = "\(diagnostic.location.line):\(diagnostic.location.column)"
        let severity = diagnostic.severity.rawValue
        let padded = TextSpans.padded(severity, to: 7)
        out += "  " + TextSpans.padded(position, to: 7) + " "
        out += paint(
          padded,
          diagnostic.severity == .error
            ? { $0.red.bold } : diagnostic.severity == .warning ? { $0.yellow.bold } : { $0.cyan })
        out += " " + diagnostic.message + "  " + paint(diagnostic.rule, { $0.dim }) + "\n"
        if let unit = diagnostic.unit { out += excerpt(unit, span: diagnostic.span) }
        if !diagnostic.related.isEmpty {
          out +=
            "        " + paint("also at " + Self.places(diagnostic.related, in: file), { $0.dim })
            + "\n"
        }
      }
      out += "\n"
    }
    guard summary else { return out }
    let errors = result.errorCount
    let warnings = result.warningCount
    let texts = result.textCount
    out +=
      "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
    let notes = result.noteCount
    if notes > 0 { out += ", \(notes) note\(notes == 1 ? "" : "s")" }
    out +=
      " in \(texts) text\(texts == 1 ? "" : "s") from \(result.files.count) file\(result.files.count == 1 ? "" : "s")"
    out += result.settingsFile.map { "; settings: \($0)\n" } ?? "\n"
    return out
  }

  /// The text on one line (line breaks shown as ⏎), and a marker line under the span,
  /// aligned by display width so Chinese and emoji line up.
  func excerpt(_ unit: CheckUnit, span: Range<Int>?) -> String {
    // Each character as it is printed: line breaks and tabs as ⏎ and ⇥, control characters
    // and bidirectional marks as \u{…}, so the excerpt can never reorder the terminal line.
    // Before, within and after the span, in one pass (arrays of characters joined three times
    // were most of a report's time).
    var parts = ["", "", ""]
    var count = 0
    for character in unit.text {
      let part = span.map { count < $0.lowerBound ? 0 : count < $0.upperBound ? 1 : 2 } ?? 0
      parts[part] +=
        character == "\n"
        ? "⏎" : character == "\t" ? "⇥" : HiddenCharacters.escaped(String(character))
      count += 1
    }
    let label = "\(unit.locale) \(unit.key): "
    var line = "        " + paint(label, { $0.dim })
    guard let span, span.lowerBound <= count else { return line + parts.joined() + "\n" }
    let (before, marked) = (parts[0], parts[1])
    line += before + paint(marked, { $0.red.underline }) + parts[2] + "\n"
    let indent = 8 + DisplayWidth.columns(label) + DisplayWidth.columns(before)
    let width = max(1, DisplayWidth.columns(marked))
    return line + TextSpans.repeated(0x20, count: indent)
      + paint(TextSpans.repeated(UInt8(ascii: "^"), count: width), { $0.red }) + "\n"
  }

  /// `9:40, 10:41` in the diagnostic's own file, `FILE:LINE:COLUMN` elsewhere.
  /// The related places as a line names them: the first few, then "and N more" (every one is
  /// in the JSON and SARIF reports).
  static func places(_ locations: [SourceLocation], in file: String, shown: Int = 5) -> String {
    // "and 1 more" would be no shorter than the place itself.
    let count = locations.count > shown + 1 ? shown : locations.count
    let named = locations.prefix(count).map {
      ($0.file == file ? "" : $0.file + ":") + "\($0.line):\($0.column)"
    }.joined(separator: ", ")
    return count < locations.count ? named + " and \(locations.count - count) more" : named
  }
}
