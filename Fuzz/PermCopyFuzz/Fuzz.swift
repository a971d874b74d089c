import Foundation
import PermCopyKit

// libFuzzer drives permcopy's readers of untrusted input: `.strings` files in every flavour,
// XLIFF, permcopy.yml (loaded, then rendered), and every Load reader through the registry
// (project.pbxproj, XcodeGen, Tuist, Expo, Info.plist, InfoPlist.strings, String Catalogs). The
// first byte picks the reader; any crash, hang or sanitizer report is a bug. Built only by
// `Fuzz/run.sh` (PERMCOPY_FUZZ=1).

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
  switch bytes[0] % 11 {
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
  default:
    // The Load readers read files: the input becomes the one file of a throwaway app.
    let name = loadFiles[Int(bytes[0] % 11) - 3]
    let path = loadFolder + "/" + name
    FileManager.default.createFile(atPath: path, contents: data)
    _ = try? AppLoader.load(paths: [path])
  }
  return 0
}

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
