import CXMLShim
import Foundation

/// `Info.plist` in any of its forms: XML through libxml2 in one pass (keys with their lines),
/// binary and OpenStep through Foundation's `PropertyListSerialization`.
enum InfoPlistReader: FileReader {
  static let formatName = "Info.plist"
  static let examplePath = "Info.plist"

  /// A copy inside an `.lproj` folder is not one: iOS reads purpose strings from the bundle's
  /// own Info.plist and its `InfoPlist.strings`, never from a localized Info.plist.
  static func accepts(name: String, path: String) -> Bool {
    (name == "Info.plist" || name.hasSuffix("-Info.plist"))
      && !path.deletingLastPathComponent.hasSuffix(".lproj")
  }

  static func read(path: String, display: String) throws -> FileFacts {
    var bytes = try FileBytes.read(path, display: display, limit: FileBytes.tableLimit)
    var preprocessed = false
    // With INFOPLIST_PREPROCESS = YES, Xcode runs the C preprocessor over the file first
    // (`#ifdef INTUNE` in KeePassium's): the branches of macros nobody defines are dropped.
    if let kept = preprocess(bytes) {
      bytes = kept
      preprocessed = true
    }
    let values: [(key: String, text: String?, location: SourceLocation)]
    var localizations: [String] = []
    if let xml = readXML(bytes, display: display) {
      values = xml
      localizations = xmlLocalizations(bytes)
    } else {
      values = try readWithFoundation(bytes, display: display, localizations: &localizations)
    }
    var facts = FileFacts()
    if preprocessed {
      facts.findings.append(
        LoadFinding(
          rule: "note",
          message:
            "preprocessor directives read with every macro undefined (INFOPLIST_PREPROCESSOR_DEFINITIONS is not applied)",
          location: SourceLocation(file: display, line: 1, column: 1)))
    }
    facts.plist = PlistValues(
      path: path, display: display, values: values,
      minimumOS: values.last { $0.key == "MinimumOSVersion" }?.text.flatMap(
        OSVersion.init(parsing:)), localizations: localizations)
    return facts
  }

  /// The strings of the `CFBundleLocalizations` array of an XML property list, in one pass
  /// from the key to the array's end (the XML reader keeps string values only).
  static func xmlLocalizations(_ bytes: [UInt8]) -> [String] {
    let raw = String(decoding: bytes, as: UTF8.self)
    // A byte search: Foundation's `contains` goes through UTF-16, a tenth of reading a large
    // Info.plist.
    guard TextSpans.contains(raw, "CFBundleLocalizations") else { return [] }
    // Without its comments: a commented-out array ships nothing.
    var text = ""
    var uncommented = raw[...]
    while let open = uncommented.range(of: "<!--") {
      text += uncommented[..<open.lowerBound]
      guard let close = uncommented[open.upperBound...].range(of: "-->") else {
        uncommented = uncommented[uncommented.endIndex...]
        break
      }
      uncommented = uncommented[close.upperBound...]
    }
    text += uncommented
    guard let key = text.range(of: "<key>CFBundleLocalizations</key>") else { return [] }
    let rest = text[key.upperBound...]
    guard let open = rest.range(of: "<array>"),
      rest[..<open.lowerBound].allSatisfy(\.isWhitespace),
      let close = rest[open.upperBound...].range(of: "</array>")
    else { return [] }
    var names: [String] = []
    var array = rest[open.upperBound..<close.lowerBound]
    while let start = array.range(of: "<string>"),
      let end = array[start.upperBound...].range(of: "</string>")
    {
      names.append(String(array[start.upperBound..<end.lowerBound]).trimmingSpaces())
      array = array[end.upperBound...]
    }
    return names
  }

