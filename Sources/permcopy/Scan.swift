import ArgumentParser
import PermCopyKit

struct Scan: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract:
      "Find protected APIs the code calls without their purpose key, before iOS ends the app.",
    discussion: """
      Reads the Swift and Objective-C files below PATH token by token (never inside comments or
      strings), attributes each call to the target that compiles it, and reports
      missing-purpose-key (error where iOS ends the app), upload-purpose-key (a package that asks
      for a key the app lacks), unused-purpose-key and empty-text. `check PATH` runs the same scan
      with every other rule. A `// permcopy:ignore missing-purpose-key` comment on the line or the
      line above silences one call.
      Exit codes: 0 no error-level findings, 1 findings, 2 the scan could not run.
      """)

  @Argument(help: "Folders or files of the app (default: the current folder).")
  var paths: [String] = []

  @Option(name: .long, help: "Report on standard output: text, json, github, sarif or junit.")
  var format = "text"

  @Option(name: .long, help: "Also write a report: FORMAT:PATH (repeatable).")
  var report: [String] = []

  @Flag(name: .long, help: "Warnings fail the scan too.")
  var strict = false

  @Option(name: .long, help: "The app's iOS deployment target (default: the project's).")
  var deploymentTarget: String?

  @Option(name: .long, help: "Colour: auto, always or never.")
  var color: CheckJob.ColorChoice = .auto

  func run() throws {
    var options = CheckJob.Options()
    options.paths = paths.isEmpty ? ["."] : paths
    options.format = format
    options.reports = report
    options.strict = strict
    options.deploymentTarget = deploymentTarget
    options.color = color
    options.scanOnly = true
    try finish(CheckJob.run(options))
  }
}
