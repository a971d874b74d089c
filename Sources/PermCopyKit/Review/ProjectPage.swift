/// The review page of a permcopy project: every permission and feature of permcopy.yml, every
/// locale side by side, every screen the app has for it in every era it supports.
struct ProjectPage {
  let model: ProjectModel
  var parts: PageParts

  init(model: ProjectModel, findings: ReviewFindings) {
    self.model = model
    self.parts = PageParts(findings: findings)
  }

  var project: Project { model.project }
  var rendered: RenderedProject { model.rendered }
  /// The Settings eras the app runs in, newest first.
  var eras: [SettingsEra] { SettingsEra.supported(from: project.deploymentTarget) }

  mutating func document() -> String {
    let name = project.appName[project.sourceLocale]?.text ?? "the app"
    parts.head(title: "\(name): permission copy for review")
    parts.header(
      title: "\(name): permission copy for review",
      lines: [
        "What people see when \(name) asks for a permission, and after they decline: the system "
          + "alert iOS draws around the app's purpose string, and the app's own screens, in "
          + "each locale side by side.",
        "From \(DisplayPath.of(project.configPath)) · locales \(project.locales.joined(separator: ", "))"
          + " (source \(project.sourceLocale)) · iOS \(project.deploymentTarget) and later "
          + "(Settings eras: \(eras.map(\.versions).joined(separator: "; "))) · permcopy "
          + ToolVersion.current,
      ])
    var texts: [String: Int] = [:]
    for unit in rendered.units { texts[unit.locale, default: 0] += 1 }
    let reviews = project.permissions.flatMap { entry in
      project.locales.compactMap { locale -> (label: String, link: String, state: String)? in
        let state = model.reviewState(entry.permission.id, locale)
        guard state.needsReviewer else { return nil }
        return (
          "\(entry.permission.id) · \(locale)",
          ReviewPage.anchor(entry.permission.id, locale), ReviewPage.describe(state)
        )
      }
    }
    parts.summary(locales: project.locales, texts: texts, reviews: reviews)
    parts.contents(locales: project.locales, rows: contentsRows())
    for entry in project.permissions { permissionSection(entry.permission) }
    for feature in project.features { featureSection(feature) }
    parts.unplacedFindings()
    return parts.end()
  }

  func contentsRows() -> [(
    title: String, link: String, cells: [String: (link: String, count: Int, review: Bool)]
  )] {
    func count(_ locale: String, _ matches: (CheckUnit) -> Bool) -> Int {
      parts.findings.all.filter { finding in
        finding.diagnostic.unit.map { $0.locale == locale && matches($0) } ?? false
      }.count
    }
    let permissions = project.permissions.map { entry in
      let id = entry.permission.id
      var cells: [String: (link: String, count: Int, review: Bool)] = [:]
      for locale in project.locales {
        cells[locale] = (
          ReviewPage.anchor(id, locale), count(locale) { $0.permission == id },
          model.reviewState(id, locale).needsReviewer
        )
      }
      return (title: id, link: ReviewPage.anchor(id), cells: cells)
    }
    let features = project.features.map { feature in
      var cells: [String: (link: String, count: Int, review: Bool)] = [:]
      for locale in project.locales {
        cells[locale] = (
          ReviewPage.anchor("feature", feature.id, locale),
          count(locale) { $0.key.hasPrefix("feature.\(feature.id).") }, false
        )
      }
      return (
        title: "feature \(feature.id)", link: ReviewPage.anchor("feature", feature.id),
        cells: cells
      )
    }
    return permissions + features
  }

  mutating func permissionSection(_ permission: Permission) {
    parts.out.open("section", [("class", "permission"), ("id", ReviewPage.anchor(permission.id))])
    parts.out.open("h2")
    parts.out.text(permission.id)
    if let key = permission.key, key != permission.id {
      parts.out.text(" ")
      parts.out.element("code", text: key)
    }
    parts.out.close("h2")
    parts.out.newline()
    parts.out.open("div", [("class", "locales")])
    parts.out.newline()
    for locale in project.locales {
      guard let screens = PermissionScreens(permission, locale: locale, in: rendered) else {
        continue
      }
      openColumn(locale, id: ReviewPage.anchor(permission.id, locale))
      let state = model.reviewState(permission.id, locale)
      if state.needsReviewer {
        parts.out.element(
          "p", [("class", "review-state"), ("lang", "en")],
          text: "Needs a reviewer: \(ReviewPage.describe(state))")
      }
      permissionColumn(screens)
      parts.closeColumn()
    }
    parts.closeColumns()
  }

  /// A locale's column: its `lang`, its name in its own language, the app's name there.
  mutating func openColumn(_ locale: String, id: String) {
    parts.out.open(
      "section", [("class", "locale"), ("id", id), ("lang", ReviewPage.languageTag(locale))])
    parts.out.open("h3")
    parts.out.element("span", [("class", "locale-id"), ("lang", "en")], text: locale)
    if let name = project.localeData[locale]?.value(["name"])?.text {
      parts.out.text(" ")
      parts.out.element("span", [("class", "locale-name")], text: name)
    }
    parts.out.close("h3")
    if let appName = rendered.units.first(where: { $0.locale == locale && $0.field == .appName }) {
      parts.out.open("p", [("class", "app-name")])
      parts.out.element("span", [("lang", "en")], text: "App name: ")
      parts.copy("span", class: "name", unit: appName)
      parts.out.close("p")
    }
    parts.out.newline()
  }

