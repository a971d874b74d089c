/// Project mode: the rendered copy of a permcopy project, purpose strings and guide texts alike,
/// with the review states the project model decided.
public enum ProjectInput {
  public static func input(_ model: ProjectModel) throws -> CheckInput {
    let rendered = model.rendered
    let project = rendered.project
    var rules: [String: LocaleRules] = [:]
    for (locale, data) in project.localeData { rules[locale] = try LocaleRules.read(data) }
    var units: [CheckUnit] = []
    // `# permcopy:ignore` comments excuse texts written in permcopy.yml itself.
    let configFile = project.permissions.first?.origin.file
    var newest: [String: String] = [:]
    for unit in rendered.units where unit.field != .appName && unit.companionOf == nil {
      guard let key = unit.infoPlistKey ?? unit.guideKey else { continue }
      // An older era's text is checked only where it differs from the newest one.
      let slot = "\(unit.locale) \(unit.permission ?? "") \(unit.field)"
      if unit.era == nil || unit.era == .ios18 {
        newest[slot] = unit.text
      } else if newest[slot] == unit.text {
        continue
      }
      units.append(
        CheckUnit(
          key: key, permission: unit.permission, locale: unit.locale, language: unit.locale,
          field: unit.field, text: unit.text, file: unit.origin.file, origin: unit.origin,
          ignoredRules: unit.origin.file == configFile
            ? project.ignoredRulesByLine[unit.origin.line] ?? [] : [],
          rules: rules[unit.locale] ?? .empty))
    }
    var stale: [(unit: CheckUnit, sourceLocation: SourceLocation)] = []
    for translation in model.stale {
      guard
        let unit = units.first(where: {
          $0.permission == translation.permission && $0.locale == translation.locale
            && $0.isPurposeString
        })
      else { continue }
      stale.append((unit, translation.source.origin))
    }
    let drafts = units.filter { unit in
      unit.isPurposeString
        && unit.permission.map { model.reviewState($0, unit.locale) == .machineDraft } == true
    }
    var input = CheckInput(
      units: units, sourceLocale: project.sourceLocale, locales: project.locales,
      deploymentTarget: project.deploymentTarget, appNames: project.appName.mapValues(\.text),
      staleUnits: stale, machineDrafts: drafts, isProject: true)
    input.audiences = model.appModel.targets.flatMap(\.audiences)
    return input
  }
}
