/// `permcopy preview --html`: one self-contained HTML page for the people who sign copy off
/// (product, legal, translators, design). For each permission and feature, each locale side by
/// side: the system alert as iOS draws it, the app's primer, guide, alert and notice, the
/// restricted and limited variants, and the way back through Settings in every era the app
/// supports; check's findings marked in the text; a summary and contents at the top. The page
/// needs no script and no network, and the same model always gives the same bytes.
enum ReviewPage {
  /// The page of a permcopy project, from its model (review states of permcopy.lock decided)
  /// and the findings of its check.
  public static func html(project model: ProjectModel, diagnostics: [Diagnostic]) -> String {
    var page = ProjectPage(model: model, findings: ReviewFindings(diagnostics))
    return page.document()
  }

  /// The page of an app's files, from the model `check PATH…` reads and its findings: the
  /// purpose strings per locale in their system alerts. `inputs` are the paths as given.
  public static func html(app: AppModel, diagnostics: [Diagnostic], inputs: [String]) -> String {
    var page = AppPage(app: app, inputs: inputs, findings: ReviewFindings(diagnostics))
    return page.document()
  }

  /// The file name written in the output folder.
  public static let fileName = "index.html"

  /// The `lang` of a card: permcopy's zh-Hant is Taiwan usage (its locale data says so), and
  /// zh-HK is Traditional Chinese as Hong Kong writes it; the tag picks the glyphs and the
  /// font (PingFang TC, Noto Sans CJK TC) of that script.
  static func languageTag(_ locale: String) -> String {
    switch locale {
    case "zh-Hant": return "zh-Hant-TW"
    case "zh-HK": return "zh-Hant-HK"
    default: return locale.replacingOccurrences(of: "_", with: "-")
    }
  }

  /// An id for an anchor: letters, digits and `-` only.
  static func anchor(_ parts: String...) -> String {
    parts.map { part in
      String(
        part.unicodeScalars.map { scalar -> Character in
          switch scalar {
          case "a"..."z", "A"..."Z", "0"..."9", "-": return Character(scalar)
          default: return "_"
          }
        })
    }.joined(separator: "--")
  }

  /// The stylesheet, from `data/review-page.css` (compiled in).
  static var stylesheet: String { DefaultResources.files["data/review-page.css"] ?? "" }

  /// Words for the review states a reviewer still has to act on.
  static func describe(_ state: ReviewState) -> String {
    switch state {
    case .reviewed: return "reviewed"
    case .stale: return "stale: translated from a source text that has changed since"
    case .machineDraft: return "machine draft: nobody has accepted it yet"
    case .needsReview: return "marked as needing review in the String Catalog"
    case .machineTranslated: return "machine-translated (String Catalog)"
    case .new: return "not translated yet"
    }
  }

  /// The first iOS version whose alert a page draws: the deployment target, or the key's first
  /// iOS where that is later (a tracking alert is not "iOS 12 and later").
  static func firstAlertVersion(of permission: Permission, target: OSVersion) -> OSVersion {
    max(target, permission.introduced ?? target)
  }

  /// Consecutive iOS versions whose system alert reads the same, with their range's label:
  /// "iOS 16", "iOS 14–15", "iOS 17 and later".
  static func alertsByVersion(from first: OSVersion, _ alert: (OSVersion) -> SystemAlert)
    -> [(label: String, alert: SystemAlert, version: OSVersion)]
  {
    let newest = max(SettingsEra.newest.firstMajor, first.major)
    var groups: [(first: Int, last: Int, alert: SystemAlert)] = []
    for major in first.major...newest {
      let version = major == first.major ? first : OSVersion(major)
      let shown = alert(version)
      if let last = groups.last, last.alert == shown {
        groups[groups.count - 1].last = major
      } else {
        groups.append((major, major, shown))
      }
    }
    return groups.enumerated().map { index, group in
      let label =
        index == groups.count - 1
        ? "iOS \(group.first) and later"
        : group.first == group.last ? "iOS \(group.first)" : "iOS \(group.first)–\(group.last)"
      return (label, group.alert, OSVersion(group.first))
    }
  }
}

/// What both pages share: the document around the sections, the summary's tables, the cards'
/// parts, and the findings beside each text.
struct PageParts {
  var out = HTMLWriter()
  let findings: ReviewFindings
  /// Numbers of the findings shown beside a text somewhere on the page.
  var placed: Set<Int> = []
  /// The findings placed in the locale column being written, for its list.
  var columnFindings: [ReviewFindings.Numbered] = []

