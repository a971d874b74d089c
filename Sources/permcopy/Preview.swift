import ArgumentParser
import PermCopyKit

struct Preview: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "preview",
    abstract: "Show the system alert, the denied guide and the Settings path in the terminal.",
    discussion: """
      --html DIR writes a review page instead: DIR/index.html, one self-contained HTML file \
      with every permission and feature in every locale side by side, and the findings of \
      check; with --app PATH… it shows an app's files as check PATH… reads them.
      """)

  @Argument(
    help: "Permissions to show, by id, key or Xcode name.", completion: .list(Catalog.all.map(\.id))
  )
  var permissions: [String] = []

  @Option(
    name: .long,
    help:
      "A feature of permcopy.yml's features: to show, with each of its partial states (repeatable)."
  )
  var feature: [String] = []

  @Option(name: .long, help: "The locale to show (default: the source locale).")
  var locale: String?

  @Flag(name: .long, help: "Show every locale, side by side when the terminal is wide enough.")
  var allLocales = false

  @Option(name: .long, help: "The iOS version to show: 15, 16, 17, 18 or later.")
  var ios = 18

  @Option(
    name: .long,
    help:
      "Width of each card in columns (default: 44, narrower when that lets --all-locales fit side by side)."
  )
  var width: Int?

  @Option(name: .long, help: "Which guide to show: denied, restricted or limited.")
  var state: PreviewRenderer.State = .denied

  @Option(
    name: .long,
    help:
      "What the app shows: guide (the denied screen), alert, notice or primer (before the system asks)."
  )
  var style: PreviewRenderer.Style = .guide

  @Flag(name: .long, help: "Redraw whenever permcopy.yml, a locale file or a template changes.")
  var watch = false

  @Option(
    name: .long, help: ReportFlags.color,
    completion: CheckJob.ColorChoice.completion, transform: CheckJob.ColorChoice.argument)
  var color: CheckJob.ColorChoice = .auto

  @Option(name: .long, help: "The project file.")
  var config = "permcopy.yml"

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Write a review page for sign-off to DIR/index.html: every permission, feature and "
        + "locale, with check's findings.", valueName: "DIR"),
    completion: .directory)
  var html: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "With --html: an app's files or folders to show instead of permcopy.yml (repeatable).",
      valueName: "PATH"),
    completion: .file())
  var app: [String] = []

  func validate() throws {
    if html == nil && !app.isEmpty { throw ValidationError("--app goes with --html DIR") }
    if html != nil {
      if watch { throw ValidationError("--html writes the page once; leave out --watch") }
      if !permissions.isEmpty || !feature.isEmpty || locale != nil || allLocales {
        throw ValidationError(
          "--html shows every permission, feature and locale; leave out the names and --locale")
      }
      return
    }
    if locale != nil && allLocales {
      throw ValidationError("--locale and --all-locales cannot be used together")
    }
    if !(13...30).contains(ios) {
      throw ValidationError(
        ios < 13
          ? "--ios \(ios): the preview draws iOS 13 and later (its Settings paths and alerts); "
            + "give 13 or more"
          : "--ios \(ios): give an iOS version from 13 to 30, such as 16 or 18")
    }
    if permissions.isEmpty && feature.isEmpty {
      throw ValidationError("name a permission (preview camera) or a feature (--feature go-live)")
    }
    if let width, !(24...200).contains(width) {
      throw ValidationError("--width takes 24 to 200 columns")
    }
  }

  func run() throws {
    if let html {
      try finish(PreviewJob.writePage(configPath: config, appPaths: app, folder: html))
      return
    }
    var options = PreviewRenderer.Options()
    options.style = style
    options.permissions = permissions
    options.features = feature
    options.ios = OSVersion(ios)
    options.width = width ?? options.width
    options.fitsTerminal = width == nil
    options.state = state
    options.terminalWidth = Terminal.columns
    options.color = color == .always || (color == .auto && Terminal.wantsColor)
    if allLocales {
      options.locales = try ProjectLocales.of(config)
    } else if let locale {
      options.locales = [locale]
    }
    try finish(PreviewJob.run(configPath: config, options: options, watch: watch))
  }
}

extension PreviewRenderer.State: ExpressibleByArgument {}
extension PreviewRenderer.Style: ExpressibleByArgument {}

/// The locales a project lists, for --all-locales.
enum ProjectLocales {
  static func of(_ config: String) throws -> [String] {
    try ConfigLoader.load(path: config).locales
  }
}
