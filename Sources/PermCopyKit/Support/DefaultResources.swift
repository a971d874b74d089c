import Foundation

/// The built-in `locales/` and `Templates/`, compiled into the binary so that permcopy works
/// from any folder. `EmbeddedDefaults.files` is generated from the top-level folders by
/// `permcopy-generate`; a test fails when the two differ.
public enum DefaultResources {
  public static var files: [String: String] { folders.files ?? EmbeddedDefaults.files }

  /// The knowledge folders compiled in, by path from the package root.
  static let compiledFolders = ["locales", "Templates", "Examples", "data"]

  /// Set once by `permcopy-generate`, which must read what it has not compiled in yet.
  final class Folders: @unchecked Sendable {
    private let lock = NSLock()
    private var read: [String: String]?
    var files: [String: String]? {
      get { lock.withLock { read } }
      set { lock.withLock { read = newValue } }
    }
  }
  static let folders = Folders()

  /// Reads the built-in files from the folders under `root` from now on, instead of the
  /// compiled-in copy: for the generator, before anything has read them.
  package static func readFolders(under root: URL) throws {
    folders.files = try filesOnDisk(under: root)
  }

  /// The text of every file under the knowledge folders of `root`, by path from it.
  static func filesOnDisk(under root: URL) throws -> [String: String] {
    var files: [String: String] = [:]
    for folder in compiledFolders {
      let base = root.appendingPathComponent(folder)
      guard let walker = FileManager.default.enumerator(atPath: base.path) else { continue }
      for case let relative as String in walker {
        let url = base.appendingPathComponent(relative)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
          !isDirectory.boolValue, !relative.hasPrefix("."), !relative.contains("/.")
        else { continue }
        let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        guard !text.contains("\r") else {
          throw InputError("\(folder)/\(relative) has CR line ends; keep LF", at: nil)
        }
        files["\(folder)/\(relative)"] = text
      }
    }
    return files
  }

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
