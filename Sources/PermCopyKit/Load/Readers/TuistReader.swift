import Foundation

/// Tuist's `Project.swift`, read as literals only: each target's `name:`, its `infoPlist:`
/// (`.extendingDefault(with: [...])`, `.dictionary([...])`, `.file(path: "…")`) and
/// `settings: .settings(base: [...])`. A dictionary named by a `let` in the manifest or in
/// `Tuist/ProjectDescriptionHelpers` is resolved; anything else (a function call, interpolation)
/// is a note with its place, never a guess.
enum TuistReader: FileReader {
  static let formatName = "Tuist Project.swift"
  static let examplePath = "Project.swift"

  static func accepts(name: String, path: String) -> Bool { name == "Project.swift" }

  static func read(path: String, display: String) throws -> FileFacts {
    let bytes = try FileBytes.read(path, display: display)
    let tokens = LiteralScanner.tokens(bytes, file: display)
    var facts = FileFacts()
    // Not a Tuist manifest (a Swift file of that name elsewhere): nothing to read.
    guard tokens.contains(where: { $0.kind == .name && $0.text == "ProjectDescription" }) else {
      return facts
    }
    let folder = path.deletingLastPathComponent
    var bindings = self.bindings(tokens)
    for helper in helperFiles(near: folder) {
      let helperTokens = LiteralScanner.tokens(
        (try? FileBytes.read(helper, display: helper)) ?? [],
        file: DisplayPath.of(helper))
      bindings.merge(self.bindings(helperTokens)) { own, _ in own }
    }
    var projectSettings: [SettingAssignment] = []
    var current: TargetDescription?
    var lastName: String?
    var lastProduct = "application"
    var lastDeployment: OSVersion?
    var lastBuildsForMac = false
    var index = 0
    func finish() {
      if let target = current { facts.targets.append(target) }
      current = nil
    }
    func newTarget(_ name: String, at location: SourceLocation) -> TargetDescription {
      var settings = SettingsStack(context: BuildContext(configuration: "Release", sdk: "iphoneos"))
      settings.push(
        PbxprojReader.builtInDefaults(
          target: name, project: folder.lastPathComponent, region: "en", folder: folder,
          display: display))
      // Tuist manifests set Info.plist keys through build settings as well (project-formats.md
      // §1.5); the generated project enables them unless the manifest says otherwise.
      settings.push([
        SettingAssignment(
          name: "GENERATE_INFOPLIST_FILE", value: "YES",
          location: SourceLocation(file: display, line: 1, column: 1))
      ])
      settings.push(projectSettings)
      var target = TargetDescription(
        name: name, kind: "application", projectFile: display, format: .tuist, folders: [],
        infoPlistPath: nil, settings: settings, infoProperties: [], developmentRegion: nil)
      let sameName = folder.appendingPath(name)
      if FileManagerProbe.isDirectory(sameName) { target.folders.append(sameName) }
      return target
    }
    while index < tokens.count {
      let token = tokens[index]
      let isLabel = token.kind == .name && index + 1 < tokens.count && tokens[index + 1].text == ":"
      guard isLabel else {
        index += 1
        continue
      }
      index += 2
      switch token.text {
      case "name":
        if index < tokens.count, tokens[index].kind == .string { lastName = tokens[index].text }
      case "product":
        if index + 1 < tokens.count, tokens[index].text == "." {
          lastProduct = productKinds[tokens[index + 1].text] ?? tokens[index + 1].text
        }
      case "infoPlist":
        finish()
        guard PbxprojReader.isAppKind(lastProduct) else { continue }
        current = newTarget(lastName ?? "App", at: token.location)
        current?.kind = lastProduct
        current?.deploymentTarget = lastDeployment
        current?.buildsForMac = lastBuildsForMac
        lastDeployment = nil
        lastBuildsForMac = false
        readInfoPlist(tokens, &index, bindings: bindings, folder: folder, into: &current!)
      case "settings":
        guard let base = settingsBase(tokens, &index, bindings: bindings) else { continue }
        let (assignments, notes) = assignmentsOf(base)
        facts.findings += notes
        if var target = current {
          target.settings.push(assignments)
          let (built, findings) = PbxprojReader.infoPlistSettings(
            target.settings, target: target.name)
          target.infoProperties += built
          target.findings += findings
          current = target
        } else {
          projectSettings += assignments
        }
      case "dependencies":
        // The app's packages (`.package(product:)`, `.external(name:)`) and frameworks of the
        // same manifest (`.target(name:)`, whose folder is the one of its name).
        guard var target = current, PbxprojReader.isAppKind(lastProduct) else { continue }
        var depth = 0
        while index < tokens.count {
          let text = tokens[index].text
          if tokens[index].kind == .punctuation && (text == "[" || text == "(") { depth += 1 }
          if tokens[index].kind == .punctuation && (text == "]" || text == ")") {
            depth -= 1
            if depth <= 0 { break }
          }
          if tokens[index].kind == .name, index + 4 < tokens.count, tokens[index + 1].text == "(",
            tokens[index + 4].kind == .string, tokens[index + 3].text == ":"
          {
            let value = tokens[index + 4].text
            switch (text, tokens[index + 2].text) {
            case ("package", "product"), ("external", "name"):
              target.linkedProducts.append(value)
            case ("target", "name"):
              let library = folder.appendingPath(value)
              if FileManagerProbe.isDirectory(library), !target.folders.contains(library) {
                target.folders.append(library)
                target.libraryFolders.insert(library)
              }
            default: break
            }
          }
          index += 1
        }
        current = target
      case "deploymentTargets", "deploymentTarget":
        if index + 3 < tokens.count, tokens[index + 3].kind == .string {
          lastDeployment = OSVersion(parsing: tokens[index + 3].text)
        }
      case "destinations":
        if index + 1 < tokens.count, tokens[index + 1].text.lowercased().contains("mac") {
          lastBuildsForMac = true
        }
      default: break
      }
    }
    finish()
    // A manifest cut short: Tuist cannot build it, so its targets' keys are not judged and the
    // place is reported (never the texts before the cut taken as the whole).
    if let problem = LiteralScanner.unterminated(tokens) {
      if facts.targets.isEmpty { facts.findings.append(problem) }
      for index in facts.targets.indices {
        facts.targets[index].findings.append(problem)
        facts.targets[index].infoProperties = []
        facts.targets[index].declarationsUnknown = true
      }
    }
    return facts
  }

