/// A regular expression of the small kind locale data writes (`restating:` patterns), matched
/// over Unicode scalars, case-insensitively, with ICU's semantics for what it supports: the
/// leftmost match, alternatives in order, greedy and lazy counts, `\b` and `\w` as ICU defines
/// them. It replaces `NSRegularExpression` in the per-text path: no ICU start-up, no bridging.
///
/// Supported: literals and `\`-escaped punctuation; `.`; `[…]` and `[^…]` with ranges and
/// `\w \d \s`; `\w \W \d \D \s \S \b \B`; `^` and `$` (whole text); groups `(…)`, `(?:…)`, `(?!…)`
/// and `(?=…)` with `|`; `? * + {m} {m,} {m,n}`, each optionally lazy (`?`). Anything else is a
/// syntax error, so a locale file cannot rely on something this matcher would read otherwise.
struct TextPattern: Sendable {
  indirect enum Node: Sendable {
    case scalar(UInt32)
    case any
    case set(CharacterSet, negated: Bool)
    case start
    case end
    case wordBoundary(Bool)
    case group([[Node]])
    case lookahead([[Node]], negated: Bool)
    /// The counted atom is kept as a one-node sequence, the form the matcher walks.
    case count([Node], min: Int, max: Int?, lazy: Bool)

    /// Matches exactly one scalar when it matches.
    var isSingleCharacter: Bool {
      switch self {
      case .scalar, .any, .set: true
      default: false
      }
    }
  }

  /// A bracket expression or class escape: ranges of folded scalars and named classes.
  struct CharacterSet: Sendable {
    var ranges: [ClosedRange<UInt32>] = []
    var classes: [Class] = []

    func contains(_ value: UInt32) -> Bool {
      ranges.contains { $0.contains(value) } || classes.contains { $0.contains(value) }
    }
  }

  enum Class: Sendable {
    case word, nonWord, digit, nonDigit, space, nonSpace

    func contains(_ value: UInt32) -> Bool {
      switch self {
      case .word: TextPattern.isWord(value)
      case .nonWord: !TextPattern.isWord(value)
      case .digit: TextPattern.isDigit(value)
      case .nonDigit: !TextPattern.isDigit(value)
      case .space: TextPattern.isSpace(value)
      case .nonSpace: !TextPattern.isSpace(value)
      }
    }
  }

  public struct SyntaxError: Error, Sendable {
    public let message: String
    /// Offset in the pattern's scalars.
    public let offset: Int
  }

  public let pattern: String
  let alternatives: [[Node]]
  /// The (folded) scalars a match can start with; nil when it could start with anything.
  let firstScalars: Set<UInt32>?
  /// Every alternative starts with `^`: only the start of the text can match.
  let anchored: Bool
  /// Literals every match contains: from each inner list, one (folded when the pattern ignores
  /// case). A text without them is not searched (`TextPatternList`).
  let requiredLiterals: [[[UInt32]]]

  /// Whether letters match in either case (how locale patterns are run).
  public let ignoresCase: Bool

  public init(_ pattern: String, ignoringCase: Bool = true) throws {
    self.pattern = pattern
    ignoresCase = ignoringCase
    var parser = Parser(scalars: Array(pattern.unicodeScalars), ignoresCase: ignoringCase)
    alternatives = try parser.parseAlternatives()
    guard parser.position == parser.scalars.count else {
      throw SyntaxError(message: "unbalanced ')'", offset: parser.position)
    }
    let first = Self.first(of: .group(alternatives))
    firstScalars = first.nullable ? nil : first.scalars
    anchored = alternatives.allSatisfy { alternative in
      if case .start? = alternative.first { return true }
      return false
    }
    requiredLiterals = Self.required(in: .group(alternatives))
  }

  /// A text as the matcher reads it, made once for all the patterns run on it.
  public struct Input {
    let values: [UInt32]
    let folded: [UInt32]

    public init(_ scalars: [Unicode.Scalar]) {
      values = scalars.map(\.value)
      folded = values.map(TextPattern.fold)
    }
  }

  /// Every match in `text`, left to right, not overlapping (as `NSRegularExpression` lists
  /// them), as ranges of scalar offsets. Gives up on a text after `budget` steps.
  public func matches(in text: [Unicode.Scalar], budget: Int = 200_000) -> [Range<Int>] {
    matches(in: Input(text), budget: budget)
  }

