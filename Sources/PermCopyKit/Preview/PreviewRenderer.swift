/// Draws, for one permission and locale, what a person meets on the phone: the system alert
/// with the purpose string, the app's denied guide, and the way through Settings, with the
/// findings of `check` for those texts underneath.
public struct PreviewRenderer {
  public enum State: String, Sendable, CaseIterable {
    case denied
    case restricted
    case limited
  }

  /// What the app shows: the guide screen, a two-button alert after a denial, a one-button
  /// notice (restricted access), or the primer before the system asks.
  public enum Style: String, Sendable, CaseIterable {
    case guide
    case alert
    case notice
    case primer
  }

  public struct Options: Sendable {
    public var permissions: [String] = []
    /// Features (`features:` ids) to show: the guide with every permission missing and with
    /// each one missing alone.
    public var features: [String] = []
    /// Locales to show; empty: the source locale.
    public var locales: [String] = []
    public var ios = OSVersion(18)
    /// Width of a card in columns.
    public var width = 44
    public var state = State.denied
    public var style = Style.guide
    public var color = false
    /// Terminal width, for placing locales side by side.
    public var terminalWidth = 80
    /// Whether the cards may be narrower than `width` (down to `narrowest`) so that several
    /// locales fit side by side: three 44-column cards need 138 columns, and a 120-column
    /// terminal would otherwise stack them.
    public var fitsTerminal = false
    static let narrowest = 36

    public init() {}
  }

  let rendered: RenderedProject
  let diagnostics: [Diagnostic]
  let options: Options

  /// The project's model as `PreviewJob` made it for `options.ios`, and the findings of its
  /// check: the preview shows both and reads neither the lock nor a rule itself.
  public init(model: ProjectModel, diagnostics: [Diagnostic], options: Options) {
    self.rendered = model.rendered
    self.diagnostics = diagnostics
    var options = options
    let count = options.locales.count
    let gaps = (count - 1) * Self.gap
    if options.fitsTerminal, count > 1, count * options.width + gaps > options.terminalWidth {
      let fitted = (options.terminalWidth - gaps) / count
      if fitted >= Options.narrowest { options.width = fitted }
    }
    self.options = options
  }

  /// Columns between cards side by side.
  static let gap = 3

  /// The options' permissions, features and locales, each one the project has.
  public static func validate(_ options: Options, in project: Project) throws {
    var errors = ErrorCollector()
    for name in options.permissions where Self.entry(name, in: project) == nil {
      let used = project.permissions.map(\.permission.id)
      if let entry = project.entry(named: name) {
        errors.add(
          "permcopy has no template for \(entry.permission.id), so it has no alert or guide to "
            + "draw; `permcopy check` judges its text and `preview --html` shows it", at: nil)
        continue
      }
      let known = Catalog.lookup(name) != nil
      errors.add(
        known
          ? "\(name) is not in \(project.configPath); preview shows the permissions it lists: \(used.joined(separator: ", "))"
          : "unknown permission '\(name)'"
            + Suggestion.didYouMean(name, in: used + Catalog.allNames), at: nil)
    }
    for name in options.features where !project.features.contains(where: { $0.id == name }) {
      let ids = project.features.map(\.id)
      errors.add(
        "no feature '\(name)' in \(project.configPath)"
          + (ids.isEmpty
            ? "; add one under features:"
            : Suggestion.didYouMean(name, in: ids) + "; features: \(ids.joined(separator: ", "))"),
        at: nil)
    }
    for locale in options.locales where !project.locales.contains(locale) {
      errors.add(
        "\(locale) is not one of the project's locales \(project.locales)"
          + Suggestion.didYouMean(locale, in: project.locales), at: nil)
    }
    try errors.throwIfAny()
  }

  /// A permission permcopy has templates for: a key written as is has no screens to draw.
  static func entry(_ name: String, in project: Project) -> ProjectPermission? {
    project.entry(named: name).flatMap { $0.permission.hasTemplates ? $0 : nil }
  }

