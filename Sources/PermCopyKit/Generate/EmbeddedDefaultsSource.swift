/// `Generated/EmbeddedDefaults.swift`: the built-in locales, templates, example and data files,
/// compiled in so the binary needs no files beside it.
enum EmbeddedDefaultsSource {
  static func text(_ files: [String: String]) -> String {
    var out = """
      // swift-format-ignore-file
      // Generated from locales/, Templates/, Examples/ and data/ by permcopy-generate. Do not
      // edit: change those files and run `swift run permcopy-generate`.

      enum EmbeddedDefaults {
        static let files: [String: String] = [

      """
    for path in files.keys.sorted() {
      let text = files[path]!
      var hashes = "#"
      while text.contains("\"\"\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
      out += "    \"\(path)\": \(hashes)\"\"\"\n"
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        out += line.isEmpty ? "\n" : "      \(line)\n"
      }
      out += "      \"\"\"\(hashes),\n"
    }
    out += "  ]\n}\n"
    return out
  }
}
