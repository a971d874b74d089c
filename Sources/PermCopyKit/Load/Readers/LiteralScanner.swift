/// Tokens of Swift and JavaScript source, for the literal-only readers (Tuist manifests, Expo's
/// `app.config.js|ts`): strings (escapes decoded, interpolation marked), names, numbers and
/// punctuation, with comments skipped. Nothing is executed; what is not a literal is reported
/// as unresolved at its place, never guessed.
struct LiteralToken {
  enum Kind: Equatable {
    case string
    /// A string with interpolation (`\(…)`, `${…}`): its value is not known statically.
    case interpolated
    case name
    case number
    case punctuation
    /// A string the file ends in (or a line ends in) before it is closed: a truncated file.
    case unterminated
  }

  let kind: Kind
  let text: String
  let location: SourceLocation
}

/// A literal value found in source: text, a dictionary (object), a list, or something the
/// reader cannot know without running the code.
indirect enum LiteralValue {
  case string(String, SourceLocation)
  case dictionary([(key: String, value: LiteralValue)], SourceLocation)
  case list([LiteralValue], SourceLocation)
  case other(String, SourceLocation)

  var location: SourceLocation {
    switch self {
    case .string(_, let location), .dictionary(_, let location), .list(_, let location),
      .other(_, let location):
      return location
    }
  }
}

enum LiteralScanner {
  /// The first string `tokens` leave open, as a finding: the file is cut short or broken, and
  /// what it declares is not known (never the part before the cut).
  static func unterminated(_ tokens: [LiteralToken]) -> LoadFinding? {
    tokens.first { $0.kind == .unterminated }.map { token in
      LoadFinding(
        rule: "syntax",
        message: "a string is never closed here: the file is cut short or broken, so what it "
          + "declares is not read", location: token.location)
    }
  }