  /// Every card of every permission and locale asked for.
  public func render() throws -> String {
    let project = rendered.project
    let locales = options.locales.isEmpty ? [project.sourceLocale] : options.locales
    var out: [String] = []
    let cards: [(Int) throws -> [[String]]] =
      options.permissions.compactMap { name in
        Self.entry(name, in: project).map { entry in
          { try column(entry.permission, locale: locales[$0]) }
        }
      }
      + options.features.compactMap { name in
        project.features.first { $0.id == name }.map { feature in
          { featureColumn(feature, locale: locales[$0]) }
        }
      }
    for card in cards {
      let sections = try locales.indices.map { try card($0) }
      // Side by side, each section starts on the same row in every column.
      let sectionHeights = (0..<(sections.map(\.count).max() ?? 0)).map { index in
        sections.map { index < $0.count ? $0[index].count : 0 }.max() ?? 0
      }
      let columns = sections.map { column in
        sectionHeights.enumerated().flatMap { index, height in
          let section = index < column.count ? column[index] : []
          return section + Array(repeating: "", count: height - section.count)
        }
      }
      let gap = Self.gap
      let sideBySide =
        columns.count > 1
        && columns.count * options.width + (columns.count - 1) * gap <= options.terminalWidth
      if sideBySide {
        let height = columns.map(\.count).max() ?? 0
        for row in 0..<height {
          let cells = columns.map { column -> String in
            let line = row < column.count ? column[row] : ""
            return line
              + String(
                repeating: " ",
                count: max(0, options.width - DisplayWidth.columns(Self.plain(line))))
          }
          out.append(
            cells.joined(separator: String(repeating: " ", count: gap)).replacingTrailingSpaces())
        }
      } else {
        for (index, column) in sections.enumerated() {
          if index > 0 { out.append("") }
          out += column.flatMap { $0 }
        }
      }
      out.append("")
    }
    return out.joined(separator: "\n")
  }

  /// The cards of one permission in one locale, top to bottom, as sections (alert, guide,
  /// Settings, findings) so that columns side by side can line them up.
  func column(_ permission: Permission, locale: String) throws -> [[String]] {
    let era = SettingsEra(for: options.ios)
    guard let screens = PermissionScreens(permission, locale: locale, in: rendered) else {
      return []
    }
    func unit(_ field: CopyField, era wanted: SettingsEra? = nil) -> CopyUnit? {
      screens.unit(field, era: wanted)
    }
    var lines = [paint("\(permission.id) · \(locale) · iOS \(options.ios.major)", .dim)]

    // The system alert: iOS writes the title, the app supplies the message.
    var alert = Box(width: options.width)
    let systemAlert = screens.systemAlert(at: options.ios)
    alert.rows.append(.text(systemAlert.title, .center, style: .bold))
    if let message = unit(.usageDescription) {
      alert.rows.append(.text(message.text, .center))
    } else if permission.valueKind == .text {
      alert.rows.append(
        .text("(no \(locale) purpose string in permcopy.yml)", .center, style: .dim))
    }
    let buttons = systemAlert.buttons
    alert.rows.append(.divider)
    if buttons.count <= 2 {
      alert.rows.append(.buttons(buttons))
    } else {
      for (index, label) in buttons.enumerated() {
        if index > 0 { alert.rows.append(.divider) }
        alert.rows.append(.buttons([label]))
      }
    }
    lines +=
      [paint(systemAlert.isSheet ? "Health sheet" : "System alert", .dim)]
      + alert.lines(paint: paint)
    var sections = [lines]
    lines = []

    if options.style != .guide {
      lines += try styleCard(screens)
    } else {
      lines += try guideCard(screens, era: era)
    }

    // The way through Settings on this iOS version.
    var settings = Box(width: options.width)
    if let path = unit(.settingsPath, era: era) { settings.rows.append(.text(path.text, .leading)) }
    if let privacy = unit(.privacyPath, era: era) {
      settings.rows.append(.text(privacy.text, .leading, style: .dim))
    }
    if !settings.rows.isEmpty {
      lines +=
        ["", paint("Settings on iOS \(options.ios.major)", .dim)] + settings.lines(paint: paint)
    }

    // What check says about these texts.
    let findings = diagnostics.filter {
      $0.unit?.locale == locale && $0.unit?.permission == permission.id
    }
    if !findings.isEmpty { lines.append("") }
    for finding in findings {
      let mark = finding.severity == .error ? "✖" : finding.severity == .warning ? "⚠" : "ℹ"
      let head = "\(mark) \(finding.rule): \(finding.message)"
      for line in LineBreaker.wrap(head, width: options.width) {
        lines.append(paint(line, finding.severity == .error ? FindingStyle.error : .warning))
      }
      if let unit = finding.unit, let span = finding.span {
        for line in LineBreaker.wrap(marked(unit.text, span), width: options.width - 2) {
          lines.append("  " + line)
        }
      }
    }
    sections.append(lines)
    return sections
  }

