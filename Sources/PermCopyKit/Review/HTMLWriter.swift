/// Builds the review page's markup. Every text goes through `escape`, so nothing from an app's
/// copy or a file name can open a tag or end an attribute.
struct HTMLWriter {
  private(set) var html = ""

  /// `&`, `<`, `>`, `"` and `'` as references; the C0 controls other than tab and line feed
  /// (which HTML cannot carry as text) as their visible Control Pictures, so a stray one in a
  /// purpose string is seen rather than dropped.
  static func escape(_ text: String) -> String {
    var out = ""
    out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      if let reference = XMLText.reference(scalar) {
        out += reference
        continue
      }
      switch scalar {
      case "'": out += "&#39;"
      case "\t", "\n": out.unicodeScalars.append(scalar)
      case "\u{0}"..."\u{1F}":
        out.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}")
      case "\u{7F}": out += "\u{2421}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// An attribute list; a nil value leaves the attribute out, an empty one writes it bare.
  static func attributes(_ attributes: [(String, String?)]) -> String {
    var out = ""
    for (name, value) in attributes {
      guard let value else { continue }
      out += value.isEmpty ? " \(name)" : " \(name)=\"\(escape(value))\""
    }
    return out
  }

  mutating func open(_ tag: String, _ attributes: [(String, String?)] = []) {
    html += "<\(tag)\(Self.attributes(attributes))>"
  }

  mutating func close(_ tag: String) { html += "</\(tag)>" }

  /// A void element (`meta`, `input`).
  mutating func void(_ tag: String, _ attributes: [(String, String?)] = []) {
    html += "<\(tag)\(Self.attributes(attributes))>"
  }

  /// An element holding plain text.
  mutating func element(_ tag: String, _ attributes: [(String, String?)] = [], text: String) {
    open(tag, attributes)
    html += Self.escape(text)
    close(tag)
  }

  /// Markup made by this writer or another one (an escaped, marked text).
  mutating func markup(_ fragment: String) { html += fragment }

  mutating func text(_ text: String) { html += Self.escape(text) }

  /// A line break between blocks, so that the page's source reads (and diffs) line by line.
  mutating func newline() { html += "\n" }
}
