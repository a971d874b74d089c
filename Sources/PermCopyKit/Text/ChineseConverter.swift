import COpenCC
import Foundation

/// Phrase-level Simplified → Traditional conversion through OpenCC: `s2twp` gives Taiwan
/// phrasing (视频 → 影片, 软件 → 軟體), `s2hk` Hong Kong forms. ICU's Hans-Hant is character
/// level only.
enum ChineseConverter {
  /// The OpenCC configuration for a target locale.
  public static func configuration(for locale: String) -> String? {
    switch locale {
    case "zh-Hant", "zh-TW": "s2twp.json"
    case "zh-HK": "s2hk.json"
    default: nil
    }
  }

  /// Character-level conversion (no vocabulary), for checking a one-for-one fix: `s2tw` into
  /// Taiwan forms, `s2hk` into Hong Kong forms, `t2s` into Simplified.
  public static func characterConfiguration(for locale: String) -> String {
    switch locale {
    case "zh-HK", "zh-MO": "s2hk.json"
    case "zh-Hans", "zh-CN", "zh-SG": "t2s.json"
    default: "s2tw.json"
    }
  }

  /// Converters opened once per configuration (opening one loads its dictionaries), each used
  /// by one thread at a time.
  private static let cache = ConverterCache()

  /// `convert`, with the converter kept open for the next call.
  public static func convertReusing(_ text: String, configuration: String) -> String? {
    cache.convert(text, configuration: configuration)
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

private final class ConverterCache: @unchecked Sendable {
  private let lock = NSLock()
  private var converters: [String: opencc_t] = [:]

  func convert(_ text: String, configuration: String) -> String? {
    lock.lock()
    defer { lock.unlock() }
    let converter: opencc_t
    if let open = converters[configuration] {
      converter = open
    } else {
      guard let opened = opencc_open(configuration), opened != opencc_t(bitPattern: -1) else {
        return nil
      }
      converters[configuration] = opened
      converter = opened
    }
    return text.withCString { input -> String? in
      guard let output = opencc_convert_utf8(converter, input, strlen(input)) else { return nil }
      defer { opencc_convert_utf8_free(output) }
      return String(cString: output)
    }
  }
}
