import Foundation
import Testing

@testable import PermCopyKit

@Suite struct StringCatalogDocumentTests {
  /// Every String Catalog in the shared corpora, written by Xcode or by hand.
  static let catalogs: [String] = ["corpus", "corpus2"].flatMap { corpus -> [String] in
    let root = PackageRoot.shared.appendingPathComponent(corpus).path
    let files = FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []
    return files.filter { $0.hasSuffix(".xcstrings") }.sorted().map { "\(root)/\($0)" }
  }

  @Test(.enabled(if: !catalogs.isEmpty, "needs ../shared beside the repository"))
  func everyRealCatalogWritesBackByteForByte() throws {
    #expect(Self.catalogs.count >= 10)
    var xcodeWritten = 0
    for path in Self.catalogs {
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
      let document = try StringCatalogDocument(parsing: bytes, file: path)
      let original = String(decoding: bytes, as: UTF8.self)
      // Xcode's own files come back unchanged; hand-written ones in Xcode's layout, same tree.
      if original.hasPrefix("{\n  \"sourceLanguage\" : ") {
        #expect(document.text() == original, "\(path)")
        xcodeWritten += 1
      } else {
        let again = try StringCatalogDocument(parsing: Array(document.text().utf8), file: path)
        #expect(again.root == document.root, "\(path)")
      }
    }
    #expect(xcodeWritten >= 8)
  }

  @Test func xcodesLayoutForEmptyObjectsEscapesAndANewEntry() throws {
    let source = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "" : {

          },
          "NSCameraUsageDescription" : {
            "comment" : "Privacy - Camera Usage Description",
            "localizations" : {
              "de" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Kamera \\"für\\" Fotos\\n/ 1"
                }
              }
            },
            "shouldTranslate" : false
          }
        },
        "version" : "1.0"
      }
      """
    var document = try StringCatalogDocument(parsing: Array(source.utf8), file: "a.xcstrings")
    #expect(document.text() == source)
    #expect(document.entry("NSCameraUsageDescription")?["shouldTranslate"] == .literal("false"))
    #expect(
      document.entry("NSCameraUsageDescription")?["localizations"]?["de"]?["stringUnit"]?["value"]
        == .string("Kamera \"für\" Fotos\n/ 1"))
    document.setEntry("NSBluetoothAlwaysUsageDescription", .object([]))
    let written = document.text()
    let bluetooth = try #require(written.range(of: "NSBluetoothAlwaysUsageDescription"))
    let camera = try #require(written.range(of: "NSCameraUsageDescription"))
    #expect(bluetooth.lowerBound < camera.lowerBound, "new keys take their sorted place")
  }

  @Test func brokenCatalogsAreErrorsAtTheirPlace() {
    let cases: [(String, Int, Int)] = [
      ("{\n  \"strings\" : {\n    \"a\" : [1,\n", 4, 1),
      ("{\n  \"strings\" : { \"a\" : \"\\ud800\" }\n}", 2, 24),
      ("{\n  \"strings\" : { \"a\" : tru }\n}", 2, 23),
      ("[1, 2]", 1, 1),
      (String(repeating: "[", count: 1_000), 1, 201),
    ]
    for (text, line, column) in cases {
      #expect(throws: InputError.self, "\(text.prefix(40))") {
        try StringCatalogDocument(parsing: Array(text.utf8), file: "b.xcstrings")
      }
      do {
        _ = try StringCatalogDocument(parsing: Array(text.utf8), file: "b.xcstrings")
      } catch let error as InputError {
        #expect(error.location?.line == line, "\(text.prefix(40)): \(error)")
        #expect(error.location?.column == column, "\(text.prefix(40)): \(error)")
      } catch {}
    }
  }
}
