/// What each person sees: for every locale a target ships and every purpose key iOS reads on
/// the target's platforms, the text iOS shows a person whose device is set to that language,
/// where it comes from, and the language it is written in (read from the text, not the folder).
///
/// The lookup follows CFBundle: iOS picks one localization for the person (their locale's own
/// folder in any spelling, `zh-HK` falling back to `zh-Hant`, a regional English to English),
/// loads that folder's one `InfoPlist.strings` (or, with none, the development region's or
/// Base's), and takes each key from it, else from the merged `Info.plist`. It never takes a
/// key from a second table.
public struct Audience: Sendable {
  /// The person's locale as reports name it: `en`, `zh-Hans`, `zh-Hant`, `zh-HK`, `ja`.
  public let locale: String
  /// Whose language the person reads (`zh-HK`, `en`, `fr`).
  public let language: String
  /// The tables iOS reads for these people, in lookup order; empty: the Info.plist alone.
  public let tables: [Localization]
  /// Whether `tables` are the locale's own, not the ones it falls back to.
  public let hasOwnTable: Bool
  public internal(set) var seen: [SeenText]
}

/// One key as one audience sees it.
public struct SeenText: Sendable {
  public enum Origin: Sendable, Equatable {
    /// The audience's own table.
    case ownTable
    /// A table of another locale the audience falls back to (zh-HK → zh-Hant, Base).
    case fallbackTable(String)
    /// The merged Info.plist (plist file, project file or build setting).
    case infoPlist
    /// The Info.plist is not in view: the development region's table is taken as its text.
    case assumedInfoPlist
    /// No text in view anywhere: the Info.plist is not in view and no table of the
    /// development region has the key.
    case nothingInView
  }

  public let key: String
  /// The declaration whose text iOS shows; nil when nothing is in view.
  public let declaration: Declaration?
  public let origin: Origin
  /// The language the text is written in; nil for a text without letters.
  public let written: WrittenLanguage?
  /// The language of where the text was written (its table's, or the development region's for
  /// the Info.plist): it decides a Latin text whose words do not say which language it is.
  public let provenance: String
  /// Where an entry of the audience's own belongs when the text comes from elsewhere: the line
  /// after the nearest key of its own table, a catalog key's own line, or the text's place.
  public internal(set) var fixLocation: SourceLocation?
  /// What the person would see without the table's entry: the Info.plist's declaration.
  public internal(set) var behind: Declaration?

  public var text: String { declaration?.text ?? "" }

  /// Whether the person reads it as their own language.
  public func isRead(by audience: Audience) -> Bool {
    written?.isRead(by: audience.language, provenance: provenance) ?? true
  }

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
      let language = written.map { " in \($0.name)" } ?? ""
      return "the Info.plist's text, not in view here (\(place ?? "") has it\(language))"
    case .nothingInView: return "the Info.plist's text, which is not in view"
    }
  }
}

extension AppTarget {
  /// Whether the merged Info.plist is in view: a plist file, a project file or build settings.
  public var infoPlistInView: Bool {
    base.contains { $0.declaration.source != .strings }
      || (infoPlistFile != nil && projectFile != nil)
  }

  /// Whether iOS reads `key` on a platform the target builds for: a key Apple documents for
  /// iOS, or for the Mac when the target builds for Mac Catalyst or macOS.
  public func readsKey(_ key: String) -> Bool {
    if let info = PurposeKeys.info(key) {
      return info.isOnIOS || (buildsForMac && info.isOnMacCatalyst)
    }
    return Catalog.permission(key: key) != nil
  }

  /// The purpose keys iOS reads for the target, in the order they are declared: the merged
  /// Info.plist's, or with no Info.plist in view, every table's.
  public var readKeys: [String] {
    var keys: [String] = []
    var seen: Set<String> = []
    func add(_ key: String) {
      if readsKey(key), seen.insert(key).inserted { keys.append(key) }
    }
    for text in base { add(text.key) }
    if !infoPlistInView {
      for table in localizations.sorted(by: { isDevelopmentTable($0) && !isDevelopmentTable($1) }) {
        for text in table.texts { add(text.key) }
      }
    }
    return keys
  }

  /// Purpose keys a table translates that the Info.plist in view does not declare: iOS reads a
  /// purpose key from the Info.plist, and ends an app that asks without it there.
  public var undeclaredKeys: [ShippedText] {
    guard infoPlistInView else { return [] }
    let declared = Set(base.map(\.key))
    var seen: Set<String> = []
    return localizations.flatMap(\.texts).filter {
      !declared.contains($0.key) && readsKey($0.key) && seen.insert($0.key).inserted
    }
  }

  func isDevelopmentTable(_ table: Localization) -> Bool {
    table.locale == "Base"
      || table.language == LocaleNames.resolve(developmentRegion).language
  }

