import Foundation

/// Emit: the files a rendered project becomes. Reads CopyUnits and pages; judges nothing.
struct OutputPlan: Sendable {
  public struct File: Sendable, Equatable {
    /// Absolute path.
    public let path: String
    /// Path for messages, relative to the current folder where possible.
    public let displayPath: String
    public let data: Data
  }

  public let files: [File]
  /// Guide pages permcopy generated earlier for permissions no longer listed: removed by build.
  public let stale: [File]

  static let stringsHeader =
    "\(GeneratedFile.marker) from permcopy.yml. Do not edit: change permcopy.yml and run `permcopy build`."
  /// A guide page's first line; it names the config by its path from the page, so a build
  /// removes only pages its own project generated, even in a guides folder two projects share.
  static func markdownHeader(config: String) -> String {
    "<!-- \(GeneratedFile.marker) from \(config). Do not edit: change it and run `permcopy build`. -->"
  }

  /// The config's path as seen from a page's folder: `../../permcopy.yml`.
  static func configPath(from folder: String, project: Project) -> String {
    let config = project.baseDirectory.path.appendingPath(project.configPath.lastPathComponent)
    let from = String.normalized(folder).split(separator: "/")
    let to = config.split(separator: "/")
    var common = 0
    while common < min(from.count, to.count - 1) && from[common] == to[common] { common += 1 }
    let up = Array(repeating: "..", count: from.count - common)
    return (up + to[common...].map(String.init)).joined(separator: "/")
  }

  /// Entries of existing `InfoPlist.strings` files that this plan keeps because permcopy does
  /// not generate them (display names, shortcut titles, keys it does not know), by file path.
  public let kept: [String: [String]]

  /// Files at the output paths that permcopy did not write whole, which this plan rewrites
  /// losing nothing: every entry it does not generate is kept, every one it generates already
  /// holds the text it writes (or, in a catalog, is permcopy's own), every comment is kept. An
  /// imported app's own `InfoPlist.strings` and `InfoPlist.xcstrings` are taken over this way.
  public let takenOver: Set<String>

  /// What is already at the output paths, read before planning.
  public struct Existing: Sendable {
    /// The `InfoPlist.strings` files, by absolute path.
    public var strings: [String: StringsFile] = [:]
    /// Whether each of those files carries permcopy's header.
    public var generated: Set<String> = []
    /// The `InfoPlist.xcstrings` catalog, when there is one.
    public var catalog: StringCatalogDocument?
    /// The format version of the `PermissionGuide.xcstrings` on disk: Xcode rewrites a catalog
    /// in its own version, which the next build keeps instead of turning it back.
    public var guideCatalogVersion: String?

    public init() {}
  }

