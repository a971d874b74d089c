import Foundation
import PermCopyKit

// `swift run permcopy-generate [--check | --derive-script-pairs]`, from the package root:
// rewrites every generated file from locales/, Templates/, Examples/ and data/; `--check`
// changes nothing and exits 1 when one is out of date; `--derive-script-pairs` remakes
// data/script-pairs.txt from ICU and Python's codecs first.
let arguments = Array(CommandLine.arguments.dropFirst())
let usage = "usage: swift run permcopy-generate [--check | --derive-script-pairs]"
guard arguments.count <= 1, arguments.allSatisfy(["--check", "--derive-script-pairs"].contains)
else {
  FileHandle.standardError.write(Data((usage + "\n").utf8))
  exit(2)
}
let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path),
  FileManager.default.fileExists(atPath: root.appendingPathComponent("locales").path)
else {
  FileHandle.standardError.write(Data("permcopy-generate: run it from permcopy's root\n".utf8))
  exit(2)
}
do {
  // The readers learn eras, keys and locales from the folders, not from a compiled-in copy
  // that may be the stale thing being regenerated.
  try DefaultResources.readFolders(under: root)
  if arguments.first == "--derive-script-pairs" {
    let pairs = root.appendingPathComponent("data/script-pairs.txt")
    try Data(try SourceGenerator.derivedScriptPairs().utf8).write(to: pairs, options: .atomic)
    print("derived  data/script-pairs.txt")
  }
  let stale = try SourceGenerator.stale(root: root)
  if arguments.first == "--check" {
    for output in stale { print("out of date: \(output.path)") }
    if !stale.isEmpty {
      print("run `swift run permcopy-generate` and commit the result")
      exit(1)
    }
    print("every generated file is up to date")
  } else {
    for output in stale {
      let url = root.appendingPathComponent(output.path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(output.text.utf8).write(to: url, options: .atomic)
      print("wrote    \(output.path)")
    }
    if stale.isEmpty { print("every generated file is up to date") }
  }
} catch {
  FileHandle.standardError.write(Data("permcopy-generate: \(error)\n".utf8))
  exit(2)
}
