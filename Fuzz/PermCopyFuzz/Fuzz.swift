import Foundation
import PermCopyKit

// libFuzzer drives permcopy's readers of untrusted input: `.strings` files in every flavour,
// XLIFF, permcopy.yml (loaded, then rendered), every Load reader through the registry
// (project.pbxproj, XcodeGen, Tuist, Expo, Info.plist, InfoPlist.strings, String Catalogs), the
// source scanner (Swift, Objective-C) and package manifests, a project's own Mustache template
// and locale YAML. The first byte picks the reader; any crash, hang or sanitizer report is a
// bug. Built only by `Fuzz/run.sh` (PERMCOPY_FUZZ=1).

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

func readOne(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 0 else { return 0 }
  let data = Data(bytes: bytes + 1, count: size - 1)
  switch bytes[0] % readerCount {
  case 0:
    _ = StringsFileReader.read(data: data, path: "fuzz.strings")
  case 1:
    _ = try? XliffReader.read(data, display: "fuzz.xliff")
  case 2:
    let text = String(decoding: data, as: UTF8.self)
    if let project = try? ConfigLoader.load(
      text: text, path: "permcopy.yml", baseDirectory: nowhere)
    {
      _ = try? Renderer.render(project)
    }
  case 11, 12:
    // The source scanner and the package manifests: one file of a throwaway app, scanned.
    let name = bytes[0] % readerCount == 11 ? "Sources/Main.swift" : "Sources/Main.m"
    FileManager.default.createFile(atPath: scanFolder + "/" + name, contents: data)
    _ = try? AppLoader.load(paths: [scanFolder], scanSources: true)
  case 13:
    FileManager.default.createFile(atPath: scanFolder + "/Podfile.lock", contents: data)
    _ = try? AppLoader.load(paths: [scanFolder], scanSources: true)
  case 14, 15:
    // A project's own template (with a partial from the second half) or its locale YAML.
    let project = projectFolder
    if bytes[0] % readerCount == 14 {
      let half = data.count / 2
      FileManager.default.createFile(
        atPath: project + "/Templates/en/guide-title.mustache", contents: data.prefix(half))
      FileManager.default.createFile(
        atPath: project + "/Templates/en/part.mustache", contents: data.dropFirst(half))
    } else {
      FileManager.default.createFile(atPath: project + "/locales/en.yml", contents: data)
    }
    if let loaded = try? ConfigLoader.load(path: project + "/permcopy.yml") {
      _ = try? Renderer.render(loaded)
    }
    try? FileManager.default.removeItem(atPath: project + "/Templates/en/guide-title.mustache")
    try? FileManager.default.removeItem(atPath: project + "/Templates/en/part.mustache")
    try? FileManager.default.removeItem(atPath: project + "/locales/en.yml")
  default:
    // The Load readers read files: the input becomes the one file of a throwaway app.
    let name = loadFiles[Int(bytes[0] % readerCount) - 3]
    let path = loadFolder + "/" + name
    FileManager.default.createFile(atPath: path, contents: data)
    _ = try? AppLoader.load(paths: [path])
  }
  return 0
}

/// Readers by the input's first byte: 0 .strings, 1 XLIFF, 2 permcopy.yml, 3–10 `loadFiles`,
/// 11 Swift, 12 Objective-C, 13 Podfile.lock, 14 a template, 15 locale YAML.
let readerCount: UInt8 = 16

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
  FileManager.default.createFile(
    atPath: folder + "/permcopy.yml",
    contents: Data(
      "source-locale: en\nlocales: [en]\npermissions:\n  camera: { purpose: scan a code }\n"
        .utf8))
  return folder
}()

/// One file name per Load reader, in a folder made once per fuzzing process.
let loadFiles = [
  "App.xcodeproj/project.pbxproj", "project.yml", "Project.swift", "app.json", "app.config.ts",
  "Info.plist", "en.lproj/InfoPlist.strings", "InfoPlist.xcstrings",
]

let loadFolder: String = {
  let folder = NSTemporaryDirectory() + "permcopy-fuzz-\(getpid())"
  for name in loadFiles {
    let parent = (folder + "/" + name as NSString).deletingLastPathComponent
    try? FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
  }
  return folder
}()
