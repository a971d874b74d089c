import ArgumentParser
import PermCopyKit

struct Init: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "init",
    abstract: "Write a starter permcopy.yml, or the bundled example app.")

  @Option(
    name: .long, help: "Comma-separated permissions, by id, key or Xcode name.",
    completion: .list(Catalog.all.map(\.id)))
  var permissions: String?

  @Option(
    name: .long, help: "Read the purpose keys an existing Info.plist (XML) declares.",
    completion: .file(extensions: ["plist"]))
  var fromInfoPlist: String?

  @Option(
    name: .long, help: "Propose the permissions the Swift and Objective-C code below DIR needs.",
    completion: .directory)
  var fromSources: String?

  @Option(
    name: .long, help: "Write the bundled example app into this folder.", completion: .directory)
  var example: String?

  @Option(name: .long, help: "Where to write the new project file.")
  var config = "permcopy.yml"

  @Option(name: .long, help: "Comma-separated locales; the first is the source locale.")
  var locales = "en,zh-Hans,zh-Hant"

  @Option(name: .long, help: "The app's iOS deployment target.")
  var deploymentTarget = "16.0"

  @Flag(name: .long, help: "Replace existing files.")
  var force = false

  func validate() throws {
    let sources = [permissions, fromInfoPlist, fromSources, example].compactMap { $0 }.count
    if sources != 1 {
      throw ValidationError(
        "give exactly one of --permissions, --from-info-plist, --from-sources or --example")
    }
    if example?.isEmpty == true {
      throw ValidationError("--example needs a folder name (`--example .` for this folder)")
    }
  }

  func run() throws {
    if let example {
      try finish(InitJob.example(directory: example, force: force))
      return
    }
    var options = InitJob.Options()
    options.locales = locales.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    options.deploymentTarget = deploymentTarget
    options.force = force
    let source: InitJob.Source =
      if let fromInfoPlist {
        .infoPlist(path: fromInfoPlist)
      } else if let fromSources {
        .sources(folder: fromSources)
      } else {
        .permissions(
          (permissions ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
      }
    try finish(InitJob.run(source: source, configPath: config, options: options))
  }
}
