import CXMLShim

/// XLIFF 1.2 for translators, in the dialect `xcodebuild -exportLocalizations` writes: one file
/// element per strings table, one trans-unit per key with source, target (with its state) and a
/// note. The content is built here; libxml2 parses it strictly and serializes it, so every file
/// written is well-formed XML.
enum XliffWriter {
  public enum State: String, Sendable {
    case translated
    case needsReview = "needs-review-translation"
    case needsTranslation = "needs-translation"
  }

  public struct Unit: Sendable {
    public let id: String
    public let source: String
    public let target: String?
    public let state: State
    public let note: String
  }

  public static func document(
    original: String, sourceLanguage: String, targetLanguage: String, units: [Unit]
  ) throws -> String {
    var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
    xml += #"<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">"#
    xml += "<file original=\"\(escape(original))\" source-language=\"\(escape(sourceLanguage))\" "
    xml += "target-language=\"\(escape(targetLanguage))\" datatype=\"plaintext\">"
    xml += #"<header><tool tool-id="permcopy" tool-name="permcopy"/></header><body>"#
    for unit in units {
      xml += "<trans-unit id=\"\(escape(unit.id))\" xml:space=\"preserve\">"
      xml += "<source>\(escape(unit.source))</source>"
      if let target = unit.target {
        xml += "<target state=\"\(unit.state.rawValue)\">\(escape(target))</target>"
      } else {
        xml += "<target state=\"\(unit.state.rawValue)\"/>"
      }
      xml += "<note>\(escape(unit.note))</note></trans-unit>"
    }
    xml += "</body></file></xliff>"
    var message = [CChar](repeating: 0, count: 512)
    var line: Int32 = 0
    var column: Int32 = 0
    guard let formatted = cxml_reformat(xml, &message, message.count, &line, &column) else {
      throw InputError(
        "could not write XLIFF: \(XMLText.message(message)) (line \(line), column \(column))",
        at: nil)
    }
    defer { cxml_free(formatted) }
    return String(cString: formatted)
  }

  static func escape(_ text: String) -> String { XMLText.escape(text) }
}
