import Foundation

/// `permcopy draft --from zh-Hans --to zh-Hant`: fills every missing Traditional text by
/// converting the Simplified one with OpenCC (Taiwan phrases), then the locale's own
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
    let project = try ConfigLoader.load(path: configPath)
    for locale in [from, to] where !project.locales.contains(locale) {
      throw InputError(
        "\(locale) is not one of the project's locales \(project.locales)"
          + Suggestion.didYouMean(locale, in: project.locales),
        at: nil)
    }
    guard LocaleNames.resolve(from).language == "zh-Hans" else {
      throw InputError("draft converts from Simplified Chinese: --from zh-Hans", at: nil)
    }
    guard let configuration = ChineseConverter.configuration(for: to),
      let data = project.localeData[to]
    else {
      throw InputError("draft writes zh-Hant (OpenCC s2twp) or zh-HK (s2hk), not \(to)", at: nil)
    }
    let corrections = try LocaleRules.read(data).draftCorrections
    var drafts: [Draft] = []
    for entry in project.permissions where entry.text[to] == nil && entry.purpose[to] == nil {
      let (kind, source): (String, LocatedText)
      if let text = entry.text[from] {
        (kind, source) = ("text", text)
      } else if let purpose = entry.purpose[from] {
        (kind, source) = ("purpose", purpose)
      } else {
        continue
      }
      var text = try ChineseConverter.convert(source.text, configuration: configuration)
      for correction in corrections {
        text = text.replacingOccurrences(of: correction.term, with: correction.use)
      }
      drafts.append(
        Draft(permission: entry.permission.id, kind: kind, source: source.text, text: text))
    }
    guard !drafts.isEmpty else {
      console.err("permcopy: every permission already has \(to) text; nothing to draft")
      return .success
    }
    let configText = try String(contentsOfFile: configPath, encoding: .utf8)
    let (edited, skipped) = try insert(
      drafts, from: from, to: to, into: configText, path: configPath)
    let written = drafts.filter { draft in !skipped.contains { $0.permission == draft.permission } }
    try OutputWriter.writeAtomically(
      .init(
        path: URL(fileURLWithPath: configPath).standardizedFileURL.path, displayPath: configPath,
        data: Data(edited.utf8)))
    // The lock marks the drafts, with the source they were made from.
    let reloaded = try ConfigLoader.load(path: configPath)
    var lock = try TranslationLock.read(path: reloaded.lockPath).updated(for: reloaded)
    lock.markDrafts(written.map { (permission: $0.permission, locale: to) }, in: reloaded)
    try OutputWriter.writeAtomically(
      .init(
        path: reloaded.lockPath, displayPath: ConfigLoader.displayPath(reloaded.lockPath),
        data: Data(lock.text().utf8)))
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

  /// The config text with each draft placed next to its source: a new line under a block
  /// mapping, or a new pair inside a one-line flow mapping. Other layouts are left to the user.
  static func insert(_ drafts: [Draft], from: String, to: String, into text: String, path: String)
    throws
    -> (String, [Draft])
  {
    let tree = try YAMLTree.parse(text, file: path)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var edits: [(line: Int, apply: (inout [String]) -> Void)] = []
    var skipped: [Draft] = []
    guard case .mapping(let permissions, _)? = tree["permissions"] else { return (text, drafts) }
    for draft in drafts {
      guard let pair = permissions.first(where: { Catalog.lookup($0.key)?.id == draft.permission }),
        case .mapping(let fields, let fieldsLocation)? = pair.value[draft.kind],
        let source = fields.first(where: { $0.key == from }),
        source.value.location.line == source.keyLocation.line
      else {
        skipped.append(draft)
        continue
      }
      let lineIndex = source.keyLocation.line - 1
      let line = lines[lineIndex]
      let indent = String(line.prefix { $0 == " " })
      let quoted = YAMLText.quoted(draft.text)
      if line.dropFirst(indent.count).hasPrefix(from + ":")
        && fieldsLocation.line != source.keyLocation.line
      {
        // Block mapping: a line of its own, indented like the source's.
        let nextIsContinuation =
          lineIndex + 1 < lines.count
          && lines[lineIndex + 1].prefix { $0 == " " }.count > indent.count
          && !lines[lineIndex + 1].trimmingCharacters(in: .whitespaces).isEmpty
        if nextIsContinuation {
          skipped.append(draft)
          continue
        }
        edits.append(
          (
            lineIndex,
            {
              $0.insert(
                "\(indent)\(to): \(quoted)   # machine draft: read it, then permcopy accept",
                at: lineIndex + 1)
            }
          ))
      } else if fieldsLocation.line == source.keyLocation.line,
        let close = closingBrace(in: line, after: fieldsLocation.column - 1)
      {
        // One-line flow mapping: a new pair before its closing brace.
        edits.append(
          (
            lineIndex,
            { lines in
              // After the last pair's text, before the spaces that lead to the brace.
              var characters = Array(lines[lineIndex])
              var end = close
              while end > 0 && characters[end - 1] == " " { end -= 1 }
              characters.insert(contentsOf: Array(", \(to): \(quoted)"), at: end)
              lines[lineIndex] = String(characters)
            }
          ))
      } else {
        skipped.append(draft)
      }
    }
    for edit in edits.sorted(by: { $0.line > $1.line }) { edit.apply(&lines) }
    return (lines.joined(separator: "\n"), skipped)
  }

  /// The offset (in characters) of the `}` closing the flow mapping opened at `start`, outside
  /// quoted strings, on one line.
  static func closingBrace(in line: String, after start: Int) -> Int? {
    var depth = 0
    var quote: Character?
    var previous: Character = " "
    for (offset, character) in line.enumerated() where offset >= start {
      if let open = quote {
        if character == open && previous != "\\" { quote = nil }
      } else if character == "\"" || character == "'" {
        quote = character
      } else if character == "{" {
        depth += 1
      } else if character == "}" {
        depth -= 1
        if depth == 0 { return offset }
      }
      previous = character
    }
    return nil
  }
}
