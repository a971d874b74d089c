/// Project mode: the rendered copy of a permcopy project, purpose strings and guide texts alike,
/// with the review states the project model decided.
enum ProjectInput {
  public static func input(_ model: ProjectModel) throws -> CheckInput {
    let rendered = model.rendered
    let project = rendered.project
    var rules: [String: LocaleRules] = [:]
    for (locale, data) in project.localeData { rules[locale] = try LocaleRules.read(data) }
    var units: [CheckUnit] = []
    // `# permcopy:ignore` comments excuse texts written in permcopy.yml itself.
    let configFile = project.permissions.first?.origin.file
    // Each stale translation's purpose string, with where its source text now stands.
    var staleSources: [String: SourceLocation] = [:]
    for translation in model.stale {
      staleSources["\(translation.permission) \(translation.locale)"] = translation.source.origin
    }
    var newest: [String: String] = [:]
    var declared: Set<String> = []
    for unit in rendered.units where unit.field != .appName {
      // Companion keys are the Info.plist's: `build` writes them, no person wrote their text.
      if unit.locale == project.sourceLocale, unit.field == .usageDescription,
        let key = unit.infoPlistKey
      {
        declared.insert(key)
      }
      guard unit.companionOf == nil, let key = unit.infoPlistKey ?? unit.guideKey else { continue }
      // An older era's text is checked only where it differs from the newest one.
      let slot = "\(unit.locale) \(unit.permission ?? "") \(unit.field)"
      if unit.era == nil || unit.era == .newest {
        newest[slot] = unit.text
      } else if newest[slot] == unit.text {
        continue
      }
      let isPurpose = unit.field == .usageDescription
      let review =
        isPurpose
        ? unit.permission.map { model.reviewState($0, unit.locale) } ?? .reviewed : .reviewed
      let staleSource =
        review == .stale
        ? staleSources.removeValue(forKey: "\(unit.permission ?? "") \(unit.locale)") : nil
      units.append(
        CheckUnit(
          key: key, permission: unit.permission, locale: unit.locale, language: unit.locale,
          field: unit.field, text: unit.text, file: unit.origin.file, origin: unit.origin,
          ignoredRules: unit.origin.file == configFile
            ? project.ignoredRulesByLine[unit.origin.line] ?? [] : [],
          rules: rules[unit.locale] ?? .empty, localization: unit.locale, review: review,
          staleSource: staleSource))
    }
    var input = CheckInput(
      units: units, sourceLocale: project.sourceLocale, locales: project.locales,
      deploymentTarget: project.deploymentTarget, appNames: project.appName.mapValues(\.text))
    let app = model.appModel.targets
    input.audiences = app.flatMap(\.audiences)
    input.infoPlistKeys = declared
    input.target = app.first
    return input
  }
}
