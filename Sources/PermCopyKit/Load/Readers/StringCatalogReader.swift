import Foundation

/// `InfoPlist.xcstrings`, a String Catalog: one table per language, with each value's state.
enum StringCatalogReader: FileReader {
  static func accepts(name: String, path: String) -> Bool { name == "InfoPlist.xcstrings" }

  static func read(path: String, display: String) throws -> FileFacts {
    let bytes = try FileBytes.read(path, display: display)
    var facts = FileFacts()
    guard let json = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
      let strings = json["strings"] as? [String: Any]
    else {
      facts.findings.append(
        LoadFinding(
          rule: "syntax", message: "not a String Catalog (JSON with \"strings\")",
          location: SourceLocation(file: display, line: 1, column: 1)))
      return facts
    }
    let sourceLanguage = json["sourceLanguage"] as? String
    let lines = catalogValueLines(
      String(decoding: bytes, as: UTF8.self), file: display)
    var tables: [String: [Declaration]] = [:]
    for key in strings.keys.sorted() {
      guard let entry = strings[key] as? [String: Any],
        let localizations = entry["localizations"] as? [String: Any]
      else { continue }
      for code in localizations.keys.sorted() {
        guard let localization = localizations[code] as? [String: Any],
          let unit = localization["stringUnit"] as? [String: Any],
          let value = unit["value"] as? String
        else { continue }
        let origin =
          lines["\(key)\u{0}\(code)"] ?? SourceLocation(file: display, line: 1, column: 1)
        tables[code, default: []].append(
          Declaration(
            key: key, text: value, location: origin, source: .stringCatalog,
            comment: entry["comment"] as? String, catalogState: unit["state"] as? String))
      }
    }
    for code in tables.keys.sorted() {
      facts.tables.append(
        LocalizedTable(
          path: path, display: display, folder: code, declarations: tables[code] ?? [],
          catalogSourceLanguage: sourceLanguage))
    }
    return facts
  }

  /// Where each `"value"` of a catalog Xcode formatted sits, by key and locale.
  static func catalogValueLines(_ text: String, file: String) -> [String: SourceLocation] {
    var result: [String: SourceLocation] = [:]
    var key: String?
    var locale: String?
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let indent = line.prefix { $0 == " " }.count
      let body = line.dropFirst(indent)
      guard body.hasPrefix("\""), let close = body.dropFirst().firstIndex(of: "\"") else {
        continue
      }
      let name = String(body[body.index(after: body.startIndex)..<close])
      if indent == 4 { key = name }
      if indent == 8 { locale = name }
      if name == "value", let key, let locale, let colon = body.range(of: ": \"") {
        let column = indent + body.distance(from: body.startIndex, to: colon.upperBound) + 1
        result["\(key)\u{0}\(locale)"] = SourceLocation(
          file: file, line: number + 1, column: column)
      }
    }
    return result
  }
}
