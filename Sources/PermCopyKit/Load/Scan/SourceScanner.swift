import Foundation

/// A call (or creation, or property use) of a protected API found in an app's source.
struct SourceUse: Sendable {
  /// Index into `TriggerTable.triggers`.
  public let trigger: Int
  public let location: SourceLocation
  /// Rule ids a `permcopy:ignore` comment on the line or the line above turns off.
  public let ignoredRules: Set<String>
  /// The call is in a framework, package or pod an extension links, not in its own code, and
  /// the extension's code never names what holds it: the extension may never run it.
  public var throughLibrary = false

  public var row: Trigger { TriggerTable.triggers[trigger] }
}

/// What one source file holds for the scan: its protected-API uses, and which API and type names
/// it mentions at all (for `unused-purpose-key`: a key is used when any of its names is).
struct ScannedSource: Sendable {
  public let path: String
  public var uses: [SourceUse] = []
  public var mentions: Set<String> = []
}

/// Finds the protected-API uses of `data/api-triggers.tsv` in Swift and Objective-C files,
/// token by token (never inside a comment or a string).
enum SourceScanner {
  public static let extensions: Set<String> = ["swift", "m", "mm"]

  /// Whether the file at `path` is Swift or Objective-C source, by its extension.
  static func isSource(_ path: String) -> Bool {
    guard let dot = path.lastIndex(of: ".") else { return false }
    return extensions.contains(String(path[path.index(after: dot)...]))
  }

  /// Every name a row matches on, by hash: trigger names, receivers, arguments, context.
  static let names: [UInt64: String] = {
    var names: [UInt64: String] = [:]
    for trigger in TriggerTable.triggers where !trigger.keys.isEmpty {
      for name in [trigger.name] + trigger.receivers + trigger.context + trigger.arguments
        + trigger.without
      {
        let bare = name.hasSuffix(":") ? String(name.dropLast()) : name
        names[SourceTokens.hash(bare)] = bare
      }
    }
    for extra in ["func", "alloc", "new", "init", "nil", "Set", "class", "interface"] {
      names[SourceTokens.hash(extra)] = extra
    }
    return names
  }()

  /// The same names as open-addressed slots: the per-identifier test, with no `Hasher` work
  /// (the token's FNV hash is the slot).
  static let nameSlots = HashSlots(Array(names.keys))

  static let triggersByHash: [UInt64: [Int]] = {
    var index: [UInt64: [Int]] = [:]
    for (name, rows) in TriggerTable.byName { index[SourceTokens.hash(name)] = rows }
    return index
  }()

  public static func scan(path: String, display: String) throws -> ScannedSource {
    let data = try FileBytes.read(path, display: display)
    return scan(bytes: data, display: display, swift: path.hasSuffix(".swift"))
  }

  /// The names a file must hold for its scan to find anything the check reads: each row's
  /// trigger and receivers (a use needs its trigger; `unused-purpose-key` reads mentions of
  /// those alone). One byte pass over a file without any of them skips its tokens.
  static let prefilter: PhraseSet = {
    var wanted: Set<String> = []
    for trigger in TriggerTable.triggers where !trigger.keys.isEmpty {
      for name in [trigger.name] + trigger.receivers {
        wanted.insert(name.hasSuffix(":") ? String(name.dropLast()) : name)
      }
    }
    return PhraseSet(building: wanted.sorted())
  }()

