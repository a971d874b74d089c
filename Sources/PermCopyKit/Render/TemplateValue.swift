/// A value in a template context. `absent` keeps a known name in the context without a value,
/// so a section can test it while `{{name}}` on its own is reported as an error.
indirect enum TemplateValue: Sendable, Equatable {
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
}
