/// A Mustache name as written in a tag: `app`, `paths.settings_path`, `.` or `.name`.
struct TemplateName: Equatable {
  enum Scope: Equatable {
    /// Looked up from the innermost context outwards, then down the dotted path.
    case stack
    /// `.name`: looked up in the innermost context only.
    case innermost
    /// `.`: the innermost context itself.
    case current
    /// A transform call such as `uppercased(app)`, which permcopy does not offer: it never has
    /// a value (`TemplateChecker` reports any that would render).
    case transform
  }

  /// The name as written, which a section's closing tag must repeat.
  let written: String
  let scope: Scope
  let path: [String]

  init(_ written: String, transform: Bool) {
    self.written = written
    path = written.split(separator: ".").map(String.init)
    if transform {
      scope = .transform
    } else if written == "." || path.isEmpty {
      scope = .current
    } else {
      scope = written.hasPrefix(".") ? .innermost : .stack
    }
  }
}

/// A parsed template: text, variables, sections and partials.
indirect enum TemplateToken {
  case text([UInt8])
  case variable(TemplateName)
  case section(TemplateName, [TemplateToken])
  case inverted(TemplateName, [TemplateToken])
  /// `indentation` is the whitespace before a partial alone on its line, given to every line.
  case partial(String, indentation: [UInt8]?)
}

/// A template syntax error at a byte offset of the template.
struct TemplateSyntaxError: Error, Equatable {
  let message: String
  let offset: Int

  static let unclosedTag = "a tag is not closed with }}"
  static let wrongClose = "a section is closed with the wrong name"
  static let unclosedSection = "a section is opened but never closed"
}

/// Parses Mustache templates over their UTF-8 bytes, with swift-mustache's rules for which tags
/// stand alone on their line (and so take the line's whitespace and line break with them) and
/// for a partial's indentation, so templates written for it render the same. Every template is
/// parsed as swift-mustache parsed it after the `{{%CONTENT_TYPE:TEXT}}` line permcopy put in
/// front: on the first line no tag stands alone, and a first line that is blank is dropped.
///
/// Delimiter changes, pragmas, template inheritance and dynamic partials are refused.
struct TemplateParser {
  private let bytes: [UInt8]
  private var position = 0

  private struct State {
    var sectionName: String?
    var atLineStart: Bool
    var depth = 0
    /// Where the open section's tag starts: an unclosed one is reported there, not at the end.
    var opensAt = 0
  }

  /// How deeply sections may nest: each level is a frame of the parser, the renderer and the
  /// checker, and a hostile template must not exhaust a thread's stack.
  static let maximumDepth = 100

