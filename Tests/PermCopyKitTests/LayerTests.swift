import Foundation
import Testing

/// Data flows one way: Load → model → Check / Emit / Preview / Exchange / Reporters → Jobs. The
/// guard reads every file of `Sources/PermCopyKit`, finds what each folder declares (top-level
/// types, free functions and globals, members of extensions) and every reference to them (in
/// code and in string interpolations), and fails on a reference the table of allowed edges
/// does not list. The probe tests plant each kind of back-edge in a scratch copy and see it fail.
struct LayerGuard {
  /// Which folders each folder may name. Sinks know the model, not each other: Preview and
  /// Reporters show Check's findings; Emit never knows Check, Preview or Reporters.
  static let allowed: [String: Set<String>] = {
    let model: Set<String> = ["Support", "Text", "Catalog", "Formats", "Load", "Project", "Render"]
    return [
      "Support": [],
      "Text": ["Support"],
      "Catalog": ["Support", "Text"],
      "Formats": ["Support", "Text", "Catalog"],
      "Load": ["Support", "Text", "Catalog", "Formats"],
      "Project": ["Support", "Text", "Catalog", "Formats", "Load"],
      "Render": ["Support", "Text", "Catalog", "Formats", "Load", "Project"],
      "Check": model,
      "Emit": model,
      "Preview": model.union(["Check"]),
      "Reporters": model.union(["Check"]),
      // The review page draws the preview's screens in HTML, with check's findings.
      "Review": model.union(["Check", "Preview"]),
      "Jobs": model.union(["Check", "Emit", "Preview", "Reporters", "Review"]),
      // The generator reads the knowledge with every layer's readers, as a job does.
      "Generate": model.union(["Check", "Emit", "Preview", "Reporters", "Review", "Jobs"]),
    ]
  }()

  /// The layer each generated file belongs to: what it extends or feeds. The folder
  /// `Generated/` is where they live, not a layer of its own.
  static let generatedLayers = [
    "EmbeddedDefaults.swift": "Support", "BuiltInLocaleTrees.swift": "Support",
    "ScriptTables.swift": "Text", "BuiltInRuleTables.swift": "Check",
    "BuiltInPermissions.swift": "Catalog", "RegisteredRules.swift": "Check",
  ]

  struct Edge: Hashable, CustomStringConvertible {
    let from: String
    let to: String
    let symbol: String
    let file: String

    var description: String { "\(from)/\(file) names \(symbol) of \(to)" }
  }

  let root: URL

  /// The folders and their Swift files (path relative to the folder).
  func files() throws -> [(folder: String, path: String, code: String)] {
    var result: [(String, String, String)] = []
    for folder in try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() {
      let url = root.appendingPathComponent(folder)
      for path in (FileManager.default.subpaths(atPath: url.path) ?? []).sorted()
      where path.hasSuffix(".swift") {
        let text = try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
        let layer = folder == "Generated" ? Self.generatedLayers[path] ?? folder : folder
        result.append((layer, path, Self.code(text)))
      }
    }
    return result
  }

  /// The code without comments (nested ones too) and without the text of string literals, raw
  /// (`#"…"#`) and multi-line ones included; what a string interpolation holds (`"\(Linter.self)"`,
  /// `#"\#(Linter.self)"#`) is code and stays.
  static func code(_ text: String) -> String {
    let characters = Array(text)
    var out: [Character] = []
    out.reserveCapacity(characters.count)
    // Open literals: multi-line or not, their `#` count, and the parenthesis depth their
    // current interpolation started at (nil: in the literal's text).
    var literals: [(multi: Bool, hashes: Int, interpolationDepth: Int?)] = []
    var depth = 0
    var index = 0
    func starts(_ prefix: String, at position: Int) -> Bool {
      var position = position
      for character in prefix {
        guard position < characters.count, characters[position] == character else { return false }
        position += 1
      }
      return true
    }
    func hashes(at position: Int, count: Int) -> Bool {
      starts(String(repeating: "#", count: count), at: position)
    }
    while index < characters.count {
      let character = characters[index]
      if let literal = literals.last, literal.interpolationDepth == nil {
        let delimiter = literal.multi ? "\"\"\"" : "\""
        if character == "\\" && hashes(at: index + 1, count: literal.hashes) {
          let after = index + 1 + literal.hashes
          if after < characters.count && characters[after] == "(" {
            literals[literals.count - 1].interpolationDepth = depth
            depth += 1
            out.append(" ")
            index = after + 1
          } else {
            index = after + 1
          }
        } else if starts(delimiter, at: index)
          && hashes(at: index + delimiter.count, count: literal.hashes)
        {
          literals.removeLast()
          index += delimiter.count + literal.hashes
        } else {
          if character == "\n" { out.append("\n") }
          index += 1
        }
        continue
      }
      if starts("//", at: index) {
        while index < characters.count && characters[index] != "\n" { index += 1 }
      } else if starts("/*", at: index) {
        var nesting = 0
        repeat {
          if starts("/*", at: index) {
            nesting += 1
            index += 2
          } else if starts("*/", at: index) {
            nesting -= 1
            index += 2
          } else {
            if characters[index] == "\n" { out.append("\n") }
            index += 1
          }
        } while nesting > 0 && index < characters.count
      } else if character == "#" || character == "\"" {
        var count = 0
        while index + count < characters.count && characters[index + count] == "#" { count += 1 }
        if starts("\"", at: index + count) {
          let multi = starts("\"\"\"", at: index + count)
          literals.append((multi, count, nil))
          out.append(" ")
          index += count + (multi ? 3 : 1)
        } else {
          out.append(contentsOf: characters[index..<index + count])
          index += count
        }
      } else {
        if character == "(" { depth += 1 }
        if character == ")" {
          depth -= 1
          if let last = literals.last, last.interpolationDepth == depth {
            literals[literals.count - 1].interpolationDepth = nil
            index += 1
            continue
          }
        }
        out.append(character)
        index += 1
      }
    }
    return String(out)
  }

