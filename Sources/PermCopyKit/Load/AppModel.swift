/// The one model of an app that Load produces and every later stage reads: per target, per
/// locale, per key, the text that ships, the declaration that wins, the declarations it
/// overrides, and the review state, each decided once.
public struct AppModel: Sendable {
  var targets: [AppTarget]
  /// Sources only test bundles compile (absolute).
  var testSources: [String] = []
  /// What a scan found where no target is in view (a folder of sources alone): for
  /// `init --from-sources`.
  var looseUses: [SourceUse] = []
  var loosePackages: [PackageUse] = []
  /// Whether the model comes from a permcopy project (permcopy.yml) or from an app's files.
  public let isProject: Bool

  init(targets: [AppTarget], isProject: Bool) {
    self.targets = targets
    self.isProject = isProject
  }

  /// Every file the model was read from, as shown to the user.
  public var files: [String] {
    Array(Set(targets.flatMap(\.files))).sorted()
  }
}

/// Where a declaration is written: the kind of file, and how Xcode treats its values. Each
/// reader declares its own (`DeclarationSource.xcodegen` in `XcodeGenReader.swift`), so a new
/// format adds one without touching this file.
struct DeclarationSource: Hashable, Sendable, CustomStringConvertible {
  /// How reports name it: `XcodeGen`, `InfoPlist.strings`.
  public let rawValue: String
  /// Xcode expands `$(VAR)` in build settings and Info.plist values, never in `.strings` files
  /// or compiled catalogs, where a variable reaches people as written.
  public let expandsVariables: Bool
  /// Where a missing key goes in a project of this format, in its words; nil: not a project
  /// format.
  let whereToDeclare: (@Sendable (_ key: String, _ target: AppTarget, _ project: String) -> String)?

  init(
    _ name: String, expandsVariables: Bool,
    whereToDeclare: (@Sendable (_ key: String, _ target: AppTarget, _ project: String) -> String)? =
      nil
  ) {
    rawValue = name
    self.expandsVariables = expandsVariables
    self.whereToDeclare = whereToDeclare
  }

  public var description: String { rawValue }

  public static func == (lhs: DeclarationSource, rhs: DeclarationSource) -> Bool {
    lhs.rawValue == rhs.rawValue
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
}

/// Whether a text was reviewed by a person: from `permcopy.lock` in a project, from the String
/// Catalog's state in an app's files. Every exchange format maps this one value.
enum ReviewState: String, Sendable {
  /// Written or reviewed by a person, and up to date with its source.
  case reviewed
  /// Translated from a source text that has changed since (permcopy.lock).
  case stale
  /// A machine draft nobody has accepted (permcopy.lock).
  case machineDraft = "machine-draft"
  /// Marked for review in a String Catalog (`needs_review`).
  case needsReview = "needs-review"
  /// Machine-translated in a String Catalog (`machine_translated`).
  case machineTranslated = "machine-translated"
  /// Not translated yet (`new` in a String Catalog).
  case new

  /// A reviewer still has to read it.
  public var needsReviewer: Bool { self != .reviewed && self != .new }

  public init(catalogState: String?) {
    switch catalogState {
    case "needs_review": self = .needsReview
    case "new": self = .new
    case "machine_translated": self = .machineTranslated
    case "stale": self = .stale
    default: self = .reviewed
    }
  }
}

/// One place a key is given a value. A class: a text that ships holds its declaration and those
/// it overrides, and the tables they were read from hold them too, so each is stored once (a
/// value of some 270 bytes copied into every text was a third of a monorepo check's memory).
final class Declaration: Sendable {
  public let key: String
  /// The value as it ships: variables Xcode expands are expanded where they are known.
  public let text: String
  /// The value as written, before expansion.
  public let written: String
  public let location: SourceLocation
  public let source: DeclarationSource
  /// For build settings: the configuration and condition, such as `Release [sdk=iphoneos*]`.
  public let detail: String?
  /// The `.strings` entry, which can locate any character of the value.
  public let entry: StringsEntry?
  /// The comment written just above the entry.
  public let comment: String?
  /// A String Catalog state (`translated`, `needs_review`, `new`…).
  public let catalogState: String?

