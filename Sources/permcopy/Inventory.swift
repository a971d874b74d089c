import ArgumentParser
import PermCopyKit

struct Inventory: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "inventory",
    abstract: "Show what each target of an app ships, per locale, and where each text comes from.",
    discussion: """
      Reads \(ReaderRegistry.formatNames) below each path, merged the way Xcode builds the app: \
      each text with the declaration that wins and the ones it overrides.

      Then, per locale, what iOS shows its people for each key, in which language, and from where.
      """)

  @Argument(help: "Folders or files of the app (none: the permcopy project of --config).")
  var paths: [String] = []

  @Option(name: .long, help: "The permcopy project to show when no path is given.")
  var config = "permcopy.yml"

  @Option(name: .long, help: "text or json")
  var format = "text"

  @Option(
    name: .long,
    help: "Show what people of this locale see (zh-HK, zh_TW…), whether the app ships it or not.")
  var locale: String?

  func validate() throws {
    guard ["text", "json"].contains(format) else {
      throw ValidationError("--format takes text or json, not '\(format)'")
    }
    if let locale, locale.wholeMatch(of: /[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*/) == nil {
      throw ValidationError(
        "--locale takes a language such as zh-HK, zh_TW or en-GB, not '\(locale)'")
    }
  }

  func run() throws {
    let status = try InventoryJob.run(
      paths: paths, configPath: config, json: format == "json", locale: locale)
    if status != .success { throw ExitCode(status.rawValue) }
  }
}
