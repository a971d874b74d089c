import Foundation
import Testing

@testable import PermCopyKit

/// The native trimming helpers the renderer uses give what Foundation's trimming gives, on
/// texts with every kind of space at the ends (Foundation's sets hold U+200B, White_Space
/// does not).
@Suite struct TextSpansTests {
  /// `isBlank` answers what `allSatisfy(\.isWhitespace)` answers, ASCII or not.
  @Test func blankTextsAreThoseOfWhiteSpaceCharacters() {
    let texts = [
      "", " ", "\t\n\r\n ", " a", "a", "\u{7F}", " \u{3000}", "\u{3000}", "\u{3000}字", " \u{301}",
      "\u{301}", "\u{85}", "x\u{301}", "  相机", "\u{200B}", " \u{A0}",
    ]
    for text in texts {
      #expect(
        TextSpans.isBlank(text) == text.allSatisfy(\.isWhitespace), "\(text.debugDescription)")
    }
  }

  static let texts = [
    "", " ", "\t", "a", " a ", "\ta b\t", "\u{3000}相机\u{3000}", "\u{A0}x\u{2009}", "\n a \n",
    "{{ name }}", "\u{200B}x\u{200B}", " \r\n", "\u{1680}\u{202F}y\u{205F}", "中 文", "\u{85}z",
    "\u{2028}a\u{2029}", "\u{0B}\u{0C}b", "\u{200C}c\u{FEFF}", "\u{180E}d", "\u{1C}e",
  ]

  /// Every scalar alone: trimmed away by Foundation exactly when by the native helpers.
  @Test func everySpaceScalarAgreesWithFoundation() {
    #expect(TextSpans.trimmed("\u{200B}x") == "\u{200B}x", "the rules trim White_Space only")
    for value in 0..<0x3100 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = String(Character(scalar))
      #expect(
        TextSpans.trimmedHorizontally(text).isEmpty
          == text.trimmingCharacters(in: .whitespaces).isEmpty, "U+\(String(value, radix: 16))")
      #expect(
        TextSpans.trimmedWithNewlines(text).isEmpty
          == text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty,
        "U+\(String(value, radix: 16))")
    }
  }

  @Test func trimmedHorizontallyIsFoundationsWhitespaces() {
    for text in Self.texts {
      #expect(
        TextSpans.trimmedHorizontally(text) == text.trimmingCharacters(in: .whitespaces),
        "\(text.debugDescription)")
    }
  }

  @Test func trimmedWithNewlinesIsFoundationsWhitespacesAndNewlines() {
    for text in Self.texts {
      #expect(
        TextSpans.trimmedWithNewlines(text) == text.trimmingCharacters(in: .whitespacesAndNewlines),
        "\(text.debugDescription)")
    }
  }
}

/// One ASCII byte replaced by another, as Foundation's `replacingOccurrences` replaces it.
@Suite struct ReplacingASCIITests {
  @Test func replacesAsFoundationDoes() {
    let texts = [
      "", "zh_Hant_TW", "line\nbreak\n", "\n", "相机\n權限_é_😀", "no match", "__", "a\r\nb",
    ]
    for text in texts {
      #expect(
        text.replacingASCII(UInt8(ascii: "_"), with: UInt8(ascii: "-"))
          == text.replacingOccurrences(of: "_", with: "-"))
      #expect(
        text.replacingASCII(0x0A, with: 0x20) == text.replacingOccurrences(of: "\n", with: " "),
        "\(text.debugDescription)")
    }
  }
}

/// Padding and repeated bytes, as Foundation's `padding` and `String(repeating:)` give them
/// where those do not cut the text short.
@Suite struct PaddingTests {
  @Test func padsAsFoundationDoesAndKeepsLongerTextsWhole() {
    // Texts whose characters are one UTF-16 unit each, which Foundation counts.
    for text in ["", "error", "warning", "12:7", "相机权限"] {
      for width in [0, 1, 5, 7, 12, 40] where text.count <= width {
        #expect(
          TextSpans.padded(text, to: width)
            == text.padding(toLength: width, withPad: " ", startingAt: 0),
          "\(text.debugDescription) \(width)")
      }
    }
    #expect(TextSpans.padded("12345:123", to: 7) == "12345:123")
    #expect(TextSpans.padded("😀", to: 3) == "😀  ")
    for count in [-1, 0, 1, 15, 16, 100] {
      let spaces = String(repeating: " ", count: max(0, count))
      #expect(TextSpans.repeated(0x20, count: count) == spaces)
      #expect(TextSpans.repeated(UInt8(ascii: "^"), count: count).utf8.count == max(0, count))
    }
  }
}

