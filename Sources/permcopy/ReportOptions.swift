import ArgumentParser
import PermCopyKit

/// How `scan` reports. `check` declares the same flags itself (see there); ReportFlagsTests
/// holds the two commands' flags alike, so both read and complete the same.
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

  @Option(
    name: .long, help: "Colour: auto (the default), always or never.",
    completion: CheckJob.ColorChoice.completion, transform: CheckJob.ColorChoice.argument)
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

// Read by a transform: as an ExpressibleByArgument enum, its conformance and generic defaults
// cost half a million instructions of run-time type look-ups at every start of `check`.
extension CheckJob.ColorChoice {
  static func argument(_ text: String) throws -> Self {
    guard let choice = Self(rawValue: text) else {
      throw ValidationError("Please provide one of 'auto', 'always' or 'never'.")
    }
    return choice
  }

  static let completion = CompletionKind.list(allCases.map(\.rawValue))
}
