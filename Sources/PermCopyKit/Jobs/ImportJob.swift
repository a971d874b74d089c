import Foundation

/// `permcopy import PATH`: takes over one app target's existing copy, wherever the Load model
/// found it (`project.pbxproj` build settings, `.xcconfig`, XcodeGen, Tuist, Expo, `Info.plist`,
/// `*.lproj/InfoPlist.strings`, `InfoPlist.xcstrings`) into a permcopy.yml, keeping every purpose
/// string word for word as `text` and the app's own `.lproj` folder names, and reports what it
/// could not take over, and where two declarations of a key disagree, instead of dropping it.
public enum ImportJob {
  public struct Options: Sendable {
    public var configPath = ConfigLoader.defaultFileName
    /// Folder for `output.strings`; default: the app's own folder, so `build` writes in place.
    public var stringsFolder: String?
    public var force = false
    /// The target to take over when the app has several.
    public var target: String?

    public init() {}
  }

  /// What an app's files hold, as permcopy.yml will say it.
  struct Imported {
    var sourceLocale = "en"
    var locales: [String] = []
    /// Permission id → locale → text.
    var texts: [String: [String: String]] = [:]
    var appNames: [String: String] = [:]
    var deploymentTarget: OSVersion?
    /// Locale → the app's own `.lproj` folder name, where it differs from the locale id.
    var folders: [String: String] = [:]
    /// The folder holding the app's `.lproj` folders, when it has any.
    var stringsFolder: String?
    /// What was not taken over, with where it is.
    var report: [String] = []
  }

  public static func run(path: String, options: Options, console: Console = .standard) throws
    -> ExitStatus
  {
    let model = try AppLoader.load(paths: [path])
    let (target, others) = try choose(from: model, named: options.target, path: path)
    let imported = Self.model(of: target)
    let configURL = URL(fileURLWithPath: options.configPath).standardizedFileURL
    let appFolder = imported.stringsFolder ?? resourceFolder(of: target)
    let stringsFolder =
      options.stringsFolder
      ?? relativePath(
        from: configURL.deletingLastPathComponent(), to: URL(fileURLWithPath: appFolder))
    let yaml = try text(imported, stringsFolder: stringsFolder)
    try InitJob.writeNew(yaml, to: options.configPath, force: options.force)
    console.out("created  \(ConfigLoader.displayPath(options.configPath))")
    let count = imported.texts.values.reduce(0) { $0 + $1.count }
    console.err(
      "permcopy: took over \(count) purpose string\(count == 1 ? "" : "s") of \(imported.texts.count) "
        + "permission\(imported.texts.count == 1 ? "" : "s") in \(imported.locales.joined(separator: ", "))"
    )
    for line in imported.report { console.err(line) }
    if !others.isEmpty {
      console.err(
        "permcopy: the other targets with purpose strings, one permcopy.yml each:\n  "
          + others.map {
            "permcopy import \(path) --target '\($0)' --config 'permcopy-\($0).yml'"
          }.joined(separator: "\n  "))
    }
    return .success
  }

