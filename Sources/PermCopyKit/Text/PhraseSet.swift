import CPhraseTables

/// A list of phrases searched for all at once: one pass over a text's UTF-8 bytes finds every
/// phrase in it (an Aho–Corasick automaton). Matching is byte for byte, so callers give
/// lower-case phrases and lower-case texts where case must not matter.
///
/// The built-in locales' automata are generated C tables (`CPhraseTables`, kept in step by
/// `PhraseTablesTests`): a list equal to one of theirs byte for byte uses its table, with
/// nothing built at start-up. Any other list (a project's own vocabulary) is built here.
struct PhraseSet: Sendable {
  /// The phrases, in the order given; a match names its phrase by this index.
  public let phrases: [String]
  let tables: Tables

  public init(_ phrases: [String]) {
    self.phrases = phrases
    let key = Self.key(phrases)
    tables = Tables(generatedFor: key) ?? Tables(building: phrases)
  }

  /// Always built here, never taken from the generated tables (what they are generated from).
  init(building phrases: [String]) {
    self.phrases = phrases
    tables = Tables(building: phrases)
  }

  /// A list's identity: each phrase's bytes and a 0xFF, which UTF-8 never holds.
  static func key(_ phrases: [String]) -> [UInt8] {
    var key: [UInt8] = []
    key.reserveCapacity(phrases.reduce(0) { $0 + $1.utf8.count + 1 })
    for phrase in phrases {
      key += phrase.utf8
      key.append(0xFF)
    }
    return key
  }

  /// FNV-1a, 64 bits: a generated table is found by the hash of its key, then compared whole.
  static func hash(_ key: [UInt8]) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in key { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
    return hash
  }

  /// The automaton as flat tables, in generated static memory or in memory this object owns.
  final class Tables: @unchecked Sendable {
    /// Each byte's class: the bytes of the phrases are classes 1…, every other byte class 0.
    let byteClass: UnsafePointer<Int32>
    let classCount: Int
    let stateCount: Int
    /// A row of `classCount` entries per state: the next state for each byte class, failure
    /// links already followed, as the offset of the state's row. One look-up a byte; the
    /// edges searched per state took four times as long.
    let next: UnsafePointer<Int32>
    /// States are numbered so that those where phrases end come last, from this row on: most
    /// bytes are checked for a match by one comparison.
    let firstOutputRow: Int
    /// Per state: the phrases that end there (its own and those of its failure chain), as a
    /// range of `outputList`; `stateCount + 1` entries.
    let outputStart: UnsafePointer<Int32>
    let outputList: UnsafePointer<Int32>
    let outputCount: Int
    /// Whether the tables are the generated ones (nothing to free).
    let isGenerated: Bool
    private let owned: [UnsafeMutableBufferPointer<Int32>]

    /// The generated tables of exactly this list, if there are any.
    init?(generatedFor key: [UInt8]) {
      let hash = PhraseSet.hash(key)
      var count: Int32 = 0
      guard let all = permcopy_phrase_tables(&count) else { return nil }
      let found = (0..<Int(count)).first { index in
        let table = all[index]
        return table.key_hash == hash && Int(table.key_length) == key.count
          && key.elementsEqual(UnsafeBufferPointer(start: table.key, count: key.count))
      }
      guard let found else { return nil }
      let table = all[found]
      byteClass = table.byte_class
      classCount = Int(table.class_count)
      stateCount = Int(table.state_count)
      next = table.next
      firstOutputRow = Int(table.first_output_row)
      outputStart = table.output_start
      outputList = table.output_list
      outputCount = Int(table.output_count)
      isGenerated = true
      owned = []
    }

    deinit {
      for buffer in owned { buffer.deallocate() }
    }

