import Foundation

/// Finds template variables the context lacks, with template, line and column.
///
/// swift-mustache renders a missing name as an empty string; permcopy must never ship a sentence
/// with a hole in it, so every template is walked against its context before it is rendered.
/// The walk follows the branches that will render for this context (a name used only inside
/// `{{#purpose}}` need not exist when there is no purpose) and, on every branch, rejects names
/// the context does not know at all, which are typos.
struct TemplateChecker {
  struct Tag {
    enum Kind { case variable, section, inverted, close, partial, comment, other }
    let kind: Kind
    let name: String
    let line: Int
    let column: Int
    /// The name's dotted parts, split once.
    let parts: [String]

    init(kind: Kind, name: String, line: Int, column: Int) {
      self.kind = kind
      self.name = name
      self.line = line
      self.column = column
      parts = name.split(separator: ".").map(String.init)
    }
  }

  indirect enum Node {
    case variable(Tag)
    case section(Tag, inverted: Bool, children: [Node])
    case partial(Tag)
  }

  let file: String
  let nodes: [Node]
  /// Every tag, in order, as scanned.
  let tags: [Tag]

  /// Parses `text`; syntax problems are left to swift-mustache, which reports them itself.
  init(text: String, file: String) {
    self.file = file
    self.tags = Self.tags(in: text)
    var stack: [(Tag?, [Node])] = [(nil, [])]
    for tag in tags {
      switch tag.kind {
      case .variable: stack[stack.count - 1].1.append(.variable(tag))
      case .partial: stack[stack.count - 1].1.append(.partial(tag))
      case .section, .inverted: stack.append((tag, []))
      case .close:
        guard stack.count > 1, let open = stack.last?.0 else { continue }
        let children = stack.removeLast().1
        stack[stack.count - 1].1.append(
          .section(open, inverted: open.kind == .inverted, children: children))
      case .comment, .other: continue
      }
    }
    while stack.count > 1 {
      let (open, children) = stack.removeLast()
      if let open {
        stack[stack.count - 1].1.append(
          .section(open, inverted: open.kind == .inverted, children: children))
      }
    }
    nodes = stack[0].1
  }

  /// How many partials one text may include in all: seven 100-byte templates that each include
  /// the next ten times would otherwise expand ten million times.
  static let partialBudget = 1_000
  /// How deeply partials may include partials.
  static let partialDepth = 8
  /// How many tags (variables, sections, partials) one text's expansion may visit in all, the
  /// checker and the renderer counting alike: the partial count alone still let a thousand
  /// inclusions of a large partial take seconds. A real text visits a few hundred.
  static let workBudget = 200_000

  /// What one text's expansion has left to spend, shared by the partials it includes.
  final class Budget {
    var partials = TemplateChecker.partialBudget
    var work = TemplateChecker.workBudget
    var exhausted = false
  }

  static let tooMuchWork =
    "templates expand to more than \(workBudget) tags for one text; include fewer partials "
    + "or repeat fewer sections"

  /// Every problem for this context; `partials` are the locale's other templates.
  func problems(
    context: [String: TemplateValue], partials: [String: TemplateChecker], depth: Int = 0,
    budget: Budget = Budget()
  ) -> [InputError] {
    var problems: [InputError] = []
    walk(nodes, stack: [context], partials: partials, depth: depth, budget: budget, into: &problems)
    return problems
  }

  private func walk(
    _ nodes: [Node], stack: [[String: TemplateValue]], partials: [String: TemplateChecker],
    depth: Int, budget: Budget, into problems: inout [InputError]
  ) {
    for node in nodes {
      budget.work -= 1
      guard budget.work >= 0 else {
        if !budget.exhausted {
          budget.exhausted = true
          problems.append(
            InputError(Self.tooMuchWork, at: SourceLocation(file: file, line: 1, column: 1)))
        }
        return
      }
      switch node {
      case .variable(let tag):
        switch resolve(tag, in: stack) {
        case .unknown(let known):
          problems.append(unknown(tag, known: known))
        case .found(let value):
          switch value {
          case .text: continue
          case .absent, .flag(false):
            problems.append(
              error(
                tag,
                "template uses {{\(tag.name)}}, which has no value here; "
                  + "wrap it in {{#\(tag.name)}}…{{/\(tag.name)}}"))
          case .flag, .list, .object:
            problems.append(error(tag, "{{\(tag.name)}} is not a text; use it as a section"))
          }
        }
      case .section(let tag, let inverted, let children):
        switch resolve(tag, in: stack) {
        case .unknown(let known):
          problems.append(unknown(tag, known: known))
          walk(
            children, stack: stack, partials: partials, depth: depth, budget: budget,
            into: &problems)
        case .found(let value):
          if inverted {
            if !value.isTruthy {
              walk(
                children, stack: stack, partials: partials, depth: depth, budget: budget,
                into: &problems)
            }
          } else if case .list(let items) = value {
            for item in items {
              walk(
                children, stack: stack + [item], partials: partials, depth: depth, budget: budget,
                into: &problems)
            }
          } else if case .object(let object) = value {
            walk(
              children, stack: stack + [object], partials: partials, depth: depth, budget: budget,
              into: &problems)
          } else if value.isTruthy {
            walk(
              children, stack: stack, partials: partials, depth: depth, budget: budget,
              into: &problems)
          }
        }
      case .partial(let tag):
        guard let partial = partials[tag.name] else {
          problems.append(
            error(
              tag,
              "template includes {{>\(tag.name)}}, but there is no \(tag.name).mustache"
                + Suggestion.didYouMean(tag.name, in: partials.keys.sorted())))
          continue
        }
        guard depth < Self.partialDepth else {
          problems.append(error(tag, "partial {{>\(tag.name)}} includes itself too deeply"))
          continue
        }
        budget.partials -= 1
        guard budget.partials >= 0 else {
          if !budget.exhausted {
            budget.exhausted = true
            problems.append(
              error(
                tag,
                "templates include partials more than \(Self.partialBudget) times for one text; "
                  + "include {{>\(tag.name)}} fewer times"))
          }
          return
        }
        var merged: [String: TemplateValue] = [:]
        for frame in stack { merged.merge(frame) { $1 } }
        problems += partial.problems(
          context: merged, partials: partials, depth: depth + 1, budget: budget)
      }
    }
  }