  public func matches(in input: Input, budget: Int = 200_000) -> [Range<Int>] {
    let folded = ignoresCase ? input.folded : input.values
    let matcher = Matcher(text: input.values, folded: folded, budget: budget)
    let count = input.values.count
    var found: [Range<Int>] = []
    var start = 0
    while start <= count {
      if anchored && start > 0 { break }
      // Most places cannot start a match: the scalar there is not one a match begins with.
      if let firstScalars, start == count || !firstScalars.contains(folded[start]) {
        start += 1
        continue
      }
      guard let end = matcher.match(alternatives, from: start) else {
        if matcher.budget <= 0 { return found }
        start += 1
        continue
      }
      found.append(start..<end)
      start = end > start ? end : start + 1
    }
    return found
  }

  /// The scalars a node's matches start with (nil: any), and whether it can match nothing.
  static func first(of node: Node) -> (scalars: Set<UInt32>?, nullable: Bool) {
    switch node {
    case .scalar(let value): return ([value], false)
    case .any, .set: return (nil, false)
    case .start, .end, .wordBoundary, .lookahead: return ([], true)
    case .count(let atom, let min, _, _):
      let inner = first(ofSequence: atom)
      return (inner.scalars, inner.nullable || min == 0)
    case .group(let alternatives):
      var scalars: Set<UInt32>? = []
      var nullable = false
      for sequence in alternatives {
        let part = first(ofSequence: sequence)
        scalars = scalars.flatMap { known in part.scalars.map { known.union($0) } }
        nullable = nullable || part.nullable
      }
      return (scalars, nullable)
    }
  }

  static func first(ofSequence nodes: [Node]) -> (scalars: Set<UInt32>?, nullable: Bool) {
    var scalars: Set<UInt32>? = []
    for node in nodes {
      let part = first(of: node)
      scalars = scalars.flatMap { known in part.scalars.map { known.union($0) } }
      if !part.nullable { return (scalars, false) }
    }
    return (scalars, true)
  }

  /// What every match of `node` contains: each inner list names literals one of which is in
  /// the match. Runs of plain scalars are literals; a group requires one literal of each
  /// alternative (so only if every alternative requires one); a count requires its atom's only
  /// when it takes at least one turn. Look-aheads, classes and anchors require nothing.
  static func required(in node: Node) -> [[[UInt32]]] {
    switch node {
    case .scalar(let value): return [[[value]]]
    case .count(let atom, let min, _, _): return min > 0 ? required(inSequence: atom) : []
    case .group(let alternatives):
      if alternatives.count == 1 { return required(inSequence: alternatives[0]) }
      var choices: [[UInt32]] = []
      for sequence in alternatives {
        // The alternative's most telling requirement: the one whose shortest literal is longest.
        let best = required(inSequence: sequence).max {
          ($0.map(\.count).min() ?? 0) < ($1.map(\.count).min() ?? 0)
        }
        guard let best else { return [] }
        for literal in best where !choices.contains(literal) { choices.append(literal) }
      }
      return choices.isEmpty ? [] : [choices]
    case .any, .set, .start, .end, .wordBoundary, .lookahead: return []
    }
  }

  static func required(inSequence nodes: [Node]) -> [[[UInt32]]] {
    var result: [[[UInt32]]] = []
    var run: [UInt32] = []
    for node in nodes {
      if case .scalar(let value) = node {
        run.append(value)
        continue
      }
      if !run.isEmpty { result.append([run]) }
      run = []
      result += required(in: node)
    }
    if !run.isEmpty { result.append([run]) }
    return result
  }

  // MARK: Character properties, as ICU has them

