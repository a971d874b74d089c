/// One build-setting assignment as a project file writes it: `NAME[sdk=iphoneos*] = value`.
struct SettingAssignment: Sendable {
  public let name: String
  /// `[parameter=pattern]` conditions, in order (`sdk`, `config`, `arch`, `variant`).
  public let conditions: [(parameter: String, pattern: String)]
  public let value: String
  /// Where the value starts.
  public let location: SourceLocation

  public init(
    name: String, conditions: [(parameter: String, pattern: String)] = [], value: String,
    location: SourceLocation
  ) {
    self.name = name
    self.conditions = conditions
    self.value = value
    self.location = location
  }

  /// Splits `NAME[sdk=iphoneos*][config=Release]` into the name and its conditions; nil when the
  /// brackets are malformed.
  public static func parse(settingName: String, value: String, location: SourceLocation)
    -> SettingAssignment?
  {
    guard let open = settingName.firstIndex(of: "[") else {
      return SettingAssignment(name: settingName, value: value, location: location)
    }
    let name = String(settingName[..<open])
    var conditions: [(String, String)] = []
    var rest = settingName[open...]
    while let first = rest.first, first == "[" {
      guard let close = rest.firstIndex(of: "]") else { return nil }
      let body = rest[rest.index(after: rest.startIndex)..<close]
      guard let equals = body.firstIndex(of: "=") else { return nil }
      conditions.append(
        (
          String(body[..<equals]).trimmingSpaces().lowercased(),
          String(body[body.index(after: equals)...]).trimmingSpaces()
        ))
      rest = rest[rest.index(after: close)...]
    }
    guard rest.isEmpty, !name.isEmpty else { return nil }
    return SettingAssignment(name: name, conditions: conditions, value: value, location: location)
  }
}

/// What a build is for: Xcode drops every assignment whose conditions do not match before it
/// looks anything up (`bindConditionParameters` in swift-build).
struct BuildContext: Sendable {
  public var configuration: String
  /// The SDK name, `iphoneos` for an iOS device build.
  public var sdk: String
  public var architecture = "arm64"
  public var variant = "normal"

  public init(configuration: String, sdk: String) {
    self.configuration = configuration
    self.sdk = sdk
  }

  public func matches(_ assignment: SettingAssignment) -> Bool {
    assignment.conditions.allSatisfy { condition in
      switch condition.parameter {
      case "sdk": return Self.glob(condition.pattern, matches: sdk + "99.0")
      case "config": return Self.glob(condition.pattern, matches: configuration)
      case "arch": return Self.glob(condition.pattern, matches: architecture)
      case "variant": return Self.glob(condition.pattern, matches: variant)
      default: return true
      }
    }
  }

  /// `*` matches any run of characters; comparison ignores case, as the SDK names do not differ
  /// by case. Iterative with one backtrack point, so linear in practice.
  static func glob(_ pattern: String, matches text: String) -> Bool {
    let pattern = Array(pattern.lowercased().utf8)
    let text = Array(text.lowercased().utf8)
    var p = 0
    var t = 0
    var star: Int?
    var mark = 0
    while t < text.count {
      if p < pattern.count && (pattern[p] == text[t] || pattern[p] == UInt8(ascii: "?")) {
        p += 1
        t += 1
      } else if p < pattern.count && pattern[p] == UInt8(ascii: "*") {
        star = p
        mark = t
        p += 1
      } else if let star {
        p = star + 1
        mark += 1
        t = mark
      } else {
        return false
      }
    }
    while p < pattern.count && pattern[p] == UInt8(ascii: "*") { p += 1 }
    return p == pattern.count
  }
}

/// The build settings of one target for one build, lowest layer first (built-in defaults,
/// project xcconfig, project settings, target xcconfig, target settings), as swift-build stacks
/// them. Lookups take the highest matching assignment; `$(inherited)` reads the layers below.
struct SettingsStack: Sendable {
  /// One pushed layer, with the assignments that apply to the build indexed by name: made
  /// once, and shared by every target's stack that pushes it (a project's settings under each
  /// of its targets would otherwise be copied and indexed once per target).
  final class Layer: Sendable {
    let assignments: [SettingAssignment]
    /// Positions of each setting's assignments in `assignments`, lowest first.
    let positions: [String: [Int]]
    /// The `INFOPLIST_KEY_…` assignments, which every target's Info.plist reads.
    let infoPlistKeys: [SettingAssignment]

    init(_ layer: [SettingAssignment], context: BuildContext) {
      let applying = layer.filter(context.matches)
      var positions: [String: [Int]] = [:]
      for (index, assignment) in applying.enumerated() {
        positions[assignment.name, default: []].append(index)
      }
      assignments = applying
      self.positions = positions
      infoPlistKeys = applying.filter { $0.name.hasPrefix("INFOPLIST_KEY_") }
    }
  }