  public static func scan(bytes data: [UInt8], display: String, swift: Bool) -> ScannedSource {
    var result = ScannedSource(path: display)
    let holdsAName = data.withUnsafeBufferPointer { bytes in
      var found = false
      prefilter.scan(bytes: bytes) { _, _ in
        found = true
        return false
      }
      return found
    }
    guard holdsAName else { return result }
    let tokens = data.withUnsafeBufferPointer { SourceTokens($0, swift: swift) }
    // The names the file mentions: one slot probe per identifier, a set only for the hits.
    let slots = nameSlots
    let list = tokens.tokens
    var hits: [Int] = []
    var mentioned: Set<UInt64> = []
    for (position, token) in list.enumerated()
    where token.kind == SourceTokens.identifier && slots.contains(token.hash) {
      hits.append(position)
      mentioned.insert(token.hash)
    }
    result.mentions = Set(mentioned.compactMap { names[$0] })
    let byHash = triggersByHash
    guard hits.contains(where: { byHash[list[$0].hash] != nil }) else { return result }
    let file = FileView(tokens: list, mentioned: mentioned, hits: hits)
    for position in hits {
      let token = list[position]
      guard let rows = byHash[token.hash] else { continue }
      for row in rows {
        let trigger = TriggerTable.triggers[row]
        if trigger.language == "swift" && !swift || trigger.language == "objc" && swift { continue }
        guard matches(trigger, at: position, in: file) else { continue }
        let ignored =
          (tokens.ignored[Int(token.line)] ?? []).union(tokens.ignored[Int(token.line) - 1] ?? [])
        result.uses.append(
          SourceUse(
            trigger: row,
            location: SourceLocation(
              file: display, line: Int(token.line), column: token.column(in: data)),
            ignoredRules: ignored))
      }
    }
    return result
  }

  static func hash(_ name: String) -> UInt64 { SourceTokens.hash(name) }

  static let typeWords: Set<UInt64> = Set(
    ["class", "struct", "enum", "actor", "protocol"].map(SourceTokens.hash))
  static let extensionWord = SourceTokens.hash("extension")
  static let funcWord = SourceTokens.hash("func")
  static let implementationWord = SourceTokens.hash("implementation")

