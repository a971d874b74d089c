/// A list of phrases searched for all at once: one pass over a text's UTF-8 bytes finds every
/// phrase in it (an Aho–Corasick automaton, built once per locale's list). Matching is byte for
/// byte, so callers give lower-case phrases and lower-case texts where case must not matter.
public struct PhraseSet: Sendable {
  /// The phrases, in the order given; a match names its phrase by this index.
  public let phrases: [String]
  /// Per state: where its edges start in `edgeBytes`/`edgeTargets`, sorted by byte.
  private let edgeStart: [Int32]
  private let edgeBytes: [UInt8]
  private let edgeTargets: [Int32]
  /// The root's edges as a table: most bytes of a text leave the automaton at the root.
  private let rootNext: [Int32]
  private let failure: [Int32]
  /// Per state: the phrases that end there (its own and those of its failure chain), as a
  /// range of `outputList`.
  private let outputStart: [Int32]
  private let outputList: [Int32]

  public init(_ phrases: [String]) {
    self.phrases = phrases
    // The trie, each state's edges a short list sorted by byte (no hashing: the sets are built
    // at start-up, and most states have one edge).
    var children: [[(byte: UInt8, target: Int32)]] = [[]]
    var ends: [[Int32]] = [[]]
    func child(_ state: Int, _ byte: UInt8) -> Int32? {
      children[state].first { $0.byte == byte }?.target
    }
    for (index, phrase) in phrases.enumerated() where !phrase.isEmpty {
      var state = 0
      for byte in phrase.utf8 {
        if let next = child(state, byte) {
          state = Int(next)
        } else {
          children.append([])
          ends.append([])
          let new = Int32(children.count - 1)
          let place = children[state].firstIndex { $0.byte > byte } ?? children[state].count
          children[state].insert((byte, new), at: place)
          state = Int(new)
        }
      }
      ends[state].append(Int32(index))
    }
    // Failure links, breadth first; each state's outputs take in its failure state's.
    var failure = [Int32](repeating: 0, count: children.count)
    var queue: [Int32] = children[0].map(\.target)
    var head = 0
    while head < queue.count {
      let state = Int(queue[head])
      head += 1
      for (byte, next) in children[state] {
        var fallback = Int(failure[state])
        while fallback != 0 && child(fallback, byte) == nil { fallback = Int(failure[fallback]) }
        let target = Int(child(fallback, byte) ?? 0)
        failure[Int(next)] = Int32(target == Int(next) ? 0 : target)
        ends[Int(next)] += ends[Int(failure[Int(next)])]
        queue.append(next)
      }
    }
    var edgeStart: [Int32] = []
    var edgeBytes: [UInt8] = []
    var edgeTargets: [Int32] = []
    var outputStart: [Int32] = []
    var outputList: [Int32] = []
    for state in children.indices {
      edgeStart.append(Int32(edgeBytes.count))
      for (byte, target) in children[state] {
        edgeBytes.append(byte)
        edgeTargets.append(target)
      }
      outputStart.append(Int32(outputList.count))
      outputList += ends[state].sorted()
    }
    edgeStart.append(Int32(edgeBytes.count))
    outputStart.append(Int32(outputList.count))
    var rootNext = [Int32](repeating: 0, count: 256)
    for (byte, target) in children[0] { rootNext[Int(byte)] = target }
    self.edgeStart = edgeStart
    self.edgeBytes = edgeBytes
    self.edgeTargets = edgeTargets
    self.rootNext = rootNext
    self.failure = failure
    self.outputStart = outputStart
    self.outputList = outputList
  }

  public var isEmpty: Bool { outputList.isEmpty }

  /// Calls `body` with each phrase found in `text` and the byte offset just past it, in the
  /// order the matches end; `body` returns false to stop.
  public func scan(_ text: String, _ body: (_ phrase: Int, _ end: Int) -> Bool) {
    guard !isEmpty else { return }
    var text = text
    text.withUTF8 { bytes in
      rootNext.withUnsafeBufferPointer { rootNext in
        edgeStart.withUnsafeBufferPointer { edgeStart in
          edgeBytes.withUnsafeBufferPointer { edgeBytes in
            edgeTargets.withUnsafeBufferPointer { edgeTargets in
              failure.withUnsafeBufferPointer { failure in
                outputStart.withUnsafeBufferPointer { outputStart in
                  var state = 0
                  for offset in 0..<bytes.count {
                    let byte = bytes[offset]
                    // Follow failure links until a state has an edge for the byte.
                    while true {
                      if state == 0 {
                        state = Int(rootNext[Int(byte)])
                        break
                      }
                      var edge = Int(edgeStart[state])
                      let last = Int(edgeStart[state + 1])
                      var next = -1
                      while edge < last {
                        let label = edgeBytes[edge]
                        if label >= byte {
                          if label == byte { next = Int(edgeTargets[edge]) }
                          break
                        }
                        edge += 1
                      }
                      if next >= 0 {
                        state = next
                        break
                      }
                      state = Int(failure[state])
                    }
                    var output = Int(outputStart[state])
                    let end = Int(outputStart[state + 1])
                    while output < end {
                      if !body(Int(outputList[output]), offset + 1) { return }
                      output += 1
                    }
                  }
                }
              }
            }
          }
        }
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

  /// Which phrases occur in `text`, by index.
  public func present(in text: String) -> [Bool] {
    var present = [Bool](repeating: false, count: phrases.count)
    scan(text) { phrase, _ in
      present[phrase] = true
      return true
    }
    return present
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
