/// Project mode's model: the rendered project with every translation's review state decided
/// once from `permcopy.lock`. Check, Emit, Preview and the exchange formats read this and never
/// the lock again; `appModel` is the same per-target model files mode produces.
public struct ProjectModel: Sendable {
  public let rendered: RenderedProject
  /// The lock as read (build writes its update).
  let lock: TranslationLock
  /// Slot ("permission locale") → review state, for every translation a reviewer still has to
  /// read; a slot not here is reviewed.
  let review: [String: ReviewState]
  /// Stale translations, with the source text they were made from.
  let stale: [TranslationLock.Translation]

  public var project: Project { rendered.project }

  init(rendered: RenderedProject, lock: TranslationLock) {
    self.rendered = rendered
    self.lock = lock
    self.review = lock.reviewStates(in: rendered.project)
    self.stale = lock.stale(in: rendered.project)
  }

  /// Loads permcopy.yml, renders it and reads its lock: the one place project mode reads.
  public static func load(path: String, encodingOverride: StringsEncoding? = nil) throws
    -> ProjectModel
  {
    let project = try ConfigLoader.load(path: path, encodingOverride: encodingOverride)
    return ProjectModel(
      rendered: try Renderer.render(project), lock: try TranslationLock.read(path: project.lockPath)
    )
  }

  func reviewState(_ permission: String, _ locale: String) -> ReviewState {
    review["\(permission) \(locale)"] ?? .reviewed
  }

  /// The app as the Load model describes it: one target whose base is the source locale's
  /// purpose strings and whose localizations are the other locales', each declared at its line
  /// of permcopy.yml and carrying its review state.
  public var appModel: AppModel {
    let project = self.project
    var base: [ShippedText] = []
    var localizations: [Localization] = []
    for locale in project.locales {
      var texts: [ShippedText] = []
      for unit in rendered.units
      where unit.locale == locale && unit.field == .usageDescription && unit.companionOf == nil {
        guard let key = unit.infoPlistKey else { continue }
        let declaration = Declaration(
          key: key, text: unit.text, location: unit.origin, source: .project)
        let review = unit.permission.map { reviewState($0, locale) } ?? .reviewed
        texts.append(ShippedText(key: key, declaration: declaration, review: review))
      }
      if locale == project.sourceLocale {
        base = texts
      } else {
        let folder = project.output.folders[locale] ?? locale
        localizations.append(
          Localization(
            folder: folder, locale: locale, language: LocaleNames.resolve(locale).language,
            file: DisplayPath.of(project.configPath), texts: texts))
      }
    }
    let target = AppTarget(
      name: project.appName[project.sourceLocale]?.text ?? "app", kind: "application",
      projectFile: DisplayPath.of(project.configPath),
      developmentRegion: project.sourceLocale, developmentRegionIsDeclared: true,
      deploymentTarget: project.deploymentTarget, buildsForMac: false, base: base,
      localizations: localizations, appNames: project.appName.mapValues(\.text), findings: [],
      files: [DisplayPath.of(project.configPath)])
    return AppModel(targets: [target], isProject: true)
  }
}

extension DeclarationSource {
  /// A text permcopy renders from permcopy.yml.
  static let project = DeclarationSource("permcopy.yml", expandsVariables: false)
}
