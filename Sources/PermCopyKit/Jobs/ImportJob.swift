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
    /// The folder holding the app's `.lproj` folders, or its `InfoPlist.xcstrings`.
    var stringsFolder: String?
    /// The app keeps its purpose strings in a String Catalog: build writes that catalog.
    var isCatalog = false
    /// What was not taken over, with where it is.
    var report: [String] = []
  }

  public static func run(path: String, options: Options, console: Console = .standard) throws
    -> ExitStatus
  {
    let model = try AppLoader.load(paths: [path])
    let (target, others) = try choose(from: model, named: options.target, path: path)
    let chosenName =
      uniqueNames(of: model.targets, below: path)[
        model.targets.firstIndex { $0.name == target.name && $0.projectFile == target.projectFile }
          ?? 0]
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
        + (others.isEmpty ? "" : " from target '\(chosenName)'"))
    for line in imported.report { console.err(line) }
    if !others.isEmpty {
      console.err(
        "permcopy: the other targets with purpose strings, one permcopy.yml each:\n  "
          + others.map {
            "permcopy import '\(path)' --target '\($0)' --config '\(configName(for: $0))'"
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

  /// The target to take over: the one named, else the best-placed target with purpose strings
  /// (an iPhone app before a Mac or watch app, an app before an extension, then the one with
  /// the most purpose strings); and the unique names of the other targets that have some.
  static func choose(from model: AppModel, named name: String?, path: String) throws -> (
    AppTarget, others: [String]
  ) {
    let names = uniqueNames(of: model.targets, below: path)
    if let name {
      let matching = model.targets.indices.filter {
        names[$0] == name || model.targets[$0].name == name
      }
      guard matching.count == 1, let index = matching.first else {
        throw InputError(
          (matching.isEmpty ? "no target \(name)" : "\(matching.count) targets are named \(name)")
            + " below \(path); targets: "
            + names.map { "'\($0)'" }.joined(separator: ", "), at: nil)
      }
      return (model.targets[index], [])
    }
    let withStrings = model.targets.indices.filter { purposeStringCount(model.targets[$0]) > 0 }
    guard !withStrings.isEmpty else {
      // A file that does not parse may be where the strings are: each is named at its place.
      let broken = model.targets.flatMap(\.findings).filter { $0.rule == "syntax" }
      if !broken.isEmpty {
        var seen: Set<String> = []
        throw InputErrors(
          broken.compactMap { finding in
            let place = "\(finding.location.file):\(finding.location.line)"
            guard seen.insert(place).inserted else { return nil }
            return InputError(
              finding.message + "; import takes nothing from a file it cannot read: mend it, "
                + "then import again", at: finding.location)
          })
      }
      throw InputError(
        "no purpose strings below \(path) (looked in project.pbxproj, .xcconfig, project.yml, "
          + "Project.swift, app.json, app.config.*, Info.plist, InfoPlist.strings and "
          + "InfoPlist.xcstrings)", at: nil)
    }
    let ranked = withStrings.sorted { left, right in
      let (a, b) = (model.targets[left], model.targets[right])
      let rankA = (a.runsOnIPhone ? 0 : 1, isApp(a) ? 0 : 1, -purposeStringCount(a))
      let rankB = (b.runsOnIPhone ? 0 : 1, isApp(b) ? 0 : 1, -purposeStringCount(b))
      return rankA != rankB ? rankA < rankB : names[left] < names[right]
    }
    return (model.targets[ranked[0]], ranked.dropFirst().map { names[$0] })
  }

  static func isApp(_ target: AppTarget) -> Bool {
    target.kind == "folder" || target.kind.hasPrefix("application")
  }

  /// How many purpose strings a target declares or localizes.
  static func purposeStringCount(_ target: AppTarget) -> Int {
    target.base.filter { PurposeKeys.isPurposeKey($0.key) }.count
      + target.localizations.reduce(0) { count, localization in
        count + localization.texts.filter { PurposeKeys.isPurposeKey($0.key) }.count
      }
  }

  /// Target names as `--target` takes them: the target's name; a folder's path from `root`;
  /// where names repeat, the path of the project's folder from `root` before it
  /// (`Mac/NetNewsWire`), and a number after where even that repeats.
  static func uniqueNames(of targets: [AppTarget], below root: String) -> [String] {
    let rootURL = URL(fileURLWithPath: root).standardizedFileURL
    let base =
      FileManagerProbe.isDirectory(rootURL.path) ? rootURL : rootURL.deletingLastPathComponent()
    func relative(_ path: String) -> String {
      relativePath(from: base, to: URL(fileURLWithPath: path))
    }
    var names = targets.map { $0.kind == "folder" ? relative($0.name) : $0.name }
    let repeated = Dictionary(grouping: names.indices, by: { names[$0] }).filter {
      $0.value.count > 1
    }
    for (_, indices) in repeated {
      for index in indices {
        guard let project = targets[index].projectFile else { continue }
        var folder = URL(fileURLWithPath: project).deletingLastPathComponent()
        while ["xcodeproj", "xcworkspace"].contains(folder.pathExtension) {
          folder = folder.deletingLastPathComponent()
        }
        let place = relative(folder.path)
        if place != "." { names[index] = "\(place)/\(names[index])" }
      }
    }
    var seen: [String: Int] = [:]
    for index in names.indices {
      seen[names[index], default: 0] += 1
      if let count = seen[names[index]], count > 1 { names[index] += " #\(count)" }
    }
    return names
  }

  /// A config file name for a target: `permcopy-NAME.yml`, with characters a shell or a file
  /// system would trip on turned into `-`.
  static func configName(for target: String) -> String {
    let safe = target.unicodeScalars.map { scalar -> String in
      CharacterSet.alphanumerics.contains(scalar) || "._-".unicodeScalars.contains(scalar)
        ? String(scalar) : "-"
    }.joined()
    return "permcopy-\(safe).yml"
  }

  /// Sorts what a target ships into permission × locale texts, as the check sees them.
  static func model(of target: AppTarget) -> Imported {
    let input = ModelInput.input(for: target, options: ModelInput.Options(), rules: { _ in .empty })
    var imported = Imported()
    // The catalog where the purpose strings are in one, else the .lproj folders' parent.
    let catalog = target.localizations.first {
      $0.isCatalog && $0.texts.contains { PurposeKeys.isPurposeKey($0.key) }
    }
    imported.isCatalog = catalog != nil
    // An Expo locale file (`locales/zh-Hant.json`) is no `.lproj` folder build could write into.
    let lproj = target.localizations.first { $0.file.hasSuffix(".strings") }
    imported.stringsFolder = (catalog ?? lproj).map { localization in
      let file = URL(fileURLWithPath: localization.file)
      return catalog != nil
        ? file.deletingLastPathComponent().path
        : file.deletingLastPathComponent().deletingLastPathComponent().path
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
    for (rule, finding) in input.fileFindings where finding.severity != .note {
      let place = finding.location.map(\.description) ?? "?"
      if rule == LoadFinding.unshippedTable {
        imported.report.append("\(place): not taken over: \(finding.message)")
        continue
      }
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
      guard let locale = localeFor[localization.locale], localization.folder != locale else {
        continue
      }
      imported.folders[locale] = localization.folder
    }
    imported.sourceLocale = localeFor[input.sourceLocale] ?? "en"
    for locale in input.locales {
      guard let target = localeFor[locale], !imported.locales.contains(target) else { continue }
      imported.locales.append(target)
    }
    // An app with texts in one language only (its development region has none) is in that one.
    if !imported.locales.contains(imported.sourceLocale), let only = imported.locales.first {
      imported.sourceLocale = only
    }
    if let source = imported.locales.firstIndex(of: imported.sourceLocale), source != 0 {
      imported.locales.swapAt(0, source)
    }
    for (locale, name) in input.appNames where !SettingsStack.hasVariable(name) {
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
      // A key Apple's frameworks read that the catalog has no template for (a Mac key such as
      // NSAppleEventsUsageDescription, WebKit's NSCrossWebsiteTrackingUsageDescription) is
      // carried as its written text, under its own key.
      guard
        let permission = unit.permission.flatMap(Catalog.permission(id:))
          ?? Permission.writtenAsIs(key: unit.key)
      else {
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
      // iOS expands no build setting in InfoPlist.strings: a text whose variable the reader
      // could not resolve stays where Xcode expands it (the Info.plist or build settings).
      guard !SettingsStack.hasVariable(unit.text) else {
        imported.report.append(
          "\(place): not taken over: \(unit.key) holds a build variable (\(variable(in: unit.text))) "
            + (unit.expandsVariables
              ? "whose value permcopy could not find; InfoPlist.strings would show it as written, "
                + "so it stays in your file, where Xcode expands it"
              : "that iOS shows as written here (check reports it as placeholder-text)"))
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

  /// The first `$(…)` or `${…}` of a text, as written.
  static func variable(in text: String) -> String {
    guard let start = text.range(of: "$(") ?? text.range(of: "${") else { return text }
    let close: Character = text[start].hasSuffix("(") ? ")" : "}"
    guard let end = text[start.upperBound...].firstIndex(of: close) else {
      return String(text[start.lowerBound...])
    }
    return String(text[start.lowerBound...end])
  }

  /// The permcopy.yml text: every purpose string as `text`, quoted so it reads back exactly.
  static func text(_ imported: Imported, stringsFolder: String) throws -> String {
    guard !imported.texts.isEmpty else {
      // Why, file by file: each text it left, or that no file of the target holds a purpose key.
      let reasons =
        imported.report.isEmpty
        ? [
          "no file of the target (its Info.plist, build settings, InfoPlist.strings tables or "
            + "String Catalog) holds a purpose key"
        ]
        : imported.report
      throw InputError(
        "found no purpose strings to take over:\n  " + reasons.joined(separator: "\n  "), at: nil)
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
    if imported.isCatalog {
      yaml += "  format: xcstrings   # the app's own InfoPlist.xcstrings, its other entries kept\n"
    }
    let folders = imported.locales.compactMap { locale in
      imported.folders[locale].map { "\(locale): \(YAMLText.quoted($0))" }
    }
    if !folders.isEmpty {
      yaml += "  folders: { \(folders.joined(separator: ", ")) }   # the app's own .lproj names\n"
    }
    yaml += "permissions:\n"
    for id in imported.texts.keys.sorted(by: {
      (Catalog.order(of: $0), $0) < (Catalog.order(of: $1), $1)
    }) {
      yaml +=
        "  \(id):" + (Catalog.permission(id: id) == nil ? "   # no template: kept as written" : "")
      yaml += "\n    text:\n"
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
