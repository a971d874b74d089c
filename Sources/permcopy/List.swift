import ArgumentParser
import PermCopyKit

struct List: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list",
    abstract: "Show every permission permcopy knows: id, Info.plist key, iOS versions.")

  @Flag(name: .long, help: "Print the catalog as JSON, with every field.")
  var json = false

  func run() throws {
    Console.standard.out(json ? try CatalogListing.json() : CatalogListing.table())
  }
}
