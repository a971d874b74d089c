import Foundation
import Testing

@Suite struct CheckCommandTests {
  static let corpus = Harness.packageRoot.deletingLastPathComponent().appendingPathComponent(
    "shared/corpus")

  @Test(.enabled(if: Harness.sharedIsThere, Harness.sharedIsMissing))
  func theWholeCorpusNeverCrashesInAnyFormat() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for format in ["text", "json", "github", "sarif", "junit"] {
      let run = try Harness.run(["check", Self.corpus.path, "--format", format], in: folder)
      #expect(run.status == 1, "\(format): \(run.status) \(run.stderr)")
      #expect(!run.stdout.isEmpty)
    }
  }

  @Test(.enabled(if: Harness.sharedIsThere, Harness.sharedIsMissing))
  func everyCorpusAppExitsZeroOrOneAndNeverWithASignal() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let apps = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).filter {
      !$0.contains(".")
    }
    #expect(apps.count >= 14)
    for app in apps {
      let run = try Harness.run(
        ["check", Self.corpus.appendingPathComponent(app).path], in: folder)
      #expect(run.status == 0 || run.status == 1, "\(app): \(run.status) \(run.stderr)")
    }
  }

  @Test(.enabled(if: Harness.sharedIsThere, Harness.sharedIsMissing))
  func severalReportsAtOnceWithTheSameExitCode() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let kite = Self.corpus.appendingPathComponent("SIT-kite__kite-app").path
    let run = try Harness.run(
      [
        "check", kite, "--format", "github", "--report", "sarif:out/r.sarif", "--report",
        "junit:r.xml", "--report", "json:r.json",
      ],
      in: folder)
    #expect(run.status == 1)
    #expect(run.stdout.hasPrefix("::"))
    for file in ["out/r.sarif", "r.xml", "r.json"] {
      #expect(Harness.read(file, in: folder) != nil, "\(file)")
    }
    let text = try Harness.run(["check", kite], in: folder)
    #expect(text.status == 1)
    #expect(text.stdout.contains("zh-Hans.lproj/InfoPlist.strings\n  9:"))
    #expect(!text.stdout.contains("\u{1B}["), "no colour when piped")
    let forced = try Harness.run(["check", kite, "--color", "always"], in: folder)
    #expect(forced.stdout.contains("\u{1B}["))
  }

  @Test func rulesCanBeTurnedOffAndStrictMakesWarningsFail() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(
      "\"NSCameraUsageDescription\" = \"Scan the QR code on a gift card\";\n",
      to: "App/en.lproj/InfoPlist.strings", in: folder)
    let warned = try Harness.run(["check", "App"], in: folder)
    #expect(warned.status == 0, "\(warned.stdout)")
    #expect(warned.stdout.contains("sentence-end"))
    #expect(try Harness.run(["check", "App", "--strict"], in: folder).status == 1)
    #expect(
      try Harness.run(["check", "App", "--strict", "--disable", "sentence-end"], in: folder).status
        == 0)
    #expect(
      try Harness.run(["check", "App", "--severity", "sentence-end=error"], in: folder).status == 1)
    let unknown = try Harness.run(["check", "App", "--disable", "sentense-end"], in: folder)
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("did you mean 'sentence-end'?"))
    #expect(try Harness.run(["check", "App", "--format", "xml"], in: folder).status == 2)
    #expect(try Harness.run(["check", "Nowhere"], in: folder).status == 2)
  }

  @Test func anIgnoreCommentExcusesOneEntry() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(
      "/* permcopy:ignore sentence-end */\n\"NSCameraUsageDescription\" = \"Scan the QR code on a gift card\";\n\"NSMicrophoneUsageDescription\" = \"Record a voice memo for the card\";\n",
      to: "App/en.lproj/InfoPlist.strings", in: folder)
    let run = try Harness.run(["check", "App", "--format", "json"], in: folder)
    let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    let keys = (json?["diagnostics"] as? [[String: Any]])?.compactMap { $0["key"] as? String }
    #expect(keys == ["NSMicrophoneUsageDescription"])
  }

  @Test func projectModeChecksTheExampleCleanAndHonoursRulesInTheConfig() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try Harness.run(["init", "--example", "."], in: folder).status == 0)
    let clean = try Harness.run(["check"], in: folder)
    #expect(clean.status == 0, "\(clean.stdout)")
    #expect(clean.stdout.contains("0 errors, 0 warnings"))
    var yaml = String(decoding: Harness.read("permcopy.yml", in: folder)!, as: UTF8.self)
    yaml = yaml.replacingOccurrences(of: "zh-Hant: 給動態貼紙配上你的聲音", with: "zh-Hant: 给动态贴纸配上你的声音")
    try Harness.write(yaml, to: "permcopy.yml", in: folder)
    let dirty = try Harness.run(["check"], in: folder)
    #expect(dirty.status == 1)
    #expect(dirty.stdout.contains("wrong-script"))
    #expect(dirty.stdout.contains("permcopy.yml\n"))
    try Harness.write(yaml + "rules:\n  wrong-script: warning\n", to: "permcopy.yml", in: folder)
    #expect(try Harness.run(["check"], in: folder).status == 0)
    try Harness.write(yaml + "rules:\n  wrong-scrip: off\n", to: "permcopy.yml", in: folder)
    let bad = try Harness.run(["check"], in: folder)
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("did you mean 'wrong-script'?"))
  }

  @Test func rulesAreListed() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let table = try Harness.run(["rules"], in: folder)
    #expect(table.status == 0)
    #expect(table.stdout.contains("wrong-script"))
    let json = try Harness.run(["rules", "--json"], in: folder)
    let rules = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]
    #expect((rules?.count ?? 0) >= 25)
  }
}

