/// Text that was never written: TODO, lorem ipsum, 待翻译, a one-word value ("Yes", "是"), the
/// key's own name, or a build variable such as `$(PRODUCT_NAME)`, which Xcode does not expand
/// inside InfoPlist.strings. Purpose strings (and guide texts) only: other values of an
/// InfoPlist.strings (document types, shortcut titles) are not purposes.
struct PlaceholderTextRule: Rule {
  static let id = "placeholder-text"

  func check(_ input: CheckInput) -> [Finding] {
    // A key no platform reads shows its text to nobody: `unknown-key` is its one finding.
    eachUnit(
      input.units.filter { $0.field != .otherValue && !PurposeKeys.isNeverRead($0.key) }
    ) { unit in
      let rules = input.rules(for: unit)
      // Placeholder values and key names are short: longer texts skip the whole-value test.
      if unit.text.utf8.count <= 64 {
        let whole = Self.core(unit.lowered)
        let xcodeName = unit.permission.flatMap { Catalog.permission(id: $0)?.xcodeName }
        // Names are compared only when the lengths agree: no lower-casing for most texts.
        func isName(_ name: String?) -> Bool {
          guard let name, name.utf8.count == whole.utf8.count else { return false }
          return whole == name.lowercased()
        }
        if !whole.isEmpty,
          (whole.utf8.count <= rules.longestPlaceholderValue
            && rules.placeholderValues.contains(whole)) || isName(unit.key) || isName(xcodeName)
            || (unit.isPurposeString && Self.isStub(whole, rules))
        {
          return [
            Finding(
              unit: unit,
              message: "'\(Self.core(unit.text))' is a placeholder, not a purpose: say what the "
                + "person can do with this access")
          ]
        }
      }
      // Languages without locale data still get the markers every language shares.
      let patterns = rules.placeholderPatterns.isEmpty ? Self.universal : rules.placeholderPatterns
      // One pass per case finds every marker the text holds.
      let words = unit.hits.present(.placeholderWords, of: patterns.count)
      let lowered = unit.hits.present(.placeholderLowered, of: patterns.count)
      var characters: [Character]?
      for (index, pattern) in patterns.enumerated() where words[index] || lowered[index] {
        // Xcode expands variables in Info.plist values and build settings.
        if unit.expandsVariables && pattern.text == "$(" { continue }
        if characters == nil { characters = Array(unit.text) }
        guard let characters else { continue }
        for range in TextSpans.occurrences(
          of: pattern.text, in: characters, ignoringCase: !pattern.isWord)
        {
          // An upper-case marker counts only as a word of its own: not XXX inside XXXL.
          if pattern.isWord {
            let before = range.lowerBound > 0 ? characters[range.lowerBound - 1] : " "
            let after = range.upperBound < characters.count ? characters[range.upperBound] : " "
            if before.isLetter && !TextSpans.isHan(before) { continue }
            if after.isLetter && !TextSpans.isHan(after) { continue }
          }
          return [
            Finding(
              unit: unit, span: range,
              message: pattern.text == "$("
                ? "a build setting variable is not expanded in .strings files; iOS shows it as written"
                : "placeholder '\(pattern.text)' is left in the text")
          ]
        }
      }
      return []
    }
  }

  /// A value that is one Latin word or identifier ("gallery", "Photos!", "adTrackingStub",
  /// "scan_purpose_text": a stub, or a catalog key left as the text) or a resource's name alone
  /// ("相机", "photo library"): never a sentence. `whole` is the lower-case core of the text.
  static func isStub(_ whole: String, _ rules: LocaleRules) -> Bool {
    let isIdentifier = whole.utf8.allSatisfy { byte in
      (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A || (0x30...0x39).contains(byte)
        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }
    if isIdentifier { return whole.utf8.contains { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A } }
    // Compared by bytes, and only with names of the same length: this runs for every short text.
    let count = whole.utf8.count
    return rules.resourceNamesLongestFirst.contains {
      $0.utf8.count == count && $0.utf8.elementsEqual(whole.utf8)
    }
  }

  /// White space and punctuation around a value ("Yes." is "Yes").
  static let edge: Set<Unicode.Scalar> = Set(" \t\n\r.。!！?？,，:：;；\"'“”「」".unicodeScalars)

  /// The text without the white space and punctuation around it.
  static func core(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !isEdge($0) }),
      let last = scalars.lastIndex(where: { !isEdge($0) })
    else { return "" }
    if first == scalars.startIndex && last == scalars.index(before: scalars.endIndex) {
      return text
    }
    return String(scalars[first...last])
  }

  /// `edge.contains`, without hashing the letters and ideographs most texts start and end with.
  static func isEdge(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x4E00...0x9FFF: false
    default: edge.contains(scalar)
    }
  }

  static let universal: [(text: String, lowered: String, isWord: Bool)] = [
    ("TODO", "todo", true), ("FIXME", "fixme", true), ("lorem ipsum", "lorem ipsum", false),
    ("$(", "$(", false),
  ]
}