  mutating func permissionColumn(_ screens: PermissionScreens) {
    let permission = screens.permission
    let newest = eras.first ?? .newest
    // A key written as is has no template: its purpose string is all there is to read.
    guard permission.hasTemplates else {
      parts.openCard("Purpose string, as written in permcopy.yml", class: "app")
      if let message = screens.unit(.usageDescription) {
        parts.copy("p", class: "message", unit: message)
      } else {
        parts.out.element(
          "p", [("class", "missing"), ("lang", "en")],
          text: "No \(screens.locale) purpose string in permcopy.yml")
      }
      parts.closeCard()
      return
    }
    // The system alert in each run of iOS versions where it reads the same.
    let first = ReviewPage.firstAlertVersion(of: permission, target: project.deploymentTarget)
    for shown in ReviewPage.alertsByVersion(from: first, screens.systemAlert) {
      parts.systemAlert(shown.alert, label: shown.label) { parts in
        if let message = screens.unit(.usageDescription) {
          parts.copy("p", class: "message", unit: message)
        } else if permission.valueKind == .text {
          parts.out.element(
            "p", [("class", "missing"), ("lang", "en")],
            text: "No \(screens.locale) purpose string in permcopy.yml")
        }
      }
    }
    companions(screens)

    if let title = screens.styleUnit(.primerTitle), let message = screens.styleUnit(.primerMessage)
    {
      parts.openCard("Primer, before the system asks", class: "app")
      parts.out.open("div", [("class", "screen")])
      parts.copy("p", class: "title", unit: title)
      parts.copy("p", class: "message", unit: message)
      parts.appButtons([(screens.button(.continue), "Continue")], preferred: 0)
      parts.out.close("div")
      parts.closeCard()
    }

    // The denied guide as the newest era draws it; older eras' steps follow with their paths.
    parts.openCard("Denied guide · \(newest.versions)", class: "app")
    parts.out.open("div", [("class", "screen")])
    if let title = screens.unit(.guideTitle) { parts.copy("p", class: "title", unit: title) }
    if let message = screens.unit(.guideMessage) {
      parts.copy("p", class: "message", unit: message)
    }
    steps(screens.steps(era: newest))
    guideButtons(screens)
    parts.out.close("div")
    parts.closeCard()

    if let title = screens.styleUnit(.alertTitle), let message = screens.styleUnit(.alertMessage) {
      parts.openCard("Alert after a denial", class: "app")
      parts.out.open("div", [("class", "alert")])
      parts.out.open("div", [("class", "alert-text")])
      parts.copy("p", class: "title", unit: title)
      parts.copy("p", class: "message", unit: message)
      parts.out.close("div")
      parts.appButtons(
        [
          (screens.button(.later), "Later"),
          (screens.button(.openNow), "Open Now"),
        ], preferred: 1)
      parts.out.close("div")
      parts.closeCard()
    }

    if let restricted = screens.unit(.restrictedMessage) {
      parts.openCard("Restricted (Screen Time, device management)", class: "app")
      parts.out.open("div", [("class", "screen")])
      // Not the denial's "… Is Off" title: the person cannot turn it on, and closes with OK.
      parts.copy("p", class: "message", unit: restricted)
      parts.appButtons([(screens.button(.gotIt), screens.restrictedButton)])
      parts.out.close("div")
      parts.closeCard()
    }
    if let notice = screens.styleUnit(.noticeMessage) {
      parts.openCard("Notice, when Settings cannot help", class: "app")
      parts.out.open("div", [("class", "alert")])
      parts.out.open("div", [("class", "alert-text")])
      parts.copy("p", class: "message", unit: notice)
      parts.out.close("div")
      parts.appButtons([(screens.button(.gotIt), "Got It")])
      parts.out.close("div")
      parts.closeCard()
    }
    for era in eras {
      guard let limited = screens.unit(.limitedMessage, era: era) else { continue }
      parts.openCard("Limited access · \(era.versions)", class: "app")
      parts.out.open("div", [("class", "screen")])
      parts.copy("p", class: "message", unit: limited)
      guideButtons(screens)
      parts.out.close("div")
      parts.closeCard()
    }

    for era in eras {
      let settingsPath = screens.unit(.settingsPath, era: era)
      let privacyPath = screens.unit(.privacyPath, era: era)
      let eraSteps = era == newest ? [] : screens.steps(era: era)
      guard settingsPath != nil || privacyPath != nil || !eraSteps.isEmpty else { continue }
      parts.openCard("Settings · \(era.versions)", class: "settings")
      parts.out.open("div", [("class", "screen")])
      if !eraSteps.isEmpty {
        parts.out.element("p", [("class", "label"), ("lang", "en")], text: "Guide's steps")
        steps(eraSteps)
      }
      if let settingsPath {
        parts.out.element("p", [("class", "label"), ("lang", "en")], text: "Settings path")
        parts.copy("p", class: "path", unit: settingsPath)
      }
      if let privacyPath {
        parts.out.element(
          "p", [("class", "label"), ("lang", "en")], text: "Through privacy settings")
        parts.copy("p", class: "path", unit: privacyPath)
      }
      parts.out.close("div")
      parts.closeCard()
    }
  }

