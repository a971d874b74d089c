import ArgumentParser
import PermCopyKit

struct Import: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract:
      "Take over an app's purpose strings (project files, Info.plist, InfoPlist.strings, catalogs) into permcopy.yml."
  )

  @Argument(help: "The app's folder (or one of its files).")
  var path: String

  @Option(name: .long, help: "Where to write the new project file.")
  var config = "permcopy.yml"

  @Option(name: .long, help: "Folder for output.strings (default: the app's own folder).")
  var stringsFolder: String?

  @Option(name: .long, help: "The app target to take over, when the project has several.")
  var target: String?

  @Flag(name: .long, help: "Replace an existing project file.")
  var force = false

  func run() throws {
    var options = ImportJob.Options()
    options.configPath = config
    options.stringsFolder = stringsFolder
    options.force = force
    options.target = target
    try finish(ImportJob.run(path: path, options: options))
  }
}
