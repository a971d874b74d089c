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
      + " `list --json` also covers all \(PurposeKeys.all.count) purpose keys check and inventory recognise on"
      + " every platform."
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
      object["writtenByPermcopy"] = entry.isBuildable && entry.key != nil
      if let key = entry.key, let facts = PurposeKeys.info(key) {
        object["platforms"] = facts.platforms
        object["acceptedAsBuildSetting"] = facts.acceptedAsBuildSetting
        object["source"] = facts.source
      }
      return object
    }
    // Keys permcopy recognises but writes no copy for: macOS, Mac Catalyst, visionOS and
    // framework-read keys (WebKit's NSCrossWebsiteTrackingUsageDescription).
    let catalogKeys = Set(Catalog.all.compactMap(\.key))
    let recognised: [[String: Any]] = PurposeKeys.all.filter { !catalogKeys.contains($0.key) }.map {
      facts in
      [
        "id": NSNull(), "key": facts.key, "xcodeName": facts.xcodeName ?? NSNull(),
        "platforms": facts.platforms, "acceptedAsBuildSetting": facts.acceptedAsBuildSetting,
        "valueKind": facts.kind, "source": facts.source, "writtenByPermcopy": false,
      ]
    }
    let data = try JSONSerialization.data(
      withJSONObject: entries + recognised,
      options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
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
