/// The people of a locale the app ships see a purpose string in a language that is not theirs
/// (the Info.plist's English in a Chinese locale, Chinese for the development region's English
/// people), or an empty one: judged on what iOS shows each of them (`Audience`), never on
/// folder names alone.
struct MissingTranslationRule: Rule {
  static let id = "missing-translation"

  /// A key iOS no longer reads at the deployment target (or, with none known, at all):
  /// `deprecated-key` reports it; it needs no translation. A key iOS still reads while its
  /// replacement is missing (the iOS 17 calendar keys) is dead once the app `declares` a key
  /// that replaces it.
  static func isDead(
    _ key: String, deploymentTarget: OSVersion?, declares: (String) -> Bool = { _ in false }
  ) -> Bool {
    guard let permission = Catalog.permission(key: key), let deprecated = permission.deprecated
    else { return false }
    if permission.stillReadWhenReplacementMissing {
      let replaced = permission.replacedBy.contains {
        Catalog.permission(id: $0)?.key.map(declares) == true
      }
      guard replaced, let target = deploymentTarget else { return false }
      return target >= deprecated
    }
    return deploymentTarget.map { $0 >= deprecated } ?? true
  }

  /// Judged on what each person sees (`Audience`): a finding when the people of a locale the
  /// app ships see a text in a language that is not theirs (the Info.plist's English in a
  /// Chinese locale, Chinese for the development region's English people), or an empty one.
  func check(_ input: CheckInput) -> [Finding] {
    var findings: [Finding] = []
    // The locales whose own table translates each key: made the first time a text needs it
    // (an empty entry, a key nothing in view declares), which most checks never meet.
    var translated: [String: [String]]?
    func translatedSomewhere(_ key: String) -> [String] {
      if translated == nil {
        var made: [String: [String]] = [:]
        for audience in input.audiences {
          for seen in audience.seen
          where seen.origin == .ownTable && !TextSpans.isBlank(seen.text) {
            made[seen.key, default: []].append(audience.locale)
          }
        }
        translated = made
      }
      return translated?[key] ?? []
    }
    // Locales that see one text at one place: a String Catalog key the languages lack.
    var groups:
      [(seen: SeenText, audiences: [Audience], place: SourceLocation, severity: Severity?)] =
        []
    var groupIndex: [String: Int] = [:]
    // One text in several locales' own tables that their people do not read (the English
    // source copied into a catalog's languages): one finding per key and text.
    var foreign:
      [(
        seen: SeenText, locales: [String], places: [SourceLocation], unit: CheckUnit?,
        severity: Severity?
      )] = []
    var foreignIndex: [String: Int] = [:]
    let unshipped = input.target?.unshippedLocales ?? []
    // The keys the app has: a replacement declared beside an old key makes the old one dead.
    var declaredKeys: Set<String>?
    func declares(_ key: String) -> Bool {
      if declaredKeys == nil {
        declaredKeys = Set(input.units.map(\.key)).union(input.infoPlistKeys ?? [])
      }
      return declaredKeys?.contains(key) == true
    }
    // Made once, when a text first needs it: `sourceTexts` builds a dictionary when asked.
    var sources: [String: CheckUnit]?
    func source(of key: String) -> String? {
      if sources == nil { sources = input.sourceTexts }
      return sources?[key]?.text
    }
    for audience in input.audiences where !unshipped.contains(audience.locale) {
      // A Chinese table in the wrong script or in English is `wrong-script`'s and
      // `untranslated`'s; other people are asked whether they read their own table.
      let person = WrittenLanguage.base(of: audience.language)
      let readsOwnTable = person == "zh"
      for seen in audience.seen {
        // Most texts are the person's own and not empty: nothing more to ask of them, unless
        // the table holds another language than its people read (Chinese in the English
        // table, the English source copied into the German one).
        if seen.origin == .ownTable && !TextSpans.isBlank(seen.text) {
          // The cheap questions first: most texts stop at the foreign test.
          guard !readsOwnTable, seen.needsTranslation, let declaration = seen.declaration,
            Self.isForeign(
              seen, to: audience, isEnglish: person == "en",
              source: { source(of: seen.key) }),
            !Self.isDead(
              seen.key, deploymentTarget: input.deploymentTarget, declares: declares)
          else { continue }
          // Kanji alone may be Japanese written without kana: for Japanese people, a text
          // of Chinese characters is likely foreign, not certainly.
          let severity: Severity? =
            person == "ja"
              && (seen.written == .simplifiedChinese || seen.written == .traditionalChinese)
            ? .warning : nil
          let id = seen.key + "\u{0}" + seen.text
          if let index = foreignIndex[id] {
            foreign[index].locales.append(audience.locale)
            foreign[index].places.append(declaration.location)
            if severity == nil { foreign[index].severity = nil }
          } else {
            foreignIndex[id] = foreign.count
            let unit = input.units.first {
              $0.isPurposeString && $0.locale == audience.locale && $0.key == seen.key
            }
            foreign.append((seen, [audience.locale], [declaration.location], unit, severity))
          }
          continue
        }
        if !seen.needsTranslation { continue }
        if Self.isDead(seen.key, deploymentTarget: input.deploymentTarget, declares: declares) {
          continue
        }
        // A macOS key in a Mac Catalyst app: iOS never shows it, so nothing fails on iOS.
        let onIOS = PurposeKeys.info(seen.key)?.isOnIOS ?? true
        let severity: Severity? = onIOS ? nil : .warning
        let locale = audience.locale
        switch seen.origin {
        case .ownTable:
          guard TextSpans.isBlank(seen.text),
            seen.behind.map({ !TextSpans.isBlank($0.text) }) == true
              || translatedSomewhere(seen.key).contains(where: { $0 != locale })
          else { continue }
          let unit = input.units.first {
            $0.isPurposeString && $0.locale == locale && $0.key == seen.key
          }
          findings.append(
            Finding(
              unit: unit, message: "\(seen.key) is empty in \(locale)",
              location: seen.declaration?.location, severity: severity))
        case .nothingInView:
          // The development region's people see the Info.plist, written in their language.
          let others = translatedSomewhere(seen.key).filter { $0 != locale }
          guard !audience.isDevelopmentRegion, let other = others.first,
            let place = seen.fixLocation
          else { continue }
          findings.append(
            Finding(
              unit: missingUnit(seen, audience, place),
              message:
                "\(seen.key) has no \(locale) text, though \(other) has one: \(locale) users see "
                + seen.described(from: place.file),
              location: place, severity: .warning))
        case .fallbackTable, .infoPlist, .assumedInfoPlist:
          // An empty Info.plist value is `empty-text`'s; a text without letters reads alike.
          let reading = seen.reading(by: audience.language)
          guard !TextSpans.isBlank(seen.text), reading != .read, let place = seen.fixLocation
          else { continue }
          // Certain only when the letters say so and the text is the one iOS shows: with the
          // Info.plist out of view, a String Catalog's source language is its text (Xcode
          // extracts the catalog from it); a `.strings` table is only likely to be.
          let known =
            reading == .unread
            && (seen.origin != .assumedInfoPlist || seen.declaration?.source == .stringCatalog)
          // A locale only the project's knownRegions names ships if its other resources do.
          // So does one only CFBundleLocalizations names where no project is in view.
          let certain = known && !audience.isOnlyInProject && !audience.isOnlyDeclared
          let id =
            "\(place)\u{0}\(seen.key)\u{0}\(seen.declaration?.location.description ?? "")"
            + "\u{0}\(audience.isOnlyInProject)\u{0}\(audience.isOnlyDeclared)"
          if let index = groupIndex[id] {
            groups[index].audiences.append(audience)
          } else {
            groupIndex[id] = groups.count
            groups.append((seen, [audience], place, certain ? severity : .warning))
          }
        }
      }
    }
    for group in foreign {
      let names = Self.named(group.locales)
      let whose = group.locales.count == 1 ? "\(names) users" : "their users"
      let what = group.seen.written.map { $0.name } ?? "another language"
      let copied =
        group.seen.written == .english
        ? "is the English source text, untranslated: \(whose) see English"
        : "is written in \(what): \(whose) see a language that is not theirs"
      findings.append(
        Finding(
          unit: group.unit, message: "\(group.seen.key) in \(names) \(copied)",
          location: group.places[0], severity: group.severity,
          related: Array(group.places.dropFirst())))
    }
    for group in groups {
      let locales = group.audiences.map(\.locale)
      let names = Self.named(locales)
      let onIOS = PurposeKeys.info(group.seen.key)?.isOnIOS ?? true
      let onlyMac = onIOS ? "" : " (only the Mac reads this key)"
      let byProject =
        group.audiences[0].isOnlyInProject
        ? " (the project localizes into \(locales.count == 1 ? "it" : "them"): knownRegions)"
        : group.audiences[0].isOnlyDeclared
          ? " (CFBundleLocalizations names \(locales.count == 1 ? "it" : "them"), and no table of "
            + "\(locales.count == 1 ? "its" : "their") own is in view: a build step may copy one in)"
          : ""
      findings.append(
        Finding(
          unit: missingUnit(group.seen, group.audiences[0], group.place),
          message:
            "\(group.seen.key) has no \(names) text: \(locales.count == 1 ? "\(names) users" : "their users") "
            + "see \(group.seen.described(from: group.place.file))\(onlyMac)\(byProject)",
          location: group.place, severity: group.severity))
    }
    return findings
  }

