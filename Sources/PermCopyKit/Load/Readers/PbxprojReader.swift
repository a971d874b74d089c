/// `project.pbxproj`: each app, extension and watch-app target with its build settings resolved
/// as Xcode resolves them for the build that ships (Release, device SDK): built-in defaults <
/// project xcconfig < project settings < target xcconfig < target settings, conditions bound,
/// `$(inherited)` and variables expanded. `INFOPLIST_KEY_<Key>` settings become Info.plist
/// values only for keys Xcode accepts and only with `GENERATE_INFOPLIST_FILE = YES`.
enum PbxprojReader: FileReader {
  static let formatName = "project.pbxproj (with the .xcconfig files it names)"
  static let examplePath = "App.xcodeproj/project.pbxproj"

  static func accepts(name: String, path: String) -> Bool {
    name == "project.pbxproj" && path.deletingLastPathComponent.hasSuffix(".xcodeproj")
  }

  /// Product types whose bundle shows purpose strings; frameworks, libraries and test bundles
  /// inherit the app's.
  static func isAppKind(_ kind: String) -> Bool {
    ["application", "app-extension", "extensionkit-extension", "watchapp", "app-clip"].contains {
      kind.contains($0)
    } && !kind.contains("bundle.")
  }

  static func read(path: String, display: String) throws -> FileFacts {
    let bytes = try FileBytes.read(path, display: display)
    let root = try PropertyListForms.parse(bytes, file: display)
    guard let top = root.dictionary, let objects = top["objects"]?.dictionary,
      let rootID = top["rootObject"]?.string, let project = objects[rootID]?.dictionary
    else {
      throw InputError("not an Xcode project: no objects or rootObject", at: root.location)
    }
    // The folder holding the .xcodeproj is SRCROOT, unless the project moves it.
    var projectFolder = path.deletingLastPathComponent.deletingLastPathComponent
    if let moved = project["projectDirPath"]?.string, !moved.isEmpty {
      projectFolder = projectFolder.appendingPath(moved)
    }
    let paths = GroupPaths(objects: objects, projectFolder: projectFolder)
    let region = project["developmentRegion"]?.string
    let knownRegions = (project["knownRegions"]?.array ?? []).compactMap(\.string)
    let projectName = path.deletingLastPathComponent.lastPathComponent.replacingOccurrences(
      of: ".xcodeproj", with: "")

    var facts = FileFacts()
    let exceptions = membershipExceptions(objects: objects, paths: paths)
    let byProduct = targetsByProduct(objects: objects)
    let projectLayers = try layers(
      of: project, objects: objects, paths: paths, projectFolder: projectFolder)
    for case .string(let targetID, _) in project["targets"]?.array ?? [] {
      guard let target = objects[targetID]?.dictionary,
        target["isa"]?.string == "PBXNativeTarget", let name = target["name"]?.string
      else { continue }
      let kind = (target["productType"]?.string ?? "").replacingOccurrences(
        of: "com.apple.product-type.", with: "")
      guard isAppKind(kind) else {
        // A test bundle's sources are never the app's: the scan leaves them out.
        if kind.contains("unit-test") || kind.contains("ui-testing") {
          facts.testSources += sourceFiles(of: target, objects: objects, paths: paths)
        }
        continue
      }
      let targetLayers = try layers(
        of: target, objects: objects, paths: paths, projectFolder: projectFolder)
      let defaults = builtInDefaults(
        target: name, project: projectName, region: region ?? "en", folder: projectFolder,
        display: display)
      func stack(sdk: String) -> SettingsStack {
        var stack = SettingsStack(
          context: BuildContext(configuration: targetLayers.configuration, sdk: sdk))
        stack.push(defaults)
        for layer in projectLayers.layers + targetLayers.layers { stack.push(layer) }
        return stack
      }
      var settings = stack(sdk: "iphoneos")
      // The SDK decides which conditional settings apply; a macOS or watchOS target binds its own.
      if let sdk = settings.value("SDKROOT")?.lowercased(),
        let bound = ["macosx", "watchos", "appletvos", "xros"].first(where: { sdk.hasPrefix($0) })
      {
        settings = stack(sdk: bound)
      }
      var description = TargetDescription(
        name: name, kind: kind, projectFile: display, format: .buildSetting, folders: [],
        infoPlistPath: nil, settings: settings, infoProperties: [], developmentRegion: region)
      description.knownRegions = knownRegions
      description.projectFolder = projectFolder
      if let file = settings.value("INFOPLIST_FILE"), !file.isEmpty {
        let plist = projectFolder.appendingPath(file)
        description.infoPlistPath = plist
        description.folders.append(plist.deletingLastPathComponent)
      }
      var ownGroups: Set<String> = []
      for case .string(let groupID, _) in target["fileSystemSynchronizedGroups"]?.array ?? [] {
        ownGroups.insert(groupID)
        if let folder = paths.path(of: groupID) {
          description.folders.append(folder)
          description.synchronizedFolders.append(folder)
        }
      }
      // A membership exception names files of a synchronized folder: for the target that owns
      // the folder they are left out, for another target they are added.
      for exception in exceptions where exception.target == targetID {
        let files = exception.paths.map { exception.folder.appendingPath($0) }
        if ownGroups.contains(exception.group) {
          description.excludedFiles += files
        } else {
          description.sourceFiles += files
        }
      }
      let resources = resourceStrings(of: target, objects: objects, paths: paths)
      description.stringsFiles = resources.files
      description.copiesOnlyListedResources = resources.allResolved
      // Added to what membership exceptions gave the target above.
      description.sourceFiles += sourceFiles(of: target, objects: objects, paths: paths)
      // The frameworks and libraries of this project the target builds with: their code runs
      // in its process, under its Info.plist.
      let own = Set(description.sourceFiles)
      for library in dependencies(of: target, objects: objects, byProduct: byProduct) {
        let files = sourceFiles(of: library, objects: objects, paths: paths)
        description.sourceFiles += files
        description.librarySourceFiles.formUnion(files.filter { !own.contains($0) })
        let linked = linkedPackages(of: library, objects: objects, projectFolder: projectFolder)
        description.linkedPackages += linked.folders
        description.linkedProducts += linked.products
      }
      let linked = linkedPackages(of: target, objects: objects, projectFolder: projectFolder)
      description.linkedPackages += linked.folders
      description.linkedProducts += linked.products
      for file in description.stringsFiles {
        description.folders.append(AppLoader.tableFolder(file))
      }
      let sameName = projectFolder.appendingPath(name)
      if description.folders.isEmpty && FileManagerProbe.isDirectory(sameName) {
        description.folders.append(sameName)
      }
      description.deploymentTarget = settings.value(deploymentSetting(settings)).flatMap {
        OSVersion(parsing: $0)
      }
      let sdk = (settings.value("SDKROOT") ?? Self.sdkOfDeploymentTarget(settings)).lowercased()
      description.buildsForMac =
        settings.flag("SUPPORTS_MACCATALYST") == true || sdk.hasPrefix("macosx")
        || (settings.value("SUPPORTED_PLATFORMS") ?? "").contains("macosx")
      description.runsOnIPhone =
        sdk.hasPrefix("iphone") || sdk == "auto"
        || (settings.value("SUPPORTED_PLATFORMS") ?? "").contains("iphoneos")
      let (declarations, findings) = infoPlistSettings(settings, target: name)
      description.infoProperties = declarations
      // A Catalyst app's Mac build binds `[sdk=macosx*]` settings instead of the device's.
      if description.buildsForMac && sdk.hasPrefix("iphone") {
        let onIOS = Dictionary(
          declarations.map { ($0.key, $0.text) }, uniquingKeysWith: { _, last in last })
        description.macProperties = infoPlistSettings(stack(sdk: "macosx"), target: name).0
          .filter { onIOS[$0.key] != $0.text }
      }
      description.findings = projectLayers.notes + targetLayers.notes + findings
      description.declarationsUnknown = description.findings.contains(
        where: \.leavesDeclarationsUnknown)
      facts.targets.append(description)
    }
    return facts
  }

