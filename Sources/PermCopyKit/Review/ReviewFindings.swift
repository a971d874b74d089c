/// The findings of `check` as the review page shows them: numbered once in the order check
/// reports them, found again beside each text they concern, and counted for the summary.
struct ReviewFindings {
  struct Numbered {
    let number: Int
    let diagnostic: Diagnostic
  }

  let all: [Numbered]
  /// Findings about a text, by "locale key".
  private let byText: [String: [Numbered]]

  init(_ diagnostics: [Diagnostic]) {
    all = diagnostics.enumerated().map { Numbered(number: $0.offset + 1, diagnostic: $0.element) }
    var byText: [String: [Numbered]] = [:]
    for finding in all {
      guard let unit = finding.diagnostic.unit else { continue }
      byText["\(unit.locale) \(unit.key)", default: []].append(finding)
    }
    self.byText = byText
  }

  /// The findings about this text: its own key's, and, for an older era's text that reads as
  /// the newest one does (check looks at that text once, under the newest key), those of
  /// `alsoKey`. `file` narrows an app's texts to the table they were read from.
  func about(
    text: String, locale: String?, key: String, alsoKey: String? = nil, file: String? = nil
  ) -> [Numbered] {
    ([key] + (alsoKey.map { [$0] } ?? [])).flatMap { key in
      // Without a locale (an app's Info.plist value, which check names by the source locale
      // it settles on), the file and key find the text.
      let candidates =
        locale.map { byText["\($0) \(key)"] ?? [] }
        ?? all.filter { $0.diagnostic.unit?.key == key }
      return candidates.filter {
        $0.diagnostic.unit?.text == text && (file == nil || $0.diagnostic.unit?.file == file)
      }
    }
  }

  /// The text as HTML with each finding's span in a `<mark>`: the rule and message in its
  /// title, the finding's number shown after it. Overlapping spans are cut at every boundary,
  /// so each piece names every finding covering it; a finding without a span covers the text.
  static func marked(_ text: String, _ findings: [Numbered]) -> String {
    guard !findings.isEmpty else { return HTMLWriter.escape(text) }
    let characters = Array(text)
    let spans = findings.map { finding -> (Range<Int>, Numbered) in
      let span = finding.diagnostic.span ?? 0..<characters.count
      let lower = min(max(span.lowerBound, 0), characters.count)
      let upper = min(max(span.upperBound, lower), characters.count)
      // An empty span (a missing mark at a place) covers the character before it, if any.
      if lower == upper {
        return (max(lower - 1, 0)..<min(max(upper, 1), characters.count), finding)
      }
      return (lower..<upper, finding)
    }
    var cuts = Set([0, characters.count])
    for (span, _) in spans {
      cuts.insert(span.lowerBound)
      cuts.insert(span.upperBound)
    }
    let points = cuts.sorted()
    var out = ""
    for (start, end) in zip(points, points.dropFirst()) where start < end {
      let piece = HTMLWriter.escape(String(characters[start..<end]))
      let covering = spans.filter { $0.0.contains(start) }.map(\.1)
      guard !covering.isEmpty else {
        out += piece
        continue
      }
      let isError = covering.contains { $0.diagnostic.severity == .error }
      // The number is shown once, after the piece where the finding's span ends.
      let ending = covering.filter { finding in
        spans.first { $0.1.number == finding.number }?.0.upperBound == end
      }
      out +=
        "<mark"
        + HTMLWriter.attributes([
          ("class", isError ? "error" : "warning"),
          ("title", covering.map(Self.title).joined(separator: "\n")),
          ("data-ref", ending.isEmpty ? nil : ending.map { "\($0.number)" }.joined(separator: ",")),
        ]) + ">" + piece + "</mark>"
    }
    return out
  }

  static func title(_ finding: Numbered) -> String {
    "\(finding.number). \(finding.diagnostic.severity.rawValue) \(finding.diagnostic.rule): "
      + finding.diagnostic.message
  }

  /// Findings per rule and locale ("" for findings about no text), and per locale and severity.
  struct Counts {
    var byRule: [String: [String: Int]] = [:]
    var severities: [String: Set<String>] = [:]
    var errors: [String: Int] = [:]
    var warnings: [String: Int] = [:]
  }

  var counts: Counts {
    var counts = Counts()
    for finding in all {
      let diagnostic = finding.diagnostic
      let locale = diagnostic.unit?.locale ?? ""
      counts.byRule[diagnostic.rule, default: [:]][locale, default: 0] += 1
      counts.severities[diagnostic.rule, default: []].insert(diagnostic.severity.rawValue)
      if diagnostic.severity == .error {
        counts.errors[locale, default: 0] += 1
      } else if diagnostic.severity == .warning {
        counts.warnings[locale, default: 0] += 1
      }
    }
    return counts
  }
}