  /// An XML property list read by libxml2 in one pass, keys in file order with their lines;
  /// nil when the file is not well-formed XML or holds no dictionary, which Foundation then
  /// reads (binary and OpenStep lists) or reports with its own message.
  static func readXML(_ bytes: [UInt8], display: String) -> [(
    key: String, text: String?, location: SourceLocation
  )]? {
    guard let first = bytes.first(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }),
      first == UInt8(ascii: "<") || first == 0xEF
    else { return nil }
    var plist = cxml_plist()
    var message = [CChar](repeating: 0, count: 512)
    var line: Int32 = 0
    var column: Int32 = 0
    let status = bytes.withUnsafeBufferPointer { buffer in
      cxml_read_plist(
        UnsafeRawPointer(buffer.baseAddress)?.assumingMemoryBound(to: CChar.self), buffer.count,
        &plist, &message, message.count, &line, &column)
    }
    guard status == 0 else { return nil }
    defer { cxml_free_plist(&plist) }
    guard plist.is_dictionary != 0 else { return nil }
    // A key given twice is already one entry (the shim merges them as a dictionary does).
    var values: [(key: String, text: String?, location: SourceLocation)] = []
    values.reserveCapacity(plist.count)
    for number in 0..<plist.count {
      let entry = plist.entries[number]
      guard let keyPointer = entry.key else { continue }
      values.append(
        (
          String(cString: keyPointer), entry.value.map { String(cString: $0) },
          SourceLocation(file: display, line: max(1, Int(entry.line)), column: 1)
        ))
    }
    return values
  }

  /// Binary and OpenStep property lists, and the message for a malformed one.
  static func readWithFoundation(
    _ bytes: [UInt8], display: String, localizations: inout [String]
  ) throws -> [(key: String, text: String?, location: SourceLocation)] {
    let plist = try PropertyListForms.foundationParse(bytes, file: display)
    guard let dictionary = plist as? [String: Any] else {
      throw InputError(
        "an Info.plist must hold a dictionary",
        at: SourceLocation(file: display, line: 1, column: 1))
    }
    localizations = dictionary["CFBundleLocalizations"] as? [String] ?? []
    // Keys in file order (by line, then by name on one line), in one pass; keys the scan did
    // not locate (a binary plist) come first, by name, at line 1.
    var values: [(key: String, text: String?, location: SourceLocation)] = []
    values.reserveCapacity(dictionary.count)
    var placed: Set<String> = []
    func add(_ keys: [String], line: Int) {
      for key in keys.count > 1 ? keys.sorted() : keys {
        guard let value = dictionary[key], placed.insert(key).inserted else { continue }
        values.append((key, value as? String, SourceLocation(file: display, line: line, column: 1)))
      }
    }
    let located = keyLines(bytes)
    let locatedKeys = Set(located.map(\.key))
    add(dictionary.keys.filter { !locatedKeys.contains($0) }, line: 1)
    var group: [String] = []
    var groupLine = 0
    for (key, line) in located {
      if line != groupLine {
        add(group, line: groupLine)
        group = []
        groupLine = line
      }
      group.append(key)
    }
    add(group, line: groupLine)
    return values
  }

  /// The file with C preprocessor lines (`#if`, `#ifdef`, `#ifndef`, `#else`, `#elif`, `#endif`,
  /// `#define`, `#include`) blanked and the branches an undefined macro drops blanked too, every
  /// line kept in place so locations stay right; nil when the file has no such line.
  static func preprocess(_ bytes: [UInt8]) -> [UInt8]? {
    // Almost every Info.plist has no `#` at all: nothing to copy then.
    let hasHash = bytes.withUnsafeBytes { buffer in
      buffer.baseAddress.map { memchr($0, 0x23, buffer.count) != nil } ?? false
    }
    guard hasHash else { return nil }
    let directives: Set<String> = [
      "if", "ifdef", "ifndef", "else", "elif", "endif", "define", "undef", "include", "error",
    ]
    var output: [UInt8] = []
    var found = false
    // Per open #if: whether its branch is kept, and whether an earlier branch was.
    var stack: [(keep: Bool, taken: Bool)] = []
    var start = 0
    while start < bytes.count {
      var end = start
      while end < bytes.count && bytes[end] != 0x0A { end += 1 }
      let line = bytes[start..<end]
      let trimmed = line.drop { $0 == 0x20 || $0 == 0x09 }
      var directive: String?
      if trimmed.first == UInt8(ascii: "#") {
        let word = trimmed.dropFirst().drop { $0 == 0x20 }.prefix { $0 >= 0x61 && $0 <= 0x7A }
        let name = String(decoding: word, as: UTF8.self)
        if directives.contains(name) { directive = name }
      }
      let active = stack.allSatisfy(\.keep)
      if let directive {
        found = true
        let condition = String(decoding: trimmed, as: UTF8.self)
        switch directive {
        case "if", "elif":
          // Undefined macros are 0: only a literal non-zero number holds.
          let value = condition.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
          if directive == "if" {
            stack.append((value != 0, value != 0))
          } else if let last = stack.popLast() {
            stack.append((!last.taken && value != 0, last.taken || value != 0))
          }
        case "ifdef": stack.append((false, false))
        case "ifndef": stack.append((true, true))
        case "else":
          if let last = stack.popLast() { stack.append((!last.taken, true)) }
        case "endif": _ = stack.popLast()
        default: break
        }
      } else if active {
        output.append(contentsOf: line)
      }
      if end < bytes.count { output.append(0x0A) }
      start = end + 1
    }
    return found ? output : nil
  }

  /// The line of each `<key>…</key>` that opens a line, first occurrence: one pass, so a plist
  /// with thousands of keys is read in linear time. Binary plists have no lines (every key: 1).
  static func keyLines(_ bytes: [UInt8]) -> [(key: String, line: Int)] {
    var result: [(key: String, line: Int)] = []
    var seen: Set<String> = []
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
          if seen.insert(key).inserted { result.append((key, line)) }
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

extension DeclarationSource {
  static let infoPlist = DeclarationSource("Info.plist", expandsVariables: true)
}
