import PermCopyKit

/// `check`'s arguments read directly when each is a path or an option `check` declares, in the
/// plain forms: `--name VALUE` or `--name=VALUE`, a list option as often as wanted, any other
/// option or flag once. ArgumentParser reflects on the commands several times for every parse,
/// a fifth of one app's check (README, Speed); `check` is the command CI, Xcode's build phase
/// and the pre-commit hook run again and again. Anything else is left to ArgumentParser, which
/// reads it with its own messages: help, `--version`, completion scripts, `--`, `--name=` with
/// nothing after it, a value that starts with `-`, a repeated flag, an invalid `--color`, the
/// two baseline options together, an unknown option. `CheckArgumentsTests` holds the two
/// readings equal.
enum CheckArguments {
  /// One option of `check`, declared once: its name, and where its value goes, both in the
  /// command (`Check`'s property) and in the job's options. `Check.options` and the direct
  /// reading both fill `CheckJob.Options` through this table, and `CheckArgumentsTests` holds
  /// it to the options ArgumentParser declares, so a missing row fails a test instead of
  /// falling back to the slow reading.
  enum Field: Sendable {
    case flag(KeyPath<Check, Bool> & Sendable, WritableKeyPath<CheckJob.Options, Bool> & Sendable)
    case text(
      KeyPath<Check, String> & Sendable, WritableKeyPath<CheckJob.Options, String> & Sendable)
    case optionalText(
      KeyPath<Check, String?> & Sendable, WritableKeyPath<CheckJob.Options, String?> & Sendable)
    /// An option given as often as wanted.
    case list(
      KeyPath<Check, [String]> & Sendable, WritableKeyPath<CheckJob.Options, [String]> & Sendable)
    case color

    /// Copies the parsed command's value into the job's options.
    func copy(from command: Check, to options: inout CheckJob.Options) {
      switch self {
      case .flag(let from, let to): options[keyPath: to] = command[keyPath: from]
      case .text(let from, let to): options[keyPath: to] = command[keyPath: from]
      case .optionalText(let from, let to): options[keyPath: to] = command[keyPath: from]
      case .list(let from, let to): options[keyPath: to] = command[keyPath: from]
      case .color: options.color = command.color
      }
    }
  }

  static let fields: [String: Field] = [
    "config": .text(\.config, \.configPath),
    "format": .text(\.format, \.format),
    "report": .list(\.report, \.reports),
    "strict": .flag(\.strict, \.strict),
    "quiet": .flag(\.quiet, \.quiet),
    "color": .color,
    "disable": .list(\.disable, \.disabled),
    "severity": .list(\.severity, \.severities),
    "write-baseline": .optionalText(\.writeBaseline, \.writeBaseline),
    "baseline": .optionalText(\.baseline, \.baseline),
    "fix": .flag(\.fix, \.fix),
    "known-key": .list(\.knownKey, \.knownKeys),
    "source-locale": .optionalText(\.sourceLocale, \.sourceLocale),
    "deployment-target": .optionalText(\.deploymentTarget, \.deploymentTarget),
  ]

  /// The options, or nil when ArgumentParser should read the arguments.
  static func read(_ arguments: ArraySlice<String>) -> CheckJob.Options? {
    var options = CheckJob.Options()
    var seen: [Substring] = []
    var index = arguments.startIndex
    while index < arguments.endIndex {
      let argument = arguments[index]
      index += 1
      guard argument.hasPrefix("-") else {
        options.paths.append(argument)
        continue
      }
      guard argument.hasPrefix("--"), argument.count > 2 else { return nil }
      let body = argument.dropFirst(2)
      let name: Substring
      var inline: String?
      if let equals = body.firstIndex(of: "=") {
        // ArgumentParser reads `--name=` as `--name` and takes the next argument.
        guard body.index(after: equals) < body.endIndex else { return nil }
        name = body[..<equals]
        inline = String(body[body.index(after: equals)...])
      } else {
        name = body
      }
      guard let field = fields[String(name)] else { return nil }
      /// The option's value: after `=`, else the next argument unless it looks like an option.
      func value() -> String? {
        if let inline { return inline }
        guard index < arguments.endIndex, !arguments[index].hasPrefix("-") else { return nil }
        defer { index += 1 }
        return arguments[index]
      }
      // Only list options may come more than once here.
      if case .list = field {
      } else {
        guard !seen.contains(name) else { return nil }
        seen.append(name)
      }
      switch field {
      case .flag(_, let to):
        guard inline == nil else { return nil }
        options[keyPath: to] = true
      case .color:
        guard let text = value(), let color = CheckJob.ColorChoice(rawValue: text) else {
          return nil
        }
        options.color = color
      case .text(_, let to):
        guard let text = value() else { return nil }
        options[keyPath: to] = text
      case .optionalText(_, let to):
        guard let text = value() else { return nil }
        options[keyPath: to] = text
      case .list(_, let to):
        guard let text = value() else { return nil }
        options[keyPath: to].append(text)
      }
    }
    // `Check.validate`'s one rule: its message is ArgumentParser's to print.
    guard options.writeBaseline == nil || options.baseline == nil else { return nil }
    return options
  }
}
