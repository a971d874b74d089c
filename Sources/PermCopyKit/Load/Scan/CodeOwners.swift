import Foundation

/// Which targets compile the source files no project file lists: a local Swift package's files
/// go to the targets that link one of its products, a CocoaPods pod's to the targets of the
/// `Podfile` blocks that name it (or a pod that depends on it, from `Podfile.lock`).
struct CodeOwners {
  /// A local Swift package: its folder and the library products its manifest declares.
  struct Package {
    let folder: String
    let products: Set<String>
  }

  /// A `Pods/` folder beside a `Podfile`, with the targets of each pod.
  struct Pods {
    let folder: String
    let targets: [String: Owners]
  }

  /// Who compiles a file: the targets named, or every app target (a pod outside every block, a
  /// package no target in view says it links).
  enum Owners: Equatable {
    case targets(Set<String>)
    case everyApp

    func union(_ other: Owners) -> Owners {
      guard case .targets(let mine) = self, case .targets(let theirs) = other else {
        return .everyApp
      }
      return .targets(mine.union(theirs))
    }
  }

  var packages: [Package] = []
  var pods: [Pods] = []

  /// The manifest files that say where code goes: `Package.swift` and `Podfile`.
  static let fileNames: Set<String> = ["Package.swift", "Podfile"]

  init(manifests: [String]) {
    for path in manifests {
      guard let bytes = try? FileBytes.read(path, display: DisplayPath.of(path)) else { continue }
      let text = String(decoding: bytes, as: UTF8.self)
      let folder = path.deletingLastPathComponent
      if path.lastPathComponent == "Package.swift" {
        packages.append(Package(folder: folder, products: Self.libraryProducts(text)))
      } else {
        let lock = folder.appendingPath("Podfile.lock")
        let lockText = (try? FileBytes.read(lock, display: DisplayPath.of(lock))).map {
          String(decoding: $0, as: UTF8.self)
        }
        pods.append(
          Pods(
            folder: folder.appendingPath("Pods"),
            targets: Self.podTargets(podfile: text, lock: lockText)))
      }
    }
    // The innermost package first: a package inside another's folder owns its own files.
    packages.sort { $0.folder.count > $1.folder.count }
  }

  /// The targets that compile `path`; nil when neither a package nor a pod holds it.
  func owners(of path: String, among targets: [TargetDescription]) -> Owners? {
    for pods in pods where path.isInside(pods.folder) {
      let relative = path.dropFirst(pods.folder.count + 1)
      let pod = String(relative.prefix { $0 != "/" })
      return pods.targets[pod] ?? .everyApp
    }
    guard let package = packages.first(where: { path.isInside($0.folder) }) else { return nil }
    var linking: Set<String> = []
    for target in targets {
      let links =
        target.linkedPackages.contains { $0 == package.folder }
        || target.linkedProducts.contains(where: package.products.contains)
      if links { linking.insert(target.name) }
    }
    return linking.isEmpty ? .everyApp : .targets(linking)
  }

  /// The names of a manifest's `.library(name: "…")` products.
  static func libraryProducts(_ manifest: String) -> Set<String> {
    var products: Set<String> = []
    var rest = manifest[...]
    while let library = rest.range(of: ".library(") {
      rest = rest[library.upperBound...]
      let call = rest.prefix(200)
      guard let label = call.range(of: "name:") else { continue }
      let value = call[label.upperBound...].drop { $0 == " " || $0 == "\n" }
      guard value.first == "\"" else { continue }
      products.insert(String(value.dropFirst().prefix { $0 != "\"" }))
    }
    return products
  }

  /// Each pod's targets from a Podfile's `target` blocks (nested blocks inherit their parents'
  /// pods; a pod outside every block is every target's), and the pods those depend on from
  /// `Podfile.lock`, which go to the same targets.
  static func podTargets(podfile: String, lock: String?) -> [String: Owners] {
    // Each open Ruby block: the target it declares, or nil for another `do … end` / `if … end`.
    var blocks: [String?] = []
    var declared: [(pod: String, path: [String])] = []
    var targetPaths: [[String]] = []
    for rawLine in podfile.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = rawLine.prefix { $0 != "#" }.trimmingCharacters(in: .whitespaces)
      guard !line.isEmpty else { continue }
      let words = line.split(separator: " ", maxSplits: 1)
      let first = words.first.map(String.init) ?? ""
      if first == "end" {
        _ = blocks.popLast()
        continue
      }
      if first == "target" || first == "abstract_target" {
        let name = quoted(line)
        blocks.append(name ?? "")
        let path = blocks.compactMap { $0 }.filter { !$0.isEmpty }
        if first == "target" { targetPaths.append(path) }
        continue
      }
      if first == "pod", let name = quoted(line) {
        let root = String(name.prefix { $0 != "/" })
        declared.append((root, blocks.compactMap { $0 }.filter { !$0.isEmpty }))
        continue
      }
      let opensBlock =
        line.hasSuffix(" do") || line.contains(" do |") || line.hasSuffix("{")
        || ["if", "unless", "case", "def", "begin", "while", "until", "class", "module"].contains(
          first)
      if opensBlock { blocks.append(nil) }
    }
    var targets: [String: Owners] = [:]
    for (pod, path) in declared {
      // Every target at or below the block that names the pod; outside every block, all.
      let owners: Owners =
        path.isEmpty
        ? .everyApp
        : .targets(
          Set(
            targetPaths.filter { $0.count >= path.count && Array($0.prefix(path.count)) == path }
              .compactMap(\.last)))
      targets[pod] = targets[pod].map { $0.union(owners) } ?? owners
    }
    // What each pod depends on (Podfile.lock's PODS), followed to its end.
    var dependsOn: [String: Set<String>] = [:]
    var current: String?
    var inPods = false
    for line in (lock ?? "").split(separator: "\n") {
      if !line.hasPrefix(" ") {
        inPods = line.hasPrefix("PODS:")
        continue
      }
      guard inPods else { continue }
      if line.hasPrefix("  - ") {
        current = String(line.dropFirst(4).prefix { $0 != " " && $0 != "/" && $0 != ":" })
      } else if line.hasPrefix("    - "), let current {
        let dependency = String(
          line.dropFirst(6).drop { $0 == "\"" }.prefix { $0 != " " && $0 != "/" && $0 != "\"" })
        if dependency != current { dependsOn[current, default: []].insert(dependency) }
      }
    }
    var changed = true
    var rounds = 0
    while changed && rounds < 64 {
      changed = false
      rounds += 1
      for (pod, owners) in targets {
        for dependency in dependsOn[pod] ?? [] {
          let merged = targets[dependency].map { $0.union(owners) } ?? owners
          if targets[dependency] != merged {
            targets[dependency] = merged
            changed = true
          }
        }
      }
    }
    return targets
  }

  /// The first quoted word of a Podfile line: `target 'App' do`, `pod "Alamofire"`.
  static func quoted(_ line: String) -> String? {
    guard let open = line.firstIndex(where: { $0 == "'" || $0 == "\"" }) else { return nil }
    let rest = line[line.index(after: open)...]
    guard let close = rest.firstIndex(of: line[open]) else { return nil }
    return String(rest[..<close])
  }
}