  /// Tuist `Product` cases and the Xcode product types they build.
  static let productKinds = [
    "app": "application", "appExtension": "app-extension", "watch2App": "application.watchapp2",
    "watch2Extension": "watchkit2-extension", "appClip": "application.on-demand-install-capable",
    "messagesExtension": "app-extension.messages",
    "extensionKitExtension": "extensionkit-extension",
  ]

  static func readInfoPlist(
    _ tokens: [LiteralToken], _ index: inout Int, bindings: [String: LiteralValue],
    folder: String, into target: inout TargetDescription
  ) {
    guard index + 2 < tokens.count, tokens[index].text == "." else {
      target.findings.append(unresolved("infoPlist", tokens, index))
      return
    }
    let form = tokens[index + 1].text
    index += 3  // `.`, the case, `(`
    switch form {
    case "extendingDefault", "dictionary":
      if form == "extendingDefault", index + 1 < tokens.count, tokens[index + 1].text == ":" {
        index += 2  // `with:`
      }
      var value = LiteralScanner.value(tokens, &index)
      if case .other(let name, _) = value, let bound = bindings[name] { value = bound }
      guard case .dictionary(let pairs, _) = value else {
        target.findings.append(
          LoadFinding(
            rule: "note",
            message:
              "infoPlist of \(target.name) is not a literal dictionary; permcopy does not run Swift",
            location: value.location))
        return
      }
      for (key, item) in pairs {
        switch item {
        case .string(let text, let location):
          target.infoProperties.append(
            Declaration(
              key: key, text: target.settings.expand(text), written: text, location: location,
              source: .tuist, detail: "infoPlist"))
        case .other(let what, let location) where key.hasSuffix("UsageDescription"):
          target.findings.append(
            LoadFinding(
              rule: "note",
              message:
                "\(key) of \(target.name) is \(what), not a literal; permcopy cannot read it",
              location: location))
        default: break
        }
      }
    case "file":
      if index + 2 < tokens.count, tokens[index].text == "path", tokens[index + 2].kind == .string {
        let path = folder.appendingPath(tokens[index + 2].text)
        target.infoPlistPath = path
        target.infoPlistLocation = tokens[index + 2].location
        target.folders.append(path.deletingLastPathComponent)
      }
    default:
      target.findings.append(unresolved("infoPlist", tokens, index - 3))
    }
  }