  /// Keys written beside this permission's because iOS needs them too (companion keys).
  mutating func companions(_ screens: PermissionScreens) {
    let companions = rendered.units.filter {
      $0.locale == screens.locale && $0.companionOf == screens.permission.id
        && $0.field == .usageDescription
    }
    guard !companions.isEmpty else { return }
    parts.openCard("Also written for it", class: "app")
    parts.out.open("div", [("class", "screen")])
    for unit in companions {
      parts.out.element(
        "p", [("class", "label"), ("lang", "en")], text: unit.infoPlistKey ?? "companion key")
      parts.copy("p", class: "message", unit: unit)
    }
    parts.out.close("div")
    parts.closeCard()
  }

  mutating func steps(_ steps: [CopyUnit]) {
    guard !steps.isEmpty else { return }
    parts.out.open("ol", [("class", "steps")])
    for step in steps { parts.copy("li", class: "step", unit: step) }
    parts.out.close("ol")
  }

  mutating func guideButtons(_ screens: PermissionScreens) {
    let (open, notNow) = screens.guideButtons
    parts.appButtons(
      [
        (screens.button(.openSettings), open),
        (screens.button(.notNow), notNow),
      ], preferred: 0)
  }

  mutating func featureSection(_ feature: ProjectFeature) {
    parts.out.open(
      "section",
      [("class", "permission feature"), ("id", ReviewPage.anchor("feature", feature.id))]
    )
    parts.out.element(
      "h2",
      text:
        "Feature \(feature.id): \(feature.permissions.map(\.permission.id).joined(separator: " + "))"
    )
    parts.out.newline()
    parts.out.open("div", [("class", "locales")])
    let newest = eras.first ?? .newest
    for locale in project.locales {
      let screens = FeatureScreens(feature, locale: locale, in: rendered)
      openColumn(locale, id: ReviewPage.anchor("feature", feature.id, locale))
      if let name = rendered.units.first(where: {
        $0.locale == locale && $0.field == .featureName && $0.feature == feature.id
      }) {
        parts.out.open("p", [("class", "app-name")])
        parts.out.element("span", [("lang", "en")], text: "Feature name: ")
        parts.copy("span", class: "name", unit: name)
        parts.out.close("p")
      }
      if let order = screens.unit(.primerMessage, missing: nil) {
        parts.openCard("Primer: the order of the requests", class: "app")
        parts.out.open("div", [("class", "screen")])
        parts.copy("p", class: "message", unit: order)
        parts.out.close("div")
        parts.closeCard()
      }
      for missing in screens.missingCases {
        let label = missing.map { "Only \($0) missing" } ?? "Every permission missing"
        parts.openCard("\(label) · \(newest.versions)", class: "app")
        parts.out.open("div", [("class", "screen")])
        if let title = screens.unit(.guideTitle, missing: missing) {
          parts.copy("p", class: "title", unit: title)
        }
        if let message = screens.unit(.guideMessage, missing: missing) {
          parts.copy("p", class: "message", unit: message)
        }
        steps(screens.steps(missing: missing, era: newest))
        let (open, notNow) = screens.guideButtons
        parts.appButtons(
          [
            (screens.button(.openSettings), open), (screens.button(.notNow), notNow),
          ], preferred: 0)
        parts.out.close("div")
        parts.closeCard()
      }
      for era in eras where era != newest {
        let cases = screens.missingCases.map { ($0, screens.steps(missing: $0, era: era)) }
        guard cases.contains(where: { !$0.1.isEmpty }) else { continue }
        parts.openCard("Guide's steps · \(era.versions)", class: "settings")
        parts.out.open("div", [("class", "screen")])
        for (missing, eraSteps) in cases where !eraSteps.isEmpty {
          parts.out.element(
            "p", [("class", "label"), ("lang", "en")],
            text: missing.map { "Only \($0) missing" } ?? "Every permission missing")
          steps(eraSteps)
        }
        parts.out.close("div")
        parts.closeCard()
      }
      if let restricted = screens.unit(.restrictedMessage, missing: nil) {
        parts.openCard("Restricted", class: "app")
        parts.out.open("div", [("class", "alert")])
        parts.out.open("div", [("class", "alert-text")])
        parts.copy("p", class: "message", unit: restricted)
        parts.out.close("div")
        parts.appButtons([
          (
            screens.button(.gotIt) ?? screens.button(.notNow),
            screens.restrictedButton
          )
        ])
        parts.out.close("div")
        parts.closeCard()
      }
      parts.closeColumn()
    }
    parts.closeColumns()
  }
}
