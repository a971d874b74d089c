import Foundation
import Testing

@testable import PermCopyKit

/// The built-in locales, templates and example are compiled in from the top-level folders.
/// This test fails when the two differ; `PERMCOPY_REGENERATE=1` rewrites the Swift copy.
@Suite struct EmbeddedDefaultsTests {
  static let folders = ["locales", "Templates", "Examples", "data"]

  static func filesOnDisk() throws -> [String: String] {
    var files: [String: String] = [:]
    let root = PackageRoot.url
    for folder in folders {
      let base = root.appendingPathComponent(folder)
      guard let walker = FileManager.default.enumerator(atPath: base.path) else { continue }
      for case let relative as String in walker {
        let url = base.appendingPathComponent(relative)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
          !isDirectory.boolValue, !relative.hasPrefix("."), !relative.contains("/.")
        else { continue }
        files["\(folder)/\(relative)"] = try String(contentsOf: url, encoding: .utf8)
      }
    }
    return files
  }

  static func swiftSource(_ files: [String: String]) -> String {
    var out = """
      // swift-format-ignore-file
      // Generated from locales/, Templates/ and Examples/ by EmbeddedDefaultsTests. Do not edit.
      // Regenerate with: PERMCOPY_REGENERATE=1 swift test --filter EmbeddedDefaults

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

  @Test func embeddedCopyMatchesTheFolders() throws {
    let files = try Self.filesOnDisk()
    #expect(files.keys.contains("locales/en.yml"))
    #expect(files.values.allSatisfy { !$0.contains("\r") }, "keep LF line ends in default files")
    let source = Self.swiftSource(files)
    let target = PackageRoot.url.appendingPathComponent(
      "Sources/PermCopyKit/Support/EmbeddedDefaults.swift")
    guard try GeneratedFile.check(source, at: target, filter: "EmbeddedDefaults") else { return }
    #expect(DefaultResources.files == files, "the compiled-in defaults differ from the folders")
  }
}
