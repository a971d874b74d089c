/// What each person sees: for every locale a target ships and every purpose key iOS reads on
/// the target's platforms, the text iOS shows a person whose device is set to that language,
/// where it comes from, and the language it is written in (read from the text, not the folder).
///
/// The lookup follows CFBundle: iOS picks one localization for the person (their locale's own
/// folder in any spelling, `zh-HK` falling back to `zh-Hant`, a regional English to English),
/// loads that folder's one `InfoPlist.strings` (or, with none, the development region's or
/// Base's), and takes each key from it, else from the merged `Info.plist`. It never takes a
/// key from a second table.
struct Audience: Sendable {
  /// The person's locale as reports name it: `en`, `zh-Hans`, `zh-Hant`, `zh-HK`, `ja`.
  public let locale: String
  /// Whose language the person reads (`zh-HK`, `en`, `fr`).
  public let language: String
  /// The tables iOS reads for these people, in lookup order; empty: the Info.plist alone.
  public let tables: [Localization]
  /// Whether `tables` are the locale's own, not the ones it falls back to.
  public let hasOwnTable: Bool
  /// Whether these are the development region's people, who see the Info.plist's own
  /// language where their table is silent.
  public let isDevelopmentRegion: Bool
  public internal(set) var seen: [SeenText]
  /// Whether only the project's `knownRegions` names the locale (no table, no
  /// `CFBundleLocalizations`): it ships if the app's other resources are localized into it.
  public internal(set) var isOnlyInProject = false
  /// Whether only the Info.plist's `CFBundleLocalizations` names the locale in a folder read
  /// without a project: a build step permcopy cannot see may copy its table in.
  public internal(set) var isOnlyDeclared = false
}

/// One key as one audience sees it.
struct SeenText: Sendable {
  public enum Origin: Sendable, Equatable {
    /// The audience's own table.
    case ownTable
    /// A table of another locale the audience falls back to (zh-HK → zh-Hant, Base).
    case fallbackTable(String)
    /// The merged Info.plist (plist file, project file or build setting).
    case infoPlist
    /// The Info.plist's text for the key is not in view (no Info.plist, or one a project out of
    /// view may complete): the development region's table is taken as its text.
    case assumedInfoPlist
    /// No text in view anywhere: the Info.plist is not in view and no table of the
    /// development region has the key.
    case nothingInView
  }

  public let key: String
  /// The declaration whose text iOS shows; nil when nothing is in view.
  public let declaration: Declaration?
  public let origin: Origin
  /// The language of where the text was written (its table's, or the development region's for
  /// the Info.plist): it decides a Latin text whose words do not say which language it is.
  public let provenance: String
  /// Where an entry of the audience's own belongs when the text comes from elsewhere: the line
  /// after the nearest key of its own table, a catalog key's own line, or the text's place.
  public internal(set) var fixLocation: SourceLocation?
  /// What the person would see without the table's entry: the Info.plist's declaration.
  public internal(set) var behind: Declaration?
  /// False for a key a String Catalog marks "Don't translate": its source text is meant for
  /// everyone.
  public internal(set) var needsTranslation = true

  public var text: String { declaration?.text ?? "" }

  /// The language the text is written in, read when asked (most texts a check meets are the
  /// person's own table's and need no reading); nil for a text without letters.
  public var written: WrittenLanguage? { declaration.flatMap(AppTarget.written) }

  /// Whether the person reads it as their own language (`unknown`: a Latin text whose words do
  /// not say which language it is).
  public func reading(by language: String) -> WrittenLanguage.Reading {
    written?.reading(by: language, provenance: provenance) ?? .read
  }

  public func isRead(by audience: Audience) -> Bool { reading(by: audience.language) != .unread }

  /// Where it comes from, as messages say it: `the English text of Info.plist:12`; `line 12`
  /// when that is in the file the message is about.
  public func described(from file: String?) -> String {
    let what = written.map { "the \($0.name) text" } ?? "the text"
    let place = declaration.map { declaration in
      declaration.location.file == file
        ? "line \(declaration.location.line)"
        : "\(declaration.location.file):\(declaration.location.line)"
    }
    switch origin {
    case .ownTable, .fallbackTable, .infoPlist:
      return "\(what) of \(place ?? "the Info.plist")"
    case .assumedInfoPlist:
      let language = written.map { " in \($0 == .latin ? "Latin script" : $0.name)" } ?? ""
      return "the Info.plist's text, not in view here (\(place ?? "") has it\(language))"
    case .nothingInView: return "the Info.plist's text, which is not in view"
    }
  }
}

