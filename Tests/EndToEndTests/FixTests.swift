import Foundation
import Testing

/// `check --fix`: mechanical fixes in place, every other byte kept, a second run a no-op.
@Suite struct FixTests {
  @Test func fixesKeepEveryKeyAndEveryOtherByteAndAreIdempotent() throws {
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
}
