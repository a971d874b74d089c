import Foundation

/// `permcopy check`: a permcopy project, or the `.strings`, `.xcstrings` and `Info.plist` files
/// of any app, against every rule; reports in one or several formats.
public enum CheckJob {
  public enum ColorChoice: String, Sendable, CaseIterable {
    case auto
    case always
    case never
  }

  public struct Options: Sendable, Equatable {
    public var configPath = ConfigLoader.defaultFileName
    /// Files mode when not empty.
    public var paths: [String] = []
    public var format = TextReporter.name
    /// `FORMAT:PATH` reports written besides the one on standard output.
    public var reports: [String] = []
    public var strict = false
    public var disabled: [String] = []
    /// `rule=level` overrides.
    public var severities: [String] = []
    public var sourceLocale: String?
    public var deploymentTarget: String?
    /// Purpose keys the team declares valid although Apple does not document them.
    public var knownKeys: [String] = []
    /// Record today's findings in this file (and report nothing new).
    public var writeBaseline: String?
    /// Report only the findings this baseline file does not record.
    public var baseline: String?
    /// Apply the mechanical fixes to the app's `.strings` files, then report what is left.
    public var fix = false
    public var color = ColorChoice.auto
    /// Standard output shows only the findings that fail the check, and no summary.
    public var quiet = false
    /// `permcopy scan`: only the source scan's rules run (and `empty-text`).
    public var scanOnly = false

    public init() {}
  }

  /// How many times `--fix` applies what is left at most: each pass reads the files again.
  static let fixPasses = 4

  public static func run(_ options: Options, console: Console = .standard) throws -> ExitStatus {
    var options = options
    if options.paths.isEmpty {
      options.configPath = ProjectConfig.locate(options.configPath, console: console)
    }
    var result = try check(options)
    if options.fix {
      guard !options.paths.isEmpty || LintSettings.isLintOnly(path: options.configPath) else {
        throw InputError(
          "--fix edits an app's .strings files (check PATH… --fix); in a permcopy project, "
            + "change permcopy.yml and run `permcopy build`", at: nil)
      }
      // A fix can make another (a comma made `，` leaves a space a second pass removes): passes
      // run until one changes nothing, a few at most.
      var fixed: [String: Int] = [:]
      var skipped: [String: String] = [:]
      for _ in 0..<Self.fixPasses {
        let outcome = try FixJob.apply(
          result.diagnostics,
          roots: options.paths.isEmpty
            ? [options.configPath.deletingLastPathComponent] : options.paths)
        for (file, count) in outcome.fixed { fixed[file, default: 0] += count }
        for (file, reason) in outcome.skipped { skipped[file] = reason }
        result = try check(options)
        if !outcome.fixed.contains(where: { $0.count > 0 }) { break }
      }
      for (file, count) in fixed.sorted(by: { $0.key < $1.key }) where count > 0 {
        console.err("fixed    \(file) (\(count) change\(count == 1 ? "" : "s"))")
      }
      for (file, reason) in skipped.sorted(by: { $0.key < $1.key }) {
        console.err("permcopy: \(file) was not fixed: \(reason)")
      }
    }
    if let path = options.writeBaseline {
      try refuseBaselineTarget(path, options: options, result: result)
      let baseline = Baseline(result.diagnostics, folder: path.deletingLastPathComponent)
      try OutputWriter.writeAtomically(
        .init(
          path: URL(fileURLWithPath: path).standardizedFileURL.path,
          displayPath: ConfigLoader.displayPath(path), data: Data(baseline.text().utf8)))
      console.err(
        "permcopy: recorded \(baseline.count) finding\(baseline.count == 1 ? "" : "s") in \(path); "
          + "`check --baseline \(path)` reports only new ones")
      return .success
    }
    if let path = options.baseline {
      let display = ConfigLoader.displayPath(path)
      let text = String(decoding: try FileBytes.read(path, display: display), as: UTF8.self)
      let baseline = try Baseline.parse(
        text, file: display, folder: path.deletingLastPathComponent)
      let (new, stale) = baseline.matching(result.diagnostics)
      let excused = result.diagnostics.count - new.count
      let settingsFile = result.settingsFile
      result = CheckResult(
        diagnostics: new, textsByInput: result.textsByInput, files: result.files,
        strict: result.strict)
      result.settingsFile = settingsFile
      if excused > 0 && !options.quiet {
        console.err(
          "permcopy: \(excused) finding\(excused == 1 ? "" : "s") in the baseline \(display) not shown"
        )
      }
      // Entries that excuse nothing are findings fixed (or texts changed): say so, so a
      // baseline that no longer matches this app never passes in silence.
      if stale > 0 && !options.quiet {
        console.err(
          "permcopy: \(stale) entr\(stale == 1 ? "y" : "ies") of the baseline \(display) "
            + "match\(stale == 1 ? "es" : "") no "
            + "finding (fixed, or the text changed); `check --write-baseline \(display)` records "
            + "today's")
      }
    }
    let color: Bool
    switch options.color {
    case .always: color = true
    case .never: color = false
    case .auto: color = Terminal.wantsColor
    }
    let reports = try reportTargets(options)
    try refuseOverwritingInputs(reports, options: options, result: result)
    guard
      let primary = options.quiet && options.format == TextReporter.name
        ? TextReporter(color: color, summary: false)
        : Reporters.reporter(named: options.format, color: color)
    else {
      throw InputError(
        "unknown format '\(options.format)'"
          + Suggestion.didYouMean(options.format, in: Reporters.names)
          + "; use \(Reporters.names.joined(separator: ", "))", at: nil)
    }
    for (reporter, path) in reports {
      let data = Data(reporter.report(result).utf8)
      try OutputWriter.writeAtomically(
        .init(
          path: URL(fileURLWithPath: path).standardizedFileURL.path, displayPath: path, data: data))
    }
    var shown = result
    if options.quiet {
      shown = CheckResult(
        diagnostics: result.diagnostics.filter(result.fails), textsByInput: result.textsByInput,
        files: result.files, strict: result.strict)
      shown.settingsFile = result.settingsFile
    }
    // The report is printed without its last newline, dropped in place (no copy of it).
    var text = primary.report(shown)
    if !text.isEmpty {
      if text.hasSuffix("\n") { text.removeLast() }
      console.out(text)
    }
    kept.keep(result)
    return result.status
  }

