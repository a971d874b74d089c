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
      /// The option's value: after `=`, else the next argument unless it looks like an option.
      func value() -> String? {
        if let inline { return inline }
        guard index < arguments.endIndex, !arguments[index].hasPrefix("-") else { return nil }
        defer { index += 1 }
        return arguments[index]
      }
      // Only list options may come more than once here.
      let isList = ["report", "disable", "severity", "known-key"].contains(name)
      if !isList {
        guard !seen.contains(name) else { return nil }
        seen.append(name)
      }
      switch name {
      case "strict", "quiet", "fix":
        guard inline == nil else { return nil }
        if name == "strict" { options.strict = true }
        if name == "quiet" { options.quiet = true }
        if name == "fix" { options.fix = true }
      case "color":
        guard let text = value(), let color = CheckJob.ColorChoice(rawValue: text) else {
          return nil
        }
        options.color = color
      default:
        guard let text = value() else { return nil }
        switch name {
        case "config": options.configPath = text
        case "format": options.format = text
        case "report": options.reports.append(text)
        case "disable": options.disabled.append(text)
        case "severity": options.severities.append(text)
        case "known-key": options.knownKeys.append(text)
        case "write-baseline": options.writeBaseline = text
        case "baseline": options.baseline = text
        case "source-locale": options.sourceLocale = text
        case "deployment-target": options.deploymentTarget = text
        default: return nil
        }
      }
    }
    // `Check.validate`'s one rule: its message is ArgumentParser's to print.
    guard options.writeBaseline == nil || options.baseline == nil else { return nil }
    return options
  }
}
