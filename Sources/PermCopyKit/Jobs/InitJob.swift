import Foundation

/// `permcopy init`: a starter permcopy.yml, from a list of permissions or an Info.plist, or the
/// bundled example app.
public enum InitJob {
  public enum Source: Sendable {
    case permissions([String])
    case infoPlist(path: String)
    /// The permissions the code below a folder needs, found by the source scan.
    case sources(folder: String)
  }

  public struct Options: Sendable {
    public var locales: [String] = ["en", "zh-Hans", "zh-Hant"]
    public var deploymentTarget = "16.0"
    public var force = false

    public init() {}
  }

  /// Writes `permcopy.yml` at `configPath`.
  public static func run(
    source: Source, configPath: String, options: Options, console: Console = .standard
  ) throws -> ExitStatus {
    for locale in options.locales where !ConfigLoader.isValidLocaleID(locale) {
      throw InputError("'\(locale)' is not a locale id such as en, zh-Hans or pt-BR", at: nil)
    }
    guard OSVersion(parsing: options.deploymentTarget) != nil else {
      throw InputError("'\(options.deploymentTarget)' is not an iOS version such as 16.0", at: nil)
    }
    let text: String
    switch source {
    case .permissions(let names):
      text = try starter(permissions: names, options: options)
    case .infoPlist(let path):
      text = try starter(infoPlist: path, options: options, console: console)
    case .sources(let folder):
      text = try starter(sources: folder, options: options)
    }
    try checkLocales(of: text, options: options, configPath: configPath)
    try writeNew(text, to: configPath, force: options.force)
    console.out("created  \(ConfigLoader.displayPath(configPath))")
    console.err("permcopy: write the purposes, then run `permcopy build`")
    return .success
  }

  /// Refuses what `build` would refuse in the starter: a repeated or missing locale, or one whose
  /// data or templates (built in, or in `locales/` and `Templates/` beside the config) do not
  /// cover its permissions. Only the purposes are left for the user to write.
  static func checkLocales(of text: String, options: Options, configPath: String) throws {
    guard !options.locales.isEmpty else {
      throw InputError("--locales is empty; name at least the source locale, such as en", at: nil)
    }
    var seen: Set<String> = []
    for locale in options.locales where !seen.insert(locale).inserted {
      throw InputError("--locales names \(locale) twice", at: nil)
    }
    var permissions: [Permission] = []
    if case .mapping(let pairs, _) = try YAMLTree.parse(text, file: configPath)["permissions"] {
      permissions = pairs.compactMap { Catalog.lookup($0.key) }
    }
    var errors = ErrorCollector()
    let folder = URL(fileURLWithPath: configPath).deletingLastPathComponent()
    _ = try ConfigLoader.loadLocales(
      options.locales, at: [:], permissions: permissions, baseDirectory: folder, errors: &errors)
    try errors.throwIfAny()
  }

  /// Writes the bundled example app into `directory`.
  public static func example(directory: String, force: Bool, console: Console = .standard) throws
    -> ExitStatus
  {
    let files = DefaultResources.exampleFiles
    let folder = URL(fileURLWithPath: directory)
    for name in files.keys.sorted() {
      let path = folder.appendingPathComponent(name).path
      if FileManager.default.fileExists(atPath: path) && !force {
        throw InputError(
          "\(ConfigLoader.displayPath(path)) exists; pass --force to replace it", at: nil)
      }
    }
    for name in files.keys.sorted() {
      let path = folder.appendingPathComponent(name).path
      try OutputWriter.writeAtomically(
        .init(
          path: path, displayPath: ConfigLoader.displayPath(path), data: Data(files[name]!.utf8)))
      console.out("created  \(ConfigLoader.displayPath(path))")
    }
    console.err("permcopy: now run `permcopy build` in \(directory)")
    return .success
  }

  /// The permissions the scan finds the code (or its packages) needs, each with its call sites
  /// as comments: the first five, then how many more.
  static func starter(sources folder: String, options: Options) throws -> String {
    let model = try AppLoader.load(paths: [folder], scanSources: true)
    var sites: [String: [String]] = [:]
    let target = OSVersion(parsing: options.deploymentTarget)
    for (uses, packages) in model.targets.map({ ($0.sourceUses, $0.packageUses) }) + [
      (model.looseUses, model.loosePackages)
    ] {
      for use in uses
      where use.row.effect != .may && use.row.applies(at: target) && !use.row.keys.isEmpty {
        let place = "\(use.location.file):\(use.location.line) \(use.row.displayName)"
        if !(sites[use.row.keys[0]] ?? []).contains(place) {
          sites[use.row.keys[0], default: []].append(place)
        }
      }
      for use in packages {
        for key in use.wrapper.keys {
          let place = "\(use.location.file):\(use.location.line) \(use.wrapper.package)"
          if !(sites[key] ?? []).contains(place) { sites[key, default: []].append(place) }
        }
      }
    }
    var names: [String] = []
    var notes: [String: [String]] = [:]
    for key in sites.keys.sorted() {
      guard let permission = Catalog.lookup(key), permission.isBuildable else { continue }
      names.append(permission.id)
      notes[permission.id, default: []] += sites[key]!.sorted()
    }
    guard !names.isEmpty else {
      throw InputError(
        "no code below \(folder) calls an API that needs a purpose key; name them with --permissions",
        at: nil)
    }
    return try starter(permissions: names, options: options, callSites: notes)
  }