  static func tokens(_ bytes: [UInt8], file: String) -> [LiteralToken] {
    var tokens: [LiteralToken] = []
    var index = 0
    var line = 1
    var column = 1
    func advance() {
      if bytes[index] == 0x0A {
        line += 1
        column = 1
      } else if bytes[index] & 0xC0 != 0x80 {
        column += 1
      }
      index += 1
    }
    func peek(_ offset: Int) -> UInt8? {
      index + offset < bytes.count ? bytes[index + offset] : nil
    }
    while index < bytes.count {
      let byte = bytes[index]
      let place = SourceLocation(file: file, line: line, column: column)
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        advance()
      } else if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") {
        while index < bytes.count && bytes[index] != 0x0A { advance() }
      } else if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
        advance()
        advance()
        while index < bytes.count
          && !(bytes[index] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/"))
        {
          advance()
        }
        if index < bytes.count {
          advance()
          advance()
        }
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
        || byte == UInt8(ascii: "`")
      {
        // Swift's """ multi-line strings read as one string of their lines.
        let triple = byte == UInt8(ascii: "\"") && peek(1) == byte && peek(2) == byte
        if triple {
          advance()
          advance()
        }
        advance()
        var scalars = String.UnicodeScalarView()
        var interpolated = false
        var run = index
        func flush() {
          if index > run {
            scalars.append(
              contentsOf: String(decoding: bytes[run..<index], as: UTF8.self).unicodeScalars)
          }
        }
        while index < bytes.count {
          let current = bytes[index]
          if current == byte && (!triple || (peek(1) == byte && peek(2) == byte)) { break }
          if current == 0x0A && !triple && byte != UInt8(ascii: "`") { break }
          if byte == UInt8(ascii: "`") && current == UInt8(ascii: "$")
            && peek(1) == UInt8(ascii: "{")
          {
            interpolated = true
          }
          if current == UInt8(ascii: "\\"), let next = peek(1) {
            flush()
            advance()
            advance()
            switch next {
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "("): interpolated = true
            case UInt8(ascii: "u"):
              var digits = ""
              if index < bytes.count, bytes[index] == UInt8(ascii: "{") {
                advance()
                while index < bytes.count, bytes[index] != UInt8(ascii: "}") {
                  digits.unicodeScalars.append(Unicode.Scalar(bytes[index]))
                  advance()
                }
                if index < bytes.count { advance() }
              } else {
                while digits.count < 4, index < bytes.count,
                  Unicode.Scalar(bytes[index]).properties.isASCIIHexDigit
                {
                  digits.unicodeScalars.append(Unicode.Scalar(bytes[index]))
                  advance()
                }
              }
              if let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) {
                scalars.append(scalar)
              }
            default:
              scalars.append(Unicode.Scalar(next))
            }
            run = index
            continue
          }
          advance()
        }
        flush()
        let closed = index < bytes.count && bytes[index] == byte
        if index < bytes.count {
          advance()
          if triple {
            advance()
            advance()
          }
        }
        var text = String(scalars)
        if triple {
          text = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingSpaces() }.filter { !$0.isEmpty }.joined(separator: "\n")
        }
        tokens.append(
          LiteralToken(
            kind: !closed ? .unterminated : interpolated ? .interpolated : .string, text: text,
            location: place))
      } else if Self.isNameByte(byte) {
        let start = index
        while index < bytes.count && (Self.isNameByte(bytes[index]) || bytes[index] >= 0x80) {
          advance()
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        let isNumber = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        tokens.append(LiteralToken(kind: isNumber ? .number : .name, text: text, location: place))
      } else {
        advance()
        while index < bytes.count && bytes[index] & 0xC0 == 0x80 { advance() }
        tokens.append(
          LiteralToken(
            kind: .punctuation, text: String(Unicode.Scalar(byte)), location: place))
      }
    }
    return tokens
  }

  static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"):
      return true
    default: return false
    }
  }

  /// Parses the value starting at `index`: a string, a dictionary or list literal (Swift
  /// `[k: v]`, JavaScript `{ k: v }`), Tuist's `.string("…")` / `.dictionary([…])` /
  /// `.array([…])`; anything else is `other`, and the index moves past it.
  static func value(_ tokens: [LiteralToken], _ index: inout Int, depth: Int = 0) -> LiteralValue {
    guard index < tokens.count else {
      return .other(
        "end of file", tokens.last?.location ?? SourceLocation(file: "", line: 1, column: 1))
    }
    let token = tokens[index]
    guard depth < 64 else {
      skipExpression(tokens, &index)
      return .other("nesting too deep", token.location)
    }
    switch (token.kind, token.text) {
    case (.string, _):
      index += 1
      // `"a" + "b"` is not a literal; report it rather than take half.
      if index < tokens.count, tokens[index].text == "+" {
        skipExpression(tokens, &index)
        return .other("a joined string", token.location)
      }
      return .string(token.text, token.location)
    case (.punctuation, "["), (.punctuation, "{"):
      let close = token.text == "[" ? "]" : "}"
      index += 1
      var pairs: [(String, LiteralValue)] = []
      var items: [LiteralValue] = []
      var isDictionary = token.text == "{"
      while index < tokens.count && tokens[index].text != close {
        if tokens[index].text == "," {
          index += 1
          continue
        }
        if tokens[index].text == ":" && token.text == "[" {  // `[:]`
          isDictionary = true
          index += 1
          continue
        }
        let start = index
        // An unquoted key (`NSCameraUsageDescription: '…'`) is a name, not an expression.
        if tokens[index].kind == .name, index + 1 < tokens.count, tokens[index + 1].text == ":" {
          let key = tokens[index].text
          index += 2
          pairs.append((key, value(tokens, &index, depth: depth + 1)))
          isDictionary = true
          continue
        }
        let first = value(tokens, &index, depth: depth + 1)
        if index < tokens.count, tokens[index].text == ":" {
          isDictionary = true
          index += 1
          let item = value(tokens, &index, depth: depth + 1)
          if case .string(let key, _) = first { pairs.append((key, item)) }
        } else {
          items.append(first)
        }
        if index == start { index += 1 }
      }
      index += 1
      return isDictionary ? .dictionary(pairs, token.location) : .list(items, token.location)
    case (.punctuation, "."):
      // Tuist's Plist.Value cases.
      if index + 2 < tokens.count, tokens[index + 2].text == "(" {
        let name = tokens[index + 1].text
        index += 3
        var inner: LiteralValue = .other(".\(name)(…)", token.location)
        if ["string", "dictionary", "array"].contains(name) {
          inner = value(tokens, &index, depth: depth + 1)
        }
        skipTo(")", tokens, &index)
        return inner
      }
      skipExpression(tokens, &index)
      return .other("an expression", token.location)
    default:
      let text = token.text
      skipExpression(tokens, &index)
      return .other(token.kind == .interpolated ? "an interpolated string" : text, token.location)
    }
  }

  /// Moves past one expression: to the next `,` `]` `}` `)` at the same depth.
  static func skipExpression(_ tokens: [LiteralToken], _ index: inout Int) {
    skip(tokens, &index, through: nil)
  }

  /// Moves past the `close` that ends the current bracket.
  static func skipTo(_ close: String, _ tokens: [LiteralToken], _ index: inout Int) {
    skip(tokens, &index, through: close)
  }

  /// Walks to the first closing bracket (or, with no `close`, comma) at the current depth;
  /// steps over it when it is `close`.
  private static func skip(_ tokens: [LiteralToken], _ index: inout Int, through close: String?) {
    var depth = 0
    while index < tokens.count {
      let text = tokens[index].text
      if tokens[index].kind == .punctuation {
        if text == "(" || text == "[" || text == "{" { depth += 1 }
        if text == ")" || text == "]" || text == "}" {
          if depth == 0 {
            if let close, text == close { index += 1 }
            return
          }
          depth -= 1
        }
        if close == nil && text == "," && depth == 0 { return }
      }
      index += 1
    }
  }
}