  /// The names of what holds the token at each of `positions` (ascending): the types whose
  /// bodies enclose it, else the innermost function (a method of an `extension` of another type
  /// counts as a function). One pass over the file with a stack of the open blocks.
  static func holders(of positions: [Int], in tokens: [SourceTokens.Token]) -> [[UInt64]] {
    enum Block {
      case type(UInt64)
      case function(UInt64)
      case other
    }
    var stack: [Block] = []
    var implementation: UInt64?
    var result: [[UInt64]] = []
    var next = 0
    let endWord = SourceTokens.hash("end")
    for (index, token) in tokens.enumerated() {
      while next < positions.count && positions[next] == index {
        var types: [UInt64] = []
        var function: UInt64?
        for block in stack.reversed() {
          switch block {
          case .type(let name): types.append(name)
          case .function(let name): if function == nil { function = name }
          case .other: break
          }
        }
        if let implementation { types.append(implementation) }
        result.append(types.isEmpty ? function.map { [$0] } ?? [] : types)
        next += 1
      }
      if token.kind == UInt8(ascii: "{") {
        stack.append(declaration(opening: index, in: tokens))
      } else if token.kind == UInt8(ascii: "}") {
        _ = stack.popLast()
      } else if token.kind == SourceTokens.identifier, index + 1 < tokens.count,
        tokens[index + 1].kind == SourceTokens.identifier, token.hash == implementationWord
      {
        implementation = tokens[index + 1].hash
      } else if token.kind == SourceTokens.identifier, token.hash == endWord, stack.isEmpty {
        implementation = nil
      }
    }
    while result.count < positions.count { result.append([]) }
    return result

    /// What the block opened at `brace` declares, from the tokens before it (at most 40).
    func declaration(opening brace: Int, in tokens: [SourceTokens.Token]) -> Block {
      var head = brace - 1
      while head >= max(0, brace - 40),
        ![UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";")].contains(tokens[head].kind)
      {
        let word = tokens[head]
        if word.kind == SourceTokens.identifier, head + 1 < brace,
          tokens[head + 1].kind == SourceTokens.identifier
        {
          if typeWords.contains(word.hash) { return .type(tokens[head + 1].hash) }
          if word.hash == funcWord { return .function(tokens[head + 1].hash) }
          if word.hash == extensionWord { return .other }
        }
        head -= 1
      }
      return .other
    }
  }

  /// What holds each call of the file at `path` found at `places` (line, column), by name hash:
  /// its enclosing types (classes, structs, enums, actors, protocols, Objective-C
  /// `@implementation`s), else its function. Read again only for the few calls that need it.
  static func holders(in path: String, at places: [(line: Int, column: Int)]) -> [[UInt64]] {
    guard let data = try? FileBytes.read(path, display: path) else {
      return places.map { _ in [] }
    }
    let tokens = data.withUnsafeBufferPointer {
      SourceTokens($0, swift: path.hasSuffix(".swift"))
    }.tokens
    let lines = Set(places.map(\.line))
    var positionOf: [SourceLocation: Int] = [:]
    var wanted: [Int] = []
    // Columns counted along each line from the token before, never from the line's start
    // again: a long line costs its length once.
    var line = -1
    var offset = 0
    var column = 1
    for (index, token) in tokens.enumerated() where lines.contains(Int(token.line)) {
      if Int(token.line) != line {
        line = Int(token.line)
        offset = Int(token.lineStart)
        column = 1
      }
      while offset < Int(token.offset) {
        if data[offset] & 0xC0 != 0x80 { column += 1 }
        offset += 1
      }
      let key = SourceLocation(file: "", line: line, column: column)
      if positionOf[key] == nil {
        positionOf[key] = index
        wanted.append(index)
      }
    }
    let found = Dictionary(uniqueKeysWithValues: zip(wanted, holders(of: wanted, in: tokens)))
    return places.map { place in
      positionOf[SourceLocation(file: "", line: place.line, column: place.column)].flatMap {
        found[$0]
      } ?? []
    }
  }

  /// Which of `names` (hashes) the Swift or Objective-C file at `path` names.
  static func named(_ names: Set<UInt64>, in path: String) -> Set<UInt64> {
    guard let data = try? FileBytes.read(path, display: path) else { return [] }
    let tokens = data.withUnsafeBufferPointer {
      SourceTokens($0, swift: path.hasSuffix(".swift"))
    }
    var found: Set<UInt64> = []
    for token in tokens.tokens
    where token.kind == SourceTokens.identifier && names.contains(token.hash) {
      found.insert(token.hash)
    }
    return found
  }

  static func matches(_ trigger: Trigger, at position: Int, in file: FileView) -> Bool {
    let tokens = file.tokens
    let mentioned = file.mentioned
    let previous = position > 0 ? tokens[position - 1] : nil
    let next = position + 1 < tokens.count ? tokens[position + 1] : nil
    let dot = UInt8(ascii: ".")
    let open = UInt8(ascii: "(")
    let bracket = UInt8(ascii: "[")
    let close = UInt8(ascii: "]")
    let colon = UInt8(ascii: ":")
    let brace = UInt8(ascii: "{")
    let equals = UInt8(ascii: "=")
    // A definition of the same name (`func requestAccess`, an Objective-C method) is no call.
    if previous?.hash == hash("func") { return false }
    // An Objective-C method signature (`- (void)record`), up to the body's `{`.
    if FileView.inMethodSignature(position, tokens) { return false }
    var window: Range<Int> = position + 1..<position + 1
    switch trigger.kind {
    case .call:
      guard let next else { return false }
      if next.kind == open {
        window = position + 2..<closing(from: position + 1, in: tokens, open: open)
      } else if next.kind == colon {
        window = position + 1..<messageEnd(from: position + 1, in: tokens)
      } else if next.kind != brace && next.kind != close {
        return false
      }
    case .create:
      guard let next else { return false }
      let objectiveC =
        previous?.kind == bracket && next.kind == SourceTokens.identifier
        && (next.hash == hash("alloc") || next.hash == hash("new"))
      let swiftInit =
        next.kind == open
        || (next.kind == dot && position + 3 < tokens.count
          && tokens[position + 2].hash == hash("init") && tokens[position + 3].kind == open)
      guard objectiveC || swiftInit else { return false }
      if next.kind == open {
        window = position + 2..<closing(from: position + 1, in: tokens, open: open)
      } else if next.kind == dot {
        window = position + 4..<closing(from: position + 3, in: tokens, open: open)
      } else {
        // `[[Type alloc] initWith…:…]`: the outer message's arguments.
        let allocEnd = messageEnd(from: position + 1, in: tokens)
        window = allocEnd + 1..<messageEnd(from: allocEnd + 1, in: tokens)
      }
    case .member:
      let objectiveC = previous?.kind == SourceTokens.identifier && next?.kind == close
      // `sourceType = .camera` in a subclass of the type: an implicit `self`.
      let implicitSelf =
        next?.kind == equals && position + 2 < tokens.count && tokens[position + 2].kind != equals
        && previous?.kind != dot && !FileView.declares(previous)
        && (trigger.receivers + trigger.context).contains { file.superclasses.contains(hash($0)) }
      guard previous?.kind == dot || objectiveC || implicitSelf else { return false }
      // A value a member must be set to (`sourceType = .camera`) counts only when it is set,
      // not compared (`if picker.sourceType == .camera`).
      if !trigger.arguments.isEmpty
        && (next?.kind != equals
          || (position + 2 < tokens.count && tokens[position + 2].kind == equals))
      {
        return false
      }
      var end = position + 1
      while end < tokens.count && tokens[end].line == tokens[position].line
        && tokens[end].kind != UInt8(ascii: ";")
      {
        end += 1
      }
      window = position + 1..<end
    }
    if !trigger.receivers.isEmpty && trigger.kind != .create {
      let receiver: SourceTokens.Token?
      if previous?.kind == dot, position >= 2 {
        receiver = tokens[position - 2]
      } else if previous?.kind == SourceTokens.identifier, position >= 2,
        tokens[position - 2].kind == bracket
      {
        receiver = previous
      } else {
        receiver = nil
      }
      let receivers = trigger.receivers.map(hash)
      if let receiver, receiver.kind == SourceTokens.identifier,
        receivers.contains(receiver.hash)
      {
        // Named: fine.
      } else if let receiver, receiver.kind == SourceTokens.identifier,
        names[receiver.hash].map({ $0.first?.isUppercase == true }) == true
      {
        return false  // called on another known type
      } else if !receivers.contains(where: mentioned.contains)
        && !receivers.contains(where: file.superclasses.contains)
      {
        return false  // a variable, in a file that names none of the receiver types
      }
    }
    if !trigger.context.isEmpty && !trigger.context.map(hash).contains(where: mentioned.contains) {
      return false
    }
    let clamped = window.clamped(to: 0..<tokens.count)
    guard !trigger.without.isEmpty || !trigger.arguments.isEmpty else { return true }
    // The call's own tokens, then what its variables, labels and parameters are given in the file.
    let direct = Array(tokens[clamped])
    let followed = file.values(of: direct, at: position)
    let inWindow = direct + followed
    if !trigger.without.isEmpty {
      let without = Set(trigger.without.map(hash))
      // A may row's exclusion (`excludedActivityTypes = [.saveToCameraRoll]`) is its own statement.
      if trigger.effect == .may && without.contains(where: mentioned.contains) { return false }
      if inWindow.contains(where: {
        $0.kind == SourceTokens.identifier && without.contains($0.hash)
      }) {
        return false
      }
    }
    if !trigger.arguments.isEmpty {
      return trigger.arguments.contains { argument in
        argument.hasSuffix(":")
          ? labelHasValue(String(argument.dropLast()), in: direct)
          : inWindow.contains { $0.kind == SourceTokens.identifier && $0.hash == hash(argument) }
      }
    }
    return true
  }

  /// Whether `label:` is in the arguments with a value other than `nil` or an empty collection.
  static func labelHasValue(_ label: String, in tokens: [SourceTokens.Token]) -> Bool {
    let labelHash = hash(label)
    for index in tokens.indices.dropLast(2)
    where tokens[index].hash == labelHash && tokens[index + 1].kind == UInt8(ascii: ":") {
      let value = tokens[index + 2]
      if value.hash == hash("nil") { return false }
      if value.kind == UInt8(ascii: "["), index + 3 < tokens.count,
        tokens[index + 3].kind == UInt8(ascii: "]")
          || (tokens[index + 3].kind == UInt8(ascii: ":") && index + 4 < tokens.count
            && tokens[index + 4].kind == UInt8(ascii: "]"))
      {
        return false
      }
      if value.hash == hash("Set"), index + 4 < tokens.count,
        tokens[index + 3].kind == UInt8(ascii: "("), tokens[index + 4].kind == UInt8(ascii: ")")
      {
        return false
      }
      return true
    }
    return false
  }

  /// The index of the token that closes the bracket at `from` (or the end, at most 256 on).
  static func closing(from: Int, in tokens: [SourceTokens.Token], open: UInt8) -> Int {
    let close: UInt8 = open == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "]")
    var depth = 0
    var index = from
    while index < tokens.count && index < from + 256 {
      if tokens[index].kind == open { depth += 1 }
      if tokens[index].kind == close {
        depth -= 1
        if depth == 0 { return index }
      }
      index += 1
    }
    return index
  }

  /// The end of the Objective-C message a selector part at `from` belongs to.
  static func messageEnd(from: Int, in tokens: [SourceTokens.Token]) -> Int {
    var depth = 0
    var index = from
    while index < tokens.count && index < from + 256 {
      if tokens[index].kind == UInt8(ascii: "[") { depth += 1 }
      if tokens[index].kind == UInt8(ascii: "]") {
        if depth == 0 { return index }
        depth -= 1
      }
      index += 1
    }
    return index
  }

  static func lineStart(_ position: Int, _ tokens: [SourceTokens.Token]) -> Int? {
    var index = position
    while index > 0 && tokens[index - 1].line == tokens[position].line { index -= 1 }
    return index
  }
}

