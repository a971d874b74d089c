import Foundation

/// Render: turns a `Project` into `CopyUnit`s and Markdown guide pages.
public enum Renderer {
  public static func render(_ project: Project) throws -> RenderedProject {
    var units: [CopyUnit] = []
    var pages: [GuidePage] = []
    var errors = ErrorCollector()
    // Locales render on all cores; results and errors are taken in the locales' order.
    let results = Parallel.map(project.locales) { locale in
      Result { try LocaleRenderer(project: project, locale: locale).render() }
    }
    for result in results {
      do {
        let rendered = try result.get()
        units += rendered.units
        pages += rendered.pages
      } catch let error as InputErrors {
        errors.add(contentsOf: error)
      } catch let error as InputError {
        errors.add(error)
      }
    }
    try errors.throwIfAny()
    return RenderedProject(project: project, units: units, pages: pages)
  }
}

/// Renders one locale of a project.
struct LocaleRenderer {
  let project: Project
  let locale: String
  let data: LocaleData
  let renderer: TemplateRenderer
  /// Contexts made once per era and per permission and era: a feature's guide asks for each
  /// of its permissions' several times, and each one starts from the era's base.
  private let contexts = ContextCache()

  private final class ContextCache {
    var base: [SettingsEra: [String: TemplateValue]] = [:]
    var permission: [String: [String: TemplateValue]] = [:]
  }

  init(project: Project, locale: String) throws {
    self.project = project
    self.locale = locale
    guard let data = project.localeData[locale], let templates = project.templates[locale] else {
      throw InputError("locale \(locale) was not loaded", at: nil)
    }
    self.data = data
    self.renderer = try TemplateRenderer(
      templates: templates, latinSpacing: data.value(["latin-spacing"])?.text == "space")
  }

  func render() throws -> (units: [CopyUnit], pages: [GuidePage]) {
    var units: [CopyUnit] = []
    if let name = project.appName[locale] {
      units.append(
        CopyUnit(
          permission: nil, locale: locale, field: .appName, text: name.text, origin: name.origin,
          infoPlistKey: "CFBundleDisplayName"))
    }
    units += try usageDescriptions()
    var pages: [GuidePage] = []
    var pageEntries: [[String: TemplateValue]] = []
    // A key written as is has its purpose string only: no template says anything more.
    for entry in project.permissions where entry.permission.hasTemplates {
      let guide = try guideUnits(entry)
      units += guide
      // A permission without a Settings switch (NFC, VoIP) or whose denial iOS never reports
      // (reading Health) has no guide to write a page for.
      if project.output.guides != nil && entry.permission.hasDeniedGuide {
        let (page, indexEntry) = try guidePage(entry, guide: guide, usage: units)
        pages.append(page)
        pageEntries.append(indexEntry)
      }
    }
    for feature in project.features {
      let featureUnits = try self.featureUnits(feature)
      units += featureUnits
      if project.output.guides != nil {
        pages.append(try featurePage(feature, units: featureUnits))
      }
    }
    for button in CopyField.Button.allCases {
      if let text = data.value(["buttons", button.dataName]) {
        units.append(
          CopyUnit(
            permission: nil, locale: locale, field: .button(button), text: text.text,
            origin: text.origin))
      }
    }
    if project.output.guides != nil {
      var context = baseContext(era: .newest)
      context["permissions"] = .list(pageEntries)
      context["deployment_target"] = .text(project.deploymentTarget.description)
      context["eras"] = .list(project.eras.map(eraFlags))
      let text = try renderer.render("index.md", context)
      pages.append(GuidePage(locale: locale, permission: nil, text: Self.endingWithNewline(text)))
    }
    return (units, pages)
  }

  // MARK: - Purpose strings

