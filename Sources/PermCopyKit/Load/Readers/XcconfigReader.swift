import Foundation

/// `.xcconfig` files, read the way swift-build's `MacroConfigFileParser` reads them: `NAME = value`
/// to the end of the line, quotes kept (String settings give quotes no meaning), `//` starts a
/// comment anywhere, a trailing `\` joins the next line with one space, one trailing `;` is
/// dropped, `#include "file"` (an error when missing) and `#include? "file"` (optional: a note),
/// relative to the including file; a missing file another tool writes at set-up
/// (`BootstrapFiles`) is a note. Read only where a project names the file.
enum XcconfigReader {
  /// The assignments of `path` and everything it includes, in the order Xcode applies them.
  /// An `#include` of a file that is not there is a `missing-file` finding in `missing` at its
  /// line, and the rest is read.
  static func assignments(path: String, missing: inout [LoadFinding]) throws
    -> [SettingAssignment]
  {
    var visiting: Set<String> = []
    var budget = 64
    return try read(
      path: path, visiting: &visiting, budget: &budget, includedFrom: nil, missing: &missing)
  }

  static func read(
    path: String, visiting: inout Set<String>, budget: inout Int, includedFrom: SourceLocation?,
    missing: inout [LoadFinding]
  ) throws -> [SettingAssignment] {
    let display = DisplayPath.of(path)
    guard !visiting.contains(path) else {
      throw InputError("\(display) includes itself", at: includedFrom)
    }
    budget -= 1
    guard budget >= 0 else {
      throw InputError("more than 64 nested or repeated #include files", at: includedFrom)
    }
    let bytes: [UInt8]
    do {
      bytes = try FileBytes.read(path, display: display)
    } catch let error as InputError {
      throw InputError(error.message, at: includedFrom)
    }
    visiting.insert(path)
    defer { visiting.remove(path) }
    let text = String(decoding: bytes, as: UTF8.self)
    var result: [SettingAssignment] = []
    let lines = text.textLines()
    var index = 0
    while index < lines.count {
      let number = index + 1
      var line = Self.stripComment(lines[index])
      // Line continuation: the next line joins with one space. The pieces are joined once at
      // the end, so a value continued over many lines costs its length, not its square.
      if line.hasSuffix("\\"), index + 1 < lines.count {
        var pieces = [String(line.dropLast()).trimmingSpaces()]
        var next = line
        while next.hasSuffix("\\"), index + 1 < lines.count {
          index += 1
          next = Self.stripComment(lines[index]).trimmingSpaces()
          // At the end of the file a last backslash stays, as it always did.
          let continues = next.hasSuffix("\\") && index + 1 < lines.count
          let piece = continues ? String(next.dropLast()).trimmingSpaces() : next
          if !piece.isEmpty { pieces.append(piece) }
        }
        line = pieces.filter { !$0.isEmpty }.joined(separator: " ")
      }
      index += 1
      let trimmed = line.trimmingSpaces()
      guard !trimmed.isEmpty else { continue }
      let place = SourceLocation(file: display, line: number, column: 1)
      if trimmed.hasPrefix("#include") {
        let optional = trimmed.hasPrefix("#include?")
        guard let open = trimmed.firstIndex(of: "\""),
          let close = trimmed[trimmed.index(after: open)...].firstIndex(of: "\"")
        else {
          throw InputError("#include needs a quoted file name", at: place)
        }
        let name = String(trimmed[trimmed.index(after: open)..<close])
        var included = path.deletingLastPathComponent.appendingPath(name)
        // Xcode on a Mac finds `Version.public.xcconfig` as `Version.Public.xcconfig`: the
        // default file system there ignores case.
        if !FileManagerProbe.exists(included), let other = Self.sameNameIgnoringCase(included) {
          included = other
        }
        if !FileManagerProbe.exists(included) {
          if let writer = BootstrapFiles.writer(of: included) {
            // Not there until another tool sets the project up (a fresh clone, where CI runs).
            missing.append(
              LoadFinding(
                rule: LoadFinding.missingFile,
                message:
                  "#include\(optional ? "?" : "") \"\(name)\" is not there yet: \(writer.tool) writes it "
                  + "(\(writer.command)); it holds no purpose strings",
                location: place, severity: .note))
          } else if let ignore = GitIgnored.ignoringFile(for: included) {
            // Kept out of git on purpose: each developer makes it.
            missing.append(
              LoadFinding(
                rule: LoadFinding.missingFile,
                message:
                  "#include\(optional ? "?" : "") \"\(name)\" is not there: \(ignore) keeps it out "
                  + "of the repository (a file each developer makes, often with a setup script), "
                  + "so the settings it holds are not read",
                location: place, severity: .note))
          } else if optional {
            missing.append(
              LoadFinding(
                rule: LoadFinding.missingFile,
                message:
                  "#include? \"\(name)\" is not there (\(DisplayPath.of(included))): the "
                  + "settings it may hold are not read",
                location: place, severity: .note))
          } else {
            missing.append(
              LoadFinding(
                rule: LoadFinding.missingFile,
                message:
                  "#include \"\(name)\" is not there (\(DisplayPath.of(included))): Xcode fails "
                  + "the build, and the settings it holds are not read",
                location: place))
          }
          continue
        }
        if FileManagerProbe.isDirectory(included) {
          missing.append(
            LoadFinding(
              rule: LoadFinding.missingFile,
              message:
                "#include \"\(name)\" names a folder (\(DisplayPath.of(included))), not a file: "
                + "Xcode fails the build, and no settings are read from it",
              location: place))
          continue
        }
        result += try read(
          path: included, visiting: &visiting, budget: &budget, includedFrom: place,
          missing: &missing)
        continue
      }
      // The `=` of the assignment, not one inside a `[sdk=…]` condition.
      var depth = 0
      let equals = trimmed.firstIndex { character in
        if character == "[" { depth += 1 }
        if character == "]" { depth -= 1 }
        return character == "=" && depth == 0
      }
      guard let equals else {
        throw InputError("expected NAME = value", at: place)
      }
      let name = trimmed[..<equals].trimmingSpaces()
      var value = trimmed[trimmed.index(after: equals)...].trimmingSpaces()
      if value.hasSuffix(";") { value.removeLast() }
      let raw = lines[number - 1]
      var valueColumn = 1
      var rawDepth = 0
      if let sign = raw.firstIndex(where: { character in
        if character == "[" { rawDepth += 1 }
        if character == "]" { rawDepth -= 1 }
        return character == "=" && rawDepth == 0
      }) {
        var position = raw.index(after: sign)
        while position < raw.endIndex, raw[position] == " " || raw[position] == "\t" {
          position = raw.index(after: position)
        }
        valueColumn = raw.unicodeScalars.distance(from: raw.startIndex, to: position) + 1
      }
      guard
        let assignment = SettingAssignment.parse(
          settingName: name, value: value,
          location: SourceLocation(file: display, line: number, column: valueColumn))
      else {
        throw InputError("malformed setting name '\(name)'", at: place)
      }
      result.append(assignment)
    }
    return result
  }

  /// Drops a `//` comment: in an xcconfig it starts anywhere, even inside a value.
  static func stripComment(_ line: Substring) -> String {
    guard let range = line.firstRange(of: "//") else { return String(line) }
    return String(line[..<range.lowerBound])
  }

  /// The file in the same folder whose name differs from `path`'s only in case, if one does.
  static func sameNameIgnoringCase(_ path: String) -> String? {
    let folder = path.deletingLastPathComponent
    let name = path.lastPathComponent.lowercased()
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
      return nil
    }
    return entries.first { $0.lowercased() == name }.map { folder.appendingPath($0) }
  }
}
