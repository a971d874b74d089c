/// The built-in `locales/` and `Templates/`, compiled into the binary so that permcopy works
/// from any folder. `EmbeddedDefaults.files` is generated from the top-level folders by
/// `permcopy-generate`; a test fails when the two differ.
public enum DefaultResources {
  public static var files: [String: String] { EmbeddedDefaults.files }

  /// Ids of the built-in locales.
  public static var localeIDs: [String] {
    files.keys.compactMap { path -> String? in
      guard path.hasPrefix("locales/"), path.hasSuffix(".yml") else { return nil }
      return String(path.dropFirst("locales/".count).dropLast(".yml".count))
    }.sorted()
  }

  static func localeFile(_ id: String) -> String? { files["locales/\(id).yml"] }

  /// Template name → text for a built-in locale.
  static func templates(_ locale: String) -> [String: String] {
    let prefix = "Templates/\(locale)/"
    var result: [String: String] = [:]
    for (path, text) in files where path.hasPrefix(prefix) && path.hasSuffix(".mustache") {
      let name = String(path.dropFirst(prefix.count).dropLast(".mustache".count))
      if !name.contains("/") { result[name] = text }
    }
    return result
  }

  /// The bundled example app's files, relative to its folder.
  static var exampleFiles: [String: String] {
    let prefix = "Examples/shellcase/"
    var result: [String: String] = [:]
    for (path, text) in files where path.hasPrefix(prefix) {
      result[String(path.dropFirst(prefix.count))] = text
    }
    return result
  }
}
