import Foundation

/// `InfoPlist.xcstrings`, a String Catalog: one table per language, with each value's state.
enum StringCatalogReader: FileReader {
  static let formatName = "InfoPlist.xcstrings"
  static let examplePath = "InfoPlist.xcstrings"

  static func accepts(name: String, path: String) -> Bool { name == "InfoPlist.xcstrings" }

  static func read(path: String, display: String) throws -> FileFacts {
    let bytes = try FileBytes.read(path, display: display, limit: FileBytes.tableLimit)
    var facts = FileFacts()
    // JSONDecoder, not JSONSerialization: its time grows with the file (NSDictionary bridging
    // made a ten times larger catalog take fifteen times as long).
    guard let catalog = try? JSONDecoder().decode(CatalogFile.self, from: Data(bytes)) else {
      // Where the JSON breaks, from the reader that keeps every place (a truncated file says
      // the line and column it ends at).
      var problem = InputError(
        "not a String Catalog (JSON with \"strings\")",
        at: SourceLocation(file: display, line: 1, column: 1))
      do {
        _ = try StringCatalogDocument(parsing: bytes, file: display)
      } catch let error as InputError where error.location != nil {
        problem = error
      } catch {}
      facts.findings.append(
        LoadFinding(
          rule: "syntax", message: problem.message,
          location: problem.location ?? SourceLocation(file: display, line: 1, column: 1)))
      return facts
    }
    let strings = catalog.strings
    let sourceLanguage = catalog.sourceLanguage
    let text = String(decoding: bytes, as: UTF8.self)
    let lines = catalogValueLines(text, file: display)
    var tables: [String: [Declaration]] = [:]
    // The other variations (an iPad's, a Mac's, a plural's) each ship to someone: checked too.
    var variants: [String: [Declaration]] = [:]
    // The file's own order (Xcode writes keys sorted), found in one pass: sorting a large
    // catalog's keys would make reading it grow faster than the file.
    let ordered = keyOrder(bytes)
    let listed = Set(ordered)
    let keys =
      ordered.filter { strings[$0] != nil } + strings.keys.filter { !listed.contains($0) }.sorted()
    var untranslated: Set<String> = []
    for key in keys {
      guard let entry = strings[key] else { continue }
      if entry.shouldTranslate == false { untranslated.insert(key) }
      guard let localizations = entry.localizations else { continue }
      for code in localizations.keys.sorted() {
        guard let unit = localizations[code]?.shownUnit, let value = unit.value else { continue }
        // The shown value's own line: its iPhone (or other) variation's, else the value's.
        let origin =
          lines.values["\(key)\u{0}\(code)\u{0}iphone"]
          ?? lines.values["\(key)\u{0}\(code)\u{0}other"] ?? lines.values["\(key)\u{0}\(code)"]
          ?? SourceLocation(file: display, line: 1, column: 1)
        tables[code, default: []].append(
          Declaration(
            key: key, text: value, location: origin, source: .stringCatalog,
            comment: entry.comment, catalogState: unit.state))
        for (name, other) in localizations[code]?.otherUnits ?? []
        where other.value.map({ $0 != value }) ?? false {
          variants[code, default: []].append(
            Declaration(
              key: key, text: other.value ?? "",
              location: lines.values["\(key)\u{0}\(code)\u{0}\(name)"] ?? lines.keyLines[key]
                ?? origin,
              source: .stringCatalog, detail: "\(name) variation", comment: entry.comment,
              catalogState: other.state))
        }
      }
    }
    for code in tables.keys.sorted() {
      var table = LocalizedTable(
        path: path, display: display, folder: code, declarations: tables[code] ?? [],
        catalogSourceLanguage: sourceLanguage, isCatalog: true,
        lineCount: StringsFileReader.lineCount(text),
        keyLines: lines.keyLines, untranslated: untranslated)
      table.variants = variants[code] ?? []
      facts.tables.append(table)
    }
    return facts
  }

