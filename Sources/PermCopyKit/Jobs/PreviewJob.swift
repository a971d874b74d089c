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
    let diagnostics = Linter.run(
      try ProjectInput.input(model), configuration: try CheckConfiguration(project.ruleSettings))
    return PreviewRenderer(model: model, diagnostics: diagnostics, options: options)
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
