import ArgumentParser
import PermCopyKit

struct ImportXliff: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import-xliff",
    abstract: "Merge translated XLIFF 1.2 targets into permcopy.yml and permcopy.lock.",
    discussion: """
      Reads every file first; a malformed one stops the import and nothing changes (exit 2). \
      Refused units (unknown ids, empty targets, a wrong target language) are reported with \
      their place, the rest are merged, and the exit status is 1.
      """)

  @Argument(help: "XLIFF files, as `permcopy export --xliff` or Xcode wrote them.")
  var files: [String]

  @Option(name: .long, help: "The project file.")
  var config = "permcopy.yml"

  func run() throws {
    try finish(ImportXliffJob.run(configPath: config, files: files))
  }
}
