import Foundation

/// The review page of an app's files, from the model `check PATH…` reads: per target and
/// purpose key, what each locale ships, in the system alert iOS draws around it. The app's own
/// screens (primer, guide, alert, notice, Settings paths) are permcopy's copy and exist only in
/// a permcopy project, and the page says so.
struct AppPage {
  let app: AppModel
  let inputs: [String]
  var parts: PageParts

  init(app: AppModel, inputs: [String], findings: ReviewFindings) {
    self.app = app
    self.inputs = inputs
    self.parts = PageParts(findings: findings)
  }

  /// One locale's view of a key: its table's entry, or nothing (the Info.plist value shows).
  struct Column {
    let locale: String
    /// The table or Info.plist the text is read from.
    let file: String
    let text: ShippedText?
    let isBase: Bool
    let anchor: String
  }

  struct KeySection {
    let target: AppTarget
    let key: String
    let anchor: String
    let columns: [Column]
  }

  /// Every purpose key of every target, with a column for the base and each localization.
  var sections: [KeySection] {
    var result: [KeySection] = []
    for (targetIndex, target) in app.targets.enumerated() {
      var keys: [String] = []
      for text in target.base + target.localizations.flatMap(\.texts)
      where PurposeKeys.isPurposeKey(text.key) && !keys.contains(text.key) {
        keys.append(text.key)
      }
      for key in keys {
        let anchor = ReviewPage.anchor("t\(targetIndex + 1)", key)
        var columns: [Column] = []
        // The Info.plist's column, when the target's Info.plist (or build settings) declares
        // purpose strings: an app of `.strings` tables alone has none to show.
        if target.base.contains(where: { PurposeKeys.isPurposeKey($0.key) }) {
          let base = target.baseText(key)
          columns.append(
            Column(
              locale: target.developmentRegion,
              file: base?.declaration.location.file ?? target.infoPlistFile ?? "Info.plist",
              text: base, isBase: true, anchor: ReviewPage.anchor(anchor, "base")))
        }
        for (index, localization) in target.localizations.enumerated() {
          columns.append(
            Column(
              locale: localization.locale, file: localization.file,
              text: localization.text(key), isBase: false,
              anchor: ReviewPage.anchor(anchor, "\(index + 1)", localization.locale)))
        }
        result.append(KeySection(target: target, key: key, anchor: anchor, columns: columns))
      }
    }
    return result
  }

  /// The name people see (the development region's display name, else any locale's), else
  /// the target's; a folder's targets are named by their path, of which the last part reads.
  static func displayName(_ target: AppTarget) -> String {
    target.appNames[target.developmentRegion]
      ?? target.appNames.sorted { $0.key < $1.key }.first?.value
      ?? (target.kind == "folder"
        ? URL(fileURLWithPath: target.name).lastPathComponent : target.name)
  }

  /// The locales the page has columns for, in the order first met.
  func locales(_ sections: [KeySection]) -> [String] {
    var locales: [String] = []
    for section in sections {
      for column in section.columns where !locales.contains(column.label) {
        locales.append(column.label)
      }
    }
    return locales
  }

  mutating func document() -> String {
    let sections = self.sections
    let names = app.targets.map(Self.displayName)
    let title =
      "\(names.isEmpty ? "App" : names.joined(separator: ", ")): permission copy for review"
    parts.head(title: title)
    parts.header(
      title: title,
      lines: [
        "What people see when the app asks for a permission: the system alert iOS draws around "
          + "each purpose string the app's files ship, in each locale side by side.",
        "Read from \(inputs.joined(separator: ", ")) as `permcopy check` reads an app: "
          + "\(app.files.count) file\(app.files.count == 1 ? "" : "s"), "
          + "\(app.targets.count) target\(app.targets.count == 1 ? "" : "s") · permcopy "
          + ToolVersion.current,
        "Not shown: an app's files hold only its purpose strings. The screens the app shows "
          + "itself (the primer before the system asks, the guide after a denial with its steps "
          + "and buttons, the alert and notice styles, the restricted and limited variants) and "
          + "the Settings path for each iOS version are written by permcopy in a permcopy "
          + "project; `permcopy import` takes this app's texts into one.",
      ])
    let locales = locales(sections)
    var texts: [String: Int] = [:]
    var reviews: [(label: String, link: String, state: String)] = []
    for section in sections {
      for column in section.columns {
        guard let text = column.text else { continue }
        texts[column.label, default: 0] += 1
        if text.review.needsReviewer {
          reviews.append(
            (
              "\(Self.displayName(section.target)) \(section.key) · \(column.label)", column.anchor,
              ReviewPage.describe(text.review)
            ))
        }
      }
    }
    parts.summary(locales: locales, texts: texts, reviews: reviews)
    parts.contents(
      locales: locales,
      rows: sections.map { section in
        var cells: [String: (link: String, count: Int, review: Bool)] = [:]
        for column in section.columns where column.text != nil && cells[column.label] == nil {
          let count = column.text.map {
            parts.findings.about(
              text: $0.text, locale: column.findingLocale, key: section.key, file: column.file
            ).count
          }
          cells[column.label] = (
            column.anchor, count ?? 0, column.text?.review.needsReviewer ?? false
          )
        }
        return (
          title: app.targets.count > 1
            ? "\(Self.displayName(section.target)): \(section.key)" : section.key,
          link: section.anchor, cells: cells
        )
      })
    for section in sections { keySection(section) }
    parts.unplacedFindings()
    return parts.end()
  }

