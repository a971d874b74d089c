import Foundation
import Testing

@testable import PermCopyKit

@Suite struct StringsFileReaderTests {
  static let fixture = #"""
    /* A header comment */
    // a line comment
    "NSCameraUsageDescription" = "Scan \"codes\" with C:\\cam\n\tnow 📷";
    NSMicrophoneUsageDescription = "允许访问麦克风后，你可以录音。";
    'single' = 'quoted';
    "escapes" = "\U00e9\U00E8 \UD83D\UDC4D \101 \a";
    unquoted.key-1 = bare_value;
    "alone";
    """#

  static func oracle(_ data: Data) throws -> [String: String]? {
    try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
  }

  func readBoth(_ data: Data) throws -> (StringsFile, [String: String]) {
    let file = StringsFileReader.read(data: data, path: "Test.strings")
    let expected = try #require(try Self.oracle(data))
    return (file, expected)
  }

  @Test(arguments: ["utf8", "utf8bom", "utf16le", "utf16be", "utf16le-nobom", "utf16be-nobom"])
  func agreesWithFoundationInEveryEncoding(_ encoding: String) throws {
    let text = Self.fixture
    var data: Data
    switch encoding {
    case "utf8": data = Data(text.utf8)
    case "utf8bom": data = Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8)
    case "utf16le", "utf16le-nobom":
      data = Data(text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
      if encoding == "utf16le" { data = Data([0xFF, 0xFE]) + data }
    default:
      data = Data(text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
      if encoding == "utf16be" { data = Data([0xFE, 0xFF]) + data }
    }
    let file = StringsFileReader.read(data: data, path: "Test.strings")
    #expect(file.problems.isEmpty, "\(file.problems)")
    let ours = Dictionary(uniqueKeysWithValues: file.entries.map { ($0.key, $0.value) })
    if encoding.hasSuffix("nobom") {
      // Foundation needs a BOM for UTF-16; compare with the UTF-8 reading instead.
      #expect(ours == (try Self.oracle(Data(text.utf8))))
    } else {
      #expect(ours == (try Self.oracle(data)))
    }
    #expect(ours["alone"] == "alone")
    #expect(ours["escapes"] == "éè 👍 A \u{07}")
  }

  @Test func entriesKnowTheirLinesColumnsAndComments() throws {
    let file = StringsFileReader.read(data: Data(Self.fixture.utf8), path: "Test.strings")
    let camera = try #require(file.entries.first)
    #expect(camera.keyLocation.line == 3 && camera.keyLocation.column == 1)
    #expect(camera.valueLocation.line == 3 && camera.valueLocation.column == 31)
    #expect(camera.comment == " a line comment")
    // 'n' of "now" sits after the escapes \" \" \\ \n \t.
    let now = camera.value.distance(
      from: camera.value.startIndex, to: camera.value.range(of: "now")!.lowerBound)
    #expect(camera.location(ofCharacterAt: now).column == 62)
    let mic = file.entries[1]
    #expect(mic.valueLocation.column == 33)
    #expect(mic.location(ofCharacterAt: 2).column == 35)
  }

  @Test func missingSemicolonsAreLocatedAndReadingGoesOn() throws {
    let text = "/* c */\n\"a\" = \"1\"\n\"b\" = \"2\";\nc = \"3\"\n"
    let file = StringsFileReader.read(data: Data(text.utf8), path: "x.strings")
    #expect(file.entries.map(\.key) == ["a", "b", "c"])
    #expect(file.problems.map(\.kind) == [.syntax, .syntax])
    #expect(file.problems.map { "\($0.location.line):\($0.location.column)" } == ["2:10", "4:8"])
    #expect(file.problems[0].message == "missing ';' after the value of \"a\"")
  }

  /// A value whose closing quote is lost runs into the next line: the problem is reported
  /// where the value opens, saying so, not where the run-on stops.
  @Test func aLostClosingQuoteIsReportedWhereTheValueOpens() throws {
    let file = StringsFileReader.read(
      data: Data(
        "\"NSCameraUsageDescription\" = \"风筝扫描吊牌。;\n\"NSMicrophoneUsageDescription\" = \"风筝录音。\";\n"
          .utf8),
      path: "zh-Hans.lproj/InfoPlist.strings")
    let first = try #require(file.problems.first)
    #expect((first.location.line, first.location.column) == (1, 30))
    #expect(first.message.contains("is its closing quote missing?"), "\(first.message)")
  }

  /// A byte that breaks UTF-8 is located at its line and column.
  @Test func aBadByteIsLocatedAtItsLineAndColumn() throws {
    var bytes = Array("/* kite */\n\n\"NSCameraUsageDescription\" = \"风筝".utf8)
    bytes.append(0xFF)
    bytes += Array("扫描。\";\n".utf8)
    let file = StringsFileReader.read(data: Data(bytes), path: "InfoPlist.strings")
    let problem = try #require(file.problems.first)
    #expect((problem.location.line, problem.location.column) == (3, 33))
    #expect(problem.message == "byte 0xFF is not UTF-8 (nor is the file UTF-16)")
  }

  @Test func strayTextIsASyntaxProblemAndLaterEntriesStillRead() throws {
    let text = "\"a\" = \"1\";\n# Pasted Markdown heading\n- a bullet\n\"b\" = \"2\";\n"
    let file = StringsFileReader.read(data: Data(text.utf8), path: "x.strings")
    #expect(file.entries.map(\.key) == ["a", "b"])
    #expect(file.problems.count == 2)
    #expect(file.problems[0].location.line == 2 && file.problems[0].location.column == 1)
    #expect(file.problems[0].message.contains("'#'"))
    #expect(file.problems[1].location.line == 3)
  }

  @Test func duplicateKeysNameBothLinesAndTheLastWins() throws {
    let text = "\"a\" = \"1\";\n\"b\" = \"x\";\n\"a\" = \"2\";\n"
    let file = StringsFileReader.read(data: Data(text.utf8), path: "x.strings")
    #expect(file.problems.map(\.kind) == [.duplicateKey])
    #expect(file.problems[0].location.line == 3)
    #expect(file.problems[0].message.contains("line 1"))
    #expect(file.effectiveEntries.first { $0.key == "a" }?.value == "2")
    #expect(try Self.oracle(Data(text.utf8))?["a"] == "2")
  }

  @Test func lowercaseUIsReadAsFoundationReadsItAndReported() throws {
    let data = Data(#""a" = "caf\u00E9";"#.utf8)
    let file = StringsFileReader.read(data: data, path: "x")
    #expect(file.entries.first?.value == (try Self.oracle(data))?["a"])
    #expect(file.entries.first?.value == "cafu00E9")
    #expect(file.problems.first?.location.column == 11)
  }

  @Test func unterminatedStringsAndCommentsAreProblems() {
    let string = StringsFileReader.read(
      data: Data("\"a\" = \"1\";\n\"b\" = \"never closed;\n".utf8), path: "x")
    #expect(string.entries.map(\.key) == ["a"])
    #expect(string.problems.first?.location.line == 2)
    #expect(string.problems.first?.location.column == 7)
    let comment = StringsFileReader.read(data: Data("\"a\" = \"1\";\n/* open".utf8), path: "x")
    #expect(comment.problems.first?.message.contains("never closed") == true)
  }

  @Test func theOldBracedFormReads() throws {
    let text = "{\n  a = \"1\";\n  \"b\" = \"2\";\n}\n"
    let (file, expected) = try readBoth(Data(text.utf8))
    #expect(file.problems.isEmpty)
    #expect(Dictionary(uniqueKeysWithValues: file.entries.map { ($0.key, $0.value) }) == expected)
  }

  @Test func theXMLPlistFlavourReads() throws {
    let plist = ["NSCameraUsageDescription": "Scan <codes> & \"more\"", "B": "二"]
    let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
    let file = StringsFileReader.read(data: data, path: "x.strings")
    #expect(file.flavor == .xmlPlist)
    #expect(file.problems.isEmpty)
    #expect(Dictionary(uniqueKeysWithValues: file.entries.map { ($0.key, $0.value) }) == plist)
    #expect(file.entries.allSatisfy { $0.keyLocation.line > 1 })
  }

  @Test func bytesThatAreNotTextAreOneProblem() {
    let file = StringsFileReader.read(data: Data([0xFF, 0x00, 0xC3, 0x28, 0x41]), path: "x")
    #expect(file.entries.isEmpty)
    #expect(file.problems.count == 1)
  }

  /// Every well-formed corpus file reads without a problem and exactly as Foundation reads it;
  /// the malformed ones give located syntax problems. Nothing crashes.
  @Test(.enabled(if: PackageRoot.sharedIsThere, PackageRoot.sharedIsMissing))
  func theCorpusReadsAsFoundationReadsIt() throws {
    let corpus = PackageRoot.shared.appendingPathComponent("corpus")
    let paths = (FileManager.default.enumerator(atPath: corpus.path)?.allObjects as? [String] ?? [])
      .filter { $0.lowercased().hasSuffix("infoplist.strings") }.sorted()
    #expect(paths.count >= 30)
    var malformed: [String] = []
    for path in paths {
      let data = try Data(contentsOf: corpus.appendingPathComponent(path))
      let file = StringsFileReader.read(data: data, path: path)
      let oracle = try? Self.oracle(data)
      if let oracle {
        #expect(file.problems.filter { $0.kind == .syntax }.isEmpty, "\(path): \(file.problems)")
        let ours = Dictionary(file.effectiveEntries.map { ($0.key, $0.value) }) { $1 }
        #expect(ours == oracle, "\(path)")
      } else {
        malformed.append(path)
        #expect(!file.problems.isEmpty, "\(path) is malformed but read cleanly")
        #expect(file.problems.allSatisfy { $0.location.line >= 1 })
      }
    }
    #expect(malformed.contains("SIT-kite__kite-app/ios/Runner/zh-Hans.lproj/InfoPlist.strings"))
    let kite = StringsFileReader.read(
      data: try Data(
        contentsOf: corpus.appendingPathComponent(
          "SIT-kite__kite-app/ios/Runner/zh-Hans.lproj/InfoPlist.strings")),
      path: "kite")
    #expect(kite.entries.count == 4)
    #expect(kite.problems.count == 4)
    #expect(kite.problems.map(\.location.line) == [9, 10, 11, 12])
  }
}
