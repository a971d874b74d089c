import Foundation
import Testing

@testable import PermCopyKit

/// The Simplified-only and Traditional-only tables, derived from ICU's Hans-Hant transform and
/// the Big5 and GB2312 repertoires (`permcopy-generate --derive-script-pairs`), and what reads them.
@Suite struct ScriptTablesTests {
  /// `data/script-pairs.txt` is what ICU and Python's codecs give, and the compiled tables hold
  /// those pairs.
  @Test func committedPairsMatchICU() throws {
    let derived = try SourceGenerator.derivedScriptPairs()
    let committed = try String(
      contentsOf: PackageRoot.url.appendingPathComponent("data/script-pairs.txt"), encoding: .utf8)
    #expect(
      committed == derived,
      "data/script-pairs.txt is out of date: swift run permcopy-generate --derive-script-pairs")
    let pairs = try ScriptTablesSource.pairs(committed)
    #expect(ScriptTables.simplifiedOnly == pairs.simplified)
    #expect(ScriptTables.traditionalOnly == pairs.traditional)
  }

  @Test func sharedCharactersNeverCount() {
    for shared in "台后面里干系只云了才出合向百表置件路" {
      #expect(!ChineseScript.isSimplifiedOnly(shared.unicodeScalars.first!), "\(shared)")
    }
    for simplified in "访问设视频软络发现风筝权" {
      #expect(ChineseScript.isSimplifiedOnly(simplified.unicodeScalars.first!), "\(simplified)")
    }
    for traditional in "訪問設視頻軟體網發現風箏權" {
      #expect(ChineseScript.isTraditionalOnly(traditional.unicodeScalars.first!), "\(traditional)")
    }
    for common in "相机照片你的位置日历" where !"机历".contains(common) {
      #expect(!ChineseScript.isTraditionalOnly(common.unicodeScalars.first!), "\(common)")
    }
  }

  @Test func displayWidthMatchesWcwidthSamples() {
    let samples: [(String, Int)] = [
      ("Hello, 世界!", 12), ("允许访问相册", 12), ("ＡＢＣ", 6), ("ｱｲｳ", 3), ("é", 1),
      ("👍🏽 ok", 5), ("한국어 text", 11), ("👨‍👩‍👧 family", 9), ("🇨🇳", 2), ("❤️", 2), ("α±§", 3),
    ]
    for (text, width) in samples { #expect(DisplayWidth.columns(text) == width, "\(text)") }
  }

  @Test func chineseIsSegmentedIntoWords() {
    let text = "觀看視頻"
    let boundaries = WordBreaks.boundaries(text, locale: "zh-Hant")
    #expect(boundaries.contains(2))
    #expect(boundaries.contains(0) && boundaries.contains(4))
  }
}
