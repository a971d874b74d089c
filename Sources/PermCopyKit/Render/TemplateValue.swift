/// A value in a template context. `absent` keeps a known name in the context without a value,
/// so a section can test it while `{{name}}` on its own is reported as an error.
public indirect enum TemplateValue: Sendable, Equatable {
  case text(String)
  case flag(Bool)
  case list([[String: TemplateValue]])
  case object([String: TemplateValue])
  case absent

  var isTruthy: Bool {
    switch self {
    case .text(let text): !text.isEmpty
    case .flag(let flag): flag
    case .list(let items): !items.isEmpty
    case .object: true
    case .absent: false
    }
  }

  /// The form swift-mustache renders: absent names are left out so sections read them as false.
  func mustacheValue(wrap: (String) -> String) -> Any? {
    switch self {
    case .text(let text): wrap(text)
    case .flag(let flag): flag
    case .list(let items): items.map { Self.mustacheObject($0, wrap: wrap) }
    case .object(let object): Self.mustacheObject(object, wrap: wrap)
    case .absent: nil
    }
  }

  static func mustacheObject(_ object: [String: TemplateValue], wrap: (String) -> String)
    -> [String: Any]
  {
    var result: [String: Any] = [:]
    for (key, value) in object {
      if let converted = value.mustacheValue(wrap: wrap) { result[key] = converted }
    }
    return result
  }
}
