import ArgumentParser
import PermCopyKit

struct Draft: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "draft",
    abstract: "Fill missing zh-Hant (or zh-HK) texts with machine drafts from zh-Hans (OpenCC).")

  @Option(name: .long, help: "The locale to convert from.")
  var from = "zh-Hans"

  @Option(name: .long, help: "The locale to fill: zh-Hant (Taiwan phrases) or zh-HK.")
  var to = "zh-Hant"

  @Option(name: .long, help: "The project file.")
  var config = "permcopy.yml"

  func run() throws {
    try finish(DraftJob.run(configPath: config, from: from, to: to))
  }
}
