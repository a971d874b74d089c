import Foundation

/// `permcopy import-xliff FILE…`: merges the targets translators return into permcopy.yml and
/// records them in permcopy.lock.
///
/// Every file is read before anything changes: one malformed file stops the import (exit 2).
/// Units it cannot take (unknown ids, empty targets, a file for a locale the project does not
/// have) are reported with their place and refused; the rest are merged, and the exit status is
/// 1 when anything was refused.
public enum ImportXliffJob {
  /// A target that passed every check.
  struct Returned {
    /// Position among the targets taken: it tells units apart, even two reported at one place.
    let order: Int
    let permission: String
    let key: String
    let locale: String
    let target: String
    /// The source sentence the translator saw.
    let source: String?
    let state: String?
    let location: SourceLocation
    /// The translator saw the project's current source sentence.
    var fromCurrentSource = true
  }

  struct Refusal: Error {
    let location: SourceLocation
    let message: String
  }

  /// Why none of an XLIFF `<file>`'s units can be taken.
  struct FileProblem: Error {
    let message: String
  }

  /// Target states that say a person finished the translation.
  static let finishedStates: Set<String> = ["translated", "final", "signed-off"]

  public static func run(configPath: String, files: [String], console: Console = .standard)
    throws -> ExitStatus
  {
    let configPath = ProjectConfig.locate(configPath, console: console)
    let project = try ConfigLoader.load(path: configPath)
    var errors = ErrorCollector()
    var documents: [XliffReader.Document] = []
    for file in files {
      do {
        documents.append(try XliffReader.read(path: file, display: ConfigLoader.displayPath(file)))
      } catch let error as InputError {
        errors.add(error)
      }
    }
    try errors.throwIfAny()

    var (returned, refused, notes) = sort(documents, for: project)
    let lock = try TranslationLock.read(path: project.lockPath)
    var (changes, confirmed, unchanged) = try classify(returned, in: project, lock: lock)
    returned = changes + confirmed

    var merged = project
    if !changes.isEmpty {
      let configText = try String(contentsOfFile: configPath, encoding: .utf8)
      let (text, project, unplaced) = try merge(changes, into: configText, of: project)
      for unit in unplaced {
        refused.append(
          Refusal(
            location: unit.location,
            message:
              "could not place \(unit.key) \(unit.locale) in \(configPath) without disturbing "
              + "its layout; add it by hand: \(YAMLText.quoted(unit.target))"))
      }
      changes.removeAll { unit in unplaced.contains { $0.order == unit.order } }
      returned = changes + confirmed
      merged = project
      if !changes.isEmpty {
        try OutputWriter.writeAtomically(
          .init(
            path: URL(fileURLWithPath: configPath).standardizedFileURL.path,
            displayPath: configPath, data: Data(text.utf8)))
      }
    }
    if !returned.isEmpty {
      var updated = lock.updated(for: merged)
      updated.recordReturned(
        returned.map {
          (
            permission: $0.permission, locale: $0.locale,
            madeFromCurrentSource: $0.fromCurrentSource, source: $0.source ?? ""
          )
        }, in: merged)
      if updated != lock {
        try OutputWriter.writeAtomically(
          .init(
            path: merged.lockPath, displayPath: ConfigLoader.displayPath(merged.lockPath),
            data: Data(updated.text().utf8)))
      }
    }

    for unit in changes { console.out("imported   \(unit.key) \(unit.locale): \(unit.target)") }
    for unit in confirmed { console.out("confirmed  \(unit.key) \(unit.locale)") }
    for unit in changes where !unit.fromCurrentSource {
      notes.append(
        "\(unit.location): note: \(unit.key) \(unit.locale) was translated from an older "
          + "\(project.sourceLocale) text; `permcopy check` reports it as stale until it is "
          + "updated or accepted")
    }
    for note in notes { console.err(note) }
    for refusal in refused {
      console.err("\(refusal.location): error: refused: \(refusal.message)")
    }
    console.err(
      "permcopy: \(changes.count) imported, \(confirmed.count) confirmed, \(unchanged) unchanged, "
        + "\(refused.count) refused")
    return refused.isEmpty ? .success : .findings
  }