    /// The automaton of `phrases`, built now.
    convenience init(building phrases: [String]) {
      // No phrase to find (a list a locale leaves empty): one state, where every byte leads.
      guard phrases.contains(where: { !$0.isEmpty }) else {
        self.init(
          byteClass: [Int32](repeating: 0, count: 256), classCount: 1, next: [0],
          firstOutputRow: 1, outputStart: [0, 0], outputList: [])
        return
      }
      // The trie from the phrases in byte order: each phrase shares its longest common prefix
      // with the one before, so the states of that prefix are the previous phrase's path, and no
      // state's edges are ever searched. Built for lists that are not built-in: flat arrays only.
      let bytes = phrases.map { Array($0.utf8) }
      let order = bytes.indices.filter { !bytes[$0].isEmpty }.sorted {
        bytes[$0].lexicographicallyPrecedes(bytes[$1]) || (bytes[$0] == bytes[$1] && $0 < $1)
      }
      var parent: [Int32] = [0]
      var label: [UInt8] = [0]
      var depth: [Int32] = [0]
      var ends: [(state: Int32, phrase: Int32)] = []
      var path: [Int32] = [0]
      var previous: [UInt8] = []
      for index in order {
        let phrase = bytes[index]
        let common = min(phrase.count, previous.count)
        var shared = 0
        while shared < common && phrase[shared] == previous[shared] { shared += 1 }
        path.removeLast(path.count - 1 - shared)
        for byte in phrase[shared...] {
          parent.append(path[path.count - 1])
          label.append(byte)
          depth.append(Int32(path.count))
          path.append(Int32(parent.count - 1))
        }
        ends.append((path[path.count - 1], Int32(index)))
        previous = phrase
      }
      // States renumbered breadth first (by depth, then as created, which keeps each state's
      // children together and in byte order): edges become one range per state. A counting sort:
      // depths are small.
      let count = parent.count
      let maxDepth = Int(depth.max() ?? 0)
      var depthStart = [Int](repeating: 0, count: maxDepth + 2)
      for value in depth { depthStart[Int(value) + 1] += 1 }
      for level in 0...maxDepth { depthStart[level + 1] += depthStart[level] }
      var byDepth = [Int](repeating: 0, count: count)
      for old in 0..<count {
        byDepth[depthStart[Int(depth[old])]] = old
        depthStart[Int(depth[old])] += 1
      }
      var number = [Int32](repeating: 0, count: count)
      for (new, old) in byDepth.enumerated() { number[old] = Int32(new) }
      var edgeCount = [Int32](repeating: 0, count: count + 1)
      for old in 1..<max(count, 1) { edgeCount[Int(number[Int(parent[old])]) + 1] += 1 }
      var edgeStart = [Int32](repeating: 0, count: count + 1)
      for state in 0..<count { edgeStart[state + 1] = edgeStart[state] + edgeCount[state + 1] }
      var edgeBytes = [UInt8](repeating: 0, count: max(count - 1, 0))
      var edgeTargets = [Int32](repeating: 0, count: max(count - 1, 0))
      var filled = edgeStart
      // Breadth-first order visits each parent's children as created: in byte order.
      for old in byDepth.dropFirst() {
        let from = Int(number[Int(parent[old])])
        let slot = Int(filled[from])
        edgeBytes[slot] = label[old]
        edgeTargets[slot] = number[old]
        filled[from] += 1
      }
      func child(_ state: Int, _ byte: UInt8) -> Int? {
        var edge = Int(edgeStart[state])
        while edge < Int(edgeStart[state + 1]) {
          if edgeBytes[edge] == byte { return Int(edgeTargets[edge]) }
          edge += 1
        }
        return nil
      }
      var ownStart = [Int32](repeating: 0, count: count + 1)
      for end in ends { ownStart[Int(number[Int(end.state)]) + 1] += 1 }
      for state in 0..<count { ownStart[state + 1] += ownStart[state] }
      var ownList = [Int32](repeating: 0, count: ends.count)
      var ownFilled = ownStart
      for end in ends.sorted(by: { $0.phrase < $1.phrase }) {
        let state = Int(number[Int(end.state)])
        ownList[Int(ownFilled[state])] = end.phrase
        ownFilled[state] += 1
      }
      // Failure links and outputs in breadth-first order: a state's failure state is shallower,
      // so its outputs are complete when the state's are made (its own, then its failure's).
      var failure = [Int32](repeating: 0, count: count)
      var outputStart = [Int32](repeating: 0, count: count + 1)
      var outputList: [Int32] = []
      for state in 0..<count {
        if state > 0 {
          for edge in Int(edgeStart[state])..<Int(edgeStart[state + 1]) {
            let next = Int(edgeTargets[edge])
            let byte = edgeBytes[edge]
            var fallback = Int(failure[state])
            var target: Int? = nil
            while true {
              if let found = child(fallback, byte), found != next {
                target = found
                break
              }
              if fallback == 0 { break }
              fallback = Int(failure[fallback])
            }
            failure[next] = Int32(target ?? 0)
          }
        } else {
          for edge in Int(edgeStart[0])..<Int(edgeStart[1]) { failure[Int(edgeTargets[edge])] = 0 }
        }
        // Its own phrases and its failure state's outputs, both sorted: merged in order.
        outputStart[state] = Int32(outputList.count)
        var own = Int(ownStart[state])
        let ownEnd = Int(ownStart[state + 1])
        var inherited = 0
        var inheritedEnd = 0
        if state > 0 {
          let fallback = Int(failure[state])
          inherited = Int(outputStart[fallback])
          inheritedEnd = Int(outputStart[fallback + 1])
        }
        while own < ownEnd || inherited < inheritedEnd {
          if inherited == inheritedEnd || (own < ownEnd && ownList[own] <= outputList[inherited]) {
            outputList.append(ownList[own])
            own += 1
          } else {
            outputList.append(outputList[inherited])
            inherited += 1
          }
        }
        outputStart[state + 1] = Int32(outputList.count)
      }
      // Byte classes: each byte of a phrase its own class, every other byte class 0, which
      // leads back to the root from any state.
      var byteClass = [Int32](repeating: 0, count: 256)
      var classBytes: [UInt8] = [0]
      for byte in edgeBytes where byteClass[Int(byte)] == 0 {
        byteClass[Int(byte)] = Int32(classBytes.count)
        classBytes.append(byte)
      }
      let classCount = classBytes.count
      // Renumbered: states without phrases first, then those with, each in breadth-first order
      // (the root stays 0, and its row the one every unknown byte leads to).
      var renumbered = [Int32](repeating: 0, count: count)
      var numbering: [Int] = []
      numbering.reserveCapacity(count)
      for withOutput in [false, true] {
        for state in 0..<count where (outputStart[state] != outputStart[state + 1]) == withOutput {
          renumbered[state] = Int32(numbering.count)
          numbering.append(state)
        }
      }
      let firstOutputState =
        numbering.firstIndex { outputStart[$0] != outputStart[$0 + 1] } ?? count
      // The table filled in breadth-first order: a state's missing edges are its failure state's,
      // whose row is complete by then. Entries are rows' offsets.
      var next = [Int32](repeating: 0, count: count * classCount)
      next.withUnsafeMutableBufferPointer { next in
        for state in 0..<count {
          let row = Int(renumbered[state]) * classCount
          if state > 0 {
            let fallbackRow = Int(renumbered[Int(failure[state])]) * classCount
            for column in 1..<classCount { next[row + column] = next[fallbackRow + column] }
          }
          for edge in Int(edgeStart[state])..<Int(edgeStart[state + 1]) {
            next[row + Int(byteClass[Int(edgeBytes[edge])])] =
              renumbered[Int(edgeTargets[edge])] * Int32(classCount)
          }
        }
      }
      var orderedStart: [Int32] = [0]
      var orderedList: [Int32] = []
      orderedStart.reserveCapacity(count + 1)
      orderedList.reserveCapacity(outputList.count)
      for old in numbering {
        orderedList += outputList[Int(outputStart[old])..<Int(outputStart[old + 1])]
        orderedStart.append(Int32(orderedList.count))
      }
      self.init(
        byteClass: byteClass, classCount: classCount, next: next,
        firstOutputRow: firstOutputState * classCount, outputStart: orderedStart,
        outputList: orderedList)
    }

