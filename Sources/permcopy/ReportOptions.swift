import ArgumentParser
import PermCopyKit

/// How `check` and `scan` report: one set of flags, so both commands read and complete alike.
struct ReportOptions: ParsableArguments {
  @Option(
    name: .long,
    help: "Report on standard output: \(Reporters.names.joined(separator: ", ")).",
    completion: .list(Reporters.names))
  var format = TextReporter.name

  @Option(
    name: .long, help: "Also write a report: FORMAT:PATH (repeatable).",
    completion: .list(Reporters.names.map { $0 + ":" }))
  var report: [String] = []

  @Flag(name: .long, help: "Warnings fail too.")
  var strict = false

  @Flag(
    name: .long,
    help: "Report only the findings that fail (errors; warnings too with --strict), no summary.")
  var quiet = false

  @Option(name: .long, help: "Colour: auto, always or never.")
  var color: CheckJob.ColorChoice = .auto

  /// Copies the flags into a job's options.
  func apply(to options: inout CheckJob.Options) {
    options.format = format
    options.reports = report
    options.strict = strict
    options.quiet = quiet
    options.color = color
  }
}

// Written out as ArgumentParser's defaults for a string enum give them: its generic defaults
// cost about a millisecond of run-time type look-ups at every start of `check`.
extension CheckJob.ColorChoice: ExpressibleByArgument {
  public init?(argument: String) { self.init(rawValue: argument) }
  public var defaultValueDescription: String { rawValue }
  public static var allValueStrings: [String] { allCases.map(\.rawValue) }
  public static var allValueDescriptions: [String: String] { [:] }
  public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
