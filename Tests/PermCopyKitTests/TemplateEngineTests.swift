import Foundation
import Mustache
import Testing

@testable import PermCopyKit

/// permcopy's template parser and renderer against swift-mustache, which rendered permcopy's
/// templates before them: every built-in template with every permission's context, hand-written
/// templates for each rule of line handling, and generated ones, must render byte for byte the
/// same, and syntax errors must be found at the same line and column.
@Suite struct TemplateEngineTests {
  /// swift-mustache, set up as permcopy used it.
  struct Reference {
    static let textPragma = "{{%CONTENT_TYPE:TEXT}}"
    var library = MustacheLibrary()
    let latinSpacing: Bool

    init(_ templates: [String: String], latinSpacing: Bool = false) throws {
      self.latinSpacing = latinSpacing
      for (name, text) in templates {
        library.register(try MustacheTemplate(string: Self.textPragma + text), named: name)
      }
    }

    func render(_ name: String, _ context: [String: TemplateValue]) -> String? {
      let spaced = latinSpacing
      let wrap: (String) -> String = { spaced ? LatinSpacing.mark($0) : $0 }
      return library.render(View(values: context, wrap: wrap), withTemplate: name)
        .map { LatinSpacing.join($0, spaced: spaced) }
    }
  }

  /// A context as swift-mustache reads it.
  struct View: MustacheParent {
    let values: [String: TemplateValue]
    let wrap: (String) -> String

    func child(named name: String) -> Any? {
      switch values[name] {
      case .text(let text)?: wrap(text)
      case .flag(let flag)?: flag
      case .list(let items)?: items.map { View(values: $0, wrap: wrap) as Any }
      case .object(let object)?: View(values: object, wrap: wrap)
      case .absent?, nil: nil
      }
    }
  }

  static func ours(_ templates: [String: String], latinSpacing: Bool = false) throws
    -> TemplateRenderer
  {
    var set: [String: TemplateSet.Template] = [:]
    for (name, text) in templates {
      set[name] = .init(name: name, text: text, path: "Templates/x/\(name).mustache")
    }
    return try TemplateRenderer(
      templates: TemplateSet(locale: "x", templates: set), latinSpacing: latinSpacing)
  }

  static let context: [String: TemplateValue] = [
    "app": .text("Shellcase"), "purpose": .text("scan codes"), "empty": .text(""),
    "yes": .flag(true), "no": .flag(false), "gone": .absent, "han": .text("手机壳"),
    "steps": .list([
      ["number": .text("1"), "text": .text("Open Settings"), "gone": .absent, "purpose": .absent],
      ["number": .text("2"), "text": .text("Tap 相机"), "app": .text("Inner")],
    ]),
    "none": .list([]),
    "paths": .object(["settings_path": .text("Settings > Apps"), "ios18": .flag(true)]),
  ]

  static let partials = [
    "line": "one {{app}}\n", "lines": "first {{app}}\n  second\n{{#yes}}\nthird\n{{/yes}}\n",
    "nested": "  {{>lines}}\nafter\n", "bare": "no newline {{purpose}}",
  ]

