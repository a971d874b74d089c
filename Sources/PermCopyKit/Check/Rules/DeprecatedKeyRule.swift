/// A key iOS no longer reads, by deployment target; or alone, without the key that replaced it;
/// or, with no deployment target known, beside its replacement (dead text on every iOS from the
/// deprecation on). A key Apple still documents for the Mac is alive in a target built for it.
struct DeprecatedKeyRule: Rule {
  static let id = "deprecated-key"

  /// One finding per key, where the fix goes: the Info.plist that declares it when it is in
  /// view, else the first table; the tables that translate it are related places.
  func check(_ input: CheckInput) -> [Finding] {
    var findings: [Finding] = []
    let groups = input.units.filter {
      $0.isPurposeString && $0.permission.flatMap(Catalog.permission(id:))?.deprecated != nil
    }.groupedInOrder(by: \.key)
    guard !groups.isEmpty else { return [] }
    // The keys the app has: the Info.plist's and every table's.
    let declared = Set(input.units.map(\.key)).union(input.infoPlistKeys ?? [])
    for (key, units) in groups {
      let unit = units[0]
      guard let permission = unit.permission.flatMap(Catalog.permission(id:)),
        let deprecated = permission.deprecated
      else { continue }
      // A key Apple still documents for the Mac is not dead in a target that builds for it.
      let onMac = PurposeKeys.info(key)?.isOnMacCatalyst == true
      if input.buildsForMac && onMac { continue }
      let macCaveat =
        onMac ? " (the Mac still reads it: keep it in a target that builds for the Mac)" : ""
      let replacements = permission.replacedBy.compactMap { Catalog.permission(id: $0)?.key }
      let beside = replacements.filter(declared.contains)
      let message: String
      if let target = input.deploymentTarget, target >= deprecated {
        // Beside its replacement, the old key is dead text no device at this target reads.
        message =
          beside.isEmpty
          ? "\(key) is deprecated since iOS \(deprecated) and the deployment target is \(target)"
            + (replacements.isEmpty ? "" : "; use \(replacements.joined(separator: " or "))")
          : "\(key) is dead text: from iOS \(deprecated) on, iOS reads \(beside.joined(separator: " and ")) "
            + "beside it, and the deployment target is \(target); remove it"
      } else if input.deploymentTarget == nil, !permission.stillReadWhenReplacementMissing,
        !beside.isEmpty
      {
        // No deployment target known: iOS of the deprecation and later read the replacement,
        // and only an app supporting an older iOS still needs this text.
        message =
          "\(key) is dead text on iOS \(deprecated) and later, which read "
          + "\(beside.joined(separator: " and ")) beside it; remove it unless the app still "
          + "supports iOS \(deprecated.major - 1)\(macCaveat)"
      } else if !permission.stillReadWhenReplacementMissing, !replacements.isEmpty, beside.isEmpty {
        message =
          "\(key) is deprecated since iOS \(deprecated), and \(replacements.joined(separator: " or ")) "
          + "is missing: iOS \(deprecated) and later ask with that key"
      } else {
        continue
      }
      let places = units.map { $0.entry?.keyLocation ?? $0.origin }
      let declaration = input.target?.baseText(key)?.declaration
      let place = declaration.flatMap { $0.source == .strings ? nil : $0.location } ?? places[0]
      var related: [SourceLocation] = []
      for other in places where other != place && !related.contains(other) {
        related.append(other)
      }
      findings.append(Finding(unit: unit, message: message, location: place, related: related))
    }
    return findings
  }
}