  /// The `base:` dictionary of `.settings(base: [...])`.
  static func settingsBase(
    _ tokens: [LiteralToken], _ index: inout Int, bindings: [String: LiteralValue]
  ) -> [(key: String, value: LiteralValue)]? {
    guard index + 2 < tokens.count, tokens[index].text == ".", tokens[index + 1].text == "settings"
    else { return nil }
    index += 3
    guard index + 1 < tokens.count, tokens[index].text == "base", tokens[index + 1].text == ":"
    else { return nil }
    index += 2
    var value = LiteralScanner.value(tokens, &index)
    if case .other(let name, _) = value, let bound = bindings[name] { value = bound }
    if case .dictionary(let pairs, _) = value { return pairs }
    return nil
  }

  static func assignmentsOf(_ pairs: [(key: String, value: LiteralValue)]) -> (
    [SettingAssignment], [LoadFinding]
  ) {
    var assignments: [SettingAssignment] = []
    var notes: [LoadFinding] = []
    for (key, value) in pairs {
      switch value {
      case .string(let text, let location):
        if let assignment = SettingAssignment.parse(
          settingName: key, value: text, location: location)
        {
          assignments.append(assignment)
        }
      case .other(let what, let location) where key.hasPrefix("INFOPLIST_KEY_"):
        notes.append(
          LoadFinding(
            rule: "note", message: "\(key) is \(what), not a literal; permcopy cannot read it",
            location: location))
      default: break
      }
    }
    return (assignments, notes)
  }

  static func unresolved(_ what: String, _ tokens: [LiteralToken], _ index: Int) -> LoadFinding {
    let location = tokens[min(max(index, 0), tokens.count - 1)].location
    return LoadFinding(
      rule: "note", message: "\(what) is not a form permcopy reads statically", location: location)
  }

  /// `let name = [ ... ]` and `let name: [String: Plist.Value] = [ ... ]` in a file.
  static func bindings(_ tokens: [LiteralToken]) -> [String: LiteralValue] {
    var result: [String: LiteralValue] = [:]
    var index = 0
    while index + 2 < tokens.count {
      guard tokens[index].kind == .name, tokens[index].text == "let" || tokens[index].text == "var",
        tokens[index + 1].kind == .name
      else {
        index += 1
        continue
      }
      let name = tokens[index + 1].text
      var cursor = index + 2
      // Skip a type annotation up to `=`, within a few tokens.
      while cursor < tokens.count, cursor < index + 16, tokens[cursor].text != "=" { cursor += 1 }
      guard cursor < tokens.count, tokens[cursor].text == "=" else {
        index += 1
        continue
      }
      cursor += 1
      if cursor < tokens.count, tokens[cursor].text == "[" {
        let value = LiteralScanner.value(tokens, &cursor)
        if case .dictionary = value { result[name] = value }
      }
      index = max(cursor, index + 1)
    }
    return result
  }

  /// Swift files in `Tuist/ProjectDescriptionHelpers` of this folder or an ancestor.
  static func helperFiles(near folder: String) -> [String] {
    var current = folder
    for _ in 0..<6 {
      let helpers = current.appendingPath("Tuist/ProjectDescriptionHelpers")
      if let names = try? FileManager.default.contentsOfDirectory(atPath: helpers) {
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { helpers.appendingPath($0) }
      }
      let parent = current.deletingLastPathComponent
      if parent == current { break }
      current = parent
    }
    return []
  }
}

extension DeclarationSource {
  static let tuist = DeclarationSource(
    "Tuist", expandsVariables: true,
    whereToDeclare: { _, target, project in
      "infoPlist: .extendingDefault(with:) of target \(target.name) in \(project)"
    })
}
