/// An `InfoPlist.strings` table in a target's folder that its Xcode project never copies into
/// the app (not in Copy Bundle Resources, not in a synchronized folder): iOS never shows its
/// texts, so they are not judged as copy; the table is reported once, with its siblings, since
/// it is usually a translation someone meant to ship.
struct UnshippedTableRule: Rule {
  static let id = LoadFinding.unshippedTable

  func check(_ input: CheckInput) -> [Finding] {
    input.fileFindings.filter { $0.rule == Self.id }.map(\.finding)
  }
}
