import Foundation

/// One text for two resources: App Review asks for a purpose string per resource. Keys of one
/// family (the location keys, the calendar keys) may share one, unless they are the two
/// directions of one resource (reading and adding photos, reading and writing Health data) and
/// the text names only one of them.
struct DuplicateTextRule: Rule {
  static let id = "duplicate-text"

  /// Two keys of one family that ask for the two directions of one resource: reading and adding
  /// photos, reading and writing Health data (`data/access-direction.tsv`).
  static func areTwoJobs(_ first: CheckUnit, _ second: CheckUnit) -> Bool {
    guard let id = first.permission, let other = second.permission else { return false }
    return PurposeKeys.accessDirection[id]?.other == other
  }

  /// Of two keys sharing a text, the one whose job the text does not name (the reading key for
  /// a text about saving); the writing key when it names neither, as reuse runs from the
  /// reading text to the writing key; nil when the text names both jobs and serves both keys.
  static func keyWithoutItsJob(_ first: CheckUnit, _ second: CheckUnit) -> CheckUnit? {
    let sets = second.rules.phraseSets
    let reads = !second.hits.words(.readWords, of: sets.readWords.phrases, in: second.lowered)
      .isEmpty
    let writes = !second.hits.words(.writeWords, of: sets.writeWords.phrases, in: second.lowered)
      .isEmpty
    if reads && writes { return nil }
    let firstWrites = first.permission.flatMap { PurposeKeys.accessDirection[$0]?.writes } ?? false
    let (reader, writer) = firstWrites ? (second, first) : (first, second)
    return writes ? reader : writer
  }

  /// Whether a text names its key's resource or a word of it (camera, 相机, photo…).
  static func speaksOf(_ unit: CheckUnit, _ family: String) -> Bool {
    guard let resource = unit.rules.resources[family] else { return false }
    return (resource.names + resource.related).contains { TextSpans.contains(unit.lowered, $0) }
  }

  func check(_ input: CheckInput) -> [Finding] {
    // One pair of keys sharing a text in several locales is one cause (the source reused, and
    // each translation with it): one finding, at the source locale's when it is one of them,
    // the other locales' places related.
    let causes = pairs(input).filter { $0.unit != nil }.groupedInOrder { finding in
      finding.unit!.key + "\u{0}" + finding.message.prefix { $0 != "(" }
    }
    return causes.map { _, all in
      let head = all.first { $0.unit?.locale == input.sourceLocale } ?? all[0]
      let related = all.compactMap { $0.unit === head.unit ? nil : $0.unit?.origin }
      return Finding(unit: head.unit, message: head.message, related: related)
    }
  }

