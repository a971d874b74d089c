import Foundation
import Testing

/// `check --fix`: mechanical fixes in place, every other byte kept, a second run a no-op.
@Suite struct FixTests {
  @Test(.enabled(if: Harness.sharedIsThere, Harness.sharedIsMissing))
  func fixesKeepEveryKeyAndEveryOtherByteAndAreIdempotent() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = try KeepEveryKeyTests.writableCopy(of: "signalapp__Signal-iOS", in: folder)
    let file = app.appendingPathComponent("Signal/translations/zh_TW.lproj/InfoPlist.strings")
    let before = try Data(contentsOf: file)
    let run = try Harness.run(["check", "app", "--fix"], in: folder)
    #expect(run.status == 0 || run.status == 1, "\(run.stderr)")
    #expect(
      run.stderr.contains(
        "fixed    app/Signal/translations/zh_TW.lproj/InfoPlist.strings (2 changes)"))
    let after = try Data(contentsOf: file)
    let old = try #require(ImportCommandTests.plist(before))
    let new = try #require(ImportCommandTests.plist(after))
    #expect(Set(old.keys) == Set(new.keys))
    // The space after 。 goes. Most joins of Han and Latin have no space: a house style, one
    // finding and nothing to respace.
    for (key, value) in old {
      #expect(new[key] == value.replacingOccurrences(of: "。 ", with: "。"), "\(key)")
    }
    // Only the two spaces went: every other byte is where it was.
    #expect(before.count - after.count == 2)
    #expect(!run.stdout.contains("half-width-punctuation"))
    let again = try Harness.run(["check", "app", "--fix"], in: folder)
    #expect(!again.stderr.contains("fixed"))
    #expect(try Data(contentsOf: file) == after)
  }

  /// A comma made `，` leaves the space after it for a second pass: one run does both.
  @Test func aFixThatMakesAnotherIsFinishedInOneRun() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(
      "\"NSCameraUsageDescription\" = \"扫描礼品卡上的二维码, Element 即可兑换。\";\n",
      to: "A/zh-Hans.lproj/InfoPlist.strings", in: folder)
    let run = try Harness.run(["check", "A", "--fix"], in: folder)
    #expect(run.stderr.contains("(2 changes)"), "\(run.stderr)")
    let text = String(
      decoding: Harness.read("A/zh-Hans.lproj/InfoPlist.strings", in: folder) ?? Data(),
      as: UTF8.self)
    #expect(text == "\"NSCameraUsageDescription\" = \"扫描礼品卡上的二维码，Element 即可兑换。\";\n")
  }

  /// Every app of both shared corpora: one `--fix` does all there is to do (a comma made `，`
  /// that leaves a space is fixed in the same run), so a second run changes no byte.
  @Test(
    .enabled(if: Harness.sharedIsThere, Harness.sharedIsMissing), arguments: ["corpus", "corpus2"])
  func oneRunFixesEverythingItCan(_ corpus: String) throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("apps")
    try FileManager.default.copyItem(
      at: ImportCommandTests.corpus.deletingLastPathComponent().appendingPathComponent(corpus),
      to: copy)
    for relative in FileManager.default.subpaths(atPath: copy.path) ?? [] {
      try FileManager.default.setAttributes(
        [.posixPermissions: 0o755], ofItemAtPath: copy.appendingPathComponent(relative).path)
    }
    let first = try Harness.run(["check", "apps", "--fix"], in: folder)
    #expect(first.status == 0 || first.status == 1, "\(first.stderr)")
    #expect(first.stderr.contains("fixed"))
    let files = Harness.files(in: copy)
    let after = try files.map { try Data(contentsOf: copy.appendingPathComponent($0)) }
    let second = try Harness.run(["check", "apps", "--fix"], in: folder)
    #expect(!second.stderr.contains("fixed "), "\(second.stderr)")
    let again = try files.map { try Data(contentsOf: copy.appendingPathComponent($0)) }
    #expect(again == after)
  }

  @Test func aUTF16FileStaysUTF16AndABrokenFileIsLeftAlone() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = "\"NSCameraUsageDescription\" = \"扫描礼品卡上的二维码,即可兑换。\";\n"
    var utf16 = Data([0xFF, 0xFE])
    for unit in text.utf16 { utf16.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
    let good = folder.appendingPathComponent("A/zh-Hans.lproj/InfoPlist.strings")
    try FileManager.default.createDirectory(
      at: good.deletingLastPathComponent(), withIntermediateDirectories: true)
    try utf16.write(to: good)
    try Harness.write(
      "\"NSCameraUsageDescription\" = \"扫描礼品卡上的二维码,即可兑换。\"\n\"NSMicrophoneUsageDescription\" = \"录音\";\n",
      to: "B/zh-Hans.lproj/InfoPlist.strings", in: folder)
    let broken = try #require(Harness.read("B/zh-Hans.lproj/InfoPlist.strings", in: folder))
    let run = try Harness.run(["check", "A", "B", "--fix"], in: folder)
    #expect(run.status == 1, "\(run.stderr)")
    let fixed = try Data(contentsOf: good)
    #expect(fixed.starts(with: [0xFF, 0xFE]))
    #expect(ImportCommandTests.plist(fixed)?["NSCameraUsageDescription"] == "扫描礼品卡上的二维码，即可兑换。")
    #expect(Harness.read("B/zh-Hans.lproj/InfoPlist.strings", in: folder) == broken)
    #expect(run.stderr.contains("was not fixed: it has a syntax problem"))
    // In a permcopy project, --fix is refused: the copy lives in permcopy.yml.
    #expect(try Harness.run(["init", "--example", "p"], in: folder).status == 0)
    let project = try Harness.run(
      ["check", "--fix"], in: folder.appendingPathComponent("p"))
    #expect(project.status == 2)
  }

  /// The other region's quotation marks, wrong-script characters both tables agree on, and a
  /// missing stop in a file that mixes styles; an ambiguous character (发: 發 or 髮) is left.
  @Test func quotesScriptAndStopsAreFixedWhereTheFixIsUnambiguous() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(
      """
      /* Camera */
      "NSCameraUsageDescription" = "點一下“掃描”即可兌換禮物卡。";
      "NSMicrophoneUsageDescription" = "錄製语音訊息";
      "NSPhotoLibraryUsageDescription" = "儲存头发造型的照片。";

      """, to: "A/zh-Hant.lproj/InfoPlist.strings", in: folder)
    let run = try Harness.run(["check", "A", "--fix"], in: folder)
    #expect(
      run.stderr.contains("fixed    A/zh-Hant.lproj/InfoPlist.strings (3 changes)"), "\(run.stderr)"
    )
    let fixed = try #require(Harness.read("A/zh-Hant.lproj/InfoPlist.strings", in: folder))
    let values = try #require(ImportCommandTests.plist(fixed))
    #expect(values["NSCameraUsageDescription"] == "點一下「掃描」即可兌換禮物卡。")
    #expect(values["NSMicrophoneUsageDescription"] == "錄製語音訊息。")
    #expect(values["NSPhotoLibraryUsageDescription"] == "儲存头发造型的照片。")
    #expect(String(decoding: fixed, as: UTF8.self).hasPrefix("/* Camera */\n"))
    // The ambiguous one is still reported, and a second run changes nothing.
    let again = try Harness.run(["check", "A", "--fix"], in: folder)
    #expect(!again.stderr.contains("fixed"))
    #expect(again.stdout.contains("wrong-script"))
    #expect(Harness.read("A/zh-Hant.lproj/InfoPlist.strings", in: folder) == fixed)
  }

  /// A file whose every text breaks the convention the same way has a house style: one finding
  /// with the other places, and nothing to fix; a lint config can declare the style.
  @Test func aConsistentHouseStyleIsOneFindingForTheLocale() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(
      """
      "NSCameraUsageDescription" = "用相机扫描QR码";
      "NSMicrophoneUsageDescription" = "用麦克风录制语音消息";
      "NSPhotoLibraryUsageDescription" = "从照片中选择图片作为App头像";

      """, to: "A/zh-Hans.lproj/InfoPlist.strings", in: folder)
    let run = try Harness.run(["check", "A"], in: folder)
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.filter { $0.contains("sentence-end") }.count == 1, "\(run.stdout)")
    #expect(run.stdout.contains("none of the 3 purpose strings in zh-Hans ends with '。'"))
    #expect(run.stdout.contains("also at 2:"), "\(run.stdout)")
    #expect(lines.filter { $0.contains("cjk-latin-spacing") }.count == 1)
    #expect(run.stdout.contains("zh-Hans puts no space between Han and Latin"))
    let json = try Harness.run(["check", "A", "--format", "json"], in: folder)
    #expect(json.stdout.contains("\"related\""))
    let sarif = try Harness.run(["check", "A", "--format", "sarif"], in: folder)
    #expect(sarif.stdout.contains("\"relatedLocations\""))
    let fix = try Harness.run(["check", "A", "--fix"], in: folder)
    #expect(!fix.stderr.contains("fixed"))
    // Declared, the no-space style is the policy, and a spaced join is then the odd one out.
    try Harness.write("check:\n  latin-spacing: none\n", to: "permcopy.yml", in: folder)
    try Harness.write(
      "\"NSCameraUsageDescription\" = \"用相机扫描 QR码。\";\n",
      to: "A/zh-Hans.lproj/InfoPlist.strings", in: folder)
    let declared = try Harness.run(["check", "A"], in: folder)
    #expect(
      declared.stdout.contains("no space between '描' and 'Q' in this project"), "\(declared.stdout)"
    )
    let fixedNone = try Harness.run(["check", "A", "--fix"], in: folder)
    #expect(fixedNone.status == 0 || fixedNone.status == 1)
    let values = try #require(
      ImportCommandTests.plist(
        Harness.read("A/zh-Hans.lproj/InfoPlist.strings", in: folder)))
    #expect(values["NSCameraUsageDescription"] == "用相机扫描QR码。")
  }
}