/// permcopy.lock: a changed source makes its translations stale until they change or are accepted.
@Suite struct StaleTranslationTests {
  @Test func changingTheSourceMakesTranslationsStaleUntilUpdatedOrAccepted() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try Harness.run(["init", "--example", "."], in: folder).status == 0)
    #expect(try Harness.run(["build"], in: folder).status == 0)
    let lock = String(decoding: Harness.read("permcopy.lock", in: folder)!, as: UTF8.self)
    #expect(lock.contains("microphone zh-Hant "))
    let lines = lock.split(separator: "\n").filter { !$0.hasPrefix("#") }
    #expect(lines == lines.sorted())

    var yaml = String(decoding: Harness.read("permcopy.yml", in: folder)!, as: UTF8.self)
    yaml = yaml.replacingOccurrences(
      of: "en: add your voice to animated stickers",
      with: "en: add your voice and music to animated stickers")
    try Harness.write(yaml, to: "permcopy.yml", in: folder)
    let stale = try Harness.run(["check", "--format", "json"], in: folder)
    #expect(stale.status == 1)
    let json = try JSONSerialization.jsonObject(with: Data(stale.stdout.utf8)) as? [String: Any]
    let found = (json?["diagnostics"] as? [[String: Any]])?.filter {
      $0["rule"] as? String == "stale-translation"
    }
    #expect(Set(found?.compactMap { $0["locale"] as? String } ?? []) == ["zh-Hans", "zh-Hant"])
    // build does not hide staleness.
    #expect(try Harness.run(["build"], in: folder).status == 0)
    #expect(try Harness.run(["check"], in: folder).status == 1)

    // Updating the zh-Hans translation clears it there; accepting clears zh-Hant.
    yaml = yaml.replacingOccurrences(of: "zh-Hans: 给动态贴纸配上你的声音", with: "zh-Hans: 给动态贴纸配上你的声音和音乐")
    try Harness.write(yaml, to: "permcopy.yml", in: folder)
    #expect(try Harness.run(["build"], in: folder).status == 0)
    let one = try Harness.run(["check"], in: folder)
    #expect(one.status == 1)
    #expect(one.stdout.contains("zh-Hant") && !one.stdout.contains("zh-Hans microphone"))
    let accept = try Harness.run(["accept", "--locale", "zh-Hant", "microphone"], in: folder)
    #expect(accept.status == 0, "\(accept.stderr)")
    #expect(accept.stdout.contains("accepted  microphone zh-Hant"))
    #expect(try Harness.run(["check"], in: folder).status == 0)
    #expect(try Harness.run(["build", "--check"], in: folder).status == 0)
    #expect(try Harness.run(["accept", "--locale", "fr"], in: folder).status == 2)
    #expect(try Harness.run(["accept", "camra"], in: folder).status == 2)
  }

  @Test func aConflictedLockIsALocatedError() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try Harness.run(["init", "--example", "."], in: folder).status == 0)
    #expect(try Harness.run(["build"], in: folder).status == 0)
    var lock = String(decoding: Harness.read("permcopy.lock", in: folder)!, as: UTF8.self)
    lock += "<<<<<<< HEAD\n"
    try Harness.write(lock, to: "permcopy.lock", in: folder)
    let run = try Harness.run(["check"], in: folder)
    #expect(run.status == 2)
    #expect(run.stderr.contains("permcopy.lock:14:1: error"), "\(run.stderr)")
  }
}
