extension Sequence {
  /// The elements grouped by `key`, the groups in the order their first element comes: one
  /// finding per cause keeps the order the texts were read in.
  func groupedInOrder<Key: Hashable>(by key: (Element) -> Key) -> [(key: Key, elements: [Element])]
  {
    var groups: [(key: Key, elements: [Element])] = []
    var index: [Key: Int] = [:]
    for element in self {
      let name = key(element)
      if let at = index[name] {
        groups[at].elements.append(element)
      } else {
        index[name] = groups.count
        groups.append((name, [element]))
      }
    }
    return groups
  }
}