  /// Each rule of swift-mustache's line handling, and names, sections and lists.
  static let handWritten: [String] = [
    "", "plain", "\n", "\n\nx", "  \nx", "x\n  ", "x\r\ny\r\n", "a\rb\n", "{{app}}",
    "{{#yes}}\nshown\n{{/yes}}\n", "{{#yes}}on first line{{/yes}}\nnext\n",
    "x\n{{#yes}}\nshown\n{{/yes}}\nafter", "x\n  {{#yes}}  \n  shown\n  {{/yes}}\t\nafter",
    "x\n{{^no}}\nnot\n{{/no}}\n", "x\n{{! a comment }}\ny", "x\n  {{! c }} z\ny",
    "x\n{{#steps}}\n{{number}}. {{text}}\n{{/steps}}\n",
    "x\n{{#none}}\nnever\n{{/none}}\n{{^none}}\nempty\n{{/none}}\n",
    "x\n{{#steps}}{{app}}/{{gone}}/{{purpose}}|{{/steps}}",
    "x {{paths.settings_path}} {{#paths}}{{ios18}}{{/paths}}",
    "x {{#purpose}}[{{.}}]{{/purpose}} {{#empty}}<{{.}}>{{/empty}} {{^empty}}E{{/empty}}",
    "x {{{app}}} {{& purpose}} {{ app }} {{missing}} {{#missing}}m{{/missing}}{{^missing}}!{{/missing}}",
    "x\n{{>line}}\n{{>line}}", "x\n  {{>lines}}\n", "x\n\t{{>nested}}\ny",
    "x {{>bare}} y\n  {{>bare}}\nz",
    "x\n{{#yes}}\n  {{>lines}}\n{{/yes}}\n", "x\n{{/yes}}", "x\n{{#yes}}\nopen", "x {{app",
    "x {{#a}}{{/b}}",
    "x\r\n{{#yes}}\r\ncrlf\r\n{{/yes}}\r\n", "x {{　app　}} y", "x {{#yes}}{{/yes}}{{! c }}\ny",
    "{{han}}和{{app}}", "使用{{app}}扫描，{{#steps}}{{text}}{{/steps}}",
    "x {{.app}} {{#steps}}{{.app}}{{/steps}}",
    "x\n{{#yes}}\n{{#steps}}\n- {{text}}\n{{/steps}}\n{{/yes}}\n", "x {{! unclosed", "x {{{app}} y",
    "x\n  {{#yes}}\n  a\n    {{/yes}}\n", "x\n{{#yes}} \n{{/yes}} tail\n{{! c }}\nend",
  ]

  @Test(arguments: [false, true])
  func handWrittenTemplatesRenderAsSwiftMustacheDid(_ latinSpacing: Bool) throws {
    for template in Self.handWritten {
      try compare(template, latinSpacing: latinSpacing)
    }
  }

