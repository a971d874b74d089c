import ArgumentParser
import Foundation
import PermCopyKit

@main
struct PermCopy: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "permcopy",
    abstract: "Writes and checks the words an iOS app shows around privacy permissions.",
    discussion: """
      Purpose strings (InfoPlist.strings), denied guides and Settings instructions in English, \
      Simplified Chinese and Traditional Chinese, rendered from permcopy.yml.

      Exit codes: 0 success, 1 findings or out-of-date files, 2 invalid input or flags.
      """,
    version: ToolVersion.current,
    subcommands: [
      Build.self, Check.self, Preview.self, Accept.self, Draft.self, Export.self, Import.self,
      ImportXliff.self,
      Init.self, Inventory.self, List.self, Rules.self, Scan.self,
    ]
  )

  /// Runs the command; input errors print with file:line:column and exit 2, as do bad flags.
  static func main() {
    do {
      let arguments = CommandLine.arguments.dropFirst()
      if arguments.first == Check.configuration.commandName,
        let options = CheckArguments.read(arguments.dropFirst())
      {
        try finish(CheckJob.run(options))
        return
      }
      // A mistyped subcommand is named with the nearest one, as a mistyped rule id is.
      let names = configuration.subcommands.map { $0.configuration.commandName ?? "" }
      if let first = arguments.first, !first.hasPrefix("-"), !names.contains(first),
        let nearest = Suggestion.nearest(to: first, in: names)
      {
        throw InputError(
          "unknown command '\(first)' (did you mean '\(nearest)'?); `permcopy --help` lists them",
          at: nil)
      }
      var command = try parseAsRoot()
      try command.run()
    } catch let error as InputErrors {
      Console.standard.err(error.description)
      Foundation.exit(ExitStatus.failure.rawValue)
    } catch let error as InputError {
      Console.standard.err(error.description)
      Foundation.exit(ExitStatus.failure.rawValue)
    } catch {
      let code = exitCode(for: error)
      if code == .success || error is ExitCode { exit(withError: error) }
      Console.standard.err(errorStyle(fullMessage(for: error)))
      Foundation.exit(ExitStatus.failure.rawValue)
    }
  }
}

/// Ends a command with the status a job returned.
func finish(_ status: ExitStatus) throws {
  if status != .success { throw ExitCode(status.rawValue) }
}

/// ArgumentParser's own messages in permcopy's style: `error: …`, as every other error prints.
func errorStyle(_ message: String) -> String {
  message.hasPrefix("Error: ") ? "error: " + message.dropFirst("Error: ".count) : message
}