  private func usageDescriptions() throws -> [CopyUnit] {
    var units: [CopyUnit] = []
    var written = Set<String>()
    for entry in project.permissions where entry.permission.valueKind == .text {
      guard let unit = try usageDescription(entry) else { continue }
      units.append(unit)
      written.insert(entry.permission.id)
    }
    // Companion keys the deployment target needs, with the text of the permission needing them,
    // unless the app gives them a text of its own.
    for unit in units {
      guard let id = unit.permission, let permission = Catalog.permission(id: id) else { continue }
      for companion in permission.companions where companion.applies(to: project.deploymentTarget) {
        guard !written.contains(companion.permission),
          !project.permissions.contains(where: { $0.permission.id == companion.permission }),
          let other = Catalog.permission(id: companion.permission)
        else { continue }
        written.insert(companion.permission)
        units.append(
          CopyUnit(
            permission: other.id, locale: locale, field: .usageDescription, text: unit.text,
            origin: unit.origin, infoPlistKey: other.key, companionOf: id))
      }
    }
    return units.sorted {
      (Catalog.order(of: $0.permission ?? ""), $0.permission ?? "")
        < (Catalog.order(of: $1.permission ?? ""), $1.permission ?? "")
    }
  }

  private func usageDescription(_ entry: ProjectPermission) throws -> CopyUnit? {
    let permission = entry.permission
    if let text = entry.text[locale] {
      return CopyUnit(
        permission: permission.id, locale: locale, field: .usageDescription, text: text.text,
        origin: text.origin, infoPlistKey: permission.key)
    }
    guard let purpose = entry.purpose[locale] else { return nil }
    try refuseWrongSubject(purpose, of: permission)
    let text = try renderer.render("usage-description", context(entry, era: .newest))
    return CopyUnit(
      permission: permission.id, locale: locale, field: .usageDescription,
      text: Self.singleLine(text), origin: purpose.origin, infoPlistKey: permission.key)
  }

  /// Each frame says who the purpose's subject is. The usage frame makes it the person ("Camera
  /// access lets you {purpose}"): a purpose with the app as subject ("remind you of drops") would
  /// read "lets you remind you". The tracking frame makes it the app ("{App} uses your activity …
  /// to {purpose}"): a purpose the person does ("see ads you might like") would read "Kite uses
  /// your activity to see ads". The locale data says what gives each away
  /// (`purpose-app-as-subject`, `purpose-person-as-subject`); the writer gets a located error
  /// rather than that sentence.
  private func refuseWrongSubject(_ purpose: LocatedText, of permission: Permission) throws {
    let tracking = permission.family == "tracking"
    let field = tracking ? "purpose-person-as-subject" : "purpose-app-as-subject"
    guard let pattern = data.value([field])?.text,
      let compiled = try? TextPattern(pattern),
      let match = compiled.matches(in: Array(purpose.text.unicodeScalars)).first
    else { return }
    let words = String(
      String.UnicodeScalarView(
        purpose.text.unicodeScalars.dropFirst(match.lowerBound).prefix(match.count)))
    if tracking {
      throw InputError(
        "the \(locale) purpose of \(permission.id) has the person as its subject ('\(words)'), but "
          + "the tracking sentence makes the app the subject (\"… uses your activity … to …\"): "
          + "write what the app does (\"show you ads for things you might like\"), or give the "
          + "whole sentence as text:",
        at: purpose.origin)
    }
    throw InputError(
      "the \(locale) purpose of \(permission.id) has the app as its subject ('\(words)'), but the "
        + "sentence around it makes the person the subject (\"… access lets you …\"): write what "
        + "the person does (\"get reminded of drops\"), or give the whole sentence as text:",
      at: purpose.origin)
  }

  // MARK: - Denied guide

