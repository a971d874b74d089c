import Foundation
import Testing

@testable import PermCopyKit

/// The probe's reproducers: each finishes in well under two seconds with a located error or a
/// normal result.
@Suite struct HostileInputTests {
  static func within(_ seconds: Double, _ work: () throws -> Void) rethrows -> Double {
    let start = Date()
    try work()
    let elapsed = Date().timeIntervalSince(start)
    #expect(elapsed < seconds, "took \(elapsed) s")
    return elapsed
  }

  /// Nine levels of nine aliases: 9^9 values from a few hundred bytes.
  static let aliasBomb: String = {
    var lines = ["a: &a [\"x\",\"x\",\"x\",\"x\",\"x\",\"x\",\"x\",\"x\",\"x\"]"]
    var previous = "a"
    for name in ["b", "c", "d", "e", "f", "g", "h", "i"] {
      lines.append(
        "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ",")
          + "]")
      previous = name
    }
    return lines.joined(separator: "\n") + "\n"
  }()

  @Test func aYAMLAliasBombIsALocatedError() throws {
    #expect(Self.aliasBomb.utf8.count < 1_000)
    let project = try TemporaryProject(
      Self.aliasBomb + "source-locale: en\nlocales: [en]\npermissions: {}\n")
    defer { project.remove() }
    _ = try Self.within(2) {
      do {
        _ = try project.load()
        Issue.record("an alias bomb loaded")
      } catch let error as InputError {
        #expect(error.description.contains("permcopy.yml:"), "\(error)")
        #expect(error.description.contains("aliases"))
      }
    }
    // A few aliases that repeat a value stay allowed.
    let shared = try TemporaryProject(
      """
      source-locale: en
      locales: [en, zh-Hans]
      permissions:
        camera: { purpose: &scan { en: scan a code, zh-Hans: 扫描二维码 } }
        photo-library: { purpose: *scan }
      """)
    defer { shared.remove() }
    #expect(try shared.load().permissions.count == 2)
  }

  @Test func anAliasBombInALocaleFileIsALocatedError() throws {
    let project = try TemporaryProject(
      "source-locale: en\nlocales: [en]\npermissions:\n  camera: { purpose: scan a code }\n",
      files: ["locales/en.yml": Self.aliasBomb])
    defer { project.remove() }
    _ = Self.within(2) {
      do {
        _ = try project.load()
        Issue.record("an alias bomb in a locale file loaded")
      } catch {
        #expect("\(error)".contains("locales/en.yml:1:"), "\(error)")
      }
    }
  }

  @Test func mustachePartialsFanningOutStopAtABudget() throws {
    var files: [String: String] = [:]
    for level in 1...6 {
      files["Templates/en/p\(level).mustache"] = String(
        repeating: "{{>p\(level + 1)}}", count: 10)
    }
    files["Templates/en/p7.mustache"] = "x"
    files["Templates/en/guide-title.mustache"] = "{{>p1}}\n"
    let project = try TemporaryProject(
      "source-locale: en\nlocales: [en]\npermissions:\n  camera: { purpose: scan a code }\n",
      files: files)
    defer { project.remove() }
    _ = try Self.within(2) {
      do {
        _ = try project.render()
        Issue.record("ten million partial expansions rendered")
      } catch let error as InputErrors {
        #expect(error.description.contains("more than 1000 times"), "\(error)")
        #expect(error.description.contains("Templates/en/p"))
      } catch let error as InputError {
        #expect(error.description.contains("more than 1000 times"), "\(error)")
      }
    }
  }

  @Test func aOneLineStringsFileOfThousandsOfEntriesReadsAtOnce() throws {
    let folder = try TemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder.url) }
    let line = (0..<5_000).map { "\"k\($0)\" = \"v\($0)\";" }.joined()
    let path = folder.url.appendingPathComponent("en.lproj/InfoPlist.strings").path
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(line.utf8).write(to: URL(fileURLWithPath: path))
    _ = try Self.within(2) {
      let facts = try StringsTableReader.read(path: path, display: "InfoPlist.strings")
      let declarations = facts.tables.flatMap(\.declarations)
      #expect(declarations.count == 5_000)
      // The value's first character, counted on a line of 88,000 characters.
      #expect(declarations.last?.location.column == line.utf8.count - "v4999\";".count + 1)
    }
  }

  @Test func anInfoPlistWithThousandsOfKeysReadsAtOnce() throws {
    let folder = try TemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder.url) }
    let keys = (0..<2_000).map { "<key>NSKey\($0)UsageDescription</key><string>v</string>\n" }
    let text =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>\n"
      + keys.joined() + "</dict></plist>\n"
    try Data(text.utf8).write(to: folder.url.appendingPathComponent("Info.plist"))
    _ = try Self.within(2) {
      let model = try AppLoader.load(paths: [folder.url.path])
      #expect(!model.targets.isEmpty)
    }
  }

  /// A table beyond the size permcopy reads is refused at once, before a byte is read, with the
  /// limit named at the file's first line; a pipe is refused rather than read until it ends.
  @Test func aTableBeyondTheLimitAndAPipeAreRefusedWithTheirPlace() throws {
    let folder = try TemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder.url) }
    let path = folder.url.appendingPathComponent("zh-Hans.lproj/InfoPlist.strings").path
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    // A sparse file: its size is what counts, and nothing is written to the disk.
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.truncate(atOffset: UInt64(FileBytes.tableLimit + 1))
    try handle.close()
    _ = Self.within(2) {
      #expect {
        try StringsTableReader.read(path: path, display: "zh-Hans.lproj/InfoPlist.strings")
      } throws: { error in
        let error = error as? InputError
        return error?.location
          == SourceLocation(
            file: "zh-Hans.lproj/InfoPlist.strings", line: 1, column: 1)
          && error?.message.contains("beyond the 8 MB permcopy reads") == true
      }
    }
    let pipe = folder.url.appendingPathComponent("en.lproj/InfoPlist.strings").path
    try FileManager.default.createDirectory(
      atPath: (pipe as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    #expect(mkfifo(pipe, 0o600) == 0)
    _ = Self.within(2) {
      #expect {
        try StringsTableReader.read(path: pipe, display: "en.lproj/InfoPlist.strings")
      } throws: { error in
        (error as? InputError)?.message.contains("not a regular file") == true
      }
    }
  }
}
