import Foundation

/// A property list in any form Apple's parser takes, read into the located values of
/// `OpenStepPlist`: the OpenStep form of `project.pbxproj`, and the XML and binary forms that
/// CocoaPods and older Xcode write the same file in. XML and binary lists are parsed by
/// Foundation, which keeps no places: each value is placed at the line of its `<key>`, found
/// after its dictionary's own (binary lists have no lines: line 1).
enum PropertyListForms {
  static func parse(_ bytes: [UInt8], file: String) throws -> OpenStepValue {
    guard isXMLOrBinary(bytes) else { return try OpenStepPlist.parse(bytes, file: file) }
    let plist = try foundationParse(bytes, file: file)
    var converter = Converter(file: file, keyLines: keyLines(bytes))
    return try converter.value(plist, line: 1, depth: 0)
  }

  /// Any form parsed by Foundation, which places none of its values; a malformed list is an
  /// error at the line Foundation's message names.
  static func foundationParse(_ bytes: [UInt8], file: String) throws -> Any {
    do {
      return try PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
    } catch {
      // A binary list has no lines: Foundation's text-parser message ("Unexpected character b
      // at line 1") says nothing true about it.
      if bytes.starts(with: Array("bplist".utf8)) {
        throw InputError(
          "a binary property list that is damaged (cut short or corrupt); Xcode cannot read it "
            + "either: restore it, or convert a good copy with `plutil -convert xml1`",
          at: SourceLocation(file: file, line: 1, column: 1))
      }
      let message = StringsFileReader.foundationMessage(error)
      throw InputError(
        "not a readable property list: \(message)",
        at: SourceLocation(
          file: file, line: StringsFileReader.foundationLine(message), column: 1))
    }
  }

  /// Whether the bytes open as an XML (`<?xml`, `<plist`) or binary (`bplist`) property list.
  static func isXMLOrBinary(_ bytes: [UInt8]) -> Bool {
    if bytes.starts(with: Array("bplist".utf8)) { return true }
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    return index < bytes.count && bytes[index] == UInt8(ascii: "<")
      && index + 1 < bytes.count && bytes[index + 1] != UInt8(ascii: "/")
      && (bytes[(index + 1)...].starts(with: Array("?xml".utf8))
        || bytes[(index + 1)...].starts(with: Array("plist".utf8))
        || bytes[(index + 1)...].starts(with: Array("!DOCTYPE".utf8)))
  }

  /// Every line each `<key>…</key>` stands on, in order: one pass over the bytes.
  static func keyLines(_ bytes: [UInt8]) -> [String: [Int]] {
    var lines: [String: [Int]] = [:]
    let open = Array("<key>".utf8)
    let close = Array("</key>".utf8)
    var line = 1
    var index = 0
    while index < bytes.count {
      if bytes[index] == 0x0A {
        line += 1
        index += 1
        continue
      }
      guard bytes[index] == open[0], bytes[index...].starts(with: open) else {
        index += 1
        continue
      }
      let start = index + open.count
      var end = start
      while end < bytes.count, bytes[end] != UInt8(ascii: "<"), bytes[end] != 0x0A { end += 1 }
      if bytes[end...].starts(with: close) {
        lines[String(decoding: bytes[start..<end], as: UTF8.self), default: []].append(line)
        index = end + close.count
      } else {
        index = end
      }
    }
    return lines
  }

  struct Converter {
    let file: String
    let keyLines: [String: [Int]]

    func place(_ line: Int) -> SourceLocation { SourceLocation(file: file, line: line, column: 1) }

    /// The first line at or after `line` where `key` stands (`line` when none does).
    func line(of key: String, from line: Int) -> Int {
      guard let lines = keyLines[key] else { return line }
      var low = 0
      var high = lines.count
      while low < high {
        let middle = (low + high) / 2
        if lines[middle] < line { low = middle + 1 } else { high = middle }
      }
      return low < lines.count ? lines[low] : line
    }

    mutating func value(_ any: Any, line: Int, depth: Int) throws -> OpenStepValue {
      guard depth < OpenStepPlist.maximumDepth else {
        throw InputError("property list nested too deeply", at: place(line))
      }
      switch any {
      case let text as String: return .string(text, place(line))
      case let items as [Any]:
        return .array(try items.map { try value($0, line: line, depth: depth + 1) }, place(line))
      case let dictionary as [String: Any]:
        // File order again: each key at its line, found after its dictionary's.
        let placed = dictionary.map { key, item in (key, self.line(of: key, from: line), item) }
          .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
        var pairs: [OpenStepDictionary.Pair] = []
        pairs.reserveCapacity(placed.count)
        for (key, keyLine, item) in placed {
          pairs.append(
            .init(
              key: key, keyLocation: place(keyLine),
              value: try value(item, line: keyLine, depth: depth + 1)))
        }
        return .dictionary(OpenStepDictionary(pairs: pairs, location: place(line)))
      case let number as NSNumber: return .string(number.stringValue, place(line))
      case let data as Data:
        return .string(data.map { String(format: "%02x", $0) }.joined(), place(line))
      case let date as Date: return .string(ISO8601DateFormatter().string(from: date), place(line))
      default: return .string(String(describing: any), place(line))
      }
    }
  }
}
