import ArgumentParser
import PermCopyKit

struct Build: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "build",
    abstract: "Write InfoPlist.strings, PermissionGuide.strings and Markdown guides.")

  @Option(name: .long, help: "The project file; output folders are relative to it.")
  var config = "permcopy.yml"

  @Option(name: .long, help: "Encoding of the .strings files: utf8 (default) or utf16.")
  var encoding: StringsEncoding?

  @Option(
    name: .long,
    help: "Purpose strings as strings (InfoPlist.strings), xcstrings (InfoPlist.xcstrings) or both."
  )
  var format: PurposeStringsFormat?

  @Flag(name: .long, help: "Write nothing; print a diff and exit 1 if any file would change.")
  var check = false

  @Flag(name: .long, help: "Write nothing; list the files and whether each is new or changed.")
  var dryRun = false

  @Flag(name: .long, help: "Replace files that permcopy did not generate.")
  var force = false

  @Flag(
    name: .long,
    help: "Write output folders that resolve outside the folder of permcopy.yml (.., links).")
  var allowOutside = false

  func validate() throws {
    if check && dryRun { throw ValidationError("--check and --dry-run cannot be used together") }
  }

  func run() throws {
    let mode: BuildJob.Mode = check ? .check : dryRun ? .dryRun : .write(force: force)
    try finish(
      BuildJob.run(
        configPath: config, encoding: encoding, format: format, mode: mode,
        allowOutside: allowOutside))
  }
}

extension StringsEncoding: ExpressibleByArgument {}
extension PurposeStringsFormat: ExpressibleByArgument {}