  /// What each target means against the project: a change; a confirmation (the same text,
  /// marked finished, for a translation the lock holds as stale or a draft); or nothing new.
  static func classify(_ units: [Returned], in project: Project, lock: TranslationLock) throws
    -> (changes: [Returned], confirmed: [Returned], unchanged: Int)
  {
    let rendered = try Renderer.render(project)
    let reviewed = lock.slotsNeedingReview(in: project)
    var changes: [Returned] = []
    var confirmed: [Returned] = []
    var unchanged = 0
    for var unit in units {
      let current = rendered.purposeString(unit.permission, unit.locale)?.text
      let currentSource = rendered.purposeString(unit.permission, project.sourceLocale)?.text
      unit.fromCurrentSource = unit.source == nil || unit.source == currentSource
      if unit.target != current {
        changes.append(unit)
      } else if unit.state.map(finishedStates.contains) == true, unit.fromCurrentSource,
        reviewed.contains("\(unit.permission) \(unit.locale)")
      {
        confirmed.append(unit)
      } else {
        unchanged += 1
      }
    }
    return (changes, confirmed, unchanged)
  }

  // MARK: - Sorting the units

  /// Splits the units of every file into targets to take and refusals; units of other tables
  /// (an Xcode export holds Localizable.strings too) are only noted.
  static func sort(_ documents: [XliffReader.Document], for project: Project)
    -> (returned: [Returned], refused: [Refusal], notes: [String])
  {
    var returned: [Returned] = []
    var refused: [Refusal] = []
    var notes: [String] = []
    let targetLocales = project.locales.filter { $0 != project.sourceLocale }
    for document in documents {
      var fileProblems: [String: (location: SourceLocation, count: Int)] = [:]
      var skipped: [String: (location: SourceLocation, count: Int)] = [:]
      for unit in document.units {
        if let original = unit.original, !isInfoPlistTable(original) {
          skipped[original, default: (unit.location, 0)].count += 1
          continue
        }
        let locale: String
        switch targetLocale(of: unit, in: project, choices: targetLocales) {
        case .failure(let problem):
          fileProblems[problem.message, default: (unit.location, 0)].count += 1
          continue
        case .success(let found):
          locale = found
        }
        switch check(unit, project: project) {
        case .failure(let refusal): refused.append(refusal)
        case .success(let (permission, key, target)):
          returned.append(
            Returned(
              order: returned.count, permission: permission, key: key, locale: locale,
              target: target,
              source: unit.source.map(unwrapped), state: unit.state, location: unit.location))
        }
      }
      for (problem, first) in fileProblems.sorted(by: {
        $0.value.location.line < $1.value.location.line
      }) {
        refused.append(
          Refusal(
            location: first.location,
            message: "\(first.count) unit\(first.count == 1 ? "" : "s"): \(problem)"))
      }
      for (original, first) in skipped.sorted(by: {
        $0.value.location.line < $1.value.location.line
      }) {
        notes.append(
          "\(first.location): note: skipped \(first.count) unit\(first.count == 1 ? "" : "s") of "
            + "\(original), which is not the InfoPlist table")
      }
    }
    return (deduplicated(returned, refused: &refused), refused, notes)
  }

  /// An XLIFF `<file>` for the app's purpose strings: Xcode names it after the strings table.
  static func isInfoPlistTable(_ original: String) -> Bool {
    let name = original.split(separator: "/").last.map(String.init) ?? original
    return name == "InfoPlist.strings" || name == "InfoPlist.xcstrings"
  }

  /// The project locale an XLIFF language names: `zh-Hant`, `zh-TW` and `zh_Hant` are one.
  static func projectLocale(_ language: String, in project: Project) -> String? {
    let resolved = LocaleNames.resolve(language).locale
    return project.locales.first { $0 == language }
      ?? project.locales.first { LocaleNames.resolve($0).locale == resolved }
  }

  /// The project locale a unit's `<file>` translates into, or why its units cannot be taken.
  static func targetLocale(of unit: XliffReader.Unit, in project: Project, choices: [String])
    -> Result<String, FileProblem>
  {
    let choices = choices.joined(separator: ", ")
    guard let language = unit.targetLanguage, !language.isEmpty else {
      return .failure(
        FileProblem(
          message: "its <file> gives no target-language; the project translates into \(choices)"))
    }
    if let source = unit.sourceLanguage,
      projectLocale(source, in: project) != project.sourceLocale
    {
      return .failure(
        FileProblem(
          message: "the source-language is \(source), but the project's source locale is "
            + project.sourceLocale))
    }
    guard let locale = projectLocale(language, in: project) else {
      return .failure(
        FileProblem(
          message: "the target-language \(language) is not a locale of this project (\(choices))"))
    }
    guard locale != project.sourceLocale else {
      return .failure(
        FileProblem(message: "the target-language \(language) is the project's source locale"))
    }
    return .success(locale)
  }

