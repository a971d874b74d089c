/// The numeric escapes of old-style (OpenStep) property lists, shared by the `.strings` reader
/// and the `project.pbxproj` reader: `\U` and up to four hex digits (one UTF-16 unit), and up to
/// three octal digits. Each returns the value and how many bytes after the escape letter (or,
/// for octal, after the first digit) it took, so that the caller advances its own position.
enum OpenStepEscapes {
  /// The hex digits after `\U`, starting at `start`.
  static func hex(_ bytes: [UInt8], from start: Int) -> (value: UInt32, length: Int) {
    var value: UInt32 = 0
    var length = 0
    while length < 4, start + length < bytes.count, let digit = hexValue(bytes[start + length]) {
      value = value * 16 + digit
      length += 1
    }
    return (value, length)
  }

  /// An octal escape whose first digit is `first`; further digits start at `start`.
  static func octal(_ first: UInt8, _ bytes: [UInt8], from start: Int) -> (
    value: UInt32, length: Int
  ) {
    var value = UInt32(first - UInt8(ascii: "0"))
    var length = 0
    while length < 2, start + length < bytes.count,
      (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[start + length])
    {
      value = value * 8 + UInt32(bytes[start + length] - UInt8(ascii: "0"))
      length += 1
    }
    return (value, length)
  }

  static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }
}
