/// One locale's Mustache templates, built in or overridden by the project, by name.
struct TemplateSet: Sendable {
  public struct Template: Sendable {
    public let name: String
    public let text: String
    /// Path for messages: `Templates/en/guide-title.mustache` or the project's own file.
    public let path: String
  }

  public let locale: String
  public let templates: [String: Template]

  /// Templates Render needs; other `.mustache` files in the folder are partials.
  public static let required = [
    "usage-description", "guide-title", "guide-message", "guide-steps", "settings-path",
    "privacy-path", "restricted-message", "limited-message", "page.md", "index.md",
  ]

  public subscript(name: String) -> Template? { templates[name] }
}
