import Foundation
import Mustache

/// Renders one locale's templates with swift-mustache, after `TemplateChecker` has made sure
/// every variable a rendered branch uses has a value.
struct TemplateRenderer {
  let templates: TemplateSet
  /// Put a space at Han–Latin joins between template text and inserted values.
  let latinSpacing: Bool
  private let library: MustacheLibrary
  private let checkers: [String: TemplateChecker]

  /// Makes everything render as plain text: swift-mustache escapes HTML by default.
  private static let textPragma = "{{%CONTENT_TYPE:TEXT}}"

  init(templates: TemplateSet, latinSpacing: Bool) throws {
    self.templates = templates
    self.latinSpacing = latinSpacing
    var library = MustacheLibrary()
    var checkers: [String: TemplateChecker] = [:]
    var errors = ErrorCollector()
    // Templates are parsed on every core (swift-mustache's parser is a tenth of a build); what
    // they give is taken in name order, so errors come in the same order.
    let names = templates.templates.keys.sorted().filter { templates[$0] != nil }
    let parsed = Parallel.map(names) {
      name -> (checker: TemplateChecker, template: Result<MustacheTemplate, Error>?) in
      let template = templates[name]!
      let checker = TemplateChecker(text: template.text, file: template.path)
      // A template that changes the delimiters is refused, not parsed.
      if checker.tags.contains(where: { $0.kind == .other && $0.name.hasPrefix("=") }) {
        return (checker, nil)
      }
      return (checker, Result { try MustacheTemplate(string: Self.textPragma + template.text) })
    }
    for (name, (checker, result)) in zip(names, parsed) {
      let template = templates[name]!
      guard let result else {
        let tag = checker.tags.first { $0.kind == .other && $0.name.hasPrefix("=") }!
        errors.add(
          "permcopy templates keep the {{ }} delimiters; remove {{\(tag.name)}}",
          at: SourceLocation(file: template.path, line: tag.line, column: tag.column))
        continue
      }
      do {
        library.register(try result.get(), named: name)
      } catch let error as MustacheTemplate.ParserError {
        let line = error.context.lineNumber
        let column = max(
          1, error.context.columnNumber - (line == 1 ? Self.textPragma.unicodeScalars.count : 0))
        errors.add(
          "template syntax: \(Self.describe(error.error))",
          at: SourceLocation(file: template.path, line: line, column: column))
        continue
      } catch {
        errors.add(
          "template syntax: \(error)", at: SourceLocation(file: template.path, line: 1, column: 1))
        continue
      }
      checkers[name] = checker
    }
    try errors.throwIfAny()
    self.library = library
    self.checkers = checkers
  }

  /// Renders `name` with `context`; a variable without a value is an error, never a gap.
  func render(_ name: String, _ context: [String: TemplateValue]) throws -> String {
    guard let checker = checkers[name] else {
      throw InputError("locale \(templates.locale) has no template \(name).mustache", at: nil)
    }
    let problems = checker.problems(context: context, partials: checkers)
    if !problems.isEmpty { throw InputErrors(Self.unique(problems)) }
    let spaced = latinSpacing
    let wrap: (String) -> String = { spaced ? LatinSpacing.mark($0) : $0 }
    let object = MustacheView(values: context, wrap: wrap)
    guard let rendered = library.render(object, withTemplate: name) else {
      throw InputError("locale \(templates.locale) has no template \(name).mustache", at: nil)
    }
    return LatinSpacing.join(rendered, spaced: latinSpacing)
  }

  /// Whether the locale has the template: the alert, notice and primer ones are optional for a
  /// project's own locale, which then ships the guide screen only.
  func has(_ name: String) -> Bool { checkers[name] != nil }

  /// Where a template starts, for the origin of the texts it makes.
  func origin(_ name: String) -> SourceLocation {
    SourceLocation(file: templates[name]?.path ?? name, line: 1, column: 1)
  }

  private static func unique(_ errors: [InputError]) -> [InputError] {
    var seen = Set<InputError>()
    return errors.filter { seen.insert($0).inserted }
  }

  private static func describe(_ error: Error) -> String {
    guard let error = error as? MustacheTemplate.Error else { return "\(error)" }
    switch error {
    case .sectionCloseNameIncorrect: return "a section is closed with the wrong name"
    case .unfinishedName: return "a tag is not closed with }}"
    case .expectedSectionEnd: return "a section is opened but never closed"
    default: return "\(error)"
    }
  }
}
