/// Which permcopy.yml a project command reads: the one given with `--config`, else the nearest
/// `permcopy.yml` that describes a project, in the current folder or above it (stopping at the
/// repository's root, as `check PATH…` finds its settings); a file found above is named on
/// standard error, so the run says which project it is.
enum ProjectConfig {
  static func locate(_ given: String, console: Console) -> String {
    guard given == ConfigLoader.defaultFileName, !FileManagerProbe.exists(given),
      let found = ConfigLoader.nearestProject(from: DisplayPath.currentFolder)
    else { return given }
    let display = ConfigLoader.displayPath(found)
    console.err("permcopy: using \(display)")
    return display
  }
}
