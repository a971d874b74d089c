import CChineseTables
import Foundation

/// Phrase-level Simplified → Traditional conversion as OpenCC makes it, from OpenCC's own tables
/// at a pinned version (`data/opencc/`, compiled in): `s2twp` gives Taiwan phrasing (视频 → 影片,
/// 软件 → 軟體), `s2hk` Hong Kong forms. The same text converts the same on every machine,
/// whatever OpenCC the system has; `OpenCCOracleTests` holds it to OpenCC's PyPI release.
enum ChineseConverter {
  /// The OpenCC configuration for a target locale.
  public static func configuration(for locale: String) -> String? {
    switch locale {
    case "zh-Hant", "zh-TW": "s2twp.json"
    case "zh-HK": "s2hk.json"
    default: nil
    }
  }

  /// Character-level conversion (no vocabulary), for checking a one-for-one fix: `s2tw` into
  /// Taiwan forms, `s2hk` into Hong Kong forms, `t2s` into Simplified.
  public static func characterConfiguration(for locale: String) -> String {
    switch locale {
    case "zh-HK", "zh-MO": "s2hk.json"
    case "zh-Hans", "zh-CN", "zh-SG": "t2s.json"
    default: "s2tw.json"
    }
  }

  /// `convert`, or nil for a configuration permcopy does not carry.
  public static func convertReusing(_ text: String, configuration: String) -> String? {
    try? convert(text, configuration: configuration)
  }

  public static func convert(_ text: String, configuration: String) throws -> String {
    guard let converter = OpenCCTables.shared.converter(configuration) else {
      throw InputError(
        "no OpenCC configuration \(configuration); permcopy carries "
          + OpenCCTables.shared.configurationNames.joined(separator: ", "),
        at: nil)
    }
    return converter.convert(text)
  }
}

/// The compiled-in tables, each dictionary indexed once, on first use.
final class OpenCCTables: @unchecked Sendable {
  static let shared = OpenCCTables()

  private let texts: [String: (pointer: UnsafePointer<UInt8>, length: Int)]
  private let lock = NSLock()
  private var dictionaries: [String: OpenCCDictionary] = [:]
  private var converters: [String: OpenCCConverter] = [:]

  private init() {
    var count: Int32 = 0
    let tables = permcopy_chinese_tables(&count)
    var texts: [String: (UnsafePointer<UInt8>, Int)] = [:]
    for index in 0..<Int(count) {
      guard let table = tables?[index], let name = table.name, let text = table.text else {
        continue
      }
      texts[String(cString: name)] = (
        UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), Int(table.length)
      )
    }
    self.texts = texts
  }

  var configurationNames: [String] { texts.keys.filter { $0.hasSuffix(".json") }.sorted() }

  func converter(_ name: String) -> OpenCCConverter? {
    lock.lock()
    defer { lock.unlock() }
    if let made = converters[name] { return made }
    guard let json = texts[name],
      let object = try? JSONSerialization.jsonObject(
        with: Data(UnsafeBufferPointer(start: json.pointer, count: json.length))),
      let made = OpenCCConverter(configuration: object, dictionary: dictionary)
    else { return nil }
    converters[name] = made
    return made
  }

  /// A dictionary by its OpenCC file name (`STPhrases.ocd2` is the table `STPhrases.txt`).
  /// Called with the lock held.
  private func dictionary(_ file: String) -> OpenCCDictionary? {
    let name = (file.hasSuffix(".ocd2") ? String(file.dropLast(5)) : file) + ".txt"
    if let made = dictionaries[name] { return made }
    guard let text = texts[name] else { return nil }
    let made = OpenCCDictionary(text.pointer, length: text.length)
    dictionaries[name] = made
    return made
  }
}

/// One dictionary: "key\tvalue\n" lines sorted by the key's bytes, searched in place.
final class OpenCCDictionary: @unchecked Sendable {
  private let base: UnsafePointer<UInt8>
  private let lineStarts: [Int32]
  private let maxKeyLength: Int

  init(_ base: UnsafePointer<UInt8>, length: Int) {
    self.base = base
    var starts: [Int32] = []
    var longest = 0
    var start = 0
    var keyEnd = -1
    for offset in 0..<length {
      switch base[offset] {
      case 0x09 where keyEnd < 0: keyEnd = offset
      case 0x0A:
        starts.append(Int32(start))
        longest = max(longest, keyEnd - start)
        start = offset + 1
        keyEnd = -1
      default: break
      }
    }
    lineStarts = starts
    maxKeyLength = longest
  }

