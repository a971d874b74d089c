/// Chinese copy uses full-width punctuation: a half-width comma between Han characters reads as
/// careless (需要访问相机以便扫描二维码,请允许). Full-width punctuation carries its own space, so a
/// half-width space before or after 。 or ， is reported too, and so is a half-width mark left
/// after a full-width one (允许吗？?). A `!` that ends a Latin brand ("Yahoo!") is the brand's,
/// and a `.` inside a token (阿里巴巴.US, v2.1) is the token's.
struct HalfWidthPunctuationRule: Rule {
  static let id = "half-width-punctuation"
  static let marks: [Character: String] = [
    ",": "，", ".": "。", ":": "：", ";": "；", "?": "？", "!": "！", "(": "（", ")": "）",
  ]
  /// Full-width marks that carry their own space.
  static let spacedMarks: Set<Character> = ["。", "，", "、", "；", "：", "！", "？"]
  static let spacedPairs = spacedMarks.map { String($0) + " " }

  /// A byte search for "。 " and its kind, so that only such texts are walked by character.
  static func hasSpaceAfterFullWidthMark(_ text: String) -> Bool {
    text.utf8Contains(0x20)
      && (spacedPairs.contains { TextSpans.contains(text, $0) }
        || spacedMarks.contains { TextSpans.contains(text, " " + String($0)) })
  }

  func check(_ input: CheckInput) -> [Finding] {
    eachUnit(
      input.units.filter {
        ($0.hasASCIIPunctuation || Self.hasSpaceAfterFullWidthMark($0.text))
          && input.rules(for: $0).isChinese
      }
    ) {
      unit in
      let characters = Array(unit.text)
      var findings: [Finding] = []
      for (index, character) in characters.enumerated() {
        let before = index > 0 ? characters[index - 1] : nil
        let after = index + 1 < characters.count ? characters[index + 1] : nil
        if character == " ", let before, Self.spacedMarks.contains(before), let after,
          !after.isWhitespace
        {
          findings.append(
            Finding(
              unit: unit, span: index..<index + 1,
              message:
                "a half-width space after '\(before)'; full-width punctuation carries its own",
              fix: ""))
          continue
        }
        if character == " ", let after, Self.spacedMarks.contains(after), let before,
          !before.isWhitespace, !Self.spacedMarks.contains(before)
        {
          findings.append(
            Finding(
              unit: unit, span: index..<index + 1,
              message:
                "a half-width space before '\(after)'; full-width punctuation carries its own",
              fix: ""))
          continue
        }
        guard let fullWidth = Self.marks[character] else { continue }
        // 允许吗？?: a half-width mark left after a full-width one.
        if let before, Self.spacedMarks.contains(before) {
          findings.append(
            Finding(
              unit: unit, span: index..<index + 1,
              message: "a stray half-width '\(character)' after '\(before)'", fix: ""))
          continue
        }
        // "Yahoo!", "Greatdori!": the mark ends a Latin name.
        if character == "!", let before, before.isASCII, before.isLetter { continue }
        // 阿里巴巴.US, v2.1: a dot followed by a Latin letter or digit is inside a token.
        if character == ".", let after, after.isASCII, after.isLetter || after.isNumber { continue }
        let touchesHan = before.map(TextSpans.isHan) == true || after.map(TextSpans.isHan) == true
        guard touchesHan else { continue }
        findings.append(
          Finding(
            unit: unit, span: index..<index + 1,
            message: "half-width '\(character)' in Chinese text; use '\(fullWidth)'",
            // A bracket is fixed only with its pair, which a one-character fix cannot do.
            fix: character == "(" || character == ")" ? nil : fullWidth))
      }
      return findings
    }
  }
}