extension AppTarget {
  /// Whether the merged Info.plist is in view: a plist file, a project file or build settings.
  public var infoPlistInView: Bool {
    base.contains { $0.declaration.source != .strings } || infoPlistWasRead || generatesInfoPlist
  }

  /// Whether every place the target declares keys is in view: a project file describes it, so
  /// its build settings were read too. An Info.plist alone may be completed by build settings
  /// nobody can see here (`INFOPLIST_KEY_…` in a project that is not in view).
  public var declarationsInView: Bool { projectFile != nil }

  /// Whether iOS reads `key` on a platform the target builds for: a key Apple documents for
  /// iOS, for the Mac when the target builds for Mac Catalyst or macOS, for watchOS in a watch
  /// app.
  public func readsKey(_ key: String) -> Bool {
    if let info = PurposeKeys.info(key) {
      if info.isOnIOS { return true }
      return (buildsForMac && info.isOnMacCatalyst)
        || (TextSpans.contains(kind, "watch")
          && info.platforms.contains { $0.hasPrefix("watchOS") })
    }
    return Catalog.permission(key: key) != nil
  }

  /// The purpose keys iOS reads for the target, in the order they are declared: the merged
  /// Info.plist's, and unless every declaration is in view, every table's (the project that
  /// declares them may be out of view).
  public var readKeys: [String] { AudienceLookup(self).keys }

  /// Every entry of a purpose key a table translates that the Info.plist in view does not
  /// declare: iOS reads a purpose key from the Info.plist, and ends an app that asks without it
  /// there.
  public var undeclaredKeys: [ShippedText] {
    guard infoPlistInView else { return [] }
    let declared = Set(base.map(\.key))
    return localizations.flatMap(\.texts).filter {
      !declared.contains($0.key) && readsKey($0.key)
    }
  }

  /// Every locale the target ships (its tables, `CFBundleLocalizations`, and the development
  /// region when Base.lproj or a String Catalog ships it), with what its people see.
  public var audiences: [Audience] {
    let lookup = AudienceLookup(self)
    var locales: [String] = []
    for table in localizations where table.locale != "Base" && !locales.contains(table.locale) {
      locales.append(table.locale)
    }
    var declaredOnly: Set<String> = []
    for name in declaredLocalizations {
      let locale = LocaleNames.resolve(name).locale
      if locale != "Base", !locales.contains(locale) {
        locales.append(locale)
        if kind == "folder" { declaredOnly.insert(locale) }
      }
    }
    // A language the project localizes into (`knownRegions`) ships when its other resources
    // do (its storyboards, Localizable.strings): its people see the app in their language.
    // A String Catalog that covers most of the project's languages is the app's own list:
    // knownRegions keeps languages a catalog app has dropped. One that covers few of them is a
    // partial translation of an app localized into the rest.
    var byProjectOnly: Set<String> = []
    let catalogLanguages = Set(localizations.filter(\.isCatalog).map(\.locale))
    let regions = projectRegions.filter { $0 != "Base" }
    if catalogLanguages.count * 2 < regions.count {
      // Xcode's old default list (English, Japanese, French, German) stays in projects that
      // never localized into those languages.
      for name in projectRegions where LocaleNames.legacyNames[name] == nil {
        let resolved = LocaleNames.resolve(name)
        let locale = resolved.locale
        // A regional table (en-US) already serves the language's people.
        let served = locales.contains {
          LocaleNames.resolve($0).language == resolved.language
            || (WrittenLanguage.base(of: $0) == WrittenLanguage.base(of: locale)
              && WrittenLanguage.base(of: locale) != "zh")
        }
        // An app without a single table keeps Xcode's template list (its development
        // language and Base): it localizes into nothing.
        let isTemplate = localizations.isEmpty && resolved.language == lookup.region.language
        if locale != "Base", !served, !isTemplate, !unshippedLocales.contains(locale) {
          locales.append(locale)
          byProjectOnly.insert(locale)
        }
      }
    }
    // The development region's people when the app ships their language: Base.lproj, or a
    // String Catalog (Xcode compiles its source language into a folder of its own).
    let region = lookup.region
    let shipsRegion = localizations.contains { $0.locale == "Base" || $0.isCatalog }
    if shipsRegion, !locales.contains(region.locale),
      !locales.contains(where: { LocaleNames.resolve($0).language == region.language })
    {
      locales.insert(region.locale, at: 0)
    }
    var used: Set<SourceLocation> = []
    return locales.map { locale in
      var audience = audience(for: locale, lookup: lookup, used: &used)
      audience.isOnlyInProject = byProjectOnly.contains(locale)
      audience.isOnlyDeclared = declaredOnly.contains(locale)
      return audience
    }
  }

