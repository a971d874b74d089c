import Foundation

/// A zh-Hant file with Simplified characters (or the reverse) reads as careless to every reader.
struct WrongScriptRule: Rule {
  static let id = "wrong-script"

  func check(_ input: CheckInput) -> [Finding] {
    eachUnit(input.units.filter { input.rules(for: $0).isChinese }) { unit in
      let rules = input.rules(for: unit)
      let traditional = rules.script == .hant
      // Scalars first: most texts have no offending character and need no grapheme work.
      let isOffending = { (value: UInt32) -> Bool in value >= 0x3400 && rules.isWrongScript(value) }
      guard !unit.text.allScalarValues({ !isOffending($0) }) else { return [] }
      let characters = Array(unit.text)
      let offending = characters.indices.filter { index in
        characters[index].unicodeScalars.first.map { isOffending($0.value) } ?? false
      }
      guard let first = offending.first else { return [] }
      // The span covers every offending character, so `--fix` replaces them all at once.
      let found = offending.map { String(characters[$0]) }
      // The generated tables know the other form; ICU is asked only for the locale's own list.
      let transform = StringTransform(traditional ? "Hans-Hant" : "Hant-Hans")
      let suggested = found.map { text in
        ChineseScript.counterpart(of: Character(text), toTraditional: traditional).map(String.init)
          ?? text.applyingTransform(transform, reverse: false) ?? text
      }
      let script = traditional ? "Simplified" : "Traditional"
      let pairs = zip(found, suggested).map { "\($0)→\($1)" }
      let unique = pairs.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
      let last = offending.last ?? first
      return [
        Finding(
          unit: unit, span: first..<last + 1,
          message:
            "\(script) character\(found.count > 1 ? "s" : "") in \(unit.locale): \(unique.joined(separator: " "))",
          fix: Fix(deferred: {
            Self.fix(characters, first...last, offending: Set(offending), unit: unit)
          }))
      ]
    }
  }

  /// The span's characters with each offending one in the locale's script, when the character
  /// table and OpenCC's phrase-aware conversion agree on every one (头发 is 頭髮 and never 頭發;
  /// where they differ the counterpart is ambiguous and nothing is fixed).
  static func fix(
    _ characters: [Character], _ span: ClosedRange<Int>, offending: Set<Int>, unit: CheckUnit
  ) -> String? {
    let traditional = unit.rules.script == .hant
    guard
      let converted = ChineseConverter.convertReusing(
        String(characters),
        configuration: ChineseConverter.characterConfiguration(for: unit.writtenIn)
      ).map(Array.init), converted.count == characters.count
    else { return nil }
    var replacement = ""
    for index in span {
      guard offending.contains(index) else {
        replacement.append(characters[index])
        continue
      }
      guard
        let counterpart = ChineseScript.counterpart(
          of: characters[index], toTraditional: traditional),
        counterpart == converted[index]
      else { return nil }
      replacement.append(counterpart)
    }
    return replacement
  }
}