  /// ICU's `\w`: alphabetic, marks, decimal digits, connector punctuation, ZWNJ and ZWJ.
  static func isWord(_ value: UInt32) -> Bool {
    if value < 0x80 {
      return (value >= 0x30 && value <= 0x39) || (value >= 0x41 && value <= 0x5A)
        || (value >= 0x61 && value <= 0x7A) || value == 0x5F
    }
    if value == 0x200C || value == 0x200D { return true }
    guard let scalar = Unicode.Scalar(value) else { return false }
    let properties = scalar.properties
    if properties.isAlphabetic { return true }
    switch properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation:
      return true
    default: return false
    }
  }

  static func isDigit(_ value: UInt32) -> Bool {
    if value < 0x80 { return value >= 0x30 && value <= 0x39 }
    return Unicode.Scalar(value)?.properties.generalCategory == .decimalNumber
  }

  static func isSpace(_ value: UInt32) -> Bool {
    if value < 0x80 { return value == 0x20 || (value >= 0x09 && value <= 0x0D) }
    return Unicode.Scalar(value)?.properties.isWhitespace ?? false
  }

  /// Characters `\b` looks through: grapheme extenders and format characters.
  static func isIgnoredByBoundary(_ value: UInt32) -> Bool {
    guard value >= 0x300, let scalar = Unicode.Scalar(value) else { return false }
    return scalar.properties.isGraphemeExtend || scalar.properties.generalCategory == .format
  }

  static func isLineTerminator(_ value: UInt32) -> Bool {
    (value >= 0x0A && value <= 0x0D) || value == 0x85 || value == 0x2028 || value == 0x2029
  }

  /// Simple case folding, one scalar to one.
  static func fold(_ value: UInt32) -> UInt32 {
    if value < 0x80 { return value >= 0x41 && value <= 0x5A ? value | 0x20 : value }
    // CJK radicals, punctuation, kana and ideographs have no case: no property look-up for
    // Chinese text (a test compares this with the look-up for every scalar).
    if value >= 0x2E80 && value <= 0x9FFF { return value }
    guard let scalar = Unicode.Scalar(value), scalar.properties.changesWhenCaseFolded else {
      return value
    }
    let folded = scalar.properties.lowercaseMapping.unicodeScalars
    return folded.count == 1 ? folded.first!.value : value
  }

  // MARK: Parsing

  struct Parser {
    let scalars: [Unicode.Scalar]
    let ignoresCase: Bool
    var position = 0

    func fold(_ value: UInt32) -> UInt32 { ignoresCase ? TextPattern.fold(value) : value }

    func error(_ message: String) -> SyntaxError {
      SyntaxError(message: message, offset: position)
    }

    var next: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    mutating func parseAlternatives() throws -> [[Node]] {
      var alternatives: [[Node]] = [[]]
      while let scalar = next, scalar != ")" {
        if scalar == "|" {
          position += 1
          alternatives.append([])
          continue
        }
        let atom = try parseAtom()
        alternatives[alternatives.count - 1].append(try parseCount(atom))
      }
      return alternatives
    }

    mutating func parseCount(_ atom: Node) throws -> Node {
      guard let scalar = next else { return atom }
      var bounds: (Int, Int?)
      switch scalar {
      case "?": bounds = (0, 1)
      case "*": bounds = (0, nil)
      case "+": bounds = (1, nil)
      case "{":
        let open = position
        position += 1
        let low = readNumber()
        var high: Int? = low
        if next == "," {
          position += 1
          high = readNumber()
        }
        guard let low, next == "}", high.map({ $0 >= low }) ?? true else {
          position = open
          throw error("a count must read {m}, {m,} or {m,n}")
        }
        bounds = (low, high)
      default: return atom
      }
      switch atom {
      case .start, .end, .wordBoundary, .lookahead:
        throw error("an anchor cannot be counted")
      default: break
      }
      position += 1
      var lazy = false
      if next == "?" {
        lazy = true
        position += 1
      } else if next == "+" {
        throw error("possessive counts are not supported")
      }
      return .count([atom], min: bounds.0, max: bounds.1, lazy: lazy)
    }

    mutating func readNumber() -> Int? {
      var value: Int?
      while let scalar = next, let digit = Int(String(scalar)), scalar.isASCII, value ?? 0 < 10_000
      {
        value = (value ?? 0) * 10 + digit
        position += 1
      }
      return value
    }

    mutating func parseAtom() throws -> Node {
      let scalar = scalars[position]
      position += 1
      switch scalar {
      case "(":
        var lookahead: Bool?
        if next == "?" {
          guard position + 1 < scalars.count else { throw error("unfinished group") }
          switch scalars[position + 1] {
          case ":": lookahead = nil
          case "!": lookahead = true
          case "=": lookahead = false
          default: throw error("only (?:…), (?!…) and (?=…) groups are supported")
          }
          position += 2
        }
        let inner = try parseAlternatives()
        guard next == ")" else { throw error("missing ')'") }
        position += 1
        if let negated = lookahead { return .lookahead(inner, negated: negated) }
        return .group(inner)
      case "[": return try parseSet()
      case ".": return .any
      case "^": return .start
      case "$": return .end
      case "\\": return try parseEscape(inSet: false)
      case "*", "+", "?", "{": throw error("nothing to count")
      default: return .scalar(fold(scalar.value))
      }
    }

    mutating func parseEscape(inSet: Bool) throws -> Node {
      guard let scalar = next else { throw error("a pattern cannot end with '\\'") }
      position += 1
      switch scalar {
      case "w": return .set(CharacterSet(classes: [.word]), negated: false)
      case "W": return .set(CharacterSet(classes: [.nonWord]), negated: false)
      case "d": return .set(CharacterSet(classes: [.digit]), negated: false)
      case "D": return .set(CharacterSet(classes: [.nonDigit]), negated: false)
      case "s": return .set(CharacterSet(classes: [.space]), negated: false)
      case "S": return .set(CharacterSet(classes: [.nonSpace]), negated: false)
      case "b" where !inSet: return .wordBoundary(true)
      case "B" where !inSet: return .wordBoundary(false)
      case "n": return .scalar(0x0A)
      case "t": return .scalar(0x09)
      default:
        // Only punctuation may be escaped: `\p`, `\u` and the like would mean something else.
        guard scalar.isASCII, !scalar.properties.isAlphabetic, !TextPattern.isDigit(scalar.value)
        else { throw error("'\\\(scalar)' is not supported") }
        return .scalar(scalar.value)
      }
    }

    mutating func parseSet() throws -> Node {
      var set = CharacterSet()
      var negated = false
      if next == "^" {
        negated = true
        position += 1
      }
      var first = true
      while let scalar = next, scalar != "]" || first {
        first = false
        var low: UInt32
        if scalar == "\\" {
          position += 1
          switch try parseEscape(inSet: true) {
          case .set(let inner, _):
            set.classes += inner.classes
            continue
          case .scalar(let value): low = value
          default: throw error("unsupported escape in a set")
          }
        } else {
          if scalar == "[" { throw error("nested sets are not supported") }
          position += 1
          low = scalar.value
        }
        if next == "-", position + 1 < scalars.count, scalars[position + 1] != "]" {
          position += 1
          var high = scalars[position].value
          if scalars[position] == "\\" {
            position += 1
            guard case .scalar(let value) = try parseEscape(inSet: true) else {
              throw error("a range must end with a character")
            }
            high = value
          } else {
            position += 1
          }
          guard high >= low else { throw error("a range must go up") }
          // Both cases of a range of letters: the text is compared folded.
          set.ranges.append(low...high)
          for value in low...min(high, low + 512) where fold(value) != value {
            set.ranges.append(fold(value)...fold(value))
          }
        } else {
          set.ranges.append(fold(low)...fold(low))
        }
      }
      guard next == "]" else { throw error("missing ']'") }
      position += 1
      return .set(set, negated: negated)
    }
  }

  // MARK: Matching

  /// A backtracking matcher: each step gets the rest of the pattern as a continuation, so the
  /// first alternative and the preferred count win as in ICU.
  final class Matcher {
    let text: [UInt32]
    let folded: [UInt32]
    var budget: Int

    init(text: [UInt32], folded: [UInt32], budget: Int) {
      self.text = text
      self.folded = folded
      self.budget = budget
    }

    /// The end of the match starting at `start`, if there is one.
    func match(_ alternatives: [[Node]], from start: Int) -> Int? {
      var end: Int?
      _ = matchAlternatives(alternatives, at: start) { position in
        end = position
        return true
      }
      return end
    }

    func matchAlternatives(
      _ alternatives: [[Node]], at position: Int, then: (Int) -> Bool
    ) -> Bool {
      for sequence in alternatives {
        if matchSequence(sequence, 0, at: position, then: then) { return true }
        if budget <= 0 { return false }
      }
      return false
    }

    /// Matches `nodes` from `index` on; single-character nodes are taken in a loop, and only
    /// groups, counts and look-aheads recurse.
    func matchSequence(
      _ nodes: [Node], _ index: Int, at position: Int, then: (Int) -> Bool
    ) -> Bool {
      budget -= 1
      guard budget > 0 else { return false }
      var index = index
      var position = position
      while index < nodes.count {
        switch nodes[index] {
        case .group(let alternatives):
          let next = index + 1
          return matchAlternatives(alternatives, at: position) { after in
            matchSequence(nodes, next, at: after, then: then)
          }
        case .lookahead(let alternatives, let negated):
          // Its own matcher: what it matched is forgotten, only the steps it took count.
          let inner = Matcher(text: text, folded: folded, budget: budget)
          let found = inner.match(alternatives, from: position) != nil
          budget = inner.budget
          guard found != negated else { return false }
        case .count(let atom, let min, let max, let lazy):
          return matchCount(
            atom, min: min, max: max, lazy: lazy, done: 0, at: position,
            rest: (nodes, index + 1), then: then)
        case let node:
          guard let after = step(node, at: position) else { return false }
          position = after
        }
        index += 1
      }
      return then(position)
    }

    func matchCount(
      _ atom: [Node], min: Int, max: Int?, lazy: Bool, done: Int, at position: Int,
      rest: (nodes: [Node], index: Int), then: (Int) -> Bool
    ) -> Bool {
      // A count of one character (`s?`, `\\w+`, `.{0,8}`) needs no recursion: every turn takes
      // one scalar, so the candidates are the run's lengths, tried longest (or shortest) first.
      if done == 0, atom.count == 1, atom[0].isSingleCharacter {
        var run = 0
        while max.map({ run < $0 }) ?? true, step(atom[0], at: position + run) != nil { run += 1 }
        guard run >= min else { return false }
        for taken in lazy ? Array(min...run) : Array((min...run).reversed()) {
          if matchSequence(rest.nodes, rest.index, at: position + taken, then: then) { return true }
          if budget <= 0 { return false }
        }
        return false
      }
      let mayStop = done >= min
      let mayGo = max.map { done < $0 } ?? true
      if lazy && mayStop && matchSequence(rest.nodes, rest.index, at: position, then: then) {
        return true
      }
      if mayGo {
        let more = matchSequence(atom, 0, at: position) { after in
          // A turn that takes nothing ends the count, as in ICU.
          guard after > position else { return false }
          return matchCount(
            atom, min: min, max: max, lazy: lazy, done: done + 1, at: after, rest: rest,
            then: then)
        }
        if more { return true }
      }
      if !lazy && mayStop { return matchSequence(rest.nodes, rest.index, at: position, then: then) }
      return false
    }

    /// One character-level node at `position`: the position after it, or nil.
    func step(_ node: Node, at position: Int) -> Int? {
      switch node {
      case .scalar(let value):
        return position < folded.count && folded[position] == value ? position + 1 : nil
      case .any:
        return position < text.count && !TextPattern.isLineTerminator(text[position])
          ? position + 1 : nil
      case .set(let set, let negated):
        guard position < text.count else { return nil }
        let inSet = set.contains(folded[position]) || set.contains(text[position])
        return inSet != negated ? position + 1 : nil
      case .start:
        return position == 0 ? position : nil
      case .end:
        let count = text.count
        if position == count { return position }
        if position == count - 1 && TextPattern.isLineTerminator(text[position]) {
          return position
        }
        if position == count - 2 && text[position] == 0x0D && text[position + 1] == 0x0A {
          return position
        }
        return nil
      case .wordBoundary(let wanted):
        return isBoundary(position) == wanted ? position : nil
      case .group, .lookahead, .count:
        return nil
      }
    }

    func isBoundary(_ position: Int) -> Bool {
      var here = false
      if position < text.count {
        if TextPattern.isIgnoredByBoundary(text[position]) { return false }
        here = TextPattern.isWord(text[position])
      }
      var before = false
      var index = position
      while index > 0 {
        index -= 1
        if !TextPattern.isIgnoredByBoundary(text[index]) {
          before = TextPattern.isWord(text[index])
          break
        }
      }
      return here != before
    }
  }
}
