import Foundation

/// Load: walks the paths once, gives each file to its reader (`ReaderRegistry`), groups what
/// they found by target, and merges it the way Xcode builds it:
///
/// 1. the `INFOPLIST_FILE` plist's values (variables expanded),
/// 2. values the project file writes into that plist (XcodeGen `info.properties`, Tuist
///    `infoPlist`, Expo `ios.infoPlist`),
/// 3. `INFOPLIST_KEY_` build settings (Xcode merges them on top: the build setting wins),
///
/// then each `<locale>.lproj/InfoPlist.strings` or String Catalog language overrides that base
/// per key. Files no project describes are grouped by folder, as before project files were read.
public enum AppLoader {
  /// `skipping`: absolute folders or files never read (a lint config's `check.skip`).
  /// Reads every file of `paths` a reader knows. With `scanSources`, the same walk also collects
  /// the Swift and Objective-C files and the package manifests, and each target learns which
  /// protected APIs its code uses (`permcopy scan`).
  public static func load(paths: [String], skipping: [String] = [], scanSources: Bool = false)
    throws -> AppModel
  {
    try plan(paths: paths, skipping: skipping, scanSources: scanSources).model()
  }

  /// Load's first half (`AppPlan`): the walk, the project files read, and every target with the
  /// files that make it, decided from their paths before they are read.
  static func plan(paths: [String], skipping: [String] = [], scanSources: Bool = false)
    throws -> AppPlan
  {
    var files: [String] = []
    var sources: [String] = []
    var manifests: [String] = []
    var layouts: [String] = []
    for path in paths {
      guard FileManager.default.fileExists(atPath: path) else {
        throw InputError("no such file or folder: \(path)", at: nil)
      }
      let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
      if FileManagerProbe.isDirectory(absolute) {
        let found = try FileWalk.files(below: absolute) { file -> (WalkedFile, String)? in
          let name = file.lastPathComponent
          if ReaderRegistry.reader(name: name, path: file) != nil { return (.data, file) }
          guard scanSources else { return nil }
          if CodeOwners.fileNames.contains(name) { return (.layout, file) }
          if SourceScanner.isSource(name) { return (.source, file) }
          return PackageManifests.fileNames.contains(name) ? (.manifest, file) : nil
        }
        for (kind, file) in found {
          switch kind {
          case .data: files.append(file)
          case .source: sources.append(file)
          case .manifest: manifests.append(file)
          case .layout: layouts.append(file)
          }
        }
      } else {
        files.append(absolute)
      }
    }
    let kept = { (list: [String]) in
      Array(Set(list)).filter { file in !skipping.contains { file.isInside($0) } }.sorted()
    }
    var plan = try plan(kept(files))
    if scanSources {
      // A pod's code is compiled into the targets of its Podfile block: `Pods/` (which the
      // walk leaves out as a dependency folder) is read for sources beside each Podfile.
      for podfile in layouts where podfile.lastPathComponent == "Podfile" {
        let pods = podfile.deletingLastPathComponent.appendingPath("Pods")
        guard FileManagerProbe.isDirectory(pods) else { continue }
        try FileWalk.walk(pods) { file in
          if SourceScanner.isSource(file) && !file.contains("/Target Support Files/") {
            sources.append(file)
          }
        }
      }
      try attachScan(
        sources: kept(sources), manifests: kept(manifests), layouts: kept(layouts), to: &plan)
    }
    return plan
  }

  /// What the walk keeps a file for.
  private enum WalkedFile { case data, source, manifest, layout }

