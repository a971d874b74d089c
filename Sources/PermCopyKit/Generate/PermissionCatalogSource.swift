/// `Generated/BuiltInPermissions.swift` from `data/permissions.yml`: the catalog as Swift values,
/// so no command parses it at start-up. Every field is checked here, where a mistake in the data
/// stops the generator with its line and column.
enum PermissionCatalogSource {
  static let file = "data/permissions.yml"

  private static let fields: Set<String> = [
    "key", "xcode-names", "platform", "since", "deprecated", "replaced-by", "companions",
    "triggers", "control", "choice-since", "alert", "limited-since", "family", "value",
    "read-when-replacement-missing", "reports-denial", "restrictable", "verb",
    "in-privacy-settings", "status-reported", "caveat",
  ]

  /// The entries of the data file, in its order.
  static func permissions(_ text: String, knownKeys: Set<String>) throws -> [Permission] {
    let entries = try DataEntry.entries(text, file: file, fields: fields)
    let permissions = try entries.map { try permission($0, knownKeys: knownKeys) }
    let ids = Set(permissions.map(\.id))
    for (permission, entry) in zip(permissions, entries) {
      let named = permission.replacedBy + permission.companions.map(\.permission)
      if let unknown = named.first(where: { !ids.contains($0) }) {
        throw InputError(
          "\(permission.id) names \(unknown), which is no entry", at: entry.keyLocation)
      }
    }
    return permissions
  }

  private static func permission(_ entry: DataEntry, knownKeys: Set<String>) throws -> Permission {
    let id = entry.id
    let node = entry.node
    let location = entry.location
    let key = try entry.text("key")
    if let key, !knownKeys.contains(key) {
      throw InputError("\(id): \(key) is not in data/purpose-keys.tsv", at: node["key"]?.location)
    }
    let since: OSVersion?
    if try entry.text("since") == "unknown" {
      since = nil
    } else if let version = try entry.version("since") {
      since = version
    } else {
      throw InputError("\(id) needs since: a version, or unknown", at: location)
    }
    var companions: [Companion] = []
    if let value = node["companions"] {
      guard case .sequence(let items, _) = value else {
        throw InputError("\(id).companions must be a list", at: value.location)
      }
      for item in items {
        guard let companion = item["id"]?.string else {
          throw InputError("\(id).companions: each needs an id", at: item.location)
        }
        let below = try item["below"].map { node -> OSVersion in
          guard let text = node.string, let version = OSVersion(parsing: text) else {
            throw InputError("\(id).companions: below takes an iOS version", at: node.location)
          }
          return version
        }
        companions.append(Companion(permission: companion, belowTarget: below))
      }
    }
    let control: SettingsControl = try entry.choice(
      "control",
      [
        "toggle": .toggle, "choice": .choice(since: try entry.version("choice-since")),
        "notifications": .notifications, "health": .health, "none": .none,
      ], default: .toggle)
    if node["choice-since"] != nil, case .choice = control {
    } else if node["choice-since"] != nil {
      throw InputError(
        "\(id): choice-since needs control: choice", at: node["choice-since"]?.location)
    }
    let alerts = Dictionary(
      uniqueKeysWithValues: [
        AlertShape.denyOK, .denyAllow, .location, .photos, .tracking, .faceID, .healthSheet, .none,
      ]
      .map { ($0.rawValue, $0) })
    let value: Permission.ValueKind = try entry.choice(
      "value", ["text": .text, "dictionary": .dictionary, "none": .none], default: .text)
    if (key == nil) != (value == .none) {
      throw InputError(
        "\(id): a permission has a key exactly when its value is not none", at: location)
    }
    return Permission(
      id: id, key: key, otherXcodeNames: try entry.list("xcode-names"),
      platform: try entry.choice("platform", ["iOS": .iOS, "visionOS": .visionOS], default: .iOS),
      introduced: since, deprecated: try entry.version("deprecated"),
      replacedBy: try entry.list("replaced-by"),
      companions: companions, triggers: try entry.list("triggers"), control: control,
      alert: try entry.choice("alert", alerts, default: .denyOK),
      limitedSince: try entry.version("limited-since"), family: try entry.text("family") ?? id,
      valueKind: value,
      stillReadWhenReplacementMissing: try entry.flag(
        "read-when-replacement-missing", default: false),
      caveat: try entry.text("caveat"),
      reportsDenial: try entry.flag("reports-denial", default: true),
      restrictable: try entry.flag("restrictable", default: true),
      verb: try entry.choice("verb", ["access": .access, "use": .use], default: .access),
      inPrivacySettings: try entry.flag("in-privacy-settings", default: true),
      statusReported: try entry.flag("status-reported", default: true))
  }

  static func text(_ permissions: [Permission]) -> String {
    let quoted = RuleTablesSource.literal
    func optional(_ text: String?) -> String { text.map(quoted) ?? "nil" }
    func version(_ version: OSVersion?) -> String {
      guard let version else { return "nil" }
      return version.minor == 0
        ? "OSVersion(\(version.major))" : "OSVersion(\(version.major), \(version.minor))"
    }
    func list(_ items: [String]) -> String { "[" + items.map(quoted).joined(separator: ", ") + "]" }
    func control(_ control: SettingsControl) -> String {
      switch control {
      case .toggle: ".toggle"
      case .choice(let since): ".choice(since: \(version(since)))"
      case .notifications: ".notifications"
      case .health: ".health"
      case .none: ".none"
      }
    }
    func alert(_ alert: AlertShape) -> String {
      switch alert {
      case .denyOK: ".denyOK"
      case .denyAllow: ".denyAllow"
      case .location: ".location"
      case .photos: ".photos"
      case .tracking: ".tracking"
      case .faceID: ".faceID"
      case .healthSheet: ".healthSheet"
      case .none: ".none"
      }
    }
    var out = """
      // swift-format-ignore-file
      // Generated from data/permissions.yml by permcopy-generate. Do not edit: change the data
      // file and run `swift run permcopy-generate`.

      extension Catalog {
        /// Every permission of `data/permissions.yml`, in its order.
        static let entries: [Permission] = [

      """
    for permission in permissions {
      let companions = permission.companions.map {
        "Companion(permission: \(quoted($0.permission)), belowTarget: \(version($0.belowTarget)))"
      }
      out += """
            Permission(
              id: \(quoted(permission.id)), key: \(optional(permission.key)),
              otherXcodeNames: \(list(permission.otherXcodeNames)), platform: .\(permission.platform.rawValue),
              introduced: \(version(permission.introduced)), deprecated: \(version(permission.deprecated)),
              replacedBy: \(list(permission.replacedBy)), companions: [\(companions.joined(separator: ", "))],
              triggers: \(list(permission.triggers)),
              control: \(control(permission.control)), alert: \(alert(permission.alert)),
              limitedSince: \(version(permission.limitedSince)), family: \(quoted(permission.family)),
              valueKind: .\(permission.valueKind.rawValue),
              stillReadWhenReplacementMissing: \(permission.stillReadWhenReplacementMissing),
              caveat: \(optional(permission.caveat)), reportsDenial: \(permission.reportsDenial),
              restrictable: \(permission.restrictable), verb: .\(permission.verb.rawValue),
              inPrivacySettings: \(permission.inPrivacySettings), statusReported: \(permission.statusReported)),

        """
    }
    return out + "  ]\n}\n"
  }
}