  /// The result `run` reported last, kept rather than freed: the command ends right after, and
  /// freeing a monorepo's findings and texts one by one took longer than writing its report.
  private static let kept = KeptResult()

  private final class KeptResult: @unchecked Sendable {
    private let lock = NSLock()
    private var result: CheckResult?

    func keep(_ result: CheckResult) {
      lock.lock()
      self.result = result
      lock.unlock()
    }
  }

  /// Runs the check and returns what it found, without printing.
  public static func check(_ options: Options) throws -> CheckResult {
    var files: [String]
    var checked: [(diagnostics: [Diagnostic], texts: [CheckedText])]
    var options = options
    // The permcopy.yml whose rules and settings apply, named in the summary.
    var settingsFile: String?
    // A lint-only permcopy.yml (rules and check settings, no permissions) checks the files of
    // the folder it is in.
    if options.paths.isEmpty && LintSettings.isLintOnly(path: options.configPath) {
      options.paths = [options.configPath.deletingLastPathComponent]
    }
    if options.paths.isEmpty {
      let model = try ProjectModel.load(path: options.configPath)
      let configuration = try configured(
        CheckConfiguration(model.project.ruleSettings), options: options)
      let input = try ProjectInput.input(model)
      checked = [
        (Linter.run(input, configuration: configuration), input.units.map(CheckedText.init))
      ]
      files = [ConfigLoader.displayPath(options.configPath)]
      settingsFile = ConfigLoader.displayPath(options.configPath)
    } else {
      var fileOptions = ModelInput.Options()
      var settings = CheckConfiguration()
      // A permcopy.yml up the folders gives rules and check settings; flags override it.
      let lint = try LintSettings.find(from: FileManager.default.currentDirectoryPath).map(
        LintSettings.load(path:))
      if let lint {
        settingsFile = ConfigLoader.displayPath(lint.path)
        settings = try CheckConfiguration(lint.ruleSettings)
        fileOptions.sourceLocale = lint.sourceLocale
        fileOptions.deploymentTarget = lint.deploymentTarget
        fileOptions.latinSpacing = lint.latinSpacing
      }
      let configuration = try configured(settings, options: options)
      fileOptions.knownKeys = Set(options.knownKeys + (lint?.knownKeys ?? []))
      fileOptions.sourceLocale = options.sourceLocale ?? fileOptions.sourceLocale
      if let target = options.deploymentTarget {
        guard let version = OSVersion(parsing: target) else {
          throw InputError("'\(target)' is not an iOS version such as 16.0", at: nil)
        }
        fileOptions.deploymentTarget = version
      }
      // The Swift and Objective-C sources are scanned for protected APIs in the same walk.
      let plan = try AppLoader.plan(
        paths: options.paths, skipping: lint?.skip ?? [], scanSources: true)
      BuiltInRules.prepare(plan.likelyLanguages)
      // Each target is read, merged, checked and let go on one core: memory holds the texts of
      // the apps being checked, never every app of a monorepo.
      let options = fileOptions
      let results = Parallel.map(Array(plan.targets.indices)) { index in
        plan.target(at: index).map { target in
          target.map { target in
            let input = ModelInput.input(
              for: target, options: options, rules: BuiltInRules.rules(for:))
            return (
              checked: (
                Linter.run(input, configuration: configuration), input.units.map(CheckedText.init)
              ), files: target.files
            )
          }
        }
      }
      var failures: [AppPlan.FileError] = []
      checked = []
      files = []
      for result in results {
        switch result {
        case .success(let target):
          guard let target else { continue }
          checked.append(target.checked)
          files += target.files
        case .failure(let errors): failures += errors.files
        }
      }
      try AppPlan.throwIfAny(failures)
      // A source locale the app does not have would make every text "missing" from it.
      if let source = options.sourceLocale {
        let locales = Set(checked.flatMap { $0.texts.map(\.locale) }).sorted()
        if !locales.isEmpty && !locales.contains(source) {
          throw InputError(
            "--source-locale \(source) is not a locale of the app"
              + Suggestion.didYouMean(source, in: locales) + "; its locales are "
              + locales.joined(separator: ", "), at: nil)
        }
      }
    }
    // Each input's findings come sorted, and inputs mostly follow the files' order: sort only
    // when the joined list is not in order already (the sort is stable).
    var diagnostics = checked.flatMap(\.diagnostics)
    if diagnostics.indices.dropFirst().contains(where: {
      Linter.order(diagnostics[$0], diagnostics[$0 - 1])
    }) {
      diagnostics.sort(by: Linter.order)
    }
    diagnostics = withoutRepeats(diagnostics)
    files = Array(Set(files)).sorted()
    var result = CheckResult(
      diagnostics: diagnostics, textsByInput: checked.map(\.texts), files: files,
      strict: options.strict)
    result.settingsFile = settingsFile
    return result
  }

