import Foundation
import Testing

@testable import PermCopyKit

/// XLIFF read through libxml2: every unit with its place, and any malformed input as a located
/// error, never a crash.
@Suite struct XliffReaderTests {
  static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="App/en.lproj/InfoPlist.strings" source-language="en" target-language="zh-Hant" datatype="plaintext">
        <body>
          <group id="g">
            <trans-unit id="NSCameraUsageDescription">
              <source>Scan &amp; go.</source>
              <target state="translated">掃描 &lt;條碼&gt;。</target>
              <alt-trans><target>not this one</target></alt-trans>
            </trans-unit>
          </group>
          <trans-unit id="NSMicrophoneUsageDescription"><source>Talk.</source></trans-unit>
          <trans-unit id="NSContactsUsageDescription"><source>A</source><target>a<x id="1"/>b</target></trans-unit>
        </body>
      </file>
    </xliff>
    """

  @Test func unitsCarryTheirFileTextStateAndPlace() throws {
    let read = try XliffReader.read(Data(Self.document.utf8), display: "t.xliff")
    #expect(read.units.count == 3)
    let camera = read.units[0]
    #expect(camera.id == "NSCameraUsageDescription")
    #expect(camera.original == "App/en.lproj/InfoPlist.strings")
    #expect(camera.source == "Scan & go.")
    #expect(camera.target == "掃描 <條碼>。")
    #expect(camera.state == "translated")
    #expect(camera.targetLanguage == "zh-Hant" && camera.sourceLanguage == "en")
    #expect(camera.location.description == "t.xliff:8:11")
    let microphone = read.units[1]
    #expect(microphone.target == nil && microphone.location.description == "t.xliff:12:7")
    #expect(read.units[2].targetHasMarkup && !camera.targetHasMarkup)
  }

  /// libxml2 gives no columns and numbers an element by the line its start tag ends on.
  @Test func unitsOnOneLineAndTagsOverTwoLinesAreLocated() throws {
    let text = """
      <xliff version="1.2" xmlns="\(XliffReader.namespace)"><file>
      <trans-unit
        id="a"><source>s</source><target
        state="new">t</target></trans-unit><trans-unit id="b"><source>s</source><target>u</target><alt-trans><target/></alt-trans></trans-unit><trans-unit id="c"><source>s</source></trans-unit>
      </file></xliff>
      """
    let units = try XliffReader.read(Data(text.utf8), display: "x").units
    #expect(units.map(\.location.description) == ["x:3:28", "x:4:75", "x:4:138"])
  }

  @Test func everyTruncationIsALocatedErrorOrAShorterDocument() {
    let bytes = Array(Self.document.utf8)
    for length in stride(from: 0, to: bytes.count, by: 3) {
      do {
        _ = try XliffReader.read(Data(bytes[0..<length]), display: "cut.xliff")
        Issue.record("a document cut at byte \(length) read as whole")
      } catch let error as InputError {
        #expect(error.location?.file == "cut.xliff")
        #expect((error.location?.line ?? 0) >= 1 && (error.location?.column ?? 0) >= 1)
      } catch {
        Issue.record("\(error)")
      }
    }
  }

  /// Every corpus file (property lists in XML among them) is refused with its place, never a crash.
  @Test(.enabled(if: PackageRoot.sharedIsThere, PackageRoot.sharedIsMissing))
  func noCorpusFileReadsAsXliff() throws {
    let corpus = CheckCorpusTests.corpus
    let files = (FileManager.default.enumerator(atPath: corpus)?.allObjects as? [String] ?? [])
      .filter { !$0.hasSuffix(".md") && !$0.hasSuffix(".tsv") }
    var plists = 0
    for file in files {
      let path = corpus + "/" + file
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
        !isFolder.boolValue
      else { continue }
      #expect(throws: InputError.self, "\(file)") {
        try XliffReader.read(path: path, display: file)
      }
      if file.hasSuffix("Info.plist") { plists += 1 }
    }
    #expect(files.count > 20 && plists > 0)
  }

  @Test func entitiesNeitherExplodeNorReadFiles() throws {
    var loop = "<?xml version=\"1.0\"?>\n<!DOCTYPE xliff [\n <!ENTITY a \"aaaaaaaaaaaaaaaa\">\n"
    for (name, previous) in zip("bcdefghij", "abcdefghi") {
      loop += " <!ENTITY \(name) \"\(String(repeating: "&\(previous);", count: 16))\">\n"
    }
    loop += "]>\n<xliff version=\"1.2\" xmlns=\"\(XliffReader.namespace)\"><file>"
    loop +=
      "<trans-unit id=\"k\"><source>s</source><target>&j;</target></trans-unit></file></xliff>"
    #expect(throws: InputError.self) { try XliffReader.read(Data(loop.utf8), display: "x") }
    let external = """
      <?xml version="1.0"?>
      <!DOCTYPE xliff [ <!ENTITY secret SYSTEM "file:///etc/hostname"> ]>
      <xliff version="1.2" xmlns="\(XliffReader.namespace)"><file target-language="zh-Hant">
      <trans-unit id="k"><source>s</source><target>&secret;</target></trans-unit></file></xliff>
      """
    // Declared entities are refused whole: an external one is never read, an internal one
    // never multiplied (one 100 KB entity used 20,000 times would be 2 GB of text).
    #expect(throws: InputError.self) { try XliffReader.read(Data(external.utf8), display: "x") }
    let big = String(repeating: "x", count: 100_000)
    let wide =
      "<?xml version=\"1.0\"?>\n<!DOCTYPE xliff [ <!ENTITY big \"\(big)\"> ]>\n"
      + "<xliff version=\"1.2\" xmlns=\"\(XliffReader.namespace)\"><file target-language=\"zh-Hant\">"
      + "<trans-unit id=\"k\"><source>s</source><target>"
      + String(repeating: "&big;", count: 20_000) + "</target></trans-unit></file></xliff>"
    let start = Date()
    do {
      _ = try XliffReader.read(Data(wide.utf8), display: "wide.xliff")
      Issue.record("an entity used 20,000 times was read")
    } catch let error as InputError {
      #expect(error.description.contains("DOCTYPE declares entities"), "\(error)")
      #expect(error.description.hasPrefix("wide.xliff:1:1: error:"))
    }
    #expect(Date().timeIntervalSince(start) < 2)
  }

  @Test func otherDocumentsAreNotXliff() {
    for (text, message) in [
      ("<root/>", "the root element is <root>"),
      ("<xliff version=\"2.0\" xmlns=\"urn:oasis:names:tc:xliff:document:2.0\"/>", "not XLIFF 1.2"),
      ("<xliff version=\"1.2\"/>", "namespace none"),
    ] {
      #expect {
        try XliffReader.read(Data(text.utf8), display: "x")
      } throws: { error in
        (error as? InputError)?.message.contains(message) == true
      }
    }
  }
}

/// What import-xliff makes of a unit's text before it merges it.
@Suite struct XliffTargetTests {
  func unit(_ target: String?, source: String = "Scan codes.", state: String? = "translated")
    -> XliffReader.Unit
  {
    XliffReader.Unit(
      original: nil, sourceLanguage: "en", targetLanguage: "zh-Hant",
      id: "NSCameraUsageDescription", source: source, target: target, state: state,
      targetHasMarkup: false, location: SourceLocation(file: "x", line: 1, column: 1))
  }

  @Test func reindentedTextIsUnwrappedButTheWritersSpacesStay() {
    #expect(ImportXliffJob.unwrapped("\n      掃描條碼。\n    ") == "掃描條碼。")
    #expect(ImportXliffJob.unwrapped(" 掃描條碼。 ") == " 掃描條碼。 ")
    #expect(ImportXliffJob.unwrapped("第一行\n第二行") == "第一行\n第二行")
  }

  @Test func aCopyOfTheSourceInAnUntranslatedStateIsRefused() throws {
    let project = try TemporaryProject(config())
    defer { project.remove() }
    let loaded = try project.load()
    func taken(_ unit: XliffReader.Unit) -> String? {
      if case .success(let found) = ImportXliffJob.check(unit, project: loaded) { return found.2 }
      return nil
    }
    #expect(taken(unit("Scan codes.", state: "needs-translation")) == nil)
    #expect(taken(unit("\n  Scan codes.\n", state: "new")) == nil)
    // The same words marked translated are the translator's choice; check's rules judge them.
    #expect(taken(unit("Scan codes.")) == "Scan codes.")
    #expect(taken(unit("掃描條碼。", state: "needs-translation")) == "掃描條碼。")
    #expect(taken(unit("  \n ")) == nil)
    #expect(taken(unit(nil)) == nil)
  }
}
