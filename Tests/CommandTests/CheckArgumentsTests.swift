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

  /// Thousands of argument lists drawn from `check`'s options, values, paths and odd forms:
  /// whenever the direct reader reads one, ArgumentParser reads the same options from it.
  @Test func randomArgumentListsAreReadAlikeOrLeftAlone() {
    let words = [
      "--format", "--format=json", "json", "text", "--report", "sarif:out.sarif", "--strict",
      "--quiet", "--fix", "--color", "always", "never", "auto", "--color=never", "--disable",
      "too-long", "--severity", "too-long=off", "--known-key", "NSFooUsageDescription",
      "--config", "permcopy.yml", "--write-baseline", "--baseline", "base.json",
      "--source-locale", "zh-Hans", "--deployment-target", "16.0", "App", "build", "help",
      "check", "", " ", "a=b", "--", "-", "-h", "--help", "--version", "--bogus", "--strict=1",
      "--report=", "--known-key=--x", "路径/App", "--format=-x",
    ]
    var generator = SplitMix64(seed: 0x5EED)
    var readDirectly = 0
    for _ in 0..<3_000 {
      let length = Int(generator.next() % 7)
      let arguments = (0..<length).map { _ in words[Int(generator.next() % UInt64(words.count))] }
      guard let direct = CheckArguments.read(arguments[...]) else { continue }
      readDirectly += 1
      #expect(direct == Self.parsed(arguments), "\(arguments)")
    }
    // The draw must exercise the direct reader, not only the lists it leaves alone.
    #expect(readDirectly > 300)
  }
}

/// A small seeded generator, so that every run draws the same lists.
struct SplitMix64 {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