  /// What the people of `locale` see, whether the app ships it or not (a Hong Kong person in
  /// an app with zh-Hant only): `inventory --locale`.
  public func audience(for locale: String) -> Audience {
    var used: Set<SourceLocation> = []
    return audience(
      for: LocaleNames.resolve(locale).locale, lookup: AudienceLookup(self), used: &used)
  }

  func audience(for locale: String, lookup: AudienceLookup, used: inout Set<SourceLocation>)
    -> Audience
  {
    let region = lookup.region
    let language = LocaleNames.resolve(locale).language
    let own = localizations.indices.filter { localizations[$0].locale == locale }
    let tables = own.isEmpty ? fallbackTables(for: locale, region: region) : own
    var seen: [SeenText] = []
    seen.reserveCapacity(lookup.keys.count)
    for (index, key) in lookup.keys.enumerated() {
      var text: SeenText
      var found: (table: Int, declaration: Declaration)?
      for table in tables {
        if let declaration = lookup.entries[table][index] {
          found = (table, declaration)
          break
        }
      }
      if let (table, declaration) = found {
        let localization = localizations[table]
        text = SeenText(
          key: key, declaration: declaration,
          origin: own.isEmpty ? .fallbackTable(localization.locale) : .ownTable,
          provenance: localization.locale == "Base" ? region.language : localization.language)
      } else if let declaration = lookup.base[index] {
        text = SeenText(
          key: key, declaration: declaration, origin: .infoPlist, provenance: region.language)
      } else if let assumed = lookup.regionTables.lazy.compactMap({ lookup.entries[$0][index] })
        .first
      {
        text = SeenText(
          key: key, declaration: assumed, origin: .assumedInfoPlist, provenance: region.language)
      } else {
        text = SeenText(
          key: key, declaration: nil, origin: .nothingInView, provenance: region.language)
      }
      text.behind = lookup.base[index]
      text.needsTranslation = lookup.translatable[index]
      // A place is kept only for a text that may be reported: one the person may not read.
      if text.needsTranslation
        && (text.origin == .nothingInView
          || (text.origin != .ownTable && text.reading(by: language) != .read))
      {
        text.fixLocation =
          own.first.flatMap {
            placeForMissing(key, at: index, in: localizations[$0], lookup: lookup, used: &used)
          } ?? text.declaration?.location
      }
      seen.append(text)
    }
    return Audience(
      locale: locale, language: language,
      tables: tables.map { localizations[$0] }, hasOwnTable: !own.isEmpty,
      isDevelopmentRegion: language == region.language, seen: seen)
  }

  /// The language a declaration's text is written in. A variable Xcode expands that is still
  /// in it (`$(CAMERA_TEXT)`, unknown to a static reader) says nothing: the rest of the text
  /// decides, and a text that is only variables is unknown (nil).
  static func written(_ declaration: Declaration) -> WrittenLanguage? {
    guard declaration.hasUnresolvedVariable else { return WrittenLanguage.of(declaration.text) }
    var rest = ""
    var depth = 0
    var previous: Character = " "
    for character in declaration.text {
      if depth == 0, character == "(" || character == "{", previous == "$" {
        rest.removeLast()
        depth = 1
      } else if depth > 0 {
        if character == "(" || character == "{" { depth += 1 }
        if character == ")" || character == "}" { depth -= 1 }
      } else {
        rest.append(character)
      }
      previous = character
    }
    return WrittenLanguage.of(rest)
  }

