/// A translation made by machine that no person has checked yet: a `permcopy draft` (OpenCC)
/// marked in permcopy.lock, or a String Catalog entry in state `machine_translated` or
/// `needs_review`.
struct MachineDraftRule: Rule {
  static let id = "machine-draft"

  func check(_ input: CheckInput) -> [Finding] {
    input.units.filter(\.isPurposeString).compactMap { unit in
      switch unit.review {
      case .machineTranslated, .needsReview:
        return Finding(
          unit: unit,
          message:
            "\(unit.key) in \(unit.locale) is marked \(unit.state ?? unit.review.rawValue) in the "
            + "String Catalog: have a person read it, then mark it translated")
      case .machineDraft:
        return Finding(
          unit: unit,
          message:
            "machine draft of \(unit.permission ?? unit.key) in \(unit.locale): have a person read it, "
            + "then edit it or run `permcopy accept --locale \(unit.locale) \(unit.permission ?? "")`"
        )
      case .reviewed, .stale, .new: return nil
      }
    }
  }
}