  /// The SDK a target with no `SDKROOT` builds for, as its deployment targets say: one that sets
  /// only `MACOSX_DEPLOYMENT_TARGET` is a Mac app (as a SwiftPM-era or hand-made project is);
  /// iPhone otherwise, as before.
  static func sdkOfDeploymentTarget(_ settings: SettingsStack) -> String {
    guard settings.value("IPHONEOS_DEPLOYMENT_TARGET") == nil else { return "iphoneos" }
    if settings.value("MACOSX_DEPLOYMENT_TARGET") != nil { return "macosx" }
    if settings.value("WATCHOS_DEPLOYMENT_TARGET") != nil { return "watchos" }
    if settings.value("TVOS_DEPLOYMENT_TARGET") != nil { return "appletvos" }
    if settings.value("XROS_DEPLOYMENT_TARGET") != nil { return "xros" }
    return "iphoneos"
  }

  static func deploymentSetting(_ settings: SettingsStack) -> String {
    let sdk = (settings.value("SDKROOT") ?? sdkOfDeploymentTarget(settings)).lowercased()
    if sdk.hasPrefix("macosx") { return "MACOSX_DEPLOYMENT_TARGET" }
    if sdk.hasPrefix("watchos") { return "WATCHOS_DEPLOYMENT_TARGET" }
    if sdk.hasPrefix("xros") { return "XROS_DEPLOYMENT_TARGET" }
    if sdk.hasPrefix("appletvos") { return "TVOS_DEPLOYMENT_TARGET" }
    return "IPHONEOS_DEPLOYMENT_TARGET"
  }

