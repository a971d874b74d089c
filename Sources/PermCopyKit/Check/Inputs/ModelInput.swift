/// Files mode: one check input per target of the Load model. The source text of each key is
/// chosen per key: the development region's own `.lproj` entry when it has one, otherwise the
/// merged Info.plist value (plist file, project file or build setting) that ships as the base.
enum ModelInput {
  public struct Options: Sendable {
    /// The locale translations are compared with; default: the development region.
    public var sourceLocale: String?
    /// The app's deployment target, for deprecated and companion keys; default: the target's.
    public var deploymentTarget: OSVersion?
    /// Keys the team declares valid although Apple does not document them.
    public var knownKeys: Set<String> = []
    /// The declared spacing between Han and Latin (`space` / `none`); nil: Apple's.
    public var latinSpacing: String?

    public init() {}
  }

  static func input(
    for target: AppTarget, options: Options, rules: (String) -> LocaleRules
  ) -> CheckInput {
    let region = LocaleNames.resolve(target.developmentRegion)
    // The source locale: the development region's own folder, else a regional spelling of its
    // language (en-US), else Base, else the region (the base values alone).
    let folders = target.localizations.filter { $0.locale != "Base" }
    let sourceLocale =
      options.sourceLocale
      ?? (folders.first { $0.locale == region.locale }
      ?? folders.first { $0.language == region.language && $0.language == $0.locale }
      ?? folders.first { $0.language == region.language })?.locale
      ?? (target.localizations.contains { $0.locale == "Base" } ? "Base" : region.locale)
    // Base.lproj beside the development region's own folder is a base layer under it: what
    // the other locales fall back to, not a translation of its own.
    let shadowedBase = target.localizations.first {
      $0.locale == "Base" && sourceLocale != "Base"
        && $0.language == LocaleNames.resolve(sourceLocale).language
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
            severity: finding.severity, related: finding.related)
        ))
    }
    for localization in target.localizations where localization.file != shadowedBase?.file {
      if !locales.contains(localization.locale) { locales.append(localization.locale) }
      let isCatalog = localization.isCatalog
      var keys = keysByLocale[localization.locale]?.keys ?? []
      let localeRules = rules(localization.language)
      let family = TextLanguage.TableFamily(localization.language)
      keys.reserveCapacity(keys.count + localization.texts.count)
      // One unit per text, judged by the language it is written in.
      func unit(
        _ declaration: Declaration, permission: String?, field: CopyField, entry: StringsEntry?,
        review: ReviewState, variation: String? = nil
      ) -> CheckUnit {
        let writtenIn = TextLanguage.judging(
          declaration.text, inTableOf: localization.language, family: family,
          written: { _ in AppTarget.written(declaration) })
        return CheckUnit(
          key: declaration.key, permission: permission,
          locale: localization.locale, language: localization.language, writtenIn: writtenIn,
          field: field, text: declaration.text, file: localization.file,
          origin: declaration.location, entry: entry,
          ignoredRules: CheckUnit.ignoredRules(in: declaration.comment),
          rules: writtenIn == localization.language ? localeRules : rules(writtenIn),
          state: declaration.catalogState, review: review, variation: variation)
      }
      for shipped in localization.texts {
        let declaration = shipped.declaration
        // A catalog key is a purpose key: most texts need one look-up, not three.
        let permission = Catalog.permissionID(key: shipped.key)
        let isPurpose = permission != nil || PurposeKeys.isPurposeKey(shipped.key)
        if isPurpose { keys.insert(shipped.key) }
        // Other values are shown too (document types, shortcuts): language rules check them;
        // catalogs hold only what Xcode extracted, so only purpose keys are read from them.
        if !isPurpose
          && (isCatalog || declaration.text.contains("$(") || shipped.key == "CFBundleName")
        {
          continue
        }
        units.append(
          unit(
            declaration, permission: permission, field: isPurpose ? .usageDescription : .otherValue,
            entry: declaration.entry, review: shipped.review))
      }
      // A catalog's other variations (an iPad's text) ship too: each is judged as a text of its
      // key, in the same language (it is not a key of its own, so no key rule sees it twice).
      for declaration in localization.variants {
        let permission = Catalog.permissionID(key: declaration.key)
        guard permission != nil || PurposeKeys.isPurposeKey(declaration.key) else { continue }
        units.append(
          unit(
            declaration, permission: permission, field: .usageDescription, entry: nil,
            review: ReviewState(catalogState: declaration.catalogState),
            variation: declaration.detail))
      }
      keysByLocale[localization.locale] = (
        keysByLocale[localization.locale]?.file ?? localization.file, keys
      )
    }
    // The base value is the source of each purpose key the source locale's own file lacks.
    let sourceKeys = keysByLocale[sourceLocale]?.keys ?? []
    var baseKeys: Set<String> = []
    var base = target.base
    if let shadowedBase {
      let shadowing = shadowedBase.texts.filter { sourceKeys.contains($0.key) }
      if !shadowing.isEmpty, let file = keysByLocale[sourceLocale]?.file {
        findings.append(
          (
            DuplicateKeyRule.id,
            Finding(
              unit: nil,
              message:
                "\(file) shadows Base.lproj for \(shadowing.count) key\(shadowing.count == 1 ? "" : "s"): "
                + "\(sourceLocale) users see this file's text, other locales fall back to Base's",
              location: SourceLocation(file: file, line: 1, column: 1), severity: .warning)
          ))
      }
      // Base.lproj overrides the Info.plist value for every locale without its own entry.
      let baseKeysOfFolder = Set(shadowedBase.texts.map(\.key))
      base = base.filter { !baseKeysOfFolder.contains($0.key) } + shadowedBase.texts
    }
    let baseFamily = TextLanguage.TableFamily(baseLanguage)
    for shipped in base
    where PurposeKeys.isPurposeKey(shipped.key) || PurposeKeys.isMisspeltPurposeKey(shipped.key) {
      guard !sourceKeys.contains(shipped.key) else { continue }
      let declaration = shipped.declaration
      baseKeys.insert(shipped.key)
      let writtenIn = TextLanguage.judging(
        declaration.text, inTableOf: baseLanguage, family: baseFamily,
        written: { _ in AppTarget.written(declaration) })
      units.append(
        CheckUnit(
          key: shipped.key, permission: Catalog.permission(key: shipped.key)?.id,
          locale: sourceLocale, language: baseLanguage, writtenIn: writtenIn,
          text: declaration.text, file: declaration.location.file, origin: declaration.location,
          entry: declaration.entry, ignoredRules: CheckUnit.ignoredRules(in: declaration.comment),
          rules: rules(writtenIn), expandsVariables: declaration.source.expandsVariables))
    }
    if !baseKeys.isEmpty {
      if !locales.contains(sourceLocale) { locales.insert(sourceLocale, at: 0) }
      let file = keysByLocale[sourceLocale]?.file ?? base.first?.declaration.location.file
      keysByLocale[sourceLocale] = (file ?? "Info.plist", sourceKeys.union(baseKeys))
    }
    var appNames = target.appNames
    if appNames[sourceLocale] == nil, let name = appNames["Info.plist"] {
      appNames[sourceLocale] = name
    }
    // A Mac or watch target's deployment target is a macOS or watchOS version, which the
    // iOS eras (companions, deprecations) must not read as an iOS one.
    let deploymentTarget =
      options.deploymentTarget ?? (target.runsOnIPhone ? target.deploymentTarget : nil)
    var input = CheckInput(
      units: units, sourceLocale: sourceLocale, locales: locales,
      deploymentTarget: deploymentTarget, appNames: appNames,
      fileFindings: findings, buildsForMac: target.buildsForMac)
    input.audiences = target.audiences
    input.undeclaredKeys = target.undeclaredKeys
    input.knownKeys = options.knownKeys
    input.latinSpacing = options.latinSpacing
    input.target = target
    let plistKeys = target.base.filter { $0.declaration.source != .strings }.map(\.key)
      .filter(PurposeKeys.isPurposeKey)
    if target.base.contains(where: { $0.declaration.source != .strings }) {
      input.infoPlistKeys = Set(plistKeys)
    }
    return input
  }
}