  /// `lock`: the translation lock to write next to the config, when the project has translations.
  /// `existing`: what is already at the output paths; every entry whose key permcopy does not
  /// generate is written back after its own, and a catalog's other entries and languages stay.
  public init(
    _ model: ProjectModel, writing lock: TranslationLock? = nil, existing: Existing = Existing()
  ) {
    let rendered = model.rendered
    let project = rendered.project
    var files: [File] = []
    var kept: [String: [String]] = [:]
    var takenOver: Set<String> = []
    // Paths are joined as strings: a file URL looks each one up on disk.
    let base = project.baseDirectory.path
    func path(_ relative: String, in folder: String) -> String {
      base.appendingPath(folder).appendingPath(relative)
    }
    func add(_ relative: String, in folder: String, _ data: Data) {
      let path = path(relative, in: folder)
      files.append(File(path: path, displayPath: ConfigLoader.displayPath(path), data: data))
    }
    for locale in project.locales {
      let units = rendered.units.filter { $0.locale == locale }
      let lproj = project.output.folder(for: locale)
      if project.output.format.writesStrings {
        let relative = "\(lproj)/InfoPlist.strings"
        let filePath = path(relative, in: project.output.strings)
        let old = existing.strings[filePath]
        let oldEntries = old?.effectiveEntries ?? []
        let oldComments =
          old.map { Self.comments(of: $0, generated: existing.generated.contains(filePath)) } ?? [:]
        // A comment the app wrote over an entry permcopy now generates stays, after permcopy's
        // own (which a later build writes afresh): marked, so each build tells the two apart.
        let isGenerated = existing.generated.contains(filePath)
        var entries = Self.infoPlistEntries(units).map { entry -> StringsFileWriter.Entry in
          guard let comment = oldComments[entry.key] else { return entry }
          let theirs: String
          if let mark = comment.range(of: Self.appCommentMarker) {
            theirs = String(comment[mark.upperBound...])
          } else if isGenerated || comment.contains(GeneratedFile.marker)
            || comment.hasPrefix(Self.keptMarker)
          {
            return entry
          } else {
            theirs = comment
          }
          guard !theirs.isEmpty, theirs != entry.comment else { return entry }
          return .init(
            comment: "\(entry.comment) · \(Self.appCommentMarker)\(theirs)", key: entry.key,
            value: entry.value)
        }
        let generated = Dictionary(entries.map { ($0.key, $0.value) }) { first, _ in first }
        let keeping = oldEntries.filter { generated[$0.key] == nil }
        if !keeping.isEmpty {
          kept[filePath] = keeping.map(\.key)
          entries += keeping.map { entry in
            .init(
              comment: oldComments[entry.key].map(Self.keptComment) ?? Self.keptMarker,
              key: entry.key, value: entry.value)
          }
        }
        let infoPlist = StringsFileWriter.text(header: Self.stringsHeader, entries: entries)
        if let old, !existing.generated.contains(filePath), old.flavor != .binaryPlist,
          old.holdsOnlyText,
          old.problems.allSatisfy(\.readExactly),
          oldEntries.allSatisfy({ generated[$0.key] == nil || generated[$0.key] == $0.value }),
          old.comments.allSatisfy({ Self.words(infoPlist).contains(Self.words($0.text)) })
        {
          takenOver.insert(filePath)
        }
        add(
          relative, in: project.output.strings,
          StringsFileWriter.encode(infoPlist, as: project.output.encoding))
      }
      if project.output.format.writesStrings {
        let guide = StringsFileWriter.text(
          header: Self.stringsHeader, entries: Self.guideEntries(units))
        add(
          "\(lproj)/PermissionGuide.strings", in: project.output.strings,
          StringsFileWriter.encode(guide, as: project.output.encoding))
      }
    }
    if project.output.format.writesCatalog {
      if let catalog = existing.catalog {
        let merged = Self.merging(model, into: catalog)
        add("InfoPlist.xcstrings", in: project.output.strings, Data(merged.text.utf8))
        if merged.losesNothing {
          takenOver.insert(path("InfoPlist.xcstrings", in: project.output.strings))
        }
      } else {
        add(
          "InfoPlist.xcstrings", in: project.output.strings,
          Data(Self.catalog(model).utf8))
      }
      add(
        "PermissionGuide.xcstrings", in: project.output.strings,
        Data(
          Self.guideCatalog(
            model, version: existing.guideCatalogVersion ?? StringCatalogWriter.defaultVersion
          ).utf8))
    }
    if let swift = project.output.swift {
      let path = base.appendingPath(swift)
      files.append(
        File(
          path: path, displayPath: ConfigLoader.displayPath(path),
          data: Data(SwiftAccessorWriter.text(model).utf8)))
    }
    if let guides = project.output.guides {
      for page in rendered.pages {
        let folder = path(page.relativePath, in: guides).deletingLastPathComponent
        let header = Self.markdownHeader(config: Self.configPath(from: folder, project: project))
        add(page.relativePath, in: guides, Data((header + "\n" + page.text).utf8))
      }
    }
    if let lock {
      let path = project.lockPath
      if !lock.entries.isEmpty || FileManager.default.fileExists(atPath: path) {
        files.append(
          File(
            path: path, displayPath: ConfigLoader.displayPath(path), data: Data(lock.text().utf8)))
      }
    }
    self.files = files
    self.kept = kept
    self.takenOver = takenOver
    self.stale = Self.staleGuidePages(project: project, keeping: Set(files.map(\.path)))
  }

