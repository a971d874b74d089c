import Foundation

/// Files mode: an app repository that has never heard of permcopy. Finds
/// `*.lproj/InfoPlist.strings` (any case), `InfoPlist.xcstrings` and `Info.plist` under the
/// paths, groups them into apps (the `.lproj` folders side by side), and reads each as it is.
public enum FilesInput {
  public struct Options: Sendable {
    /// The locale translations are compared with; default en, then Base, then Info.plist.
    public var sourceLocale: String?
    /// The app's deployment target, for deprecated and companion keys; default from Info.plist.
    public var deploymentTarget: OSVersion?

    public init() {}
  }

  /// The files of one app: what sits in one folder and its `.lproj` subfolders.
  public struct AppFiles: Sendable {
    public let folder: String
    public var strings: [String] = []
    public var catalogs: [String] = []
    public var infoPlists: [String] = []
  }

  static let skippedFolders: Set<String> = [
    ".git", ".build", ".swiftpm", "node_modules", "Pods", "Carthage", "DerivedData", "build",
  ]

  /// Finds every file files mode reads under `paths`, grouped by app, in a stable order.
  public static func discover(_ paths: [String]) throws -> [AppFiles] {
    var apps: [String: AppFiles] = [:]
    func add(_ path: String) {
      let url = URL(fileURLWithPath: path)
      let name = url.lastPathComponent
      let parent = url.deletingLastPathComponent()
      if name.lowercased() == "infoplist.strings", parent.lastPathComponent.hasSuffix(".lproj") {
        let folder = parent.deletingLastPathComponent().path
        apps[folder, default: AppFiles(folder: folder)].strings.append(path)
      } else if name == "InfoPlist.xcstrings" {
        apps[parent.path, default: AppFiles(folder: parent.path)].catalogs.append(path)
      } else if name == "Info.plist" {
        apps[parent.path, default: AppFiles(folder: parent.path)].infoPlists.append(path)
      }
    }
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw InputError("no such file or folder: \(path)", at: nil)
      }
      guard isDirectory.boolValue else {
        add(path)
        continue
      }
      walk(path) { file in
        let name = file[file.index(after: file.lastIndex(of: "/") ?? file.startIndex)...]
        if name.lowercased() == "infoplist.strings" || name == "InfoPlist.xcstrings"
          || name == "Info.plist"
        {
          add(file)
        }
      }
    }
    return apps.values.map { app in
      var app = app
      app.strings.sort()
      app.catalogs.sort()
      app.infoPlists.sort()
      return app
    }.sorted { $0.folder < $1.folder }
  }

  /// Visits every file below `folder` (POSIX readdir: FileManager's enumerator was a tenth of
  /// the time on large trees). Hidden folders and build products are skipped; symbolic links
  /// to folders are not followed, so a link loop cannot hang the walk.
  static func walk(_ folder: String, _ visit: (String) -> Void) {
    guard let directory = opendir(folder) else { return }
    defer { closedir(directory) }
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name == "." || name == ".." { continue }
      let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
      var isDirectory = Int32(entry.pointee.d_type) == Int32(DT_DIR)
      if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
        var info = stat()
        isDirectory = lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
      }
      if isDirectory {
        if !name.hasPrefix(".") && !skippedFolders.contains(name) { walk(path, visit) }
      } else {
        visit(path)
      }
    }
  }

  /// One check input per app.
  public static func input(
    for app: AppFiles, options: Options, rules: @escaping (String) -> LocaleRules
  ) -> CheckInput {
    var builder = Builder(rules: rules)
    for path in app.strings { builder.readStrings(path) }
    for path in app.catalogs { builder.readCatalog(path) }
    for path in app.infoPlists { builder.readInfoPlist(path) }
    return builder.finish(options: options)
  }

  /// Collects one app's units and findings from its files.
  struct Builder {
    /// The rule parameters of a language.
    let rules: (String) -> LocaleRules
    var units: [CheckUnit] = []
    var fileFindings: [(rule: String, finding: Finding)] = []
    var keysByLocale: [String: (file: String, keys: Set<String>)] = [:]
    var appNames: [String: String] = [:]
    var locales: [String] = []
    var catalogSource: String?
    var infoPlistUnits: [CheckUnit] = []
    var infoPlistTarget: OSVersion?

    init(rules: @escaping (String) -> LocaleRules) { self.rules = rules }

    mutating func note(locale: String) {
      if !locales.contains(locale) { locales.append(locale) }
    }

    static func isPurposeKey(_ key: String) -> Bool {
      Catalog.permission(key: key) != nil || UnknownKeyRule.looksLikePurposeKey(key)
    }

    mutating func readStrings(_ path: String) {
      let display = ConfigLoader.displayPath(path)
      let folder = URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent
      var resolved = LocaleNames.resolve(folder)
      guard let file = try? StringsFileReader.read(path: path, displayPath: display) else {
        unreadable(display, "cannot read the file")
        return
      }
      for problem in file.problems {
        fileFindings.append(
          (
            problem.kind.rawValue,
            Finding(unit: nil, message: problem.message, location: problem.location)
          ))
      }
      let entries = file.effectiveEntries
      if resolved.locale == "Base" {
        resolved = LocaleNames.Resolved(
          locale: "Base", language: Self.detectLanguage(entries.map(\.value)))
      }
      note(locale: resolved.locale)
      var keys = Set<String>()
      for entry in entries {
        if entry.key == "CFBundleDisplayName"
          || (entry.key == "CFBundleName" && appNames[resolved.locale] == nil)
        {
          if !entry.value.contains("$(") && !entry.value.isEmpty {
            appNames[resolved.locale] = entry.value
          }
        }
        let isPurpose = Self.isPurposeKey(entry.key)
        if isPurpose { keys.insert(entry.key) }
        // Other values are shown too (document types, shortcuts): language rules check them.
        if !isPurpose && (entry.value.contains("$(") || entry.key == "CFBundleName") { continue }
        units.append(
          CheckUnit(
            key: entry.key, permission: Catalog.permission(key: entry.key)?.id,
            locale: resolved.locale, language: resolved.language,
            field: isPurpose ? .usageDescription : .otherValue, text: entry.value, file: display,
            origin: entry.valueLocation, entry: entry,
            ignoredRules: CheckUnit.ignoredRules(in: entry.comment),
            rules: rules(resolved.language)))
      }
      keysByLocale[resolved.locale] = (display, keys)
    }

    /// A file that could not be read at all: one syntax finding at its start.
    mutating func unreadable(_ display: String, _ message: String) {
      fileFindings.append(
        (
          "syntax",
          Finding(
            unit: nil, message: message, location: SourceLocation(file: display, line: 1, column: 1)
          )
        ))
    }

    /// A String Catalog: every localization of every purpose key.
    mutating func readCatalog(_ path: String) {
      let display = ConfigLoader.displayPath(path)
      guard let data = FileManager.default.contents(atPath: path),
        let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let strings = json["strings"] as? [String: Any]
      else {
        unreadable(display, "not a String Catalog (JSON with \"strings\")")
        return
      }
      catalogSource = (json["sourceLanguage"] as? String).map { LocaleNames.resolve($0).locale }
      let lines = Self.catalogValueLines(String(decoding: data, as: UTF8.self), file: display)
      for key in strings.keys.sorted() where Self.isPurposeKey(key) {
        guard let entry = strings[key] as? [String: Any],
          let localizations = entry["localizations"] as? [String: Any]
        else { continue }
        for code in localizations.keys.sorted() {
          guard let localization = localizations[code] as? [String: Any],
            let unit = localization["stringUnit"] as? [String: Any],
            let value = unit["value"] as? String
          else { continue }
          let resolved = LocaleNames.resolve(code)
          note(locale: resolved.locale)
          let origin =
            lines["\(key)\u{0}\(code)"] ?? SourceLocation(file: display, line: 1, column: 1)
          units.append(
            CheckUnit(
              key: key, permission: Catalog.permission(key: key)?.id, locale: resolved.locale,
              language: resolved.language, text: value, file: display, origin: origin,
              rules: rules(resolved.language), state: unit["state"] as? String))
          var known = keysByLocale[resolved.locale] ?? (display, [])
          known.keys.insert(key)
          keysByLocale[resolved.locale] = known
        }
      }
    }

    /// Where each `"value"` of a catalog Xcode formatted sits, by key and locale.
    static func catalogValueLines(_ text: String, file: String) -> [String: SourceLocation] {
      var result: [String: SourceLocation] = [:]
      var key: String?
      var locale: String?
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        let indent = line.prefix { $0 == " " }.count
        let body = line.dropFirst(indent)
        guard body.hasPrefix("\""), let close = body.dropFirst().firstIndex(of: "\"") else {
          continue
        }
        let name = String(body[body.index(after: body.startIndex)..<close])
        if indent == 4 { key = name }
        if indent == 8 { locale = name }
        if name == "value", let key, let locale, let colon = body.range(of: ": \"") {
          let column = indent + body.distance(from: body.startIndex, to: colon.upperBound) + 1
          result["\(key)\u{0}\(locale)"] = SourceLocation(
            file: file, line: number + 1, column: column)
        }
      }
      return result
    }

    /// Info.plist: the app name, the deployment target, and source texts when no `.lproj` has them.
    mutating func readInfoPlist(_ path: String) {
      let display = ConfigLoader.displayPath(path)
      guard let data = FileManager.default.contents(atPath: path),
        let plist = try? PropertyListSerialization.propertyList(from: data, format: nil)
          as? [String: Any]
      else {
        unreadable(display, "not a readable property list")
        return
      }
      if let version = plist["MinimumOSVersion"] as? String {
        infoPlistTarget = OSVersion(parsing: version)
      }
      if let name = (plist["CFBundleDisplayName"] ?? plist["CFBundleName"]) as? String,
        !name.contains("$(")
      {
        appNames["Info.plist"] = name
      }
      let text = String(decoding: data, as: UTF8.self)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      let values = plist.keys.sorted().filter(Self.isPurposeKey).compactMap {
        key -> (String, String)? in
        (plist[key] as? String).map { (key, $0) }
      }
      let language = Self.detectLanguage(values.map(\.1))
      for (key, value) in values {
        let line = (lines.firstIndex { $0.contains("<key>\(key)</key>") } ?? 0) + 1
        infoPlistUnits.append(
          CheckUnit(
            key: key, permission: Catalog.permission(key: key)?.id, locale: "Info.plist",
            language: language,
            text: value, file: display,
            origin: SourceLocation(file: display, line: line, column: 1),
            rules: rules(language)))
      }
    }

    /// English unless the texts are Chinese; then the script decides.
    static func detectLanguage(_ texts: [String]) -> String {
      let joined = texts.joined()
      guard TextSpans.containsHan(joined) else { return "en" }
      let traditional = joined.unicodeScalars.filter(ChineseScript.isTraditionalOnly).count
      let simplified = joined.unicodeScalars.filter(ChineseScript.isSimplifiedOnly).count
      return traditional > simplified ? "zh-Hant" : "zh-Hans"
    }

    mutating func finish(options: Options) -> CheckInput {
      let source: String
      if let chosen = options.sourceLocale {
        source = chosen
      } else if locales.contains("en") {
        source = "en"
      } else if let english = locales.first(where: {
        LocaleNames.resolve($0).language == "en" && $0 != "Base"
      }) {
        source = english
      } else if locales.contains("Base") {
        source = "Base"
      } else if let catalogSource, locales.contains(catalogSource) {
        source = catalogSource
      } else if !infoPlistUnits.isEmpty {
        source = "Info.plist"
      } else {
        source = locales.first ?? "en"
      }
      // Info.plist texts count only where no localization of the source language has them.
      if source == "Info.plist" {
        units += infoPlistUnits
        note(locale: "Info.plist")
        keysByLocale["Info.plist"] = (
          infoPlistUnits.first?.file ?? "Info.plist", Set(infoPlistUnits.map(\.key))
        )
      }
      if appNames[source] == nil, let name = appNames["Info.plist"] { appNames[source] = name }
      return CheckInput(
        units: units, sourceLocale: source, locales: locales,
        deploymentTarget: options.deploymentTarget ?? infoPlistTarget, appNames: appNames,
        fileFindings: fileFindings, keysByLocale: keysByLocale, isProject: false)
    }
  }
}
