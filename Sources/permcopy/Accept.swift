import ArgumentParser
import PermCopyKit

struct Accept: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "accept",
    abstract: "Mark translations as up to date with their source text in permcopy.lock.")

  @Argument(help: "Permissions to accept (default: all).")
  var permissions: [String] = []

  @Option(name: .long, help: "Only this locale.")
  var locale: String?

  @Option(name: .long, help: "The project file.")
  var config = "permcopy.yml"

  func run() throws {
    try finish(AcceptJob.run(configPath: config, locale: locale, permissions: permissions))
  }
}