  /// A place in the stack: the layer, and the assignment in it.
  private struct Place: Comparable {
    let layer: Int
    let index: Int

    static func < (lhs: Place, rhs: Place) -> Bool {
      (lhs.layer, lhs.index) < (rhs.layer, rhs.index)
    }
  }

  /// Lowest precedence first.
  private var layers: [Layer] = []
  let context: BuildContext

  public init(context: BuildContext) { self.context = context }

  public mutating func push(_ layer: [SettingAssignment]) {
    layers.append(Layer(layer, context: context))
  }

  /// Pushes a layer made for this stack's context, shared with other stacks.
  mutating func push(_ layer: Layer) { layers.append(layer) }

  /// Every assignment that applies to the build, lowest precedence first.
  public var assignments: [SettingAssignment] { layers.flatMap(\.assignments) }

  /// The `INFOPLIST_KEY_…` assignments, lowest precedence first, without walking the others.
  var infoPlistKeyAssignments: [SettingAssignment] { layers.flatMap(\.infoPlistKeys) }

  private func assignment(at place: Place) -> SettingAssignment {
    layers[place.layer].assignments[place.index]
  }

  /// The last assignment of `name` below `limit` (nil: anywhere), searching from the top.
  private func place(of name: String, below limit: Place? = nil) -> Place? {
    var layer = limit?.layer ?? layers.count - 1
    while layer >= 0 {
      if let positions = layers[layer].positions[name] {
        if let limit, layer == limit.layer {
          if let index = positions.last(where: { $0 < limit.index }) {
            return Place(layer: layer, index: index)
          }
        } else if let index = positions.last {
          return Place(layer: layer, index: index)
        }
      }
      layer -= 1
    }
    return nil
  }

  /// The winning assignment of `name`, if any layer assigns it.
  public func assignment(_ name: String) -> SettingAssignment? {
    place(of: name).map(assignment(at:))
  }

  /// Every assignment of `name`, lowest first: the overridden ones and the winner.
  public func assignments(of name: String) -> [SettingAssignment] {
    layers.flatMap { layer in (layer.positions[name] ?? []).map { layer.assignments[$0] } }
  }

  /// The value of `name` with its variables expanded; nil when nothing assigns it.
  public func value(_ name: String) -> String? {
    guard let place = place(of: name) else { return nil }
    return expand(assignment(at: place).value, of: name, below: place, depth: 0)
  }

  public func flag(_ name: String) -> Bool? {
    value(name).map { ["yes", "true", "1"].contains($0.lowercased()) }
  }

  /// Expands `$(NAME)`, `${NAME}` and `$(inherited)` in `text` (a value from outside the
  /// stack, such as an Info.plist string). Variables nothing defines are left as written, so a
  /// reader can tell they were not resolved.
  public func expand(_ text: String) -> String {
    expand(text, of: nil, below: nil, depth: 0)
  }

  /// Whether `text` still holds a variable after expansion.
  public static func hasVariable(_ text: String) -> Bool {
    text.contains("$(") || text.contains("${")
  }

  /// `text` is the value of `setting` assigned at `limit`: `$(inherited)` reads the same
  /// setting in the layers below it; other variables read their final value.
  private func expand(_ text: String, of setting: String?, below limit: Place?, depth: Int)
    -> String
  {
    guard depth < 16, text.contains("$") else { return text }
    var out = ""
    var rest = Substring(text)
    while let dollar = rest.firstIndex(of: "$") {
      out += rest[..<dollar]
      let after = rest.index(after: dollar)
      guard after < rest.endIndex, rest[after] == "(" || rest[after] == "{" else {
        out.append("$")
        rest = rest[after...]
        continue
      }
      let close: Character = rest[after] == "(" ? ")" : "}"
      guard let end = rest[after...].firstIndex(of: close) else {
        out += rest[dollar...]
        return out
      }
      let body = rest[rest.index(after: after)..<end]
      let parts = body.split(separator: ":", omittingEmptySubsequences: false)
      let name = String(parts[0])
      var replacement: String?
      if name == "inherited" {
        replacement = ""
        if let setting, let place = place(of: setting, below: limit) {
          replacement = expand(
            assignment(at: place).value, of: setting, below: place, depth: depth + 1)
        }
      } else if let place = place(of: name) {
        replacement = expand(assignment(at: place).value, of: name, below: place, depth: depth + 1)
      }
      if var value = replacement {
        for modifier in parts.dropFirst() {
          switch modifier {
          case "lower": value = value.lowercased()
          case "upper": value = value.uppercased()
          default: break
          }
        }
        out += value
      } else {
        out += rest[dollar...end]
      }
      rest = rest[rest.index(after: end)...]
    }
    out += rest
    return out
  }
}