  /// Scans the sources on every core and gives each target the uses of the files it compiles:
  /// the project's Compile Sources list (with its frameworks'), else the targets that link the
  /// local package or name the pod that holds the file, else the target whose folder holds the
  /// file most closely, else the app targets (never an extension that does not list it). Test
  /// sources count for none.
  static func attachScan(
    sources: [String], manifests: [String], layouts: [String] = [], to plan: inout AppPlan
  ) throws {
    let scanned = Parallel.map(sources) { path -> Result<ScannedSource, InputError> in
      do {
        return .success(try SourceScanner.scan(path: path, display: DisplayPath.of(path)))
      } catch let error as InputError {
        return .failure(error)
      } catch {
        return .failure(InputError("\(DisplayPath.of(path)): \(error)", at: nil))
      }
    }
    var errors = ErrorCollector()
    var packages: [PackageUse] = []
    // Each manifest's packages, for the apps below its folder (a monorepo's apps each have
    // their own pubspec.yaml, package.json or Podfile).
    var manifestReads: [(folder: String, uses: [PackageUse], drivesApp: Bool, other: [String])] =
      []
    for path in manifests {
      do {
        let read = try PackageManifests.read(path: path, display: DisplayPath.of(path))
        packages += read.uses
        manifestReads.append(
          (path.deletingLastPathComponent, read.uses, read.drivesApp, Array(read.otherPackages)))
      } catch let error as InputError {
        errors.add(error)
      }
    }
    var results: [ScannedSource] = []
    for result in scanned {
      switch result {
      case .success(let source): results.append(source)
      case .failure(let error): errors.add(error)
      }
    }
    try errors.throwIfAny()
    // Targets a project describes are judged; a folder with an Info.plist only where no project
    // is in view (a framework's Info.plist beside a project is not an app).
    let described = plan.targets.indices.filter { plan.targets[$0].description.kind != "folder" }
    let judged = described.isEmpty ? Array(plan.targets.indices) : described
    // Packages are linked by the app itself, not by its extensions.
    let apps = judged.filter { plan.targets[$0].description.kind == "application" }
    var listed: [String: [Int]] = [:]
    var folderOwners: [String: [Int]] = [:]
    for index in judged {
      let description = plan.targets[index].description
      for file in description.sourceFiles { listed[file, default: []].append(index) }
      for folder in Set(description.folders) { folderOwners[folder, default: []].append(index) }
    }
    // A package whose folder holds a project in view is the repository, not a local package.
    var codeOwners = CodeOwners(manifests: layouts)
    let projectFiles = judged.map { plan.targets[$0].description.projectFile }.filter {
      !$0.isEmpty
    }
    codeOwners.packages.removeAll { package in
      projectFiles.contains {
        URL(fileURLWithPath: $0).standardizedFileURL.path.isInside(package.folder)
      }
    }
    let descriptions = judged.map { plan.targets[$0].description }
    let byName = Dictionary(grouping: judged) { plan.targets[$0].description.name }
    // Code no project lists goes to the iOS apps: the trigger table knows what iOS does.
    let iOSApps = apps.filter { plan.targets[$0].description.settings.context.sdk == "iphoneos" }
    let everyApp = iOSApps.isEmpty ? (apps.isEmpty ? judged : apps) : iOSApps
    // Code no project lists goes to the apps nearest it in the folders: those whose folder
    // shares the deepest folder with it. When those sit in different folders of that shared
    // one (a folder of many apps, one of them a SwiftPM app with no project), the code is none
    // of theirs: it is charged to no app rather than to every one.
    let appFolders = everyApp.map { index -> String in
      let description = plan.targets[index].description
      return description.projectFolder ?? description.folders.first
        ?? description.projectFile.deletingLastPathComponent
    }
    var nearCache: [String: [Int]] = [:]
    func appsNear(_ path: String) -> [Int] {
      let folder = path.deletingLastPathComponent
      if let known = nearCache[folder] { return known }
      let shared = appFolders.map { Self.sharedFolders($0, folder) }
      let deepest = shared.map(\.depth).max() ?? 0
      let nearest = everyApp.indices.filter { shared[$0].depth == deepest }
      // An app whose own folder holds the code is its owner, whatever other apps lie below.
      let holding = nearest.filter { shared[$0].branch.isEmpty }
      let branches = Set(nearest.map { shared[$0].branch })
      let apps =
        !holding.isEmpty
        ? holding.map { everyApp[$0] } : branches.count > 1 ? [] : nearest.map { everyApp[$0] }
      nearCache[folder] = apps
      return apps
    }
    let tests = Set(plan.testSources)
    if judged.isEmpty {
      plan.looseUses = zip(sources, results).filter { !tests.contains($0.0) && !isTestPath($0.0) }
        .flatMap(\.1.uses)
      plan.loosePackages = packages
    }
    // Each extension's own files, to see whether its code names what holds a library's call,
    // and the library files with such calls, with their places.
    var ownFiles: [Int: [String]] = [:]
    var libraryFiles: [String: [SourceLocation]] = [:]
    for (path, source) in zip(sources, results) {
      var owners = listed[path]
      var fromLibrary = false
      if owners == nil && (tests.contains(path) || isTestPath(path)) { continue }
      if owners == nil, let owning = codeOwners.owners(of: path, among: descriptions) {
        fromLibrary = true
        switch owning {
        case .everyApp: owners = appsNear(path)
        case .targets(let names):
          let named = names.sorted().flatMap { byName[$0] ?? [] }
          owners = named.isEmpty ? appsNear(path) : named
        }
      }
      var folder = path.deletingLastPathComponent
      var ownerFolder: String?
      while owners == nil {
        if let found = folderOwners[folder] {
          ownerFolder = folder
          // A synchronized folder's owner compiles the file unless it is an exception.
          owners = found.filter { index in
            !plan.targets[index].description.excludedFiles.contains { path.isInside($0) }
          }
          break
        }
        let parent = folder.deletingLastPathComponent
        if parent == folder || parent == "." || parent.isEmpty { break }
        folder = parent
      }
      for index in owners ?? appsNear(path) {
        let description = plan.targets[index].description
        if description.kind.contains("extension"),
          fromLibrary || description.librarySourceFiles.contains(path)
            || ownerFolder.map(description.libraryFolders.contains) == true
        {
          plan.targets[index].scan.sourceUses += source.uses.map { use in
            var use = use
            use.throughLibrary = true
            return use
          }
          if !source.uses.isEmpty { libraryFiles[path] = source.uses.map(\.location) }
        } else {
          plan.targets[index].scan.sourceUses += source.uses
          if description.kind.contains("extension") { ownFiles[index, default: []].append(path) }
        }
        plan.targets[index].scan.sourceMentions.formUnion(source.mentions)
        plan.targets[index].scan.scannedSourceCount += 1
      }
    }
    // A library call an extension's own code names the holder of is one it makes.
    var holdersAt: [SourceLocation: [UInt64]] = [:]
    for (path, locations) in libraryFiles {
      let places = Set(locations).sorted { ($0.line, $0.column) < ($1.line, $1.column) }
      let found = SourceScanner.holders(in: path, at: places.map { ($0.line, $0.column) })
      for (place, holders) in zip(places, found) { holdersAt[place] = holders }
    }
    for (index, target) in plan.targets.enumerated() {
      let holders = Set(
        target.scan.sourceUses.filter(\.throughLibrary).flatMap { holdersAt[$0.location] ?? [] })
      guard !holders.isEmpty else { continue }
      var named: Set<UInt64> = []
      for file in ownFiles[index] ?? [] where named.count < holders.count {
        named.formUnion(SourceScanner.named(holders, in: file))
      }
      for use in plan.targets[index].scan.sourceUses.indices
      where (holdersAt[plan.targets[index].scan.sourceUses[use].location] ?? []).contains(
        where: named.contains)
      {
        plan.targets[index].scan.sourceUses[use].throughLibrary = false
      }
    }
    for index in judged {
      // The manifests whose folder holds the target (a target whose own folder is unknown is
      // placed by its project's); with one app in view, every one when none does (a manifest
      // beside a project in another folder of the same app).
      let description = plan.targets[index].description
      let folders = description.folders + (description.projectFolder.map { [$0] } ?? [])
      let holding = manifestReads.filter { manifest in
        folders.contains { $0 == manifest.folder || $0.isInside(manifest.folder) }
      }
      // A Flutter or JavaScript plugin's row says what its iOS code needs: a macOS runner of the
      // same app is not charged with it (most such plugins have no Mac code at all).
      let runsOnIPhone = plan.targets[index].description.runsOnIPhone
      let reads = (holding.isEmpty && judgedCount(plan, judged) == 1 ? manifestReads : holding)
        .filter { runsOnIPhone || !$0.drivesApp }
      if apps.isEmpty || apps.contains(index) {
        plan.targets[index].scan.packageUses = reads.flatMap(\.uses)
      }
      plan.targets[index].scan.hasUnreadCode = reads.contains(where: \.drivesApp)
      let otherPackages = Set(reads.flatMap(\.other))
      plan.targets[index].scan.scanned = true
      plan.targets[index].scan.otherPackages = otherPackages.sorted()
    }
  }