  /// What Xcode defines before any project layer: enough for the variables purpose strings and
  /// Info.plist paths use.
  static func builtInDefaults(
    target: String, project: String, region: String, folder: String, display: String
  ) -> [SettingAssignment] {
    let place = SourceLocation(file: display, line: 1, column: 1)
    return [
      ("TARGET_NAME", target), ("PROJECT_NAME", project), ("PRODUCT_NAME", "$(TARGET_NAME)"),
      ("EXECUTABLE_NAME", "$(PRODUCT_NAME)"), ("DEVELOPMENT_LANGUAGE", region),
      ("SRCROOT", folder), ("PROJECT_DIR", folder), ("SOURCE_ROOT", folder),
      ("INFOPLIST_EXPAND_BUILD_SETTINGS", "YES"), ("CONFIGURATION", "Release"),
    ].map { SettingAssignment(name: $0.0, value: $0.1, location: place) }
  }

  /// `INFOPLIST_KEY_<Key>` settings as Info.plist declarations, each with the assignments it
  /// overrides; and what Xcode ignores, as notes.
  static func infoPlistSettings(_ settings: SettingsStack, target: String)
    -> ([Declaration], [LoadFinding])
  {
    var declarations: [Declaration] = []
    var findings: [LoadFinding] = []
    let generates = settings.flag("GENERATE_INFOPLIST_FILE") == true
    var seen: Set<String> = []
    for assignment in settings.infoPlistKeyAssignments {
      let key = String(assignment.name.dropFirst("INFOPLIST_KEY_".count))
      guard seen.insert(key).inserted else { continue }
      let all = settings.assignments(of: assignment.name)
      guard let winner = all.last else { continue }
      let looksLikePurpose = key.hasSuffix("UsageDescription") || PurposeKeys.info(key) != nil
      guard looksLikePurpose else { continue }
      guard generates else {
        findings.append(
          LoadFinding(
            rule: "note",
            message:
              "INFOPLIST_KEY_\(key) does nothing in \(target): GENERATE_INFOPLIST_FILE is not YES",
            location: winner.location))
        continue
      }
      guard PurposeKeys.isAcceptedAsBuildSetting(key) else {
        findings.append(
          LoadFinding(
            rule: "note",
            message:
              "INFOPLIST_KEY_\(key) does nothing in \(target): Xcode takes \(key) only from the Info.plist file",
            location: winner.location))
        continue
      }
      // Lowest first: the merge takes the last declaration of a key and keeps the rest as
      // the ones it overrides.
      for lower in all.dropLast() {
        declarations.append(
          Declaration(
            key: key, text: settings.expand(lower.value), written: lower.value,
            location: lower.location, source: .buildSetting, detail: detail(lower)))
      }
      declarations.append(
        Declaration(
          key: key, text: settings.value(assignment.name) ?? winner.value, written: winner.value,
          location: winner.location, source: .buildSetting, detail: detail(winner)))
    }
    return (declarations, findings)
  }

