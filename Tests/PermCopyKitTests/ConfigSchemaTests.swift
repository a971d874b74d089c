import Foundation
import Testing

@testable import PermCopyKit

/// `docs/permcopy.schema.json` judges permcopy.yml files as permcopy does: every file the loader
/// and the check accept here is valid (Python jsonschema, draft 2020-12), and each mistake they
/// refuse with a did-you-mean is invalid too.
@Suite struct ConfigSchemaTests {
  /// A YAML file as JSON, every scalar a text, as the loader reads it.
  static func json(_ tree: YAMLTree) -> Any {
    switch tree {
    case .scalar(let text, _): text
    case .null: NSNull()
    case .sequence(let items, _): items.map(json)
    case .mapping(let pairs, _):
      Dictionary(pairs.map { ($0.key, json($0.value)) }, uniquingKeysWith: { $1 })
    }
  }

  /// The schema's errors for each document, one line per document ("valid" when none).
  static func validate(_ documents: [String]) throws -> [String] {
    let schema = PackageRoot.url.appendingPathComponent("docs/permcopy.schema.json").path
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "permcopy-schema-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var paths: [String] = []
    for (index, text) in documents.enumerated() {
      let tree = try YAMLTree.parse(text, file: "permcopy.yml")
      let data = try JSONSerialization.data(
        withJSONObject: json(tree), options: [.fragmentsAllowed])
      let path = folder.appendingPathComponent("\(index).json").path
      try data.write(to: URL(fileURLWithPath: path))
      paths.append(path)
    }
    let script = """
      import json, sys, jsonschema as J
      s = json.load(open(sys.argv[1])); J.Draft202012Validator.check_schema(s)
      v = J.Draft202012Validator(s)
      for p in sys.argv[2:]:
          e = [x.message for x in v.iter_errors(json.load(open(p)))]
          print("; ".join(e) or "valid")
      """
    let (status, output) = try Python.run(script, [schema] + paths)
    #expect(status == 0, "\(output)")
    return output.split(separator: "\n").map(String.init)
  }

  /// Loads a project file as `build` does, and its rule settings as `check` does.
  static func load(_ yaml: String) throws {
    let project = try TemporaryProject(yaml)
    defer { project.remove() }
    _ = try CheckConfiguration(try project.load().ruleSettings)
  }

  static let base = "source-locale: en\nlocales: [en, zh-Hans]\n"

  @Test func filesTheLoaderAcceptsAreValid() throws {
    let example = try String(
      contentsOf: PackageRoot.url.appendingPathComponent("Examples/shellcase/permcopy.yml"),
      encoding: .utf8)
    let lintOnly = """
      rules: { cjk-latin-spacing: off, too-long: error }
      check:
        source-locale: en
        deployment-target: "16.0"
        known-keys: [NSExampleUsageDescription]
        skip: [Vendor]
        latin-spacing: none
      """
    #expect(try Self.validate([lintOnly]) == ["valid"])
    let documents = [
      example,
      """
      source-locale: en
      locales: [en, zh-Hant]
      output: { strings: App, format: xcstrings, folders: { zh-Hant: zh-Hant-TW }, encoding: utf16,
        swift: App/Copy.swift, swift-bundle: module, allow-outside: "false" }
      permissions:
        camera: { text: { en: Scan a code to pair., zh-Hant: 掃描條碼以配對。 } }
      """,
    ]
    for document in documents { try Self.load(document) }
    #expect(try Self.validate(documents) == Array(repeating: "valid", count: documents.count))
  }

  @Test func mistakesTheLoaderRefusesAreInvalid() throws {
    let camera = "permissions:\n  camera: { purpose: scan codes }\n"
    let documents = [
      Self.base + "locale: [en]\n" + camera,
      Self.base + "permissions:\n  camra: { purpose: scan codes }\n",
      Self.base + "permissions:\n  camera: { purpos: scan codes }\n",
      Self.base + camera + "rules: { cjk-spacing: off }\n",
      Self.base + camera + "rules: { too-long: loud }\n",
      Self.base + camera + "output: { format: plist }\n",
      "source-locale: en\nlocales: [en, ../x]\n" + camera,
      Self.base + camera + "features:\n  live: { permissions: [camera] }\n",
    ]
    for document in documents {
      #expect(throws: (any Error).self, "\(document)") { try Self.load(document) }
    }
    for (document, result) in zip(documents, try Self.validate(documents)) {
      #expect(result != "valid", "\(document)")
    }
  }
}
