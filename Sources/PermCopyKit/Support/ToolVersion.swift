/// permcopy's own version: `permcopy --version`, the release tarball's and artifact bundle's names.
public enum ToolVersion {
  public static let current = "0.1.0"
}
