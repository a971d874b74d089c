import Foundation
import Testing

/// Everything `build` writes passes `check`: every permission permcopy writes, in every built-in
/// locale, with every style (guide, alert, notice, primer), a feature, and every Settings era a
/// deployment target brings in (its companion keys too).
@Suite struct BuildPassesCheckTests {
  /// The ids `list --json` says permcopy writes, deprecated keys left out.
  static func writtenPermissions(in folder: URL) throws -> [String] {
    let run = try Harness.run(["list", "--json"], in: folder)
    let entries = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
    return entries.compactMap { entry in
      guard entry["writtenByPermcopy"] as? Bool == true, entry["deprecated"] is NSNull
      else { return nil }
      return entry["id"] as? String
    }
  }

  @Test(arguments: ["12.0", "15.0", "16.0", "17.0", "18.0"])
  func everyPermissionBuiltPassesEveryRule(target: String) throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let ids = try Self.writtenPermissions(in: folder)
    #expect(ids.count > 30)
    var yaml = """
      app:
        name: { en: Demo, zh-Hans: 演示, zh-Hant: 示範 }
      source-locale: en
      locales: [en, zh-Hans, zh-Hant]
      ios: { deployment-target: "\(target)" }
      output: { strings: Out, guides: docs }
      permissions:

      """
    for id in ids {
      yaml += "  \(id):\n    purpose: { en: open the \(id) page of your account, "
      yaml += "zh-Hans: 打开你账户中的 \(id) 页面, zh-Hant: 打開你帳號中的 \(id) 頁面 }\n"
    }
    yaml += """
      features:
        go-live:
          permissions: [camera, microphone]
          name: { en: Go Live, zh-Hans: 开播, zh-Hant: 開播 }

      """
    try Data(yaml.utf8).write(to: folder.appendingPathComponent("permcopy.yml"))
    let build = try Harness.run(["build"], in: folder)
    #expect(build.status == 0, "\(build.stderr)")
    let check = try Harness.run(["check"], in: folder)
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    #expect(check.stdout.contains("0 errors, 0 warnings"), "\(check.stdout)")
  }
}
