import Foundation

/// Reads `permcopy.yml`, the locale data and the templates into a validated `Project`.
///
/// Every problem is reported with file, line and column; all of them are collected before
/// throwing, so one run shows everything that is wrong.
public enum ConfigLoader {
  public static let defaultFileName = "permcopy.yml"

  static let topLevelKeys = [
    "app", "source-locale", "locales", "ios", "output", "permissions", "features", "rules",
    "check",
  ]
  static let permissionKeys = ["purpose", "text"]
  static let outputKeys = [
    "strings", "guides", "encoding", "format", "folders", "swift", "swift-bundle", "allow-outside",
  ]

  /// A locale id is a BCP 47 tag (`en`, `zh-Hans`, `pt-BR`): it names `<id>.lproj` and
  /// `<guides>/<id>/`, so nothing else may pass (no `/`, no `..`).
  public static func isValidLocaleID(_ id: String) -> Bool {
    let parts = id.split(separator: "-", omittingEmptySubsequences: false)
    guard let first = parts.first, (2...3).contains(first.count),
      first.allSatisfy({ $0.isASCII && $0.isLetter })
    else { return false }
    return parts.dropFirst().allSatisfy { part in
      (1...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
  }

  /// Loads the project whose config file is at `path` (as the user typed it).
  public static func load(path: String, encodingOverride: StringsEncoding? = nil) throws -> Project
  {
    guard !path.isEmpty else {
      throw InputError("--config needs a file name, such as --config App/permcopy.yml", at: nil)
    }
    let url = URL(fileURLWithPath: path)
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue
    {
      let inside = (path.hasSuffix("/") ? path : path + "/") + defaultFileName
      throw InputError(
        "\(path) is a folder: --config takes the project file"
          + (FileManager.default.fileExists(
            atPath: url.appendingPathComponent(defaultFileName).path)
            ? ", --config \(inside)" : " (\(inside) is not there; `permcopy init` makes one)"),
        at: nil)
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      let exists = FileManager.default.fileExists(atPath: url.path)
      throw InputError(
        exists
          ? "cannot read \(path) (permissions or an I/O error)"
          : path == defaultFileName
            ? "no \(path) here or in a folder above it; run `permcopy init` to create one, "
              + "or pass --config FILE"
            : "\(path) does not exist (given with --config)",
        at: nil)
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw InputError(
        "\(path) is not UTF-8 text", at: SourceLocation(file: path, line: 1, column: 1))
    }
    return try load(
      text: text, path: path, baseDirectory: url.deletingLastPathComponent(),
      encodingOverride: encodingOverride)
  }

  /// Loads a project from config text; project `locales/` and `Templates/` are looked up
  /// in `baseDirectory`.
  public static func load(
    text: String, path: String, baseDirectory: URL, encodingOverride: StringsEncoding? = nil
  ) throws -> Project {
    var errors = ErrorCollector()
    let root = try YAMLTree.parse(text, file: path)
    guard case .mapping(let pairs, _) = root else {
      throw InputError(
        "permcopy.yml must be a mapping with app, locales, permissions…; found \(root.kindName)",
        at: root.location)
    }
    for pair in pairs where !topLevelKeys.contains(pair.key) {
      errors.add(
        "unknown setting '\(pair.key)'" + Suggestion.didYouMean(pair.key, in: topLevelKeys),
        at: pair.keyLocation)
    }

    // Locales come first: every per-locale value is checked against them.
    let (locales, localeLocations) = readLocales(root, errors: &errors)
    let sourceLocale = readSourceLocale(root, locales: locales, errors: &errors)
    let appName = readAppName(root, locales: locales, errors: &errors)
    let target = readDeploymentTarget(root, errors: &errors)
    let output = readOutput(root, encodingOverride: encodingOverride, errors: &errors)
    let permissions = readPermissions(
      root, locales: locales, sourceLocale: sourceLocale, errors: &errors)
    let ruleSettings = readRules(root, errors: &errors)
    // The check settings of a project file are read as a lint-only file's are: a misspelt or
    // wrong one is an error here too, never ignored.
    _ = LintSettings.readCheck(root, path: path, errors: &errors)
    let features = readFeatures(root, locales: locales, permissions: permissions, errors: &errors)

    let (localeData, templates) = try loadLocales(
      locales, at: localeLocations,
      permissions: permissions.map(\.permission).filter(\.hasTemplates),
      baseDirectory: baseDirectory, errors: &errors)
    try errors.throwIfAny()

    var warnings: [InputError] = []
    for entry in permissions {
      if let deprecated = entry.permission.deprecated, target >= deprecated {
        let replacement = entry.permission.replacedBy.joined(separator: " or ")
        warnings.append(
          InputError(
            "\(entry.permission.id) (\(entry.permission.key ?? "")) is deprecated since iOS "
              + "\(deprecated) and the deployment target is \(target)"
              + (replacement.isEmpty ? "" : "; use \(replacement)"), at: entry.origin))
      }
      if let introduced = entry.permission.introduced, introduced > target,
        entry.permission.valueKind == .text
      {
        warnings.append(
          InputError(
            "\(entry.permission.id) exists from iOS \(introduced); devices below that ignore "
              + "\(entry.permission.key ?? "it")", at: entry.origin))
      }
    }

    var project = Project(
      configPath: path, baseDirectory: baseDirectory, appName: appName,
      sourceLocale: sourceLocale, locales: locales, deploymentTarget: target, output: output,
      permissions: permissions, localeData: localeData, templates: templates, warnings: warnings,
      ruleSettings: ruleSettings)
    if text.contains("permcopy:ignore") {
      project.ignoredRulesByLine = Project.ignoreComments(text)
    }
    project.features = features
    return project
  }

  // MARK: - Sections of permcopy.yml

  static let featureKeys = ["permissions", "name"]

  /// `features: { go-live: { permissions: [camera, microphone], name: { en: Go Live, … } } }`:
  /// each permission must be one the project lists, and the name is given in every locale.
  static func readFeatures(
    _ root: YAMLTree, locales: [String], permissions: [ProjectPermission],
    errors: inout ErrorCollector
  ) -> [ProjectFeature] {
    guard let node = root["features"] else { return [] }
    if case .null = node { return [] }
    guard case .mapping(let pairs, _) = node else {
      errors.add(
        "'features' must map a feature id to its permissions and name; found \(node.kindName)",
        at: node.location)
      return []
    }
    var features: [ProjectFeature] = []
    for pair in pairs {
      guard !pair.key.isEmpty,
        pair.key.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") })
      else {
        errors.add(
          "feature id '\(pair.key)' must be kebab-case (a-z, 0-9, -), such as go-live",
          at: pair.keyLocation)
        continue
      }
      guard case .mapping(let fields, _) = pair.value else {
        errors.add(
          "feature \(pair.key) must be a mapping with permissions and name; found \(pair.value.kindName)",
          at: pair.value.location)
        continue
      }
      for field in fields where !featureKeys.contains(field.key) {
        errors.add(
          "unknown setting '\(field.key)' for feature \(pair.key); use permissions or name"
            + Suggestion.didYouMean(field.key, in: featureKeys), at: field.keyLocation)
      }
      var needed: [ProjectPermission] = []
      if case .sequence(let items, _) = pair.value["permissions"] {
        for item in items {
          guard let name = item.string, let permission = Catalog.lookup(name) else {
            errors.add(
              "unknown permission '\(item.string ?? item.kindName)'"
                + Suggestion.didYouMean(item.string ?? "", in: Catalog.allNames),
              at: item.location)
            continue
          }
          guard let entry = permissions.first(where: { $0.permission.id == permission.id }) else {
            errors.add(
              "feature \(pair.key) needs \(permission.id), which is not under permissions:; add it there",
              at: item.location)
            continue
          }
          if needed.contains(where: { $0.permission.id == permission.id }) {
            errors.add("feature \(pair.key) lists \(permission.id) twice", at: item.location)
            continue
          }
          needed.append(entry)
        }
        if items.count < 2 {
          errors.add(
            "feature \(pair.key) needs at least two permissions; one permission has its own guide",
            at: pair.value["permissions"]?.location ?? pair.keyLocation)
        }
      } else {
        errors.add(
          "feature \(pair.key) needs 'permissions', a list such as [camera, microphone]",
          at: pair.value["permissions"]?.location ?? pair.keyLocation)
      }
      var name: [String: LocatedText] = [:]
      if let node = pair.value["name"] {
        name = readPerLocaleTexts(node, what: "name", locales: locales, errors: &errors)
        for locale in locales where name[locale] == nil {
          errors.add("feature \(pair.key) has no name for \(locale)", at: node.location)
        }
      } else {
        errors.add(
          "feature \(pair.key) needs 'name', per locale: { en: Go Live, zh-Hans: 开播 }",
          at: pair.keyLocation)
      }
      features.append(
        ProjectFeature(id: pair.key, permissions: needed, name: name, origin: pair.keyLocation))
    }
    return features
  }

  /// `rules: { cjk-latin-spacing: off, too-long: error }`: levels checked here, rule ids by
  /// Check when it builds its configuration (the project layer knows no rules).
  static func readRules(_ root: YAMLTree, errors: inout ErrorCollector) -> [RuleSetting] {
    guard let node = root["rules"] else { return [] }
    guard case .mapping(let pairs, _) = node else {
      errors.add(
        "'rules' must map rule ids to off, warning or error; found \(node.kindName)",
        at: node.location)
      return []
    }
    var settings: [RuleSetting] = []
    for pair in pairs {
      guard let level = pair.value.string, ["off", "warning", "error"].contains(level) else {
        errors.add(
          "the level of \(pair.key) must be off, warning or error", at: pair.value.location)
        continue
      }
      settings.append(
        RuleSetting(
          rule: pair.key, level: level, ruleLocation: pair.keyLocation,
          levelLocation: pair.value.location))
    }
    return settings
  }

  private static func readLocales(_ root: YAMLTree, errors: inout ErrorCollector)
    -> ([String], [String: SourceLocation])
  {
    // A misspelt `locales:` is reported as an unknown setting with its correction; its list is
    // read all the same, so that every text is not reported again as in no locale.
    let misspelt = (root.pairs ?? []).first {
      $0.key != "locales" && Suggestion.closest(to: $0.key, in: ["locales"]) == "locales"
    }?.value
    guard let node = root["locales"] ?? misspelt else {
      errors.add(
        "missing 'locales', for example: locales: [en, zh-Hans, zh-Hant]", at: root.location)
      return ([], [:])
    }
    guard case .sequence(let items, _) = node else {
      errors.add(
        "'locales' must be a list such as [en, zh-Hans, zh-Hant]; found \(node.kindName)",
        at: node.location)
      return ([], [:])
    }
    var locales: [String] = []
    var locations: [String: SourceLocation] = [:]
    for item in items {
      guard let id = item.string else {
        errors.add(
          "a locale must be a text such as zh-Hant; found \(item.kindName)", at: item.location)
        continue
      }
      guard isValidLocaleID(id) else {
        // A folder spelling (zh_TW, zh-TW.lproj) names the locale iOS maps it to: say which,
        // and read the rest as if it were listed, so its texts are not reported too.
        let meant = LocaleNames.resolve(id).locale
        if meant != id, isValidLocaleID(meant) {
          errors.add(
            "'\(id)' is a folder name, not a locale id: list \(meant) (iOS reads \(id).lproj as "
              + "\(meant)); to keep the folder's name, add output.folders: { \(meant): \(id) }",
            at: item.location)
          if locations[meant] == nil {
            locales.append(meant)
            locations[meant] = item.location
          }
        } else {
          errors.add(
            "'\(id)' is not a locale id: use a language tag such as en, zh-Hans or pt-BR "
              + "(it names the .lproj and guide folders)", at: item.location)
        }
        continue
      }
      if locations[id] != nil {
        errors.add("locale \(id) is listed twice", at: item.location)
        continue
      }
      locales.append(id)
      locations[id] = item.location
    }
    if locales.isEmpty && items.isEmpty {
      errors.add("'locales' is empty; list at least the source locale", at: node.location)
    }
    return (locales, locations)
  }

  private static func readSourceLocale(
    _ root: YAMLTree, locales: [String], errors: inout ErrorCollector
  ) -> String {
    guard let node = root["source-locale"] else {
      return locales.contains("en") ? "en" : (locales.first ?? "en")
    }
    guard let id = node.string else {
      errors.add("'source-locale' must be a locale id; found \(node.kindName)", at: node.location)
      return "en"
    }
    // No locales read (an error already says why): nothing to hold the source locale against.
    if !locales.isEmpty && !locales.contains(id) {
      errors.add(
        "source locale '\(id)' is not in locales \(locales)"
          + Suggestion.didYouMean(id, in: locales),
        at: node.location)
    }
    return id
  }

  private static func readAppName(
    _ root: YAMLTree, locales: [String], errors: inout ErrorCollector
  ) -> [String: LocatedText] {
    guard let app = root["app"] else { return [:] }
    guard case .mapping(let pairs, _) = app else {
      errors.add(
        "'app' must be a mapping such as { name: … }; found \(app.kindName)", at: app.location)
      return [:]
    }
    for pair in pairs where pair.key != "name" {
      errors.add(
        "unknown app setting '\(pair.key)'" + Suggestion.didYouMean(pair.key, in: ["name"]),
        at: pair.keyLocation)
    }
    guard let name = app["name"] else { return [:] }
    if case .scalar(let text, let location) = name {
      return Dictionary(
        uniqueKeysWithValues: locales.map { ($0, LocatedText(text, origin: location)) })
    }
    return readPerLocaleTexts(name, what: "app name", locales: locales, errors: &errors)
  }

  private static func readDeploymentTarget(_ root: YAMLTree, errors: inout ErrorCollector)
    -> OSVersion
  {
    let fallback = OSVersion(15)
    guard let ios = root["ios"] else { return fallback }
    guard case .mapping(let pairs, _) = ios else {
      errors.add(
        "'ios' must be a mapping such as { deployment-target: \"16.0\" }; found \(ios.kindName)",
        at: ios.location)
      return fallback
    }
    for pair in pairs where pair.key != "deployment-target" {
      errors.add(
        "unknown ios setting '\(pair.key)'"
          + Suggestion.didYouMean(pair.key, in: ["deployment-target"]),
        at: pair.keyLocation)
    }
    guard let node = ios["deployment-target"] else { return fallback }
    guard let text = node.string, let version = OSVersion(parsing: text) else {
      errors.add(
        "deployment-target must be an iOS version such as \"16.0\"; found \(node.string.map { "'\($0)'" } ?? node.kindName)",
        at: node.location)
      return fallback
    }
    return version
  }

  private static func readOutput(
    _ root: YAMLTree, encodingOverride: StringsEncoding?, errors: inout ErrorCollector
  ) -> OutputSettings {
    let keys = outputKeys
    var allowOutside = false
    var swift: String?
    var swiftBundle = OutputSettings.SwiftBundle.main
    var strings = "."
    var folders: [String: String] = [:]
    var guides: String?
    var encoding = StringsEncoding.utf8
    var format = PurposeStringsFormat.strings
    if let output = root["output"] {
      if case .mapping(let pairs, _) = output {
        for pair in pairs where !keys.contains(pair.key) {
          errors.add(
            "unknown output setting '\(pair.key)'" + Suggestion.didYouMean(pair.key, in: keys),
            at: pair.keyLocation)
        }
        for key in ["strings", "guides"] {
          guard let node = output[key] else { continue }
          guard let text = node.string, !TextSpans.trimmedHorizontally(text).isEmpty else {
            errors.add(
              "output '\(key)' must be a folder path; found \(node.kindName)", at: node.location)
            continue
          }
          if key == "strings" { strings = text } else { guides = text }
        }
        if let node = output["format"] {
          if let text = node.string, let value = PurposeStringsFormat(rawValue: text) {
            format = value
          } else {
            errors.add("output 'format' must be strings, xcstrings or both", at: node.location)
          }
        }
        if let node = output["folders"] {
          if case .mapping(let pairs, _) = node {
            for pair in pairs {
              guard let name = pair.value.string, !name.isEmpty, !name.contains("/"),
                !name.hasSuffix(".lproj")
              else {
                errors.add(
                  "output 'folders' maps a locale to its .lproj folder name without the suffix, "
                    + "such as zh-Hans: zh_CN", at: pair.value.location)
                continue
              }
              folders[pair.key] = name
            }
          } else {
            errors.add(
              "output 'folders' must be a mapping such as { zh-Hans: zh_CN }", at: node.location)
          }
        }
        if let node = output["swift"] {
          if let text = node.string, text.hasSuffix(".swift"), !text.hasSuffix("/.swift") {
            swift = text
          } else {
            errors.add(
              "output 'swift' is the path of a .swift file, such as App/PermissionCopy.swift",
              at: node.location)
          }
        }
        if let node = output["swift-bundle"] {
          if let text = node.string, let value = OutputSettings.SwiftBundle(rawValue: text) {
            swiftBundle = value
          } else {
            errors.add(
              "output 'swift-bundle' must be main (an app) or module (a Swift package target)",
              at: node.location)
          }
        }
        if let node = output["allow-outside"] {
          if let text = node.string, ["true", "false"].contains(text) {
            allowOutside = text == "true"
          } else {
            errors.add("output 'allow-outside' must be true or false", at: node.location)
          }
        }
        if let node = output["encoding"] {
          if let text = node.string, let value = StringsEncoding(rawValue: text) {
            encoding = value
          } else {
            errors.add("output 'encoding' must be utf8 or utf16", at: node.location)
          }
        }
      } else {
        errors.add(
          "'output' must be a mapping such as { strings: App/Resources }; found \(output.kindName)",
          at: output.location)
      }
    }
    var settings = OutputSettings(
      strings: strings, guides: guides, encoding: encodingOverride ?? encoding, format: format,
      folders: folders)
    settings.swift = swift
    settings.swiftBundle = swiftBundle
    settings.allowOutside = allowOutside
    return settings
  }

  private static func readPermissions(
    _ root: YAMLTree, locales: [String], sourceLocale: String, errors: inout ErrorCollector
  ) -> [ProjectPermission] {
    guard let node = root["permissions"] else {
      errors.add(
        "missing 'permissions': list the permissions the app asks for, such as camera",
        at: root.location)
      return []
    }
    if case .null = node { return [] }
    guard case .mapping(let pairs, _) = node else {
      errors.add(
        "'permissions' must be a mapping from permission to its copy; found \(node.kindName)",
        at: node.location)
      return []
    }
    var result: [ProjectPermission] = []
    var seen: [String: SourceLocation] = [:]
    for pair in pairs {
      guard let permission = Catalog.lookup(pair.key) ?? Permission.writtenAsIs(key: pair.key)
      else {
        errors.add(
          "unknown permission '\(pair.key)'" + Suggestion.didYouMean(pair.key, in: Catalog.allNames)
            + "; `permcopy list` shows them all", at: pair.keyLocation)
        continue
      }
      if let earlier = seen[permission.id] {
        errors.add(
          "\(permission.id) is listed twice (first at line \(earlier.line))", at: pair.keyLocation)
        continue
      }
      seen[permission.id] = pair.keyLocation
      guard permission.isBuildable else {
        let why =
          permission.platform != .iOS
          ? "is a \(permission.platform.rawValue)-only key"
          : "holds a dictionary of purpose keys, which permcopy does not write yet"
        errors.add("\(permission.id) (\(permission.key ?? "")) \(why)", at: pair.keyLocation)
        continue
      }
      var purpose: [String: LocatedText] = [:]
      var text: [String: LocatedText] = [:]
      switch pair.value {
      case .null:
        break
      case .mapping(let fields, _):
        for field in fields where !permissionKeys.contains(field.key) {
          errors.add(
            "unknown setting '\(field.key)' for \(permission.id); use purpose or text"
              + Suggestion.didYouMean(field.key, in: permissionKeys), at: field.keyLocation)
        }
        if let node = pair.value["purpose"], !permission.hasTemplates {
          errors.add(
            "permcopy has no template for \(permission.id), so it has no purpose frame: "
              + "give the whole sentence as text:", at: node.location)
        } else if let node = pair.value["purpose"] {
          purpose = readTexts(
            node, what: "purpose", source: sourceLocale, locales: locales, errors: &errors)
        }
        if let node = pair.value["text"] {
          text = readTexts(
            node, what: "text", source: sourceLocale, locales: locales, errors: &errors)
          if permission.valueKind == .none {
            errors.add(
              "\(permission.id) has no Info.plist key, so it has no purpose string: use purpose",
              at: node.location)
          }
        }
      default:
        errors.add(
          "\(permission.id) must be a mapping with purpose or text; found \(pair.value.kindName)",
          at: pair.value.location)
      }
      if !permission.hasTemplates, text[sourceLocale] == nil, case .mapping = pair.value {
        errors.add(
          "\(permission.id) needs its \(sourceLocale) sentence under text: (permcopy has no "
            + "template for it)", at: pair.keyLocation)
      } else if !permission.hasTemplates, case .null = pair.value {
        errors.add(
          "\(permission.id) needs text: with its \(sourceLocale) sentence (permcopy has no "
            + "template for it)", at: pair.keyLocation)
      }
      result.append(
        ProjectPermission(
          permission: permission, origin: pair.keyLocation, purpose: purpose, text: text))
    }
    // Catalog order; the keys written as is after them, in the order of their keys.
    return result.sorted {
      (Catalog.order(of: $0.permission.id), $0.permission.id)
        < (Catalog.order(of: $1.permission.id), $1.permission.id)
    }
  }

  /// `purpose: "…"` (source locale only) or `purpose: { en: …, zh-Hans: … }`.
  private static func readTexts(
    _ node: YAMLTree, what: String, source: String, locales: [String], errors: inout ErrorCollector
  ) -> [String: LocatedText] {
    if case .scalar(let text, let location) = node {
      if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
        errors.add("\(what) is empty: write what the person can do with this access", at: location)
      }
      return [source: LocatedText(text, origin: location)]
    }
    return readPerLocaleTexts(node, what: what, locales: locales, errors: &errors)
  }

  private static func readPerLocaleTexts(
    _ node: YAMLTree, what: String, locales: [String], errors: inout ErrorCollector
  ) -> [String: LocatedText] {
    guard case .mapping(let pairs, _) = node else {
      errors.add(
        "\(what) must be a text or a mapping from locale to text; found \(node.kindName)",
        at: node.location)
      return [:]
    }
    var result: [String: LocatedText] = [:]
    for pair in pairs {
      guard locales.contains(pair.key) || locales.isEmpty else {
        errors.add(
          "'\(pair.key)' is not one of the project's locales \(locales)"
            + Suggestion.didYouMean(pair.key, in: locales), at: pair.keyLocation)
        continue
      }
      switch pair.value {
      case .scalar(let text, let location):
        if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
          errors.add("\(what) for \(pair.key) is empty", at: location)
        }
        if LatinSpacing.holdsMarks(text) {
          errors.add(
            "\(what) for \(pair.key) contains the noncharacter U+FDD0 or U+FDD1", at: location)
        }
        result[pair.key] = LocatedText(text, origin: location)
      case .null(let location):
        errors.add("\(what) for \(pair.key) is empty", at: location)
      default:
        errors.add(
          "\(what) for \(pair.key) must be a text; found \(pair.value.kindName)",
          at: pair.value.location)
      }
    }
    return result
  }

