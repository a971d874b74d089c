import Foundation
import Testing

@testable import PermCopyKit

/// The README's rules reference is generated; this keeps it in step with the registry.
/// `PERMCOPY_REGENERATE=1 swift test --filter Readme` rewrites it.
@Suite struct ReadmeTests {
  @Test func theRulesReferenceIsCurrent() throws {
    let url = PackageRoot.url.appendingPathComponent("README.md")
    let readme = try String(contentsOf: url, encoding: .utf8)
    let begin = "<!-- rules:begin -->\n"
    let end = "<!-- rules:end -->"
    let start = try #require(readme.range(of: begin))
    let stop = try #require(readme.range(of: end))
    let current = String(readme[start.upperBound..<stop.lowerBound])
    let generated = RuleListing.markdown()
    if ProcessInfo.processInfo.environment["PERMCOPY_REGENERATE"] == "1" {
      try readme.replacingCharacters(in: start.upperBound..<stop.lowerBound, with: generated)
        .write(to: url, atomically: true, encoding: .utf8)
      return
    }
    #expect(
      current == generated,
      "README rules reference is stale: PERMCOPY_REGENERATE=1 swift test --filter Readme")
  }
}