  private func guideUnits(_ entry: ProjectPermission) throws -> [CopyUnit] {
    // No Settings switch (NFC, VoIP): nothing to guide back to; a primer where iOS asks. A
    // denial iOS never reports (reading Health) has no guide either: no moment to show it.
    if !entry.permission.hasDeniedGuide { return try styleUnits(entry) }
    let id = entry.permission.id
    var units: [CopyUnit] = []
    let newest = context(entry, era: .newest)
    func unit(_ field: CopyField, _ template: String, era: SettingsEra? = nil, _ text: String)
      -> CopyUnit
    {
      CopyUnit(
        permission: id, locale: locale, field: field, era: era, text: text,
        origin: renderer.origin(template))
    }
    units.append(
      unit(.guideTitle, "guide-title", Self.singleLine(try renderer.render("guide-title", newest))))
    units.append(
      unit(
        .guideMessage, "guide-message",
        Self.singleLine(try renderer.render("guide-message", newest))))
    if entry.permission.hasRestrictedState {
      units.append(
        unit(
          .restrictedMessage, "restricted-message",
          Self.singleLine(try renderer.render("restricted-message", newest))))
    }
    units += try styleUnits(entry)
    for era in project.eras {
      let context = context(entry, era: era)
      let steps = try lines("guide-steps", context)
      for (index, step) in steps.enumerated() {
        units.append(unit(.guideStep(index + 1), "guide-steps", era: era, step))
      }
      units.append(
        unit(
          .settingsPath, "settings-path", era: era,
          Self.singleLine(try renderer.render("settings-path", context))))
      if entry.permission.inPrivacySettings {
        units.append(
          unit(
            .privacyPath, "privacy-path", era: era,
            Self.singleLine(try renderer.render("privacy-path", context))))
      }
      if hasLimitedAccess(entry.permission, era: era) {
        units.append(
          unit(
            .limitedMessage, "limited-message", era: era,
            Self.singleLine(try renderer.render("limited-message", context))))
      }
    }
    return units
  }

  /// The alert after a denial, the one-button notice (where access can be restricted) and the
  /// primer before the system asks, for the newest Settings era; each only where the locale has
  /// its template.
  private func styleUnits(_ entry: ProjectPermission) throws -> [CopyUnit] {
    var context = context(entry, era: .newest)
    context["usage"] = try usageDescription(entry).map { .text($0.text) } ?? .absent
    var styles: [(CopyField, String)] = []
    if entry.permission.hasDeniedGuide {
      styles += [(.alertTitle, "alert-title"), (.alertMessage, "alert-message")]
    }
    if entry.permission.alert != .none {
      styles += [(.primerTitle, "primer-title"), (.primerMessage, "primer-message")]
    }
    if entry.permission.hasRestrictedState && entry.permission.control != .none {
      styles.append((.noticeMessage, "notice-message"))
    }
    return try styles.filter { renderer.has($0.1) }.map { field, template in
      CopyUnit(
        permission: entry.permission.id, locale: locale, field: field,
        text: Self.singleLine(try renderer.render(template, context)),
        origin: renderer.origin(template))
    }
  }

  /// A template that writes one step per line: its non-empty lines, trimmed.
  private func lines(_ template: String, _ context: [String: TemplateValue]) throws -> [String] {
    try renderer.render(template, context).split(separator: "\n")
      .map { TextSpans.trimmedHorizontally($0) }.filter { !$0.isEmpty }
  }

  private func hasLimitedAccess(_ permission: Permission, era: SettingsEra) -> Bool {
    guard let since = permission.limitedSince else { return false }
    return era.representativeVersion >= since
  }

  // MARK: - Features

