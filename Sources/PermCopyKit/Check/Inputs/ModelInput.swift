/// Files mode: one check input per target of the Load model. The source text of each key is
/// chosen per key: the development region's own `.lproj` entry when it has one, otherwise the
/// merged Info.plist value (plist file, project file or build setting) that ships as the base.
public enum ModelInput {
  public struct Options: Sendable {
    /// The locale translations are compared with; default: the development region.
    public var sourceLocale: String?
    /// The app's deployment target, for deprecated and companion keys; default: the target's.
    public var deploymentTarget: OSVersion?
    /// Keys the team declares valid although Apple does not document them.
    public var knownKeys: Set<String> = []

    public init() {}
  }

  public static func input(
    for target: AppTarget, options: Options, rules: (String) -> LocaleRules
  ) -> CheckInput {
    let region = LocaleNames.resolve(target.developmentRegion)
    var sourceLocale = options.sourceLocale ?? region.locale
    // Without a declared region, a Base folder stands for the development language.
    if options.sourceLocale == nil, !target.developmentRegionIsDeclared,
      !target.localizations.contains(where: { $0.locale == sourceLocale }),
      target.localizations.contains(where: { $0.locale == "Base" })
    {
      sourceLocale = "Base"
    }
    let baseLanguage =
      target.developmentRegionIsDeclared
      ? region.language
      : TextLanguage.detect(
        target.base.filter { PurposeKeys.isPurposeKey($0.key) }.map(\.text))
    var units: [CheckUnit] = []
    var locales: [String] = []
    var keysByLocale: [String: (file: String, keys: Set<String>)] = [:]
    var findings: [(rule: String, finding: Finding)] = []
    for finding in target.findings where finding.rule != "note" {
      findings.append(
        (
          finding.rule,
          Finding(
            unit: nil, message: finding.message, location: finding.location,
            severity: finding.severity)
        ))
    }
    for localization in target.localizations {
      if !locales.contains(localization.locale) { locales.append(localization.locale) }
      let isCatalog = localization.file.hasSuffix(".xcstrings")
      var keys = keysByLocale[localization.locale]?.keys ?? []
      for shipped in localization.texts {
        let declaration = shipped.declaration
        let isPurpose = PurposeKeys.isPurposeKey(shipped.key)
        if isPurpose { keys.insert(shipped.key) }
        // Other values are shown too (document types, shortcuts): language rules check them;
        // catalogs hold only what Xcode extracted, so only purpose keys are read from them.
        if !isPurpose
          && (isCatalog || declaration.text.contains("$(") || shipped.key == "CFBundleName")
        {
          continue
        }
        units.append(
          CheckUnit(
            key: shipped.key, permission: Catalog.permission(key: shipped.key)?.id,
            locale: localization.locale, language: localization.language,
            field: isPurpose ? .usageDescription : .otherValue, text: declaration.text,
            file: localization.file, origin: declaration.location, entry: declaration.entry,
            ignoredRules: CheckUnit.ignoredRules(in: declaration.comment),
            rules: rules(localization.language), state: declaration.catalogState))
      }
      keysByLocale[localization.locale] = (
        keysByLocale[localization.locale]?.file ?? localization.file, keys
      )
    }
    // The base value is the source of each purpose key the source locale's own file lacks.
    let sourceKeys = keysByLocale[sourceLocale]?.keys ?? []
    var baseKeys: Set<String> = []
    for shipped in target.base where PurposeKeys.isPurposeKey(shipped.key) {
      guard !sourceKeys.contains(shipped.key) else { continue }
      let declaration = shipped.declaration
      baseKeys.insert(shipped.key)
      units.append(
        CheckUnit(
          key: shipped.key, permission: Catalog.permission(key: shipped.key)?.id,
          locale: sourceLocale, language: baseLanguage, text: declaration.text,
          file: declaration.location.file, origin: declaration.location,
          rules: rules(baseLanguage), expandsVariables: declaration.source.expandsVariables))
    }
    if !baseKeys.isEmpty {
      if !locales.contains(sourceLocale) { locales.insert(sourceLocale, at: 0) }
      let file = keysByLocale[sourceLocale]?.file ?? target.base.first?.declaration.location.file
      keysByLocale[sourceLocale] = (file ?? "Info.plist", sourceKeys.union(baseKeys))
    }
    var appNames = target.appNames
    if appNames[sourceLocale] == nil, let name = appNames["Info.plist"] {
      appNames[sourceLocale] = name
    }
    var input = CheckInput(
      units: units, sourceLocale: sourceLocale, locales: locales,
      deploymentTarget: options.deploymentTarget ?? target.deploymentTarget, appNames: appNames,
      fileFindings: findings, keysByLocale: keysByLocale, isProject: false,
      buildsForMac: target.buildsForMac)
    input.knownKeys = options.knownKeys
    return input
  }
}