  /// Build settings that name folders a build writes into (`data/build-folder-settings.tsv`):
  /// a file there is made by a build phase, never committed.
  static let buildFolderSettings = DataTable.rows("build-folder-settings.tsv", columns: 2).map {
    $0[0]
  }

  /// Folder names that hold a library's sample app (`data/sample-folders.tsv`).
  static let sampleFolderNames = Set(DataTable.rows("sample-folders.tsv", columns: 2).map { $0[0] })

  /// The folder of `path` named like a sample's, if the path passes through one.
  static func sampleFolder(of path: String) -> String? {
    let components = path.split(separator: "/").dropLast()
    guard let index = components.firstIndex(where: { sampleFolderNames.contains($0.lowercased()) })
    else { return nil }
    return components[...index].joined(separator: "/")
  }

  /// A repository's app beside a library's sample app: the sample ships nowhere, so its targets
  /// are not judged (a note on the app says so), though the code near them stays theirs. A
  /// repository whose only app is a sample keeps it.
  static func markingSampleProjects(_ descriptions: [TargetDescription]) -> [TargetDescription] {
    guard
      let app = descriptions.firstIndex(where: {
        $0.kind == "application" && !$0.projectFile.isEmpty
          && sampleFolder(of: $0.projectFile) == nil
      })
    else { return descriptions }
    var marked = descriptions
    var samples: [String] = []
    for index in marked.indices
    where !marked[index].projectFile.isEmpty && sampleFolder(of: marked[index].projectFile) != nil {
      marked[index].isSample = true
      let project = DisplayPath.of(marked[index].projectFile)
      if !samples.contains(project) { samples.append(project) }
    }
    guard !samples.isEmpty else { return descriptions }
    marked[app].findings.append(
      LoadFinding(
        rule: "note",
        message: "\(samples.joined(separator: ", ")) "
          + (samples.count == 1 ? "is a sample project" : "are sample projects")
          + " in an example folder beside the app: not judged, as no build of the app ships it",
        location: SourceLocation(file: DisplayPath.of(marked[app].projectFile), line: 1, column: 1))
    )
    return marked
  }

