/// A translation `permcopy draft` made by machine (OpenCC) that no person has checked yet.
public struct MachineDraftRule: Rule {
  public static let id = "machine-draft"
  public static let defaultSeverity = Severity.warning
  public static let summary = "a machine draft (permcopy draft, OpenCC) nobody has reviewed yet"
  public static let source = "permcopy.lock draft marks; localization practice (drafts need review)"
  public static let examples: [RuleExample] = []

  public init() {}

  public func check(_ input: CheckInput) -> [Finding] {
    input.machineDrafts.map { unit in
      Finding(
        unit: unit,
        message:
          "machine draft of \(unit.permission ?? unit.key) in \(unit.locale): have a person read it, "
          + "then edit it or run `permcopy accept --locale \(unit.locale) \(unit.permission ?? "")`"
      )
    }
  }
}
