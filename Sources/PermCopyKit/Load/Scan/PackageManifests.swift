import Foundation

/// A package of `data/sdk-wrappers.tsv` an app depends on, where its manifest names it.
struct PackageUse: Sendable {
  public let wrapper: PackageWrapper
  public let location: SourceLocation
}

/// Reads the dependency manifests that name permission-calling packages: `Podfile.lock`,
/// `pubspec.yaml`, `package.json`, `Package.resolved`. Line by line, linear in the file.
enum PackageManifests {
  public static let fileNames: Set<String> = [
    "Podfile.lock", "pubspec.yaml", "package.json", "Package.resolved",
  ]

  struct Read {
    var uses: [PackageUse] = []
    /// Whether the app's own code is Dart or JavaScript, which the scan does not read.
    var drivesApp = false
    /// Dependencies the wrapper table does not know: code the scan cannot see.
    var otherPackages: [String] = []
  }

  static func read(path: String, display: String) throws -> Read {
    let text = String(decoding: try FileBytes.read(path, display: display), as: UTF8.self)
    let name = path.lastPathComponent
    var read = Read()
    var names: [(String, Int, Int)] = []  // package, line, column
    let lines = text.textLines()
    switch name {
    case "Podfile.lock":
      for pod in PodfileLock.pods(text) { names.append((pod.name, pod.line, 5)) }
    case "pubspec.yaml":
      read.drivesApp = true
      var section = ""
      for (number, line) in lines.enumerated() {
        if let first = line.first, first != " ", first != "#" {
          section = String(line.prefix { $0 != ":" })
          continue
        }
        guard section == "dependencies", line.hasPrefix("  "), !line.hasPrefix("   "),
          let colon = line.firstIndex(of: ":")
        else { continue }
        let package = line[line.index(line.startIndex, offsetBy: 2)..<colon]
        names.append((String(package), number + 1, 3))
      }
    case "package.json":
      guard let data = text.data(using: .utf8),
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
      else { return read }
      var packages: Set<String> = []
      for field in ["dependencies", "devDependencies"] {
        for key in (object[field] as? [String: Any])?.keys ?? [:].keys { packages.insert(key) }
      }
      read.drivesApp = packages.contains("react-native") || packages.contains("expo")
      for (number, line) in lines.enumerated() {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix("\""), let end = trimmed.dropFirst().firstIndex(of: "\"") else {
          continue
        }
        let key = String(trimmed[trimmed.index(after: trimmed.startIndex)..<end])
        if packages.contains(key) {
          names.append((key, number + 1, line.count - trimmed.count + 1))
        }
      }
      // A dependency not on a line of its own (a manifest written on one line) is still one:
      // placed where its name is first quoted, found in one pass over the lines.
      let unplaced = packages.subtracting(names.map(\.0))
      var firstQuoted: [String: (Int, Int)] = [:]
      if !unplaced.isEmpty {
        for (number, line) in lines.enumerated() {
          var column = 0
          var open: (index: Int, text: String)?
          for character in line {
            column += 1
            if character == "\"" {
              if let started = open {
                if unplaced.contains(started.text), firstQuoted[started.text] == nil {
                  firstQuoted[started.text] = (number + 1, started.index)
                }
                open = nil
              } else {
                open = (column, "")
              }
            } else if open != nil {
              open?.text.append(character)
            }
          }
        }
      }
      for package in unplaced.sorted() {
        let (line, column) = firstQuoted[package] ?? (1, 1)
        names.append((package, line, column))
      }
    case "Package.resolved":
      for (number, line) in lines.enumerated() {
        for label in ["\"identity\"", "\"package\""] {
          guard let range = line.range(of: label) else { continue }
          let rest = line[range.upperBound...].drop { $0 == " " || $0 == ":" }
          guard rest.hasPrefix("\"") else { continue }
          let value = rest.dropFirst().prefix { $0 != "\"" }
          names.append((String(value), number + 1, 1))
        }
      }
    default: break
    }
    let ecosystem = [
      "Podfile.lock": "cocoapods", "pubspec.yaml": "flutter", "package.json": "npm",
      "Package.resolved": "swiftpm",
    ][name]
    for (package, line, column) in names {
      var known = false
      defer { if !known { read.otherPackages.append(package) } }
      for wrapper in TriggerTable.wrappers where wrapper.ecosystem == ecosystem {
        let same =
          ecosystem == "swiftpm"
          ? wrapper.package.lowercased() == package.lowercased() : wrapper.package == package
        if same {
          known = true
          read.uses.append(
            PackageUse(
              wrapper: wrapper,
              location: SourceLocation(file: display, line: line, column: column)))
        }
      }
    }
    return read
  }
}
