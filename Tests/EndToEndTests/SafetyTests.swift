import Foundation
import Testing

/// Never lose a byte: unreadable is not missing, outputs stay inside the project, reports never
/// replace inputs, interrupted runs leave the old meaning or the new one.
@Suite struct SafetyTests {
  /// Every file below the folder with its bytes.
  static func snapshot(_ folder: URL) -> [String: Data] {
    Dictionary(
      uniqueKeysWithValues: Harness.files(in: folder).map {
        ($0, Harness.read($0, in: folder) ?? Data())
      })
  }

  static func builtExample() throws -> URL {
    let folder = try Harness.temporaryFolder()
    #expect(try Harness.run(["init", "--example", "."], in: folder).status == 0)
    #expect(try Harness.run(["build"], in: folder).status == 0)
    return folder
  }

  @Test func aFileThatCannotBeReadIsAnErrorNotANewFile() throws {
    let folder = try Self.builtExample()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A folder in the way stands for any file that cannot be read (tests may run as root,
    // who reads files whatever their permissions).
    let strings = folder.appendingPathComponent("App/Resources/en.lproj/InfoPlist.strings")
    try FileManager.default.removeItem(at: strings)
    try FileManager.default.createDirectory(at: strings, withIntermediateDirectories: true)
    try Data("hand-written".utf8).write(to: strings.appendingPathComponent("keep.txt"))
    try Harness.write("# edited\n", to: "notes.md", in: folder)
    let yaml = String(decoding: Harness.read("permcopy.yml", in: folder)!, as: UTF8.self)
    try Harness.write(
      yaml.replacingOccurrences(of: "手机壳工坊", with: "手机壳"), to: "permcopy.yml", in: folder)
    let before = Self.snapshot(folder)
    let run = try Harness.run(["build"], in: folder)
    #expect(run.status == 2)
    #expect(
      run.stderr.contains("cannot read App/Resources/en.lproj/InfoPlist.strings"), "\(run.stderr)")
    #expect(Self.snapshot(folder) == before, "nothing written")
  }

  @Test func aLockThatCannotBeReadIsAnError() throws {
    let folder = try Self.builtExample()
    defer { try? FileManager.default.removeItem(at: folder) }
    let lock = folder.appendingPathComponent("permcopy.lock")
    try FileManager.default.removeItem(at: lock)
    try FileManager.default.createDirectory(at: lock, withIntermediateDirectories: true)
    let before = Self.snapshot(folder)
    for command in [["build"], ["check"], ["accept"]] {
      let run = try Harness.run(command, in: folder)
      #expect(run.status == 2, "\(command): \(run.stderr)")
      #expect(run.stderr.contains("permcopy.lock"), "\(command): \(run.stderr)")
    }
    #expect(Self.snapshot(folder) == before)
  }