  /// The app's own guide after a denial, or its restricted or limited variant.
  func guideCard(_ screens: PermissionScreens, era: SettingsEra) throws -> [String] {
    let permission = screens.permission
    var lines: [String] = []
    var guide = Box(width: options.width)
    // The guide's title says access is off, which the person can change: a denial's only. A
    // restricted notice says why in its message and closes with OK.
    if options.state == .denied, let title = screens.unit(.guideTitle) {
      guide.rows.append(.text(title.text, .leading, style: .bold))
    }
    let (open, notNow) = screens.guideButtons
    // No guide to draw: iOS never says reading Health was denied; NFC and VoIP have no switch.
    if options.state == .denied && !permission.hasDeniedGuide {
      let why =
        permission.reportsDenial
        ? "it has no switch in Settings to turn back on"
        : "iOS never tells the app it was denied"
      return ["", paint("No denied guide: \(why)", .dim)]
    }
    switch options.state {
    case .denied:
      if let message = screens.unit(.guideMessage) {
        guide.rows += [.blank, .text(message.text, .leading)]
      }
      let steps = screens.steps(era: era)
      if !steps.isEmpty { guide.rows.append(.blank) }
      for (index, step) in steps.enumerated() {
        guide.rows.append(.item("\(index + 1).", step.text))
      }
      guide.rows += [.divider, .buttons([open, notNow])]
    case .restricted:
      guard let message = screens.unit(.restrictedMessage) else {
        throw InputError(
          "\(permission.id) has no restricted state: Screen Time cannot restrict it", at: nil)
      }
      guide.rows += [.text(message.text, .leading), .divider, .buttons([screens.restrictedButton])]
    case .limited:
      guard let message = screens.unit(.limitedMessage, era: era) else {
        throw InputError(
          "\(permission.id) has no limited state on iOS \(options.ios.major) (Photos and location from iOS 14, contacts from iOS 18)",
          at: nil)
      }
      guide.rows += [.text(message.text, .leading), .divider, .buttons([open, notNow])]
    }
    let heading =
      options.state == .restricted
      ? "Restricted notice"
      : "Denied guide" + (options.state == .denied ? "" : " (\(options.state.rawValue))")
    lines += ["", paint(heading, .dim)] + guide.lines(paint: paint)

    return lines
  }

  /// A feature's guide in one locale: the order of the requests, then the guide with every
  /// permission missing and with each missing alone, on this iOS version, then the restricted
  /// message.
  func featureColumn(_ feature: ProjectFeature, locale: String) -> [[String]] {
    let era = SettingsEra(for: options.ios)
    let screens = FeatureScreens(feature, locale: locale, in: rendered)
    func text(_ field: CopyField, missing: String?) -> String? {
      screens.unit(field, missing: missing)?.text
    }
    let (open, notNow) = screens.guideButtons
    var sections: [[String]] = []
    if let order = text(.primerMessage, missing: nil) {
      var card = Box(width: options.width)
      card.rows.append(.text(order, .leading))
      sections.append(
        [paint("Feature \(feature.id): order of the requests", .dim)] + card.lines(paint: paint))
    }
    for missing in screens.missingCases {
      var card = Box(width: options.width)
      if let title = text(.guideTitle, missing: missing) {
        card.rows.append(.text(title, .leading, style: .bold))
      }
      if let message = text(.guideMessage, missing: missing) {
        card.rows += [.blank, .text(message, .leading)]
      }
      let steps = screens.steps(missing: missing, era: era)
      if !steps.isEmpty { card.rows.append(.blank) }
      for (index, step) in steps.enumerated() {
        card.rows.append(.item("\(index + 1).", step.text))
      }
      card.rows += [.divider, .buttons([open, notNow])]
      let label = missing.map { "Only \($0) missing" } ?? "Every permission missing"
      sections.append(["", paint(label, .dim)] + card.lines(paint: paint))
    }
    if let restricted = text(.restrictedMessage, missing: nil) {
      var card = Box(width: options.width)
      card.rows += [.text(restricted, .leading), .divider]
      card.rows.append(.buttons([screens.restrictedButton]))
      sections.append(["", paint("Restricted", .dim)] + card.lines(paint: paint))
    }
    return sections
  }

