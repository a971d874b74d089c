/// A `YAMLTree` written as text records, one node per line in document order, so the built-in
/// locales' trees are compiled in (`BuiltInLocaleTrees.swift`) and need no YAML parser to load:
///
///     M<line>,<column>,<count>   a mapping, followed by <count> keys, each then its value
///     K<line>,<column>\t<key>    a mapping key
///     Q<line>,<column>,<count>   a list, followed by its <count> items
///     S<line>,<column>\t<text>   a text
///     N<line>,<column>           an empty value
///
/// Keys and texts escape `\` as `\\`, line feeds as `\n`, carriage returns as `\r`, tabs as
/// `\t` and any other control or format character as `\u{hex}`. `BuiltInLocaleTreesTests` writes the records and checks them against the YAML.
extension YAMLTree {
  /// The tree the records describe; nil when they are not well-formed.
  init?(records: String, file: String) {
    var reader = RecordReader(bytes: Array(records.utf8), file: file)
    guard let tree = reader.node(), reader.atEnd else { return nil }
    self = tree
  }
}

private struct RecordReader {
  let bytes: [UInt8]
  let file: String
  var position = 0

  var atEnd: Bool { position == bytes.count }

  mutating func node() -> YAMLTree? {
    guard position < bytes.count else { return nil }
    let kind = bytes[position]
    position += 1
    guard let line = number(), expect(UInt8(ascii: ",")), let column = number() else {
      return nil
    }
    let location = SourceLocation(file: file, line: line, column: column)
    switch kind {
    case UInt8(ascii: "M"):
      guard expect(UInt8(ascii: ",")), let count = number(), expect(.newline) else { return nil }
      var pairs: [(key: String, keyLocation: SourceLocation, value: YAMLTree)] = []
      pairs.reserveCapacity(count)
      for _ in 0..<count {
        guard expect(UInt8(ascii: "K")), let keyLine = number(), expect(UInt8(ascii: ",")),
          let keyColumn = number(), let key = text(), let value = node()
        else { return nil }
        pairs.append(
          (key, SourceLocation(file: file, line: keyLine, column: keyColumn), value))
      }
      return .mapping(pairs, location)
    case UInt8(ascii: "Q"):
      guard expect(UInt8(ascii: ",")), let count = number(), expect(.newline) else { return nil }
      var items: [YAMLTree] = []
      items.reserveCapacity(count)
      for _ in 0..<count {
        guard let item = node() else { return nil }
        items.append(item)
      }
      return .sequence(items, location)
    case UInt8(ascii: "S"):
      return text().map { .scalar($0, location) }
    case UInt8(ascii: "N"):
      return expect(.newline) ? .null(location) : nil
    default:
      return nil
    }
  }

  private mutating func expect(_ byte: UInt8) -> Bool {
    guard position < bytes.count, bytes[position] == byte else { return false }
    position += 1
    return true
  }

  private mutating func number() -> Int? {
    var value = 0
    let start = position
    while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]),
      position - start < 9
    {
      value = value * 10 + Int(bytes[position] - UInt8(ascii: "0"))
      position += 1
    }
    return position > start ? value : nil
  }

  /// `u{hex}` after a backslash, read up to and past its brace.
  private mutating func escapedScalar() -> Unicode.Scalar? {
    position += 1
    guard expect(UInt8(ascii: "{")),
      let close = bytes[position...].prefix(7).firstIndex(of: UInt8(ascii: "}")),
      let value = UInt32(String(decoding: bytes[position..<close], as: UTF8.self), radix: 16)
    else { return nil }
    position = close + 1
    return Unicode.Scalar(value)
  }

  /// A tab, then escaped text up to the end of the line.
  private mutating func text() -> String? {
    guard expect(.tab) else { return nil }
    var out: [UInt8] = []
    while position < bytes.count, bytes[position] != .newline {
      var byte = bytes[position]
      if byte == UInt8(ascii: "\\") {
        position += 1
        guard position < bytes.count else { return nil }
        switch bytes[position] {
        case UInt8(ascii: "n"): byte = .newline
        case UInt8(ascii: "r"): byte = UInt8(ascii: "\r")
        case UInt8(ascii: "t"): byte = .tab
        case UInt8(ascii: "\\"): byte = UInt8(ascii: "\\")
        case UInt8(ascii: "u"):
          guard let scalar = escapedScalar() else { return nil }
          out += String(scalar).utf8
          continue
        default: return nil
        }
      }
      out.append(byte)
      position += 1
    }
    guard expect(.newline) else { return nil }
    return String(decoding: out, as: UTF8.self)
  }
}

extension UInt8 {
  fileprivate static let newline = UInt8(ascii: "\n")
  fileprivate static let tab = UInt8(ascii: "\t")
}
