import ArgumentParser
import PermCopyKit

struct Check: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Check copy against every rule: a permcopy project, or an app's files.",
    discussion: """
      Without PATH, checks the project in permcopy.yml (or --config). With PATHs, reads the app \
      below them as Xcode builds it (project files, Info.plist, InfoPlist.strings, String \
      Catalogs and the code's protected calls) and checks it.

      Exit codes: 0 no error-level findings (and no warnings with --strict), 1 findings, 2 the \
      check could not run.
      """)

  @Argument(help: "Files or folders of an app that does not use permcopy.")
  var paths: [String] = []

  @Option(name: .long, help: "The project file, when no PATH is given.")
  var config = ConfigLoader.defaultFileName

  // The flags of `ReportOptions`, declared here rather than as its option group: the group's
  // reflection cost 1.4 M instructions at every start of `check`, a tenth of one app's check.
  // ConventionsTests keeps them as `scan` has them.
  @Option(name: .long, help: ReportFlags.format, completion: ReportFlags.formats)
  var format = TextReporter.name

  @Option(name: .long, help: ReportFlags.report, completion: ReportFlags.reports)
  var report: [String] = []

  @Flag(name: .long, help: ReportFlags.strict)
  var strict = false

  @Flag(name: .long, help: ReportFlags.quiet)
  var quiet = false

  @Option(
    name: .long, help: ReportFlags.color, completion: CheckJob.ColorChoice.completion,
    transform: CheckJob.ColorChoice.argument)
  var color: CheckJob.ColorChoice = .auto

  @Option(name: .long, help: "Turn a rule off (repeatable).", completion: .list(RuleRegistry.ids))
  var disable: [String] = []

  @Option(
    name: .long, help: "Re-level a rule: RULE=warning|error|off (repeatable).",
    completion: .list(severityCompletions))
  var severity: [String] = []

  /// Made once: ArgumentParser makes the command several times while it parses.
  static let severityCompletions = RuleRegistry.ids.flatMap {
    ["\($0)=warning", "\($0)=error", "\($0)=off"]
  }

  @Option(
    name: .long,
    help: "Record today's findings in FILE, so that --baseline FILE reports only new ones.")
  var writeBaseline: String?

  @Option(name: .long, help: "Report only the findings the baseline FILE does not record.")
  var baseline: String?

  @Flag(
    name: .long,
    help: "Fix the mechanical findings (half-width punctuation) in the .strings files, in place.")
  var fix = false

  @Option(
    name: .long,
    help: "Files mode: a purpose key your app uses that Apple does not document (repeatable).")
  var knownKey: [String] = []

  @Option(
    name: .long,
    help: "Files mode: the locale translations are compared with (default: the development region)."
  )
  var sourceLocale: String?

  @Option(
    name: .long,
    help: "Files mode: the app's iOS deployment target (default: the project's or Info.plist's).")
  var deploymentTarget: String?

  func validate() throws {
    if writeBaseline != nil && baseline != nil {
      throw ValidationError("--write-baseline and --baseline cannot be used together")
    }
  }

  func run() throws {
    try finish(CheckJob.run(options))
  }

  /// What the job is given: each option through the row `CheckArguments.fields` declares for
  /// it, as the direct reading fills them.
  var options: CheckJob.Options {
    var options = CheckJob.Options()
    options.paths = paths
    for field in CheckArguments.fields.values { field.copy(from: self, to: &options) }
    return options
  }
}