/// A set of 64-bit hashes in a power-of-two array with linear probing; 0 marks a free slot.
struct HashSlots: Sendable {
  let slots: [UInt64]
  let mask: Int

  init(_ keys: [UInt64]) {
    var size = 64
    while size < keys.count * 4 { size *= 2 }
    var slots = [UInt64](repeating: 0, count: size)
    for key in keys where key != 0 {
      var index = Int(truncatingIfNeeded: key) & (size - 1)
      while slots[index] != 0 && slots[index] != key { index = (index + 1) & (size - 1) }
      slots[index] = key
    }
    self.slots = slots
    self.mask = size - 1
  }

  @inline(__always) func contains(_ key: UInt64) -> Bool {
    var index = Int(truncatingIfNeeded: key) & mask
    while true {
      let slot = slots[index]
      if slot == key { return key != 0 }
      if slot == 0 { return false }
      index = (index + 1) & mask
    }
  }
}

/// One file as the matcher sees it: its tokens, the names it mentions, the superclasses its
/// classes name, and (built on first need) where each variable, label and parameter gets its
/// values, so that a call on a variable can be judged by what the file gives that variable.
struct FileView {
  let tokens: [SourceTokens.Token]
  let mentioned: Set<UInt64>
  /// `class X: Y` and `@interface X : Y`: the hashes of each `Y`.
  let superclasses: Set<UInt64>
  /// Positions of `func` keywords (Swift), for the function a parameter belongs to.
  let functions: [Int]
  private let flow = FlowBox()

