import Foundation

/// Load's first half: every target of the apps under some paths, with the files that make it,
/// decided from the project files and from the other files' paths before those are read.
/// `model()` reads and merges every target at once. `check` reads, checks and lets go of one
/// target at a time (`target(at:)`), so a monorepo's texts are never all in memory together.
struct AppPlan: Sendable {
  /// One target and the files Load merges into it.
  struct TargetFiles: Sendable {
    var description: TargetDescription
    /// The Info.plist the build starts from (absolute).
    var plist: String?
    /// Its localized tables (absolute), in path order.
    var tables: [String]
    /// Whether the Info.plist's own findings (a preprocessed file) are the target's.
    var takesPlistFindings: Bool
    /// Tables in the target's folder that its project never copies into the bundle (absolute):
    /// read only to tell whether they hold purpose strings, never judged as copy.
    var unshippedTables: [String] = []
    var scan = TargetScan()
  }

  /// What the source scan found for one target (`permcopy scan`).
  struct TargetScan: Sendable {
    var sourceUses: [SourceUse] = []
    var sourceMentions: Set<String> = []
    var scannedSourceCount = 0
    var packageUses: [PackageUse] = []
    var otherPackages: [String] = []
    var scanned = false
    var hasUnreadCode = false
  }

  /// A file that could not be read, with its path for ordering.
  struct FileError: Sendable {
    let path: String
    let error: InputError
  }

  var targets: [TargetFiles]
  /// Sources only test bundles compile (absolute).
  var testSources: [String]
  /// The reader of each file the walk found; a plist a project names elsewhere is read as one.
  let readers: [String: any FileReader.Type]
  var looseUses: [SourceUse] = []
  var loosePackages: [PackageUse] = []

  /// The languages the tables' `.lproj` folders name, to make their rules ahead (a catalog's
  /// languages and Base's are known once read, and made then).
  var likelyLanguages: Set<String> {
    // Thousands of tables are in a handful of folder names: each name is resolved once.
    var folders: Set<String> = []
    for target in targets {
      for path in target.tables { folders.insert(path.deletingLastPathComponent.lastPathComponent) }
    }
    var languages: Set<String> = []
    for folder in folders where folder.hasSuffix(".lproj") && folder != "Base.lproj" {
      languages.insert(LocaleNames.resolve(String(folder.dropLast(".lproj".count))).language)
    }
    return languages
  }

  /// Every target read and merged, on every core.
  func model() throws -> AppModel {
    let results = Parallel.map(Array(targets.indices)) { target(at: $0) }
    var failures: [FileError] = []
    var built: [AppTarget] = []
    for result in results {
      switch result {
      case .success(let target): if let target { built.append(target) }
      case .failure(let errors): failures += errors.files
      }
    }
    try Self.throwIfAny(failures)
    var model = AppModel(targets: built, isProject: false)
    model.testSources = testSources
    model.looseUses = looseUses
    model.loosePackages = loosePackages
    return model
  }

  struct Failures: Error {
    let files: [FileError]
  }

