import Foundation

/// `permcopy list`: the catalog as a table or as JSON.
public enum CatalogListing {
  /// One row per entry (id, first iOS version, key); a deprecation or another platform on an
  /// indented line under it. Fits `width` columns (100, or a narrower terminal's): the rows
  /// are at most 86 wide and the notes wrap.
  public static func table(width: Int = min(100, Terminal.columns)) -> String {
    let width = max(width, 40)
    let header = ["ID", "IOS", "KEY"]
    let rows = Catalog.all.map { entry in
      [entry.id, entry.introduced?.description ?? "?", entry.key ?? "(no key)"]
    }
    let widths = header.indices.map { column in
      ([header] + rows).map { $0[column].count }.max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      zip(cells, widths).map { TextSpans.padded($0, to: $1) }
        .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
    }
    var lines = [line(header)]
    for (entry, row) in zip(Catalog.all, rows) {
      lines.append(line(row))
      var notes: [String] = []
      if entry.platform != .iOS { notes.append("\(entry.platform.rawValue) only") }
      if let deprecated = entry.deprecated {
        let replacement =
          entry.replacedBy.isEmpty
          ? "" : ", replaced by " + entry.replacedBy.joined(separator: ", ")
        notes.append("deprecated in iOS \(deprecated)" + replacement)
      }
      if !notes.isEmpty {
        let indent = String(repeating: " ", count: widths[0] + 2)
        let wrapped = LineBreaker.wrap(
          notes.joined(separator: "; "), width: width - indent.count - 2)
        lines += wrapped.enumerated().map { indent + ($0.offset == 0 ? "↳ " : "  ") + $0.element }
      }
    }
    let footer =
      "\(Catalog.all.count) entries; IOS is the first version Apple lists (? where it lists"
      + " none). Keys are accepted in permcopy.yml by id, key or Xcode name. `list --json` also"
      + " covers all \(PurposeKeys.all.count) purpose keys check and inventory recognise on every"
      + " platform."
    return (lines + [""] + LineBreaker.wrap(footer, width: width)).joined(separator: "\n")
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
    case .none: "none"
    }
  }
}
