import COpenCC
import Foundation

/// Phrase-level Simplified → Traditional conversion through OpenCC: `s2twp` gives Taiwan
/// phrasing (视频 → 影片, 软件 → 軟體), `s2hk` Hong Kong forms. ICU's Hans-Hant is character
/// level only.
public enum ChineseConverter {
  /// The OpenCC configuration for a target locale.
  public static func configuration(for locale: String) -> String? {
    switch locale {
    case "zh-Hant", "zh-TW": "s2twp.json"
    case "zh-HK": "s2hk.json"
    default: nil
    }
  }

  public static func convert(_ text: String, configuration: String) throws -> String {
    guard let converter = opencc_open(configuration), converter != opencc_t(bitPattern: -1) else {
      let reason = opencc_error().map { String(cString: $0) } ?? "unknown"
      throw InputError(
        "OpenCC cannot open \(configuration): \(reason) (apt-get install opencc)", at: nil)
    }
    defer { opencc_close(converter) }
    return try text.withCString { input -> String in
      guard let output = opencc_convert_utf8(converter, input, strlen(input)) else {
        throw InputError("OpenCC could not convert the text", at: nil)
      }
      defer { opencc_convert_utf8_free(output) }
      return String(cString: output)
    }
  }
}