  static func parse(_ text: String) throws(TemplateSyntaxError) -> [TemplateToken] {
    var parser = TemplateParser(bytes: Array(text.utf8))
    // What swift-mustache's pragma line left: it stood alone (taking the rest of the first line
    // with it) only when that line was blank.
    let atLineStart = parser.lineFinished()
    return try parser.parse(State(sectionName: nil, atLineStart: atLineStart))
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private mutating func parse(_ initial: State) throws(TemplateSyntaxError) -> [TemplateToken] {
    var tokens: [TemplateToken] = []
    var state = initial
    var indent = 0..<0
    while position < bytes.count {
      if state.atLineStart {
        let start = position
        while position < bytes.count, bytes[position] == .space || bytes[position] == .tab {
          position += 1
        }
        indent = start..<position
      }
      let text = readText()
      if let newline = newlineLength(at: position) {
        tokens.append(
          .text(Array(bytes[indent] + bytes[text] + bytes[position..<position + newline])))
        state.atLineStart = true
        position += newline
        continue
      }
      if !text.isEmpty {
        tokens.append(.text(Array(bytes[indent] + bytes[text])))
        indent = position..<position
        state.atLineStart = false
      }
      if position >= bytes.count { break }
      let tagStart = position - 2
      var standalone = false
      switch bytes[position] {
      case UInt8(ascii: "#"), UInt8(ascii: "^"):
        let inverted = bytes[position] == UInt8(ascii: "^")
        position += 1
        let name = try readName()
        if state.atLineStart && lineFinished() {
          standalone = true
        } else if !indent.isEmpty {
          tokens.append(.text(Array(bytes[indent])))
          indent = position..<position
        }
        guard state.depth < Self.maximumDepth else {
          throw TemplateSyntaxError(
            message: "sections nest more than \(Self.maximumDepth) deep", offset: tagStart)
        }
        let children = try parse(
          State(
            sectionName: name.written, atLineStart: standalone && state.atLineStart,
            depth: state.depth + 1, opensAt: tagStart))
        tokens.append(inverted ? .inverted(name, children) : .section(name, children))
      case UInt8(ascii: "/"):
        position += 1
        let nameStart = position
        let name = try readName()
        guard name.written == state.sectionName else {
          throw TemplateSyntaxError(message: TemplateSyntaxError.wrongClose, offset: nameStart)
        }
        if !(state.atLineStart && lineFinished()) && !indent.isEmpty {
          tokens.append(.text(Array(bytes[indent])))
        }
        return tokens
      case UInt8(ascii: "!"):
        position += 1
        guard let end = find(.closeBrace, .closeBrace) else {
          throw TemplateSyntaxError(message: TemplateSyntaxError.unclosedTag, offset: position)
        }
        position = end + 2
        standalone = state.atLineStart && lineFinished()
      case UInt8(ascii: "{"), UInt8(ascii: "&"):
        let triple = bytes[position] == UInt8(ascii: "{")
        if !indent.isEmpty {
          tokens.append(.text(Array(bytes[indent])))
          indent = position..<position
        }
        position += 1
        let name = try readName()
        if triple {
          guard position < bytes.count, bytes[position] == .closeBrace else {
            throw TemplateSyntaxError(message: TemplateSyntaxError.unclosedTag, offset: position)
          }
          position += 1
        }
        tokens.append(.variable(name))
      case UInt8(ascii: ">"):
        position += 1
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "*") {
          throw TemplateSyntaxError(
            message: "permcopy templates include partials by name; remove the * from {{>*…}}",
            offset: tagStart)
        }
        let name = try readPartialName()
        if !indent.isEmpty { tokens.append(.text(Array(bytes[indent]))) }
        if state.atLineStart && lineFinished() {
          standalone = true
          tokens.append(.partial(name, indentation: Array(bytes[indent])))
        } else {
          tokens.append(.partial(name, indentation: nil))
        }
        indent = position..<position
      case UInt8(ascii: "="):
        throw TemplateSyntaxError(
          message:
            "permcopy templates keep the {{ }} delimiters; remove {{\(tagText(at: tagStart))}}",
          offset: tagStart)
      case UInt8(ascii: "%"):
        throw TemplateSyntaxError(
          message: "permcopy templates render plain text and take no pragmas; "
            + "remove {{\(tagText(at: tagStart))}}",
          offset: tagStart)
      case UInt8(ascii: "<"), UInt8(ascii: "$"):
        throw TemplateSyntaxError(
          message: "permcopy templates have no template inheritance; use a partial ({{>name}}) "
            + "instead of {{\(tagText(at: tagStart))}}",
          offset: tagStart)
      default:
        if !indent.isEmpty {
          tokens.append(.text(Array(bytes[indent])))
          indent = position..<position
        }
        tokens.append(.variable(try readName()))
      }
      state.atLineStart = standalone
    }
    if let name = state.sectionName {
      throw TemplateSyntaxError(
        message: "\(TemplateSyntaxError.unclosedSection): {{\(tagText(at: state.opensAt))}} "
          + "has no {{/\(name)}}",
        offset: state.opensAt)
    }
    return tokens
  }

  /// Reads text up to a line break (left unread) or past a `{{`.
  private mutating func readText() -> Range<Int> {
    let start = position
    while position < bytes.count {
      let byte = bytes[position]
      if byte == .newline || (byte == .carriageReturn && next(is: .newline)) { break }
      if byte == .openBrace && next(is: .openBrace) {
        defer { position += 2 }
        return start..<position
      }
      position += 1
    }
    return start..<position
  }

  /// A tag's name up to and past its `}}`.
  private mutating func readName() throws(TemplateSyntaxError) -> TemplateName {
    let written = try readWord(partial: false)
    guard written.utf8.contains(where: { $0 == .openParen || $0 == .closeParen }) else {
      return TemplateName(written, transform: false)
    }
    guard Self.isTransformCall(Array(written.utf8)) else {
      throw TemplateSyntaxError(message: TemplateSyntaxError.unclosedTag, offset: position)
    }
    return TemplateName(written, transform: true)
  }

  private mutating func readPartialName() throws(TemplateSyntaxError) -> String {
    try readWord(partial: true)
  }

  /// The name characters between white space, then past the `}}`.
  private mutating func readWord(partial: Bool) throws(TemplateSyntaxError) -> String {
    skipWhitespace()
    let start = position
    while position < bytes.count, Self.isNameByte(bytes[position], partial: partial) {
      position += 1
    }
    let word = String(decoding: bytes[start..<position], as: UTF8.self)
    skipWhitespace()
    try readClosingBraces()
    return word
  }