@Suite struct DisplayPathTests {
  /// Paths with `.` or `..` parts are standardized; names that only start with dots are kept.
  @Test func dotPartsAreStandardizedAndDottedNamesKept() {
    #expect(DisplayPath.of("/x/./y/InfoPlist.strings") == "/x/y/InfoPlist.strings")
    #expect(DisplayPath.of("/x/a/../y") == "/x/y")
    #expect(DisplayPath.of("/x/.hidden/..b/...c/y.") == "/x/.hidden/..b/...c/y.")
    #expect(DisplayPath.of("/x/y/..") == "/x")
    #expect(DisplayPath.of("/x//y") == "/x//y")
  }

  /// `isEnglish` splits words by scalar when each scalar is a character of its own, and by
  /// character otherwise: both give what splitting by `Character.isLetter` gives, on English,
  /// accented, decomposed, Chinese and mixed texts, with every kind of punctuation.
  @Test func englishWordsSplitByScalarAsByCharacter() {
    func byCharacter(_ text: String) -> Bool {
      var found: Set<Substring> = []
      var foreign = false
      for word in text.lowercased().split(whereSeparator: { !$0.isLetter }) {
        if WrittenLanguage.englishWords.contains(word) { found.insert(word) }
        if found.count >= 2 { return true }
        if !foreign {
          foreign =
            WrittenLanguage.otherLanguageWords.contains(word)
            || word.unicodeScalars.contains { (0xC0...0x24F).contains($0.value) }
        }
      }
      return found.count == 1 && !foreign
    }
    let pieces = [
      "Scan", "the", "QR", "code", "app\u{2019}s", "“photos”", "caf\u{E9}", "cafe\u{301}",
      "İstanbul", "para", "usar", "la", "cámara", "拍照", "—", "…", "\r\n", "123", "naïve",
      "ß", "ǅ", "ʰ", "x\u{345}y", "to", "your", "with", "fotos", "und",
    ]
    var random = SeededGenerator(seed: 7)
    for _ in 0..<2_000 {
      let count = 1 + Int(random.next() % 5)
      let text = (0..<count).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }
        .joined(separator: random.next() % 3 == 0 ? "" : " ")
      #expect(WrittenLanguage.isEnglish(text) == byCharacter(text), "\(text)")
    }
  }

  /// A path is test code when a folder's name ends in `Tests` or `Specs`, as the split of its
  /// folders says, whatever the path's shape.
  @Test func testFoldersAreFoundOnTheBytesAsByTheirNames() {
    func byNames(_ path: String) -> Bool {
      path.split(separator: "/").dropLast().contains {
        $0.hasSuffix("Tests") || $0 == "Specs" || $0.hasSuffix("Specs")
      }
    }
    let pieces = ["App", "Tests", "UITests", "Specs", "MySpecs", "Test", "s", "", "Tést", "測試"]
    var random = SeededGenerator(seed: 11)
    for _ in 0..<3_000 {
      let count = 1 + Int(random.next() % 5)
      var path = (0..<count).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }
        .joined(separator: "/")
      if random.next() % 3 == 0 { path = "/" + path }
      path += "/File.swift"
      #expect(AppLoader.isTestPath(path) == byNames(path), "\(path)")
    }
  }

  /// The fast lower case is the full one for every scalar of the Basic Multilingual Plane, alone
  /// and after an ASCII capital (which takes the fast path's byte mapping).
  @Test func fastLowerCaseIsTheFullOneForEveryScalar() {
    for value in UInt32(0)..<0x10000 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = "A" + String(Character(scalar))
      if TextSpans.lowercased(text) != text.lowercased() {
        Issue.record("U+\(String(value, radix: 16, uppercase: true))")
        return
      }
    }
  }

  /// The fast paths of the per-scalar tests give the Unicode property's answer for every scalar.
  @Test func scalarFastPathsAgreeWithTheUnicodeProperties() {
    var differences: [String] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let properties = scalar.properties
      let folded =
        properties.changesWhenCaseFolded
        ? (properties.lowercaseMapping.unicodeScalars.count == 1
          ? properties.lowercaseMapping.unicodeScalars.first!.value : value) : value
      if TextPattern.fold(value) != folded {
        differences.append("fold U+\(String(value, radix: 16))")
      }
      if NoReasonRule.isAlphabetic(scalar) != properties.isAlphabetic {
        differences.append("alphabetic U+\(String(value, radix: 16))")
      }
    }
    #expect(differences.isEmpty, "\(differences.prefix(20))")
  }
}
