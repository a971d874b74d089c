import ArgumentParser
import PermCopyKit

struct Export: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Write XLIFF 1.2 files for translators, one per target locale.")

  @Option(name: .long, help: "Folder for the XLIFF files.")
  var xliff: String

  @Option(name: .long, help: "Only this target locale.")
  var locale: String?

  @Option(name: .long, help: "The project file.")
  var config = "permcopy.yml"

  @Flag(name: .long, help: "Replace XLIFF files permcopy did not write.")
  var force = false

  func validate() throws {
    if xliff.isEmpty {
      throw ValidationError("--xliff needs a folder name (`--xliff .` for this folder)")
    }
  }

  func run() throws {
    try finish(ExportJob.run(configPath: config, folder: xliff, locale: locale, force: force))
  }
}