  static let modifiers =
    #"(?:(?:public|internal|private|fileprivate|package|final|indirect|static|nonisolated|mutating|override|@\w+(?:\([^)]*\))?)\s+)*"#

  /// Symbol → the folders declaring it: top-level types, functions and globals by name,
  /// members of top-level extensions as `.name`; and how often each member name is declared
  /// anywhere, so that a common name (`id`, `text`) is not taken for a reference.
  func declarations(_ files: [(folder: String, path: String, code: String)]) throws -> (
    symbols: [String: Set<String>], memberCounts: [String: Int]
  ) {
    let topLevel = try Regex(
      "^" + Self.modifiers
        + #"(?:struct|enum|class|protocol|actor|typealias|func|let|var)\s+([A-Za-z_]\w*)"#)
    let extensionStart = try Regex("^" + Self.modifiers + #"extension\s"#)
    let member = try Regex(#"^\s*"# + Self.modifiers + #"(?:func|var|let)\s+([A-Za-z_]\w*)"#)
    let anyMember = try Regex(#"\b(?:func|var|let|case)\s+([A-Za-z_]\w*)"#)
    var symbols: [String: Set<String>] = [:]
    var counts: [String: Int] = [:]
    for file in files {
      var depth = 0
      var inExtension = false
      for line in file.code.split(separator: "\n", omittingEmptySubsequences: false) {
        let text = String(line)
        if depth == 0 {
          if let match = try topLevel.firstMatch(in: text), let name = match.output[1].substring {
            symbols[String(name), default: []].insert(file.folder)
          }
          inExtension = (try extensionStart.firstMatch(in: text)) != nil
        } else if depth == 1 && inExtension,
          let match = try member.firstMatch(in: text), let name = match.output[1].substring
        {
          symbols["." + name, default: []].insert(file.folder)
        }
        depth += text.count { $0 == "{" } - text.count { $0 == "}" }
      }
      for match in file.code.matches(of: anyMember) {
        if let name = match.output[1].substring { counts[String(name), default: 0] += 1 }
      }
    }
    return (symbols, counts)
  }

  /// Every reference from one folder to a symbol another folder declares.
  func edges() throws -> [Edge] {
    let files = try files()
    let (symbols, counts) = try declarations(files)
    var edges: Set<Edge> = []
    for file in files {
      let words = Set(file.code.split { !($0.isLetter || $0.isNumber || $0 == "_") })
      for word in words {
        let name = String(word)
        if let folders = symbols[name], !folders.contains(file.folder) {
          for folder in folders {
            edges.insert(Edge(from: file.folder, to: folder, symbol: name, file: file.path))
          }
        }
        // An extension member counts where one folder alone declares its name.
        if let folders = symbols["." + name], folders.count == 1, counts[name, default: 0] == 1,
          let folder = folders.first, folder != file.folder
        {
          edges.insert(Edge(from: file.folder, to: folder, symbol: "." + name, file: file.path))
        }
      }
    }
    return edges.sorted { $0.description < $1.description }
  }

  func violations() throws -> [Edge] {
    try edges().filter { !(Self.allowed[$0.from]?.contains($0.to) ?? false) }
  }
}

@Suite struct LayerTests {
  static let sources = PackageRoot.url.appendingPathComponent("Sources/PermCopyKit")

  @Test func everyReferenceFollowsAnAllowedEdge() throws {
    let violations = try LayerGuard(root: Self.sources).violations()
    #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
    #expect(
      Set(LayerGuard.allowed.keys)
        == Set(try FileManager.default.contentsOfDirectory(atPath: Self.sources.path)).subtracting(
          ["Generated"]))
    // Every generated Swift file has its layer.
    #expect(
      Set(LayerGuard.generatedLayers.keys)
        == Set(
          try FileManager.default.contentsOfDirectory(
            atPath: Self.sources.appendingPathComponent("Generated").path)))
  }

  /// The table itself has no cycle: the folders form one order.
  @Test func theAllowedEdgesHaveNoCycle() {
    var done: Set<String> = []
    var remaining = LayerGuard.allowed
    while !remaining.isEmpty {
      let ready = remaining.filter { $0.value.isSubset(of: done) }.map(\.key)
      #expect(!ready.isEmpty, "a cycle among \(remaining.keys.sorted())")
      if ready.isEmpty { return }
      for folder in ready {
        done.insert(folder)
        remaining[folder] = nil
      }
    }
  }

  /// A scratch copy of the sources with `plants` (path → code appended to it).
  static func violations(planting plants: [String: String]) throws -> [LayerGuard.Edge] {
    let copy = FileManager.default.temporaryDirectory
      .appendingPathComponent("permcopy-layers-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: copy) }
    try FileManager.default.copyItem(at: sources, to: copy)
    for (path, code) in plants {
      let url = copy.appendingPathComponent(path)
      let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
      try (text + "\n" + code + "\n").write(to: url, atomically: true, encoding: .utf8)
    }
    return try LayerGuard(root: copy).violations()
  }

  @Test func aTypeOfALaterLayerIsSeen() throws {
    let found = try Self.violations(planting: [
      "Support/Probe.swift": "func probeFindings() -> [Diagnostic] { [] }"
    ])
    #expect(found.map(\.description) == ["Support/Probe.swift names Diagnostic of Check"])
  }

  @Test func aReferenceInsideAStringInterpolationIsSeen() throws {
    let found = try Self.violations(planting: [
      "Load/Probe.swift":
        #"let probeMessage = "checked by \(Linter.self) \("and \(RuleRegistry.ids)")""#
    ])
    #expect(
      found.map(\.description) == [
        "Load/Probe.swift names Linter of Check", "Load/Probe.swift names RuleRegistry of Check",
      ])
  }

  @Test func aMemberOfAnExtensionIsSeen() throws {
    let found = try Self.violations(planting: [
      "Check/ProbeExtension.swift": "extension String {\n  var probeOnlyCheckKnows: Int { 0 }\n}",
      "Load/Probe.swift": "let probeCount = \"x\".probeOnlyCheckKnows",
    ])
    #expect(found.map(\.description) == ["Load/Probe.swift names .probeOnlyCheckKnows of Check"])
  }

  @Test func aFreeFunctionIsSeen() throws {
    let found = try Self.violations(planting: [
      "Reporters/ProbeFunction.swift": "func probeReport() -> String { \"\" }",
      "Emit/Probe.swift": "let probeText = probeReport()",
    ])
    #expect(found.map(\.description) == ["Emit/Probe.swift names probeReport of Reporters"])
  }

  @Test func sinksThatMayNotKnowEachOtherAreSeen() throws {
    let found = try Self.violations(planting: [
      "Emit/Probe.swift": "func probePreview(_ renderer: PreviewRenderer) {}"
    ])
    #expect(found.map(\.description) == ["Emit/Probe.swift names PreviewRenderer of Preview"])
  }

  @Test func theStripperKeepsCodeAndInterpolationsOnly() {
    let cases: [(String, [String])] = [
      (##"let a = #"C:\"#; let x = Linter.run()"##, ["Linter"]),
      (##"let a = #"say "hi""#; let b = Linter.z"##, ["Linter"]),
      (##"let a = #"\#(Linter.self) and \(Hidden)"#"##, ["Linter"]),
      ("/* a /* b */ Hidden.x */ let y = Linter.y", ["Linter"]),
      ("let a = \"\\(Linter.self) \\(\"Hidden\")\"", ["Linter"]),
      ("let a = \"\"\"\n  Hidden \\(Linter.self)\n  \"\"\"", ["Linter"]),
    ]
    for (source, expected) in cases {
      let words = LayerGuard.code(source).split { !$0.isLetter }.map(String.init)
      let types = words.filter { $0 == "Linter" || $0 == "Hidden" }
      #expect(Set(types) == Set(expected), "\(source) → \(LayerGuard.code(source))")
    }
  }
}
