import Foundation

/// Which targets compile the source files no project file lists: a local Swift package's files
/// go to the targets that link one of its products, a CocoaPods pod's to the targets of the
/// `Podfile` blocks that name it (or a pod that depends on it, from `Podfile.lock`).
struct CodeOwners {
  /// A local Swift package: its folder, its library products with the targets each is made of,
  /// and each target's folder and dependencies (targets of the package, or products).
  struct Package {
    let folder: String
    var products: [String: [String]] = [:]
    var targets: [String: PackageTarget] = [:]

    /// The package's target whose folder holds `path`.
    func target(holding path: String) -> String? {
      targets.filter { path.isInside($0.value.folder) }.max {
        $0.value.folder.count < $1.value.folder.count
      }?.key
    }
  }

  struct PackageTarget {
    var folder: String
    var dependencies: Set<String> = []
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
        packages.append(Self.package(text, folder: folder))
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
    // The package target that holds the file; a file outside every target's folder goes with
    // the whole package.
    let holder = package.target(holding: path)
    var linking: Set<String> = []
    for target in targets {
      let reached = compiled(linkedPackages: target.linkedPackages, products: target.linkedProducts)
      let links =
        holder.map { reached.contains(Compiled(package: package.folder, target: $0)) }
        ?? reached.contains { $0.package == package.folder }
      if links { linking.insert(target.name) }
    }
    return linking.isEmpty ? .everyApp : .targets(linking)
  }

  /// A target of a local package.
  struct Compiled: Hashable {
    let package: String
    let target: String
  }

  /// The package targets an app target compiles: those of the products it links, and what they
  /// depend on, across local packages (a dependency named as a product of another).
  func compiled(linkedPackages: [String], products: [String]) -> Set<Compiled> {
    var reached: Set<Compiled> = []
    var pending: [Compiled] = []
    func link(_ product: String, preferring folders: [String]) {
      let owners = packages.filter { $0.products[product] != nil }
      let chosen = owners.filter { folders.contains($0.folder) }
      for package in chosen.isEmpty ? owners : chosen {
        for target in package.products[product] ?? [] {
          pending.append(Compiled(package: package.folder, target: target))
        }
      }
    }
    for product in products { link(product, preferring: linkedPackages) }
    // A package linked without a product name: all of it.
    for folder in linkedPackages
    where !products.contains(where: { product in
      packages.contains { $0.folder == folder && $0.products[product] != nil }
    }) {
      for package in packages where package.folder == folder {
        for target in package.targets.keys {
          pending.append(Compiled(package: folder, target: target))
        }
      }
    }
    while let next = pending.popLast(), reached.count < 4096 {
      guard reached.insert(next).inserted,
        let package = packages.first(where: { $0.folder == next.package })
      else { continue }
      for dependency in package.targets[next.target]?.dependencies ?? [] {
        if package.targets[dependency] != nil {
          pending.append(Compiled(package: package.folder, target: dependency))
        } else {
          link(dependency, preferring: [])
        }
      }
    }
    return reached
  }

  /// A manifest's library products and targets, read from its calls: `.library(name:targets:)`,
  /// `.target(name:dependencies:path:)` (and `.executableTarget`, `.macro`), dependencies as
  /// `"Name"`, `.target(name:)`, `.byName(name:)` or `.product(name:package:)`.
  static func package(_ manifest: String, folder: String) -> Package {
    var package = Package(folder: folder)
    var unlisted: [String] = []
    for call in calls(in: manifest, named: [".library("]) {
      guard let name = stringValue(after: "name:", in: call) else { continue }
      package.products[name] = strings(inList: "targets:", in: call)
      if package.products[name]?.isEmpty == true { unlisted.append(name) }
    }
    for call in calls(in: manifest, named: [".target(", ".executableTarget(", ".macro("]) {
      guard let name = stringValue(after: "name:", in: call) else { continue }
      let path = stringValue(after: "path:", in: call)
      var target =
        package.targets[name]
        ?? PackageTarget(folder: folder.appendingPath(path ?? "Sources/\(name)"))
      if let path { target.folder = folder.appendingPath(path) }
      // `.product(name: "Z", package: "p")` and `.target(name: "Y")` inside the list: their
      // names, like the plain strings.
      let list = listText(after: "dependencies:", in: call)
      target.dependencies.formUnion(quotedStrings(list).filter { !$0.contains("/") })
      package.targets[name] = target
    }
    // `targets: libraryTargets` (a variable, not a list): the target of the product's name,
    // as packages name them.
    for name in unlisted where package.targets[name] != nil { package.products[name] = [name] }
    return package
  }

