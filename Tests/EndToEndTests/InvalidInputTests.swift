import Foundation
import Testing

/// Each kind of invalid input: exit code 2, a message with line and column, no file written.
@Suite struct InvalidInputTests {
  static let valid = """
    app:
      name: { en: Giftly, zh-Hant: 禮物盒 }
    locales: [en, zh-Hant]
    ios: { deployment-target: "16.0" }
    output: { strings: out, guides: docs }
    permissions:
      camera:
        purpose: { en: scan the code on a gift card, zh-Hant: 掃描禮物卡上的條碼 }
    """

  static let cases:
    [(name: String, yaml: String, files: [String: String], location: String, message: String)] = [
      (
        "YAML syntax", valid.replacingOccurrences(of: "[en, zh-Hant]", with: "[en, zh-Hant"), [:],
        "permcopy.yml:4:", "invalid YAML"
      ),
      (
        "unknown permission", valid.replacingOccurrences(of: "  camera:", with: "  camra:"), [:],
        "permcopy.yml:7:3", "did you mean 'camera'?"
      ),
      (
        "unknown key", valid.replacingOccurrences(of: "ios:", with: "iOS:"), [:],
        "permcopy.yml:4:1", "did you mean 'ios'?"
      ),
      (
        "unknown locale",
        valid.replacingOccurrences(of: "[en, zh-Hant]", with: "[en, zh-Hant, xx]"), [:],
        "permcopy.yml:3:24", "no locale data for xx"
      ),
      (
        "locale not configured", valid.replacingOccurrences(of: "zh-Hant: 掃描", with: "zh-TW: 掃描"),
        [:], "permcopy.yml:8:50", "did you mean 'zh-Hant'?"
      ),
      (
        "wrong type",
        valid.replacingOccurrences(
          of: "deployment-target: \"16.0\"", with: "deployment-target: [16]"), [:],
        "permcopy.yml:4:27", "must be an iOS version"
      ),
      (
        "escaping locale id",
        valid.replacingOccurrences(of: "[en, zh-Hant]", with: "[en, zh-Hant, \"../../x\"]"), [:],
        "permcopy.yml:3:24", "is not a locale id"
      ),
      (
        "missing template variable", valid,
        ["Templates/zh-Hant/guide-title.mustache": "{{! 標題 }}\n{{name}}{{statu}}\n"],
        "Templates/zh-Hant/guide-title.mustache:2:9", "{{statu}}"
      ),
      (
        "broken locale override", valid, ["locales/en.yml": "buttons: [Go]\n"],
        "locales/en.yml:1:10", "buttons.open-settings"
      ),
    ]

  @Test(arguments: cases.indices)
  func invalidInputExitsTwoWithALocatedMessageAndWritesNothing(_ index: Int) throws {
    let example = Self.cases[index]
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(example.yaml, to: "permcopy.yml", in: folder)
    for (path, text) in example.files { try Harness.write(text, to: path, in: folder) }
    let before = Harness.files(in: folder)
    let run = try Harness.run(["build"], in: folder)
    #expect(run.status == 2, "\(example.name): \(run.stderr)")
    #expect(run.stderr.contains(example.location), "\(example.name): \(run.stderr)")
    #expect(run.stderr.contains(": error: "), "\(example.name)")
    #expect(run.stderr.contains(example.message), "\(example.name): \(run.stderr)")
    #expect(Harness.files(in: folder) == before, "\(example.name) wrote files")
    let check = try Harness.run(["build", "--check"], in: folder)
    #expect(check.status == 2, "\(example.name)")
  }

  /// A misspelt `locales:` is one error with its correction: the texts are not reported again,
  /// one by one, as in no locale.
  @Test func aMisspeltLocalesIsOneErrorNotSix() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(
      "source-locale: en\nloacles: [en, zh-Hans]\npermissions:\n  camera:\n"
        + "    purpose: { en: scan the tag on a kite, zh-Hans: 扫描风筝上的吊牌 }\n",
      to: "permcopy.yml", in: folder)
    let run = try Harness.run(["build"], in: folder)
    #expect(run.status == 2)
    #expect(run.stderr.contains("unknown setting 'loacles' (did you mean 'locales'?)"))
    #expect(run.stderr.components(separatedBy: "error:").count == 2, "\(run.stderr)")
  }

  /// `--config` given a folder says so and names the file it would take.
  @Test func aFolderGivenAsConfigIsNamedAsOne() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
    let missing = try Harness.run(["build", "--config", "App"], in: folder)
    #expect(missing.status == 2)
    #expect(
      missing.stderr.contains(
        "App is a folder: --config takes the project file (App/permcopy.yml is not there"),
      "\(missing.stderr)")
    try Harness.write("locales: [en]\n", to: "App/permcopy.yml", in: folder)
    let there = try Harness.run(["check", "--config", "App"], in: folder)
    #expect(there.stderr.contains("--config App/permcopy.yml"), "\(there.stderr)")
  }

  @Test func theValidBaseBuilds() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(Self.valid, to: "permcopy.yml", in: folder)
    let run = try Harness.run(["build"], in: folder)
    #expect(run.status == 0, "\(run.stderr)")
  }
}