  /// How many apps (or, with none, targets) the scan judges.
  static func judgedCount(_ plan: AppPlan, _ judged: [Int]) -> Int {
    let apps = judged.filter { plan.targets[$0].description.kind == "application" }
    return apps.isEmpty ? judged.count : apps.count
  }

  /// A file under a `Tests`, `…Tests`, `…UITests` or `Specs` folder: test code, not the app's.
  static func isTestPath(_ path: String) -> Bool {
    // On the bytes, folder by folder: the names are ASCII, and this runs for every source file.
    let tests = Array("Tests".utf8)
    let specs = Array("Specs".utf8)
    var path = path
    return path.withUTF8 { bytes in
      var end = 0
      while end < bytes.count {
        guard bytes[end] == UInt8(ascii: "/") else {
          end += 1
          continue
        }
        // A folder's name ends at `end`; the last component (the file) never gets here.
        if end >= 5 {
          let tail = UnsafeBufferPointer(rebasing: bytes[(end - 5)..<end])
          if tail.elementsEqual(tests) || tail.elementsEqual(specs) { return true }
        }
        end += 1
      }
      return false
    }
  }

  /// Reads the project files (on every core) and groups the other files by target from their
  /// paths alone: each table goes to the targets that list it as a resource, else to those whose
  /// folder holds it most closely; files no project describes make one app per folder.
  static func plan(_ files: [String]) throws -> AppPlan {
    var projectFiles: [String] = []
    var plistFiles: [String] = []
    var tableFiles: [String] = []
    // The reader of each Info.plist and table, found once, for when its target is read.
    var readers: [String: any FileReader.Type] = [:]
    for file in files {
      switch ReaderRegistry.reader(name: file.lastPathComponent, path: file) {
      case .some(let reader) where reader == InfoPlistReader.self:
        plistFiles.append(file)
        readers[file] = reader
      case .some(let reader) where ReaderRegistry.tableReaders.contains { $0 == reader }:
        tableFiles.append(file)
        readers[file] = reader
      case .some: projectFiles.append(file)
      case .none: continue
      }
    }
    let results = Parallel.map(projectFiles) { AppPlan.read($0, with: nil) }
    var facts: [FileFacts] = []
    var failures: [AppPlan.FileError] = []
    for (file, result) in zip(projectFiles, results) {
      switch result {
      case .success(let read): facts.append(read)
      case .failure(let error): failures.append(AppPlan.FileError(path: file, error: error))
      }
    }
    if !failures.isEmpty {
      // Every file's problem at once, as when all were read together: the others are read too.
      let others = plistFiles + tableFiles
      let read = Parallel.map(others) { AppPlan.read($0, with: nil) }
      for (file, result) in zip(others, read) {
        if case .failure(let error) = result {
          failures.append(AppPlan.FileError(path: file, error: error))
        }
      }
      try AppPlan.throwIfAny(failures)
    }
    var descriptions = facts.flatMap(\.targets)
    // A committed project generated from XcodeGen describes the same targets: Xcode builds the
    // committed one.
    let built = Set(descriptions.filter { $0.format == .buildSetting }.map(\.name))
    descriptions.removeAll { $0.format == .xcodegen && built.contains($0.name) }
    descriptions = markingSampleProjects(descriptions)
    let walkedPlists = Set(plistFiles)
    // Each table belongs to the targets that list it as a resource, else to the targets whose
    // folder holds it most closely (several when they share the folder).
    var owners: [String: [Int]] = [:]
    var listedBy: [String: [Int]] = [:]
    var folderOwners: [String: [Int]] = [:]
    for (index, description) in descriptions.enumerated() {
      for file in description.stringsFiles { listedBy[file, default: []].append(index) }
      for folder in Set(description.folders) { folderOwners[folder, default: []].append(index) }
    }
    // Tables in a target's folder that its Xcode project never copies into the bundle.
    var unshipped: [Int: [String]] = [:]
    var projects: [String: [Int]] = [:]
    let namedPlists = Set(descriptions.compactMap(\.infoPlistPath))
    for (index, description) in descriptions.enumerated() {
      if let folder = description.projectFolder { projects[folder, default: []].append(index) }
    }
    for path in tableFiles {
      if let listing = listedBy[path] {
        owners[path] = listing
        continue
      }
      // The closest folder up the table's path that a target owns: one look-up per level.
      var folder = tableFolder(path)
      var placed = false
      while true {
        if let found = folderOwners[folder] {
          let copying = found.filter { copies(path, descriptions[$0]) }
          if copying.isEmpty {
            unshipped[found[0], default: []].append(path)
          } else {
            owners[path] = copying
          }
          placed = true
          break
        }
        let parent = folder.deletingLastPathComponent
        if parent == folder || parent == "." || parent.isEmpty { break }
        folder = parent
      }
      // In no target's folder but inside an Xcode project's: a table that project never copies.
      // A table beside an Info.plist of its own that no target names is an app of its own (a
      // sample app inside the project's folder), not a table the project forgot.
      let ownPlist = tableFolder(path).appendingPath("Info.plist")
      if !placed, !(walkedPlists.contains(ownPlist) && !namedPlists.contains(ownPlist)),
        let project = projectOwner(of: path, projects, descriptions)
      {
        unshipped[project, default: []].append(path)
      }
    }
    var ownedBy: [Int: [String]] = [:]
    for (path, indices) in owners {
      for index in indices { ownedBy[index, default: []].append(path) }
    }
    var claimedPlists: Set<String> = []
    var targets: [AppPlan.TargetFiles] = []
    for (index, description) in descriptions.enumerated() {
      // The plist the project names, found by the walk or not (any file name).
      var plist: String?
      var description = description
      if let path = description.infoPlistPath {
        if walkedPlists.contains(path) || FileManagerProbe.exists(path) {
          plist = path
          claimedPlists.insert(path)
        } else if !description.infoPlistIsGenerated {
          // Xcode fails the build without it; what it declares is unknown, not nothing. A path
          // through a build folder ($(DERIVED_FILE_DIR)…) is a file a build phase writes first.
          let named = description.settings.assignments(of: "INFOPLIST_FILE").last?.location
          let madeByTheBuild = Self.buildFolderSettings.contains {
            path.contains("$(\($0))") || path.contains("${\($0)}")
          }
          description.findings.append(
            LoadFinding(
              rule: LoadFinding.missingFile,
              message: madeByTheBuild
                ? "\(description.name)'s Info.plist \(DisplayPath.of(path)) is written by the "
                  + "build (a path through a build setting): its purpose strings are not read or "
                  + "checked"
                : "\(description.name)'s Info.plist \(DisplayPath.of(path)) is not there: its "
                  + "purpose strings are not read or checked",
              location: named ?? description.infoPlistLocation
                ?? SourceLocation(file: description.projectFile, line: 1, column: 1),
              severity: madeByTheBuild ? .note : nil))
          description.declarationsUnknown = true
        }
      }
      targets.append(
        AppPlan.TargetFiles(
          description: description, plist: plist, tables: (ownedBy[index] ?? []).sorted(),
          takesPlistFindings: true, unshippedTables: (unshipped[index] ?? []).sorted()))
    }
    // Files no project describes: one app per folder, the `.lproj` folders beside each other.
    var folders: [String: (plist: String?, tables: [String])] = [:]
    for path in plistFiles where !claimedPlists.contains(path) {
      folders[path.deletingLastPathComponent, default: (nil, [])].plist = path
    }
    let notCopied = Set(unshipped.values.joined())
    for path in tableFiles where owners[path] == nil && !notCopied.contains(path) {
      folders[tableFolder(path), default: (nil, [])].tables.append(path)
    }
    // Tables under a `Resources/` folder belong to the Info.plist of the bundle above it (a
    // SwiftPM or hand-made app: `Info.plist` at the top, `Resources/en.lproj`), when that folder
    // has no Info.plist of its own.
    for folder in folders.keys.sorted() where folders[folder]!.plist == nil {
      guard let bundle = resourcesOwner(folder, plists: { folders[$0]?.plist != nil }) else {
        continue
      }
      folders[bundle]!.tables += folders.removeValue(forKey: folder)!.tables
    }
    for folder in folders.keys.sorted() {
      let group = folders[folder]!
      let settings = SettingsStack(context: BuildContext(configuration: "Release", sdk: "iphoneos"))
      let description = TargetDescription(
        name: DisplayPath.of(folder), kind: "folder",
        projectFile: "", format: .infoPlist, folders: [folder], infoPlistPath: group.plist,
        settings: settings,
        infoProperties: [], developmentRegion: nil)
      targets.append(
        AppPlan.TargetFiles(
          description: description, plist: group.plist, tables: group.tables.sorted(),
          takesPlistFindings: false))
    }
    return AppPlan(
      targets: targets, testSources: facts.flatMap(\.testSources),
      readers: readers)
  }