  // MARK: - Locale data and templates

  /// Each locale's data (complete for these permissions) and templates, built in or next to the
  /// config; what is missing goes to `errors`. `init` runs this too, so it never writes a locale
  /// that `build` rejects.
  static func loadLocales(
    _ locales: [String], at localeLocations: [String: SourceLocation], permissions: [Permission],
    baseDirectory: URL, errors: inout ErrorCollector
  ) throws -> (data: [String: LocaleData], templates: [String: TemplateSet]) {
    // Each locale's data (a YAML file of its own) and templates are read on every core; errors
    // are reported in the locales' order.
    let loaded = Parallel.map(locales) {
      locale -> (data: LocaleData?, templates: TemplateSet?, errors: [InputError]) in
      let at = localeLocations[locale]
      var found: [InputError] = []
      let data: LocaleData
      do {
        data = try loadLocaleData(locale, baseDirectory: baseDirectory, at: at)
        found += data.validate(for: permissions)
      } catch let error as InputError {
        return (nil, nil, [error])  // one error per unknown locale: its templates are missing too
      } catch {
        return (nil, nil, [InputError("locale \(locale): \(error)", at: at)])
      }
      var set: TemplateSet?
      do {
        set = try loadTemplates(locale, baseDirectory: baseDirectory, at: at)
      } catch let error as InputErrors {
        found += error.errors
      } catch let error as InputError {
        found.append(error)
      } catch {
        found.append(InputError("locale \(locale): \(error)", at: at))
      }
      return (data, set, found)
    }
    var localeData: [String: LocaleData] = [:]
    var templates: [String: TemplateSet] = [:]
    for (locale, result) in zip(locales, loaded) {
      localeData[locale] = result.data
      templates[locale] = result.templates
      for error in result.errors { errors.add(error) }
    }
    return (localeData, templates)
  }