  /// Every locale the target ships, with what its people see.
  public var audiences: [Audience] {
    let region = LocaleNames.resolve(developmentRegion)
    var locales: [String] = []
    for table in localizations where table.locale != "Base" && !locales.contains(table.locale) {
      locales.append(table.locale)
    }
    // The development region's people when the app ships their language: Base.lproj, or a
    // String Catalog (Xcode compiles its source language into a folder of its own).
    let shipsRegion = localizations.contains { $0.locale == "Base" || $0.isCatalog }
    if shipsRegion, !locales.contains(region.locale),
      !locales.contains(where: { LocaleNames.resolve($0).language == region.language })
    {
      locales.insert(region.locale, at: 0)
    }
    var used: Set<SourceLocation> = []
    return locales.map { audience(for: $0, used: &used) }
  }

  /// What the people of `locale` see, whether the app ships it or not (a Hong Kong person in
  /// an app with zh-Hant only): `inventory --locale`.
  public func audience(for locale: String) -> Audience {
    var used: Set<SourceLocation> = []
    return audience(for: LocaleNames.resolve(locale).locale, used: &used)
  }

  func audience(for locale: String, used: inout Set<SourceLocation>) -> Audience {
    let region = LocaleNames.resolve(developmentRegion)
    let keys = readKeys
    let baseByKey = Dictionary(base.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    let inView = infoPlistInView
    let regionTables =
      localizations.filter { $0.locale == "Base" }
      + localizations.filter { $0.locale != "Base" && $0.language == region.language }
    let language = LocaleNames.resolve(locale).language
    let own = localizations.filter { $0.locale == locale }
    let tables = own.isEmpty ? fallbackTables(for: locale, region: region) : own
    var seen: [SeenText] = []
    for (index, key) in keys.enumerated() {
      var text: SeenText
      if let (table, shipped) = tables.lazy.compactMap({ table in
        table.text(key).map { (table, $0) }
      }).first {
        text = SeenText(
          key: key, declaration: shipped.declaration,
          origin: own.isEmpty ? .fallbackTable(table.locale) : .ownTable,
          written: WrittenLanguage.of(shipped.text),
          provenance: table.locale == "Base" ? region.language : table.language)
      } else if inView {
        let declaration = baseByKey[key]?.declaration
        text = SeenText(
          key: key, declaration: declaration, origin: .infoPlist,
          written: declaration.flatMap { WrittenLanguage.of($0.text) },
          provenance: region.language)
      } else if let assumed = regionTables.lazy.compactMap({ $0.text(key) }).first {
        text = SeenText(
          key: key, declaration: assumed.declaration, origin: .assumedInfoPlist,
          written: WrittenLanguage.of(assumed.text), provenance: region.language)
      } else {
        text = SeenText(
          key: key, declaration: nil, origin: .nothingInView, written: nil,
          provenance: region.language)
      }
      text.behind = baseByKey[key]?.declaration
      if text.origin != .ownTable {
        text.fixLocation =
          own.first.flatMap { placeForMissing(key, at: index, of: keys, in: $0, used: &used) }
          ?? text.declaration?.location
      }
      seen.append(text)
    }
    return Audience(
      locale: locale, language: language, tables: tables, hasOwnTable: !own.isEmpty, seen: seen)
  }

  /// The tables a locale without its own falls back to: Hong Kong to Traditional Chinese, a
  /// regional variant to its language, else Base.lproj, else the development region's.
  func fallbackTables(for locale: String, region: LocaleNames.Resolved) -> [Localization] {
    let language = LocaleNames.resolve(locale).language
    if language == "zh-HK" {
      let traditional = localizations.filter { $0.locale == "zh-Hant" }
      if !traditional.isEmpty { return traditional }
    }
    let base = WrittenLanguage.base(of: locale)
    let sameLanguage = localizations.filter {
      $0.locale != "Base" && !$0.locale.hasPrefix("zh")
        && WrittenLanguage.base(of: $0.locale) == base
    }
    if !sameLanguage.isEmpty { return sameLanguage }
    let baseFolder = localizations.filter { $0.locale == "Base" }
    if !baseFolder.isEmpty { return baseFolder }
    return localizations.filter { $0.locale == region.locale }
  }

  /// Where `key`'s entry belongs in `table`: in a String Catalog, the key's own line; in a
  /// `.strings` file, the line after the nearest key declared before it, or the file's last
  /// line, never a spot another missing entry has; nil for a file without lines.
  func placeForMissing(
    _ key: String, at index: Int, of keys: [String], in table: Localization,
    used: inout Set<SourceLocation>
  ) -> SourceLocation? {
    guard table.lineCount > 0 else { return nil }
    var line = table.lineCount
    if table.isCatalog {
      // The key's own line: the rule reports the languages it lacks there as one finding.
      return table.keyLines[key] ?? SourceLocation(file: table.file, line: line, column: 1)
    } else {
      for earlier in keys[..<index].reversed() {
        guard let entry = table.text(earlier)?.declaration else { continue }
        let breaks = entry.entry?.rawValue.utf8.count { $0 == UInt8(ascii: "\n") } ?? 0
        line = min(table.lineCount, entry.location.line + breaks + 1)
        break
      }
    }
    var column = 1
    while used.contains(SourceLocation(file: table.file, line: line, column: column)) {
      if line < table.lineCount { line += 1 } else { column += 1 }
    }
    let place = SourceLocation(file: table.file, line: line, column: column)
    used.insert(place)
    return place
  }
}