  static func detail(_ assignment: SettingAssignment) -> String? {
    guard !assignment.conditions.isEmpty else { return nil }
    return assignment.conditions.map { "[\($0.parameter)=\($0.pattern)]" }.joined()
  }

  /// The build-setting layers of a project or target for the configuration that ships: its
  /// xcconfig, then its own settings.
  static func layers(
    of owner: OpenStepDictionary, objects: OpenStepDictionary, paths: GroupPaths,
    projectFolder: String
  ) throws -> (configuration: String, layers: [[SettingAssignment]], notes: [LoadFinding]) {
    guard let listID = owner["buildConfigurationList"]?.string,
      let list = objects[listID]?.dictionary
    else { return ("Release", [], []) }
    var configurations: [(name: String, object: OpenStepDictionary)] = []
    for case .string(let id, _) in list["buildConfigurations"]?.array ?? [] {
      if let object = objects[id]?.dictionary, let name = object["name"]?.string {
        configurations.append((name, object))
      }
    }
    let preferred =
      configurations.first { $0.name == "Release" }
      ?? configurations.first { $0.name == list["defaultConfigurationName"]?.string }
      ?? configurations.last
    guard let (name, configuration) = preferred else { return ("Release", [], []) }
    var layers: [[SettingAssignment]] = []
    var xcconfig: String?
    if let reference = configuration["baseConfigurationReference"]?.string {
      xcconfig = paths.path(of: reference)
    } else if let anchor = configuration["baseConfigurationReferenceAnchor"]?.string,
      let relative = configuration["baseConfigurationReferenceRelativePath"]?.string,
      let folder = paths.path(of: anchor)
    {
      xcconfig = folder.appendingPath(relative)
    }
    var notes: [LoadFinding] = []
    if let xcconfig {
      // A base configuration that is not there (often a git-ignored secrets file) is a build
      // warning in Xcode, not a failure: note it and read on.
      if FileManagerProbe.exists(xcconfig) {
        layers.append(try XcconfigReader.assignments(path: xcconfig, missing: &notes))
      } else if let writer = BootstrapFiles.writer(of: xcconfig) {
        notes.append(
          LoadFinding(
            rule: LoadFinding.missingFile,
            message:
              "the base configuration \(DisplayPath.of(xcconfig)) is not there yet: "
              + "\(writer.tool) writes it (\(writer.command)); it holds no purpose strings",
            location: configuration.location, severity: .note))
      } else {
        notes.append(
          LoadFinding(
            rule: "note",
            message:
              "the base configuration \(DisplayPath.of(xcconfig)) is not there; its settings are not read",
            location: configuration.location))
      }
    }
    var own: [SettingAssignment] = []
    for pair in configuration["buildSettings"]?.dictionary?.pairs ?? [] {
      let value: String
      switch pair.value {
      case .string(let text, _): value = text
      case .array(let items, _):
        value = items.compactMap(\.string).joined(separator: " ")
      case .dictionary: continue
      }
      guard
        let assignment = SettingAssignment.parse(
          settingName: pair.key, value: value, location: pair.value.location)
      else {
        throw InputError("malformed build setting name '\(pair.key)'", at: pair.keyLocation)
      }
      own.append(assignment)
    }
    layers.append(own)
    return (name, layers, notes)
  }

