/// Renders one locale's templates, after `TemplateChecker` has made sure every variable a
/// rendered branch uses has a value.
///
/// Templates are parsed once, over their bytes, by `TemplateParser`; rendering reads
/// `TemplateValue`s directly. Both follow swift-mustache, which permcopy used before, so a
/// template renders byte for byte as it did (a test renders every template through both).
struct TemplateRenderer {
  let templates: TemplateSet
  /// Put a space at Han–Latin joins between template text and inserted values.
  let latinSpacing: Bool
  private let parsed: [String: [TemplateToken]]
  private let checkers: [String: TemplateChecker]

  init(templates: TemplateSet, latinSpacing: Bool) throws {
    self.templates = templates
    self.latinSpacing = latinSpacing
    var parsed: [String: [TemplateToken]] = [:]
    var checkers: [String: TemplateChecker] = [:]
    var errors = ErrorCollector()
    for name in templates.templates.keys.sorted() {
      guard let template = templates[name] else { continue }
      do {
        parsed[name] = try TemplateParser.parse(template.text)
        checkers[name] = TemplateChecker(text: template.text, file: template.path)
      } catch {
        let (line, column) = Self.position(of: error.offset, in: template.text)
        errors.add(
          "template syntax: \(error.message)",
          at: SourceLocation(file: template.path, line: line, column: column))
      }
    }
    try errors.throwIfAny()
    self.parsed = parsed
    self.checkers = checkers
  }

  /// Renders `name` with `context`; a variable without a value is an error, never a gap.
  func render(_ name: String, _ context: [String: TemplateValue]) throws -> String {
    guard let checker = checkers[name] else {
      throw InputError("locale \(templates.locale) has no template \(name).mustache", at: nil)
    }
    let problems = checker.problems(context: context, partials: checkers)
    if !problems.isEmpty { throw InputErrors(Self.unique(problems)) }
    return try renderUnchecked(name, context)
  }

  /// Renders `name` as Mustache does, a name without a value as nothing.
  func renderUnchecked(_ name: String, _ context: [String: TemplateValue]) throws -> String {
    guard let tokens = parsed[name] else {
      throw InputError("locale \(templates.locale) has no template \(name).mustache", at: nil)
    }
    var output: [UInt8] = []
    var pass = RenderPass(parsed: parsed, latinSpacing: latinSpacing)
    var stack: [TemplateValue] = [.object(context)]
    try pass.render(tokens, stack: &stack, indentation: [], into: &output)
    return LatinSpacing.join(output, spaced: latinSpacing)
  }

  /// Whether the locale has the template: the alert, notice and primer ones are optional for a
  /// project's own locale, which then ships the guide screen only.
  func has(_ name: String) -> Bool { checkers[name] != nil }

  /// Where a template starts, for the origin of the texts it makes.
  func origin(_ name: String) -> SourceLocation {
    SourceLocation(file: templates[name]?.path ?? name, line: 1, column: 1)
  }

  private static func unique(_ errors: [InputError]) -> [InputError] {
    var seen = Set<InputError>()
    return errors.filter { seen.insert($0).inserted }
  }

  /// The 1-based line and column (in characters) of a byte offset.
  static func position(of offset: Int, in text: String) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    for character in String(decoding: text.utf8.prefix(offset), as: UTF8.self) {
      if character.isNewline {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return (line, column)
  }
}

/// One text's rendering: the context stack, innermost last, and the partials it includes.
private struct RenderPass {
  let parsed: [String: [TemplateToken]]
  let latinSpacing: Bool
  /// Partials included so far, and how deeply they nest now: `TemplateChecker` stops runaway
  /// inclusion before rendering, and this is the renderer's own guard should a branch it did
  /// not walk include one.
  var partials = 0
  var depth = 0
  /// Pieces rendered so far, against `TemplateChecker.workBudget`.
  var work = 0

  init(parsed: [String: [TemplateToken]], latinSpacing: Bool) {
    self.parsed = parsed
    self.latinSpacing = latinSpacing
  }

  /// Renders `tokens` onto `output`. Under a partial's indentation each rendering starts a
  /// line of its own, as swift-mustache's does: the indentation goes before any non-empty
  /// piece that follows a line break of this rendering.
  mutating func render(
    _ tokens: [TemplateToken], stack: inout [TemplateValue], indentation: [UInt8],
    into output: inout [UInt8]
  ) throws {
    guard !indentation.isEmpty else {
      for token in tokens {
        try render(token, stack: &stack, indentation: indentation, into: &output)
      }
      return
    }
    var local: [UInt8] = []
    var piece: [UInt8] = []
    for token in tokens {
      piece.removeAll(keepingCapacity: true)
      try render(token, stack: &stack, indentation: indentation, into: &piece)
      if !piece.isEmpty, Self.endsWithLineFeed(local) { local += indentation }
      local += piece
    }
    output += local
  }