  /// Whether a scalar may be a letter of a script other than Latin: not ASCII, Latin, general
  /// punctuation, symbols or emoji.
  static func mayBeAnotherScript(_ value: UInt32) -> Bool {
    switch value {
    case 0..<0x370, 0x1E00...0x1EFF, 0x2000...0x2BFF, 0xFE00...0xFE0F, 0x1F000...0x1FAFF: false
    default: true
    }
  }

  /// A list of locales as a message names it: a long one in part (the related places say all).
  static func named(_ locales: [String]) -> String {
    locales.count <= 6
      ? locales.joined(separator: ", ")
      : locales.prefix(5).joined(separator: ", ") + " and \(locales.count - 5) more locales"
  }

  /// Whether a text of the audience's own table is one they do not read: letters of another
  /// script than theirs, or the English source (the Info.plist's, or the source locale's own
  /// text) copied in untranslated. Only the letters decide: a Latin text whose words do not
  /// say its language passes.
  static func isForeign(
    _ seen: SeenText, to audience: Audience, isEnglish: Bool, source: () -> String?
  ) -> Bool {
    // English people read Latin text: only another script is foreign to them (a cheap test of
    // the scalars first, since most English texts have none beyond Latin and punctuation).
    if isEnglish {
      guard seen.text.unicodeScalars.contains(where: { Self.mayBeAnotherScript($0.value) }) else {
        return false
      }
    }
    guard let written = seen.written, written != .latin,
      seen.reading(by: audience.language) == .unread
    else { return false }
    // English in another Latin language's table is certain only as a copy of the source.
    guard written == .english else { return true }
    let text = TextSpans.trimmed(seen.text)
    if seen.behind.map({ TextSpans.trimmed($0.text) }) == text { return true }
    return source().map(TextSpans.trimmed) == text
  }

  /// The entry the audience lacks, as a unit at the place it belongs, holding the text its
  /// people see instead.
  func missingUnit(_ seen: SeenText, _ audience: Audience, _ place: SourceLocation) -> CheckUnit {
    CheckUnit(
      key: seen.key, permission: Catalog.permissionID(key: seen.key), locale: audience.locale,
      language: audience.language, text: seen.text, file: place.file, origin: place,
      rules: .empty)
  }
}