  /// The keys of the top-level `"strings"` object, in file order: one pass over the JSON with a
  /// depth count, strings skipped by their escapes; a key with an escape is decoded by Foundation.
  static func keyOrder(_ bytes: [UInt8]) -> [String] {
    var keys: [String] = []
    var depth = 0
    var stringsDepth: Int?
    var index = 0
    var lastString: Range<Int>?
    var expectKey = false
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        let start = index
        index += 1
        var escaped = false
        while index < bytes.count && bytes[index] != UInt8(ascii: "\"") {
          if bytes[index] == UInt8(ascii: "\\") {
            escaped = true
            index += 1
          }
          index += 1
        }
        let token = start..<min(index + 1, bytes.count)
        if let stringsDepth, depth == stringsDepth + 1, expectKey {
          let raw = bytes[token]
          if escaped {
            let wrapped = Data([UInt8(ascii: "[")] + raw + [UInt8(ascii: "]")])
            if let array = try? JSONSerialization.jsonObject(with: wrapped) as? [String],
              let key = array.first
            {
              keys.append(key)
            }
          } else {
            keys.append(String(decoding: raw.dropFirst().dropLast(), as: UTF8.self))
          }
          expectKey = false
        }
        lastString = token
      case UInt8(ascii: "{"):
        depth += 1
        if stringsDepth == nil, depth == 2, let name = lastString,
          bytes[name].elementsEqual("\"strings\"".utf8)
        {
          stringsDepth = 1
        }
        expectKey = true
      case UInt8(ascii: "}"):
        if let stringsDepth, depth == stringsDepth + 1 { return keys }
        depth -= 1
      case UInt8(ascii: "["): depth += 1
      case UInt8(ascii: "]"): depth -= 1
      case UInt8(ascii: ","): expectKey = true
      default: break
      }
      index += 1
    }
    return keys
  }

  /// Where each `"value"` of a catalog Xcode formatted sits, by key and locale (`values`), and
  /// where each key's entry starts (`keyLines`).
  static func catalogValueLines(_ text: String, file: String) -> (
    values: [String: SourceLocation], keyLines: [String: SourceLocation]
  ) {
    var result: [String: SourceLocation] = [:]
    var keyLines: [String: SourceLocation] = [:]
    var key: String?
    var locale: String?
    var variation: String?
    for (number, line) in text.textLines()
      .enumerated()
    {
      let indent = line.prefix { $0 == " " }.count
      let body = line.dropFirst(indent)
      guard body.hasPrefix("\""), let close = body.dropFirst().firstIndex(of: "\"") else {
        continue
      }
      let name = String(body[body.index(after: body.startIndex)..<close])
      if indent == 4 {
        key = name
        keyLines[name] = SourceLocation(file: file, line: number + 1, column: indent + 1)
      }
      if indent == 8 {
        locale = name
        variation = nil
      }
      // `"device" : { "ipad" : {…} }`: a variation's name, two levels below its locale.
      if indent == 14 { variation = name }
      if name == "value", let key, let locale, let colon = body.range(of: ": \"") {
        let column = indent + body.distance(from: body.startIndex, to: colon.upperBound) + 1
        let place = SourceLocation(file: file, line: number + 1, column: column)
        if let variation { result["\(key)\u{0}\(locale)\u{0}\(variation)"] = place }
        if variation == nil || result["\(key)\u{0}\(locale)"] == nil {
          result["\(key)\u{0}\(locale)"] = place
        }
      }
    }
    return (result, keyLines)
  }
}

/// The parts of a String Catalog the reader uses; everything else (extraction state, version,
/// nested substitutions) is ignored.
private struct CatalogFile: Decodable {
  struct StringUnit: Decodable {
    let state: String?
    let value: String?
  }
  struct Variation: Decodable {
    let stringUnit: StringUnit?
  }
  /// "Vary by device" (and plural) variations: the text a phone shows is one of them.
  struct Variations: Decodable {
    let device: [String: Variation]?
    let plural: [String: Variation]?
  }
  struct Localization: Decodable {
    let stringUnit: StringUnit?
    let variations: Variations?

    /// The variations other than the one an iPhone shows, by name (`ipad`, `mac`, `one`).
    var otherUnits: [(name: String, unit: StringUnit)] {
      guard stringUnit == nil, let shown = shownUnit else { return [] }
      let named = (variations?.device ?? [:]).merging(variations?.plural ?? [:]) { own, _ in own }
      return named.keys.sorted().compactMap { name in
        guard let unit = named[name]?.stringUnit, unit.value != shown.value else { return nil }
        return (name, unit)
      }
    }

    /// The unit an iPhone shows: the value itself, else its iPhone (or other) variation.
    var shownUnit: StringUnit? {
      if let stringUnit { return stringUnit }
      let device = variations?.device
      return (device?["iphone"] ?? device?["other"] ?? variations?.plural?["other"])?.stringUnit
        ?? device?.keys.sorted().first.flatMap { device?[$0]?.stringUnit }
    }
  }
  struct Entry: Decodable {
    let comment: String?
    let localizations: [String: Localization]?
    /// False for a key marked "Don't translate": every language shows the source text.
    let shouldTranslate: Bool?
  }
  let sourceLanguage: String?
  let strings: [String: Entry]
}

extension DeclarationSource {
  static let stringCatalog = DeclarationSource("String Catalog", expandsVariables: false)
}
