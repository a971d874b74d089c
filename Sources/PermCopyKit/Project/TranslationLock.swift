import Foundation

/// `permcopy.lock`: for every translated purpose string, a fingerprint of the source-locale text
/// it was made from and of the translation itself.
///
/// A translation is stale when the source text changed and the translation did not. `build`
/// records new translations and translations that changed (a translator updated them), and
/// keeps the entries of stale ones; `accept` records the current texts as they are. One line per
/// translation, sorted, so that the file merges cleanly in git.
struct TranslationLock: Sendable, Equatable {
  public struct Entry: Sendable, Equatable {
    public let source: String
    public let translation: String
    /// A machine draft (`permcopy draft`) nobody has accepted yet.
    public var draft = false
  }

  /// A translation in a project: what the lock is about.
  public struct Translation: Sendable {
    public let permission: String
    public let locale: String
    public let source: LocatedText
    public let translation: LocatedText
    public var slot: String { "\(permission) \(locale)" }
  }

  public static let fileName = "permcopy.lock"

  /// "permission locale" → fingerprints.
  public private(set) var entries: [String: Entry] = [:]

  public init() {}

  /// FNV-1a, 64 bits, in hex: stable across machines and Swift versions.
  public static func fingerprint(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  static func fingerprint(_ text: LocatedText) -> String { fingerprint(text.text) }

  /// Reads the lock next to a config; a missing file is an empty lock.
  public static func read(path: String) throws -> TranslationLock {
    let display = ConfigLoader.displayPath(path)
    // Missing: an empty lock. Unreadable: an error, or every stale translation would vanish.
    guard let data = try FileBytes.readIfPresent(path, display: display) else {
      return TranslationLock()
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw InputError(
        "\(display) is not UTF-8 text", at: SourceLocation(file: display, line: 1, column: 1))
    }
    var lock = TranslationLock()
    for (number, line) in text.textLines().enumerated() {
      let trimmed = TextSpans.trimmedHorizontally(line)
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      let fields = trimmed.split(separator: " ").map(String.init)
      guard fields.count == 4 || (fields.count == 5 && fields[4] == "draft"), fields[2].count == 16,
        fields[3].count == 16
      else {
        throw InputError(
          "\(display) line \(number + 1) is not 'permission locale source translation' "
            + "(resolve a merge conflict, or delete the line and run `permcopy accept`)",
          at: SourceLocation(file: display, line: number + 1, column: 1))
      }
      lock.entries["\(fields[0]) \(fields[1])"] = Entry(
        source: fields[2], translation: fields[3], draft: fields.count == 5)
    }
    return lock
  }

  public func text() -> String {
    var out = "# \(GeneratedFile.marker): which source text each translation was made from.\n"
    out +=
      "# Commit it. Columns: permission, locale, source fingerprint, translation fingerprint,\n"
    out += "# and `draft` for a machine draft nobody has accepted yet.\n"
    for slot in entries.keys.sorted() {
      let entry = entries[slot]!
      out += "\(slot) \(entry.source) \(entry.translation)\(entry.draft ? " draft" : "")\n"
    }
    return out
  }

  /// Every translated purpose string of a project: a source-locale text and one in another locale.
  public static func translations(of project: Project) -> [Translation] {
    var result: [Translation] = []
    for entry in project.permissions {
      guard let source = entry.text[project.sourceLocale] ?? entry.purpose[project.sourceLocale]
      else { continue }
      for locale in project.locales where locale != project.sourceLocale {
        guard let translation = entry.text[locale] ?? entry.purpose[locale] else { continue }
        result.append(
          Translation(
            permission: entry.permission.id, locale: locale, source: source,
            translation: translation))
      }
    }
    return result
  }

  /// Translations whose source changed while they did not.
  public func stale(in project: Project) -> [Translation] {
    Self.translations(of: project).filter { translation in
      guard let entry = entries[translation.slot] else { return false }
      return entry.source != Self.fingerprint(translation.source)
        && entry.translation == Self.fingerprint(translation.translation)
    }
  }

  /// Machine drafts whose text nobody has changed or accepted since.
  public func drafts(in project: Project) -> [Translation] {
    Self.translations(of: project).filter { translation in
      guard let entry = entries[translation.slot], entry.draft else { return false }
      return entry.translation == Self.fingerprint(translation.translation)
    }
  }

  /// The review state of every translation a reviewer still has to read, by slot
  /// ("permission locale"), decided once for every output: String Catalog states, XLIFF states
  /// and `check` all read this. A machine draft that has also gone stale is a machine draft.
  public func reviewStates(in project: Project) -> [String: ReviewState] {
    var states: [String: ReviewState] = [:]
    for translation in stale(in: project) { states[translation.slot] = .stale }
    for translation in drafts(in: project) { states[translation.slot] = .machineDraft }
    return states
  }

  /// The slots of stale translations and unaccepted machine drafts.
  public func slotsNeedingReview(in project: Project) -> Set<String> {
    Set(reviewStates(in: project).keys)
  }

  /// Marks the current texts of these translations (permission, locale) as machine drafts.
  public mutating func markDrafts(
    _ slots: [(permission: String, locale: String)], in project: Project
  ) {
    for translation in Self.translations(of: project)
    where slots.contains(where: {
      $0.permission == translation.permission && $0.locale == translation.locale
    }) {
      entries[translation.slot] = Entry(
        source: Self.fingerprint(translation.source),
        translation: Self.fingerprint(translation.translation),
        draft: true)
    }
  }

  /// Records translations a translator returned (`import-xliff`), each with the source-locale
  /// sentence it was made from. When that is still the project's source, the translation is up
  /// to date; when the source changed after the export, the entry keeps the older sentence's
  /// fingerprint, so the translation shows as stale.
  public mutating func recordReturned(
    _ returned: [(permission: String, locale: String, madeFromCurrentSource: Bool, source: String)],
    in project: Project
  ) {
    for translation in Self.translations(of: project) {
      guard
        let made = returned.first(where: {
          $0.permission == translation.permission && $0.locale == translation.locale
        })
      else { continue }
      entries[translation.slot] = Entry(
        source: made.madeFromCurrentSource
          ? Self.fingerprint(translation.source) : Self.fingerprint(made.source),
        translation: Self.fingerprint(translation.translation))
    }
  }

  /// What `build` records: new translations and changed ones; stale entries stay as they are,
  /// and entries of translations that no longer exist go.
  public func updated(for project: Project) -> TranslationLock {
    var lock = TranslationLock()
    for translation in Self.translations(of: project) {
      let current = Entry(
        source: Self.fingerprint(translation.source),
        translation: Self.fingerprint(translation.translation))
      if let entry = entries[translation.slot], entry.translation == current.translation {
        lock.entries[translation.slot] = entry
      } else {
        lock.entries[translation.slot] = current
      }
    }
    return lock
  }

  /// What `accept` records: the current texts of the chosen translations, stale or not.
  public func accepting(
    _ project: Project, locale: String?, permissions: Set<String>
  ) -> (lock: TranslationLock, accepted: [Translation]) {
    var lock = updated(for: project)
    var accepted: [Translation] = []
    for translation in Self.translations(of: project) {
      if let locale, translation.locale != locale { continue }
      if !permissions.isEmpty && !permissions.contains(translation.permission) { continue }
      let current = Entry(
        source: Self.fingerprint(translation.source),
        translation: Self.fingerprint(translation.translation))
      if lock.entries[translation.slot] != current { accepted.append(translation) }
      lock.entries[translation.slot] = current
    }
    return (lock, accepted)
  }
}
