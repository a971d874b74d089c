/// Files another tool writes when a developer sets a project up (`data/bootstrap-files.tsv`):
/// Flutter's `Generated.xcconfig`, CocoaPods' support files. A fresh clone lacks them.
enum BootstrapFiles {
  struct Writer: Sendable {
    let path: String
    let tool: String
    let command: String
  }

  static let writers: [Writer] = DataTable.rows("bootstrap-files.tsv", columns: 3).map {
    Writer(path: $0[0], tool: $0[1], command: $0[2])
  }

  /// The tool that writes `path`, when a row names it: the path ends with the row's file, or
  /// passes through the row's folder.
  static func writer(of path: String) -> Writer? {
    let path = "/" + path
    return writers.first { writer in
      writer.path.hasSuffix("/")
        ? path.contains("/" + writer.path) : path.hasSuffix("/" + writer.path)
    }
  }
}
