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

  /// Whether any UTF-8 byte passes `test`.
  func utf8Contains(where test: (UInt8) -> Bool) -> Bool {
    utf8.withContiguousStorageIfAvailable { bytes in bytes.contains(where: test) }
      ?? utf8.contains(where: test)
  }
}
