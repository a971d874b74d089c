/// permcopy's own version: `permcopy --version`, the release tarball's and artifact bundle's names.
public enum ToolVersion {
  public static let current = "0.1.0"

  /// Where permcopy lives in public (`data/project.tsv`): SARIF's `informationUri`.
  static let repository = address("repository")

  /// The JSON Schema of `permcopy.yml` at this version's tag, which `init` names for editors.
  static let configSchema = address("config-schema")
    .replacingOccurrences(of: "{version}", with: current)

  private static func address(_ key: String) -> String {
    DataTable.rows("project.tsv", columns: 2).first { $0[0] == key }?[1] ?? ""
  }
}