  private enum Resolution {
    case found(TemplateValue)
    case unknown(known: [String])
  }

  private func resolve(_ tag: Tag, in stack: [[String: TemplateValue]]) -> Resolution {
    if tag.name == "." { return .found(.text("")) }
    guard let first = tag.parts.first else { return .unknown(known: []) }
    var found: TemplateValue?
    for frame in stack.reversed() {
      if let value = frame[first] {
        found = value
        break
      }
    }
    guard var value = found else {
      return .unknown(known: Array(Set(stack.flatMap(\.keys))).sorted())
    }
    for part in tag.parts.dropFirst() {
      guard case .object(let object) = value, let next = object[part] else {
        if case .object(let object) = value { return .unknown(known: object.keys.sorted()) }
        return .unknown(known: [])
      }
      value = next
    }
    return .found(value)
  }

  private func unknown(_ tag: Tag, known: [String]) -> InputError {
    error(
      tag,
      "template uses {{\(tag.name)}}, which is not a template variable"
        + Suggestion.didYouMean(tag.name, in: known))
  }

  private func error(_ tag: Tag, _ message: String) -> InputError {
    InputError(message, at: SourceLocation(file: file, line: tag.line, column: tag.column))
  }

  /// Scans `{{…}}` and `{{{…}}}` tags with their 1-based line and column (in Unicode scalars).
  /// Works on UTF-8 bytes: every delimiter is ASCII, and a column counts the bytes that start
  /// a scalar.
  static func tags(in text: String) -> [Tag] {
    var tags: [Tag] = []
    let bytes = Array(text.utf8)
    let open = UInt8(ascii: "{")
    let close = UInt8(ascii: "}")
    let newline = UInt8(ascii: "\n")
    var index = 0
    var line = 1
    var lineStart = 0
    func column(_ position: Int) -> Int {
      bytes[lineStart..<position].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
    }
    while index < bytes.count {
      if bytes[index] == newline {
        line += 1
        lineStart = index + 1
        index += 1
        continue
      }
      guard bytes[index] == open, index + 1 < bytes.count, bytes[index + 1] == open else {
        index += 1
        continue
      }
      let tagColumn = column(index)
      let tagLine = line
      let triple = index + 2 < bytes.count && bytes[index + 2] == open
      let width = triple ? 3 : 2
      var cursor = index + width
      let bodyStart = cursor
      var bodyEnd: Int?
      while cursor < bytes.count {
        if bytes[cursor] == close, cursor + width <= bytes.count,
          bytes[cursor..<cursor + width].allSatisfy({ $0 == close })
        {
          bodyEnd = cursor
          cursor += width
          break
        }
        if bytes[cursor] == newline {
          line += 1
          lineStart = cursor + 1
        }
        cursor += 1
      }
      index = cursor
      guard let bodyEnd else { break }
      var content = TextSpans.trimmedHorizontally(
        String(decoding: bytes[bodyStart..<bodyEnd], as: UTF8.self))
      var kind = Tag.Kind.variable
      if !triple, let sigil = content.first {
        switch sigil {
        case "#": kind = .section
        case "^": kind = .inverted
        case "/": kind = .close
        case ">": kind = .partial
        case "!": kind = .comment
        case "=", "%", "$", "<": kind = .other
        default: kind = .variable
        }
        if kind != .variable || sigil == "&" {
          content = TextSpans.trimmedHorizontally(content.dropFirst())
        }
        if sigil == "=" { content = "=" + content }
      }
      tags.append(Tag(kind: kind, name: content, line: tagLine, column: tagColumn))
    }
    return tags
  }
}
