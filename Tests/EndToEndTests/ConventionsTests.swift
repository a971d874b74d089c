import Foundation
import PermCopyKit
import Testing

/// The command-line conventions of tools iOS teams already run (SwiftLint, swift-format):
/// --version, --quiet, Xcode's issue syntax, help wrapped by ArgumentParser, one error style.
@Suite struct ConventionsTests {
  /// An app with one warning (a zh-Hans purpose without its full stop) and, when asked, one
  /// error (a Traditional character in zh-Hans).
  static func app(withError: Bool) throws -> URL {
    let folder = try Harness.temporaryFolder()
    try Harness.write(
      "\"NSCameraUsageDescription\" = \"Scan the QR code on a gift card to add it to your wallet.\";\n",
      to: "App/en.lproj/InfoPlist.strings", in: folder)
    let zh = withError ? "扫描礼品卡上的二维码，將其添加到钱包" : "扫描礼品卡上的二维码，将其添加到钱包"
    try Harness.write(
      "\"NSCameraUsageDescription\" = \"\(zh)\";\n", to: "App/zh-Hans.lproj/InfoPlist.strings",
      in: folder)
    return folder
  }

  @Test func versionIsPrintedAndListedInHelp() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Harness.run(["--version"], in: folder)
    #expect(run.status == 0)
    #expect(run.stdout == ToolVersion.current + "\n")
    #expect(ToolVersion.current.wholeMatch(of: /\d+\.\d+\.\d+/) != nil)
    #expect(try Harness.run(["--help"], in: folder).stdout.contains("--version"))
  }

  @Test func xcodeFormatIsOneIssuePerLineWithAbsolutePaths() throws {
    let folder = try Self.app(withError: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Harness.run(["check", "App", "--format", "xcode"], in: folder)
    #expect(run.status == 1)
    let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(run.stdout.hasSuffix("\n"))
    #expect(lines.count == 2, "\(run.stdout)")
    for line in lines {
      #expect(
        line.wholeMatch(of: /\/[^:]+:\d+:\d+: (error|warning|note): .+ \[[a-z-]+\]/) != nil,
        "\(line)")
    }
    let real = folder.resolvingSymlinksInPath().path
    #expect(
      lines.contains {
        $0.hasPrefix(real + "/App/zh-Hans.lproj/InfoPlist.strings:1:")
          && $0.contains(": error: ") && $0.hasSuffix("[wrong-script]")
      } || lines.contains { $0.hasPrefix(folder.path + "/App/zh-Hans.lproj/InfoPlist.strings:1:") },
      "\(run.stdout)")
  }

  @Test func quietPrintsOnlyWhatFails() throws {
    let clean = try Self.app(withError: false)
    defer { try? FileManager.default.removeItem(at: clean) }
    let warningsOnly = try Harness.run(["check", "App", "--quiet"], in: clean)
    #expect(warningsOnly.status == 0)
    #expect(warningsOnly.stdout.isEmpty, "\(warningsOnly.stdout)")
    let loud = try Harness.run(["check", "App"], in: clean)
    #expect(loud.stdout.contains("sentence-end"))
    // Under --strict the warning fails, so --quiet shows it.
    let strict = try Harness.run(["check", "App", "--quiet", "--strict"], in: clean)
    #expect(strict.status == 1)
    #expect(strict.stdout.contains("sentence-end"))

    let broken = try Self.app(withError: true)
    defer { try? FileManager.default.removeItem(at: broken) }
    let errors = try Harness.run(["check", "App", "--quiet"], in: broken)
    #expect(errors.status == 1)
    #expect(errors.stdout.contains("wrong-script"))
    #expect(!errors.stdout.contains("warning"))
    #expect(!errors.stdout.contains("1 error"), "no summary line under --quiet")
  }

  static func subcommands(in folder: URL) throws -> [String] {
    let help = try Harness.run(["--help"], in: folder).stdout
    guard let section = help.range(of: "SUBCOMMANDS:\n") else { return [] }
    return help[section.upperBound...].split(separator: "\n").compactMap { line in
      let match = line.wholeMatch(of: #/  ([a-z-]+) +.*/#)
      return match.map { String($0.1) }
    }
  }

  /// Help paragraphs are written as one line each and wrapped by ArgumentParser to the
  /// terminal: on a wide terminal no paragraph breaks, on a narrow one no line is too long.
  @Test func helpIsWrappedByArgumentParserNotByHand() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let commands = try Self.subcommands(in: folder)
    #expect(commands.count >= 13, "\(commands)")
    for command in [[]] + commands.map({ [$0] }) {
      let wide = try Harness.run(command + ["--help"], in: folder, environment: ["COLUMNS": "400"])
      let head = wide.stdout.components(separatedBy: "USAGE:")[0]
      let lines = head.split(separator: "\n", omittingEmptySubsequences: false)
      for (line, next) in zip(lines, lines.dropFirst()) {
        #expect(line.isEmpty || next.isEmpty, "\(command): '\(line)' / '\(next)'")
      }
      let narrow = try Harness.run(command + ["--help"], in: folder, environment: ["COLUMNS": "80"])
      for line in narrow.stdout.split(separator: "\n") where !line.hasPrefix("USAGE:") {
        #expect(line.count <= 80, "\(command): \(line)")
      }
    }
  }

  @Test func argumentParserErrorsUseTheSameErrorPrefix() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Harness.run(["check", "--color", "maybe"], in: folder)
    #expect(run.status == 2)
    #expect(run.stderr.hasPrefix("error: "), "\(run.stderr)")
    let unknown = try Harness.run(["list", "--bogus"], in: folder)
    #expect(unknown.stderr.hasPrefix("error: "), "\(unknown.stderr)")
    let format = try Harness.run(["check", "--format", "xcod", "."], in: folder)
    #expect(format.status == 2)
    #expect(format.stderr.contains("did you mean 'xcode'"), "\(format.stderr)")
  }

  @Test func listFitsAHundredColumns() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for columns in ["300", "100"] {
      let run = try Harness.run(["list"], in: folder, environment: ["COLUMNS": columns])
      for line in run.stdout.split(separator: "\n") {
        #expect(line.count <= 100, "\(line)")
      }
    }
    let narrow = CatalogListing.table(width: 72)
    let footer = narrow.components(separatedBy: "\n\n").last ?? ""
    for line in footer.split(separator: "\n") { #expect(line.count <= 72, "\(line)") }
  }

  /// `init` refuses what `build` would refuse, so its starter only needs the purposes written.
  @Test func initRefusesLocalesBuildWouldReject() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for locales in ["en,en", "en,fr", "en,ja", ""] {
      let run = try Harness.run(
        ["init", "--permissions", "camera", "--locales", locales], in: folder)
      #expect(run.status == 2, "\(locales): \(run.stderr)")
      #expect(Harness.files(in: folder).isEmpty, "\(locales)")
    }
    // Every built-in locale is buildable, zh-HK too.
    let run = try Harness.run(
      ["init", "--permissions", "camera", "--locales", "en,zh-Hans,zh-Hant,zh-HK"], in: folder)
    #expect(run.status == 0, "\(run.stderr)")
  }

  @Test func completionScriptsCompleteIdsAndFormats() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for shell in ["bash", "zsh", "fish"] {
      let run = try Harness.run(["--generate-completion-script", shell], in: folder)
      #expect(run.status == 0)
      for word in ["sentence-end", "wrong-script", "location-when-in-use", "xcode", "sarif"] {
        #expect(run.stdout.contains(word), "\(shell): \(word)")
      }
    }
  }

  /// `check` declares the report flags itself rather than as `scan`'s option group (which cost
  /// it a tenth of one app's check); both commands must still describe and complete them alike.
  @Test func checkAndScanHaveTheSameReportFlags() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    func flags(_ command: String) throws -> [String: String] {
      let help = try Harness.run([command, "--help"], in: folder, environment: ["COLUMNS": "400"])
      var found: [String: String] = [:]
      for line in help.stdout.split(separator: "\n") {
        let words = line.split(separator: " ", maxSplits: 1)
        guard let flag = words.first, flag.hasPrefix("--"), words.count == 2 else { continue }
        found[String(flag)] = String(words[1])
      }
      return found
    }
    let check = try flags("check")
    let scan = try flags("scan")
    for flag in ["--format", "--report", "--strict", "--quiet", "--color"] {
      #expect(check[flag] != nil && check[flag] == scan[flag], "\(flag)")
    }
    for shell in ["bash", "zsh", "fish"] {
      let script = try Harness.run(["--generate-completion-script", shell], in: folder).stdout
      for word in ["always", "never", "junit:"] {
        #expect(script.components(separatedBy: word).count >= 3, "\(shell): \(word)")
      }
    }
  }
}
