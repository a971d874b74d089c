import Foundation
import Testing

/// Data flows one way: Load → model → render / check / emit → reporters → jobs. A file of one
/// layer never names a type declared in a later layer (Project → Check, Reporters → Jobs and
/// Preview → Project would be such references).
@Suite struct LayerTests {
  /// The folders of PermCopyKit, earliest first.
  static let layers = [
    "Support", "Text", "Catalog", "Formats", "Load", "Project", "Render", "Check", "Emit",
    "Preview", "Reporters", "Jobs",
  ]

  static let sources = PackageRoot.url.appendingPathComponent("Sources/PermCopyKit")

  static func files(of layer: String) -> [URL] {
    let folder = sources.appendingPathComponent(layer)
    // EmbeddedDefaults is generated text, not code.
    return (FileManager.default.subpaths(atPath: folder.path) ?? []).filter {
      $0.hasSuffix(".swift") && !$0.hasSuffix("EmbeddedDefaults.swift")
    }.sorted().map { folder.appendingPathComponent($0) }
  }

  /// The code of a file without comments and string literals, whose words are not references.
  static func code(_ url: URL) throws -> String {
    let text = try String(contentsOf: url, encoding: .utf8)
    var out = ""
    var inString = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var previous: Character = " "
      for character in line {
        if !inString && character == "/" && previous == "/" {
          out.removeLast()
          break
        }
        if character == "\"" && previous != "\\" { inString.toggle() }
        if !inString && character != "\"" { out.append(character) }
        previous = character
      }
      if !line.hasSuffix("\"\"\"") { inString = false }
      out.append("\n")
    }
    return out
  }

  /// Top-level types only: nested names (`State`, `File`) are qualified where they are used.
  static func declaredTypes(in code: String) -> Set<String> {
    let pattern =
      /(?m)^(?:public |final |indirect |private |fileprivate )*(?:struct|enum|class|protocol|actor|typealias)\s+([A-Z][A-Za-z0-9]*)/
    return Set(code.matches(of: pattern).map { String($0.output.1) })
  }

  @Test func noLayerNamesATypeOfALaterLayer() throws {
    var declared: [String: Set<String>] = [:]
    for layer in Self.layers {
      for file in Self.files(of: layer) {
        declared[layer, default: []].formUnion(Self.declaredTypes(in: try Self.code(file)))
      }
    }
    var violations: [String] = []
    for (position, layer) in Self.layers.enumerated() {
      let later = Self.layers[(position + 1)...].reduce(into: [String: String]()) { names, next in
        for name in declared[next] ?? [] where names[name] == nil { names[name] = next }
      }
      let own = declared[layer] ?? []
      for file in Self.files(of: layer) {
        let words = Set(try Self.code(file).split { !$0.isLetter && !$0.isNumber }.map(String.init))
        for word in words.sorted() where !own.contains(word) {
          if let next = later[word] {
            violations.append("\(layer)/\(file.lastPathComponent) uses \(word) from \(next)")
          }
        }
      }
    }
    #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
    #expect(
      Set(Self.layers)
        == Set(try FileManager.default.contentsOfDirectory(atPath: Self.sources.path)))
  }
}