  /// Every unit whose text an earlier key of its locale already uses, with what to say.
  func pairs(_ input: CheckInput) -> [Finding] {
    var findings: [Finding] = []
    // Texts per locale and file; the file's units come one after the other, so the group is
    // looked up only when it changes.
    var groups: [String: Int] = [:]
    var firsts: [[TextKey: CheckUnit]] = []
    var current: (locale: String, file: String, group: Int)?
    // The source texts, made when a translation first needs them.
    var sources: [String: CheckUnit]?
    /// The two keys' source texts when they share one text too: the source's verdict holds.
    func sharedSource(_ earlier: CheckUnit, _ unit: CheckUnit) -> (CheckUnit, CheckUnit)? {
      if sources == nil { sources = input.sourceTexts }
      guard let first = sources?[earlier.key], let second = sources?[unit.key],
        TextKey(TextSpans.trimmed(first.text)) == TextKey(TextSpans.trimmed(second.text))
      else { return nil }
      return (first, second)
    }
    for unit in input.units where unit.isPurposeString {
      // A misspelt key is `unknown-key`'s: its fix is the rename, not another text.
      if unit.permission == nil && PurposeKeys.isNamedLikePurposeKey(unit.key)
        && PurposeKeys.info(unit.key) == nil && PurposeKeys.nearMiss(unit.key) != nil
      {
        continue
      }
      let text = TextSpans.trimmed(unit.text)
      guard !text.isEmpty else { continue }
      let group: Int
      if let current, current.locale == unit.locale, current.file == unit.file {
        group = current.group
      } else {
        let slot = unit.locale + "\u{0}" + unit.file
        group = groups[slot] ?? firsts.count
        if group == firsts.count {
          groups[slot] = group
          firsts.append(Dictionary(minimumCapacity: 64))
        }
        current = (unit.locale, unit.file, group)
      }
      let key = TextKey(text)
      guard let earlier = firsts[group][key] else {
        firsts[group][key] = unit
        continue
      }
      let family = { (unit: CheckUnit) in
        unit.permission.flatMap { Catalog.permission(id: $0)?.family } ?? unit.key
      }
      if family(earlier) != family(unit) {
        // The key whose resource the text does not speak of is the one to rewrite: the later
        // one, unless only the later one's resource is named (the earlier key copied it). A
        // translation of a shared source text follows the source's verdict: one cause.
        var (judgedEarlier, judgedUnit) = (earlier, unit)
        if unit.locale != input.sourceLocale, let shared = sharedSource(earlier, unit) {
          (judgedEarlier, judgedUnit) = shared
        }
        let (wrong, other) =
          Self.speaksOf(judgedUnit, family(unit))
            && !Self.speaksOf(judgedEarlier, family(earlier))
          ? (earlier, unit) : (unit, earlier)
        findings.append(
          Finding(
            unit: wrong,
            message:
              "same text as \(other.key) (line \(other.origin.line)): write one for what \(wrong.key) is for"
          ))
      } else if Self.areTwoJobs(earlier, unit), unit.rules.phraseSets.readWords.isEmpty {
        // A language permcopy cannot read: which job the text names is the source's verdict,
        // and without one neither key is blamed.
        if let (first, second) = sharedSource(earlier, unit),
          !first.rules.phraseSets.readWords.isEmpty
        {
          guard let wrongSource = Self.keyWithoutItsJob(first, second) else { continue }
          let wrong = wrongSource.key == unit.key ? unit : earlier
          let other = wrong === unit ? earlier : unit
          findings.append(
            Finding(
              unit: wrong,
              message:
                "same text as \(other.key) (line \(other.origin.line)), as in \(input.sourceLocale), "
                + "where it says what \(other.key) is for: write one for what \(wrong.key) is for"))
        } else {
          findings.append(
            Finding(
              unit: unit,
              message:
                "same text as \(earlier.key) (line \(earlier.origin.line)): the two keys ask to "
                + "read and to write; write one text for each"))
        }
      } else if Self.areTwoJobs(earlier, unit),
        let wrong = Self.keyWithoutItsJob(earlier, unit)
      {
        let other = wrong === unit ? earlier : unit
        findings.append(
          Finding(
            unit: wrong,
            message:
              "same text as \(other.key) (line \(other.origin.line)), which says what "
              + "\(other.key) is for: write one for what \(wrong.key) is for, or name both jobs in one text"
          ))
      }
    }
    return findings
  }
}

/// A text as a dictionary key, hashed and compared by bytes: Unicode-aware `String` hashing
/// normalizes every text first. Texts whose scalars all keep their form under NFC are their own
/// bytes; the others are put in NFC, so texts `String` calls equal still meet.
struct TextKey: Hashable {
  let bytes: [UInt8]

  init(_ text: String) {
    let stable = text.allScalarValues(Self.keepsNFCForm)
    bytes = Array((stable ? text : text.precomposedStringWithCanonicalMapping).utf8)
  }

  // The bytes in one call: the synthesized hash feeds them to the hasher one at a time.
  func hash(into hasher: inout Hasher) {
    bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
  }

  /// Scalars that are their own NFC form and never compose with a neighbour: Latin to U+02FF,
  /// general punctuation past U+2000/U+2001, CJK symbols but the tone marks, CJK ideographs
  /// (not the compatibility ones) and full-width forms.
  static func keepsNFCForm(_ value: UInt32) -> Bool {
    switch value {
    case 0...0x2FF, 0x2010...0x2027, 0x2030...0x205E, 0x3000...0x3029, 0x3030...0x303F,
      0x3400...0x4DBF, 0x4E00...0x9FFF, 0xFF00...0xFFEF:
      true
    default: false
    }
  }
}