  /// `.md` files with permcopy's header in the guide folders of the configured locales that
  /// this build no longer writes.
  static func staleGuidePages(project: Project, keeping: Set<String>) -> [File] {
    guard let guides = project.output.guides else { return [] }
    var stale: [File] = []
    func isLink(_ path: String) -> Bool {
      var info = stat()
      return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }
    for locale in project.locales {
      let folder = URL(fileURLWithPath: guides, relativeTo: project.baseDirectory)
        .appendingPathComponent(locale).standardizedFileURL
      // Removal never follows a symbolic link: a linked folder or page may be another project's.
      if isLink(folder.path) { continue }
      let header = markdownHeader(config: configPath(from: folder.path, project: project))
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      for name in names.sorted() where name.hasSuffix(".md") {
        let path = folder.appendingPathComponent(name).path
        guard !keeping.contains(path), !isLink(path),
          let data = FileManager.default.contents(atPath: path),
          String(decoding: data.prefix(header.utf8.count), as: UTF8.self) == header
        else { continue }
        stale.append(File(path: path, displayPath: ConfigLoader.displayPath(path), data: data))
      }
    }
    return stale
  }

  /// The comment over each entry of a file: in a file permcopy wrote, the one just above it;
  /// in the app's own, every comment since the entry before (and those after the last entry
  /// over the last), so that taking the file over keeps them all.
  static func comments(of file: StringsFile, generated: Bool) -> [String: String] {
    var result: [String: String] = [:]
    var texts = Array(repeating: [String](), count: file.entries.count)
    for comment in file.comments where !file.entries.isEmpty {
      let text = comment.text.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !text.isEmpty else { continue }
      let index = min(comment.beforeEntry, file.entries.count - 1)
      if generated { texts[index] = [text] } else { texts[index].append(text) }
    }
    for (index, entry) in file.entries.enumerated() where !texts[index].isEmpty {
      result[entry.key] = texts[index].joined(separator: " / ")
    }
    return result
  }

