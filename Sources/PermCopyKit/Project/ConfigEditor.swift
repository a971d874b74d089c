import Foundation

/// Edits permcopy.yml in place the way a person would: a value replaced where it stands, a line
/// inserted, a pair added to a flow mapping. Comments, order and layout stay as the
/// writer left them.
///
/// Every edit is proved before it is kept: the edited text is parsed and must equal the intended
/// document exactly. A layout that defeats a plain edit (a value over several lines, an anchor,
/// an odd style) makes the edit fail, and the text stays as it was.
struct ConfigEditor {
  enum Field: String {
    case purpose, text
  }

  private(set) var text: String
  let path: String
  private let lineEnding: String

  init(text: String, path: String) {
    self.text = text
    self.path = path
    self.lineEnding = text.contains("\r\n") ? "\r\n" : "\n"
  }

  /// Sets `permissions.<permission>.<field>.<locale>` to `value`. `note` becomes a comment
  /// after a pair written on a line of its own. Returns false, changing nothing, when the edit
  /// cannot be made safely.
  mutating func set(
    _ field: Field, permission: String, locale: String, sourceLocale: String, to value: String,
    note: String? = nil
  ) -> Bool {
    guard let document = try? YAMLTree.parse(text, file: path),
      let entry = Self.entry(permission, in: document)
    else { return false }
    let name = entry.key
    let quoted = YAMLText.quoted(value)
    let comment = note.map { "   # \($0)" } ?? ""
    let current = entry.value[field.rawValue]
    // The document as it must read afterwards.
    var intended = PlainYAML(document)
    intended.update(["permissions", name]) { permissionNode in
      let updated: PlainYAML
      switch current {
      case .scalar(let text, _)? where locale != sourceLocale:
        updated = .mapping([sourceLocale: .scalar(text), locale: .scalar(value)])
      case .scalar?:
        updated = .scalar(value)
      case .mapping?:
        var pairs = permissionNode[field.rawValue]?.pairs ?? [:]
        pairs[locale] = .scalar(value)
        updated = .mapping(pairs)
      default:
        updated = .mapping([locale: .scalar(value)])
      }
      var pairs = permissionNode.pairs ?? [:]
      pairs[field.rawValue] = updated
      permissionNode = .mapping(pairs)
    }
    var candidates: [String?] = []
    switch current {
    case .mapping(let pairs, let location)?:
      let isFlow = character(at: location) == "{"
      if let pair = pairs.first(where: { $0.key == locale }) {
        candidates.append(replacingScalar(at: pair.value.location, with: quoted, inFlow: isFlow))
      } else if isFlow {
        candidates.append(insertingIntoFlow(at: location, "\(locale): \(quoted)"))
      } else if let last = pairs.last, let first = pairs.first {
        let line = "\(indentation(of: first.keyLocation))\(locale): \(quoted)\(comment)"
        candidates.append(inserting([line], after: endLine(of: last.keyLocation)))
        candidates.append(inserting([line], after: first.keyLocation.line - 1))
      }
    case .scalar(let text, let location)?:
      let isFlow = character(at: entry.value.location) == "{"
      let replacement =
        locale == sourceLocale
        ? quoted
        : "{ \(sourceLocale): \(YAMLText.quoted(text)), \(locale): \(quoted) }"
      candidates.append(replacingScalar(at: location, with: replacement, inFlow: isFlow))
    case nil:
      guard case .mapping(let pairs, let location) = entry.value else { return false }
      if character(at: location) == "{" {
        candidates.append(
          insertingIntoFlow(at: location, "\(field.rawValue): { \(locale): \(quoted) }"))
      } else if let first = pairs.first, let last = pairs.last {
        let indent = indentation(of: first.keyLocation)
        let step = max(first.keyLocation.column - entry.keyLocation.column, 2)
        let lines = [
          "\(indent)\(field.rawValue):",
          "\(indent)\(String(repeating: " ", count: step))\(locale): \(quoted)\(comment)",
        ]
        candidates.append(inserting(lines, after: endLine(of: last.keyLocation)))
        candidates.append(inserting(lines, after: first.keyLocation.line - 1))
      }
    default:
      return false
    }
    return adopt(candidates, intended: intended)
  }