  /// The alert after a denial (Later / Open Now), the notice (Got It) or the primer shown
  /// before the system asks (Continue / Not Now).
  func styleCard(_ screens: PermissionScreens) throws -> [String] {
    let permission = screens.permission
    func text(_ field: CopyField) -> String? { screens.styleUnit(field)?.text }
    var card = Box(width: options.width)
    let label: String
    switch options.style {
    case .guide: return []
    case .alert:
      label = "Alert after a denial"
      if let title = text(.alertTitle) { card.rows.append(.text(title, .center, style: .bold)) }
      if let message = text(.alertMessage) { card.rows.append(.text(message, .center)) }
      card.rows += [
        .divider,
        .buttons([text(.button(.later)), text(.button(.openNow))].compactMap { $0 }),
      ]
    case .notice:
      label = "Notice"
      guard let message = text(.noticeMessage) else {
        throw InputError(
          "\(permission.id) has no notice: Screen Time cannot restrict it, so Settings always helps",
          at: nil)
      }
      card.rows += [.text(message, .center), .divider]
      card.rows.append(.buttons([text(.button(.gotIt))].compactMap { $0 }))
    case .primer:
      label = "Primer, before the system asks"
      if let title = text(.primerTitle) { card.rows.append(.text(title, .center, style: .bold)) }
      if let message = text(.primerMessage) { card.rows += [.blank, .text(message, .leading)] }
      card.rows += [
        .divider,
        // One button, always on to the system request: App Review rejects a primer the person
        // can close instead (guideline 5.1.1(iv)).
        .buttons([text(.button(.continue))].compactMap { $0 }),
      ]
    }
    if card.rows.count <= 2 {
      throw InputError(
        "locale \(screens.locale) has no \(options.style.rawValue) texts: its templates lack them",
        at: nil)
    }
    return ["", paint(label, .dim)] + card.lines(paint: paint)
  }

  /// The text with the span between ⟦ ⟧ (and red, underlined, on a terminal).
  func marked(_ text: String, _ span: Range<Int>) -> String {
    let characters = Array(text)
    let lower = min(span.lowerBound, characters.count)
    let upper = min(span.upperBound, characters.count)
    return String(characters[..<lower]) + "⟦" + String(characters[lower..<upper]) + "⟧"
      + String(characters[upper...])
  }

  enum FindingStyle {
    case error
    case warning
  }

  func paint(_ text: String, _ style: Box.TextStyle) -> String {
    guard options.color else { return text }
    switch style {
    case .plain: return text
    case .bold: return Terminal.style(text, .bold)
    case .dim: return Terminal.style(text, .dim)
    case .button: return Terminal.style(text, .blue)
    }
  }

  func paint(_ text: String, _ style: FindingStyle) -> String {
    guard options.color else { return text }
    switch style {
    case .error: return Terminal.style(text, .red)
    case .warning: return Terminal.style(text, .yellow)
    }
  }

  /// Text without escape sequences, for measuring.
  static func plain(_ text: String) -> String {
    var out = ""
    var inEscape = false
    for scalar in text.unicodeScalars {
      if scalar == "\u{1B}" {
        inEscape = true
      } else if inEscape {
        if scalar == "m" { inEscape = false }
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}

extension String {
  func replacingTrailingSpaces() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
