import Foundation
import Testing

@testable import PermCopyKit

/// The built-in locales' YAML trees are compiled in as records (`BuiltInLocaleTrees.swift`), so
/// loading a project parses no built-in YAML. This test writes the records from `locales/*.yml`
/// and fails when the committed file differs; `PERMCOPY_REGENERATE=1 swift test --filter
/// BuiltInLocaleTrees` rewrites it.
@Suite struct BuiltInLocaleTreesTests {
  static let target = PackageRoot.url.appendingPathComponent(
    "Sources/PermCopyKit/Support/BuiltInLocaleTrees.swift")

  /// The records of `tree`, in the format `YAMLTree(records:file:)` reads.
  static func records(_ tree: YAMLTree) -> String {
    var out = ""
    func escaped(_ text: String) -> String {
      var result = ""
      for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        default:
          let category = scalar.properties.generalCategory
          if category == .control || category == .format || category == .lineSeparator
            || category == .paragraphSeparator
          {
            result += "\\u{\(String(scalar.value, radix: 16))}"
          } else {
            result.unicodeScalars.append(scalar)
          }
        }
      }
      return result
    }
    func write(_ node: YAMLTree) {
      let at = "\(node.location.line),\(node.location.column)"
      switch node {
      case .mapping(let pairs, _):
        out += "M\(at),\(pairs.count)\n"
        for pair in pairs {
          out += "K\(pair.keyLocation.line),\(pair.keyLocation.column)\t\(escaped(pair.key))\n"
          write(pair.value)
        }
      case .sequence(let items, _):
        out += "Q\(at),\(items.count)\n"
        for item in items { write(item) }
      case .scalar(let text, _):
        out += "S\(at)\t\(escaped(text))\n"
      case .null:
        out += "N\(at)\n"
      }
    }
    write(tree)
    return out
  }

  static func parsed(_ id: String) throws -> YAMLTree {
    try YAMLTree.parse(
      try #require(DefaultResources.localeFile(id)), file: "(built-in) locales/\(id).yml")
  }

  static func source() throws -> String {
    let ids = DefaultResources.localeIDs.sorted()
    var out = """
      // swift-format-ignore-file
      // Generated from locales/*.yml by BuiltInLocaleTreesTests. Do not edit.
      // Regenerate with: PERMCOPY_REGENERATE=1 swift test --filter BuiltInLocaleTrees

      /// The built-in locales' YAML, parsed at build time (the format: `YAMLTree(records:file:)`).
      enum BuiltInLocaleTrees {
        /// A built-in locale's tree, nil for any other.
        static func tree(_ id: String) -> YAMLTree? {
          let records: String
          switch id {

      """
    for id in ids { out += "    case \"\(id)\": records = \(GeneratedFile.localeName(id))\n" }
    out += "    default: return nil\n    }\n"
    out += "    return YAMLTree(records: records, file: \"(built-in) locales/\\(id).yml\")\n  }\n"
    for id in ids {
      let records = Self.records(try parsed(id))
      // A raw string literal keeps the records as they are, unless they held its delimiter.
      #expect(!records.contains("\"\"\"#") && !records.contains("\\#"))
      // A multi-line literal drops the line break before its closing delimiter: one more keeps
      // the records' last.
      out +=
        "\n  private static let \(GeneratedFile.localeName(id)) = #\"\"\"\n\(records)\n\"\"\"#\n"
    }
    return out + "}\n"
  }

  @Test func generatedTreesMatchTheLocaleFiles() throws {
    try GeneratedFile.check(try Self.source(), at: Self.target, filter: "BuiltInLocaleTrees")
  }

  /// The compiled-in tree is the parsed one: every key, value, kind and position.
  @Test func compiledTreesEqualTheParsedOnes() throws {
    for id in DefaultResources.localeIDs {
      let compiled = try #require(BuiltInLocaleTrees.tree(id), "\(id)")
      #expect(Self.records(compiled) == Self.records(try Self.parsed(id)), "\(id)")
      #expect(compiled.location.file == "(built-in) locales/\(id).yml")
    }
    #expect(BuiltInLocaleTrees.tree("fr") == nil)
  }

  /// Records read back as the tree written, escapes included; malformed ones are refused.
  @Test func recordsRoundTripAndRefuseMalformedInput() throws {
    let tree = try YAMLTree.parse(
      "a: \"tab\\tline\\nback\\\\slash\\r\"\nb: [1, ~, \"\\u200B\\u2028x\"]\nc: {}\n", file: "t.yml"
    )
    let records = Self.records(tree)
    let read = try #require(YAMLTree(records: records, file: "t.yml"))
    #expect(Self.records(read) == records)
    #expect(read["a"]?.string == "tab\tline\nback\\slash\r")
    for broken in [
      "", "M1,1,2\nK1,1\ta\nS1,4\tx\n", "S1,1\tx\\q\n", "Z1,1\n", "S1,1\tx", "N1,1\nN1,1\n",
    ] {
      #expect(YAMLTree(records: broken, file: "t") == nil, "\(broken.debugDescription)")
    }
  }
}
