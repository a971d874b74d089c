/// The language a group of texts is written in, when nothing declares it.
enum TextLanguage {
  /// English unless the texts hold Han characters; then kana mark Japanese and Hangul Korean
  /// (Chinese rules must never judge them), and otherwise the script decides between Simplified
  /// and Traditional Chinese.
  static func detect(_ texts: [String]) -> String {
    let joined = texts.joined()
    var kana = 0
    var hangul = 0
    for scalar in joined.unicodeScalars {
      switch scalar.value {
      case 0x3041...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9D: kana += 1
      case 0xAC00...0xD7AF, 0x1100...0x11FF, 0x3130...0x318F: hangul += 1
      default: break
      }
    }
    if kana > 0 { return "ja" }
    if hangul > 0 { return "ko" }
    guard TextSpans.containsHan(joined) else { return "en" }
    let traditional = joined.unicodeScalars.filter(ChineseScript.isTraditionalOnly).count
    let simplified = joined.unicodeScalars.filter(ChineseScript.isSimplifiedOnly).count
    return traditional > simplified ? "zh-Hant" : "zh-Hans"
  }
}