  /// Targets that share files (an app built as three editions) find the same thing once: in
  /// sorted findings a repeat (same rule, place and message) is in the run of findings with its
  /// rule and place, after the first, which is kept. The messages of the run are a set, so a
  /// file whose every finding has one place (a one-line property list) stays linear.
  static func withoutRepeats(_ sorted: [Diagnostic]) -> [Diagnostic] {
    // Found by index, so that a list without repeats (most) is returned as it is, uncopied.
    var kept: [Int] = []
    kept.reserveCapacity(sorted.count)
    var messagesOfRun: Set<String> = []
    for index in sorted.indices {
      // `order` is false both ways only for the same file, line, column and rule.
      if let last = kept.last, Linter.order(sorted[last], sorted[index]) {
        messagesOfRun.removeAll(keepingCapacity: true)
      }
      guard messagesOfRun.insert(sorted[index].message).inserted else { continue }
      kept.append(index)
    }
    return kept.count == sorted.count ? sorted : kept.map { sorted[$0] }
  }

  /// The rule settings with the command line's on top: `--strict`, `scan`'s rules only,
  /// `--disable` and `--severity`.
  static func configured(_ settings: CheckConfiguration, options: Options) throws
    -> CheckConfiguration
  {
    var configuration = settings
    configuration.strict = options.strict
    if options.scanOnly {
      for id in RuleRegistry.ids where !RuleRegistry.scanRules.contains(id) {
        try configuration.set(id, "off", at: nil)
      }
    }
    for id in options.disabled { try configuration.set(id, "off", at: nil) }
    for setting in options.severities {
      let parts = setting.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2 else {
        throw InputError(
          "--severity takes RULE=LEVEL, such as too-long=error; got '\(setting)'", at: nil)
      }
      try configuration.set(parts[0], parts[1], at: nil)
    }
    return configuration
  }

