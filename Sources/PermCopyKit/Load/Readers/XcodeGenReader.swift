/// XcodeGen's `project.yml`: `include:` files merged first (maps merge, lists append, `:REPLACE`
/// replaces), `options.developmentLanguage`, project and target `settings` (a plain map, or
/// `base` / `configs` / `groups`, where a `configs` key applies to every configuration whose name
/// contains it), `configFiles` (xcconfig per configuration), and each target's `info.path` and
/// `info.properties`, which XcodeGen writes into that Info.plist.
enum XcodeGenReader: FileReader {
  static let formatName = "XcodeGen project.yml"
  static let examplePath = "project.yml"

  static func accepts(name: String, path: String) -> Bool {
    name == "project.yml" || name == "project.yaml"
  }

  /// The configuration that ships.
  static let configuration = "Release"

  static func read(path: String, display: String) throws -> FileFacts {
    var includes = Includes()
    let spec = try load(path: path, display: display, depth: 0, includes: &includes)
    var missing = includes.findings
    var facts = FileFacts()
    // A project.yml of another tool: no targets, nothing to read; unless the targets may be in
    // an include that is not there, which is said at its line.
    guard case .mapping(let targets, _)? = spec["targets"] else {
      if !missing.isEmpty {
        var unread = TargetDescription(
          name: DisplayPath.of(path), kind: "unread", projectFile: display, format: .xcodegen,
          folders: [],
          infoPlistPath: nil,
          settings: SettingsStack(
            context: BuildContext(
              configuration: configuration, sdk: "iphoneos")), infoProperties: [],
          developmentRegion: nil)
        unread.findings = missing
        unread.declarationsUnknown = true
        facts.targets.append(unread)
      }
      return facts
    }
    let folder = path.deletingLastPathComponent
    let region = spec["options"]?["developmentLanguage"]?.string
    let projectName = spec["name"]?.string ?? folder.lastPathComponent
    let groups = spec["settingGroups"]
    let projectLayers = try settingsLayers(
      spec, folder: folder, groups: groups, missing: &missing)
    // Indexed once per build context, not once per target.
    var sharedLayers: [String: [SettingsStack.Layer]] = [:]
    for target in targets {
      let name = target.key
      let body = target.value
      let platform = body["platform"]?.string ?? "iOS"
      let kind = (body["type"]?.string ?? "application").replacingOccurrences(
        of: "com.apple.product-type.", with: "")
      guard PbxprojReader.isAppKind(kind) else { continue }
      let sdk =
        ["macOS": "macosx", "watchOS": "watchos", "tvOS": "appletvos", "visionOS": "xros"][platform]
        ?? "iphoneos"
      var settings = SettingsStack(context: BuildContext(configuration: configuration, sdk: sdk))
      settings.push(
        PbxprojReader.builtInDefaults(
          target: name, project: projectName, region: region ?? "en", folder: folder,
          display: display))
      let shared =
        sharedLayers[sdk]
        ?? projectLayers.map { SettingsStack.Layer($0, context: settings.context) }
      sharedLayers[sdk] = shared
      for layer in shared { settings.push(layer) }
      var targetMissing: [LoadFinding] = []
      for layer in try settingsLayers(
        body, folder: folder, groups: groups, missing: &targetMissing)
      {
        settings.push(layer)
      }
      var description = TargetDescription(
        name: name, kind: kind, projectFile: display, format: .xcodegen, folders: [],
        infoPlistPath: nil, settings: settings, infoProperties: [], developmentRegion: region)
      if case .mapping? = body["templates"] {
        description.findings.append(
          LoadFinding(
            rule: "note", message: "\(name) uses templates, which permcopy does not apply",
            location: body.location))
      }
      let info = body["info"]
      let infoPath = info?["path"]?.string ?? settings.value("INFOPLIST_FILE")
      if let infoPath, !infoPath.isEmpty {
        description.infoPlistPath = folder.appendingPath(infoPath)
        description.infoPlistIsGenerated = info?["path"]?.string != nil
        description.folders.append(folder.appendingPath(infoPath).deletingLastPathComponent)
      }
      for source in sources(body["sources"]) {
        description.folders.append(folder.appendingPath(source))
      }
      // `dependencies: - package: Name` links a package of `packages:`; a local one has a path.
      if case .sequence(let dependencies, _)? = body["dependencies"] {
        for dependency in dependencies {
          if let package = dependency["package"]?.string {
            if let local = spec["packages"]?[package]?["path"]?.string {
              description.linkedPackages.append(folder.appendingPath(local))
            }
            description.linkedProducts.append(dependency["product"]?.string ?? package)
          } else if let library = dependency["target"]?.string,
            case .mapping? = targets.first(where: { $0.key == library })?.value
          {
            // A framework of the same spec: its sources are compiled for this target too.
            for source in sources(targets.first(where: { $0.key == library })?.value["sources"]) {
              let path = folder.appendingPath(source)
              if !description.folders.contains(path) { description.libraryFolders.insert(path) }
              description.folders.append(path)
            }
          }
        }
      }
      // The spec's own missing files are said once, with its first target.
      description.findings += (facts.targets.isEmpty ? missing : []) + targetMissing
      description.declarationsUnknown = (missing + targetMissing).contains(
        where: \.leavesDeclarationsUnknown)
      if case .mapping(let properties, _)? = info?["properties"] {
        for property in properties {
          guard let text = property.value.string else { continue }
          description.infoProperties.append(
            Declaration(
              key: property.key, text: settings.expand(text), written: text,
              location: property.value.location, source: .xcodegen, detail: "info.properties"))
        }
      }
      let (built, findings) = PbxprojReader.infoPlistSettings(settings, target: name)
      description.infoProperties += built
      description.findings += findings
      let deployment =
        body["deploymentTarget"]?.string ?? spec["options"]?["deploymentTarget"]?[platform]?.string
        ?? settings.value(PbxprojReader.deploymentSetting(settings))
      description.deploymentTarget = deployment.flatMap(OSVersion.init(parsing:))
      description.buildsForMac =
        platform == "macOS" || settings.flag("SUPPORTS_MACCATALYST") == true
        || (body["supportedDestinations"].map { "\($0)" } ?? "").contains("macCatalyst")
      description.runsOnIPhone =
        platform == "iOS" || (body["supportedDestinations"].map { "\($0)" } ?? "").contains("iOS")
      facts.targets.append(description)
    }
    return facts
  }