  /// Reads the target's files and merges them; nil for a folder whose files hold no table
  /// (a String Catalog without languages) and no Info.plist.
  func target(at index: Int) -> Result<AppTarget?, Failures> {
    let files = targets[index]
    guard !files.description.isSample else { return .success(nil) }
    var failures: [FileError] = []
    var tables: [LocalizedTable] = files.description.localeTables
    var findings: [LoadFinding] = []
    for path in files.tables {
      switch Self.read(path, with: readers[path]) {
      case .success(let facts):
        // A file without a table (an empty catalog) gives the target no texts, but what its
        // reader found (a catalog that does not parse) is reported, never dropped with it.
        tables += facts.tables
        findings += facts.findings
      case .failure(let error): failures.append(FileError(path: path, error: error))
      }
    }
    var plist: PlistValues?
    // An Info.plist that cannot be read is a finding at its place, not the end of the check:
    // what it declares is unknown (never read as "declares nothing"), and the rest is checked.
    var plistUnreadable = false
    if let path = files.plist {
      switch Self.read(path, with: InfoPlistReader.self) {
      case .success(let facts):
        plist = facts.plist
        if files.takesPlistFindings { findings += facts.findings }
      case .failure(let error):
        plistUnreadable = true
        findings.append(
          LoadFinding(
            rule: "syntax", message: error.message,
            location: error.location
              ?? SourceLocation(file: DisplayPath.of(path), line: 1, column: 1)))
      }
    }
    var unshipped: [SourceLocation] = []
    var unshippedLocales: Set<String> = []
    for path in files.unshippedTables {
      switch Self.read(path, with: readers[path]) {
      case .success(let facts):
        let keys = facts.tables.flatMap(\.declarations).map(\.key)
        if keys.contains(where: PurposeKeys.isNamedLikePurposeKey) {
          unshipped.append(SourceLocation(file: DisplayPath.of(path), line: 1, column: 1))
          for table in facts.tables {
            unshippedLocales.insert(LocaleNames.resolve(table.folder).locale)
          }
        }
      case .failure(let error): failures.append(FileError(path: path, error: error))
      }
    }
    if let first = unshipped.first {
      findings.append(
        LoadFinding(
          rule: LoadFinding.unshippedTable,
          message:
            unshipped.count == 1
            ? "no target copies this table into the app (\(files.description.name) does not "
              + "list it among its Copy Bundle Resources): iOS never shows its purpose strings; "
              + "add it to the target, or delete it"
            : "no target copies these \(unshipped.count) tables into the app "
              + "(\(files.description.name) does not list them among its Copy Bundle Resources): "
              + "iOS never shows their purpose strings; add them to the target, or delete them",
          location: first, related: Array(unshipped.dropFirst())))
    }
    guard failures.isEmpty else { return .failure(Failures(files: failures)) }
    if files.description.kind == "folder" && plist == nil && tables.isEmpty && findings.isEmpty {
      return .success(nil)
    }
    var target = AppLoader.target(
      files.description, plist: plist, tables: tables, findings: findings)
    if plistUnreadable { target.declarationsUnknown = true }
    target.sourceUses = files.scan.sourceUses
    target.sourceMentions = files.scan.sourceMentions
    target.scannedSourceCount = files.scan.scannedSourceCount
    target.packageUses = files.scan.packageUses
    target.otherPackages = files.scan.otherPackages
    target.scanned = files.scan.scanned
    target.hasUnreadCode = files.scan.hasUnreadCode
    // A stale copy beside a table that ships says nothing about that language's people.
    target.unshippedLocales = unshippedLocales.subtracting(target.localizations.map(\.locale))
    return .success(target)
  }

  /// One file through its reader, every kind of failure as an `InputError`.
  static func read(_ path: String, with reader: (any FileReader.Type)?) -> Result<
    FileFacts, InputError
  > {
    guard let reader = reader ?? ReaderRegistry.reader(name: path.lastPathComponent, path: path)
    else { return .success(FileFacts()) }
    do {
      return .success(try reader.read(path: path, display: DisplayPath.of(path)))
    } catch let error as InputError {
      return .failure(error)
    } catch let errors as InputErrors {
      return .failure(errors.errors.first ?? InputError("cannot read \(path)", at: nil))
    } catch {
      return .failure(InputError("\(DisplayPath.of(path)): \(error)", at: nil))
    }
  }

  /// Every file's error once (targets may share a file), in path order.
  static func throwIfAny(_ failures: [FileError]) throws {
    guard !failures.isEmpty else { return }
    var errors = ErrorCollector()
    var seen: Set<String> = []
    for failure in failures.sorted(by: { $0.path < $1.path })
    where seen.insert(failure.path).inserted {
      errors.add(failure.error)
    }
    try errors.throwIfAny()
  }
}
