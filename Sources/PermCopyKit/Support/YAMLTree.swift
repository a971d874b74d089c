import Foundation
import Yams

/// A YAML document as plain values that remember where each came from.
///
/// Yams' `Node` keeps marks but not the file; every loader error must name both.
indirect enum YAMLTree: Sendable {
  case scalar(String, SourceLocation)
  case mapping([(key: String, keyLocation: SourceLocation, value: YAMLTree)], SourceLocation)
  case sequence([YAMLTree], SourceLocation)
  case null(SourceLocation)

  var location: SourceLocation {
    switch self {
    case .scalar(_, let location), .mapping(_, let location), .sequence(_, let location),
      .null(let location):
      location
    }
  }

  var kindName: String {
    switch self {
    case .scalar: "a text"
    case .mapping: "a mapping"
    case .sequence: "a list"
    case .null: "empty"
    }
  }

  subscript(key: String) -> YAMLTree? {
    guard case .mapping(let pairs, _) = self else { return nil }
    return pairs.last { $0.key == key }?.value
  }

  var pairs: [(key: String, keyLocation: SourceLocation, value: YAMLTree)]? {
    if case .mapping(let pairs, _) = self { return pairs }
    return nil
  }

  var string: String? {
    if case .scalar(let text, _) = self { return text }
    return nil
  }

  /// Parses YAML text; syntax errors carry the file, line and column.
  static func parse(_ text: String, file: String) throws -> YAMLTree {
    let node: Node?
    do {
      // Every value is read as text, so the basic resolver (no per-scalar regexes) is enough.
      node = try Yams.compose(yaml: text, .basic)
    } catch let error as YamlError {
      throw InputError(yamlMessage(error), at: yamlLocation(error, file: file))
    }
    guard let node else { return .null(SourceLocation(file: file, line: 1, column: 1)) }
    // Every value of a YAML text takes at least one byte of it, unless an alias repeats an
    // anchored one: a budget of one value per byte lets aliases be used but stops an alias bomb
    // (a few hundred bytes that expand to billions of values) in linear time and memory.
    var budget = text.utf8.count + 64
    return try convert(node, file: file, budget: &budget)
  }

  private static func convert(_ node: Node, file: String, budget: inout Int) throws -> YAMLTree {
    let location = SourceLocation(
      file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
    budget -= 1
    if budget < 0 {
      throw InputError(
        "YAML aliases here expand to more values than the file holds; write the values out "
          + "instead of repeating an anchor (*alias)", at: location)
    }
    switch node {
    case .scalar(let scalar):
      if scalar.style == .plain && ["", "~", "null", "Null", "NULL"].contains(scalar.string) {
        return .null(location)
      }
      return .scalar(scalar.string, location)
    case .mapping(let mapping):
      var pairs: [(key: String, keyLocation: SourceLocation, value: YAMLTree)] = []
      for pair in mapping {
        let keyLocation = SourceLocation(
          file: file, line: pair.key.mark?.line ?? location.line,
          column: pair.key.mark?.column ?? location.column)
        pairs.append(
          (
            key: pair.key.string ?? "\(pair.key.any)", keyLocation: keyLocation,
            value: try convert(pair.value, file: file, budget: &budget)
          ))
      }
      return .mapping(pairs, location)
    case .sequence(let sequence):
      var items: [YAMLTree] = []
      for item in sequence { items.append(try convert(item, file: file, budget: &budget)) }
      return .sequence(items, location)
    case .alias:
      return .null(location)
    }
  }

  private static func yamlLocation(_ error: YamlError, file: String) -> SourceLocation? {
    switch error {
    case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _):
      return SourceLocation(file: file, line: mark.line, column: mark.column)
    case .duplicatedKeysInMapping(_, let context):
      return SourceLocation(file: file, line: context.mark.line, column: context.mark.column)
    case .reader(_, let offset, _, let yaml):
      guard let offset else { return SourceLocation(file: file, line: 1, column: 1) }
      let prefix = yaml.prefix(offset)
      let line = prefix.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
      let column =
        prefix.split(separator: "\n", omittingEmptySubsequences: false).last
        .map { $0.unicodeScalars.count + 1 } ?? 1
      return SourceLocation(file: file, line: line, column: column)
    default:
      return SourceLocation(file: file, line: 1, column: 1)
    }
  }

  private static func yamlMessage(_ error: YamlError) -> String {
    switch error {
    case .scanner(let context, let problem, _, _), .parser(let context, let problem, _, _),
      .composer(let context, let problem, _, _):
      let during = context.map { $0.text.hasPrefix("while") ? $0.text : "while \($0.text)" }
      return "invalid YAML: \(problem)" + (during.map { " (\($0))" } ?? "")
    case .duplicatedKeysInMapping(let duplicates, _):
      return "invalid YAML: key \(duplicates.map { "'\($0)'" }.joined(separator: ", ")) "
        + "appears more than once in one mapping"
    case .reader(let problem, _, _, _):
      return "invalid YAML: \(problem)"
    default:
      return "invalid YAML: \(error)"
    }
  }

  /// `overlay` wins key by key; mappings merge deeply, everything else is replaced.
  static func merge(_ base: YAMLTree, _ overlay: YAMLTree) -> YAMLTree {
    guard case .mapping(let basePairs, let location) = base,
      case .mapping(let overlayPairs, _) = overlay
    else { return overlay }
    var pairs = basePairs
    for pair in overlayPairs {
      if let index = pairs.firstIndex(where: { $0.key == pair.key }) {
        pairs[index] = (pair.key, pair.keyLocation, merge(pairs[index].value, pair.value))
      } else {
        pairs.append(pair)
      }
    }
    return .mapping(pairs, location)
  }
}
