import Foundation
import Testing

/// A mistyped name anywhere gets the nearest real one; a misleading message says what is wrong.
@Suite struct DidYouMeanTests {
  static func example() throws -> URL {
    let folder = try Harness.temporaryFolder()
    #expect(try Harness.run(["init", "--example", "."], in: folder).status == 0)
    return folder
  }

  @Test func subcommandsRulesAndTemplateVariables() throws {
    let folder = try Self.example()
    defer { try? FileManager.default.removeItem(at: folder) }
    let command = try Harness.run(["chekc"], in: folder)
    #expect(command.status == 2)
    #expect(command.stderr.contains("unknown command 'chekc' (did you mean 'check'?)"))
    let previw = try Harness.run(["previw", "camera"], in: folder)
    #expect(previw.stderr.contains("did you mean 'preview'?"), "\(previw.stderr)")
    let rule = try Harness.run(["check", ".", "--disable", "cjk-spacing"], in: folder)
    #expect(rule.status == 2)
    #expect(rule.stderr.contains("did you mean 'cjk-latin-spacing'?"), "\(rule.stderr)")
    try Harness.write(
      "{{appname}} Access Is Off\n", to: "Templates/en/alert-title.mustache", in: folder)
    let template = try Harness.run(["build"], in: folder)
    #expect(template.status == 2)
    #expect(
      template.stderr.contains("Templates/en/alert-title.mustache:1:1")
        && template.stderr.contains("{{appname}}") && template.stderr.contains("'app'"),
      "\(template.stderr)")
  }

  @Test func aFolderSpellingInLocalesNamesTheLocaleItMeans() throws {
    let folder = try Self.example()
    defer { try? FileManager.default.removeItem(at: folder) }
    let yaml = String(decoding: Harness.read("permcopy.yml", in: folder) ?? Data(), as: UTF8.self)
    try Harness.write(
      yaml.replacingOccurrences(
        of: "locales: [en, zh-Hans, zh-Hant]", with: "locales: [en, zh-Hans, zh_TW]"),
      to: "permcopy.yml", in: folder)
    let build = try Harness.run(["build"], in: folder)
    #expect(build.status == 2)
    #expect(build.stderr.contains("'zh_TW' is a folder name, not a locale id: list zh-Hant"))
    #expect(build.stderr.contains("output.folders: { zh-Hant: zh_TW }"))
    // One error: the zh-Hant texts are not reported as belonging to no locale.
    #expect(build.stderr.components(separatedBy: "error:").count == 2, "\(build.stderr)")
  }

  /// Two letters swapped in a script subtag are a typo of the locale with them in order, not
  /// the locale a bad script falls back to.
  @Test func aSwappedScriptSubtagSuggestsTheLocaleItSpells() throws {
    let folder = try Self.example()
    defer { try? FileManager.default.removeItem(at: folder) }
    let yaml = String(decoding: Harness.read("permcopy.yml", in: folder) ?? Data(), as: UTF8.self)
    try Harness.write(
      yaml.replacingOccurrences(
        of: "locales: [en, zh-Hans, zh-Hant]", with: "locales: [en, zh-Hans, zh-Hnat]"),
      to: "permcopy.yml", in: folder)
    let build = try Harness.run(["build"], in: folder)
    #expect(build.status == 2)
    #expect(build.stderr.contains("(did you mean 'zh-Hant'?)"), "\(build.stderr)")
  }

  @Test func previewSaysWhichIOSVersionsItDraws() throws {
    let folder = try Self.example()
    defer { try? FileManager.default.removeItem(at: folder) }
    let old = try Harness.run(["preview", "camera", "--ios", "12"], in: folder)
    #expect(old.status == 2)
    #expect(old.stderr.contains("--ios 12: the preview draws iOS 13 and later"), "\(old.stderr)")
  }
}

/// An empty value for a file or folder option is named, never read as "here".
@Suite struct EmptyOptionValueTests {
  @Test func emptyPathsAreErrorsThatSayWhatIsMissing() throws {
    let folder = try DidYouMeanTests.example()
    defer { try? FileManager.default.removeItem(at: folder) }
    let before = Harness.files(in: folder)
    for (arguments, message) in [
      (["check", "--config", ""], "--config needs a file name"),
      (["check", "--report", "sarif:"], "--report sarif: needs a path after the colon"),
      (["export", "--xliff", ""], "--xliff needs a folder name"),
      (["init", "--example", ""], "--example needs a folder name"),
    ] {
      let run = try Harness.run(arguments, in: folder)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
    }
    #expect(Harness.files(in: folder) == before, "nothing was written")
  }
}