  @Test func outputsOutsideTheProjectAreRefused() throws {
    let root = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let project = root.appendingPathComponent("project")
    try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    #expect(try Harness.run(["init", "--example", "."], in: project).status == 0)
    let yaml = String(decoding: Harness.read("permcopy.yml", in: project)!, as: UTF8.self)

    // `..` in the config.
    try Harness.write(
      yaml.replacingOccurrences(of: "strings: App/Resources", with: "strings: ../elsewhere"),
      to: "permcopy.yml", in: project)
    let dotted = try Harness.run(["build"], in: project)
    #expect(dotted.status == 2)
    #expect(dotted.stderr.contains("outside the project folder"), "\(dotted.stderr)")
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("elsewhere").path))
    #expect(!Harness.files(in: project).contains("permcopy.lock"), "nothing written")
    let allowed = try Harness.run(["build", "--allow-outside"], in: project)
    #expect(allowed.status == 0, "\(allowed.stderr)")
    #expect(Harness.read("elsewhere/en.lproj/InfoPlist.strings", in: root) != nil)

    // A symbolic link inside the project to a folder outside it.
    try Harness.write(yaml, to: "permcopy.yml", in: project)
    let outside = root.appendingPathComponent("linked-target")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: project.appendingPathComponent("App"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: project.appendingPathComponent("App/Resources"), withDestinationURL: outside)
    let linked = try Harness.run(["build"], in: project)
    #expect(linked.status == 2)
    #expect(linked.stderr.contains(outside.resolvingSymlinksInPath().path), "\(linked.stderr)")
    #expect(Harness.files(in: outside).isEmpty)
  }

  @Test func staleRemovalFollowsNoLinkAndKeepsOtherProjectsPages() throws {
    let folder = try Self.builtExample()
    defer { try? FileManager.default.removeItem(at: folder) }
    let shared = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: shared) }
    // zh-Hant's guide folder is a link to a folder another project also writes into.
    let hant = folder.appendingPathComponent("docs/permissions/zh-Hant")
    for file in Harness.files(in: hant) {
      try FileManager.default.copyItem(
        at: hant.appendingPathComponent(file), to: shared.appendingPathComponent(file))
    }
    try FileManager.default.removeItem(at: hant)
    try FileManager.default.createSymbolicLink(at: hant, withDestinationURL: shared)
    // A page of another project in the real en folder.
    let other =
      "<!-- Generated by permcopy from ../../../other/permcopy.yml. Do not edit: change it and run `permcopy build`. -->\n# Other\n"
    try Harness.write(other, to: "docs/permissions/en/other.md", in: folder)
    try Harness.removeMicrophoneFromTheExample(in: folder)
    let build = try Harness.run(["build", "--allow-outside"], in: folder)
    #expect(build.status == 0, "\(build.stderr)")
    #expect(build.stdout.contains("removed  docs/permissions/en/microphone.md"), "\(build.stdout)")
    #expect(Harness.read("microphone.md", in: shared) != nil, "a linked folder is never emptied")
    #expect(Harness.read("docs/permissions/en/other.md", in: folder) == Data(other.utf8))
  }

  @Test func reportsNeverReplaceInputs() throws {
    let folder = try Self.builtExample()
    defer { try? FileManager.default.removeItem(at: folder) }
    let config = Harness.read("permcopy.yml", in: folder)
    let onConfig = try Harness.run(["check", "--report", "json:permcopy.yml"], in: folder)
    #expect(onConfig.status == 2)
    #expect(onConfig.stderr.contains("which this check reads"), "\(onConfig.stderr)")
    #expect(Harness.read("permcopy.yml", in: folder) == config)
    try Harness.write("our release notes\n", to: "notes.txt", in: folder)
    let onNotes = try Harness.run(["check", "--report", "text:notes.txt"], in: folder)
    #expect(onNotes.status == 2)
    #expect(
      String(decoding: Harness.read("notes.txt", in: folder)!, as: UTF8.self)
        == "our release notes\n")
    // An earlier report of the same format is replaced.
    #expect(try Harness.run(["check", "--report", "sarif:out.sarif"], in: folder).status == 0)
    #expect(try Harness.run(["check", "--report", "sarif:out.sarif"], in: folder).status == 0)
  }

  @Test func anUnknownSourceLocaleListsTheKnownOnes() throws {
    let folder = try Self.builtExample()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Harness.run(["check", "App", "--source-locale", "en_US"], in: folder)
    #expect(run.status == 2)
    #expect(run.stderr.contains("en, zh-Hans, zh-Hant"), "\(run.stderr)")
  }

  @Test func hiddenCharactersArePrintedEscapedAndReported() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(
      "\"NSCameraUsageDescription\" = \"Scan the QR code\u{202E}draC tfiG\u{202C} on a gift card.\";\n",
      to: "App/en.lproj/InfoPlist.strings", in: folder)
    for format in ["text", "json", "github", "sarif", "junit", "xcode"] {
      let run = try Harness.run(["check", "App", "--format", format], in: folder)
      #expect(!run.stdout.unicodeScalars.contains { $0.value == 0x202E }, "\(format)")
      #expect(run.stdout.contains("hidden-character"), "\(format): \(run.stdout)")
    }
  }

  @Test func writesKeepModesFollowLinksAndClearLeftovers() throws {
    let folder = try Self.builtExample()
    defer { try? FileManager.default.removeItem(at: folder) }
    let strings = folder.appendingPathComponent("App/Resources/en.lproj/InfoPlist.strings").path
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: strings)
    let leftover = folder.appendingPathComponent(
      "App/Resources/en.lproj/.InfoPlist.strings.permcopy-2147483000.tmp")
    try Data("half".utf8).write(to: leftover)
    let yaml = String(decoding: Harness.read("permcopy.yml", in: folder)!, as: UTF8.self)
    try Harness.write(
      yaml.replacingOccurrences(of: "手机壳工坊", with: "手机壳"), to: "permcopy.yml", in: folder)
    let build = try Harness.run(["build"], in: folder)
    #expect(build.status == 0, "\(build.stderr)")
    let attributes = try FileManager.default.attributesOfItem(atPath: strings)
    #expect((attributes[.posixPermissions] as? Int) == 0o640)
    #expect(!FileManager.default.fileExists(atPath: leftover.path))
  }

  @Test func draftWritesThroughALinkedConfigAndKeepsItsMode() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // permcopy.yml is a link to the real file, as in a monorepo sharing one config.
    let real = folder.appendingPathComponent("shared/real.yml")
    try FileManager.default.createDirectory(
      at: real.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(
      "locales: [en, zh-Hans, zh-Hant]\npermissions:\n  camera:\n    purpose:\n      en: scan a code\n      zh-Hans: 扫描二维码\n"
        .utf8
    ).write(to: real)
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: real.path)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("permcopy.yml").path,
      withDestinationPath: "shared/real.yml")
    let draft = try Harness.run(["draft"], in: folder)
    #expect(draft.status == 0, "\(draft.stderr)")
    let link = try FileManager.default.destinationOfSymbolicLink(
      atPath: folder.appendingPathComponent("permcopy.yml").path)
    #expect(link == "shared/real.yml")
    let text = String(decoding: try Data(contentsOf: real), as: UTF8.self)
    // In Taiwan's words: 二維碼 is QR 碼 there.
    #expect(text.contains("zh-Hant: \"掃描 QR 碼\""), "\(text)")
    let attributes = try FileManager.default.attributesOfItem(atPath: real.path)
    #expect((attributes[.posixPermissions] as? Int) == 0o640)
  }

  /// `draft` killed at random moments: whatever it left, `check` reports every machine draft
  /// that nobody accepted.
  @Test func anInterruptedDraftNeverLosesItsMarks() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var yaml = "locales: [en, zh-Hans, zh-Hant]\npermissions:\n"
    for (key, source) in zip(
      ["camera", "photo-library", "microphone"], ["扫描礼品卡上的二维码", "保存视频到相册", "录制语音备忘录"])
    {
      yaml += "  \(key):\n    purpose:\n      en: do something useful\n      zh-Hans: \(source)\n"
    }
    for round in 0..<30 {
      try Harness.write(yaml, to: "permcopy.yml", in: folder)
      try? FileManager.default.removeItem(at: folder.appendingPathComponent("permcopy.lock"))
      let process = Process()
      process.executableURL = Harness.binary
      process.arguments = ["draft"]
      process.currentDirectoryURL = folder
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      usleep(UInt32(round * 1_500))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      let config = String(decoding: Harness.read("permcopy.yml", in: folder)!, as: UTF8.self)
      let drafted = config.components(separatedBy: "zh-Hant:").count - 1
      let check = try Harness.run(["check", "--format", "json"], in: folder)
      let json = try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any]
      let marks = (json?["diagnostics"] as? [[String: Any]] ?? []).filter {
        $0["rule"] as? String == "machine-draft"
      }
      #expect(marks.count == drafted, "round \(round): \(drafted) drafts, \(marks.count) marked")
      let leftovers = Harness.files(in: folder).filter { $0.hasSuffix(".tmp") }
      #expect(try Harness.run(["build"], in: folder).status != 2)
      #expect(Harness.files(in: folder).filter { $0.hasSuffix(".tmp") }.count <= leftovers.count)
    }
  }
}