  mutating func keySection(_ section: KeySection) {
    let permission = Catalog.lookup(section.key)
    parts.out.open("section", [("class", "permission"), ("id", section.anchor)])
    parts.out.open("h2")
    if app.targets.count > 1 { parts.out.text("\(Self.displayName(section.target)): ") }
    parts.out.text(permission?.id ?? section.key)
    parts.out.text(" ")
    parts.out.element("code", text: section.key)
    parts.out.close("h2")
    parts.out.newline()
    parts.out.open("div", [("class", "locales")])
    parts.out.newline()
    for column in section.columns {
      let tag = ReviewPage.languageTag(
        column.locale == "Base" ? section.target.developmentRegion : column.locale)
      parts.out.open("section", [("class", "locale"), ("id", column.anchor), ("lang", tag)])
      parts.out.open("h3")
      parts.out.element("span", [("class", "locale-id"), ("lang", "en")], text: column.label)
      parts.out.text(" ")
      parts.out.element("span", [("class", "locale-name"), ("lang", "en")], text: column.file)
      parts.out.close("h3")
      parts.out.newline()
      guard let shipped = column.text else {
        parts.out.element(
          "p", [("class", "missing"), ("lang", "en")],
          text: column.isBase
            ? "The Info.plist does not declare this key: iOS reads it only where a table has it."
            : "No entry in this table: people of this locale see the Info.plist's text.")
        parts.out.close("section")
        parts.out.newline()
        continue
      }
      if shipped.review.needsReviewer {
        parts.out.element(
          "p", [("class", "review-state"), ("lang", "en")],
          text: "Needs a reviewer: \(ReviewPage.describe(shipped.review))")
      }
      let language = LocaleNames.resolve(
        column.locale == "Base" ? section.target.developmentRegion : column.locale
      ).language
      let data = BuiltInLocaleTrees.tree(language).map { LocaleData(id: language, tree: $0) }
      if let permission, let data {
        let appName =
          section.target.appNames[column.locale]
          ?? section.target.appNames[section.target.developmentRegion] ?? section.target.name
        let target = section.target.deploymentTarget ?? OSVersion(SettingsEra.newest.firstMajor)
        let first = ReviewPage.firstAlertVersion(of: permission, target: target)
        let alerts = ReviewPage.alertsByVersion(from: first) {
          SystemAlert(permission, data: data, appName: appName, at: $0)
        }
        for shown in alerts {
          parts.systemAlert(shown.alert, label: shown.label) { parts in
            parts.copy(
              "p", class: "message", text: shipped.text, key: section.key,
              locale: column.findingLocale, file: column.file)
          }
        }
      } else {
        parts.openCard("Purpose string", class: "app")
        parts.out.open("div", [("class", "screen")])
        parts.copy(
          "p", class: "message", text: shipped.text, key: section.key,
          locale: column.findingLocale, file: column.file)
        parts.out.close("div")
        parts.closeCard()
        parts.out.element(
          "p", [("class", "missing"), ("lang", "en")],
          text: permission == nil
            ? "permcopy's catalog does not know this key: no system alert is drawn."
            : "permcopy has no locale data for \(language): the system alert's words are unknown.")
      }
      parts.closeColumn()
    }
    parts.closeColumns()
  }
}

extension AppPage.Column {
  /// The column's name in the summary and contents: the base is the Info.plist's.
  var label: String { isBase ? "Info.plist" : locale }

  /// The locale check names this column's texts with; nil for the base, whose texts check
  /// names by the source locale it settles on.
  var findingLocale: String? { isBase ? nil : locale }
}
