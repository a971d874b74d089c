import Foundation
import Testing

@testable import PermCopyKit

/// A throwaway project folder with a permcopy.yml and any extra files.
struct TemporaryProject {
  let folder: URL

  init(_ yaml: String, files: [String: String] = [:]) throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("permcopy-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try write("permcopy.yml", yaml)
    for (path, text) in files { try write(path, text) }
  }

  var configPath: String { folder.appendingPathComponent("permcopy.yml").path }

  func write(_ path: String, _ text: String) throws {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  func read(_ path: String) -> String? {
    FileManager.default.contents(atPath: folder.appendingPathComponent(path).path)
      .flatMap(StringsFileWriter.decode)
  }

  func load() throws -> Project { try ConfigLoader.load(path: configPath) }

  func render() throws -> RenderedProject { try Renderer.render(load()) }

  /// Every file below the folder, relative, sorted.
  func files() -> [String] {
    let walker = FileManager.default.enumerator(atPath: folder.path)
    return (walker?.allObjects as? [String] ?? []).filter { path in
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(
        atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory)
      return !isDirectory.boolValue
    }.sorted()
  }

  func remove() { try? FileManager.default.removeItem(at: folder) }
}

/// The input errors a closure throws, flattened.
func inputErrors(_ body: () throws -> Void) -> [InputError] {
  do {
    try body()
    return []
  } catch let error as InputErrors {
    return error.errors
  } catch let error as InputError {
    return [error]
  } catch {
    return [InputError("unexpected \(error)", at: nil)]
  }
}

/// A minimal valid config with one permission, to vary in tests.
func config(
  target: String = "16.0", locales: String = "[en, zh-Hans, zh-Hant]",
  permissions: String = """
    camera:
      purpose: { en: scan the QR code on a gift card, zh-Hans: 扫描礼品卡上的二维码, zh-Hant: 掃描禮物卡上的 QR 碼 }
  """
) -> String {
  let names = ["en": "Giftly", "zh-Hans": "礼物盒", "zh-Hant": "禮物盒"].filter {
    locales.contains($0.key)
  }
  .sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
  return """
    app:
      name: { \(names) }
    locales: \(locales)
    ios: { deployment-target: "\(target)" }
    output: { strings: out, guides: docs }
    permissions:
    \(permissions)
    """
}

extension OutputPlan {
  /// The plan of a rendered project without a lock, as the unit tests build it.
  init(_ rendered: RenderedProject) {
    self.init(ProjectModel(rendered: rendered, lock: TranslationLock()))
  }
}

/// A program the tests check with or compare against (Python's jsonschema and wcwidth, tidy,
/// Chromium, diff, fc-list): its exit status and its standard output, with its standard error
/// too when `mergingErrors`, else discarded.
enum ExternalProgram {
  static func run(
    _ executable: URL, _ arguments: [String], in folder: URL? = nil, mergingErrors: Bool = false
  ) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = folder
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = mergingErrors ? pipe : FileHandle.nullDevice
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, output)
  }

  /// A program found on PATH.
  static func run(named name: String, _ arguments: [String], mergingErrors: Bool = false) throws
    -> (status: Int32, output: String)
  {
    try run(
      URL(fileURLWithPath: "/usr/bin/env"), [name] + arguments, mergingErrors: mergingErrors)
  }
}

/// The reference tools written in Python (jsonschema, wcwidth): a script run with arguments,
/// its exit status and its output (standard output and error together).
enum Python {
  static func run(_ script: String, _ arguments: [String]) throws -> (Int32, String) {
    try ExternalProgram.run(named: "python3", ["-c", script] + arguments, mergingErrors: true)
  }
}
