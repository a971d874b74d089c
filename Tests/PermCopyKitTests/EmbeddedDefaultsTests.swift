import Foundation
import Testing

@testable import PermCopyKit

/// The built-in locales, templates, example and data are compiled in from the top-level
/// folders (`permcopy-generate`); what the binary holds is what the folders hold.
@Suite struct EmbeddedDefaultsTests {
  @Test func embeddedCopyMatchesTheFolders() throws {
    let files = try SourceGenerator.knowledgeFiles(root: PackageRoot.url).filter {
      SourceGenerator.isEmbedded($0.key)
    }
    #expect(files.keys.contains("locales/en.yml"))
    #expect(DefaultResources.files == files, "run `swift run permcopy-generate`")
  }
}