  /// A unit's permission, key and target, or why it cannot be taken.
  static func check(_ unit: XliffReader.Unit, project: Project)
    -> Result<(String, String, String), Refusal>
  {
    func refuse(_ message: String) -> Result<(String, String, String), Refusal> {
      .failure(Refusal(location: unit.location, message: message))
    }
    guard let id = unit.id, !id.isEmpty else { return refuse("a trans-unit without an id") }
    let keys = project.permissions.compactMap(\.permission.key)
    guard
      let permission = Catalog.permission(key: id)
        ?? project.permissions.first(where: { $0.permission.key == id })?.permission,
      permission.key == id
    else {
      return refuse(
        "unknown unit id \(id): not a purpose-string key" + Suggestion.didYouMean(id, in: keys))
    }
    guard project.permissions.contains(where: { $0.permission.id == permission.id }) else {
      return refuse(
        "\(id) (\(permission.id)) is not a permission of this project; add it to permcopy.yml "
          + "first")
    }
    guard let target = unit.target.map(unwrapped),
      !target.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    else {
      return refuse("\(id) has an empty target\(unit.state.map { " (state \($0))" } ?? "")")
    }
    // Some tools fill an untranslated target with the source text.
    if ["new", "needs-translation"].contains(unit.state),
      target == unit.source.map(unwrapped)
    {
      return refuse(
        "\(id): the target is a copy of the source, in state \(unit.state ?? ""); not a translation"
      )
    }
    if unit.targetHasMarkup {
      return refuse(
        "\(id): the target holds inline elements (<g>, <x/>…); a purpose string is plain text")
    }
    if LatinSpacing.holdsMarks(target) {
      return refuse("\(id): the target contains the noncharacter U+FDD0 or U+FDD1")
    }
    return .success((permission.id, id, target))
  }

  /// The text without the line breaks and indentation a tool that re-indents XML puts around
  /// it; spaces on the text's own line stay, since they may be the writer's.
  static func unwrapped(_ text: String) -> String {
    var scalars = Substring(text).unicodeScalars[...]
    let leading = scalars.prefix { CharacterSet.whitespacesAndNewlines.contains($0) }
    if leading.contains(where: CharacterSet.newlines.contains) {
      scalars = scalars.dropFirst(leading.count)
    }
    let trailing = scalars.reversed().prefix { CharacterSet.whitespacesAndNewlines.contains($0) }
    if trailing.contains(where: CharacterSet.newlines.contains) {
      scalars = scalars.dropLast(trailing.count)
    }
    return String(String.UnicodeScalarView(scalars))
  }

  /// One target per permission and locale: the same text twice is one; different texts for
  /// one unit are all refused, since nobody can tell which is meant.
  static func deduplicated(_ units: [Returned], refused: inout [Refusal]) -> [Returned] {
    var result: [Returned] = []
    var seen: [String: [Returned]] = [:]
    for unit in units { seen["\(unit.permission) \(unit.locale)", default: []].append(unit) }
    for unit in units {
      let group = seen["\(unit.permission) \(unit.locale)"]!
      if Set(group.map(\.target)).count > 1 {
        let others = group.filter { $0.order != unit.order }.map(\.location.description)
        refused.append(
          Refusal(
            location: unit.location,
            message:
              "\(unit.key) \(unit.locale) has another target at \(others.joined(separator: ", "))"))
      } else if group.first?.order == unit.order {
        result.append(unit)
      }
    }
    return result
  }

  // MARK: - Merging

  /// The config text with every change in place as the locale's `text`, the project it loads
  /// to, and the changes the layout did not allow. A purpose phrase the locale has stays: it
  /// still fills the denied guide's message, which the translator did not see.
  static func merge(_ changes: [Returned], into configText: String, of project: Project)
    throws -> (String, Project, [Returned])
  {
    var editor = ConfigEditor(text: configText, path: project.configPath)
    var unplaced: [Returned] = []
    for unit in changes {
      let placed = editor.set(
        .text, permission: unit.permission, locale: unit.locale,
        sourceLocale: project.sourceLocale, to: unit.target)
      if !placed { unplaced.append(unit) }
    }
    let merged = try ConfigLoader.load(
      text: editor.text, path: project.configPath, baseDirectory: project.baseDirectory)
    // The proof that each purpose string now reads exactly as the translator wrote it.
    let rendered = try Renderer.render(merged)
    for unit in changes where !unplaced.contains(where: { $0.order == unit.order }) {
      guard rendered.purposeString(unit.permission, unit.locale)?.text == unit.target else {
        throw InputError(
          "could not merge \(unit.key) \(unit.locale) into \(project.configPath) exactly; "
            + "nothing was written", at: unit.location)
      }
    }
    return (editor.text, merged, unplaced)
  }
}