  /// Where Xcode reads the target's resources when it has no `.lproj` folder yet: beside its
  /// Info.plist, else its own folder beside the project; never inside an `.xcodeproj`,
  /// `.xcworkspace` or asset catalog, whose contents Xcode does not copy.
  static func resourceFolder(of target: AppTarget) -> String {
    var folder =
      target.infoPlistFile.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }
      ?? target.projectFile.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }
      ?? target.name
    while ["xcodeproj", "xcworkspace", "xcassets"].contains(
      URL(fileURLWithPath: folder).pathExtension)
    {
      folder = URL(fileURLWithPath: folder).deletingLastPathComponent().path
    }
    if target.infoPlistFile == nil, target.projectFile?.contains(".xcodeproj/") == true {
      let own = URL(fileURLWithPath: folder).appendingPathComponent(target.name).path
      if FileManagerProbe.isDirectory(own) { folder = own }
    }
    return folder
  }

  /// The target to take over: the one named, else the only app target with purpose strings
  /// (the app, where its extensions have some too); and the other targets that have some.
  static func choose(from model: AppModel, named name: String?, path: String) throws -> (
    AppTarget, others: [String]
  ) {
    if let name {
      guard let target = model.targets.first(where: { $0.name == name }) else {
        throw InputError(
          "no target \(name) below \(path); targets: "
            + model.targets.map(\.name).joined(separator: ", "), at: nil)
      }
      return (target, [])
    }
    let withStrings = model.targets.filter { target in
      target.base.contains { PurposeKeys.isPurposeKey($0.key) }
        || target.localizations.contains { !$0.texts.isEmpty }
    }
    guard !withStrings.isEmpty else {
      throw InputError(
        "no purpose strings below \(path) (looked in project.pbxproj, .xcconfig, project.yml, "
          + "Project.swift, app.json, app.config.*, Info.plist, InfoPlist.strings and "
          + "InfoPlist.xcstrings)", at: nil)
    }
    let apps = withStrings.filter { $0.kind == "application" || $0.kind == "folder" }
    let described = withStrings.filter { $0.kind == "application" }
    let chosen =
      apps.count == 1
      ? apps.first
      : withStrings.count == 1
        ? withStrings.first
        : described.count == 1 ? described.first : nil
    if let app = chosen {
      return (app, withStrings.filter { $0.name != app.name }.map(\.name))
    }
    throw InputError(
      "\(path) holds \(withStrings.count) targets with purpose strings; import one with --target: "
        + withStrings.map(\.name).joined(separator: ", "), at: nil)
  }

  /// Sorts what a target ships into permission × locale texts, as the check sees them.
  static func model(of target: AppTarget) -> Imported {
    let input = ModelInput.input(for: target, options: ModelInput.Options(), rules: { _ in .empty })
    var imported = Imported()
    imported.stringsFolder = target.localizations.first.map { localization in
      URL(fileURLWithPath: localization.file).deletingLastPathComponent()
        .deletingLastPathComponent().path
    }
    // Where the development region's own file and the Info.plist value disagree, users of that
    // language see the file's text: it is taken, and the difference reported.
    for localization in target.localizations where localization.locale == input.sourceLocale {
      for shipped in localization.texts {
        guard PurposeKeys.isPurposeKey(shipped.key),
          let base = target.baseText(shipped.key), base.text != shipped.text
        else { continue }
        imported.report.append(
          "\(shipped.declaration.location): \(shipped.key) differs from the \(base.declaration.source.rawValue) "
            + "value at \(base.declaration.location) (\"\(base.text)\"); took the \(localization.folder).lproj text, "
            + "which \(localization.locale) users see")
      }
    }
    for (rule, finding) in input.fileFindings {
      let place = finding.location.map(\.description) ?? "?"
      imported.report.append(
        "\(place): \(rule): \(finding.message) (Xcode cannot read the file as it is; "
          + "permcopy read on past the problem, so check the texts it took over)")
    }
    // Locale ids permcopy can build: a region variant of English becomes en when en is absent,
    // Base and Info.plist become the language their texts are in.
    var localeFor: [String: String] = [:]
    for locale in input.locales {
      let language = LocaleNames.resolve(locale).language
      var target = locale
      if locale == "Base" || locale == "Info.plist" || (language == "en" && locale != "en") {
        let guess = input.units.first { $0.locale == locale }.map(\.language) ?? language
        target = guess
      }
      if input.locales.contains(target) && target != locale {
        imported.report.append(
          "\(locale): not taken over: the app also has \(target), which permcopy takes")
        continue
      }
      guard DefaultResources.localeFile(target) != nil, !DefaultResources.templates(target).isEmpty
      else {
        imported.report.append(
          "\(locale): not taken over: permcopy has no locale data and templates for \(target); "
            + "add locales/\(target).yml and Templates/\(target)/ next to permcopy.yml, then import again"
        )
        continue
      }
      localeFor[locale] = target
    }
    for localization in target.localizations {
      guard let locale = localeFor[localization.locale], localization.folder != locale,
        !localization.file.hasSuffix(".xcstrings")
      else { continue }
      imported.folders[locale] = localization.folder
    }
    imported.sourceLocale = localeFor[input.sourceLocale] ?? "en"
    for locale in input.locales {
      guard let target = localeFor[locale], !imported.locales.contains(target) else { continue }
      imported.locales.append(target)
    }
    if let source = imported.locales.firstIndex(of: imported.sourceLocale), source != 0 {
      imported.locales.swapAt(0, source)
    }
    for (locale, name) in input.appNames {
      if let target = localeFor[locale] ?? (locale == "Info.plist" ? imported.sourceLocale : nil),
        imported.appNames[target] == nil || locale != "Info.plist"
      {
        imported.appNames[target] = name
      }
    }
    imported.deploymentTarget = input.deploymentTarget
    for unit in input.units {
      guard let locale = localeFor[unit.locale] else { continue }
      let place = "\(unit.origin.file):\(unit.origin.line):\(unit.origin.column)"
      guard unit.isPurposeString else {
        if unit.key != "CFBundleDisplayName" {
          imported.report.append(
            "\(place): not taken over: \(unit.key) is not a purpose string; it stays in your file only"
          )
        }
        continue
      }
      guard let permission = unit.permission.flatMap(Catalog.permission(id:)) else {
        let suggestion = Suggestion.closest(to: unit.key, in: Catalog.all.compactMap(\.key))
        imported.report.append(
          "\(place): not taken over: \(unit.key) is not an Apple purpose key"
            + (suggestion.map { " (did you mean \($0)?)" } ?? ""))
        continue
      }
      // Xcode marks even source texts "new"; only a translation in that state is not one yet.
      if unit.state == "new" && locale != imported.sourceLocale {
        imported.report.append(
          "\(place): not taken over: \(unit.key) is new in \(unit.locale), not translated yet")
        continue
      }
      if unit.state == "needs_review" {
        imported.report.append(
          "\(place): taken over, but the catalog marks \(unit.key) in \(unit.locale) as needing review"
        )
      }
      guard !unit.text.allSatisfy(\.isWhitespace) else {
        imported.report.append("\(place): not taken over: \(unit.key) is empty in \(unit.locale)")
        continue
      }
      guard permission.isBuildable else {
        imported.report.append("\(place): not taken over: permcopy does not write \(unit.key)")
        continue
      }
      imported.texts[permission.id, default: [:]][locale] = unit.text
    }
    return imported
  }

  /// The permcopy.yml text: every purpose string as `text`, quoted so it reads back exactly.
  static func text(_ imported: Imported, stringsFolder: String) throws -> String {
    guard !imported.texts.isEmpty else {
      throw InputError("found no purpose strings to take over", at: nil)
    }
    var yaml = "# permcopy.yml, made by `permcopy import` from the app's own files: every purpose\n"
    yaml += "# string is kept word for word as `text`. Reference: the permcopy README.\n"
    if !imported.appNames.isEmpty {
      let names = imported.locales.compactMap { locale in
        imported.appNames[locale].map { "\(locale): \(YAMLText.quoted($0))" }
      }
      yaml += "app:\n  name: { \(names.joined(separator: ", ")) }\n"
    }
    yaml += "source-locale: \(imported.sourceLocale)\n"
    yaml += "locales: [\(imported.locales.joined(separator: ", "))]\n"
    if let target = imported.deploymentTarget {
      yaml += "ios: { deployment-target: \"\(target.major).\(target.minor)\" }\n"
    } else {
      yaml +=
        "ios: { deployment-target: \"15.0\" }   # not found in Info.plist: set the app's own\n"
    }
    yaml += "output:\n  strings: \(YAMLText.quoted(stringsFolder))\n"
    let folders = imported.locales.compactMap { locale in
      imported.folders[locale].map { "\(locale): \(YAMLText.quoted($0))" }
    }
    if !folders.isEmpty {
      yaml += "  folders: { \(folders.joined(separator: ", ")) }   # the app's own .lproj names\n"
    }
    yaml += "permissions:\n"
    for id in imported.texts.keys.sorted(by: { Catalog.order(of: $0) < Catalog.order(of: $1) }) {
      yaml += "  \(id):\n    text:\n"
      for locale in imported.locales {
        guard let text = imported.texts[id]?[locale] else { continue }
        yaml += "      \(locale): \(YAMLText.quoted(text))\n"
      }
    }
    return yaml
  }

  /// `target` relative to `base` ("." when equal), for paths in permcopy.yml.
  static func relativePath(from base: URL, to target: URL) -> String {
    let from = base.standardizedFileURL.pathComponents
    let to = target.standardizedFileURL.pathComponents
    var common = 0
    while common < min(from.count, to.count) && from[common] == to[common] { common += 1 }
    let parts = Array(repeating: "..", count: from.count - common) + to[common...]
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }
}
