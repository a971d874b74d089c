import Foundation

/// Runs every enabled rule on a check input and turns findings into located diagnostics.
enum Linter {
  public static func run(_ input: CheckInput, configuration: CheckConfiguration) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    let copies = sourceCopies(input)
    for ruleType in RuleRegistry.all where !configuration.disabled.contains(ruleType.id) {
      // An opt-in rule runs only when the configuration gives it a level.
      if !ruleType.enabledByDefault && configuration.severities[ruleType.id] == nil { continue }
      let rule = ruleType.init()
      let judgesTheCopy =
        ruleType.id == UntranslatedRule.id || ruleType.id == MissingTranslationRule.id
      for finding in rule.check(input) {
        if let unit = finding.unit, unit.ignores(ruleType.id) { continue }
        if !judgesTheCopy, let unit = finding.unit, copies.contains(ObjectIdentifier(unit)) {
          continue
        }
        // A note stays a note: it names what is not in view yet, whatever the rule's level.
        let severity =
          finding.severity == .note
          ? .note
          : configuration.severities[ruleType.id] ?? finding.severity ?? ruleType.defaultSeverity
        diagnostics.append(diagnostic(finding, rule: ruleType.id, severity: severity))
      }
    }
    return grouped(diagnostics.sorted(by: order), sourceLocale: input.sourceLocale)
  }

  /// Texts of another locale's table that are the source text copied in another language than
  /// the table's (the English source in the Chinese table): what the text says is judged at
  /// the source, and the copy is `untranslated`'s, so no other rule reports it twice.
  static func sourceCopies(_ input: CheckInput) -> Set<ObjectIdentifier> {
    let foreign = input.units.filter {
      $0.writtenIn != $0.language && $0.locale != input.sourceLocale
    }
    guard !foreign.isEmpty else { return [] }
    let sources = input.sourceTexts
    return Set(
      foreign.filter { unit in
        sources[unit.key].map { TextSpans.trimmed($0.text) == TextSpans.trimmed(unit.text) }
          ?? false
      }.map(ObjectIdentifier.init))
  }

  /// One finding per cause: one rule on one key's same text in several tables (a text copied
  /// untranslated into every locale, a key missing from several) is one finding, at the source
  /// locale's place when it is one of them, else the first, with the others as related places.
  /// A finding with a fix stays apart (`--fix` writes each), as do two in one file.
  static func grouped(_ diagnostics: [Diagnostic], sourceLocale: String) -> [Diagnostic] {
    struct Cause: Hashable {
      let rule: String
      let key: String
      let text: String
      let span: Range<Int>?
      let severity: Severity
    }
    var heads: [Cause: Int] = [:]
    var result: [Diagnostic] = []
    // The locales each head's message does not name, in the order met.
    var others: [Int: [String]] = [:]
    result.reserveCapacity(diagnostics.count)
    for diagnostic in diagnostics {
      guard diagnostic.fix == nil, diagnostic.related.isEmpty, let unit = diagnostic.unit,
        unit.isPurposeString
      else {
        result.append(diagnostic)
        continue
      }
      let cause = Cause(
        rule: diagnostic.rule, key: unit.key, text: unit.text, span: diagnostic.span,
        severity: diagnostic.severity)
      guard let head = heads[cause],
        result[head].location.file != diagnostic.location.file,
        !result[head].related.contains(where: { $0.file == diagnostic.location.file })
      else {
        if heads[cause] == nil { heads[cause] = result.count }
        result.append(diagnostic)
        continue
      }
      if unit.locale == sourceLocale && result[head].unit?.locale != sourceLocale {
        var moved = diagnostic
        moved.related = [result[head].location] + result[head].related
        if let locale = result[head].unit?.locale { others[head, default: []].append(locale) }
        result[head] = moved
      } else {
        result[head].related.append(diagnostic.location)
        if unit.locale != result[head].unit?.locale {
          others[head, default: []].append(unit.locale)
        }
      }
    }
    guard result.count < diagnostics.count else { return result }
    // The message names its own locale: the others are named after it.
    for (head, locales) in others {
      var seen: Set<String> = []
      let names = locales.filter { seen.insert($0).inserted }
      guard !names.isEmpty else { continue }
      result[head].message += " (the same in \(names.joined(separator: ", ")))"
    }
    return result.sorted(by: order)
  }

  static func diagnostic(_ finding: Finding, rule: String, severity: Severity) -> Diagnostic {
    var location = finding.location
    var endColumn: Int?
    if location == nil, let unit = finding.unit {
      if let span = finding.span {
        let start = unit.location(ofCharacterAt: span.lowerBound)
        let end = unit.location(ofCharacterAt: span.upperBound)
        location = start
        if end.line == start.line && end.column > start.column && unit.entry != nil {
          endColumn = end.column
        }
      } else {
        location = unit.origin
      }
    }
    return Diagnostic(
      rule: rule, severity: severity, message: HiddenCharacters.escaped(finding.message),
      location: location ?? SourceLocation(file: "-", line: 1, column: 1), endColumn: endColumn,
      unit: finding.unit, span: finding.span, fix: finding.span == nil ? nil : finding.fix,
      related: finding.related, subject: finding.subject)
  }

  static func order(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
    // Field by field rather than as tuples, which copy both strings of both sides.
    if a.location.file != b.location.file { return a.location.file < b.location.file }
    if a.location.line != b.location.line { return a.location.line < b.location.line }
    if a.location.column != b.location.column { return a.location.column < b.location.column }
    return a.rule < b.rule
  }
}