  /// The `InfoPlist.strings` files (and their renamed forms, through their variant groups) and
  /// `InfoPlist.xcstrings` catalogs of the target's Copy Bundle Resources phase (absolute), and
  /// whether every one of them could be located.
  static func resourceStrings(
    of target: OpenStepDictionary, objects: OpenStepDictionary, paths: GroupPaths
  ) -> (files: [String], allResolved: Bool) {
    var files: [String] = []
    var allResolved = true
    for reference in fileReferences(of: target, phase: "PBXResourcesBuildPhase", objects: objects) {
      guard let group = objects[reference]?.dictionary,
        let name = group["name"]?.string ?? group["path"]?.string,
        StringsTableReader.isInfoPlistTable(name)
          || StringCatalogReader.accepts(name: name.lastPathComponent, path: name)
      else { continue }
      if group["isa"]?.string == "PBXVariantGroup" {
        for case .string(let childID, _) in group["children"]?.array ?? [] {
          if let path = paths.path(of: childID) {
            files.append(path)
          } else {
            allResolved = false
          }
        }
      } else if let path = paths.path(of: reference) {
        files.append(path)
      } else {
        allResolved = false
      }
    }
    return (files, allResolved)
  }

  /// The files of the target's Compile Sources phase (absolute).
  static func sourceFiles(
    of target: OpenStepDictionary, objects: OpenStepDictionary, paths: GroupPaths
  ) -> [String] {
    fileReferences(of: target, phase: "PBXSourcesBuildPhase", objects: objects).compactMap {
      paths.path(of: $0)
    }
  }

  /// A synchronized folder's membership exceptions for one target.
  struct MembershipException {
    let group: String
    let folder: String
    let target: String
    let paths: [String]
  }

  static func membershipExceptions(objects: OpenStepDictionary, paths: GroupPaths)
    -> [MembershipException]
  {
    var found: [MembershipException] = []
    for pair in objects.pairs {
      guard let group = pair.value.dictionary,
        group["isa"]?.string == "PBXFileSystemSynchronizedRootGroup",
        let folder = paths.path(of: pair.key)
      else { continue }
      for case .string(let exceptionID, _) in group["exceptions"]?.array ?? [] {
        guard let exception = objects[exceptionID]?.dictionary,
          let target = exception["target"]?.string
        else { continue }
        let listed = (exception["membershipExceptions"]?.array ?? []).compactMap(\.string)
        found.append(
          MembershipException(group: pair.key, folder: folder, target: target, paths: listed))
      }
    }
    return found
  }

  /// Each native target's id by the file reference of its product.
  static func targetsByProduct(objects: OpenStepDictionary) -> [String: String] {
    var byProduct: [String: String] = [:]
    for pair in objects.pairs {
      if let object = pair.value.dictionary, object["isa"]?.string == "PBXNativeTarget",
        let product = object["productReference"]?.string
      {
        byProduct[product] = pair.key
      }
    }
    return byProduct
  }

  /// The framework and library targets of the same project a target depends on or links
  /// (Link Binary With Libraries naming their product), and theirs.
  static func dependencies(
    of target: OpenStepDictionary, objects: OpenStepDictionary, byProduct: [String: String]
  ) -> [OpenStepDictionary] {
    var found: [OpenStepDictionary] = []
    var seen: Set<String> = []
    var pending = [target]
    while let current = pending.popLast(), seen.count < 256 {
      var targetIDs: [String] = []
      for case .string(let dependencyID, _) in current["dependencies"]?.array ?? [] {
        if let id = objects[dependencyID]?.dictionary?["target"]?.string { targetIDs.append(id) }
      }
      for reference in fileReferences(
        of: current, phase: "PBXFrameworksBuildPhase", objects: objects)
      {
        if let id = byProduct[reference] { targetIDs.append(id) }
      }
      for targetID in targetIDs {
        guard seen.insert(targetID).inserted, let library = objects[targetID]?.dictionary,
          library["isa"]?.string == "PBXNativeTarget"
        else { continue }
        let kind = library["productType"]?.string ?? ""
        guard kind.contains("framework") || kind.contains("library") else { continue }
        found.append(library)
        pending.append(library)
      }
    }
    return found
  }