  @Test func generatedTemplatesRenderAsSwiftMustacheDid() throws {
    var random = SeededGenerator(seed: 16)
    func below(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &random) }
    let pieces = [
      "text", " ", "  ", "\t", "\n", "\r\n", "相机", "{{app}}", "{{gone}}", "{{missing}}",
      "{{{purpose}}}", "{{& han}}", "{{! note }}", "{{>line}}", "{{>lines}}", "{{>bare}}",
      "{{paths.settings_path}}", "{{.}}", "}", "{", "{ {",
    ]
    let sections = ["yes", "no", "gone", "missing", "steps", "none", "purpose", "empty", "paths"]
    func piece(_ depth: Int) -> String {
      if depth < 3, below(6) == 0 {
        let name = sections[below(sections.count)]
        let sigil = below(3) == 0 ? "^" : "#"
        var inner = ""
        for _ in 0..<below(5) { inner += piece(depth + 1) }
        return "{{\(sigil)\(name)}}\(inner){{/\(name)}}"
      }
      return pieces[below(pieces.count)]
    }
    for _ in 0..<3_000 {
      var template = ""
      for _ in 0..<below(12) { template += piece(0) }
      // `{{.}}` outside a text section prints swift-mustache's description of its context.
      template = template.replacingOccurrences(of: "{{.}}", with: "")
      if template.hasSuffix("{") { template += " " }  // swift-mustache fails on a final brace
      try compare(template, latinSpacing: below(2) == 0)
    }
  }

  /// Every built-in locale's every template, with each catalog permission's context per era,
  /// the era's base context and a feature's.
  @Test func builtInTemplatesRenderAsSwiftMustacheDid() throws {
    let locales = ["en", "zh-Hans", "zh-Hant"]
    var yaml = "app: { name: Shellcase }\nsource-locale: en\nlocales: [en, zh-Hans, zh-Hant]\n"
    yaml += "ios: { deployment-target: \"15.0\" }\npermissions:\n"
    for permission in Catalog.all
    where permission.isBuildable && permission.key != nil && permission.platform == .iOS {
      let purposes = locales.map { "\($0): do the thing" }.joined(separator: ", ")
      yaml += "  \(permission.id):\n    purpose: { \(purposes) }\n"
    }
    yaml += "features:\n  go-live:\n    name: { en: Go Live, zh-Hans: 开播, zh-Hant: 開播 }\n"
    yaml += "    permissions: [camera, microphone]\n"
    let project = try TemporaryProject(yaml)
    defer { project.remove() }
    let loaded = try project.load()
    var compared = 0
    for locale in loaded.locales {
      let renderer = try LocaleRenderer(project: loaded, locale: locale)
      let templates = loaded.templates[locale]!
      var texts: [String: String] = [:]
      for (name, template) in templates.templates { texts[name] = template.text }
      let reference = try Reference(texts, latinSpacing: renderer.renderer.latinSpacing)
      var contexts = SettingsEra.allCases.map { renderer.baseContext(era: $0) }
      for entry in loaded.permissions {
        contexts += SettingsEra.allCases.map { renderer.context(entry, era: $0) }
      }
      for feature in loaded.features {
        contexts.append(
          renderer.featureContext(feature, missing: feature.permissions, era: .named("ios18")))
      }
      for context in contexts {
        for name in texts.keys.sorted() {
          guard let ours = try? renderer.renderer.render(name, context) else { continue }
          #expect(ours == reference.render(name, context), "\(locale) \(name)")
          compared += 1
        }
      }
    }
    #expect(compared > 1_000)
  }

  @Test func syntaxErrorsAreFoundWhereSwiftMustacheFoundThem() throws {
    let broken = [
      "x {{app", "line\n  {{#a}}{{/b}}", "x {{{app}} y", "x\n{{/yes}}",
      "相机 {{名字}}", "x {{#a(b}}{{/a(b}}", "x\n\n   {{ app z }}",
    ]
    for text in broken {
      var reference: (line: Int, column: Int)?
      do {
        _ = try MustacheTemplate(string: Reference.textPragma + text)
      } catch let error as MustacheTemplate.ParserError {
        let line = error.context.lineNumber
        reference = (line, max(1, error.context.columnNumber - (line == 1 ? 22 : 0)))
      }
      var ours: PermCopyKit.SourceLocation?
      do {
        _ = try Self.ours(["t": text])
      } catch let error as InputErrors {
        ours = error.errors.first?.location
      }
      #expect(reference != nil, "\(text)")
      #expect(ours?.line == reference?.line && ours?.column == reference?.column, "\(text)")
    }
  }

  /// Nesting has a limit, so a hostile template is an error, not a stack overflow.
  @Test func deeplyNestedSectionsAreAnError() throws {
    let depth = TemplateParser.maximumDepth
    let nested =
      String(repeating: "{{#yes}}", count: depth) + String(repeating: "{{/yes}}", count: depth)
    let renderer = try Self.ours(["t": nested])
    #expect(try renderer.renderUnchecked("t", Self.context) == "")
    let hostile =
      String(repeating: "{{#yes}}", count: 50_000) + String(repeating: "{{/yes}}", count: 50_000)
    #expect {
      _ = try Self.ours(["t": hostile])
    } throws: { error in
      (error as? InputErrors)?.errors.first?.message.contains("nest more than") == true
    }
  }

  @Test func refusedTagsAreErrorsAtTheirTag() throws {
    for (text, phrase, line, column) in [
      ("x\n {{=<% %>=}}", "keep the {{ }} delimiters", 2, 2),
      ("{{%CONTENT_TYPE:HTML}}", "no pragmas", 1, 1),
      ("a {{<parent}}{{/parent}}", "inheritance", 1, 3),
      ("a {{$block}}{{/block}}", "inheritance", 1, 3), ("相机 {{>*dynamic}}", "by name", 1, 4),
      // An unclosed section where it opens (swift-mustache said where the file ends).
      ("a\nb\n{{#yes}}\nopen", "{{#yes}} has no {{/yes}}", 3, 1),
    ] {
      #expect {
        _ = try Self.ours(["t": text])
      } throws: { error in
        guard let error = (error as? InputErrors)?.errors.first else { return false }
        return error.message.contains(phrase) && error.location?.line == line
          && error.location?.column == column
      }
    }
  }

  private func compare(_ template: String, latinSpacing: Bool) throws {
    var templates = Self.partials
    templates["t"] = template
    let reference: Reference
    do {
      reference = try Reference(templates, latinSpacing: latinSpacing)
    } catch {
      #expect(throws: (any Error).self, "\(template.debugDescription)") {
        _ = try Self.ours(templates, latinSpacing: latinSpacing)
      }
      return
    }
    let ours = try Self.ours(templates, latinSpacing: latinSpacing)
    // Unknown names are TemplateChecker's to report; both engines render them as nothing.
    #expect(
      try ours.renderUnchecked("t", Self.context) == reference.render("t", Self.context),
      "\(template.debugDescription)")
  }
}