  /// The include files met so far, each read, parsed and merged once however many files
  /// include it (XcodeGen would append its lists again, which adds no purpose string), and
  /// what could not be read, at the line that names it.
  struct Includes {
    var seen: Set<String> = []
    var findings: [LoadFinding] = []
    /// More distinct files than any real spec has: the rest are named, not read.
    static let maximumFiles = 1_000
    static let maximumDepth = 16
  }

  /// The spec with its includes merged in, included files first. An include that is not there,
  /// nested too deep or beyond the file limit is a finding at the line that names it, and the
  /// rest of the spec is still read.
  static func load(path: String, display: String, depth: Int, includes: inout Includes) throws
    -> YAMLTree
  {
    includes.seen.insert(String.normalized(path))
    let text = String(decoding: try FileBytes.read(path, display: display), as: UTF8.self)
    let tree = try YAMLTree.parse(text, file: display)
    var merged: YAMLTree = .mapping([], tree.location)
    var items: [YAMLTree] = []
    switch tree["include"] {
    case .sequence(let list, _)?: items = list
    case let item?: items = [item]
    case nil: break
    }
    for include in items {
      guard let relative = include.string ?? include["path"]?.string else { continue }
      let included = path.deletingLastPathComponent.appendingPath(relative)
      func unread(_ why: String) {
        includes.findings.append(
          LoadFinding(
            rule: LoadFinding.missingFile,
            message:
              "the include \(relative) \(why): what it declares is not read, so its targets and "
              + "purpose strings are not checked",
            location: include.location))
      }
      guard FileManagerProbe.exists(included) else {
        unread("is not there (\(DisplayPath.of(included)))")
        continue
      }
      // Included before (or including itself): merged once already.
      guard !includes.seen.contains(String.normalized(included))
      else { continue }
      guard depth + 1 < Includes.maximumDepth else {
        unread("is nested more than \(Includes.maximumDepth) includes deep")
        continue
      }
      guard includes.seen.count < Includes.maximumFiles else {
        unread("is beyond the \(Includes.maximumFiles) include files permcopy reads")
        continue
      }
      merged = merge(
        merged,
        try load(
          path: included, display: DisplayPath.of(included), depth: depth + 1,
          includes: &includes))
    }
    return merge(merged, tree)
  }

