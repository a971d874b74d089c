/// A key iOS no longer reads, by deployment target; or alone, without the key that replaced it;
/// or, with no deployment target known, beside its replacement (dead text on every iOS from the
/// deprecation on). A key Apple still documents for the Mac is alive in a target built for it.
struct DeprecatedKeyRule: Rule {
  static let id = "deprecated-key"

  func check(_ input: CheckInput) -> [Finding] {
    var findings: [Finding] = []
    var reported = Set<String>()
    let keysByLocale = Dictionary(grouping: input.units, by: \.locale).mapValues {
      Set($0.map(\.key))
    }
    for unit in input.units where unit.isPurposeString {
      guard let permission = unit.permission.flatMap(Catalog.permission(id:)),
        let deprecated = permission.deprecated, reported.insert(unit.locale + unit.key).inserted
      else { continue }
      // A key Apple still documents for the Mac is not dead in a target that builds for it.
      let onMac = PurposeKeys.info(unit.key)?.isOnMacCatalyst == true
      if input.buildsForMac && onMac { continue }
      let macCaveat =
        onMac ? " (the Mac still reads it: keep it in a target that builds for the Mac)" : ""
      let replacements = permission.replacedBy.compactMap { Catalog.permission(id: $0)?.key }
      let present = keysByLocale[unit.locale] ?? []
      if let target = input.deploymentTarget, target >= deprecated {
        // Beside its replacement, the old key is dead text no device at this target reads.
        let beside = replacements.filter(present.contains)
        findings.append(
          Finding(
            unit: unit,
            message: beside.isEmpty
              ? "\(unit.key) is deprecated since iOS \(deprecated) and the deployment target is \(target)"
                + (replacements.isEmpty ? "" : "; use \(replacements.joined(separator: " or "))")
              : "\(unit.key) is dead text: from iOS \(deprecated) on, iOS reads \(beside.joined(separator: " and ")) "
                + "beside it, and the deployment target is \(target); remove it",
            location: unit.entry?.keyLocation))
      } else if input.deploymentTarget == nil, !permission.stillReadWhenReplacementMissing,
        case let beside = replacements.filter(present.contains), !beside.isEmpty
      {
        // No deployment target known: iOS of the deprecation and later read the replacement,
        // and only an app supporting an older iOS still needs this text.
        findings.append(
          Finding(
            unit: unit,
            message:
              "\(unit.key) is dead text on iOS \(deprecated) and later, which read "
              + "\(beside.joined(separator: " and ")) beside it; remove it unless the app still "
              + "supports iOS \(deprecated.major - 1)\(macCaveat)",
            location: unit.entry?.keyLocation))
      } else if !permission.stillReadWhenReplacementMissing, !replacements.isEmpty,
        replacements.allSatisfy({ !present.contains($0) })
      {
        findings.append(
          Finding(
            unit: unit,
            message:
              "\(unit.key) is deprecated since iOS \(deprecated), and \(replacements.joined(separator: " or ")) "
              + "is missing: iOS \(deprecated) and later ask with that key",
            location: unit.entry?.keyLocation))
      }
    }
    return findings
  }
}
