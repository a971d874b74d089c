/// One entry of a data file the generator compiles (`data/permissions.yml`, `data/rules.yml`):
/// a mapping under its id whose fields are read with the entry's id and the field's place in
/// every error, so a mistake in the data stops the generator at its line and column.
struct DataEntry {
  let id: String
  /// Where the id stands.
  let keyLocation: SourceLocation
  let node: YAMLTree

  /// The entries of a file that maps ids to entries, in its order; an entry that is not a
  /// mapping or a field not in `fields` is an error at its place (an id given twice is a YAML
  /// error already).
  static func entries(_ text: String, file: String, fields: Set<String>) throws -> [DataEntry] {
    guard case .mapping(let pairs, _) = try YAMLTree.parse(text, file: file) else {
      throw InputError("\(file) must be a mapping of ids to entries", at: nil)
    }
    return try pairs.map { pair in
      guard case .mapping(let fieldPairs, _) = pair.value else {
        throw InputError("\(pair.key) must be a mapping", at: pair.value.location)
      }
      if let unknown = fieldPairs.first(where: { !fields.contains($0.key) }) {
        throw InputError("\(pair.key): unknown field \(unknown.key)", at: unknown.keyLocation)
      }
      return DataEntry(id: pair.key, keyLocation: pair.keyLocation, node: pair.value)
    }
  }

  var location: SourceLocation { node.location }

  func text(_ field: String) throws -> String? {
    guard let value = node[field] else { return nil }
    guard let text = value.string else {
      throw InputError("\(id).\(field) must be a text", at: value.location)
    }
    return text
  }

  func requiredText(_ field: String) throws -> String {
    guard let text = try text(field) else {
      throw InputError("\(id) needs \(field)", at: keyLocation)
    }
    return text
  }

  func list(_ field: String) throws -> [String] {
    guard let value = node[field] else { return [] }
    guard case .sequence(let items, _) = value else {
      throw InputError("\(id).\(field) must be a list", at: value.location)
    }
    return try items.map {
      guard let text = $0.string else {
        throw InputError("\(id).\(field) holds \($0.kindName)", at: $0.location)
      }
      return text
    }
  }

  func version(_ field: String) throws -> OSVersion? {
    guard let value = try text(field) else { return nil }
    guard let version = OSVersion(parsing: value) else {
      throw InputError("\(id).\(field): \(value) is no iOS version", at: node[field]?.location)
    }
    return version
  }

  func flag(_ field: String, default fallback: Bool) throws -> Bool {
    try choice(field, ["yes": true, "no": false], default: fallback)
  }

  func choice<Value>(_ field: String, _ values: [String: Value], default fallback: Value) throws
    -> Value
  {
    guard let name = try text(field) else { return fallback }
    guard let value = values[name] else {
      let names = values.keys.sorted().joined(separator: ", ")
      throw InputError("\(id).\(field): \(name) is not one of \(names)", at: node[field]?.location)
    }
    return value
  }
}
