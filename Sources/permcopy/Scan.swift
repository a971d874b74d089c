import ArgumentParser
import PermCopyKit

struct Scan: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scan",
    abstract:
      "Find protected APIs the code calls without their purpose key, before iOS ends the app.",
    discussion: """
      Reads the Swift and Objective-C files below PATH token by token (never inside comments or \
      strings), attributes each call to the target that compiles it, and reports \
      missing-purpose-key (error where iOS ends the app), upload-purpose-key (a package that asks \
      for a key the app lacks), unused-purpose-key and empty-text. `check PATH` runs the same scan \
      with every other rule.

      A `// permcopy:ignore missing-purpose-key` comment on the line or the line above silences \
      one call.

      Exit codes: 0 no error-level findings, 1 findings, 2 the scan could not run.
      """)

  @Argument(help: "Folders or files of the app (default: the current folder).")
  var paths: [String] = []

  @OptionGroup var reporting: ReportOptions

  @Option(name: .long, help: "The app's iOS deployment target (default: the project's).")
  var deploymentTarget: String?

  func run() throws {
    var options = CheckJob.Options()
    options.paths = paths.isEmpty ? ["."] : paths
    reporting.apply(to: &options)
    options.deploymentTarget = deploymentTarget
    options.scanOnly = true
    try finish(CheckJob.run(options))
  }
}
