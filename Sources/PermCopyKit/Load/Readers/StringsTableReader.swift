import Foundation

/// `<locale>.lproj/InfoPlist.strings` (any case of the name, and the names Xcode renames to it:
/// `<Info.plist base>Plist.strings`, `<Target>-InfoPlist.strings`), through `StringsFileReader`,
/// which locates every entry and reports syntax problems as findings.
enum StringsTableReader: FileReader {
  static let formatName = "InfoPlist.strings"
  static let examplePath = "en.lproj/InfoPlist.strings"

  static func accepts(name: String, path: String) -> Bool {
    isInfoPlistTable(name) && path.deletingLastPathComponent.hasSuffix(".lproj")
  }

  /// `InfoPlist.strings` in any case, or a name Xcode renames to it when it copies the file.
  static func isInfoPlistTable(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return lowered == "infoplist.strings" || lowered.hasSuffix("-infoplist.strings")
  }

  static func read(path: String, display: String) throws -> FileFacts {
    let bytes = try FileBytes.read(path, display: display, limit: FileBytes.tableLimit)
    let file = StringsFileReader.read(data: .init(bytes), path: display)
    var facts = FileFacts()
    for problem in file.problems {
      facts.findings.append(
        LoadFinding(
          rule: problem.kind.rawValue, message: problem.message, location: problem.location))
    }
    let name = path.lastPathComponent
    if name != "InfoPlist.strings", name.lowercased() == "infoplist.strings" {
      facts.findings.append(
        LoadFinding(
          rule: "file-name",
          message: "\(name) is not InfoPlist.strings: iOS looks the name up with its case, so "
            + "this file's texts never show; rename it",
          location: SourceLocation(file: display, line: 1, column: 1)))
    }
    let folder = path.deletingLastPathComponent.lastPathComponent
    facts.tables.append(
      LocalizedTable(
        path: path, display: display, folder: String(folder.dropLast(".lproj".count)),
        declarations: file.effectiveEntries.map { entry in
          Declaration(
            key: entry.key, text: entry.value, written: entry.rawValue,
            location: entry.valueLocation, source: .strings, entry: entry, comment: entry.comment)
        }, lineCount: file.lineCount))
    return facts
  }
}

extension DeclarationSource {
  static let strings = DeclarationSource("InfoPlist.strings", expandsVariables: false)
}