  /// The first app target of the innermost Xcode project whose folder holds `table` (`projects`:
  /// each project folder's targets), when every target of that project copies only what it
  /// lists, so nothing copies the table. One look-up per level of the table's path.
  static func projectOwner(
    of table: String, _ projects: [String: [Int]], _ descriptions: [TargetDescription]
  ) -> Int? {
    var folder = table.deletingLastPathComponent
    while true {
      if let project = projects[folder] {
        guard project.allSatisfy({ !copies(table, descriptions[$0]) }) else { return nil }
        return project.first { descriptions[$0].kind == "application" } ?? project[0]
      }
      let parent = folder.deletingLastPathComponent
      if parent == folder || parent == "." || parent.isEmpty { return nil }
      folder = parent
    }
  }

  /// Whether a target's bundle holds `table`, found in its folder but not listed by it: yes for
  /// a project format that copies whole folders, else only inside a synchronized folder.
  static func copies(_ table: String, _ target: TargetDescription) -> Bool {
    guard target.copiesOnlyListedResources else { return true }
    return target.synchronizedFolders.contains { table.isInside($0) }
      && !target.excludedFiles.contains { table == $0 || table.isInside($0) }
  }

  /// The folder above `folder` whose Info.plist its tables belong to, when `folder` is (or sits
  /// in) a `Resources` folder of that bundle: `App/Resources`, `App/Sources/App/Resources`.
  static func resourcesOwner(_ folder: String, plists: (String) -> Bool) -> String? {
    let parts = folder.split(separator: "/", omittingEmptySubsequences: false)
    guard let resources = parts.lastIndex(of: "Resources"), parts.count - resources <= 2 else {
      return nil
    }
    // The bundle's own folder, then a package's root above `Sources/<target>`.
    var candidates = [parts[..<resources].joined(separator: "/")]
    if resources >= 2, parts[resources - 2] == "Sources" {
      candidates.append(parts[..<(resources - 2)].joined(separator: "/"))
    }
    return candidates.first(where: plists)
  }

