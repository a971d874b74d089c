import Foundation
import PermCopyKit

// libFuzzer drives permcopy's readers of untrusted input: every Load reader through the
// registry, `.strings` files in every flavour, XLIFF, permcopy.yml (loaded, then rendered), the
// source scanner (Swift, Objective-C) and package manifests, a project's own Mustache template
// and locale YAML, `.xcconfig` files, baselines, `check --fix` on a scratch app and
// `import-xliff` into a scratch project. The first byte picks the target (`Target`); any crash,
// hang or sanitizer report is a bug. Built only by `Fuzz/run.sh` (PERMCOPY_FUZZ=1).

@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

/// SwiftPM links an executable with `main` set to this symbol; libFuzzer takes over from here.
@_cdecl("PermCopyFuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?)
  -> CInt
{
  var count = argc
  var arguments = argv
  return runFuzzerDriver(&count, &arguments) { bytes, size in readOne(bytes, size) }
}

let nowhere = URL(fileURLWithPath: "/nonexistent-permcopy-fuzz")
let silent = Console(out: { _ in }, err: { _ in })

/// What the input's first byte picks: these, by number (the seeds in Fuzz/seeds start with
/// theirs), then the Load readers (one per registry reader, so a new reader is fuzzed without an
/// edit here).
enum Target: CaseIterable {
  case strings, xliff, config, swift, objectiveC, podfileLock, template, localeData
  case xcconfig, baseline, fix, xliffMerge
}

func readOne(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 0 else { return 0 }
  let data = Data(bytes: bytes + 1, count: size - 1)
  let choice = Int(bytes[0]) % (Target.allCases.count + loadFiles.count)
  guard choice < Target.allCases.count else {
    // The Load readers read files: the input becomes the one file of a throwaway app.
    let path = loadFolder + "/" + loadFiles[choice - Target.allCases.count]
    _ = FileManager.default.createFile(atPath: path, contents: data)
    _ = try? AppLoader.load(paths: [path])
    return 0
  }
  switch Target.allCases[choice] {
  case .strings:
    _ = StringsFileReader.read(data: data, path: "fuzz.strings")
  case .xliff:
    _ = try? XliffReader.read(data, display: "fuzz.xliff")
  case .config:
    let text = String(decoding: data, as: UTF8.self)
    if let project = try? ConfigLoader.load(
      text: text, path: "permcopy.yml", baseDirectory: nowhere)
    {
      _ = try? Renderer.render(project)
    }
  case .swift:
    // The source scanner: one file of a throwaway app, scanned.
    _ = FileManager.default.createFile(atPath: scanFolder + "/Sources/Main.swift", contents: data)
    _ = try? AppLoader.load(paths: [scanFolder], scanSources: true)
  case .objectiveC:
    _ = FileManager.default.createFile(atPath: scanFolder + "/Sources/Main.m", contents: data)
    _ = try? AppLoader.load(paths: [scanFolder], scanSources: true)
  case .podfileLock:
    _ = FileManager.default.createFile(atPath: scanFolder + "/Podfile.lock", contents: data)
    _ = try? AppLoader.load(paths: [scanFolder], scanSources: true)
  case .template, .localeData:
    // A project's own template (with a partial from the second half) or its locale YAML.
    let project = projectFolder
    if Target.allCases[choice] == .template {
      let half = data.count / 2
      _ = FileManager.default.createFile(
        atPath: project + "/Templates/en/guide-title.mustache", contents: data.prefix(half))
      _ = FileManager.default.createFile(
        atPath: project + "/Templates/en/part.mustache", contents: data.dropFirst(half))
    } else {
      _ = FileManager.default.createFile(atPath: project + "/locales/en.yml", contents: data)
    }
    if let loaded = try? ConfigLoader.load(path: project + "/permcopy.yml") {
      _ = try? Renderer.render(loaded)
    }
    try? FileManager.default.removeItem(atPath: project + "/Templates/en/guide-title.mustache")
    try? FileManager.default.removeItem(atPath: project + "/Templates/en/part.mustache")
    try? FileManager.default.removeItem(atPath: project + "/locales/en.yml")
  case .xcconfig:
    // The configuration file an XcodeGen project names, read through the project.
    _ = FileManager.default.createFile(atPath: xcconfigFolder + "/Release.xcconfig", contents: data)
    _ = try? AppLoader.load(paths: [xcconfigFolder])
  case .baseline:
    _ = try? Baseline.parse(String(decoding: data, as: UTF8.self), file: "permcopy.baseline")
  case .fix:
    // `check --fix` on a scratch app whose one table is the input.
    _ = FileManager.default.createFile(
      atPath: fixFolder + "/zh-Hant.lproj/InfoPlist.strings", contents: data)
    var options = CheckJob.Options()
    options.paths = [fixFolder]
    options.fix = true
    _ = try? CheckJob.run(options, console: silent)
  case .xliffMerge:
    // `import-xliff` of the input into a scratch project, whose files are put back after.
    let xliff = projectFolder + "/returned.xliff"
    _ = FileManager.default.createFile(atPath: xliff, contents: data)
    _ = try? ImportXliffJob.run(
      configPath: projectFolder + "/permcopy.yml", files: [xliff], console: silent)
    _ = FileManager.default.createFile(
      atPath: projectFolder + "/permcopy.yml", contents: projectConfig)
    try? FileManager.default.removeItem(atPath: projectFolder + "/permcopy.lock")
  }
  return 0
}

/// A throwaway app for the scanner, made once per fuzzing process.
let scanFolder: String = {
  let folder = NSTemporaryDirectory() + "permcopy-fuzz-scan-\(getpid())"
  try? FileManager.default.createDirectory(
    atPath: folder + "/Sources", withIntermediateDirectories: true)
  return folder
}()

/// A permcopy project whose template and locale file each input replaces.
let projectFolder: String = {
  let folder = NSTemporaryDirectory() + "permcopy-fuzz-project-\(getpid())"
  for sub in ["Templates/en", "locales"] {
    try? FileManager.default.createDirectory(
      atPath: folder + "/" + sub, withIntermediateDirectories: true)
  }
  _ = FileManager.default.createFile(atPath: folder + "/permcopy.yml", contents: projectConfig)
  return folder
}()

let projectConfig = Data(
  "source-locale: en\nlocales: [en, zh-Hans]\npermissions:\n  camera: { purpose: scan a code }\n"
    .utf8)

/// An XcodeGen project whose Release configuration file each input replaces.
let xcconfigFolder: String = {
  let folder = NSTemporaryDirectory() + "permcopy-fuzz-xcconfig-\(getpid())"
  try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  _ = FileManager.default.createFile(
    atPath: folder + "/project.yml",
    contents: Data(
      "name: App\nconfigFiles:\n  Release: Release.xcconfig\ntargets:\n  App:\n    type: application\n    platform: iOS\n"
        .utf8))
  return folder
}()

/// A scratch app for `check --fix`.
let fixFolder: String = {
  let folder = NSTemporaryDirectory() + "permcopy-fuzz-fix-\(getpid())"
  try? FileManager.default.createDirectory(
    atPath: folder + "/zh-Hant.lproj", withIntermediateDirectories: true)
  return folder
}()

/// One path per Load reader (from the registry) and Expo's dynamic config, in a folder made
/// once per fuzzing process.
let loadFiles = ReaderRegistry.examplePaths + ["app.config.ts"]

let loadFolder: String = {
  let folder = NSTemporaryDirectory() + "permcopy-fuzz-\(getpid())"
  for name in loadFiles {
    let parent = (folder + "/" + name as NSString).deletingLastPathComponent
    try? FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
  }
  return folder
}()