  /// Keeps the first candidate text that parses to the intended document.
  private mutating func adopt(_ candidates: [String?], intended: PlainYAML) -> Bool {
    for candidate in candidates.compactMap({ $0 }) {
      guard let tree = try? YAMLTree.parse(candidate, file: path), PlainYAML(tree) == intended
      else { continue }
      text = candidate
      return true
    }
    return false
  }

  /// The pair of `permissions` that names `permission` (by id, key or Xcode name; a key written
  /// as is by its key).
  static func entry(_ permission: String, in document: YAMLTree) -> (
    key: String, keyLocation: SourceLocation, value: YAMLTree
  )? {
    guard case .mapping(let pairs, _)? = document["permissions"] else { return nil }
    return pairs.last { (Catalog.lookup($0.key)?.id ?? $0.key) == permission }
  }

  // MARK: - Lines

  private var lines: [String] { text.components(separatedBy: lineEnding) }

  private func joined(_ lines: [String]) -> String { lines.joined(separator: lineEnding) }

  private func scalars(ofLine number: Int) -> [Unicode.Scalar]? {
    let lines = lines
    guard number >= 1, number <= lines.count else { return nil }
    return Array(lines[number - 1].unicodeScalars)
  }

  private func character(at location: SourceLocation) -> Unicode.Scalar? {
    guard let line = scalars(ofLine: location.line), location.column >= 1,
      location.column <= line.count
    else { return nil }
    return line[location.column - 1]
  }

  private func indentation(of location: SourceLocation) -> String {
    String(repeating: " ", count: max(location.column - 1, 0))
  }

  /// The last line that belongs to the pair whose key is at `key`: the key's line and every
  /// following line indented deeper, comments and blank lines between them included.
  private func endLine(of key: SourceLocation) -> Int {
    let lines = lines
    var last = key.line
    var number = key.line + 1
    while number <= lines.count {
      let line = lines[number - 1]
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if !trimmed.isEmpty && !trimmed.hasPrefix("#") {
        guard line.prefix(while: { $0 == " " }).count > key.column - 1 else { break }
        last = number
      }
      number += 1
    }
    return last
  }

  private func inserting(_ new: [String], after line: Int) -> String? {
    var lines = lines
    guard line >= 0, line <= lines.count else { return nil }
    lines.insert(contentsOf: new, at: line)
    return joined(lines)
  }

  private func replacing(line number: Int, _ range: Range<Int>, with replacement: String)
    -> String?
  {
    guard var line = scalars(ofLine: number) else { return nil }
    line.replaceSubrange(range, with: Array(replacement.unicodeScalars))
    var lines = lines
    var edited = ""
    edited.unicodeScalars.append(contentsOf: line)
    lines[number - 1] = edited
    return joined(lines)
  }

  private func replacingScalar(at location: SourceLocation, with replacement: String, inFlow: Bool)
    -> String?
  {
    let start = location.column - 1
    guard let line = scalars(ofLine: location.line),
      let end = YAMLScanner.scalarEnd(in: line, from: start, inFlow: inFlow)
    else { return nil }
    return replacing(line: location.line, start..<end, with: replacement)
  }

  /// A new pair placed after the last pair of the flow mapping opened at `open`.
  private func insertingIntoFlow(at open: SourceLocation, _ pair: String) -> String? {
    guard
      let close = YAMLScanner.flowEnd(
        in: lines.map { Array($0.unicodeScalars) }, line: open.line - 1, column: open.column - 1)
    else { return nil }
    let separator: String
    switch close.lastSignificant {
    case "{": separator = ""
    case ",": separator = " "
    default: separator = ", "
    }
    return replacing(
      line: close.afterLast.line + 1, close.afterLast.column..<close.afterLast.column,
      with: separator + pair)
  }
}