  /// The folder an app's localized table belongs to: beside the `.lproj` folders.
  static func tableFolder(_ path: String) -> String {
    let parent = path.deletingLastPathComponent
    return parent.hasSuffix(".lproj") ? parent.deletingLastPathComponent : parent
  }

  /// One target's merged Info.plist and localizations.
  static func target(
    _ description: TargetDescription, plist: PlistValues?, tables: [LocalizedTable],
    findings: [LoadFinding]
  ) -> AppTarget {
    let settings = description.settings
    let expands = settings.flag("INFOPLIST_EXPAND_BUILD_SETTINGS") ?? true
    var ordered: [String] = []
    var declarations: [String: [Declaration]] = [:]
    func add(_ declaration: Declaration) {
      if declarations[declaration.key] == nil { ordered.append(declaration.key) }
      declarations[declaration.key, default: []].append(declaration)
    }
    var plistRegion: String?
    var findings = findings
    for value in plist?.values ?? [] {
      // CFBundle reads CFBundleLocalizations only as an array: a single string ships nothing.
      if value.key == "CFBundleLocalizations", let text = value.text {
        findings.append(
          LoadFinding(
            rule: "syntax",
            message: "CFBundleLocalizations is a string (\"\(text)\"), not an array: iOS reads "
              + "no localization from it; write <array><string>\(text)</string></array>",
            location: value.location, severity: .warning))
      }
      guard let written = value.text else {
        // A purpose key whose value is a number, a list or a dictionary: iOS finds no text,
        // as if the key were missing (a key whose value is a dictionary of texts is one).
        if PurposeKeys.isPurposeKey(value.key), PurposeKeys.info(value.key)?.holdsText ?? true {
          findings.append(
            LoadFinding(
              rule: "syntax",
              message:
                "\(value.key) is not a string: iOS finds no purpose string in it, as if the key "
                + "were missing; write the text as <string>…</string>",
              location: value.location))
        }
        continue
      }
      let text = expands ? settings.expand(written) : written
      if value.key == "CFBundleDevelopmentRegion", !SettingsStack.hasVariable(text) {
        plistRegion = text
      }
      add(
        Declaration(
          key: value.key, text: text, written: written, location: value.location,
          source: .infoPlist))
    }
    for declaration in description.infoProperties { add(declaration) }
    let base = ordered.map { key -> ShippedText in
      let all = declarations[key]!
      return ShippedText(key: key, declaration: all.last!, overridden: all.dropLast().reversed())
    }
    let baseByKey = Dictionary(base.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    let declared = description.developmentRegion ?? plistRegion
    let region = declared ?? guessRegion(base: base, tables: tables)
    var localizations: [Localization] = []
    var appNames: [String: String] = [:]
    for table in tables {
      var resolved = LocaleNames.resolve(table.folder)
      if resolved.locale == "Base" {
        resolved = LocaleNames.Resolved(
          locale: "Base",
          language: declared.map { LocaleNames.resolve($0).language }
            ?? TextLanguage.detect(table.declarations.map(\.text)))
      }
      let texts = table.declarations.map { declaration -> ShippedText in
        let fallback = baseByKey[declaration.key].map { [$0.declaration] } ?? []
        return ShippedText(
          key: declaration.key, declaration: declaration, overridden: fallback,
          review: ReviewState(catalogState: declaration.catalogState))
      }
      if let index = localizations.firstIndex(where: {
        $0.folder == table.folder && $0.file == table.display
      }) {
        localizations[index].texts += texts
        localizations[index].variants += table.variants
      } else {
        var localization = Localization(
          folder: table.folder, locale: resolved.locale, language: resolved.language,
          file: table.display, texts: texts)
        localization.lineCount = table.lineCount
        localization.isCatalog = table.isCatalog
        localization.keyLines = table.keyLines
        localization.untranslated = table.untranslated
        localization.variants = table.variants
        localizations.append(localization)
      }
      // Display names from `.strings` files and String Catalogs (there only a display name of
      // the app's own: a catalog's bundle name is Xcode's extraction); a catalog's `new` entry
      // of another language is Xcode's copy of the source name, not that language's name.
      for text in texts
      where table.catalogSourceLanguage == nil
        ? (text.key == "CFBundleDisplayName" || text.key == "CFBundleName")
        : text.key == "CFBundleDisplayName"
          && (text.declaration.catalogState != "new"
            || resolved.locale == table.catalogSourceLanguage)
      {
        if appNames[resolved.locale] == nil || text.key == "CFBundleDisplayName",
          !text.text.isEmpty, !SettingsStack.hasVariable(text.text)
        {
          appNames[resolved.locale] = text.text
        }
      }
    }
    if let name =
      (base.first { $0.key == "CFBundleDisplayName" }
      ?? base.first {
        $0.key == "CFBundleName"
      })?.text, !name.isEmpty, !SettingsStack.hasVariable(name)
    {
      appNames["Info.plist"] = name
    }
    var files = Set(tables.map(\.display))
    if let plist { files.insert(plist.display) }
    if !description.projectFile.isEmpty { files.insert(description.projectFile) }
    for declaration in base.flatMap({ [$0.declaration] + $0.overridden }) {
      files.insert(declaration.location.file)
    }
    // An app no project describes: its Info.plist's own keys say which platform it is for.
    var buildsForMac = description.buildsForMac
    var runsOnIPhone = description.runsOnIPhone
    var platformIsAssumed = false
    if description.kind == "folder" {
      switch PlatformKeys.platform(of: plist?.values.map(\.key) ?? []) {
      case .macOS?:
        buildsForMac = true
        runsOnIPhone = false
      case .iOS?: break
      case nil: platformIsAssumed = true
      }
    }
    var target = AppTarget(
      name: description.name, kind: description.kind,
      projectFile: description.projectFile.isEmpty ? nil : description.projectFile,
      developmentRegion: region, developmentRegionIsDeclared: declared != nil,
      deploymentTarget: description.deploymentTarget ?? plist?.minimumOS,
      buildsForMac: buildsForMac, base: base, localizations: localizations,
      appNames: appNames, findings: description.findings + findings, files: files.sorted())
    target.infoPlistFile = description.infoPlistPath.map(DisplayPath.of)
    target.projectFormat = description.format
    target.declaredLocalizations = plist?.localizations ?? []
    target.projectRegions = description.knownRegions
    target.macBase = description.macProperties.map { declaration in
      ShippedText(
        key: declaration.key, declaration: declaration,
        overridden: baseByKey[declaration.key].map { [$0.declaration] } ?? [])
    }
    target.infoPlistWasRead = plist != nil
    target.generatesInfoPlist = settings.flag("GENERATE_INFOPLIST_FILE") == true
    target.declarationsUnknown = description.declarationsUnknown
    target.runsOnIPhone = runsOnIPhone
    target.platformIsAssumed = platformIsAssumed
    return target
  }

  /// With no project file or Info.plist naming it: a String Catalog's source language, else
  /// English when an English folder is there, else the language of the base texts.
  static func guessRegion(base: [ShippedText], tables: [LocalizedTable]) -> String {
    // A catalog names its source language: the Info.plist values it was extracted from.
    if let source = tables.compactMap(\.catalogSourceLanguage).first { return source }
    let folders = tables.map(\.folder)
    if folders.contains("en") { return "en" }
    if let english = folders.first(where: {
      LocaleNames.resolve($0).language == "en" && $0 != "Base"
    }) {
      return english
    }
    let purpose = base.filter { PurposeKeys.isPurposeKey($0.key) }.map(\.text)
    if !purpose.isEmpty { return TextLanguage.detect(purpose) }
    return "en"
  }

  /// How many folders `app` shares with `folder` from the top, and the next folder of `app`
  /// below them: the branch of the shared folder the app is in ("" for the shared one itself).
  static func sharedFolders(_ app: String, _ folder: String) -> (depth: Int, branch: String) {
    let one = app.split(separator: "/")
    let other = folder.split(separator: "/")
    let depth = zip(one, other).prefix { $0 == $1 }.count
    return (depth, depth < one.count ? String(one[depth]) : "")
  }

}
