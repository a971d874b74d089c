import Foundation
import Testing

/// Everything `build` writes passes `check`: every permission permcopy writes, in every built-in
/// locale (en, zh-Hans, zh-Hant and zh-HK), with every style (guide, alert, notice, primer), a feature, and every Settings era a
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

  /// A project of every permission permcopy writes and features of every shape: two and three
  /// permissions, used ones (Face ID, Siri) and accessed ones, with and without a restricted
  /// state or a readable status, Latin and Chinese names; the tracking frame with a real purpose.
  static func everyPermissionProject(target: String) throws -> (URL, String) {
    let folder = try Harness.temporaryFolder()
    let ids = try Self.writtenPermissions(in: folder)
    var yaml = """
      app:
        name: { en: Demo, zh-Hans: 演示, zh-Hant: 示範, zh-HK: 示範 }
      source-locale: en
      locales: [en, zh-Hans, zh-Hant, zh-HK]
      ios: { deployment-target: "\(target)" }
      output: { strings: Out, guides: docs }
      permissions:

      """
    for id in ids {
      if id == "tracking" {
        yaml += "  tracking:\n    purpose: { en: show you ads for kites you might like, "
        yaml += "zh-Hans: 向你展示你可能喜欢的风筝广告, zh-Hant: 向你展示你可能喜歡的風箏廣告, "
        yaml += "zh-HK: 向你展示你可能喜歡的風箏廣告 }\n"
        continue
      }
      yaml += "  \(id):\n    purpose: { en: open the \(id) page of your account, "
      yaml += "zh-Hans: 打开你账户中的 \(id) 页面, zh-Hant: 打開你帳號中的 \(id) 頁面, "
      yaml += "zh-HK: 打開你帳戶中的 \(id) 頁面 }\n"
    }
    yaml += """
      features:
        go-live:
          permissions: [camera, microphone]
          name: { en: Go Live, zh-Hans: 开播, zh-Hant: 開播, zh-HK: 開播 }
        unlock:
          permissions: [face-id, siri]
          name: { en: Quick Unlock, zh-Hans: 快速解锁, zh-Hant: 快速解鎖, zh-HK: 快速解鎖 }
        pair:
          permissions: [bluetooth, local-network, camera]
          name: { en: Kite Pairing, zh-Hans: Kite 配对, zh-Hant: Kite 配對, zh-HK: Kite 配對 }
        sync:
          permissions: [health-share, local-network]
          name: { en: Home Sync, zh-Hans: 家庭同步, zh-Hant: 家庭同步, zh-HK: 家居同步 }

      """
    return (folder, yaml)
  }

  @Test(arguments: ["12.0", "13.0", "15.0", "16.0", "17.0", "18.0", "26.0"])
  func everyPermissionBuiltPassesEveryRule(target: String) throws {
    let (folder, yaml) = try Self.everyPermissionProject(target: target)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(yaml.utf8).write(to: folder.appendingPathComponent("permcopy.yml"))
    let build = try Harness.run(["build"], in: folder)
    #expect(build.status == 0, "\(build.stderr)")
    let check = try Harness.run(["check"], in: folder)
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    #expect(check.stdout.contains("0 errors, 0 warnings"), "\(check.stdout)")
  }

  /// Features name each permission with its own verb and claim only states iOS reports.
  @Test func featureTextsClaimOnlyWhatIOSReports() throws {
    let (folder, yaml) = try Self.everyPermissionProject(target: "12.0")
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(yaml.utf8).write(to: folder.appendingPathComponent("permcopy.yml"))
    #expect(try Harness.run(["build"], in: folder).status == 0)
    func table(_ locale: String) throws -> [String: String] {
      let url = folder.appendingPathComponent("Out/\(locale).lproj/PermissionGuide.strings")
      let data = try Data(contentsOf: url)
      return try #require(
        try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String])
    }
    let en = try table("en")
    let hans = try table("zh-Hans")
    // Used, not accessed, and never "your Face ID".
    #expect(en["feature.unlock.message"]?.contains("needs to use Face ID and Siri") == true)
    #expect(hans["feature.unlock.message"]?.contains("需要使用面容 ID 和 Siri") == true)
    // Nor "your" before what nobody owns, nor a doubled 的.
    let unowned = [
      "your Face ID", "your nearby", "your speech recognition", "your critical", "your alarms",
    ]
    for text in en.values {
      for words in unowned { #expect(!text.contains(words), "\(text)") }
    }
    for text in hans.values {
      for words in ["你的面容", "你的附近的", "你的钱包中的", "跟踪访问", "帐户"] {
        #expect(!text.contains(words), "\(text)")
      }
    }
    // Face ID cannot be restricted: the restricted text names Siri only; Health and the local
    // network cannot either: no restricted text at all.
    #expect(en["feature.unlock.restricted"]?.contains("access to Siri is restricted") == true)
    #expect(en["feature.sync.restricted"] == nil)
    // iOS hides a Health read denial and the local network's status: no guide for one of them
    // off alone, and no "on already" about them.
    #expect(en["feature.sync.missing.health-share.title"] == nil)
    #expect(en["feature.pair.missing.local-network.title"] == nil)
    #expect(en["feature.pair.missing.camera.message"]?.contains("Bluetooth access is on") == true)
    #expect(en["feature.pair.missing.camera.message"]?.contains("Local Network") == false)
    // No restricted state where the API has none; no Settings switch promised for VoIP.
    for id in ["alarmkit", "sensorkit", "financial-data", "nearby-interaction", "identity"] {
      #expect(en["\(id).restricted"] == nil, "\(id)")
      #expect(en["\(id).notice.message"] == nil, "\(id)")
    }
    #expect(en["voip.primer.message"]?.contains("Settings") == false)
    // iOS 12–13 showed a switch where iOS 14 brought the Photos choice.
    #expect(
      en["photo-library.ios15.step.2"]?.contains("On iOS 13 and earlier, turn on “Photos”") == true)
    #expect(hans["tracking.title"] == "跟踪权限已关闭")
    // Without "Allow Apps to Request to Track" the app's own switch is not offered: name it.
    #expect(en["tracking.step.3"]?.contains("“Allow Apps to Request to Track”") == true)
    // Hong Kong copy in Hong Kong's words, Apple's Hong Kong Settings labels.
    let hk = try table("zh-HK")
    #expect(hk["microphone.step.2"] == "開啟「咪高風」。")
    #expect(hk["camera.privacyPath"] == "「設定」>「私隱與保安」>「相機」>「示範」")
    // A guide page lists what makes iOS ask in its own language; only API names are code.
    let page = String(
      decoding: Harness.read("docs/zh-Hans/camera.md", in: folder) ?? Data(), as: UTF8.self)
    #expect(page.contains("- 首次使用相机采集输入时"), "\(page)")
    #expect(page.contains("- `AVCaptureDevice.requestAccess(for: .video)`"), "\(page)")
    #expect(!page.contains("first use of"), "\(page)")
  }

  /// `build` runs check's rules on what it would write: an error in what permcopy composes (here
  /// a project's own template writing Simplified characters into zh-Hant) is refused at the
  /// template's line and nothing is written; one in the writer's own words is named once at its
  /// line in permcopy.yml, and `check` reports it. A tracking purpose the person does is refused
  /// like the other frames'.
  @Test func buildRefusesWhatCheckRejects() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let yaml = """
      app:
        name: { en: Kite, zh-Hans: 风筝, zh-Hant: 風箏 }
      source-locale: en
      locales: [en, zh-Hans, zh-Hant]
      output: { strings: Out, guides: docs }
      permissions:
        camera:
          purpose: { en: scan the code on a kite's tag, zh-Hans: 扫描风筝吊牌上的码, zh-Hant: 扫描风筝吊牌上的码 }

      """
    try Data(yaml.utf8).write(to: folder.appendingPathComponent("permcopy.yml"))
    let warned = try Harness.run(["build"], in: folder)
    #expect(warned.status == 0, "\(warned.stderr)")
    let line = warned.stderr.split(separator: "\n").filter { $0.contains("(wrong-script)") }
    #expect(line.count == 1, "\(warned.stderr)")
    #expect(line.first?.hasPrefix("permcopy.yml:8:") == true, "\(warned.stderr)")
    #expect(line.first?.contains(": warning: ") == true, "\(warned.stderr)")

    let fixed = yaml.replacingOccurrences(of: "zh-Hant: 扫描风筝吊牌上的码", with: "zh-Hant: 掃描風箏吊牌上的碼")
    try Data(fixed.utf8).write(to: folder.appendingPathComponent("permcopy.yml"))
    let templates = folder.appendingPathComponent("Templates/zh-Hant")
    try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
    try Data("{{name}}访问权限已关闭\n".utf8).write(
      to: templates.appendingPathComponent("guide-title.mustache"))
    try FileManager.default.removeItem(at: folder.appendingPathComponent("Out"))
    let refused = try Harness.run(["build"], in: folder)
    #expect(refused.status == 2)
    #expect(
      refused.stderr.contains("Templates/zh-Hant/guide-title.mustache:1:1: error: "),
      "\(refused.stderr)")
    #expect(refused.stderr.contains("(wrong-script)"), "\(refused.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Out").path))

    // The writer's words inside a guide are the writer's: a purpose kept beside `text:` (as
    // after an XLIFF import) and the app's name are named at their lines, and build goes on.
    let named = """
      app:
        name: { en: Kite, zh-Hant: 风箏 }
      source-locale: en
      locales: [en, zh-Hant]
      output: { strings: Out, guides: docs }
      permissions:
        camera:
          purpose: { en: scan the tag on a kite, zh-Hant: 扫描風箏上的吊牌 }
          text: { en: Kite scans the tag sewn into your kite., zh-Hant: 風箏會掃描縫在風箏上的吊牌。 }

      """
    try FileManager.default.removeItem(at: templates)
    try Data(named.utf8).write(to: folder.appendingPathComponent("permcopy.yml"))
    let kept = try Harness.run(["build"], in: folder)
    #expect(kept.status == 0, "\(kept.stderr)")
    #expect(kept.stderr.contains("permcopy.yml:8:53: warning: "), "\(kept.stderr)")
    #expect(!kept.stderr.contains("error:"), "\(kept.stderr)")

    let tracking = """
      source-locale: en
      locales: [en]
      permissions:
        tracking:
          purpose: { en: see ads for kites you might like }

      """
    try Data(tracking.utf8).write(to: folder.appendingPathComponent("permcopy.yml"))
    let person = try Harness.run(["build"], in: folder)
    #expect(person.status == 2)
    #expect(person.stderr.contains("permcopy.yml:5:"), "\(person.stderr)")
    #expect(person.stderr.contains("has the person as its subject ('see')"), "\(person.stderr)")
  }
}
