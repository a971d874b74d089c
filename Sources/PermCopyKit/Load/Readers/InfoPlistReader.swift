import Foundation

/// `Info.plist` in any of its forms (XML, binary, OpenStep), through Foundation's
/// `PropertyListSerialization`; XML keys are located in one pass over the lines.
enum InfoPlistReader: FileReader {
  static func accepts(name: String, path: String) -> Bool {
    name == "Info.plist" || name.hasSuffix("-Info.plist")
  }

  static func read(path: String, display: String) throws -> FileFacts {
    let bytes = try FileBytes.read(path, display: display)
    let plist: Any
    do {
      plist = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
    } catch {
      let message = StringsFileReader.foundationMessage(error)
      throw InputError(
        "not a readable property list: \(message)",
        at: SourceLocation(
          file: display, line: StringsFileReader.foundationLine(message), column: 1))
    }
    guard let dictionary = plist as? [String: Any] else {
      throw InputError(
        "an Info.plist must hold a dictionary",
        at: SourceLocation(file: display, line: 1, column: 1))
    }
    let lines = keyLines(bytes)
    var values: [(key: String, text: String?, location: SourceLocation)] = []
    for key in dictionary.keys.sorted(by: { (lines[$0] ?? 0, $0) < (lines[$1] ?? 0, $1) }) {
      values.append(
        (
          key, dictionary[key] as? String,
          SourceLocation(file: display, line: lines[key] ?? 1, column: 1)
        ))
    }
    var facts = FileFacts()
    facts.plist = PlistValues(
      path: path, display: display, values: values,
      minimumOS: (dictionary["MinimumOSVersion"] as? String).flatMap(OSVersion.init(parsing:)))
    return facts
  }

  /// The line of each `<key>…</key>` that opens a line, first occurrence: one pass, so a plist
  /// with thousands of keys is read in linear time. Binary plists have no lines (every key: 1).
  static func keyLines(_ bytes: [UInt8]) -> [String: Int] {
    var result: [String: Int] = [:]
    var line = 1
    var index = 0
    let open = Array("<key>".utf8)
    let close = Array("</key>".utf8)
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0A {
        line += 1
        index += 1
        continue
      }
      if byte == open[0], bytes[index...].starts(with: open) {
        let start = index + open.count
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "<"), bytes[end] != 0x0A { end += 1 }
        if bytes[end...].starts(with: close) {
          let key = String(decoding: bytes[start..<end], as: UTF8.self)
          if result[key] == nil { result[key] = line }
          index = end + close.count
          continue
        }
        index = end
        continue
      }
      index += 1
    }
    return result
  }
}
