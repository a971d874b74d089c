import Foundation

/// "App needs camera access": restates the resource and never says why.
struct NoReasonRule: Rule {
  static let id = "no-reason"

  func check(_ input: CheckInput) -> [Finding] {
    eachUnit(input.units.filter(\.isPurposeString)) { unit in
      let rules = input.rules(for: unit)
      guard !rules.restating.isEmpty || !rules.phraseSets.functionPhrases.isEmpty else {
        return []
      }
      let family = unit.permission.flatMap { Catalog.permission(id: $0)?.family }
      let (text, lowered) = rules.inOwnScript(unit)
      // The unit's own scan, unless the text was turned into the locale's script first.
      let hits =
        lowered == unit.lowered ? unit.hits : rules.phraseSets.hits(text: text, lowered: lowered)
      // What the resource does by itself ("take photos", 拍照), at any length of text.
      let doing = family.map { Self.functionMatches(of: $0, in: lowered, hits: hits, rules) } ?? []
      // Only texts with a hint word or such a phrase can restate; the patterns are not run on
      // anything else. An access verb alone ("使用相机。", "Access your photos") restates only in
      // a short text or beside the resource's own name: the patterns that do without hint words
      // need one or the other.
      guard
        !doing.isEmpty || hits.occurs(.restatingHints)
          || (hits.occurs(.restatingShortHints)
            && (unit.text.count <= 24 || Self.namesItsResource(lowered, family, rules)))
      else { return [] }
      let scalars = Array(text.unicodeScalars)
      let restating = rules.restating.matches(in: TextPattern.Input(scalars))
      let matches = (restating + doing).sorted { $0.lowerBound < $1.lowerBound }
      guard let first = matches.first else { return [] }
      // Set the restating parts aside (overlapping matches merged); the rest must give a reason.
      var merged: [Range<Int>] = []
      for match in matches {
        if let last = merged.last, match.lowerBound <= last.upperBound {
          merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, match.upperBound)
        } else {
          merged.append(match)
        }
      }
      let content = Content(unit: unit, rules: rules, family: family, input: input)
      let remainder = Self.remainder(of: scalars, without: merged)
      let reasoned: Bool
      let hasPurposeClause = rules.phraseSets.reasonMarkers.occurs(in: remainder)
      if hasPurposeClause && doing.isEmpty {
        // A purpose clause after the restating part gives a reason unless it names nothing but
        // resources and words that give none ("Camera access is required for photo library
        // features"); one before it ("To count your laps, …", "用於…") is the writer's reason.
        let after = Self.remainder(of: scalars, without: merged, from: first.lowerBound)
        guard rules.phraseSets.reasonMarkers.occurs(in: after) else { return [] }
        let before = String(String.UnicodeScalarView(scalars[..<first.lowerBound]))
        reasoned =
          content.measure(before) > content.subjectAllowance
          || content.measure(after, besides: rules.resourceNamesLongestFirst) > 0
      } else if hasPurposeClause || restating.isEmpty {
        // A purpose clause gives a reason unless all it says is what the resource does ("needs
        // the camera to take photos"); so does a text that only says that ("Take photos."). Only
        // a subject may stand before the first restating part ("小风筝", "Kite").
        guard !doing.isEmpty else { return [] }
        let before = String(String.UnicodeScalarView(scalars[..<first.lowerBound]))
        let after = Self.remainder(of: scalars, without: merged, from: first.lowerBound)
        reasoned = content.measure(before) > content.subjectAllowance || content.measure(after) > 0
      } else {
        // What is left besides the app's name must be next to nothing: "小风筝", "This app".
        reasoned = content.measure(remainder) > content.restatingAllowance
      }
      guard !reasoned else { return [] }
      let span = TextSpans.offsets(of: TextSpans.range(ofScalars: first, in: text), in: text)
      return [
        Finding(
          unit: unit, span: span,
          message:
            "gives no reason: it says access is needed, or what the resource does anyway; name the feature and what the person gets"
        )
      ]
    }
  }

  /// The text without the given parts (a space for each), in lower case with line breaks as
  /// spaces, padded with a space at each end; from `start` on only.
  static func remainder(
    of scalars: [Unicode.Scalar], without parts: [Range<Int>], from start: Int = 0
  ) -> String {
    // Built as UTF-8: appending scalar slices to a scalar view ran unspecialized, some 40,000
    // instructions a text.
    var rest: [UInt8] = []
    rest.reserveCapacity(4 * (scalars.count - start) + parts.count)
    func append(_ part: ArraySlice<Unicode.Scalar>) {
      for scalar in part { UTF8.encode(scalar) { rest.append($0) } }
    }
    var kept = start
    for part in parts where part.upperBound > start {
      append(scalars[kept..<max(kept, part.lowerBound)])
      rest.append(0x20)
      kept = part.upperBound
    }
    append(scalars[kept...])
    return " "
      + TextSpans.lowercased(String(decoding: rest, as: UTF8.self)).replacingASCII(0x0A, with: 0x20)
      + " "
  }

  static func namesItsResource(_ lowered: String, _ family: String?, _ rules: LocaleRules) -> Bool {
    guard let names = family.flatMap({ rules.resources[$0]?.names }) else { return false }
    return names.contains { TextSpans.contains(lowered, $0) }
  }

  /// Where the family's `does` phrases stand in `lowered`, as scalar ranges; a Latin phrase only
  /// as whole words ("record audio", not "record audiobooks").
  static func functionMatches(
    of family: String, in lowered: String, hits: TextHits, _ rules: LocaleRules
  ) -> [Range<Int>] {
    var found: [(start: Int, end: Int)] = []
    hits.scan(.functionPhrases) { phrase, end in
      if rules.phraseSets.functionPhraseFamilies[phrase].contains(family) {
        found.append((end - rules.phraseSets.functionPhrases.phrases[phrase].utf8.count, end))
      }
      return true
    }
    guard !found.isEmpty else { return [] }
    let bytes = Array(lowered.utf8)
    func isLetter(_ offset: Int) -> Bool {
      offset >= 0 && offset < bytes.count && bytes[offset] < 0x80
        && (bytes[offset] | 0x20) >= 0x61 && (bytes[offset] | 0x20) <= 0x7A
    }
    found.removeAll { isLetter($0.start) && isLetter($0.start - 1) }
    found.removeAll { isLetter($0.end - 1) && isLetter($0.end) }
    guard !found.isEmpty else { return [] }
    // Byte offsets to scalar offsets.
    var scalarAt: [Int] = []
    scalarAt.reserveCapacity(bytes.count + 1)
    for (index, scalar) in lowered.unicodeScalars.enumerated() {
      for _ in 0..<UTF8.width(scalar) { scalarAt.append(index) }
    }
    scalarAt.append(lowered.unicodeScalars.count)
    return found.map { scalarAt[$0.start]..<scalarAt[$0.end] }
  }

  /// `Unicode.Scalar.Properties.isAlphabetic`, without the look-up for ASCII and the CJK
  /// ideographs (a test compares the two for every scalar).
  static func isAlphabetic(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x80 { return (value | 0x20) >= 0x61 && (value | 0x20) <= 0x7A }
    if (0x4E00...0x9FFF).contains(value) || (0x3400...0x4DBF).contains(value) { return true }
    return scalar.properties.isAlphabetic
  }

  /// How much a part of a text says besides words that give no reason, the app's name and the
  /// resource's own names: Latin words of two letters or more, and in Chinese Han characters
  /// with each Latin word as two.
  struct Content {
    let rules: LocaleRules
    /// The resource's own names and the app's name, longest first.
    let names: [String]

    init(unit: CheckUnit, rules: LocaleRules, family: String?, input: CheckInput) {
      self.rules = rules
      var names = family.flatMap { rules.resources[$0]?.names } ?? []
      if let name = input.appNames[unit.locale] ?? input.appNames[unit.language] {
        names.append(name.lowercased())
      }
      self.names = names.sorted { $0.utf8.count > $1.utf8.count }
    }

    /// A name of up to three Han characters or one word may stand before a purpose clause.
    var subjectAllowance: Int { rules.isChinese ? 3 : 1 }
    /// What a restating text may hold besides: "小风筝", "This app".
    var restatingAllowance: Int { rules.isChinese ? 3 : 2 }

    func measure(_ part: String, besides others: [String] = []) -> Int {
      var part = TextSpans.lowercased(part)
      for name in names + others where TextSpans.contains(part, name) {
        part = part.replacingOccurrences(of: name, with: " ")
      }
      guard rules.isChinese else {
        return part.split { !$0.isLetter }.filter {
          $0.count > 1 && !rules.noReasonWordSet.contains(String($0))
        }.count
      }
      // Chinese is not spaced: every byte inside a no-reason word is set aside, in one pass.
      var covered = [Bool](repeating: false, count: part.utf8.count)
      rules.phraseSets.noReasonWords.scan(part) { phrase, end in
        let start = end - rules.phraseSets.noReasonWords.phrases[phrase].utf8.count
        for offset in start..<end { covered[offset] = true }
        return true
      }
      var han = 0
      var words = 0
      var letters = 0
      var offset = 0
      for scalar in part.unicodeScalars {
        let isLetter = !covered[offset] && NoReasonRule.isAlphabetic(scalar)
        if isLetter && TextSpans.isHan(scalar) {
          han += 1
        } else if isLetter {
          letters += 1
        }
        if !isLetter || TextSpans.isHan(scalar) {
          if letters > 1 { words += 1 }
          letters = 0
        }
        offset += UTF8.width(scalar)
      }
      if letters > 1 { words += 1 }
      return han + 2 * words
    }
  }
}