  /// The products a target links (`packageProductDependencies`), and the folders of the local
  /// packages among them (`XCLocalSwiftPackageReference`; a local package added as a folder
  /// before Xcode 15 names no package, only its product).
  static func linkedPackages(
    of target: OpenStepDictionary, objects: OpenStepDictionary, projectFolder: String
  ) -> (folders: [String], products: [String]) {
    var folders: [String] = []
    var products: [String] = []
    for case .string(let productID, _) in target["packageProductDependencies"]?.array ?? [] {
      guard let product = objects[productID]?.dictionary else { continue }
      if let packageID = product["package"]?.string, let package = objects[packageID]?.dictionary,
        package["isa"]?.string == "XCLocalSwiftPackageReference",
        let relative = package["relativePath"]?.string ?? package["path"]?.string
      {
        folders.append(projectFolder.appendingPath(relative))
      }
      if let name = product["productName"]?.string { products.append(name) }
    }
    return (folders, products)
  }

  /// The file references of the target's build phases of one kind (`PBXSourcesBuildPhase`…).
  static func fileReferences(
    of target: OpenStepDictionary, phase kind: String, objects: OpenStepDictionary
  ) -> [String] {
    var references: [String] = []
    for case .string(let phaseID, _) in target["buildPhases"]?.array ?? [] {
      guard let phase = objects[phaseID]?.dictionary, phase["isa"]?.string == kind else {
        continue
      }
      for case .string(let buildFileID, _) in phase["files"]?.array ?? [] {
        if let reference = objects[buildFileID]?.dictionary?["fileRef"]?.string {
          references.append(reference)
        }
      }
    }
    return references
  }
}

/// Where each group and file reference of a project lies on disk, from the group tree.
/// The paths of a project's groups and file references, each group's path made once (a file
/// deep in nested groups made every ancestor's path again: 15% of scanning a real app).
/// A class, for that cache; made and read by one reader on one thread.
final class GroupPaths {
  let objects: OpenStepDictionary
  let projectFolder: String
  private var parents: [String: String] = [:]
  /// A group's path and how many ancestors it took to make it (a chain deeper than 64 has
  /// no path, as a cycle has none).
  private var made: [String: (path: String, height: Int)] = [:]

  init(objects: OpenStepDictionary, projectFolder: String) {
    self.objects = objects
    self.projectFolder = projectFolder
    for pair in objects.pairs {
      for case .string(let child, _) in pair.value.dictionary?["children"]?.array ?? [] {
        parents[child] = pair.key
      }
    }
  }

  /// The absolute path of a group or file reference; nil for build products and SDK files.
  func path(of id: String, depth: Int = 0) -> String? {
    resolved(id, depth: depth)?.path
  }

  private func resolved(_ id: String, depth: Int) -> (path: String, height: Int)? {
    guard depth < 64 else { return nil }
    if let known = made[id] { return depth + known.height < 64 ? known : nil }
    guard let object = objects[id]?.dictionary else { return nil }
    let own = object["path"]?.string ?? ""
    let result: (path: String, height: Int)?
    switch object["sourceTree"]?.string ?? "<group>" {
    case "<absolute>": result = (String.normalized(own), 0)
    case "SOURCE_ROOT", "SRCROOT": result = (projectFolder.appendingPath(own), 0)
    case "<group>":
      if let parent = parents[id] {
        result = resolved(parent, depth: depth + 1).map {
          ($0.path.appendingPath(own), $0.height + 1)
        }
      } else {
        result = (projectFolder.appendingPath(own), 0)
      }
    default: result = nil
    }
    // Groups are asked for again by every file in them; a file reference only once.
    if let result, object["children"] != nil { made[id] = result }
    return result
  }
}

extension DeclarationSource {
  /// A build setting of an Xcode project or `.xcconfig` file (`INFOPLIST_KEY_…`).
  static let buildSetting = DeclarationSource(
    "build setting", expandsVariables: true,
    whereToDeclare: { key, target, project in
      target.generatesInfoPlist && PurposeKeys.isAcceptedAsBuildSetting(key)
        ? "the target's build settings as INFOPLIST_KEY_\(key) (\(project))"
        : "an Info.plist for the target (INFOPLIST_FILE in \(project))"
    })
}
