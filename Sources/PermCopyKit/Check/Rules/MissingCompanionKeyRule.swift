/// Keys that must ship together: an Always-location request with no When-In-Use key fails at once.
struct MissingCompanionKeyRule: Rule {
  static let id = "missing-companion-key"

  func check(_ input: CheckInput) -> [Finding] {
    var findings: [Finding] = []
    // Only the Info.plist (the project's: what `build` writes) decides which keys ship, so the
    // rule looks at its keys alone, and says nothing when only `.strings` files are in view.
    guard let keys = input.infoPlistKeys else { return [] }
    // Reported once per missing key, at the source text when it has one.
    let purpose = input.units.filter { $0.isPurposeString && keys.contains($0.key) }
    let units =
      purpose.filter { $0.locale == input.sourceLocale }
      + purpose.filter { $0.locale != input.sourceLocale }
    var reported = Set<String>()
    for unit in units {
      guard let permission = unit.permission.flatMap(Catalog.permission(id:)) else { continue }
      for companion in permission.companions {
        // Without a known deployment target only the unconditional companions are certain.
        let needed: Bool
        if let target = input.deploymentTarget {
          needed = companion.applies(to: target)
        } else {
          needed = companion.belowTarget == nil
        }
        guard needed, let key = Catalog.permission(id: companion.permission)?.key,
          !keys.contains(key), reported.insert(key).inserted
        else { continue }
        let when =
          companion.belowTarget.map { " (the deployment target is below iOS \($0))" } ?? ""
        findings.append(
          Finding(
            unit: unit, message: "\(unit.key) needs \(key) beside it\(when)",
            location: unit.entry?.keyLocation))
      }
    }
    return findings
  }
}
