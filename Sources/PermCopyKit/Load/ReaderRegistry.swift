import Foundation

/// A reader of one input format. A new format is one file with a type conforming to this and
/// one line in `ReaderRegistry.readers`.
protocol FileReader: Sendable {
  /// How help texts name what it reads: "XcodeGen project.yml".
  static var formatName: String { get }
  /// A path it reads, for the fuzz target's throwaway app.
  static var examplePath: String { get }
  /// Whether a file found while walking the app is this reader's (by its name and path).
  static func accepts(name: String, path: String) -> Bool
  /// Reads the file at `path` (absolute); `display` is how messages name it. Throws an
  /// `InputError` with a place when the file is malformed beyond reading.
  static func read(path: String, display: String) throws -> FileFacts
}

/// Every reader Load uses, in one place. `.xcconfig` files are not found by walking: the
/// project readers read those their configurations name (`XcconfigReader`).
package enum ReaderRegistry {
  static let readers: [any FileReader.Type] = [
    PbxprojReader.self,
    XcodeGenReader.self,
    TuistReader.self,
    ExpoReader.self,
    InfoPlistReader.self,
    StringsTableReader.self,
    StringCatalogReader.self,
  ]

  /// The readers of localized tables (the others read project files and Info.plist files).
  static let tableReaders: [any FileReader.Type] = [
    StringsTableReader.self, StringCatalogReader.self,
  ]

  /// What every reader reads, for help texts: "project.pbxproj, XcodeGen project.yml, …".
  package static var formatNames: String {
    readers.map { $0.formatName }.joined(separator: ", ")
  }

  /// A path each reader reads, for the fuzz target.
  package static var examplePaths: [String] { readers.map { $0.examplePath } }

  static func reader(name: String, path: String) -> (any FileReader.Type)? {
    readers.first { $0.accepts(name: name, path: path) }
  }
}

/// What one file tells about an app: targets (project files), Info.plist values, localized
/// tables, and problems.
struct FileFacts {
  var targets: [TargetDescription] = []
  var plist: PlistValues?
  var tables: [LocalizedTable] = []
  var findings: [LoadFinding] = []
  /// Sources only test bundles compile (absolute): never attributed to an app.
  var testSources: [String] = []
}

/// A target as a project file describes it, its build settings already resolved for the build
/// that ships (Release, device SDK).
struct TargetDescription {
  var name: String
  var kind: String
  var projectFile: String
  /// A library's sample app beside the repository's own app (`AppLoader.markingSampleProjects`):
  /// read for where code belongs, never judged.
  var isSample = false
  /// Tables a project file names itself rather than a walk finding them (Expo's `locales`).
  var localeTables: [LocalizedTable] = []
  /// The format of `projectFile`: where its keys are declared.
  var format: DeclarationSource
  /// Folders whose `.lproj` and Info.plist files belong to the target (absolute).
  var folders: [String]
  /// The folder of the Xcode project that describes the target (SRCROOT, absolute): a table
  /// inside it that no target owns is one the project never copies.
  var projectFolder: String?
  /// The Info.plist file the build starts from (absolute), if any.
  var infoPlistPath: String?
  var settings: SettingsStack
  /// Values the project file itself puts into the Info.plist, lowest precedence first (the
  /// last of a key wins); the build-setting ones only when Xcode generates the Info.plist.
  var infoProperties: [Declaration]
  /// The build settings' Info.plist values that differ in the Mac Catalyst build of an iOS
  /// target (`INFOPLIST_KEY_…[sdk=macosx*]`): what the Mac shows instead.
  var macProperties: [Declaration] = []
  /// `InfoPlist.strings` files and `InfoPlist.xcstrings` catalogs the project lists among the
  /// target's resources (absolute).
  var stringsFiles: [String] = []
  /// Whether the bundle holds only the resources the project lists (`stringsFiles`) and those
  /// of its synchronized folders: an Xcode project's Copy Bundle Resources phase. False where
  /// a project format copies whole folders, or a listed table's path could not be resolved.
  var copiesOnlyListedResources = false
  /// The synchronized folders of the target (Xcode 16): every table inside them ships, except
  /// the `excludedFiles`.
  var synchronizedFolders: [String] = []
  /// The Swift and Objective-C files the target compiles, when the project lists them (absolute),
  /// those of the frameworks and libraries of the same project it depends on included.
  var sourceFiles: [String] = []
  /// Those of `sourceFiles` the target gets only from a framework or library it depends on.
  var librarySourceFiles: Set<String> = []
  /// Those of `folders` that hold a framework the target depends on (XcodeGen), not its own code.
  var libraryFolders: Set<String> = []
  /// The local Swift packages whose products the target links (absolute folders), and the
  /// products it names without saying where their package is.
  var linkedPackages: [String] = []
  var linkedProducts: [String] = []
  /// Files and folders inside the target's synchronized folders that it does not compile
  /// (absolute; Xcode 16's membership exceptions).
  var excludedFiles: [String] = []
  /// A file that declares the target's keys is missing (an include, its Info.plist): what it
  /// declares is unknown, never read as nothing.
  var declarationsUnknown = false
  /// Where the project names the Info.plist (Tuist's `.file(path:)`), when no build setting does.
  var infoPlistLocation: SourceLocation?
  /// The project tool writes the Info.plist (XcodeGen's `info.path`): its absence is no loss.
  var infoPlistIsGenerated = false
  var developmentRegion: String?
  /// The project's localizations (`knownRegions`): languages the app is localized into.
  var knownRegions: [String] = []
  var deploymentTarget: OSVersion?
  var buildsForMac = false
  /// Whether the target builds for iPhone and iPad (not only macOS, watchOS, tvOS or visionOS).
  var runsOnIPhone = true
  var findings: [LoadFinding] = []
}

/// The values of one Info.plist file, in file order.
struct PlistValues {
  var path: String
  var display: String
  var values: [(key: String, text: String?, location: SourceLocation)]
  var minimumOS: OSVersion?
  /// `CFBundleLocalizations`: languages the app declares it supports.
  var localizations: [String] = []
}

/// One locale's entries of `InfoPlist.strings` or of a String Catalog.
struct LocalizedTable {
  var path: String
  var display: String
  /// As the app spells it: the `.lproj` folder name without the suffix, or the catalog code.
  var folder: String
  var declarations: [Declaration]
  /// A catalog's source language, when the table comes from one that names it.
  var catalogSourceLanguage: String?
  /// Whether the table is a String Catalog's language (its reader says so; a catalog need not
  /// name its source language).
  var isCatalog = false
  /// The file's lines (0: none, a binary property list), for where a missing entry goes.
  var lineCount = 0
  /// Where each key's entry starts in a String Catalog, for a language the key lacks.
  var keyLines: [String: SourceLocation] = [:]
  /// Keys a String Catalog marks "Don't translate".
  var untranslated: Set<String> = []
  /// A String Catalog's other variations of a key (Vary by Device's iPad text, a plural's):
  /// shown to some people, so checked, though an iPhone shows the declaration.
  var variants: [Declaration] = []
}
