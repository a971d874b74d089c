import Foundation

/// `permcopy accept`: records the current translations in permcopy.lock as up to date.
public enum AcceptJob {
  public static func run(
    configPath: String, locale: String?, permissions: [String], console: Console = .standard
  ) throws -> ExitStatus {
    let configPath = ProjectConfig.locate(configPath, console: console)
    let project = try ConfigLoader.load(path: configPath)
    if let locale, !project.locales.contains(locale) || locale == project.sourceLocale {
      throw InputError(
        "--locale \(locale) is not a translated locale of this project ("
          + project.locales.filter { $0 != project.sourceLocale }.joined(separator: ", ") + ")",
        at: nil)
    }
    var ids = Set<String>()
    for name in permissions {
      guard let permission = project.entry(named: name)?.permission else {
        let used = project.permissions.map(\.permission.id)
        throw InputError(
          "\(name) is not a permission of this project" + Suggestion.didYouMean(name, in: used),
          at: nil)
      }
      ids.insert(permission.id)
    }
    let lock = try TranslationLock.read(path: project.lockPath)
    let (updated, accepted) = lock.accepting(project, locale: locale, permissions: ids)
    for translation in accepted {
      console.out("accepted  \(translation.permission) \(translation.locale)")
    }
    if updated != lock {
      let path = project.lockPath
      try OutputWriter.writeAtomically(
        .init(
          path: path, displayPath: ConfigLoader.displayPath(path), data: Data(updated.text().utf8)))
    }
    console.err("permcopy: \(accepted.count) translation\(accepted.count == 1 ? "" : "s") accepted")
    return .success
  }
}