  public init(
    key: String, text: String, written: String? = nil, location: SourceLocation,
    source: DeclarationSource, detail: String? = nil, entry: StringsEntry? = nil,
    comment: String? = nil, catalogState: String? = nil
  ) {
    self.key = key
    self.text = text
    self.written = written ?? text
    self.location = location
    self.source = source
    self.detail = detail
    self.entry = entry
    self.comment = comment
    self.catalogState = catalogState
  }

  /// Whether a variable in the value was left unexpanded although Xcode expands it: its value
  /// is unknown to a static reader, and it is not a placeholder left in the text.
  public var hasUnresolvedVariable: Bool {
    source.expandsVariables && SettingsStack.hasVariable(text)
  }
}

/// What one key ships in one locale (or in the base Info.plist), and why.
struct ShippedText: Sendable {
  public let key: String
  public let declaration: Declaration
  /// Lower-precedence declarations of the same key that this one overrides, highest first.
  public let overridden: [Declaration]
  public var review: ReviewState

  public init(
    key: String, declaration: Declaration, overridden: [Declaration] = [],
    review: ReviewState = .reviewed
  ) {
    self.key = key
    self.declaration = declaration
    self.overridden = overridden
    self.review = review
  }

  public var text: String { declaration.text }
}

/// One `<locale>.lproj/InfoPlist.strings` (or one language of a String Catalog) of a target.
struct Localization: Sendable {
  /// The folder or catalog code as the app spells it: `zh_CN`, `en-US`, `Base`.
  public let folder: String
  /// The locale reports name: `zh-Hans` for `zh_CN`.
  public let locale: String
  /// Whose language rules apply.
  public let language: String
  public let file: String
  public var texts: [ShippedText]
  /// The file's lines (0: none, a binary property list), for where a missing entry goes.
  public var lineCount = 0
  /// Where each key's entry starts in a String Catalog, for a language the key lacks.
  public var keyLines: [String: SourceLocation] = [:]
  /// Keys a String Catalog marks "Don't translate": every language shows the source text.
  public var untranslated: Set<String> = []
  /// Whether the table is a String Catalog's language (its reader says so).
  public var isCatalog = false
  /// A catalog's other variations of its keys (an iPad's text), each checked as a text.
  public var variants: [Declaration] = []

  public init(folder: String, locale: String, language: String, file: String, texts: [ShippedText])
  {
    self.folder = folder
    self.locale = locale
    self.language = language
    self.file = file
    self.texts = texts
  }

  public func text(_ key: String) -> ShippedText? { texts.first { $0.key == key } }
}

/// A problem a reader found, reported by the rule it belongs to (`syntax`, `duplicate-key`,
/// `unknown-key`), or a note about what a reader could not resolve.
struct LoadFinding: Sendable {
  /// The rule of a file the project names that is not there (`MissingFileRule`).
  public static let missingFile = "missing-file"
  /// The rule of tables no target copies into the app (`UnshippedTableRule`).
  public static let unshippedTable = "unshipped-table"

  public let rule: String
  public let message: String
  public let location: SourceLocation
  public let severity: Severity?
  /// The other places of the same cause (the other tables no target copies).
  var related: [SourceLocation] = []

  /// A file the project needs is not there, so what it declares is unknown (not a note about a
  /// file another tool writes later).
  var leavesDeclarationsUnknown: Bool { rule == Self.missingFile && severity != .note }

