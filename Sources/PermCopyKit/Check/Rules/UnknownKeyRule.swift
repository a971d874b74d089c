/// A misspelt purpose key is no purpose key: iOS never reads it and the app is killed on access.
/// Only a near miss of a real key (a case slip, one or two edits) is an error, with the rename;
/// another unknown `…UsageDescription` key is a warning, and a macOS key in an iOS-only app is
/// dead text (a warning), never an error.
struct UnknownKeyRule: Rule {
  static let id = "unknown-key"

  /// Every key Apple's frameworks read, on every platform.
  static let knownKeys: [String] = PurposeKeys.all.map(\.key)

  func check(_ input: CheckInput) -> [Finding] {
    var seen = Set<String>()
    let candidates = input.units.filter { $0.permission == nil && $0.isPurposeString }
    guard !candidates.isEmpty else { return [] }
    let keysByLocale = Dictionary(grouping: input.units, by: \.locale).mapValues {
      Set($0.map(\.key))
    }
    return eachUnit(candidates) { unit in
      guard PurposeKeys.isNamedLikePurposeKey(unit.key), !input.knownKeys.contains(unit.key),
        seen.insert(unit.locale + unit.key).inserted
      else { return [] }
      let location = unit.entry?.keyLocation
      if let known = PurposeKeys.info(unit.key) {
        guard !known.isOnIOS, !input.buildsForMac else { return [] }
        return [
          Finding(
            unit: unit,
            message:
              "\(unit.key) is read on \(known.platforms.joined(separator: ", ")), not by iOS: "
              + "it is dead text in an iOS app",
            location: location, severity: .warning)
        ]
      }
      // A key the same file already defines is never the rename: both would then be there.
      let defined = keysByLocale[unit.locale] ?? []
      let candidates = Self.knownKeys.filter { !defined.contains($0) }
      if let suggestion = Self.nearMiss(unit.key, in: candidates) {
        return [
          Finding(
            unit: unit,
            message: "\(unit.key) is not a key iOS knows; did you mean \(suggestion)?",
            location: location)
        ]
      }
      return [
        Finding(
          unit: unit,
          message: "\(unit.key) is not a purpose key Apple documents; if it is valid for your app, "
            + "list it with --known-key",
          location: location, severity: .warning)
      ]
    }
  }

  /// The real key this one misses by its case or by at most two edits.
  static func nearMiss(_ key: String, in candidates: [String]) -> String? {
    let lowered = key.lowercased()
    if let sameLetters = candidates.first(where: { $0.lowercased() == lowered }) {
      return sameLetters
    }
    var best: (key: String, distance: Int)?
    for candidate in candidates where abs(candidate.count - key.count) <= 2 {
      guard let distance = Suggestion.editDistance(lowered, candidate.lowercased(), atMost: 2)
      else { continue }
      if best == nil || distance < best!.distance { best = (candidate, distance) }
    }
    return best?.key
  }
}