  static func starter(
    permissions names: [String], options: Options, callSites: [String: [String]] = [:]
  ) throws -> String {
    var errors = ErrorCollector()
    var entries: [Permission] = []
    for name in names {
      guard let permission = Catalog.lookup(name) else {
        errors.add(
          "unknown permission '\(name)'" + Suggestion.didYouMean(name, in: Catalog.allNames)
            + "; `permcopy list` shows them all", at: nil)
        continue
      }
      guard permission.isBuildable else {
        errors.add("\(permission.id) cannot be written by permcopy (see `permcopy list`)", at: nil)
        continue
      }
      if !entries.contains(permission) { entries.append(permission) }
    }
    try errors.throwIfAny()
    if entries.isEmpty {
      throw InputError("name at least one permission, such as --permissions camera", at: nil)
    }
    var yaml = header(options: options, appName: nil)
    yaml += "permissions:\n"
    for permission in entries.sorted(by: { Catalog.order(of: $0.id) < Catalog.order(of: $1.id) }) {
      yaml += "  \(permission.id):\n"
      let sites = callSites[permission.id] ?? []
      for site in sites.prefix(5) { yaml += "    # needed by \(site)\n" }
      if sites.count > 5 { yaml += "    # and \(sites.count - 5) more\n" }
      yaml +=
        "    # What the person can do with this access, as a phrase that follows "
        + "\"lets you\": scan the QR code on a gift card\n"
      yaml += "    purpose:\n"
      for locale in options.locales { yaml += "      \(locale): \"\"\n" }
    }
    return yaml
  }

  static func starter(infoPlist path: String, options: Options, console: Console) throws -> String {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw InputError("cannot read \(path)", at: nil)
    }
    let plist: Any
    do {
      plist = try PropertyListSerialization.propertyList(from: data, format: nil)
    } catch {
      let message = StringsFileReader.foundationMessage(error)
      throw InputError(
        "\(path) is not a property list: \(message)",
        at: SourceLocation(file: path, line: StringsFileReader.foundationLine(message), column: 1))
    }
    guard let dictionary = plist as? [String: Any] else {
      throw InputError(
        "\(path) is not an Info.plist: its top level is not a dictionary",
        at: SourceLocation(file: path, line: 1, column: 1))
    }
    let source = options.locales.first ?? "en"
    var found: [(Permission, String)] = []
    for key in dictionary.keys.sorted() {
      if let permission = Catalog.permission(key: key) {
        guard let value = dictionary[key] as? String else {
          console.err("\(path): note: \(key) is not a text; left out")
          continue
        }
        guard permission.isBuildable else {
          console.err("\(path): note: \(key) is not written by permcopy; left out")
          continue
        }
        found.append((permission, value))
      } else if key.hasSuffix("UsageDescription") {
        console.err(
          "\(path): note: \(key) is not an Apple purpose key"
            + Suggestion.didYouMean(key, in: Catalog.all.compactMap(\.key)) + "; left out")
      }
    }
    if found.isEmpty { throw InputError("\(path) declares no purpose strings", at: nil) }
    let appName = [dictionary["CFBundleDisplayName"], dictionary["CFBundleName"]]
      .compactMap { $0 as? String }.first { !$0.contains("$(") && !$0.isEmpty }
    var yaml = header(options: options, appName: appName.map { (source, $0) })
    yaml += "permissions:\n"
    for (permission, value) in found.sorted(by: {
      Catalog.order(of: $0.0.id) < Catalog.order(of: $1.0.id)
    }) {
      yaml += "  \(permission.id):\n"
      yaml += "    text:   # from \(URL(fileURLWithPath: path).lastPathComponent), word for word\n"
      yaml += "      \(source): \(YAMLText.quoted(value))\n"
    }
    return yaml
  }

  static func header(options: Options, appName: (String, String)?) -> String {
    // The YAML language server (VS Code, Neovim, Zed) completes and checks the file from it.
    var yaml = "# yaml-language-server: $schema=\(ToolVersion.configSchema)\n"
    yaml += "# permcopy.yml: the words this app shows around privacy permissions.\n"
    yaml += "# Reference: the permcopy README, section \"permcopy.yml\".\n"
    if let (locale, name) = appName {
      yaml += "app:\n  name: { \(locale): \(YAMLText.quoted(name)) }\n"
    } else {
      yaml += "# app:\n#   name: { en: Your App, zh-Hans: 你的 App, zh-Hant: 你的 App }\n"
    }
    yaml += "source-locale: \(options.locales.first ?? "en")\n"
    yaml += "locales: [\(options.locales.joined(separator: ", "))]\n"
    yaml += "ios: { deployment-target: \"\(options.deploymentTarget)\" }\n"
    yaml += "output:\n  strings: Resources\n  guides: docs/permissions\n"
    return yaml
  }

  static func writeNew(_ text: String, to path: String, force: Bool) throws {
    if FileManager.default.fileExists(atPath: path) && !force {
      throw InputError(
        "\(ConfigLoader.displayPath(path)) exists; pass --force to replace it", at: nil)
    }
    try OutputWriter.writeAtomically(
      .init(
        path: URL(fileURLWithPath: path).standardizedFileURL.path,
        displayPath: ConfigLoader.displayPath(path), data: Data(text.utf8)))
  }
}
