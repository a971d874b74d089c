/// A misspelt purpose key is no purpose key: iOS never reads it and the app is killed on access.
/// Only a near miss of a real key (a case slip, one or two edits) is an error, with the rename;
/// another unknown `…UsageDescription` key is a warning, and a macOS key in an iOS-only app is
/// dead text (a warning), never an error.
struct UnknownKeyRule: Rule {
  static let id = "unknown-key"

  /// One finding per key, however many tables hold it: at the source locale's entry (the
  /// Info.plist's) when there is one, the other tables' entries as related places.
  func check(_ input: CheckInput) -> [Finding] {
    // A slip in the suffix (NSCameraUsageDescripton) leaves a key not named like a purpose
    // key: it is one when it is within two edits of a real one.
    let candidates = input.units.filter {
      guard $0.permission == nil, !input.knownKeys.contains($0.key) else { return false }
      if $0.isPurposeString && PurposeKeys.isNamedLikePurposeKey($0.key) { return true }
      return PurposeKeys.isMisspeltPurposeKey($0.key)
    }
    guard !candidates.isEmpty else { return [] }
    let keysByLocale = Dictionary(grouping: input.units, by: \.locale).mapValues {
      Set($0.map(\.key))
    }
    var findings: [Finding] = []
    for (key, units) in candidates.groupedInOrder(by: \.key) {
      let unit = units.first { $0.locale == input.sourceLocale } ?? units[0]
      let location = unit.entry?.keyLocation ?? unit.origin
      var related: [SourceLocation] = []
      for other in units {
        let place = other.entry?.keyLocation ?? other.origin
        if place != location && !related.contains(place) { related.append(place) }
      }
      if let known = PurposeKeys.info(key) {
        guard !known.isOnIOS, !input.buildsForMac else { continue }
        let assumed =
          input.target?.platformIsAssumed == true
          ? " (no project file or Info.plist key says which platform the app is for: iOS was "
            + "assumed)" : ""
        findings.append(
          Finding(
            unit: unit,
            message:
              "\(key) is read on \(known.platforms.joined(separator: ", ")), not by iOS: "
              + "it is dead text in an iOS app\(assumed)",
            location: location, severity: .warning, related: related))
        continue
      }
      // A key the same file already defines is never the rename: both would then be there.
      let defined = keysByLocale[unit.locale] ?? []
      if let suggestion = PurposeKeys.nearMiss(key, excluding: defined) {
        findings.append(
          Finding(
            unit: unit, message: "\(key) is not a key iOS knows; did you mean \(suggestion)?",
            location: location, related: related))
      } else {
        findings.append(
          Finding(
            unit: unit,
            message: "\(key) is not a purpose key Apple documents; if it is valid for your app, "
              + "list it with --known-key",
            location: location, severity: .warning, related: related))
      }
    }
    return findings
  }
}
