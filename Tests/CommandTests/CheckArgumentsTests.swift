import ArgumentParser
import PermCopyKit
import Testing

@testable import permcopy

/// `CheckArguments` reads what ArgumentParser reads, or leaves the arguments to it.
@Suite struct CheckArgumentsTests {
  /// The options ArgumentParser gives `check` for these arguments; nil when it refuses them or
  /// reads them as something else (help, the version).
  static func parsed(_ arguments: [String]) -> CheckJob.Options? {
    (try? PermCopy.parseAsRoot(["check"] + arguments) as? Check)?.options
  }

  /// The direct reading knows every option ArgumentParser declares for `check`, with the same
  /// arity: a new option without its row fails here, not silently at start-up.
  @Test func everyDeclaredOptionHasItsRow() throws {
    let help = Check.helpMessage(columns: 400)
    var declared: [String: Bool] = [:]  // name → takes a value
    for line in help.split(separator: "\n") {
      let words = line.split(separator: " ")
      guard let first = words.first, first.hasPrefix("--"), first != "--help", first != "--version"
      else { continue }
      let name = String(first.dropFirst(2).split(separator: "=")[0])
      declared[name] = words.count > 1 && words[1].hasPrefix("<")
    }
    #expect(Set(declared.keys) == Set(CheckArguments.fields.keys))
    for (name, takesValue) in declared {
      guard let field = CheckArguments.fields[name] else { continue }
      if case .flag = field {
        #expect(!takesValue, "--\(name)")
      } else {
        #expect(takesValue, "--\(name)")
      }
    }
  }

  /// The everyday forms are read directly, as ArgumentParser reads them.
  @Test func everydayArgumentsAreReadDirectly() throws {
    let cases: [[String]] = [
      [],
      ["App"],
      ["App", "Widget", "--format", "json"],
      ["--format=sarif", "--report", "junit:out.xml", "--report", "text:out.txt", "App"],
      ["--strict", "--quiet", "--color", "never", "--disable", "too-long", "--disable=too-short"],
      ["--severity", "too-long=error", "--known-key", "NSFooUsageDescription", "App"],
      ["--config", "other.yml", "--write-baseline", "base.json"],
      ["--baseline=base.json", "--source-locale", "en", "--deployment-target", "17.0"],
      ["App", "--fix", "--color=always"],
    ]
    for arguments in cases {
      let direct = try #require(CheckArguments.read(arguments[...]), "\(arguments)")
      #expect(direct == Self.parsed(arguments), "\(arguments)")
    }
  }

  /// What only ArgumentParser can answer is left to it.
  @Test func helpErrorsAndUnusualFormsAreLeftToArgumentParser() {
    let cases: [[String]] = [
      ["--help"], ["-h"], ["App", "--help"], ["--version"], ["--generate-completion-script"],
      ["--", "App"], ["-"], ["--format"], ["--format", "--strict"], ["--strict=yes"],
      ["--strict", "--strict"], ["--format", "json", "--format", "text"], ["--color", "blue"],
      ["--write-baseline", "a", "--baseline", "b"], ["--unknown"], ["-x"], ["--Format", "json"],
      ["--format=", "json"],
    ]
    for arguments in cases {
      #expect(CheckArguments.read(arguments[...]) == nil, "\(arguments)")
    }
  }

  /// Thousands of argument lists made of `check`'s options, values, paths and odd forms:
  /// whenever the direct reader reads one, ArgumentParser reads the same options from it.
  @Test func argumentListsAreReadAlikeOrLeftAlone() {
    let words = [
      "--format", "--format=json", "json", "text", "--report", "sarif:out.sarif", "--strict",
      "--quiet", "--fix", "--color", "always", "never", "auto", "--color=never", "--disable",
      "too-long", "--severity", "too-long=off", "--known-key", "NSFooUsageDescription",
      "--config", "permcopy.yml", "--write-baseline", "--baseline", "base.json",
      "--source-locale", "zh-Hans", "--deployment-target", "16.0", "App", "build", "help",
      "check", "", " ", "a=b", "--", "-", "-h", "--help", "--version", "--bogus", "--strict=1",
      "--report=", "--known-key=--x", "路径/App", "--format=-x",
    ]
    // Every list of up to two words, and an even spread of the three-word lists (each 97th):
    // the same lists every run, and no generator to keep.
    let count = words.count
    var lists: [[String]] = [[]] + words.map { [$0] }
    for index in 0..<count * count {
      lists.append([words[index / count], words[index % count]])
    }
    for index in stride(from: 0, to: count * count * count, by: 97) {
      lists.append([
        words[index / (count * count)], words[index / count % count], words[index % count],
      ])
    }
    var readDirectly = 0
    for arguments in lists {
      guard let direct = CheckArguments.read(arguments[...]) else { continue }
      readDirectly += 1
      #expect(direct == Self.parsed(arguments), "\(arguments)")
    }
    // The lists must exercise the direct reader, not only the lists it leaves alone.
    #expect(readDirectly > 300)
  }
}