  init(findings: ReviewFindings) { self.findings = findings }

  mutating func head(title: String) {
    out.markup("<!DOCTYPE html>\n")
    out.markup(
      "<!-- \(GeneratedFile.marker) (permcopy preview --html). Do not edit: run it again. -->\n")
    out.open("html", [("lang", "en")])
    out.newline()
    out.open("head")
    out.newline()
    out.void("meta", [("charset", "utf-8")])
    out.newline()
    out.void("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")])
    out.newline()
    out.void("meta", [("name", "color-scheme"), ("content", "light dark")])
    out.newline()
    out.void("meta", [("name", "generator"), ("content", "permcopy \(ToolVersion.current)")])
    out.newline()
    out.element("title", text: title)
    out.newline()
    out.open("style")
    out.newline()
    // The stylesheet is permcopy's own file, not the app's text: written as it is.
    out.markup(ReviewPage.stylesheet)
    out.close("style")
    out.newline()
    out.close("head")
    out.newline()
    out.open("body")
    out.newline()
    // A light / dark choice without script: the radios come before the page, which their
    // `:checked ~ .page` selectors restyle.
    for (choice, checked) in [("system", true), ("light", false), ("dark", false)] {
      out.void(
        "input",
        [
          ("type", "radio"), ("name", "appearance"), ("id", "appearance-\(choice)"),
          ("class", "appearance"), ("checked", checked ? "" : nil),
          ("aria-label", "Appearance: \(choice)"),
        ])
      out.newline()
    }
    out.open("div", [("class", "page")])
    out.newline()
  }

  mutating func header(title: String, lines: [String]) {
    out.open("header", [("class", "top")])
    out.element("h1", text: title)
    out.newline()
    for line in lines {
      out.element("p", text: line)
      out.newline()
    }
    out.open("p", [("class", "appearance-switch")])
    out.text("Appearance: ")
    for (choice, label) in [("system", "as the system"), ("light", "light"), ("dark", "dark")] {
      out.element("label", [("for", "appearance-\(choice)")], text: label)
      out.text(" ")
    }
    out.close("p")
    out.newline()
    out.close("header")
    out.newline()
  }

  /// Counts per locale, per rule and locale, and the texts a reviewer still has to read.
  mutating func summary(
    locales: [String], texts: [String: Int], reviews: [(label: String, link: String, state: String)]
  ) {
    let counts = findings.counts
    out.open("section", [("id", "summary"), ("class", "summary")])
    out.element("h2", text: "Summary")
    out.newline()
    let errors = counts.errors.values.reduce(0, +)
    let warnings = counts.warnings.values.reduce(0, +)
    out.element(
      "p",
      [
        ("class", errors > 0 ? "verdict error" : warnings > 0 ? "verdict warning" : "verdict clean")
      ],
      text: errors + warnings == 0
        ? "check finds nothing wrong in this copy."
        : "check finds \(errors) error\(errors == 1 ? "" : "s") and \(warnings) warning"
          + "\(warnings == 1 ? "" : "s"); each is marked in the text it concerns and listed "
          + "under its locale.")
    out.newline()
    let columns = locales + (counts.byRule.values.contains { $0[""] != nil } ? [""] : [])
    out.open("div", [("class", "table-wrap")])
    out.open("table", [("class", "counts")])
    out.element("caption", text: "Texts and findings per locale")
    out.open("thead")
    out.open("tr")
    out.element("th", [("scope", "col")], text: "")
    for locale in columns {
      out.element("th", [("scope", "col")], text: locale.isEmpty ? "no locale" : locale)
    }
    out.element("th", [("scope", "col")], text: "total")
    out.close("tr")
    out.close("thead")
    out.newline()
    out.open("tbody")
    func row(_ label: String, _ values: (String) -> Int, class name: String? = nil) {
      out.open("tr", [("class", name)])
      out.element("th", [("scope", "row")], text: label)
      var total = 0
      for locale in columns {
        let value = values(locale)
        total += value
        out.element("td", [("class", value > 0 ? "some" : "none")], text: "\(value)")
      }
      out.element("td", text: "\(total)")
      out.close("tr")
      out.newline()
    }
    row("texts shown", { texts[$0] ?? 0 })
    row("errors", { counts.errors[$0] ?? 0 }, class: "errors")
    row("warnings", { counts.warnings[$0] ?? 0 }, class: "warnings")
    for rule in counts.byRule.keys.sorted() {
      let severity = (counts.severities[rule] ?? []).sorted().joined(separator: ", ")
      row("\(rule) (\(severity))", { counts.byRule[rule]?[$0] ?? 0 }, class: "rule")
    }
    row(
      "need a reviewer", { locale in reviews.filter { $0.label.hasSuffix(" · \(locale)") }.count })
    out.close("tbody")
    out.close("table")
    out.close("div")
    out.newline()
    out.element("h3", text: "Texts that still need a reviewer")
    out.newline()
    if reviews.isEmpty {
      out.element("p", text: "None: every translation is reviewed and up to date with its source.")
    } else {
      out.open("ul", [("class", "reviews")])
      for review in reviews {
        out.open("li")
        out.element("a", [("href", "#" + review.link)], text: review.label)
        out.text(": \(review.state)")
        out.close("li")
        out.newline()
      }
      out.close("ul")
    }
    out.newline()
    out.close("section")
    out.newline()
  }

  /// The table of contents: a row per section, a link per locale with its findings' count.
  mutating func contents(
    locales: [String],
    rows: [(title: String, link: String, cells: [String: (link: String, count: Int, review: Bool)])]
  ) {
    out.open("nav", [("id", "contents"), ("class", "contents")])
    out.element("h2", text: "Contents")
    out.newline()
    out.open("div", [("class", "table-wrap")])
    out.open("table")
    out.open("thead")
    out.open("tr")
    out.element("th", [("scope", "col")], text: "")
    for locale in locales { out.element("th", [("scope", "col")], text: locale) }
    out.close("tr")
    out.close("thead")
    out.open("tbody")
    out.newline()
    for row in rows {
      out.open("tr")
      out.open("th", [("scope", "row")])
      out.element("a", [("href", "#" + row.link)], text: row.title)
      out.close("th")
      for locale in locales {
        out.open("td")
        if let cell = row.cells[locale] {
          out.element("a", [("href", "#" + cell.link)], text: locale)
          if cell.count > 0 {
            out.element(
              "span", [("class", "badge"), ("title", "findings")],
              text: "\(cell.count) finding\(cell.count == 1 ? "" : "s")")
          }
          if cell.review {
            out.element("span", [("class", "badge review")], text: "needs review")
          }
        }
        out.close("td")
      }
      out.close("tr")
      out.newline()
    }
    out.close("tbody")
    out.close("table")
    out.close("div")
    out.close("nav")
    out.newline()
  }

  /// A text of the app's copy, with its findings marked; `data-key` names the entry it is in
  /// the built files (InfoPlist.strings, PermissionGuide.strings).
  mutating func copy(
    _ tag: String, class name: String, text: String, key: String?, locale: String?,
    alsoKey: String? = nil, file: String? = nil
  ) {
    let found =
      key.map { findings.about(text: text, locale: locale, key: $0, alsoKey: alsoKey, file: file) }
      ?? []
    for finding in found where !columnFindings.contains(where: { $0.number == finding.number }) {
      columnFindings.append(finding)
    }
    for finding in found { placed.insert(finding.number) }
    out.open(tag, [("class", "copy " + name), ("data-key", key)])
    out.markup(ReviewFindings.marked(text, found))
    out.close(tag)
  }

  mutating func copy(_ tag: String, class name: String, unit: CopyUnit) {
    copy(
      tag, class: name, text: unit.text, key: unit.infoPlistKey ?? unit.guideKey,
      locale: unit.locale, alsoKey: Self.newestKey(unit))
  }

  /// An older era's text is checked under the newest era's key when it reads the same.
  static func newestKey(_ unit: CopyUnit) -> String? {
    guard let era = unit.era, era != .newest else { return nil }
    return CopyUnit(
      permission: unit.permission, locale: unit.locale, field: unit.field, era: nil,
      text: unit.text, origin: unit.origin, feature: unit.feature, missing: unit.missing
    ).guideKey
  }

  mutating func openCard(_ label: String, class name: String = "") {
    out.open("figure", [("class", "card " + name)])
    out.element("figcaption", [("lang", "en")], text: label)
  }

  mutating func closeCard() {
    out.close("figure")
    out.newline()
  }

  /// The system alert: iOS's title and buttons around the app's purpose string.
  mutating func systemAlert(
    _ alert: SystemAlert, label: String, message: (inout PageParts) -> Void
  ) {
    openCard("\(alert.isSheet ? "Health sheet" : "System alert") · \(label)", class: "system")
    out.open("div", [("class", "alert")])
    out.open("div", [("class", "alert-text")])
    out.element("p", [("class", "title system-text")], text: alert.title)
    message(&self)
    out.close("div")
    systemButtons(alert.buttons)
    out.close("div")
    closeCard()
  }

  /// iOS lays two buttons side by side, the second the one it suggests (bold), and three or
  /// more one under another (location's), none bold.
  mutating func systemButtons(_ labels: [String]) {
    out.open("div", [("class", labels.count > 2 ? "buttons stacked" : "buttons")])
    for (index, label) in labels.enumerated() {
      let preferred = labels.count == 2 && index == 1
      out.element(
        "span", [("class", preferred ? "button preferred system-text" : "button system-text")],
        text: label)
    }
    out.close("div")
  }

  /// The app's buttons: copy of its own (`button.*` entries), or words it falls back to;
  /// `preferred` is the one the app leads to (bold), such as Go to Settings.
  mutating func appButtons(
    _ buttons: [(unit: CopyUnit?, fallback: String)], preferred: Int? = nil
  ) {
    out.open("div", [("class", buttons.count > 2 ? "buttons stacked" : "buttons")])
    for (index, button) in buttons.enumerated() {
      let name = index == preferred ? "button preferred" : "button"
      if let unit = button.unit {
        copy("span", class: name, unit: unit)
      } else {
        out.element("span", [("class", name)], text: button.fallback)
      }
    }
    out.close("div")
  }

  /// Ends a locale's column: its findings, then the column itself.
  mutating func closeColumn() {
    columnFindingsList()
    out.close("section")
    out.newline()
  }

  /// Ends the row of columns and the section that holds it.
  mutating func closeColumns() {
    out.close("div")
    out.close("section")
    out.newline()
  }

  /// The findings placed in the column just written, as a numbered list.
  mutating func columnFindingsList() {
    guard !columnFindings.isEmpty else { return }
    out.open("div", [("class", "findings"), ("lang", "en")])
    out.element("h4", text: "Findings")
    out.open("ol")
    for finding in columnFindings.sorted(by: { $0.number < $1.number }) {
      findingItem(finding)
    }
    out.close("ol")
    out.close("div")
    out.newline()
    columnFindings = []
  }

  mutating func findingItem(_ finding: ReviewFindings.Numbered) {
    let diagnostic = finding.diagnostic
    out.open("li", [("value", "\(finding.number)"), ("class", diagnostic.severity.rawValue)])
    out.element("span", [("class", "severity")], text: diagnostic.severity.rawValue)
    out.text(" ")
    out.element("code", [("class", "rule")], text: diagnostic.rule)
    out.text(": " + diagnostic.message)
    if let unit = diagnostic.unit {
      out.text(" ")
      out.open(
        "span",
        [
          ("class", "quoted"),
          ("lang", unit.locale == "Base" ? nil : ReviewPage.languageTag(unit.locale)),
        ])
      out.markup(ReviewFindings.marked(unit.text, [finding]))
      out.close("span")
    }
    let location = diagnostic.location
    out.element(
      "span", [("class", "where")], text: " \(location.file):\(location.line):\(location.column)")
    out.close("li")
    out.newline()
  }

  /// Findings about no text the page shows (a missing translation, a file-level problem).
  mutating func unplacedFindings() {
    let rest = findings.all.filter { !placed.contains($0.number) }
    guard !rest.isEmpty else { return }
    out.open("section", [("id", "other-findings"), ("class", "other-findings")])
    out.element("h2", text: "Findings not beside a text")
    out.newline()
    out.element(
      "p",
      text: "These findings concern the app as a whole, a text that is missing, or a text the "
        + "page does not draw.")
    out.newline()
    out.open("ol")
    for finding in rest { findingItem(finding) }
    out.close("ol")
    out.close("section")
    out.newline()
  }

  mutating func end() -> String {
    out.close("div")
    out.newline()
    out.close("body")
    out.newline()
    out.close("html")
    out.newline()
    return out.html
  }
}
