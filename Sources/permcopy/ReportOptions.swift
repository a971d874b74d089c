import ArgumentParser
import PermCopyKit

/// How `scan` reports. `check` declares the same flags itself (see there), with the same words
/// and completions from `ReportFlags`; a test holds the two commands' flags alike.
struct ReportOptions: ParsableArguments {
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

  /// Copies the flags into a job's options.
  func apply(to options: inout CheckJob.Options) {
    options.format = format
    options.reports = report
    options.strict = strict
    options.quiet = quiet
    options.color = color
  }
}

/// The words and completions of the report flags, which `check` and `scan` both declare.
enum ReportFlags {
  static let format = ArgumentHelp(
    "Report on standard output: \(Reporters.names.joined(separator: ", ")).")
  static let formats = CompletionKind.list(Reporters.names)
  static let report = ArgumentHelp("Also write a report: FORMAT:PATH (repeatable).")
  static let reports = CompletionKind.list(Reporters.names.map { $0 + ":" })
  static let strict = ArgumentHelp("Warnings fail too.")
  static let quiet = ArgumentHelp(
    "Report only the findings that fail (errors; warnings too with --strict), no summary.")
  static let color = ArgumentHelp("Colour: auto (the default), always or never.")
}

// Read by a transform: as an ExpressibleByArgument enum, its conformance and generic defaults
// cost half a million instructions of run-time type look-ups at every start of `check`.
extension CheckJob.ColorChoice {
  static func argument(_ text: String) throws -> Self {
    guard let choice = Self(rawValue: text) else {
      let names = allCases.map { "'\($0.rawValue)'" }
      throw ValidationError(
        "Please provide one of \(names.dropLast().joined(separator: ", ")) or \(names.last!).")
    }
    return choice
  }

  static let completion = CompletionKind.list(allCases.map(\.rawValue))
}