  /// A baseline is written only to a new file or over a baseline permcopy wrote: never over
  /// what the check read, a file of another kind, or through a symbolic link.
  static func refuseBaselineTarget(_ path: String, options: Options, result: CheckResult) throws {
    let display = ConfigLoader.displayPath(path)
    let inputs = Set(
      ([options.configPath, options.baseline].compactMap { $0 } + result.files).map(RealPath.of))
    if inputs.contains(RealPath.of(path)) {
      throw InputError(
        "--write-baseline would overwrite \(display), which this check reads; choose another path",
        at: nil)
    }
    var info = stat()
    guard lstat(path, &info) == 0 else { return }
    if (info.st_mode & S_IFMT) == S_IFLNK {
      throw InputError(
        "--write-baseline will not write through the symbolic link \(display); name the file itself",
        at: nil)
    }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      throw InputError("--write-baseline: \(display) is not a regular file", at: nil)
    }
    let existing = try FileBytes.read(path, display: display)
    if !existing.isEmpty && !existing.starts(with: Array(Baseline.marker.utf8)) {
      throw InputError(
        "--write-baseline would overwrite \(display), which is not a baseline permcopy wrote; "
          + "remove it or choose another path", at: nil)
    }
  }

  /// A report never replaces what the check read (permcopy.yml, a checked file, the baseline)
  /// nor a file that is not an earlier report of the same format.
  static func refuseOverwritingInputs(
    _ reports: [(any Reporter, String)], options: Options, result: CheckResult
  ) throws {
    guard !reports.isEmpty else { return }
    let inputs = Set(
      ([options.configPath, options.baseline, options.writeBaseline].compactMap { $0 }
        + result.files).map(RealPath.of))
    for (reporter, path) in reports {
      let display = ConfigLoader.displayPath(path)
      if inputs.contains(RealPath.of(path)) {
        throw InputError(
          "--report would overwrite \(display), which this check reads; choose another path",
          at: nil)
      }
      guard let existing = try FileBytes.readIfPresent(path, display: display) else { continue }
      if !existing.isEmpty && !Reporters.looksLikeReport(existing, format: type(of: reporter).name)
      {
        throw InputError(
          "--report would overwrite \(display), which is not an earlier \(type(of: reporter).name) "
            + "report; remove it or choose another path", at: nil)
      }
    }
  }

  static func reportTargets(_ options: Options) throws -> [(any Reporter, String)] {
    try options.reports.map { spec in
      guard let colon = spec.firstIndex(of: ":") else {
        throw InputError(
          "--report takes FORMAT:PATH, such as sarif:permcopy.sarif; got '\(spec)'", at: nil)
      }
      let name = String(spec[..<colon])
      let path = String(spec[spec.index(after: colon)...])
      if path.isEmpty, Reporters.names.contains(name) {
        throw InputError(
          "--report \(spec) needs a path after the colon, such as \(name):permcopy.\(name)",
          at: nil)
      }
      guard let reporter = Reporters.reporter(named: name, color: false), !path.isEmpty else {
        throw InputError(
          "unknown report format '\(name)'; use \(Reporters.names.joined(separator: ", "))", at: nil
        )
      }
      return (reporter, path)
    }
  }
}
