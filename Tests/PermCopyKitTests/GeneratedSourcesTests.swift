import Foundation
import Testing

@testable import PermCopyKit

/// Every generated file is what `permcopy-generate` makes now from the knowledge folders; the
/// test only reads (`swift run permcopy-generate` rewrites them).
@Suite struct GeneratedSourcesTests {
  @Test func everyGeneratedFileIsUpToDate() throws {
    let outputs = try SourceGenerator.outputs(root: PackageRoot.url)
    #expect(outputs.count == 12)
    for output in outputs {
      let current =
        (try? String(
          contentsOf: PackageRoot.url.appendingPathComponent(output.path), encoding: .utf8)) ?? ""
      #expect(
        current == output.text,
        "\(output.path) is out of date: run `swift run permcopy-generate` and commit it")
    }
  }

  /// Generated Swift lives in one folder, generated C in its two, and each says so in its first
  /// lines.
  @Test func generatedSourcesAreMarkedAndInTheirFolder() throws {
    for output in try SourceGenerator.outputs(root: PackageRoot.url)
    where output.path.hasPrefix("Sources/") {
      #expect(
        output.path.hasPrefix("Sources/PermCopyKit/Generated/")
          || output.path.hasPrefix("Sources/CPhraseTables/")
          || output.path.hasPrefix("Sources/CChineseTables/"))
      #expect(
        output.text.prefix(300).contains("by permcopy-generate. Do not"), "\(output.path)")
    }
  }
}
