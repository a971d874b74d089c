import Foundation

/// A call (or creation, or property use) of a protected API found in an app's source.
public struct SourceUse: Sendable {
  /// Index into `TriggerTable.triggers`.
  public let trigger: Int
  public let location: SourceLocation
  /// Rule ids a `permcopy:ignore` comment on the line or the line above turns off.
  public let ignoredRules: Set<String>

  public var row: Trigger { TriggerTable.triggers[trigger] }
}

/// What one source file holds for the scan: its protected-API uses, and which API and type names
/// it mentions at all (for `unused-purpose-key`: a key is used when any of its names is).
public struct ScannedSource: Sendable {
  public let path: String
  public var uses: [SourceUse] = []
  public var mentions: Set<String> = []
}

/// Finds the protected-API uses of `data/api-triggers.tsv` in Swift and Objective-C files,
/// token by token (never inside a comment or a string).
public enum SourceScanner {
  public static let extensions: Set<String> = ["swift", "m", "mm"]

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
    for extra in ["func", "alloc", "new", "init", "nil", "Set"] {
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

  public static func scan(bytes data: [UInt8], display: String, swift: Bool) -> ScannedSource {
    let tokens = data.withUnsafeBufferPointer { SourceTokens($0, swift: swift) }
    var result = ScannedSource(path: display)
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
    for position in hits {
      let token = list[position]
      guard let rows = byHash[token.hash] else { continue }
      for row in rows {
        let trigger = TriggerTable.triggers[row]
        if trigger.language == "swift" && !swift || trigger.language == "objc" && swift { continue }
        guard matches(trigger, at: position, in: list, mentioned: mentioned) else { continue }
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

  static func matches(
    _ trigger: Trigger, at position: Int, in tokens: [SourceTokens.Token], mentioned: Set<UInt64>
  ) -> Bool {
    let previous = position > 0 ? tokens[position - 1] : nil
    let next = position + 1 < tokens.count ? tokens[position + 1] : nil
    let dot = UInt8(ascii: ".")
    let open = UInt8(ascii: "(")
    let bracket = UInt8(ascii: "[")
    let close = UInt8(ascii: "]")
    let colon = UInt8(ascii: ":")
    let brace = UInt8(ascii: "{")
    // A definition of the same name (`func requestAccess`, an Objective-C method) is no call.
    if previous?.hash == hash("func") { return false }
    // An Objective-C method signature (`- (void)record`), up to the body's `{`.
    if let start = lineStart(position, tokens),
      [UInt8(ascii: "-"), UInt8(ascii: "+")].contains(tokens[start].kind),
      start + 1 < tokens.count, tokens[start + 1].kind == open,
      !tokens[start..<position].contains(where: { $0.kind == brace })
    {
      return false
    }
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
      }
    case .member:
      let objectiveC = previous?.kind == SourceTokens.identifier && next?.kind == close
      guard previous?.kind == dot || objectiveC else { return false }
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
      } else if !receivers.contains(where: mentioned.contains) {
        return false  // a variable, in a file that names none of the receiver types
      }
    }
    if !trigger.context.isEmpty && !trigger.context.map(hash).contains(where: mentioned.contains) {
      return false
    }
    let inWindow = tokens[window.clamped(to: 0..<tokens.count)]
    if !trigger.without.isEmpty {
      let without = Set(trigger.without.map(hash))
      if inWindow.contains(where: {
        $0.kind == SourceTokens.identifier && without.contains($0.hash)
      }) {
        return false
      }
    }
    if !trigger.arguments.isEmpty {
      return trigger.arguments.contains { argument in
        argument.hasSuffix(":")
          ? labelHasValue(String(argument.dropLast()), in: Array(inWindow))
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