  /// A feature's guide: title, message and steps with every permission missing, the same with
  /// only one missing (for each), the restricted message, and the order the permissions are
  /// asked in (a primer message).
  private func featureUnits(_ feature: ProjectFeature) throws -> [CopyUnit] {
    var units: [CopyUnit] = []
    if let name = feature.name[locale] {
      units.append(
        CopyUnit(
          permission: nil, locale: locale, field: .featureName, text: name.text,
          origin: name.origin, feature: feature.id))
    }
    func unit(
      _ field: CopyField, _ template: String, missing: String?, era: SettingsEra? = nil,
      _ text: String
    ) -> CopyUnit {
      CopyUnit(
        permission: nil, locale: locale, field: field, era: era, text: text,
        origin: renderer.origin(template), feature: feature.id, missing: missing)
    }
    // One permission off while the others are on is a state only where the app can tell: a
    // denial iOS never reports (reading Health) or a status it never gives (the local network)
    // has no guide of its own.
    let states: [(missing: [ProjectPermission], only: String?)] =
      [(feature.permissions, nil)]
      + feature.permissions.filter { $0.permission.statusReadable }.map {
        ([$0], $0.permission.id)
      }
    for state in states {
      let newest = featureContext(feature, missing: state.missing, era: .newest)
      units.append(
        unit(
          .guideTitle, "feature-title", missing: state.only,
          Self.singleLine(try renderer.render("feature-title", newest))))
      units.append(
        unit(
          .guideMessage, "feature-message", missing: state.only,
          Self.singleLine(try renderer.render("feature-message", newest))))
      for era in project.eras {
        let context = featureContext(feature, missing: state.missing, era: era)
        let steps = try lines("feature-steps", context)
        for (index, step) in steps.enumerated() {
          units.append(
            unit(.guideStep(index + 1), "feature-steps", missing: state.only, era: era, step))
        }
      }
    }
    let all = featureContext(feature, missing: feature.permissions, era: .newest)
    if case .text = all["restricted_resources"] ?? .absent {
      units.append(
        unit(
          .restrictedMessage, "feature-restricted", missing: nil,
          Self.singleLine(try renderer.render("feature-restricted", all))))
    }
    units.append(
      unit(
        .primerMessage, "feature-primer", missing: nil,
        Self.singleLine(try renderer.render("feature-primer", all))))
    return units
  }

  /// Names, resources and steps of the missing permissions of a feature, in its order.
  func featureContext(_ feature: ProjectFeature, missing: [ProjectPermission], era: SettingsEra)
    -> [String: TemplateValue]
  {
    var context = baseContext(era: era)
    let open = data.value(["quotes", "open"])?.text ?? "\""
    let close = data.value(["quotes", "close"])?.text ?? "\""
    let name = feature.name[locale]?.text ?? feature.id
    context["feature"] = .text(name)
    context["feature_q"] = .text(open + name + close)
    func texts(_ entries: [ProjectPermission], _ key: String) -> [String] {
      entries.map { self.context($0, era: era)[key] }.compactMap {
        if case .text(let text) = $0 { return text }
        return nil
      }
    }
    // "on already" only for what the app can read: not Health reading, not the local network.
    let granted = feature.permissions.filter { entry in
      !missing.contains { $0.permission.id == entry.permission.id }
    }
    let readableGranted = granted.filter { $0.permission.statusReadable }
    let restrictable = feature.permissions.filter { $0.permission.hasRestrictedState }
    context["names"] = .text(spacedList(texts(missing, "name")))
    context["resources"] = .text(spacedList(texts(missing, "resource")))
    // Accessed and used apart: "access to your camera", "to use Face ID and Siri".
    let accessed = missing.filter { $0.permission.verb != .use }
    let used = missing.filter { $0.permission.verb == .use }
    context["accessed"] = accessed.isEmpty ? .absent : .text(yours(accessed, era: era))
    context["used"] = used.isEmpty ? .absent : .text(spacedList(texts(used, "resource")))
    context["accessed_and_used"] = .flag(!accessed.isEmpty && !used.isEmpty)
    context["your_resources"] = .text(yours(missing, era: era))
    context["all_resources"] = .text(spacedList(texts(feature.permissions, "resource")))
    context["your_all_resources"] = .text(yours(feature.permissions, era: era, alternative: true))
    // Only permissions a device can restrict (not Face ID, Health or the local network).
    context["restricted_resources"] =
      restrictable.isEmpty
      ? .absent : .text(spacedList(texts(restrictable, "resource"), alternative: true))
    context["your_restricted_resources"] =
      restrictable.isEmpty ? .absent : .text(yours(restrictable, era: era, alternative: true))
    context["partial"] = .flag(!granted.isEmpty)
    context["granted"] =
      readableGranted.isEmpty ? .absent : .text(spacedList(texts(readableGranted, "name")))
    context["missing"] = .list(missing.map { self.context($0, era: era) })
    context["asks"] = .list(
      feature.permissions.enumerated().map { index, entry in
        var item = self.context(entry, era: era)
        item["first"] = .flag(index == 0)
        return item
      })
    return context
  }