  public init(
    rule: String, message: String, location: SourceLocation, severity: Severity? = nil,
    related: [SourceLocation] = []
  ) {
    self.rule = rule
    self.message = message
    self.location = location
    self.severity = severity
    self.related = related
  }
}

/// One app, extension or watch app, with the merged Info.plist it ships and its localizations.
struct AppTarget: Sendable {
  public let name: String
  /// `application`, `app-extension`, `watch2-app`…, or `folder` when no project file describes it.
  public let kind: String
  /// The project file that describes the target, when one does, and its format.
  public let projectFile: String?
  public var projectFormat: DeclarationSource?
  /// The development region as the project names it (`en`, `ja`, `zh-Hans`).
  public let developmentRegion: String
  /// Whether the development region comes from a project file or Info.plist (true) or is a
  /// guess from the texts (false).
  public let developmentRegionIsDeclared: Bool
  public let deploymentTarget: OSVersion?
  /// Whether the target builds for Mac Catalyst or macOS, where macOS keys are legitimate.
  public let buildsForMac: Bool
  /// The merged Info.plist: what ships where a locale has no entry of its own, in file order.
  public var base: [ShippedText]
  /// The values the Mac Catalyst build ships in place of `base`'s (`[sdk=macosx*]` settings).
  public var macBase: [ShippedText] = []
  public var localizations: [Localization]
  /// The app's display name per locale, for rules that compare with it.
  public var appNames: [String: String]
  /// `CFBundleLocalizations`: the languages the Info.plist says the app supports.
  public var declaredLocalizations: [String] = []
  /// The project's `knownRegions`: the languages its resources are localized into.
  public var projectRegions: [String] = []
  /// Locales whose table is in the target's folder but never copied into the app
  /// (`unshipped-table` reports it; their people's missing texts are that one cause).
  public var unshippedLocales: Set<String> = []
  public var findings: [LoadFinding]
  /// Every file read for this target.
  public var files: [String]
  /// The Info.plist file the build starts from, if any; whether it was found and read; whether
  /// Xcode generates one.
  public var infoPlistFile: String?
  public var infoPlistWasRead = false
  public var generatesInfoPlist = false
  /// Whether the target builds for iPhone and iPad (not only macOS, watchOS, tvOS or visionOS).
  public var runsOnIPhone = true
  /// Whether nothing said which platform the target is for (no project file, no Info.plist key
  /// of one platform), so iOS was assumed.
  public var platformIsAssumed = false
  /// What a source scan found for the target (empty when no scan ran): the protected-API uses
  /// of the code it compiles, the API and type names that code mentions, how many files.
  public var sourceUses: [SourceUse] = []
  public var sourceMentions: Set<String> = []
  public var scannedSourceCount = 0
  /// Packages that call protected APIs for the app, where a manifest names them.
  public var packageUses: [PackageUse] = []
  /// Dependencies no row of `data/sdk-wrappers.tsv` describes: code the scan cannot see.
  public var otherPackages: [String] = []
  /// Whether a source scan ran for the target.
  public var scanned = false
  /// A file that declares this target's keys is missing (`missing-file`): the scan rules do not
  /// judge which keys it lacks.
  public var declarationsUnknown = false
  /// Whether Dart or JavaScript (which the scan does not read) drives the app.
  public var hasUnreadCode = false
  /// The files the project compiles for the target, and the folders it owns (absolute): where
  /// the scan attributes a source file.

  public init(
    name: String, kind: String, projectFile: String?, developmentRegion: String,
    developmentRegionIsDeclared: Bool, deploymentTarget: OSVersion?, buildsForMac: Bool,
    base: [ShippedText], localizations: [Localization], appNames: [String: String],
    findings: [LoadFinding], files: [String]
  ) {
    self.name = name
    self.kind = kind
    self.projectFile = projectFile
    self.developmentRegion = developmentRegion
    self.developmentRegionIsDeclared = developmentRegionIsDeclared
    self.deploymentTarget = deploymentTarget
    self.buildsForMac = buildsForMac
    self.base = base
    self.localizations = localizations
    self.appNames = appNames
    self.findings = findings
    self.files = files
  }

  public func baseText(_ key: String) -> ShippedText? { base.first { $0.key == key } }
}