  private mutating func render(
    _ token: TemplateToken, stack: inout [TemplateValue], indentation: [UInt8],
    into output: inout [UInt8]
  ) throws {
    // Counted as the checker counts: tags, not the text between them.
    if case .text = token {
    } else {
      work += 1
      guard work <= TemplateChecker.workBudget else {
        throw InputError(TemplateChecker.tooMuchWork, at: nil)
      }
    }
    switch token {
    case .text(let bytes):
      output += bytes
    case .variable(let name):
      switch Self.lookUp(name, in: stack) {
      case .text(let text)?: append(text, to: &output)
      case .flag(let flag)?: output += (flag ? "true" : "false").utf8
      default: break  // TemplateChecker reports lists, objects and missing values
      }
    case .section(let name, let children):
      switch Self.lookUp(name, in: stack) {
      case .list(let items)?:
        for item in items {
          stack.append(.object(item))
          defer { stack.removeLast() }
          try render(children, stack: &stack, indentation: indentation, into: &output)
        }
      case .flag(let flag)?:
        if flag { try render(children, stack: &stack, indentation: indentation, into: &output) }
      case let value?:
        stack.append(value)
        defer { stack.removeLast() }
        try render(children, stack: &stack, indentation: indentation, into: &output)
      case nil:
        break
      }
    case .inverted(let name, let children):
      let value = Self.lookUp(name, in: stack)
      switch value {
      case .list(let items)? where items.isEmpty:
        stack.append(.list([]))
        defer { stack.removeLast() }
        try render(children, stack: &stack, indentation: indentation, into: &output)
      case .flag(false)?, nil:
        try render(children, stack: &stack, indentation: indentation, into: &output)
      default:
        break
      }
    case .partial(let name, let partialIndentation):
      guard let tokens = parsed[name] else { return }
      partials += 1
      guard partials <= TemplateChecker.partialBudget, depth < TemplateChecker.partialDepth else {
        throw InputError(
          "templates include {{>\(name)}} too often or too deeply for one text", at: nil)
      }
      depth += 1
      defer { depth -= 1 }
      try render(
        tokens, stack: &stack, indentation: indentation + (partialIndentation ?? []),
        into: &output)
    }
  }

  /// An inserted value, marked for `LatinSpacing.join` when the locale spaces Han–Latin joins.
  private func append(_ text: String, to output: inout [UInt8]) {
    guard latinSpacing else {
      output += text.utf8
      return
    }
    output += String(LatinSpacing.openMark).utf8
    output += text.utf8
    output += String(LatinSpacing.closeMark).utf8
  }

  /// Mustache name resolution: the first context, innermost first, that has the name's first
  /// part (a name without a value is looked for further out), then the rest of its path.
  private static func lookUp(_ name: TemplateName, in stack: [TemplateValue]) -> TemplateValue? {
    switch name.scope {
    case .transform: return nil
    case .current: return stack.last
    case .innermost:
      guard let innermost = stack.last else { return nil }
      return follow(name.path[...], from: innermost)
    case .stack:
      let first = name.path[0]
      for frame in stack.reversed() {
        if let value = child(first, of: frame) { return follow(name.path.dropFirst(), from: value) }
      }
      return nil
    }
  }

  private static func follow(_ path: ArraySlice<String>, from value: TemplateValue)
    -> TemplateValue?
  {
    var value = value
    for part in path {
      guard let next = child(part, of: value) else { return nil }
      value = next
    }
    return value
  }

  private static func child(_ name: String, of value: TemplateValue) -> TemplateValue? {
    guard case .object(let values) = value, let child = values[name] else { return nil }
    if case .absent = child { return nil }
    return child
  }

  /// Whether a rendering ends in a line feed on its own (a CR LF is one character that is not).
  private static func endsWithLineFeed(_ bytes: [UInt8]) -> Bool {
    guard bytes.last == UInt8(ascii: "\n") else { return false }
    return bytes.count < 2 || bytes[bytes.count - 2] != UInt8(ascii: "\r")
  }
}
