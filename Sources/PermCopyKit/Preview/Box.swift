/// A box drawn with line characters, every line exactly `width` display columns wide.
struct Box {
  public enum Alignment {
    case leading
    case center
  }

  public enum Row {
    /// Text, wrapped to the inner width.
    case text(String, Alignment, style: TextStyle = .plain)
    /// Text already laid out as one line (its width must fit).
    case line(String, style: TextStyle = .plain)
    case blank
    case divider
    /// Buttons side by side, separated by vertical lines.
    case buttons([String])
    /// A numbered item with a hanging indent: "1. Tap …", continuation lines under the text.
    case item(String, String)
  }

  public enum TextStyle {
    case plain
    case bold
    case dim
    case button
  }

  public let width: Int
  public var rows: [Row] = []

  public init(width: Int) { self.width = max(width, 12) }

  var inner: Int { width - 4 }

  /// The box's lines; `paint` colours a piece of text (identity when colour is off).
  public func lines(paint: (String, TextStyle) -> String = { text, _ in text }) -> [String] {
    var out = ["╭" + String(repeating: "─", count: width - 2) + "╮"]
    for (index, row) in rows.enumerated() {
      switch row {
      case .text(let text, let alignment, let style):
        for line in LineBreaker.wrap(text, width: inner) {
          out.append(framed(line, alignment, style, paint))
        }
      case .line(let line, let style):
        out.append(framed(line, .leading, style, paint))
      case .blank:
        out.append("│" + String(repeating: " ", count: width - 2) + "│")
      case .divider:
        let below = index + 1 < rows.count ? rows[index + 1] : nil
        if case .buttons(let labels)? = below, labels.count > 1 {
          out.append("├" + segments(labels.count, joint: "┬") + "┤")
        } else {
          out.append("├" + String(repeating: "─", count: width - 2) + "┤")
        }
      case .buttons(let labels):
        out.append(buttonRow(labels, paint))
      case .item(let marker, let text):
        let indent = DisplayWidth.columns(marker) + 1
        for (number, line) in LineBreaker.wrap(text, width: inner - indent).enumerated() {
          let prefix = number == 0 ? marker + " " : String(repeating: " ", count: indent)
          out.append(framed(prefix + line, .leading, .plain, paint))
        }
      }
    }
    let last = rows.last
    if case .buttons(let labels)? = last, labels.count > 1 {
      out.append("╰" + segments(labels.count, joint: "┴") + "╯")
    } else {
      out.append("╰" + String(repeating: "─", count: width - 2) + "╯")
    }
    return out
  }

  /// Cell widths for `count` buttons sharing the inside of the box (with the lines between).
  func cells(_ count: Int) -> [Int] {
    let available = width - 2 - (count - 1)
    return (0..<count).map { available / count + ($0 < available % count ? 1 : 0) }
  }

  func segments(_ count: Int, joint: String) -> String {
    cells(count).map { String(repeating: "─", count: $0) }.joined(separator: joint)
  }

  func buttonRow(_ labels: [String], _ paint: (String, TextStyle) -> String) -> String {
    let cells = cells(labels.count)
    let parts = zip(labels, cells).map { label, cell in
      let fitted = Self.fit(label, cell - 2)
      let padding = cell - DisplayWidth.columns(fitted)
      let left = padding / 2
      return String(repeating: " ", count: left) + paint(fitted, .button)
        + String(repeating: " ", count: padding - left)
    }
    return "│" + parts.joined(separator: "│") + "│"
  }

  func framed(
    _ line: String, _ alignment: Alignment, _ style: TextStyle,
    _ paint: (String, TextStyle) -> String
  ) -> String {
    let fitted = Self.fit(line, inner)
    let padding = inner - DisplayWidth.columns(fitted)
    let left = alignment == .center ? padding / 2 : 0
    return "│ " + String(repeating: " ", count: left) + paint(fitted, style)
      + String(repeating: " ", count: padding - left) + " │"
  }

  /// The text cut to `width` columns at a grapheme boundary, with "…" when cut.
  static func fit(_ text: String, _ width: Int) -> String {
    guard DisplayWidth.columns(text) > width else { return text }
    var out = ""
    var used = 0
    for character in text {
      let columns = DisplayWidth.columns(character)
      if used + columns > width - 1 { break }
      out.append(character)
      used += columns
    }
    return out + "…"
  }
}