/// A YAML document as values only, for comparing what an edit produced with what it meant to.
indirect enum PlainYAML: Equatable {
  case scalar(String)
  case mapping([String: PlainYAML])
  case sequence([PlainYAML])
  case null

  init(_ tree: YAMLTree) {
    switch tree {
    case .scalar(let text, _): self = .scalar(text)
    case .mapping(let pairs, _):
      self = .mapping(Dictionary(pairs.map { ($0.key, PlainYAML($0.value)) }) { _, last in last })
    case .sequence(let items, _): self = .sequence(items.map(PlainYAML.init))
    case .null: self = .null
    }
  }

  var pairs: [String: PlainYAML]? {
    if case .mapping(let pairs) = self { return pairs }
    return nil
  }

  subscript(key: String) -> PlainYAML? { pairs?[key] }

  /// Applies `change` to the value at `path` (a chain of mapping keys), when it is there.
  mutating func update(_ path: [String], _ change: (inout PlainYAML) -> Void) {
    guard let key = path.first else {
      change(&self)
      return
    }
    guard var pairs, var child = pairs[key] else { return }
    child.update(Array(path.dropFirst()), change)
    pairs[key] = child
    self = .mapping(pairs)
  }
}

/// Where YAML scalars and flow mappings end on the lines of a file, as far as an editor needs.
enum YAMLScanner {
  /// The index just past the scalar starting at `start` on one line, or nil when it goes on to
  /// the next line (an open quote, a block scalar).
  static func scalarEnd(in line: [Unicode.Scalar], from start: Int, inFlow: Bool) -> Int? {
    guard start >= 0, start < line.count else { return nil }
    switch line[start] {
    case "\"":
      var index = start + 1
      while index < line.count {
        if line[index] == "\\" {
          index += 2
          continue
        }
        if line[index] == "\"" { return index + 1 }
        index += 1
      }
      return nil
    case "'":
      var index = start + 1
      while index < line.count {
        if line[index] == "'" {
          if index + 1 < line.count && line[index + 1] == "'" {
            index += 2
            continue
          }
          return index + 1
        }
        index += 1
      }
      return nil
    case "|", ">", "&", "*", "!":
      return nil
    default:
      var end = start
      var index = start
      while index < line.count {
        let character = line[index]
        if character == "#" && index > start && (line[index - 1] == " " || line[index - 1] == "\t")
        {
          break
        }
        if inFlow && (character == "," || character == "}" || character == "]") { break }
        if character != " " && character != "\t" { end = index + 1 }
        index += 1
      }
      return end
    }
  }

  struct FlowEnd {
    /// Zero-based line and column just after the last character before the closing brace
    /// that is not a space or a comment.
    let afterLast: (line: Int, column: Int)
    let lastSignificant: Unicode.Scalar
  }

  /// Finds the `}` closing the flow mapping whose `{` is at (line, column), zero-based, across
  /// lines, skipping quoted text and comments.
  static func flowEnd(in lines: [[Unicode.Scalar]], line: Int, column: Int) -> FlowEnd? {
    guard line >= 0, line < lines.count, column < lines[line].count, lines[line][column] == "{"
    else { return nil }
    var depth = 0
    var quote: Unicode.Scalar?
    var last: (line: Int, column: Int, character: Unicode.Scalar) = (line, column, "{")
    var number = line
    var index = column
    while number < lines.count {
      let text = lines[number]
      while index < text.count {
        let character = text[index]
        if let open = quote {
          if open == "\"" && character == "\\" {
            index += 2
            continue
          }
          if character == open {
            if open == "'" && index + 1 < text.count && text[index + 1] == "'" {
              index += 2
              continue
            }
            quote = nil
          }
          last = (number, index, character)
        } else if character == "#" && (index == 0 || text[index - 1] == " ") {
          break
        } else if (character == "\"" || character == "'")
          && ["{", ",", ":", "["].contains(last.character)
        {
          quote = character
          last = (number, index, character)
        } else if character == "{" || character == "[" {
          depth += 1
          last = (number, index, character)
        } else if character == "}" || character == "]" {
          depth -= 1
          if depth == 0 {
            return FlowEnd(afterLast: (last.line, last.column + 1), lastSignificant: last.character)
          }
          last = (number, index, character)
        } else if character != " " && character != "\t" {
          last = (number, index, character)
        }
        index += 1
      }
      number += 1
      index = 0
    }
    return nil
  }
}