  private mutating func readClosingBraces() throws(TemplateSyntaxError) {
    guard position + 1 < bytes.count, bytes[position] == .closeBrace,
      bytes[position + 1] == .closeBrace
    else {
      throw TemplateSyntaxError(message: TemplateSyntaxError.unclosedTag, offset: position)
    }
    position += 2
  }

  /// `name(arg)`, `outer(inner(arg))`: a transform call with its parentheses balanced and last.
  private static func isTransformCall(_ name: [UInt8]) -> Bool {
    var index = 0
    func skipWord() {
      while index < name.count, isNameByte(name[index], partial: false), name[index] != .openParen,
        name[index] != .closeParen
      { index += 1 }
    }
    skipWord()
    guard index < name.count, name[index] == .openParen else { return false }
    index += 1
    var opened = 1
    while true {
      skipWord()
      guard index < name.count else { return false }
      if name[index] == .openParen {
        opened += 1
        index += 1
        continue
      }
      let closeStart = index
      while index < name.count, name[index] == .closeParen { index += 1 }
      return index - closeStart == opened && index == name.count
    }
  }

  /// Whether the rest of the line is spaces and tabs; if so, reads past its line break.
  private mutating func lineFinished() -> Bool {
    if position >= bytes.count { return true }
    var cursor = position
    while cursor < bytes.count, bytes[cursor] == .space || bytes[cursor] == .tab { cursor += 1 }
    guard let newline = newlineLength(at: cursor) else { return false }
    position = cursor + newline
    return true
  }

  /// The length of the line break at `index`, by Swift's `Character.isNewline`.
  private func newlineLength(at index: Int) -> Int? {
    guard index < bytes.count else { return nil }
    switch bytes[index] {
    case .newline, 0x0B, 0x0C: return 1
    case .carriageReturn: return index + 1 < bytes.count && bytes[index + 1] == .newline ? 2 : 1
    case 0xC2: return index + 1 < bytes.count && bytes[index + 1] == 0x85 ? 2 : nil
    case 0xE2:
      return index + 2 < bytes.count && bytes[index + 1] == 0x80
        && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9) ? 3 : nil
    default: return nil
    }
  }

  /// Skips white space by Swift's `Character.isWhitespace` (line breaks, no-break and
  /// ideographic spaces included).
  private mutating func skipWhitespace() {
    while position < bytes.count {
      let byte = bytes[position]
      if byte == .space || (0x09...0x0D).contains(byte) {
        position += 1
        continue
      }
      guard byte >= 0xC2 else { return }
      var scalars = String(
        decoding: bytes[position..<min(bytes.count, position + 4)], as: UTF8.self
      )
      .unicodeScalars.makeIterator()
      guard let scalar = scalars.next(), scalar.properties.isWhitespace else { return }
      position += String(scalar).utf8.count
    }
  }

  private func next(is byte: UInt8) -> Bool {
    position + 1 < bytes.count && bytes[position + 1] == byte
  }

  private func find(_ first: UInt8, _ second: UInt8) -> Int? {
    var index = position
    while index + 1 < bytes.count {
      if bytes[index] == first && bytes[index + 1] == second { return index }
      index += 1
    }
    return nil
  }

  /// A refused tag as written, for its error.
  private func tagText(at start: Int) -> String {
    var end = start + 2
    while end < bytes.count, bytes[end] != .closeBrace, bytes[end] != .newline { end += 1 }
    return TextSpans.trimmedHorizontally(
      String(decoding: bytes[start + 2..<end], as: UTF8.self))
  }

  private static func isNameByte(_ byte: UInt8, partial: Bool) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "."), UInt8(ascii: "-"),
      UInt8(ascii: "_"), UInt8(ascii: "?"), UInt8(ascii: "*"), .openParen, .closeParen:
      true
    case UInt8(ascii: "/"): partial
    default: false
    }
  }
}

extension UInt8 {
  fileprivate static let newline = UInt8(ascii: "\n")
  fileprivate static let carriageReturn = UInt8(ascii: "\r")
  fileprivate static let space = UInt8(ascii: " ")
  fileprivate static let tab = UInt8(ascii: "\t")
  fileprivate static let openBrace = UInt8(ascii: "{")
  fileprivate static let closeBrace = UInt8(ascii: "}")
  fileprivate static let openParen = UInt8(ascii: "(")
  fileprivate static let closeParen = UInt8(ascii: ")")
}
