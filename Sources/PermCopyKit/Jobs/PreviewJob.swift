import Foundation

/// `permcopy preview`: the writer's view, once or again at every save (`--watch`).
public enum PreviewJob {
  public static func run(
    configPath: String, options: PreviewRenderer.Options, watch: Bool, console: Console = .standard
  ) throws -> ExitStatus {
    let configPath = ProjectConfig.locate(configPath, console: console)
    guard watch else {
      let project = try ConfigLoader.load(path: configPath)
      console.out(try renderer(project: project, options: options).render())
      return .success
    }
    // Watch: redraw whenever an input changes; an invalid edit shows its error in place of the
    // cards, and the next good save brings them back. Ctrl-C ends it, even when the process was
    // started with SIGINT ignored or blocked (both survive exec).
    signal(SIGINT, SIG_DFL)
    signal(SIGTERM, SIG_DFL)
    var quit = sigset_t()
    sigemptyset(&quit)
    sigaddset(&quit, SIGINT)
    sigaddset(&quit, SIGTERM)
    pthread_sigmask(SIG_UNBLOCK, &quit, nil)
    var seen: [String: Date] = [:]
    while true {
      let current = signature(configPath: configPath)
      if current != seen {
        seen = current
        var screen = "\u{1B}[2J\u{1B}[H"
        do {
          let project = try ConfigLoader.load(path: configPath)
          screen += try renderer(project: project, options: options).render()
        } catch let error as InputErrors {
          screen += error.description + "\n"
        } catch let error as InputError {
          screen += error.description + "\n"
        }
        screen +=
          "\nwatching \(ConfigLoader.displayPath(configPath)), locales/ and Templates/ · Ctrl-C quits"
        console.out(screen)
      }
      Thread.sleep(forTimeInterval: 0.2)
    }
  }

  /// The preview of the project as it would be on `options.ios` (older eras are rendered on
  /// request even when the deployment target no longer reaches them): its model, with the
  /// review states of permcopy.lock, and the findings of its check.
  public static func renderer(project: Project, options: PreviewRenderer.Options) throws
    -> PreviewRenderer
  {
    try PreviewRenderer.validate(options, in: project)
    let shown = project.withDeploymentTarget(min(project.deploymentTarget, options.ios))
    let model = ProjectModel(
      rendered: try Renderer.render(shown), lock: try TranslationLock.read(path: project.lockPath))
    return PreviewRenderer(model: model, diagnostics: try findings(model), options: options)
  }

  /// The findings of the project's check on its model, with the project's rule settings.
  static func findings(_ model: ProjectModel) throws -> [Diagnostic] {
    Linter.run(
      try ProjectInput.input(model),
      configuration: try CheckConfiguration(model.project.ruleSettings))
  }

  /// `preview --html DIR`: the review page of the project, or with `appPaths` of an app's files
  /// as `check PATH…` reads them, written to `DIR/index.html` (DIR made if missing).
  public static func writePage(
    configPath: String, appPaths: [String], folder: String, console: Console = .standard
  ) throws -> ExitStatus {
    let html: String
    if appPaths.isEmpty {
      let model = try ProjectModel.load(path: ProjectConfig.locate(configPath, console: console))
      html = ReviewPage.html(project: model, diagnostics: try findings(model))
    } else {
      // The findings are check's own (its settings, a permcopy.yml above, repeats dropped);
      // the model is the one check reads, loaded once more for the page.
      var options = CheckJob.Options()
      options.paths = appPaths
      let result = try CheckJob.check(options)
      let skip =
        try LintSettings.find(from: FileManager.default.currentDirectoryPath)
        .map(LintSettings.load(path:))?.skip ?? []
      let app = try AppLoader.load(paths: appPaths, skipping: skip)
      html = ReviewPage.html(app: app, diagnostics: result.diagnostics, inputs: appPaths)
    }
    try OutputWriter.refuseLinkedFolder(folder, option: "--html")
    let page = URL(fileURLWithPath: folder).appendingPathComponent(ReviewPage.fileName)
      .standardizedFileURL
    let display = ConfigLoader.displayPath(page.path)
    // A page is only ever replaced by a newer page.
    let existing = try OutputWriter.existingOwnOutput(
      page.path, display: display, option: "--html", isOwn: OutputWriter.isGenerated)
    let data = Data(html.utf8)
    if existing != data {
      try OutputWriter.writeAtomically(
        .init(path: page.path, displayPath: display, data: data),
        unchangedFrom: existing.map { [UInt8]($0) })
    }
    console.err(
      "permcopy: \(existing == nil ? "wrote" : existing == data ? "unchanged" : "updated") "
        + "\(display) (\(data.count / 1024) KB)")
    return .success
  }

  /// Modification times of the config and of the project's locale files and templates.
  static func signature(configPath: String) -> [String: Date] {
    var times: [String: Date] = [:]
    let base = URL(fileURLWithPath: configPath).deletingLastPathComponent()
    func note(_ path: String) {
      times[path] =
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
        ?? .distantPast
    }
    note(URL(fileURLWithPath: configPath).path)
    for folder in ["locales", "Templates"] {
      // Watching: a folder that cannot be read has nothing to watch; the redraw reports it.
      try? FileWalk.walk(base.appendingPathComponent(folder).path) { note($0) }
    }
    return times
  }
}
