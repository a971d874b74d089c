/// A call to a protected API in a target that does not declare the key it needs: iOS ends the
/// app at the call (most keys), or ignores or fails the request (location, local network, Face
/// ID). Found by `permcopy scan` from `data/api-triggers.tsv`.
struct MissingPurposeKeyRule: Rule {
  static let id = "missing-purpose-key"

  func check(_ input: CheckInput) -> [Finding] {
    guard let target = input.target, target.scanned, !target.declarationsUnknown else { return [] }
    let declared = ScanFacts.declared(target)
    var seen: Set<String> = []
    var findings: [Finding] = []
    for use in target.sourceUses {
      let row = use.row
      // A save the person may choose in iOS's system UI (a web view's Add to Photos) is iOS's
      // alone: a Mac or watch app offers no such menu.
      guard row.applies(at: input.deploymentTarget), target.runsOnIPhone || row.effect != .may,
        !use.ignoredRules.contains(Self.id),
        !use.ignoredRules.contains("all"), !row.keys.contains(where: { declared[$0] != nil })
      else { continue }
      let key = row.keys[0]
      let place = "\(use.location.file):\(use.location.line):\(use.location.column) \(key)"
      guard seen.insert(place).inserted else { continue }
      let alternatives =
        row.keys.count > 1 ? " (or \(row.keys.dropFirst().joined(separator: ", ")))" : ""
      var note = row.note.map { " (\($0))" } ?? ""
      // An extension links a library for some of its code: this call may never run there.
      if use.throughLibrary {
        note +=
          " (in a library \(target.name) links, not in its own code: it matters if \(target.name) runs this code)"
      }
      // A translation alone declares nothing: iOS looks the key up in the Info.plist first.
      if let translated = target.localizations.first(where: {
        $0.texts.contains { $0.key == key }
      }) {
        note += " (it is only in \(translated.file), a translation: iOS asks the Info.plist first)"
      }
      var finding = Finding(
        unit: nil,
        message:
          "\(row.displayName) needs \(key)\(alternatives), which \(target.name) does not declare\(note): "
          + Self.consequence(row.effect) + Self.upload(row.effect) + "; declare it in "
          + ScanFacts.whereToDeclare(key, in: target),
        location: use.location, severity: row.isFatal && !use.throughLibrary ? nil : .warning)
      finding.subject = Finding.Subject(key: key, api: row.displayName, target: target.name)
      findings.append(finding)
    }
    return findings
  }

  /// App Store Connect's upload check finds the API's symbols in the linked code, whatever runs;
  /// a save the person may choose in system UI references nothing of the app's.
  static func upload(_ effect: Trigger.Effect) -> String {
    effect == .may
      ? "" : ", and App Store Connect rejects an upload whose code references it (ITMS-90683)"
  }

  static func consequence(_ effect: Trigger.Effect) -> String {
    switch effect {
    case .crash: "iOS ends the app at this call"
    case .throws: "the call throws and the app stops"
    case .ignored: "iOS ignores the request, so the feature never works"
    case .fails: "the request fails without it"
    case .may: "iOS ends the app if the person chooses to save"
    case .unverified, .none: "iOS refuses the request or ends the app"
    }
  }
}