    /// Tables made at run time, copied into memory this object owns.
    private init(
      byteClass: [Int32], classCount: Int, next: [Int32], firstOutputRow: Int,
      outputStart: [Int32], outputList: [Int32]
    ) {
      func copy(_ values: [Int32]) -> UnsafeMutableBufferPointer<Int32> {
        let buffer = UnsafeMutableBufferPointer<Int32>.allocate(capacity: max(values.count, 1))
        _ = buffer.initialize(from: values)
        return buffer
      }
      let owned = [copy(byteClass), copy(next), copy(outputStart), copy(outputList)]
      self.byteClass = UnsafePointer(owned[0].baseAddress!)
      self.classCount = classCount
      self.stateCount = outputStart.count - 1
      self.next = UnsafePointer(owned[1].baseAddress!)
      self.firstOutputRow = firstOutputRow
      self.outputStart = UnsafePointer(owned[2].baseAddress!)
      self.outputList = UnsafePointer(owned[3].baseAddress!)
      self.outputCount = outputList.count
      self.isGenerated = false
      self.owned = owned
    }
  }

  public var isEmpty: Bool { tables.outputCount == 0 }

  /// Calls `body` with each phrase found in `text` and the byte offset just past it, in the
  /// order the matches end; `body` returns false to stop.
  public func scan(_ text: String, _ body: (_ phrase: Int, _ end: Int) -> Bool) {
    guard !isEmpty else { return }
    var text = text
    text.withUTF8 { scan(bytes: $0, body) }
  }

