/// A translation made by machine that no person has checked yet: a `permcopy draft` (OpenCC)
/// marked in permcopy.lock, or a String Catalog entry in state `machine_translated` or
/// `needs_review`.
public struct MachineDraftRule: Rule {
  public static let id = "machine-draft"
  public static let defaultSeverity = Severity.warning
  public static let summary =
    "a machine draft (permcopy draft; a catalog's machine_translated or needs_review) nobody has reviewed yet"
  public static let source = "permcopy.lock draft marks; localization practice (drafts need review)"
  public static let examples: [RuleExample] = []

  public init() {}

  public func check(_ input: CheckInput) -> [Finding] {
    let catalog = input.units.filter {
      $0.isPurposeString && ($0.state == "machine_translated" || $0.state == "needs_review")
    }
    return catalog.map { unit in
      Finding(
        unit: unit,
        message:
          "\(unit.key) in \(unit.locale) is marked \(unit.state ?? "") in the String Catalog: have a "
          + "person read it, then mark it translated")
    }
      + input.machineDrafts.map { unit in
        Finding(
          unit: unit,
          message:
            "machine draft of \(unit.permission ?? unit.key) in \(unit.locale): have a person read it, "
            + "then edit it or run `permcopy accept --locale \(unit.locale) \(unit.permission ?? "")`"
        )
      }
  }
}