  /// How far values are followed: a value's own variables once more, and no more than this
  /// many places per name (each at most `FlowIndex.span` tokens): linear in the file.
  static let depth = 2
  static let placesPerName = 16
  static let declaringWords: Set<UInt64> = [
    SourceScanner.hash("let"), SourceScanner.hash("var"), SourceScanner.hash("case"),
  ]

  init(tokens: [SourceTokens.Token], mentioned: Set<UInt64>, hits: [Int]) {
    self.tokens = tokens
    self.mentioned = mentioned
    var superclasses: Set<UInt64> = []
    var functions: [Int] = []
    let classWords: Set<UInt64> = [SourceScanner.hash("class"), SourceScanner.hash("interface")]
    let funcWord = SourceScanner.hash("func")
    for position in hits {
      let hash = tokens[position].hash
      if hash == funcWord { functions.append(position) }
      guard classWords.contains(hash), position + 3 < tokens.count,
        tokens[position + 1].kind == SourceTokens.identifier,
        tokens[position + 2].kind == UInt8(ascii: ":"),
        tokens[position + 3].kind == SourceTokens.identifier
      else { continue }
      superclasses.insert(tokens[position + 3].hash)
    }
    self.superclasses = superclasses
    self.functions = functions
  }

  /// `let`, `var` and `case` before a name make it a declaration, not the member of a type.
  static func declares(_ token: SourceTokens.Token?) -> Bool {
    guard let token, token.kind == SourceTokens.identifier else { return false }
    return declaringWords.contains(token.hash)
  }