  static func loadLocaleData(_ id: String, baseDirectory: URL, at: SourceLocation?) throws
    -> LocaleData
  {
    let projectPath = baseDirectory.appendingPathComponent("locales/\(id).yml").path
    var tree = BuiltInLocaleTrees.tree(id)
    let display = displayPath(projectPath)
    if let data = try FileBytes.readIfPresent(projectPath, display: display) {
      guard let text = String(data: data, encoding: .utf8) else {
        throw InputError(
          "\(display) is not UTF-8 text", at: SourceLocation(file: display, line: 1, column: 1))
      }
      let overlay = try YAMLTree.parse(text, file: display)
      tree = tree.map { YAMLTree.merge($0, overlay) } ?? overlay
    }
    guard let tree else {
      throw InputError(
        "no locale data for \(id): permcopy knows \(DefaultResources.localeIDs.joined(separator: ", "))"
          + Suggestion.didYouMean(id, in: DefaultResources.localeIDs)
          + "; add locales/\(id).yml and Templates/\(id)/ next to the config for a new one",
        at: at)
    }
    return LocaleData(id: id, tree: tree)
  }

  static func loadTemplates(_ id: String, baseDirectory: URL, at: SourceLocation?) throws
    -> TemplateSet
  {
    var templates: [String: TemplateSet.Template] = [:]
    for (name, text) in DefaultResources.templates(id) {
      templates[name] = .init(
        name: name, text: text, path: "(built-in) Templates/\(id)/\(name).mustache")
    }
    let folder = baseDirectory.appendingPathComponent("Templates/\(id)")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for file in files.sorted() where file.hasSuffix(".mustache") {
      let path = folder.appendingPathComponent(file).path
      let display = displayPath(path)
      guard let data = FileManager.default.contents(atPath: path),
        let text = String(data: data, encoding: .utf8)
      else {
        throw InputError(
          "cannot read \(display) as UTF-8 text",
          at: SourceLocation(file: display, line: 1, column: 1))
      }
      let name = String(file.dropLast(".mustache".count))
      templates[name] = .init(name: name, text: text, path: display)
    }
    let missing = TemplateSet.required.filter { templates[$0] == nil }
    if !missing.isEmpty {
      throw InputError(
        "locale \(id) has no template\(missing.count > 1 ? "s" : "") "
          + missing.map { "\($0).mustache" }.joined(separator: ", ")
          + "; add \(missing.count > 1 ? "them" : "it") to Templates/\(id)/ next to the config",
        at: at)
    }
    return TemplateSet(locale: id, templates: templates)
  }

  /// A path relative to the current directory when it lies inside it.
  static func displayPath(_ path: String) -> String { DisplayPath.of(path) }

  /// The nearest `permcopy.yml` in `folder` or above that describes a project (not a lint-only
  /// one), stopping at the repository's root (the folder holding `.git`) or the file system's.
  static func nearestProject(from folder: String) -> String? {
    LintSettings.nearest(from: folder, names: [defaultFileName]) {
      !LintSettings.isLintOnly(path: $0)
    }
  }

}
