/// Puts a space where a template's text meets an inserted value and one side is Han while the
/// other is a Latin letter or digit ("使用" + "Face ID" → "使用 Face ID"), the way Apple's
/// Chinese text is spaced. Only those joins are touched: a writer's own text keeps its spacing.
enum LatinSpacing {
  static let openMark = Unicode.Scalar(0xFDD0)!
  static let closeMark = Unicode.Scalar(0xFDD1)!

  /// Whether a text holds the marks, which permcopy reserves and so refuses in any input.
  static func holdsMarks(_ text: String) -> Bool {
    TextSpans.contains(text, String(openMark)) || TextSpans.contains(text, String(closeMark))
  }

  /// Wraps an inserted value so that `join` can find its edges.
  static func mark(_ value: String) -> String {
    String(openMark) + value + String(closeMark)
  }

  /// Removes the marks, adding a space at marked joins where `spaced` asks for one.
  static func join(_ text: String, spaced: Bool) -> String {
    guard holdsMarks(text) else { return text }
    return join(Array(text.utf8), spaced: spaced)
  }

  /// `join` over UTF-8 bytes: the marks are EF B7 90 and EF B7 91.
  static func join(_ bytes: [UInt8], spaced: Bool) -> String {
    func isMark(_ index: Int) -> Bool {
      index + 2 < bytes.count && bytes[index] == 0xEF && bytes[index + 1] == 0xB7
        && (bytes[index + 2] == 0x90 || bytes[index + 2] == 0x91)
    }
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      guard isMark(index) else {
        output.append(bytes[index])
        index += 1
        continue
      }
      index += 3
      guard spaced, let previous = lastScalar(of: output) else { continue }
      var lookahead = index
      while isMark(lookahead) { lookahead += 3 }
      guard let next = firstScalar(of: bytes[lookahead...]) else { continue }
      if (isHan(previous) && isLatinOrDigit(next)) || (isLatinOrDigit(previous) && isHan(next)) {
        output.append(UInt8(ascii: " "))
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  private static func lastScalar(of bytes: [UInt8]) -> Unicode.Scalar? {
    var start = bytes.count - 1
    while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
    return start >= 0 ? firstScalar(of: bytes[start...]) : nil
  }

  private static func firstScalar(of bytes: ArraySlice<UInt8>) -> Unicode.Scalar? {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
    return nil
  }

  static func isHan(_ scalar: Unicode.Scalar) -> Bool {
    TextSpans.isHan(scalar)
  }

  static func isLatinOrDigit(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
    case 0xC0...0x24F: scalar.properties.isAlphabetic
    default: false
    }
  }
}
