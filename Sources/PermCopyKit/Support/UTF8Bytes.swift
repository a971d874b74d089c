import Foundation

/// Byte tests over a string's own UTF-8 storage. `text.utf8.contains(…)` walks the view with
/// its iterator, a dozen instructions a byte; rules run such tests on every text, so they read
/// the contiguous bytes of a native string directly (and the view only for a bridged one).
extension String {
  /// Whether the UTF-8 form holds `byte`.
  func utf8Contains(_ byte: UInt8) -> Bool {
    utf8.withContiguousStorageIfAvailable { bytes in
      guard let base = bytes.baseAddress else { return false }
      return memchr(base, Int32(byte), bytes.count) != nil
    } ?? utf8.contains(byte)
  }

  /// The text with every `old` byte written as `new`, both ASCII (so scalars stay whole):
  /// Foundation's `replacingOccurrences` bridges to NSString, tens of thousands of
  /// instructions a call.
  func replacingASCII(_ old: UInt8, with new: UInt8) -> String {
    guard utf8Contains(old) else { return self }
    return String(decoding: utf8.map { $0 == old ? new : $0 }, as: UTF8.self)
  }

  /// Whether any UTF-8 byte passes `test`.
  func utf8Contains(where test: (UInt8) -> Bool) -> Bool {
    utf8.withContiguousStorageIfAvailable { bytes in bytes.contains(where: test) }
      ?? utf8.contains(where: test)
  }
}

extension String {
  /// Whether every scalar's value passes `test`, decoded straight from the UTF-8 bytes (a
  /// native string's bytes are valid UTF-8; the scalar view decodes several times slower).
  func allScalarValues(_ test: (UInt32) -> Bool) -> Bool {
    utf8.withContiguousStorageIfAvailable { bytes -> Bool in
      var index = 0
      while index < bytes.count {
        let lead = UInt32(bytes[index])
        let value: UInt32
        switch lead {
        case 0..<0x80:
          value = lead
          index += 1
        case 0xC0..<0xE0:
          value = (lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
          index += 2
        case 0xE0..<0xF0:
          value =
            (lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6
            | UInt32(bytes[index + 2] & 0x3F)
          index += 3
        default:
          value =
            (lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12
            | UInt32(bytes[index + 2] & 0x3F) << 6 | UInt32(bytes[index + 3] & 0x3F)
          index += 4
        }
        if !test(value) { return false }
      }
      return true
    } ?? unicodeScalars.allSatisfy { test($0.value) }
  }
}

/// Texts numbered in the order they first come, told apart by their UTF-8 bytes. A `String` key
/// hashes non-ASCII text through Unicode normalization, about 1,000 instructions a look-up; the
/// lists numbered here (phrase lists, pattern literals) are searched byte for byte anyway.
struct DistinctTexts {
  private(set) var texts: [String] = []
  private var numbers: [Key: Int] = [:]

  init(capacity: Int = 0) {
    texts.reserveCapacity(capacity)
    numbers.reserveCapacity(capacity)
  }

  /// The number of `text`, and whether it was new (then it is the last of `texts`).
  mutating func number(of text: String) -> (number: Int, isNew: Bool) {
    let key = Key(text: text)
    if let known = numbers[key] { return (known, false) }
    texts.append(text)
    numbers[key] = texts.count - 1
    return (texts.count - 1, true)
  }

  private struct Key: Hashable {
    let text: String

    static func == (left: Key, right: Key) -> Bool {
      left.text.utf8.elementsEqual(right.text.utf8)
    }

    func hash(into hasher: inout Hasher) {
      var text = text
      text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
  }
}