  /// "your camera and microphone", 你的相机和麦克风; each on its own when one names its owner
  /// or is used rather than accessed ("your camera or Bluetooth", 你的相机或蓝牙).
  private func yours(_ entries: [ProjectPermission], era: SettingsEra, alternative: Bool = false)
    -> String
  {
    let contexts = entries.map { self.context($0, era: era) }
    let resources = contexts.compactMap { item -> String? in
      if case .text(let text) = item["resource"] ?? .absent { return text }
      return nil
    }
    let objects = contexts.compactMap { item -> String? in
      if case .text(let text) = item["object"] ?? .absent { return text }
      return nil
    }
    let possessive = data.value(["your", "possessive"])?.text ?? ""
    if zip(resources, objects).allSatisfy({ possessive + $0 == $1 }) {
      return LatinSpacing.join(
        possessive + LatinSpacing.mark(spacedList(resources, alternative: alternative)),
        spaced: renderer.latinSpacing)
    }
    return spacedList(objects, alternative: alternative)
  }

  /// `joined`, with the locale's spacing between Chinese and a Latin name inside the list
  /// (面容 ID 和 Siri), as at the edges of any inserted value.
  private func spacedList(_ items: [String], alternative: Bool = false) -> String {
    LatinSpacing.join(
      joined(items.map(LatinSpacing.mark), alternative: alternative), spaced: renderer.latinSpacing)
  }

