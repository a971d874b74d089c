import Foundation
import PackagePlugin

/// `swift package permcopy check|build|scan [ARGUMENTS…]`: runs permcopy in the package's folder.
/// Without a path, `check` and `scan` read the whole package (or `check` the project in its
/// permcopy.yml, when there is one); `build` writes what permcopy.yml names, which under
/// macOS's plugin sandbox needs `swift package --allow-writing-to-package-directory`.
@main
struct PermcopyCommand: CommandPlugin {
  static let subcommands = ["check", "build", "scan", "inventory", "preview", "list", "rules"]

  /// permcopy's options that take no value; every other `--option` takes the next argument
  /// (unless written `--option=value`), which is then its value, never a path.
  static let flags: Set<String> = [
    "--strict", "--quiet", "--fix", "--check", "--dry-run", "--force", "--allow-outside",
    "--all-locales", "--watch", "--json", "--markdown", "--help", "-h", "--version",
  ]

  /// The arguments that are paths, as permcopy reads its command line: not an option, not an
  /// option's value, and everything after `--`.
  static func paths(in arguments: [String]) -> [String] {
    var paths: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" {
        paths += arguments[(index + 1)...]
        break
      }
      if argument.hasPrefix("-") {
        // `--format json`: the value goes with its option.
        if !flags.contains(argument) && !argument.contains("=") { index += 1 }
      } else {
        paths.append(argument)
      }
      index += 1
    }
    return paths
  }

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    guard let subcommand = arguments.first, Self.subcommands.contains(subcommand) else {
      throw PluginFailure(
        "usage: swift package permcopy \(Self.subcommands.joined(separator: "|")) [ARGUMENTS…]")
    }
    let folder = context.package.directoryURL
    var toolArguments = arguments
    let hasConfig = FileManager.default.fileExists(
      atPath: folder.appendingPathComponent("permcopy.yml").path)
    let hasPath = !Self.paths(in: Array(arguments.dropFirst())).isEmpty
    if (subcommand == "scan" || (subcommand == "check" && !hasConfig)) && !hasPath {
      toolArguments.append(folder.path)
    }
    let process = Process()
    process.executableURL = try context.tool(named: "permcopy").url
    process.arguments = toolArguments
    process.currentDirectoryURL = folder
    try process.run()
    process.waitUntilExit()
    if process.terminationReason != .exit || process.terminationStatus != 0 {
      let hint =
        subcommand == "build"
        ? " (on macOS, `swift package --allow-writing-to-package-directory permcopy build` lets"
          + " it write into the package)" : ""
      throw PluginFailure(
        "permcopy \(subcommand) exited with status \(process.terminationStatus)" + hint)
    }
  }
}

struct PluginFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
