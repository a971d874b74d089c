/// A declared purpose key that no code or package of the target uses: App Review asks apps to
/// request only the access they need (5.1.1). Only judged where the scan sees all the code: not
/// in an app driven by Dart or JavaScript, nor one with a dependency `data/sdk-wrappers.tsv`
/// does not describe (KeePassium's NFC key is used by its YubiKit package). Code inside binary
/// SDKs is still not seen, so the finding asks the team to confirm.
struct UnusedPurposeKeyRule: Rule {
  static let id = "unused-purpose-key"

  func check(_ input: CheckInput) -> [Finding] {
    guard let target = input.target, target.scanned, !target.declarationsUnknown,
      target.scannedSourceCount > 0,
      !target.hasUnreadCode, target.otherPackages.isEmpty
    else { return [] }
    let packaged = Set(target.packageUses.flatMap(\.wrapper.keys))
    let usedRows = Set(target.sourceUses.flatMap(\.row.keys))
    var findings: [Finding] = []
    for (key, shipped) in ScanFacts.declared(target).sorted(by: { $0.key < $1.key })
    where TriggerTable.scannableKeys.contains(key) && !TriggerTable.unseenUseKeys.contains(key)
      && !packaged.contains(key)
      && !usedRows.contains(key) && !shipped.text.isEmpty
    {
      let rows = TriggerTable.triggers.filter { $0.keys.contains(key) }
      // Any mention of one of the key's APIs counts as use (a call the scan could not match
      // whole, an injected manager): the type it is called on, or a name only it has.
      if rows.contains(where: { row in
        row.receivers.isEmpty
          ? target.sourceMentions.contains(row.name)
          : row.receivers.contains(where: target.sourceMentions.contains)
      }) {
        continue
      }
      let names = Array(Set(rows.map(\.displayName))).sorted().prefix(3).joined(separator: ", ")
      var finding = Finding(
        unit: nil,
        message:
          "no code of \(target.name) uses \(key) (such as \(names)): App Review asks apps to "
          + "request only what they need. Code inside binary SDKs is not seen: confirm before "
          + "removing the key",
        location: shipped.declaration.location)
      finding.subject = Finding.Subject(key: key, target: target.name)
      findings.append(finding)
    }
    return findings
  }
}
