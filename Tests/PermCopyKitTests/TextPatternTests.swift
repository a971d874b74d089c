import Foundation
import Testing

@testable import PermCopyKit

/// `TextPattern` must find what ICU's `NSRegularExpression` finds (case-insensitive) for every
/// pattern the locale data uses: the same matches, at the same places, on real texts.
@Suite struct TextPatternTests {
  /// ICU's matches as scalar offsets.
  static func icuMatches(_ pattern: String, _ text: String) throws -> [Range<Int>] {
    let expression = try NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
    return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
      let range = Range($0.range, in: text)!
      let start = text.unicodeScalars.distance(
        from: text.unicodeScalars.startIndex, to: range.lowerBound)
      return
        start..<(start
        + text.unicodeScalars.distance(
          from: range.lowerBound, to: range.upperBound))
    }
  }

  static let extraTexts = [
    "Allow Giftly to access your camera.", "Whether to allow this app to use your microphone?",
    "Giftly wants your consent to use location.", "Please give me permission",
    "This app needs access to your camera", "This app NEEDS ACCESS to the camera roll",
    "Needs to access your photos to let you pick a wallpaper.", "Access to your contacts",
    "use the camera", "To access the microphone!", "需要获取你的相机权限", "请允许本应用访问您的相册",
    "需要您的同意", "使用相機掃描 QR 碼", "訪問你的位置。", "要使用你的麥克風", "才能访问相机",
    "We need your authorisation to access Bluetooth.", "Needs permissions\nfor access",
    "The app requires\u{301} access", "allow  access", "Ａllow access", "", "需要", "access",
  ]

  @Test func builtInPatternsMatchWhatICUMatches() throws {
    var texts = Set(Self.extraTexts)
    for unit in CheckCorpusTests.units { texts.insert(unit.text) }
    for rule in RuleRegistry.all {
      for example in rule.examples {
        texts.insert(example.text)
        for other in example.context { texts.insert(other.text) }
      }
    }
    var compared = 0
    var matched = 0
    for id in DefaultResources.localeIDs {
      let list = BuiltInRules.rules(for: id).restating
      for text in texts {
        var icuAll: [Range<Int>] = []
        for pattern in list.patterns {
          let ours = pattern.matches(in: Array(text.unicodeScalars))
          let icu = try Self.icuMatches(pattern.pattern, text)
          #expect(ours == icu, "\(id) /\(pattern.pattern)/ on \(text.debugDescription)")
          compared += 1
          if !icu.isEmpty { matched += 1 }
          icuAll += icu
        }
        // The list skips a pattern only where its required literals are missing.
        let listed = list.matches(in: TextPattern.Input(Array(text.unicodeScalars)))
        #expect(listed == icuAll, "\(id) list on \(text.debugDescription)")
      }
    }
    #expect(compared > 5_000)
    #expect(matched > 50, "the texts exercise the patterns")
  }

  @Test func constructsBehaveAsInICU() throws {
    let cases: [(String, String)] = [
      ("a(b|bc)d", "abcd abd"), ("x{2,3}?", "xxxx"), ("x{2,}", "xxxxx"), ("[^a-c]+", "abcXYZabc"),
      ("\\bto\\b", "to tomato to."), ("\\Bat", "at cat"), ("(?=ab)a", "ab ac"),
      ("^\\w+$", "word\n"), ("colou?r", "COLOR Colour"), ("[sz]e", "SE ze"), (".+", "a\nb"),
      ("\\d+\\s\\S", "12 x"), ("(?:ab)+", "ababab"), ("a*?b", "aaab"),
    ]
    for (pattern, text) in cases {
      let compiled = try TextPattern(pattern)
      let ours = compiled.matches(in: Array(text.unicodeScalars))
      #expect(ours == (try Self.icuMatches(pattern, text)), "/\(pattern)/ on \(text)")
      let listed = TextPatternList([compiled]).matches(
        in: TextPattern.Input(Array(text.unicodeScalars)))
      #expect(listed == ours, "/\(pattern)/ through a list on \(text)")
    }
  }

  /// The literals a pattern requires: plain runs, one per alternative of a group, none from a
  /// count that may take no turn, a class or a look-ahead.
  @Test func requiredLiteralsAreThoseEveryMatchHolds() throws {
    func required(_ pattern: String) throws -> [[String]] {
      try TextPattern(pattern).requiredLiterals.map { choices in
        choices.map { String(String.UnicodeScalarView($0.compactMap(Unicode.Scalar.init))) }
      }
    }
    #expect(
      try required("\\b(needs?|Wants?) (to )?(access|use)") == [
        ["need", "want"], [" "], ["access", "use"],
      ])
    #expect(try required("a(b|bc)d") == [["a"], ["b", "bc"], ["d"]])
    #expect(try required("x(y|z?)w") == [["x"], ["w"]])
    #expect(try required("(ab)+c*(?=de)[fg]\\w.") == [["ab"]])
    #expect(try required("需要.{0,8}(权限|许可)") == [["需要"], ["权限", "许可"]])
    #expect(try TextPattern("A", ignoringCase: false).requiredLiterals == [[[0x41]]])
    // A text missing a required literal is never searched, one holding them in any case is.
    let list = TextPatternList([try TextPattern("needs? (access|use)")])
    #expect(list.matches(in: TextPattern.Input(Array("needs the camera".unicodeScalars))) == [])
    #expect(
      list.matches(in: TextPattern.Input(Array("It NEEDS ACCESS".unicodeScalars))) == [3..<15])
  }

  /// `format-specifier`'s pattern is case-sensitive: %d is a specifier, %D too, %F is not.
  @Test func caseSensitivePatternsMatchWhatICUMatches() throws {
    let pattern = FormatSpecifierRule.pattern
    #expect(!pattern.ignoresCase)
    let texts = [
      "Use %@ to scan", "100% sure", "%1$@ and %2$d", "%05.2f%%", "%lld photos", "%hhx %Lf %F %H",
      "%qd %zd %td %jd %ls", "%LLd %Hd", "50%off", "%-+#0 5d", "%.d", "%1$", "%%", "% d",
    ]
    for text in texts {
      let expression = try NSRegularExpression(pattern: pattern.pattern)
      let icu = expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
        Range($0.range, in: text)!
      }.map {
        text.unicodeScalars.distance(
          from: text.startIndex, to: $0.lowerBound)..<text.unicodeScalars.distance(
            from: text.startIndex, to: $0.upperBound)
      }
      #expect(pattern.matches(in: Array(text.unicodeScalars)) == icu, "\(text)")
    }
  }

  @Test func unsupportedSyntaxIsAnErrorWithItsPlace() {
    for pattern in ["(?<name>a)", "a++", "\\p{Han}", "[[a]]", "(a", "a)", "{2}", "a{3,1}", "\\"] {
      #expect(throws: TextPattern.SyntaxError.self, "\(pattern)") { try TextPattern(pattern) }
    }
  }

  /// A pattern written to backtrack forever gives up within its budget instead of hanging.
  @Test func catastrophicBacktrackingStopsAtTheBudget() throws {
    let pattern = try TextPattern("(a+)+$")
    let text = Array((String(repeating: "a", count: 40) + "!").unicodeScalars)
    let start = Date()
    _ = pattern.matches(in: text)
    #expect(Date().timeIntervalSince(start) < 2)
  }
}