  /// Whether `position` is in an Objective-C method signature (`- (void)record`), before its `{`.
  static func inMethodSignature(_ position: Int, _ tokens: [SourceTokens.Token]) -> Bool {
    guard let start = SourceScanner.lineStart(position, tokens) else { return false }
    return [UInt8(ascii: "-"), UInt8(ascii: "+")].contains(tokens[start].kind)
      && start + 1 < tokens.count && tokens[start + 1].kind == UInt8(ascii: "(")
      && !tokens[start..<position].contains(where: { $0.kind == UInt8(ascii: "{") })
  }

  /// The tokens the file gives the values among `window` (a call's arguments): what is assigned
  /// to each variable, passed for it by label, or passed to the function whose parameter it is.
  func values(of window: [SourceTokens.Token], at position: Int) -> [SourceTokens.Token] {
    let index = flow.index(tokens)
    var result: [SourceTokens.Token] = []
    var seen: Set<UInt64> = []
    var pending = Self.variables(in: window)
    for _ in 0..<Self.depth {
      var found: [SourceTokens.Token] = []
      for name in pending where seen.insert(name).inserted {
        for range in (index.assignments[name] ?? []).prefix(Self.placesPerName) {
          found += tokens[range]
        }
        for range in (index.labels[name] ?? []).prefix(Self.placesPerName) {
          found += tokens[range]
        }
        for range in arguments(passedFor: name, before: position).prefix(Self.placesPerName) {
          found += tokens[range]
        }
      }
      result += found
      pending = Self.variables(in: found)
      if pending.isEmpty { break }
    }
    return result
  }

  /// The names in `window` that may hold a value: identifiers that are neither a label
  /// (`device:`) nor a leading-dot case (`.camera`).
  static func variables(in window: [SourceTokens.Token]) -> [UInt64] {
    var names: [UInt64] = []
    for (offset, token) in window.enumerated() where token.kind == SourceTokens.identifier {
      if offset + 1 < window.count && window[offset + 1].kind == UInt8(ascii: ":") { continue }
      if offset > 0 && window[offset - 1].kind == UInt8(ascii: "."),
        offset < 2 || window[offset - 2].kind != SourceTokens.identifier
      {
        continue
      }
      names.append(token.hash)
      if names.count == 24 { break }
    }
    return names
  }

  /// Where `name` is a parameter of the function around `position` (the closest `func` before
  /// it that declares it, or the Objective-C method signature): the arguments of that
  /// function's calls in this file.
  func arguments(passedFor name: UInt64, before position: Int) -> [Range<Int>] {
    let colon = UInt8(ascii: ":")
    let open = UInt8(ascii: "(")
    // Swift: `func present(source type: T)` … `present(source: .camera)`.
    if let function = functions.last(where: { $0 < position }), function + 2 < tokens.count,
      tokens[function + 2].kind == open
    {
      let end = SourceScanner.closing(from: function + 2, in: tokens, open: open)
      let parameters = tokens[(function + 3)..<min(end, tokens.count)]
      if zip(parameters, parameters.dropFirst()).contains(where: {
        $0.0.hash == name && $0.0.kind == SourceTokens.identifier && $0.1.kind == colon
      }) {
        let called = tokens[function + 1].hash
        var ranges: [Range<Int>] = []
        for (at, token) in tokens.enumerated()
        where token.hash == called && at != function + 1 && at + 1 < tokens.count
          && tokens[at + 1].kind == open
        {
          ranges.append(at + 2..<SourceScanner.closing(from: at + 1, in: tokens, open: open))
          if ranges.count == Self.placesPerName { break }
        }
        return ranges
      }
    }
    // Objective-C: `- (void)presentWithSource:(UIImagePickerControllerSourceType)source`.
    var start = position
    while start > 0
      && !(Self.inMethodSignature(start, tokens)
        && tokens[SourceScanner.lineStart(start, tokens) ?? start].kind != SourceTokens.identifier)
    {
      start -= 1
      if position - start > 4096 { return [] }
    }
    guard start > 0, let line = SourceScanner.lineStart(start, tokens) else { return [] }
    var at = line
    var label: UInt64?
    while at + 4 < tokens.count && tokens[at].kind != UInt8(ascii: "{") {
      if tokens[at].kind == SourceTokens.identifier && tokens[at + 1].kind == colon
        && tokens[at + 2].kind == open
      {
        let typeEnd = SourceScanner.closing(from: at + 2, in: tokens, open: open)
        if typeEnd + 1 < tokens.count && tokens[typeEnd + 1].hash == name {
          label = tokens[at].hash
          break
        }
      }
      at += 1
    }
    guard let label else { return [] }
    var ranges: [Range<Int>] = []
    for (at, token) in tokens.enumerated()
    where token.hash == label && at + 2 < tokens.count && tokens[at + 1].kind == colon
      && tokens[at + 2].kind != open
    {
      ranges.append(at + 2..<SourceScanner.messageEnd(from: at + 2, in: tokens))
      if ranges.count == Self.placesPerName { break }
    }
    return ranges
  }
}

