import Foundation
import Testing

@testable import PermCopyKit

/// OpenCC's own release on PyPI (`pip install opencc==` the version data/opencc/VERSION pins) as
/// an outside oracle for permcopy's converter, which runs OpenCC's tables at that version in
/// Swift: every configuration permcopy uses must convert as OpenCC does, on the shared corpora's
/// zh-Hans purpose strings, on a sample of OpenCC's own phrases, and on the team's sentences.
/// A draft is that conversion and then the Taiwan layer (`draft-corrections`, the words
/// `regional-term` knows), and nothing else.
@Suite struct OpenCCOracleTests {
  static let version =
    (try? String(
      contentsOf: PackageRoot.url.appendingPathComponent("data/opencc/VERSION"), encoding: .utf8))?
    .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""

  /// What OpenCC makes of each text with `configuration`, in order.
  static func openCC(_ texts: [String], configuration: String) throws -> [String] {
    let script = """
      import json, sys, opencc
      if opencc.__version__ != sys.argv[3]:
          sys.exit("opencc " + opencc.__version__ + " is not the pinned " + sys.argv[3])
      converter = opencc.OpenCC(sys.argv[2])
      for line in open(sys.argv[1], encoding="utf-8"):
          print(json.dumps(converter.convert(json.loads(line))))
      """
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "opencc-\(UUID().uuidString).jsonl")
    let lines = try texts.map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) }
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let (status, output) = try Python.run(script, [file.path, configuration, version])
    guard status == 0 else { throw InputError("opencc: \(output)", at: nil) }
    return try output.split(separator: "\n").map {
      try JSONDecoder().decode(String.self, from: Data($0.utf8))
    }
  }

  /// Sentences of the team's own, and every 25th phrase of OpenCC's Simplified phrase table.
  static func ownTexts() throws -> [String] {
    let phrases = try String(
      contentsOf: PackageRoot.url.appendingPathComponent("data/opencc/STPhrases.txt"),
      encoding: .utf8
    ).split(separator: "\n").enumerated().compactMap { index, line in
      index % 25 == 0 ? line.split(separator: "\t").first.map(String.init) : nil
    }
    return [
      "小风筝需要使用相机扫描包裹上的二维码，并把照片保存到相册。",
      "允许后，你可以在设置 > 隐私与安全性中随时关闭。头发和发展不是一回事。",
      "用鼠标和软件访问网络信息；拜访问候；随机存取存储器。",
      "录制视频通话时会使用麦克风（不会上传）。",
      "Kite 的 Face ID 解锁：面容 ID 只在本机验证。",
    ] + phrases
  }

  @Test(.enabled(if: PackageRoot.sharedIsThere, PackageRoot.sharedIsMissing))
  func everyConfigurationConvertsAsThePinnedOpenCC() throws {
    let simplified = try Self.ownTexts() + DraftWordingTests.sharedSimplifiedTexts()
    #expect(simplified.count > 2000)
    let traditional = try simplified.map {
      try ChineseConverter.convert($0, configuration: "s2tw.json")
    }
    let cases: [(String, [String])] = [
      ("s2twp.json", simplified), ("s2tw.json", simplified), ("s2hk.json", simplified),
      ("t2s.json", traditional), ("t2hk.json", traditional),
    ]
    for (configuration, texts) in cases {
      let theirs = try Self.openCC(texts, configuration: configuration)
      try #require(theirs.count == texts.count)
      var differing: [String] = []
      for (text, expected) in zip(texts, theirs) {
        let ours = try ChineseConverter.convert(text, configuration: configuration)
        if ours != expected {
          differing.append("\(text)\n  ours:   \(ours)\n  OpenCC: \(expected)")
        }
      }
      #expect(
        differing.isEmpty,
        """
        \(configuration): \(differing.count) of \(texts.count) differ:
        \(differing.prefix(10).joined(separator: "\n"))
        """)
    }
  }

  /// Where a draft differs from OpenCC's Taiwan conversion, the Taiwan layer did it; and it does
  /// on purpose wherever OpenCC leaves a mainland word (the figures below are printed).
  @Test(.enabled(if: PackageRoot.sharedIsThere, PackageRoot.sharedIsMissing))
  func aDraftIsOpenCCThenTheTaiwanLayer() throws {
    let texts = DraftWordingTests.sharedSimplifiedTexts()
    let theirs = try Self.openCC(texts, configuration: "s2twp.json")
    try #require(theirs.count == texts.count)
    var changed = 0
    for (text, converted) in zip(texts, theirs) {
      let draft = try DraftWordingTests.draft(text)
      #expect(
        draft
          == DraftJob.regionalized(converted, rules: DraftWordingTests.taiwan, locale: "zh-Hant"))
      if draft != converted { changed += 1 }
      // OpenCC's own result still holds the words regional-term reports; the draft none.
      #expect(DraftWordingTests.findings(draft).isEmpty, "\(draft)")
    }
    #expect(changed > 0)
    print("OpenCC \(Self.version): the Taiwan layer changed \(changed) of \(texts.count) drafts")
  }
}