  /// How entry `index`'s key orders against `bytes[range]`: 0 when the key starts with them.
  private func compare(_ index: Int, _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
    -> Int
  {
    let key = base + Int(lineStarts[index])
    for (offset, byte) in bytes[range].enumerated() {
      let own = key[offset]
      if own == 0x09 { return -1 }
      if own != byte { return own < byte ? -1 : 1 }
    }
    return 0
  }

  /// The longest key the bytes at `start` begin with: its length in bytes and its value.
  func longestPrefix(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int)
    -> (length: Int, value: UnsafeBufferPointer<UInt8>)?
  {
    var low = 0
    var high = lineStarts.count
    var best: (Int, UnsafeBufferPointer<UInt8>)?
    var end = start
    while end < bytes.count, end - start < maxKeyLength {
      end = min(bytes.count, end + OpenCCConverter.characterLength(bytes[end]))
      let range = start..<end
      // Keys starting with the longer prefix lie within those starting with the shorter one.
      var (first, last) = (low, high)
      while first < last {
        let middle = (first + last) / 2
        if compare(middle, bytes, range) < 0 { first = middle + 1 } else { last = middle }
      }
      low = first
      last = high
      while first < last {
        let middle = (first + last) / 2
        if compare(middle, bytes, range) <= 0 { first = middle + 1 } else { last = middle }
      }
      high = first
      if low == high { break }
      let key = base + Int(lineStarts[low])
      if key[range.count] == 0x09 {
        let value = key + range.count + 1
        var length = 0
        while value[length] != 0x0A { length += 1 }
        best = (range.count, UnsafeBufferPointer(start: value, count: length))
      }
    }
    return best
  }
}

/// A configuration as OpenCC runs it: normalization over the whole text, segmentation by the
/// longest phrase, then each conversion of the chain within each segment.
struct OpenCCConverter: Sendable {
  indirect enum Group: Sendable {
    case dictionary(OpenCCDictionary)
    /// The first child with any match decides (OpenCC's `short_circuit`).
    case firstMatch([Group])
    /// The longest match of any child, the earlier child on a tie (OpenCC's `union`).
    case longestMatch([Group])

    func match(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int)
      -> (length: Int, value: UnsafeBufferPointer<UInt8>)?
    {
      switch self {
      case .dictionary(let dictionary): return dictionary.longestPrefix(bytes, at: start)
      case .firstMatch(let children):
        for child in children {
          if let found = child.match(bytes, at: start) { return found }
        }
        return nil
      case .longestMatch(let children):
        var best: (length: Int, value: UnsafeBufferPointer<UInt8>)?
        for child in children {
          if let found = child.match(bytes, at: start), found.length > best?.length ?? 0 {
            best = found
          }
        }
        return best
      }
    }
  }

  let normalization: [Group]
  let segmentation: Group?
  let chain: [Group]

  /// From a configuration's JSON; nil when it names a table permcopy does not carry.
  init?(configuration: Any, dictionary: (String) -> OpenCCDictionary?) {
    guard let root = configuration as? [String: Any] else { return nil }
    func group(_ node: Any?) -> Group? {
      guard let node = node as? [String: Any] else { return nil }
      if let children = node["dicts"] as? [Any] {
        let groups = children.compactMap(group)
        guard groups.count == children.count else { return nil }
        return node["match_policy"] as? String == "union"
          ? .longestMatch(groups) : .firstMatch(groups)
      }
      return (node["file"] as? String).flatMap(dictionary).map(Group.dictionary)
    }
    func steps(_ key: String) -> [Group]? {
      let list = root[key] as? [Any] ?? []
      let groups = list.compactMap { group(($0 as? [String: Any])?["dict"]) }
      return groups.count == list.count ? groups : nil
    }
    guard let normalization = steps("normalization"), let chain = steps("conversion_chain") else {
      return nil
    }
    self.normalization = normalization
    self.chain = chain
    if let segmentation = root["segmentation"] as? [String: Any] {
      guard let made = group(segmentation["dict"]) else { return nil }
      self.segmentation = made
    } else {
      self.segmentation = nil
    }
  }

  /// A UTF-8 character's length from its first byte (1 for a stray byte).
  static func characterLength(_ byte: UInt8) -> Int {
    switch byte {
    case 0xF0...0xF7: 4
    case 0xE0...0xEF: 3
    case 0xC0...0xDF: 2
    default: 1
    }
  }

  /// Each character replaced by the longest match at its place, or kept.
  private static func apply(_ group: Group, to bytes: [UInt8]) -> [UInt8] {
    bytes.withUnsafeBufferPointer { input in
      var output: [UInt8] = []
      output.reserveCapacity(input.count)
      var position = 0
      while position < input.count {
        if let found = group.match(input, at: position) {
          output.append(contentsOf: found.value)
          position += found.length
        } else {
          let end = min(input.count, position + characterLength(input[position]))
          output.append(contentsOf: input[position..<end])
          position = end
        }
      }
      return output
    }
  }

  /// The longest phrases, and the runs of characters between them, as segments.
  private static func segments(_ bytes: [UInt8], by group: Group) -> [[UInt8]] {
    bytes.withUnsafeBufferPointer { input in
      var segments: [[UInt8]] = []
      var runStart = 0
      var position = 0
      while position < input.count {
        if let found = group.match(input, at: position) {
          if runStart < position { segments.append(Array(input[runStart..<position])) }
          segments.append(Array(input[position..<position + found.length]))
          position += found.length
          runStart = position
        } else {
          position = min(input.count, position + characterLength(input[position]))
        }
      }
      if runStart < input.count { segments.append(Array(input[runStart...])) }
      return segments
    }
  }

  func convert(_ text: String) -> String {
    var bytes = Array(text.utf8)
    for group in normalization { bytes = Self.apply(group, to: bytes) }
    var parts = segmentation.map { Self.segments(bytes, by: $0) } ?? [bytes]
    for group in chain { parts = parts.map { Self.apply(group, to: $0) } }
    return String(decoding: parts.joined(), as: UTF8.self)
  }
}
