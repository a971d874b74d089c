/// A package that calls protected APIs for the app (an image picker, a camera plugin) when the
/// app declares none of the keys it needs: App Store Connect's upload check (ITMS-90683) looks at
/// the symbols linked code references, and the package's call ends the app. Its calls are in
/// Dart, JavaScript or a binary the scan does not read, so this is a warning.
struct UploadPurposeKeyRule: Rule {
  static let id = "upload-purpose-key"

  func check(_ input: CheckInput) -> [Finding] {
    guard let target = input.target, target.scanned, !target.declarationsUnknown else { return [] }
    let declared = ScanFacts.declared(target)
    var findings: [Finding] = []
    var seen: Set<String> = []
    for use in target.packageUses {
      for key in use.wrapper.keys where declared[key] == nil {
        guard seen.insert(use.wrapper.package + " " + key).inserted else { continue }
        var finding = Finding(
          unit: nil,
          message:
            "\(use.wrapper.package) asks for \(key) on the app's behalf, and \(target.name) does "
            + "not declare it: App Store Connect rejects the upload (ITMS-90683) and iOS ends the "
            + "app when the package asks; declare it in "
            + ScanFacts.whereToDeclare(key, in: target),
          location: use.location)
        finding.subject = Finding.Subject(key: key, api: use.wrapper.package, target: target.name)
        findings.append(finding)
      }
    }
    return findings
  }
}
