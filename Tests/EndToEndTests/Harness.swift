import Foundation
import Testing

/// Runs the built `permcopy` binary the way a user does and captures what it prints.
struct Run {
  let status: Int32
  let stdout: String
  let stderr: String
}

enum Harness {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The binary next to the test bundle (`swift test` builds it), else `.build/debug`.
  static let binary: URL = {
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("permcopy")
    if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
    return packageRoot.appendingPathComponent(".build/debug/permcopy")
  }()

  @discardableResult
  static func run(
    _ arguments: [String], in folder: URL, binary: URL = Harness.binary,
    environment: [String: String] = [:]
  ) throws -> Run {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = folder
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = "1"
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Read both pipes before waiting, so a large output cannot block the child.
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationReason == .uncaughtSignal
        ? -process.terminationStatus : process.terminationStatus,
      stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }

  /// The example's permcopy.yml without the microphone, and without the go-live feature that
  /// needs it: its guide pages become stale.
  static func removeMicrophoneFromTheExample(in folder: URL) throws {
    let yaml = String(decoding: read("permcopy.yml", in: folder)!, as: UTF8.self)
    let start = try #require(yaml.range(of: "  microphone:\n"))
    let end = try #require(yaml.range(of: "  location-when-in-use:\n"))
    let features = try #require(yaml.range(of: "features:"))
    try write(
      String(yaml[..<features.lowerBound])
        .replacingCharacters(in: start.lowerBound..<end.lowerBound, with: ""), to: "permcopy.yml",
      in: folder)
  }

  /// Whether `../shared` (the corpora and the reference schemas) is there, as CI provides it;
  /// the tests that read it are skipped with `sharedIsMissing` when it is not.
  static let sharedIsThere = FileManager.default.fileExists(
    atPath: packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus").path)
  static let sharedIsMissing: Comment =
    "needs ../shared (the corpora and schemas) beside the repository, as CI provides it"

  static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("permcopy-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Every file below `folder`, relative and sorted.
  static func files(in folder: URL) -> [String] {
    let all = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
    return all.filter { path in
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(
        atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory)
      return !isDirectory.boolValue
    }.sorted()
  }

  static func read(_ path: String, in folder: URL) -> Data? {
    FileManager.default.contents(atPath: folder.appendingPathComponent(path).path)
  }

  static func write(_ text: String, to path: String, in folder: URL) throws {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// The example, built, then its microphone English changed (so zh-Hant goes stale) and its
  /// zh-Hans text removed (so it is missing).
  static func builtExampleWithMicrophoneChanged(to english: String, in folder: URL) throws {
    #expect(try run(["init", "--example", "."], in: folder).status == 0)
    #expect(try run(["build"], in: folder).status == 0)
    var yaml = String(decoding: read("permcopy.yml", in: folder) ?? Data(), as: UTF8.self)
    yaml = yaml.replacingOccurrences(
      of: "en: add your voice to animated stickers", with: "en: \(english)"
    )
    .replacingOccurrences(of: "      zh-Hans: 给动态贴纸配上你的声音\n", with: "")
    try write(yaml, to: "permcopy.yml", in: folder)
  }
}