  /// A list in the locale's words: "a, b and c", 甲、乙和丙; "a or b" with `alternative`.
  func joined(_ items: [String], alternative: Bool = false) -> String {
    let separator = data.value(["list", "separator"])?.text ?? ", "
    let last =
      data.value(["list", alternative ? "or" : "and"])?.text ?? (alternative ? " or " : " and ")
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: separator) + last + items[items.count - 1]
  }

  private func featurePage(_ feature: ProjectFeature, units: [CopyUnit]) throws -> GuidePage {
    func text(_ field: CopyField, missing: String?) -> TemplateValue {
      units.first {
        $0.field == field && $0.missing == missing && ($0.era == nil || $0.era == .newest)
      }
      .map { .text($0.text) } ?? .absent
    }
    func steps(missing: String?) -> TemplateValue {
      .list(
        units.filter { $0.missing == missing && $0.era == .newest }.compactMap { unit in
          guard case .guideStep(let number) = unit.field else { return nil }
          return ["number": .text("\(number)"), "text": .text(unit.text)]
        })
    }
    var context = featureContext(feature, missing: feature.permissions, era: .newest)
    context["id"] = .text(feature.id)
    context["title"] = text(.guideTitle, missing: nil)
    context["message"] = text(.guideMessage, missing: nil)
    context["steps"] = steps(missing: nil)
    context["restricted"] = text(.restrictedMessage, missing: nil)
    context["order"] = text(.primerMessage, missing: nil)
    context["partials"] = .list(
      feature.permissions.filter { $0.permission.statusReadable }.map { entry in
        let id = entry.permission.id
        return [
          "permission": .text(id), "title": text(.guideTitle, missing: id),
          "message": text(.guideMessage, missing: id), "steps": steps(missing: id),
        ]
      })
    context["permissions"] = .list(
      feature.permissions.map { entry in
        var item = self.context(entry, era: .newest)
        item["file"] = .text("\(entry.permission.id).md")
        return item
      })
    let page = try renderer.render("feature-page.md", context)
    return GuidePage(
      locale: locale, permission: nil, text: Self.endingWithNewline(page), feature: feature.id)
  }

  // MARK: - Markdown pages

  private func guidePage(_ entry: ProjectPermission, guide: [CopyUnit], usage: [CopyUnit]) throws
    -> (GuidePage, [String: TemplateValue])
  {
    let permission = entry.permission
    func text(_ field: CopyField, era: SettingsEra? = nil) -> TemplateValue {
      guide.first { $0.field == field && $0.era == era }.map { .text($0.text) } ?? .absent
    }
    let usageText = usage.first { $0.permission == permission.id && $0.field == .usageDescription }
    var context = context(entry, era: .newest)
    context["title"] = text(.guideTitle)
    context["message"] = text(.guideMessage)
    context["restricted"] = text(.restrictedMessage)
    context["usage"] = usageText.map { .text($0.text) } ?? .absent
    context["steps"] = .list(
      guide.filter { $0.era == .newest }.compactMap { unit in
        guard case .guideStep(let number) = unit.field else { return nil }
        return ["number": .text("\(number)"), "text": .text(unit.text)]
      })
    context["limited"] = text(.limitedMessage, era: .newest)
    context["paths"] = .list(
      project.eras.map { era in
        var flags = eraFlags(era)
        flags["settings_path"] = text(.settingsPath, era: era)
        flags["privacy_path"] = text(.privacyPath, era: era)
        return flags
      })
    context["xcode_name"] = permission.xcodeName.map { .text($0) } ?? .absent
    let companions = usage.filter { $0.companionOf == permission.id }.compactMap { unit in
      let rule = permission.companions.first { $0.permission == unit.permission }
      return unit.infoPlistKey.map { key -> [String: TemplateValue] in
        ["key": .text(key), "below": rule?.belowTarget.map { .text("\($0.major)") } ?? .absent]
      }
    }
    context["companions"] = .list(companions)
    context["triggers"] = .list(
      permission.triggers.map { trigger in
        let (api, note) = Self.apiAndNote(trigger)
        // The prose around an API is the page's language: `trigger-notes` in the locale data.
        let localized = note.map { data.value(["trigger-notes", $0])?.text ?? $0 }
        return [
          "api": api.map { .text($0) } ?? .absent, "note": localized.map { .text($0) } ?? .absent,
        ]
      })
    context["deployment_target"] = .text(project.deploymentTarget.description)
    let page = try renderer.render("page.md", context)
    let indexEntry: [String: TemplateValue] = [
      "permission": .text(permission.id),
      "file": .text("\(permission.id).md"),
      "title": context["title"] ?? .absent,
      "name": context["name"] ?? .absent,
      "key": context["key"] ?? .absent,
      "usage": context["usage"] ?? .absent,
    ]
    return (
      GuidePage(locale: locale, permission: permission.id, text: Self.endingWithNewline(page)),
      indexEntry
    )
  }

  // MARK: - Template contexts

  /// Labels every template may use, whatever the permission.
  func baseContext(era: SettingsEra) -> [String: TemplateValue] {
    if let made = contexts.base[era] { return made }
    let context = makeBaseContext(era: era)
    contexts.base[era] = context
    return context
  }

  private func makeBaseContext(era: SettingsEra) -> [String: TemplateValue] {
    var context: [String: TemplateValue] = [:]
    let open = data.value(["quotes", "open"])?.text ?? "\""
    let close = data.value(["quotes", "close"])?.text ?? "\""
    func put(_ name: String, _ value: String?, quoted: Bool = true) {
      guard let value else {
        context[name] = .absent
        if quoted { context[name + "_q"] = .absent }
        return
      }
      context[name] = .text(value)
      if quoted { context[name + "_q"] = .text(open + value + close) }
    }
    let appName = project.appName[locale]?.text
    let app = appName ?? data.value(["this-app"])?.text
    put("app", app)
    // At the start of a sentence: "This app …"; a real app name is never re-cased ("iMovie").
    context["App"] =
      (appName ?? app.map { Self.sentenceStart($0, locale: locale) }).map { .text($0) } ?? .absent
    context["has_app_name"] = .flag(appName != nil)
    put("settings", data.value(["settings", "app"], era: era)?.text)
    put("privacy", data.value(["settings", "privacy"], era: era)?.text)
    put("apps", data.value(["settings", "apps"], era: era)?.text)
    put("precise_location", data.value(["settings", "precise-location"], era: era)?.text)
    put("allow_notifications", data.value(["settings", "allow-notifications"], era: era)?.text)
    put("health_all", data.value(["settings", "health-all"], era: era)?.text)
    put("screen_time", data.value(["settings", "screen-time"], era: era)?.text)
    put("content_restrictions", data.value(["settings", "content-restrictions"], era: era)?.text)
    put("allow_requests", data.value(["settings", "allow-requests"], era: era)?.text)
    for button in CopyField.Button.allCases {
      put(
        String(button.dataName.map { $0 == "-" ? "_" : $0 }),
        data.value(["buttons", button.dataName])?.text)
    }
    put("sep", data.value(["path-separator"])?.text, quoted: false)
    put("full_stop", data.value(["full-stop"])?.text, quoted: false)
    put("open_quote", open, quoted: false)
    put("close_quote", close, quoted: false)
    put("locale", locale, quoted: false)
    put("locale_name", data.value(["name"])?.text, quoted: false)
    for (name, flag) in eraFlags(era) { context[name] = flag }
    return context
  }

  /// `ios18`, `ios17`, `ios16` and `ios15` (15 and earlier): exactly one is true.
  func eraFlags(_ era: SettingsEra) -> [String: TemplateValue] {
    Dictionary(uniqueKeysWithValues: SettingsEra.allCases.map { ($0.rawValue, .flag($0 == era)) })
  }

  /// Labels and flags for one permission in one era.
  func context(_ entry: ProjectPermission, era: SettingsEra) -> [String: TemplateValue] {
    // permcopy.yml has one entry per permission: features list the same entries.
    let key = era.rawValue + " " + entry.permission.id
    if let made = contexts.permission[key] { return made }
    let context = makeContext(entry, era: era)
    contexts.permission[key] = context
    return context
  }

  private func makeContext(_ entry: ProjectPermission, era: SettingsEra) -> [String: TemplateValue]
  {
    let permission = entry.permission
    var context = baseContext(era: era)
    let open = data.value(["quotes", "open"])?.text ?? "\""
    let close = data.value(["quotes", "close"])?.text ?? "\""
    func field(_ name: String) -> String? {
      data.value(permission: permission.id, name, era: era)?.text
    }
    func put(_ name: String, _ value: String?) {
      context[name] = value.map { .text($0) } ?? .absent
      context[name + "_q"] = value.map { .text(open + $0 + close) } ?? .absent
    }
    let row = field("row")
    let version = era.representativeVersion
    let isChoice = permission.control.isChoice(at: version)
    put("row", row)
    put("privacy_row", field("privacy-row") ?? row)
    // Face ID's per-app list is under Face ID & Passcode, not Privacy (apple-facts-2 §7).
    if let parent = field("privacy-parent") {
      context["privacy"] = .text(parent)
      context["privacy_q"] = .text(open + parent + close)
    }
    put("name", field("name") ?? row)
    put("choice", isChoice ? field("choice") : nil)
    // An era that starts before the choice came (Photos at a deployment target of 12: iOS 12–13
    // showed a switch) names the switch too: "On iOS 13 and earlier, turn on Photos".
    let lowest = max(project.deploymentTarget.major, era.firstMajor)
    if isChoice, case .choice(let since?) = permission.control, since.major > lowest {
      context["toggle_until"] = .text("\(since.major - 1)")
    } else {
      context["toggle_until"] = .absent
    }
    put("selected", field("selected"))
    let resource = field("resource")
    context["resource"] = resource.map { .text($0) } ?? .absent
    context["Resource"] = resource.map { .text(Self.sentenceStart($0, locale: locale)) } ?? .absent
    // "your camera", 你的相机; a resource that names its owner (你在其他公司…的活动) stays as it is.
    // A resource nobody owns (nearby devices) names itself: its `object` in the locale data.
    let yours =
      field("object")
      ?? resource.map { resource -> String in
        let pronoun = data.value(["your", "pronoun"])?.text ?? ""
        if !pronoun.isEmpty && resource.hasPrefix(pronoun) { return resource }
        // Spaced as any inserted value is: 你的 Face ID, as Apple writes it.
        let possessive = data.value(["your", "possessive"])?.text ?? ""
        return LatinSpacing.join(
          possessive + LatinSpacing.mark(resource), spaced: renderer.latinSpacing)
      }
    context["your_resource"] = yours.map { .text($0) } ?? .absent
    // What the app reaches: "your camera", but Face ID and Siri themselves (used, not owned).
    context["object"] = (permission.verb == .use ? resource : yours).map { .text($0) } ?? .absent
    context["Your_resource"] =
      yours.map { .text(Self.sentenceStart($0, locale: locale)) } ?? .absent
    context["tracking"] = .flag(permission.family == "tracking")
    // Face ID, Siri and Bluetooth are used, not accessed, in Apple's own words.
    context["uses"] = .flag(permission.verb == .use)
    // No Settings switch (VoIP): nothing to change later. No alert (NFC): nothing to allow.
    context["has_switch"] = .flag(permission.control != .none)
    context["asked"] = .flag(permission.alert != .none)
    // No status to read (the local network): the guide says what the person sees instead.
    context["inferred"] = .flag(!permission.statusReported)
    context["purpose"] =
      entry.purpose[locale].map { .text(Self.withoutFinalStop($0.text, data)) } ?? .absent
    context["permission"] = .text(permission.id)
    context["key"] = permission.key.map { .text($0) } ?? .absent
    let isToggle: Bool
    switch permission.control {
    case .toggle: isToggle = true
    case .choice: isToggle = !isChoice
    case .notifications, .health, .none: isToggle = false
    }
    context["toggle"] = .flag(isToggle)
    context["is_choice"] = .flag(isChoice)
    context["notifications"] = .flag(permission.control == .notifications)
    context["health"] = .flag(permission.control == .health)
    let limited = hasLimitedAccess(permission, era: era)
    context["limited_precise"] = .flag(limited && permission.family == "location")
    context["limited_choice"] = .flag(limited && permission.family != "location")
    return context
  }

  // MARK: - Text helpers

  /// A catalog trigger split into the code it starts with, if any (`CBCentralManager()`,
  /// `HKHealthStore.requestAuthorization(toShare:read:)`), and the prose after or instead of it
  /// ("for read types", "first use of a camera capture input").
  static func apiAndNote(_ trigger: String) -> (api: String?, note: String?) {
    var end = trigger.startIndex
    var depth = 0
    while end < trigger.endIndex {
      let character = trigger[end]
      if character == "(" { depth += 1 }
      if character == ")" { depth -= 1 }
      if character == " " && depth == 0 { break }
      end = trigger.index(after: end)
    }
    let head = trigger[..<end]
    let capitals = head.filter(\.isUppercase).count
    let isCode =
      head.contains(".") || head.contains("(") || (capitals >= 2 && head.count >= 10)
    guard isCode else { return (nil, trigger) }
    let rest = trigger[end...].trimmingCharacters(in: .whitespaces)
    return (String(head), rest.isEmpty ? nil : rest)
  }

  /// First letter upper-cased by the locale's rules, for a noun at the start of a sentence.
  static func sentenceStart(_ text: String, locale: String) -> String {
    guard let first = text.first else { return text }
    return String(first).uppercased(with: Locale(identifier: locale)) + text.dropFirst()
  }

  /// A purpose fragment goes inside a sentence: drop a final full stop the writer added.
  static func withoutFinalStop(_ text: String, _ data: LocaleData) -> String {
    var trimmed = TextSpans.trimmedWithNewlines(text)
    let stops = Set([data.value(["full-stop"])?.text ?? ".", "."])
    while let last = trimmed.last, stops.contains(String(last)) { trimmed.removeLast() }
    return trimmed
  }

  /// Unit texts are single paragraphs: template line breaks become nothing or a space.
  static func singleLine(_ text: String) -> String {
    TextSpans.trimmedWithNewlines(text)
  }

  static func endingWithNewline(_ text: String) -> String {
    var text = text
    while text.hasSuffix("\n\n") { text.removeLast() }
    return text.hasSuffix("\n") ? text : text + "\n"
  }
}