  /// A text with its runs of white space made one space: a comment is written on one line.
  static func words(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// Marks the app's own comment over an entry permcopy generates; a later build keeps it.
  static let appCommentMarker = "the app's comment: "

  /// Marks an entry permcopy keeps from the app's own file; a later build keeps it again.
  static let keptMarker = "Kept by permcopy from the app's own file"

  static func keptComment(_ comment: String) -> String {
    let comment = comment.trimmingCharacters(in: .whitespacesAndNewlines)
    return comment.hasPrefix(keptMarker) ? comment : "\(keptMarker): \(comment)"
  }

  /// The String Catalog: every purpose string (and the app name) in every locale, with the state
  /// Xcode gives it: translated, needs_review for a stale translation or an unaccepted machine
  /// draft (the lock's review state, as XLIFF export reads it), new when a locale has no
  /// text (the value is then the source text, as Xcode fills it).
  static func catalog(_ model: ProjectModel) -> String {
    let rendered = model.rendered
    let project = rendered.project
    let units = rendered.units.filter { $0.field == .appName || $0.field == .usageDescription }
    var entries: [StringCatalogWriter.Entry] = []
    for key in Set(units.compactMap(\.infoPlistKey)) {
      let byLocale = Dictionary(units.filter { $0.infoPlistKey == key }.map { ($0.locale, $0) }) {
        first, _ in first
      }
      guard let (source, localizations) = catalogLocalizations(byLocale, model: model) else {
        continue
      }
      let name =
        source.field == .appName
        ? "Bundle display name"
        : (PurposeKeys.info(key)?.xcodeName ?? key)
      entries.append(
        .init(key: key, comment: "\(name). \(stringsHeader)", localizations: localizations))
    }
    return StringCatalogWriter.text(
      sourceLanguage: project.output.language(for: project.sourceLocale), entries: entries)
  }

  /// The app's own catalog with permcopy's entries set in it: each generated key's texts in
  /// the project's locales; every other key, language and field as it was, in Xcode's layout
  /// (the original text where nothing changes). An entry becomes permcopy's (its comment
  /// carries permcopy's marker, after the app's own comment) when it is first written; it
  /// loses nothing when every text it already had is the one written, or it was permcopy's.
  static func merging(_ model: ProjectModel, into catalog: StringCatalogDocument) -> (
    text: String, losesNothing: Bool
  ) {
    typealias Node = StringCatalogDocument.Node
    let units = model.rendered.units.filter {
      $0.field == .appName || $0.field == .usageDescription
    }
    var document = catalog
    var losesNothing = true
    for key in Set(units.compactMap(\.infoPlistKey)).sorted() {
      let byLocale = Dictionary(units.filter { $0.infoPlistKey == key }.map { ($0.locale, $0) }) {
        first, _ in first
      }
      guard let (source, localizations) = catalogLocalizations(byLocale, model: model) else {
        continue
      }
      var entry = catalog.entry(key) ?? .object([])
      let comment = entry["comment"]?.string ?? ""
      let owned = comment.contains(GeneratedFile.marker)
      if !owned {
        let name =
          source.field == .appName
          ? "Bundle display name"
          : (PurposeKeys.info(key)?.xcodeName ?? key)
        let ours = "\(name). \(stringsHeader)"
        // Xcode's own comment is the key's name, which permcopy's starts with.
        entry = entry.setting(
          "comment", to: .string(ours.hasPrefix(comment) ? ours : "\(comment)\n\(ours)"))
        if entry["extractionState"] == nil {
          entry = entry.setting("extractionState", to: .string("manual"))
        }
      }
      var languages = entry["localizations"] ?? .object([])
      for (locale, (state, value)) in localizations.sorted(by: { $0.key < $1.key }) {
        let old = languages[locale]
        if !owned, let oldValue = old?["stringUnit"]?["value"]?.string, oldValue != value {
          losesNothing = false
        }
        if !owned, old?["variations"] != nil { losesNothing = false }
        // The state is permcopy's (review states from permcopy.lock), on every build alike.
        let unit: Node = .object([
          .init(key: "state", value: .string(state.rawValue)),
          .init(key: "value", value: .string(value)),
        ])
        languages = languages.setting(
          locale, to: (old ?? .object([])).setting("stringUnit", to: unit))
      }
      entry = entry.setting("localizations", to: languages)
      document.setEntry(key, entry)
    }
    // An entry permcopy wrote for a key it no longer generates (a permission removed from
    // permcopy.yml) goes; the app's own entries stay.
    let generatedKeys = Set(units.compactMap(\.infoPlistKey))
    for key in catalog.keys where !generatedKeys.contains(key) {
      if catalog.entry(key)?["comment"]?.string?.contains(GeneratedFile.marker) == true {
        document.removeEntry(key)
      }
    }
    if !catalog.hasStringsObject { losesNothing = false }
    let unchanged = document.root == catalog.root
    return ((unchanged ? catalog.original : nil) ?? document.text(), losesNothing)
  }

  /// One key's texts in every project locale with the state Xcode gives each: needs_review
  /// where the permission's translation is stale or an unaccepted draft, translated otherwise,
  /// new (with the source text) where the locale has none. Nil without any text.
  static func catalogLocalizations(_ byLocale: [String: CopyUnit], model: ProjectModel) -> (
    source: CopyUnit, localizations: [String: (StringCatalogWriter.State, String)]
  )? {
    let project = model.rendered.project
    guard let source = byLocale[project.sourceLocale] ?? byLocale.values.first else { return nil }
    var localizations: [String: (StringCatalogWriter.State, String)] = [:]
    for locale in project.locales {
      if let unit = byLocale[locale] {
        let needsReview =
          unit.permission.map { model.reviewState($0, locale).needsReviewer } ?? false
        localizations[project.output.language(for: locale)] = (
          needsReview ? .needsReview : .translated, unit.text
        )
      } else {
        localizations[project.output.language(for: locale)] = (.new, source.text)
      }
    }
    return (source, localizations)
  }

  /// `PermissionGuide.xcstrings`: every guide text with the states `InfoPlist.xcstrings` uses
  /// (needs_review where the permission's translation is stale or an unaccepted draft, new
  /// where a locale has no text).
  static func guideCatalog(
    _ model: ProjectModel, version: String = StringCatalogWriter.defaultVersion
  ) -> String {
    let rendered = model.rendered
    let project = rendered.project
    var byKey: [String: [String: CopyUnit]] = [:]
    var order: [String] = []
    var comments: [String: String] = [:]
    for locale in project.locales {
      let units = rendered.units.filter { $0.locale == locale }
      for entry in guideEntries(units) where comments[entry.key] == nil {
        comments[entry.key] = entry.comment
      }
      for unit in units {
        guard let key = unit.guideKey else { continue }
        if byKey[key] == nil { order.append(key) }
        byKey[key, default: [:]][locale] = byKey[key]?[locale] ?? unit
      }
    }
    var entries: [StringCatalogWriter.Entry] = []
    for key in order {
      guard let (_, localizations) = catalogLocalizations(byKey[key] ?? [:], model: model) else {
        continue
      }
      entries.append(
        .init(
          key: key, comment: "\(comments[key] ?? key). \(stringsHeader)",
          localizations: localizations))
    }
    return StringCatalogWriter.text(
      sourceLanguage: project.output.language(for: project.sourceLocale), entries: entries,
      version: version)
  }

  /// `CFBundleDisplayName`, then the purpose strings in catalog order.
  static func infoPlistEntries(_ units: [CopyUnit]) -> [StringsFileWriter.Entry] {
    units.filter { $0.field == .appName || $0.field == .usageDescription }.compactMap { unit in
      guard let key = unit.infoPlistKey else { return nil }
      let comment: String
      if unit.field == .appName {
        comment = "Bundle display name"
      } else {
        let name = PurposeKeys.info(key)?.xcodeName ?? key
        comment = unit.companionOf.map { "\(name) (required beside \($0))" } ?? name
      }
      return .init(comment: comment, key: key, value: unit.text)
    }
  }

  /// The denied-guide texts with their stable keys.
  static func guideEntries(_ units: [CopyUnit]) -> [StringsFileWriter.Entry] {
    units.compactMap { unit in
      guard let key = unit.guideKey else { return nil }
      let what: String
      switch unit.field {
      case .guideTitle: what = "title of the denied guide"
      case .guideMessage: what = "message of the denied guide"
      case .guideStep(let number): what = "step \(number) to turn access back on"
      case .settingsPath: what = "path to the app's page in Settings"
      case .privacyPath: what = "path through Privacy settings"
      case .restrictedMessage:
        what = "shown when access is restricted (Screen Time, device management)"
      case .limitedMessage: what = "shown when access is limited"
      case .alertTitle: what = "title of the alert shown after a denial"
      case .alertMessage: what = "message of the alert shown after a denial"
      case .noticeMessage: what = "one-button notice (restricted access)"
      case .primerTitle: what = "title of the primer shown before the system asks"
      case .primerMessage: what = "message of the primer shown before the system asks"
      case .featureName: what = "name of the feature"
      case .button(let button):
        switch button {
        case .openSettings: what = "button that opens the app's page in Settings"
        case .notNow: what = "button that closes the guide or primer"
        case .later: what = "alert button that closes the alert"
        case .openNow: what = "alert button that opens the app's page in Settings"
        case .gotIt: what = "button that closes the notice"
        case .continue: what = "primer button that goes on to the system's request"
        }
      case .usageDescription, .appName, .otherValue: return nil
      }
      let era = unit.era.map { ", \($0.versions)" } ?? ""
      var subject = unit.permission.map { "\($0): " } ?? ""
      if let feature = unit.feature {
        subject = "feature \(feature)" + (unit.missing.map { ", only \($0) missing" } ?? "") + ": "
      }
      return .init(comment: subject + what + era, key: key, value: unit.text)
    }
  }
}
