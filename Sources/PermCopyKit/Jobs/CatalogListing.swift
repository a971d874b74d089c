import Foundation

/// `permcopy list`: the catalog as a table or as JSON.
public enum CatalogListing {
  public static func table() -> String {
    let header = ["ID", "KEY", "SINCE", "DEPRECATED", "REPLACED BY", "PLATFORM"]
    let rows = Catalog.all.map { entry in
      [
        entry.id, entry.key ?? "(no key)", entry.introduced.map { "iOS \($0)" } ?? "?",
        entry.deprecated.map { "iOS \($0)" } ?? "", entry.replacedBy.joined(separator: ", "),
        entry.platform.rawValue,
      ]
    }
    let widths = header.indices.map { column in
      ([header] + rows).map { $0[column].count }.max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      zip(cells, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
        .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
    }
    return ([line(header)] + rows.map(line)).joined(separator: "\n")
      + "\n\n\(Catalog.all.count) entries. Keys are accepted in permcopy.yml by id, key or Xcode name."
  }

  public static func json() throws -> String {
    let entries: [[String: Any]] = Catalog.all.map { entry in
      var object: [String: Any] = [
        "id": entry.id,
        "platform": entry.platform.rawValue,
        "replacedBy": entry.replacedBy,
        "triggers": entry.triggers,
        "family": entry.family,
        "valueKind": entry.valueKind.rawValue,
        "alert": entry.alert.rawValue,
        "settingsControl": controlName(entry.control),
        "companions": entry.companions.map { companion -> [String: Any] in
          var item: [String: Any] = ["permission": companion.permission]
          if let key = Catalog.permission(id: companion.permission)?.key { item["key"] = key }
          if let below = companion.belowTarget {
            item["whenDeploymentTargetBelow"] = below.description
          }
          return item
        },
        "otherXcodeNames": entry.otherXcodeNames,
      ]
      object["key"] = entry.key ?? NSNull()
      object["xcodeName"] = entry.xcodeName ?? NSNull()
      object["introduced"] = entry.introduced?.description ?? NSNull()
      object["deprecated"] = entry.deprecated?.description ?? NSNull()
      object["limitedSince"] = entry.limitedSince?.description ?? NSNull()
      object["caveat"] = entry.caveat ?? NSNull()
      return object
    }
    let data = try JSONSerialization.data(
      withJSONObject: entries, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    return String(decoding: data, as: UTF8.self)
  }

  static func controlName(_ control: SettingsControl) -> String {
    switch control {
    case .toggle: "toggle"
    case .choice(let since): since.map { "choice (iOS \($0)+)" } ?? "choice"
    case .notifications: "notifications"
    case .health: "health"
    }
  }
}