  /// The tables a locale without its own falls back to: Hong Kong to Traditional Chinese, a
  /// regional variant to its language, else Base.lproj, else the development region's.
  func fallbackTables(for locale: String, region: LocaleNames.Resolved) -> [Int] {
    let all = localizations.indices
    if LocaleNames.resolve(locale).language == "zh-HK" {
      let traditional = all.filter { localizations[$0].locale == "zh-Hant" }
      if !traditional.isEmpty { return traditional }
    }
    let base = WrittenLanguage.base(of: locale)
    let sameLanguage = all.filter {
      let other = localizations[$0].locale
      return other != "Base" && !other.hasPrefix("zh") && WrittenLanguage.base(of: other) == base
    }
    if !sameLanguage.isEmpty { return sameLanguage }
    let baseFolder = all.filter { localizations[$0].locale == "Base" }
    if !baseFolder.isEmpty { return baseFolder }
    return all.filter { localizations[$0].locale == region.locale }
  }

  /// Where `key`'s entry belongs in `table`: in a String Catalog, the key's own line; in a
  /// `.strings` file, the line after the nearest key declared before it, or the file's last
  /// line, never a spot another missing entry has; nil for a file without lines.
  func placeForMissing(
    _ key: String, at index: Int, in table: Localization, lookup: AudienceLookup,
    used: inout Set<SourceLocation>
  ) -> SourceLocation? {
    guard table.lineCount > 0 else { return nil }
    var line = table.lineCount
    if table.isCatalog {
      // The key's own line: the rule reports the languages it lacks there as one finding.
      return table.keyLines[key] ?? SourceLocation(file: table.file, line: line, column: 1)
    } else {
      for earlier in lookup.keys[..<index].reversed() {
        guard let entry = table.text(earlier)?.declaration else { continue }
        let breaks = entry.entry?.rawValue.utf8.count { $0 == UInt8(ascii: "\n") } ?? 0
        line = min(table.lineCount, entry.location.line + breaks + 1)
        break
      }
    }
    // The first free line from there to the end, else back towards the top; a file with
    // fewer lines than missing entries shares its last line.
    func free(_ lines: some Sequence<Int>) -> SourceLocation? {
      lines.lazy.map { SourceLocation(file: table.file, line: $0, column: 1) }
        .first { !used.contains($0) }
    }
    let place =
      free(line...table.lineCount) ?? free((1..<line).reversed())
      ?? SourceLocation(file: table.file, line: line, column: 1)
    used.insert(place)
    return place
  }
}

/// What every audience of one target looks up, made once: the keys iOS reads, and by each
/// key's position the Info.plist's declaration, whether it needs translating, and each table's
/// entry (arrays, so an audience asks no hash table).
struct AudienceLookup {
  let region: LocaleNames.Resolved
  let keys: [String]
  let base: [Declaration?]
  /// False for a key a String Catalog marks "Don't translate".
  let translatable: [Bool]
  /// Per localization (same index), its entry for each key.
  let entries: [[Declaration?]]
  /// Base.lproj, then the development region's tables: what stands in for an Info.plist that
  /// is not in view.
  let regionTables: [Int]

  init(_ target: AppTarget) {
    let region = LocaleNames.resolve(target.developmentRegion)
    self.region = region
    let localizations = target.localizations
    let all = localizations.indices
    let development = all.filter {
      localizations[$0].locale == "Base" || localizations[$0].language == region.language
    }
    regionTables =
      development.filter { localizations[$0].locale == "Base" }
      + development.filter { localizations[$0].locale != "Base" }
    // Each key is judged once, however many tables hold it.
    var keys: [String] = []
    var position: [String: Int] = [:]
    var ignored: Set<String> = []
    func consider(_ key: String) {
      guard position[key] == nil, !ignored.contains(key) else { return }
      if target.readsKey(key) {
        position[key] = keys.count
        keys.append(key)
      } else {
        ignored.insert(key)
      }
    }
    for text in target.base { consider(text.key) }
    if !target.declarationsInView {
      let others = all.filter { !development.contains($0) }
      for table in development + others {
        for text in localizations[table].texts { consider(text.key) }
      }
    }
    self.keys = keys
    var base = [Declaration?](repeating: nil, count: keys.count)
    for text in target.base {
      if let index = position[text.key], base[index] == nil { base[index] = text.declaration }
    }
    self.base = base
    var translatable = [Bool](repeating: true, count: keys.count)
    for table in localizations {
      for key in table.untranslated { if let index = position[key] { translatable[index] = false } }
    }
    self.translatable = translatable
    entries = localizations.map { table in
      var byPosition = [Declaration?](repeating: nil, count: keys.count)
      for text in table.texts {
        if let index = position[text.key], byPosition[index] == nil {
          byPosition[index] = text.declaration
        }
      }
      return byPosition
    }
  }
}
