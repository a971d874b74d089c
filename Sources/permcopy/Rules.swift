import ArgumentParser
import PermCopyKit

struct Rules: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rules",
    abstract: "List the check rules with their ids, default severities and summaries.")

  @Flag(name: .long, help: "Print the rules as JSON, with sources and locales.")
  var json = false

  @Flag(name: .long, help: "Print the rules as the README's Markdown table.")
  var markdown = false

  func run() throws {
    Console.standard.out(
      json ? try RuleListing.json() : markdown ? RuleListing.markdown() : RuleListing.table())
  }
}
