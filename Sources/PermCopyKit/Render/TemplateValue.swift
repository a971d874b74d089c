import Mustache

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
  func mustacheValue(wrap: @escaping (String) -> String) -> Any? {
    switch self {
    case .text(let text): wrap(text)
    case .flag(let flag): flag
    case .list(let items): items.map { MustacheView(values: $0, wrap: wrap) as Any }
    case .object(let object): MustacheView(values: object, wrap: wrap)
    case .absent: nil
    }
  }
}

/// A context as swift-mustache reads it: a value is converted only when a template asks for
/// it (contexts carry every label of a permission, and lists of such contexts; converting all
/// of them for each template was most of a build).
struct MustacheView: MustacheParent {
  let values: [String: TemplateValue]
  let wrap: (String) -> String

  func child(named name: String) -> Any? { values[name]?.mustacheValue(wrap: wrap) }
}