  /// The same over bytes (a source file as read).
  func scan(bytes: UnsafeBufferPointer<UInt8>, _ body: (_ phrase: Int, _ end: Int) -> Bool) {
    guard !isEmpty else { return }
    let byteClass = tables.byteClass
    let next = tables.next
    let outputStart = tables.outputStart
    let outputList = tables.outputList
    let firstOutputRow = tables.firstOutputRow
    let classCount = tables.classCount
    // The pointers stay valid while `self` holds `tables`, which it does for the whole call.
    // The state as the offset of its row in `next`.
    var row = 0
    for offset in 0..<bytes.count {
      row = Int(next[row &+ Int(byteClass[Int(bytes[offset])])])
      guard row >= firstOutputRow else { continue }
      let state = row / classCount
      for output in Int(outputStart[state])..<Int(outputStart[state + 1]) {
        if !body(Int(outputList[output]), offset + 1) { return }
      }
    }
  }

  /// Whether any phrase occurs in `text`.
  public func occurs(in text: String) -> Bool {
    var found = false
    scan(text) { _, _ in
      found = true
      return false
    }
    return found
  }

  /// Which phrases occur in `text`, by index. Most texts hold none of a list's phrases: then
  /// nothing is allocated (an array per text and list was a tenth of a check).
  public func present(in text: String) -> PhraseHits {
    var hits = PhraseHits()
    scan(text) { phrase, _ in
      hits.insert(phrase, of: phrases.count)
      return true
    }
    return hits
  }

  /// The first phrase in list order that occurs in `text` (what `phrases.first { contains }`
  /// gives).
  public func firstListed(in text: String) -> String? {
    var best: Int?
    scan(text) { phrase, _ in
      if best.map({ phrase < $0 }) ?? true { best = phrase }
      return true
    }
    return best.map { phrases[$0] }
  }
}

/// The phrases of a `PhraseSet` found in a text, as bits by phrase index.
struct PhraseHits: Sendable {
  /// Empty until a phrase is found.
  private var words: [UInt64] = []

  /// Whether any phrase was found.
  public var isEmpty: Bool { words.isEmpty }

  public subscript(phrase: Int) -> Bool {
    let word = phrase >> 6
    return word < words.count && words[word] & (1 << UInt64(phrase & 63)) != 0
  }

  /// The indices of the phrases found, in order.
  public var indices: [Int] {
    var found: [Int] = []
    for (index, word) in words.enumerated() where word != 0 {
      for bit in 0..<64 where word & (1 << UInt64(bit)) != 0 { found.append(index << 6 | bit) }
    }
    return found
  }

  mutating func insert(_ phrase: Int, of count: Int) {
    if words.isEmpty { words = [UInt64](repeating: 0, count: (count + 63) >> 6) }
    words[phrase >> 6] |= 1 << UInt64(phrase & 63)
  }
}