  /// The text of each call of one of `names`, up to its closing parenthesis.
  static func calls(in text: String, named names: [String]) -> [Substring] {
    var found: [Substring] = []
    for name in names {
      var rest = text[...]
      while let start = rest.range(of: name) {
        var depth = 1
        var end = start.upperBound
        while end < rest.endIndex && depth > 0 {
          if rest[end] == "(" { depth += 1 }
          if rest[end] == ")" { depth -= 1 }
          end = rest.index(after: end)
        }
        found.append(rest[start.upperBound..<end])
        rest = rest[start.upperBound...]
      }
    }
    return found
  }

  /// The string literal after `label` in a call (`name: "Core"`).
  static func stringValue(after label: String, in call: Substring) -> String? {
    guard let range = call.range(of: label) else { return nil }
    let value = call[range.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\t" }
    guard value.first == "\"" else { return nil }
    return String(value.dropFirst().prefix { $0 != "\"" })
  }

  /// The bracketed list after `label`, as text.
  static func listText(after label: String, in call: Substring) -> Substring {
    guard let range = call.range(of: label),
      let open = call[range.upperBound...].firstIndex(of: "[")
    else { return "" }
    var depth = 0
    var end = open
    while end < call.endIndex {
      if call[end] == "[" { depth += 1 }
      if call[end] == "]" {
        depth -= 1
        if depth == 0 { break }
      }
      end = call.index(after: end)
    }
    return call[open..<end]
  }

  static func strings(inList label: String, in call: Substring) -> [String] {
    quotedStrings(listText(after: label, in: call))
  }

  /// Every double-quoted literal in `text`, except the package names `.product` names.
  static func quotedStrings(_ text: Substring) -> [String] {
    var found: [String] = []
    var rest = text
    while let open = rest.firstIndex(of: "\"") {
      let before = rest[..<open]
      let afterOpen = rest.index(after: open)
      guard let close = rest[afterOpen...].firstIndex(of: "\"") else { break }
      if !before.hasSuffix("package: ") && !before.hasSuffix("package:") {
        found.append(String(rest[afterOpen..<close]))
      }
      rest = rest[rest.index(after: close)...]
    }
    return found
  }

  /// Each pod's targets from a Podfile's `target` blocks (nested blocks inherit their parents'
  /// pods; a pod outside every block is every target's), and the pods those depend on from
  /// `Podfile.lock`, which go to the same targets.
  static func podTargets(podfile: String, lock: String?) -> [String: Owners] {
    // Each open Ruby block: the target it declares, or nil for another `do … end` / `if … end`.
    var blocks: [String?] = []
    var declared: [(pod: String, path: [String])] = []
    var targetPaths: [[String]] = []
    // `def shared_pods` … `end`, named inside a target block: its pods are that block's.
    var definitions: [String: [String]] = [:]
    var defining: (name: String, depth: Int)?
    for rawLine in podfile.textLines() {
      let line = rawLine.prefix { $0 != "#" }.trimmingCharacters(in: .whitespaces)
      guard !line.isEmpty else { continue }
      let words = line.split(separator: " ", maxSplits: 1)
      let first = words.first.map(String.init) ?? ""
      if first == "end" {
        _ = blocks.popLast()
        if let current = defining, blocks.count < current.depth { defining = nil }
        continue
      }
      if first == "def", words.count > 1 {
        let name = String(words[1].prefix { $0 != "(" && $0 != " " })
        blocks.append(nil)
        defining = (name, blocks.count)
        definitions[name] = []
        continue
      }
      if let pods = definitions[line], defining == nil {
        for pod in pods { declared.append((pod, blocks.compactMap { $0 }.filter { !$0.isEmpty })) }
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
        if let current = defining {
          definitions[current.name, default: []].append(root)
        } else {
          declared.append((root, blocks.compactMap { $0 }.filter { !$0.isEmpty }))
        }
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
    for pod in PodfileLock.pods(lock ?? "") {
      for dependency in pod.dependencies {
        let root = String(dependency.prefix { $0 != "/" })
        if root != pod.root { dependsOn[pod.root, default: []].insert(root) }
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
