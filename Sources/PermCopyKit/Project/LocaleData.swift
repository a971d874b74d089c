import Foundation

/// A text together with the place it was read from.
struct LocatedText: Hashable, Sendable {
  public let text: String
  public let origin: SourceLocation

  public init(_ text: String, origin: SourceLocation) {
    self.text = text
    self.origin = origin
  }
}

/// What permcopy knows about one language: Settings labels, alert words, punctuation.
///
/// Read from `locales/<id>.yml` (built in, then the project's own file merged over it).
/// Any value may depend on the Settings era: `{ ios15: Privacy, ios16: Privacy & Security }`.
struct LocaleData: Sendable {
  public let id: String
  let tree: YAMLTree

  /// The value at `path` for an era, or nil when the locale file does not have it.
  public func value(_ path: [String], era: SettingsEra = .newest) -> LocatedText? {
    guard let node = node(at: path) else { return nil }
    return Self.resolve(node, era: era)
  }

  /// The value for a permission: `permissions.<id>.<field>`.
  public func value(permission: String, _ field: String, era: SettingsEra = .newest)
    -> LocatedText?
  {
    value(["permissions", permission, field], era: era)
  }

  func node(at path: [String]) -> YAMLTree? {
    var node: YAMLTree? = tree
    for key in path { node = node?[key] }
    return node
  }

  private static func resolve(_ node: YAMLTree, era: SettingsEra) -> LocatedText? {
    switch node {
    case .scalar(let text, let location):
      return LocatedText(text, origin: location)
    case .mapping(let pairs, _):
      let byEra = pairs.compactMap { pair in
        SettingsEra(rawValue: pair.key).map { ($0, pair.value) }
      }
      let chosen = byEra.filter { $0.0 <= era }.max { $0.0 < $1.0 } ?? byEra.min { $0.0 < $1.0 }
      return chosen.flatMap { resolve($0.1, era: era) }
    default:
      return nil
    }
  }

  /// Keys every locale must have, whatever the app uses.
  static let requiredPaths: [[String]] = [
    ["this-app"], ["quotes", "open"], ["quotes", "close"], ["full-stop"], ["path-separator"],
    ["settings", "app"], ["settings", "privacy"], ["settings", "apps"],
    ["settings", "precise-location"], ["settings", "allow-notifications"],
    ["settings", "health-all"], ["buttons", "open-settings"], ["buttons", "not-now"],
  ]

  /// Fields every permission the app uses must have in this locale.
  static let requiredPermissionFields = ["resource", "row"]

  /// Checks that the file is shaped as permcopy expects and covers `permissions`.
  func validate(for permissions: [Permission]) -> [InputError] {
    var errors: [InputError] = []
    guard case .mapping = tree else {
      return [
        InputError("locale \(id): expected a mapping, found \(tree.kindName)", at: tree.location)
      ]
    }
    for path in Self.requiredPaths {
      errors += check(path)
    }
    for permission in permissions {
      var fields = Self.requiredPermissionFields
      if case .choice = permission.control { fields.append("choice") }
      if permission.limitedSince != nil && permission.family != "location" {
        fields.append("selected")
      }
      for field in fields {
        errors += check(["permissions", permission.id, field])
      }
    }
    return errors
  }

  private func check(_ path: [String]) -> [InputError] {
    guard let node = node(at: path) else {
      var parent = tree
      var depth = 0
      for key in path.dropLast() {
        guard let next = parent[key] else { break }
        parent = next
        depth += 1
      }
      return [
        InputError(
          "locale \(id) has no '\(path.joined(separator: "."))'"
            + (depth > 0 ? " (under '\(path.prefix(depth).joined(separator: "."))')" : ""),
          at: parent.location)
      ]
    }
    for era in SettingsEra.allCases {
      guard let text = Self.resolve(node, era: era) else {
        return [
          InputError(
            "locale \(id): '\(path.joined(separator: "."))' must be a text or a mapping from "
              + SettingsEra.allCases.map(\.rawValue).joined(separator: "/")
              + " to texts, found \(node.kindName)", at: node.location)
        ]
      }
      if TextSpans.trimmedHorizontally(text.text).isEmpty {
        return [
          InputError("locale \(id): '\(path.joined(separator: "."))' is empty", at: text.origin)
        ]
      }
    }
    if case .mapping(let pairs, _) = node {
      for pair in pairs where SettingsEra(rawValue: pair.key) == nil {
        return [
          InputError(
            "locale \(id): '\(pair.key)' is not a Settings era; use "
              + SettingsEra.allCases.map(\.rawValue).joined(separator: ", ")
              + Suggestion.didYouMean(pair.key, in: SettingsEra.allCases.map(\.rawValue)),
            at: pair.keyLocation)
        ]
      }
    }
    return []
  }
}