  /// XcodeGen's merge: maps merge key by key, lists append, `key:REPLACE` replaces.
  static func merge(_ base: YAMLTree, _ top: YAMLTree) -> YAMLTree {
    switch (base, top) {
    case (.mapping(var pairs, let location), .mapping(let topPairs, _)):
      // Keys by position, so that merging two large maps stays linear.
      var position = [String: Int](minimumCapacity: pairs.count)
      for (index, pair) in pairs.enumerated() where position[pair.key] == nil {
        position[pair.key] = index
      }
      for pair in topPairs {
        var key = pair.key
        let replaces = key.hasSuffix(":REPLACE")
        if replaces { key = String(key.dropLast(":REPLACE".count)) }
        if let index = position[key] {
          pairs[index] = (
            key, pair.keyLocation, replaces ? pair.value : merge(pairs[index].value, pair.value)
          )
        } else {
          position[key] = pairs.count
          pairs.append((key, pair.keyLocation, pair.value))
        }
      }
      return .mapping(pairs, location)
    case (.sequence(let items, let location), .sequence(let more, _)):
      return .sequence(items + more, location)
    default:
      return top
    }
  }

  /// A project's or target's settings for the shipping configuration: its xcconfig, then
  /// groups (from the spec's `settingGroups`) < base < matching configs.
  static func settingsLayers(
    _ owner: YAMLTree, folder: String, groups: YAMLTree?, missing: inout [LoadFinding],
    depth: Int = 0
  ) throws -> [[SettingAssignment]] {
    var layers: [[SettingAssignment]] = []
    if case .mapping(let files, _)? = owner["configFiles"] {
      for file in files where configuration.lowercased().contains(file.key.lowercased()) {
        guard let relative = file.value.string else { continue }
        let path = folder.appendingPath(relative)
        guard FileManagerProbe.exists(path) else {
          missing.append(
            LoadFinding(
              rule: LoadFinding.missingFile,
              message:
                "the config file \(relative) is not there (\(DisplayPath.of(path))): the settings "
                + "it holds are not read",
              location: file.value.location))
          continue
        }
        layers.append(try XcconfigReader.assignments(path: path, missing: &missing))
      }
    }
    guard let settings = owner["settings"] else { return layers }
    let structured =
      settings["base"] != nil || settings["configs"] != nil || settings["groups"] != nil
    guard structured else {
      layers.append(assignments(settings))
      return layers
    }
    // A setting group is itself a settings block; groups can name groups, a few levels deep.
    if case .sequence(let names, _)? = settings["groups"], depth < 8 {
      for name in names.compactMap(\.string) {
        guard let group = groups?[name] else { continue }
        layers += try settingsLayers(
          .mapping([("settings", group.location, group)], group.location), folder: folder,
          groups: groups, missing: &missing, depth: depth + 1)
      }
    }
    layers.append(assignments(settings["base"]))
    if case .mapping(let configs, _)? = settings["configs"] {
      for config in configs where configuration.lowercased().contains(config.key.lowercased()) {
        layers.append(assignments(config.value))
      }
    }
    return layers
  }

  static func assignments(_ map: YAMLTree?) -> [SettingAssignment] {
    guard case .mapping(let pairs, _)? = map else { return [] }
    return pairs.compactMap { pair in
      let value: String
      switch pair.value {
      case .scalar(let text, _): value = text
      case .sequence(let items, _): value = items.compactMap(\.string).joined(separator: " ")
      case .null: value = ""
      case .mapping: return nil
      }
      return SettingAssignment.parse(
        settingName: pair.key, value: value, location: pair.value.location)
    }
  }

  static func sources(_ tree: YAMLTree?) -> [String] {
    switch tree {
    case .scalar(let path, _)?: return [path]
    case .sequence(let items, _)?:
      return items.compactMap { $0.string ?? $0["path"]?.string }
    default: return []
    }
  }
}

extension DeclarationSource {
  static let xcodegen = DeclarationSource(
    "XcodeGen", expandsVariables: true,
    whereToDeclare: { _, target, project in "info.properties of target \(target.name) in \(project)"
    })
}
