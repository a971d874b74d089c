/// `Generated/BuiltInLocaleTrees.swift`: the built-in locales' YAML trees as records, so
/// loading a project parses no built-in YAML.
enum LocaleTreesSource {
  /// The records of `tree`, in the format `YAMLTree(records:file:)` reads.
  static func records(_ tree: YAMLTree) -> String {
    var out = ""
    func escaped(_ text: String) -> String {
      var result = ""
      for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        default:
          let category = scalar.properties.generalCategory
          if category == .control || category == .format || category == .lineSeparator
            || category == .paragraphSeparator
          {
            result += "\\u{\(String(scalar.value, radix: 16))}"
          } else {
            result.unicodeScalars.append(scalar)
          }
        }
      }
      return result
    }
    func write(_ node: YAMLTree) {
      let at = "\(node.location.line),\(node.location.column)"
      switch node {
      case .mapping(let pairs, _):
        out += "M\(at),\(pairs.count)\n"
        for pair in pairs {
          out += "K\(pair.keyLocation.line),\(pair.keyLocation.column)\t\(escaped(pair.key))\n"
          write(pair.value)
        }
      case .sequence(let items, _):
        out += "Q\(at),\(items.count)\n"
        for item in items { write(item) }
      case .scalar(let text, _):
        out += "S\(at)\t\(escaped(text))\n"
      case .null:
        out += "N\(at)\n"
      }
    }
    write(tree)
    return out
  }

  static func text(_ locales: [(id: String, tree: YAMLTree)]) throws -> String {
    var out = """
      // swift-format-ignore-file
      // Generated from locales/*.yml by permcopy-generate. Do not edit: change the locale files
      // and run `swift run permcopy-generate`.

      /// The built-in locales' YAML, parsed at build time (the format: `YAMLTree(records:file:)`).
      enum BuiltInLocaleTrees {
        /// A built-in locale's tree, nil for any other.
        static func tree(_ id: String) -> YAMLTree? {
          let records: String
          switch id {

      """
    for (id, _) in locales {
      out += "    case \"\(id)\": records = \(SourceGenerator.localeName(id))\n"
    }
    out += "    default: return nil\n    }\n"
    out += "    return YAMLTree(records: records, file: \"(built-in) locales/\\(id).yml\")\n  }\n"
    for (id, tree) in locales {
      let records = Self.records(tree)
      // A raw string literal keeps the records as they are, unless they held its delimiter.
      guard !records.contains("\"\"\"#") && !records.contains("\\#") else {
        throw InputError("locales/\(id).yml holds a raw-string delimiter", at: nil)
      }
      // A multi-line literal drops the line break before its closing delimiter: one more keeps
      // the records' last.
      out +=
        "\n  private static let \(SourceGenerator.localeName(id)) = #\"\"\"\n\(records)\n\"\"\"#\n"
    }
    return out + "}\n"
  }
}
