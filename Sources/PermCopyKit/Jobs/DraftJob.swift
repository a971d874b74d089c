import Foundation

/// `permcopy draft --from zh-Hans --to zh-Hant` (or `--to zh-HK`, or `--from zh-Hant --to
/// zh-HK`): fills every missing Traditional text by converting the source with OpenCC
/// (Taiwan phrases, Hong Kong variants), then the locale's own
/// corrections (Apple's Taiwan terms win: 權限, not 許可權; 取用 for access). Drafts go into
/// permcopy.yml next to the text they come from, and permcopy.lock marks them, so `check`
/// reports them (`machine-draft`) until a person edits or accepts them.
public enum DraftJob {
  public struct Draft: Sendable {
    public let permission: String
    public let kind: String
    public let source: String
    public let text: String
  }

  public static func run(
    configPath: String, from: String, to: String, console: Console = .standard
  ) throws -> ExitStatus {
    let configPath = ProjectConfig.locate(configPath, console: console)
    let project = try ConfigLoader.load(path: configPath)
    for locale in [from, to] where !project.locales.contains(locale) {
      throw InputError(
        "\(locale) is not one of the project's locales \(project.locales)"
          + Suggestion.didYouMean(locale, in: project.locales),
        at: nil)
    }
    // Simplified drafts into Taiwan or Hong Kong copy; Taiwan copy into Hong Kong copy too
    // (t2hk on the Taiwan text, then Hong Kong's words for Taiwan's from the locale data).
    let fromTaiwan = LocaleNames.resolve(from).language == "zh-Hant" && from != "zh-HK"
    guard LocaleNames.resolve(from).language == "zh-Hans" || (fromTaiwan && to == "zh-HK") else {
      throw InputError(
        "draft converts from Simplified Chinese (--from zh-Hans), or from zh-Hant into zh-HK",
        at: nil)
    }
    guard
      let configuration = fromTaiwan ? "t2hk.json" : ChineseConverter.configuration(for: to),
      let data = project.localeData[to]
    else {
      throw InputError("draft writes zh-Hant (OpenCC s2twp) or zh-HK (s2hk), not \(to)", at: nil)
    }
    let rules = try LocaleRules.read(data)
    var drafts: [Draft] = []
    var notChinese: [String] = []
    for entry in project.permissions where entry.text[to] == nil && entry.purpose[to] == nil {
      let (kind, source): (String, LocatedText)
      if let text = entry.text[from] {
        (kind, source) = ("text", text)
      } else if let purpose = entry.purpose[from] {
        (kind, source) = ("purpose", purpose)
      } else {
        continue
      }
      // A source left in English (or any Latin text) is no Chinese to convert.
      switch WrittenLanguage.of(source.text) {
      case .english, .latin:
        notChinese.append(entry.permission.id)
        continue
      default: break
      }
      let converted = try ChineseConverter.convert(source.text, configuration: configuration)
      let text = regionalized(converted, rules: rules, locale: to)
      drafts.append(
        Draft(permission: entry.permission.id, kind: kind, source: source.text, text: text))
    }
    for permission in notChinese {
      console.err("permcopy: the \(from) text of \(permission) is not Chinese; not drafted")
    }
    guard !drafts.isEmpty else {
      console.err("permcopy: every permission already has \(to) text; nothing to draft")
      return .success
    }
    let configText = try String(contentsOfFile: configPath, encoding: .utf8)
    let (edited, skipped) = insert(
      drafts, to: to, sourceLocale: project.sourceLocale, into: configText, path: configPath)
    let written = drafts.filter { draft in !skipped.contains { $0.permission == draft.permission } }
    // The lock marks the drafts, with the source they were made from. It is written first: an
    // interruption before the config is written leaves marks for drafts that are not there
    // (dropped by the next build), never drafts without their marks, which a build would
    // record as reviewed translations.
    let configURL = URL(fileURLWithPath: configPath).standardizedFileURL
    let reloaded = try ConfigLoader.load(
      text: edited, path: configPath, baseDirectory: configURL.deletingLastPathComponent())
    var lock = try TranslationLock.read(path: reloaded.lockPath).updated(for: reloaded)
    lock.markDrafts(written.map { (permission: $0.permission, locale: to) }, in: reloaded)
    try OutputWriter.writeAtomically(
      .init(
        path: reloaded.lockPath, displayPath: ConfigLoader.displayPath(reloaded.lockPath),
        data: Data(lock.text().utf8)))
    try OutputWriter.writeAtomically(
      .init(path: configURL.path, displayPath: configPath, data: Data(edited.utf8)))
    for draft in written { console.out("drafted  \(draft.permission) \(to): \(draft.text)") }
    for draft in skipped {
      console.err(
        "permcopy: could not place the \(to) draft of \(draft.permission) in \(configPath); add it by hand: \(draft.text)"
      )
    }
    console.err(
      "permcopy: \(written.count) machine draft\(written.count == 1 ? "" : "s"); read them, then `permcopy accept --locale \(to)`"
    )
    return .success
  }

  /// The draft in the target's own words: Apple's terms (`draft-corrections`: 權限, 取用) and
  /// every word `regional-term` knows (視頻 → 影片, 視頻通話 → 視訊通話 as a whole), each
  /// replaced only as a word of its own (拜訪問候 keeps its 訪問), so a draft never fails the
  /// tool's own check.
  static func regionalized(_ text: String, rules: LocaleRules, locale: String) -> String {
    var text = text
    for list in [rules.draftCorrections, rules.regionalTerms] where !list.isEmpty {
      let characters = Array(text)
      // The words `regional-term` would report, each replaced once.
      var taken: [(range: Range<Int>, use: String)] = []
      for (range, term) in RegionalTermRule.asWords(
        list, in: text, exceptions: rules.regionalExceptions, locale: locale)
      where !taken.contains(where: { $0.range.overlaps(range) }) {
        taken.append((range, term.use))
      }
      var edited = characters
      for (range, use) in taken.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
        // A Latin word brought in beside Han is spaced as Apple writes it (掃描 QR 碼).
        var words = Array(use)
        if let first = words.first, TextSpans.isLatinOrDigit(first), range.lowerBound > 0,
          TextSpans.isHan(characters[range.lowerBound - 1])
        {
          words.insert(" ", at: 0)
        }
        if let last = words.last, TextSpans.isLatinOrDigit(last),
          range.upperBound < characters.count,
          TextSpans.isHan(characters[range.upperBound])
        {
          words.append(" ")
        }
        edited.replaceSubrange(range, with: words)
      }
      text = String(edited)
    }
    return text
  }

  /// The config text with each draft in place (a new line under a block mapping, a new pair
  /// in a flow mapping), and the drafts whose place the layout does not allow.
  static func insert(
    _ drafts: [Draft], to: String, sourceLocale: String, into text: String, path: String
  )
    -> (String, [Draft])
  {
    var editor = ConfigEditor(text: text, path: path)
    var skipped: [Draft] = []
    for draft in drafts {
      let field: ConfigEditor.Field = draft.kind == "text" ? .text : .purpose
      let placed = editor.set(
        field, permission: draft.permission, locale: to, sourceLocale: sourceLocale,
        to: draft.text, note: "machine draft: read it, then permcopy accept")
      if !placed { skipped.append(draft) }
    }
    return (editor.text, skipped)
  }
}
