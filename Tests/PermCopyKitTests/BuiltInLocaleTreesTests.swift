import Foundation
import Testing

@testable import PermCopyKit

/// The built-in locales' YAML trees are compiled in as records (`BuiltInLocaleTrees.swift`, made
/// by `permcopy-generate`), so loading a project parses no built-in YAML.
@Suite struct BuiltInLocaleTreesTests {
  /// The records of `tree`, in the format `YAMLTree(records:file:)` reads.
  static func records(_ tree: YAMLTree) -> String { LocaleTreesSource.records(tree) }

  static func parsed(_ id: String) throws -> YAMLTree {
    try YAMLTree.parse(
      try #require(DefaultResources.localeFile(id)), file: "(built-in) locales/\(id).yml")
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