/// Where each name gets values in one file: `name = …` (with or without a type annotation)
/// and `name: …` passed as a labelled argument. One pass over the tokens.
struct FlowIndex {
  var assignments: [UInt64: [Range<Int>]] = [:]
  var labels: [UInt64: [Range<Int>]] = [:]
  /// The most tokens one value is read for.
  static let span = 48

  init(_ tokens: [SourceTokens.Token]) {
    let equals = UInt8(ascii: "=")
    let colon = UInt8(ascii: ":")
    let notAssigning: Set<UInt8> = [
      equals, UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">"),
    ]
    for at in tokens.indices.dropFirst() {
      let kind = tokens[at].kind
      if kind == equals, at + 1 < tokens.count, tokens[at + 1].kind != equals,
        !notAssigning.contains(tokens[at - 1].kind),
        let target = Self.assigned(before: at, in: tokens)
      {
        assignments[tokens[target].hash, default: []].append(
          at + 1..<Self.valueEnd(from: at + 1, in: tokens))
      } else if kind == colon, tokens[at - 1].kind == SourceTokens.identifier,
        at < 2 || !FileView.declares(tokens[at - 2])
      {
        labels[tokens[at - 1].hash, default: []].append(
          at + 1..<Self.valueEnd(from: at + 1, in: tokens))
      }
    }
  }

  /// The name an `=` at `at` assigns: the identifier just before it, or the one a type
  /// annotation follows (`let kind: UIImagePickerController.SourceType = .camera`).
  static func assigned(before at: Int, in tokens: [SourceTokens.Token]) -> Int? {
    if tokens[at - 1].kind == SourceTokens.identifier { return at - 1 }
    var index = at - 1
    while index > 0 && tokens[index].line == tokens[at].line && at - index < 16 {
      let kind = tokens[index].kind
      if [UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: ";")].contains(kind) { return nil }
      if kind == UInt8(ascii: ":") && tokens[index - 1].kind == SourceTokens.identifier {
        return index - 1
      }
      index -= 1
    }
    return nil
  }

  /// Where a value starting at `from` ends: its statement's end, the bracket that closes
  /// around it, the next label, or the end of its line outside brackets.
  static func valueEnd(from: Int, in tokens: [SourceTokens.Token]) -> Int {
    var depth = 0
    var index = from
    while index < tokens.count && index < from + span {
      let token = tokens[index]
      switch token.kind {
      case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"):
        if depth == 0 { return index }
        depth -= 1
      case UInt8(ascii: ";"), UInt8(ascii: "{"): if depth == 0 { return index }
      case SourceTokens.identifier:
        if depth == 0 && index > from && index + 1 < tokens.count
          && tokens[index + 1].kind == UInt8(ascii: ":")
        {
          return index
        }
      default: break
      }
      if index > from && depth == 0 && token.line != tokens[index - 1].line
        && token.kind != UInt8(ascii: ".")
      {
        return index
      }
      index += 1
    }
    return index
  }
}

/// The flow index, built once per file and only when a call needs it.
final class FlowBox: @unchecked Sendable {
  private var built: FlowIndex?

  func index(_ tokens: [SourceTokens.Token]) -> FlowIndex {
    if let built { return built }
    let index = FlowIndex(tokens)
    built = index
    return index
  }
}
