import Foundation
import Testing

@testable import PermCopyKit

@Suite struct RenderTests {
  func render(_ yaml: String, files: [String: String] = [:]) throws -> RenderedProject {
    let project = try TemporaryProject(yaml, files: files)
    defer { project.remove() }
    return try project.render()
  }

  func keys(_ rendered: RenderedProject, _ locale: String = "en") -> [String] {
    rendered.units.filter { $0.locale == locale && $0.field == .usageDescription }
      .compactMap(\.infoPlistKey)
  }

  /// The frame makes the person the subject: a purpose with the app as subject ("remind you of
  /// drops", 提醒你新品发布) is a located error, not "lets you remind you".
  @Test func aPurposeWithTheAppAsSubjectIsALocatedError() throws {
    for (locale, purpose, refused) in [
      ("en", "remind you of drops", true), ("en", "get reminded of drops", false),
      ("en", "see the lists you made", false), ("zh-Hans", "提醒你新品发布", true),
      ("zh-Hans", "查看为你所在城市设计的壁纸", false), ("zh-Hant", "讓你收到新品通知", true),
      ("zh-Hant", "查看你建立的清單", false),
    ] {
      let yaml = config(
        permissions: "  reminders-full-access:\n    purpose: { \(locale): \(purpose) }")
      if refused {
        let error = #expect(throws: (any Error).self) { try render(yaml) }
        let text = error.map { "\($0)" } ?? ""
        #expect(text.contains("has the app as its subject"), "\(purpose): \(text)")
        #expect(text.contains("permcopy.yml:8:"), "\(purpose): \(text)")
      } else {
        #expect(throws: Never.self, "\(purpose)") { try render(yaml) }
      }
    }
  }

  @Test func purposeFillsTheLocaleSentenceFrame() throws {
    let rendered = try render(config())
    func usage(_ locale: String) -> String? {
      rendered.units.first { $0.locale == locale && $0.field == .usageDescription }?.text
    }
    #expect(usage("en") == "Camera access lets you scan the QR code on a gift card.")
    #expect(usage("zh-Hans") == "允许访问相机后，你可以扫描礼品卡上的二维码。")
    #expect(usage("zh-Hant") == "允許取用相機後，你可以掃描禮物卡上的 QR 碼。")
    let origin = rendered.units.first { $0.locale == "zh-Hans" && $0.field == .usageDescription }?
      .origin
    #expect(origin?.line == 8 && origin?.file.hasSuffix("permcopy.yml") == true)
  }

  @Test func fullTextIsKeptWordForWord() throws {
    let text = "Scan a \"gift\" code.\nThen smile 📷."
    let rendered = try render(
      config(
        locales: "[en]",
        permissions: "  camera:\n    text: { en: \"Scan a \\\"gift\\\" code.\\nThen smile 📷.\" }"))
    #expect(rendered.units.first { $0.field == .usageDescription }?.text == text)
  }

  @Test func alwaysLocationGetsBothLocationKeys() throws {
    let rendered = try render(
      config(
        permissions:
          "  location-always:\n    purpose: { en: track your runs, zh-Hans: 记录跑步路线, zh-Hant: 記錄跑步路線 }"
      ))
    #expect(
      keys(rendered) == [
        "NSLocationWhenInUseUsageDescription", "NSLocationAlwaysAndWhenInUseUsageDescription",
      ])
    let companion = rendered.units.first {
      $0.infoPlistKey == "NSLocationWhenInUseUsageDescription"
    }
    #expect(companion?.companionOf == "location-always")
  }

  @Test func aWhenInUseTextOfItsOwnWinsOverTheCompanionCopy() throws {
    let rendered = try render(
      config(
        locales: "[en]",
        permissions: """
            location-always:
              purpose: { en: track your runs in the background }
            location-when-in-use:
              purpose: { en: show your position on the map }
          """))
    let whenInUse = rendered.units.first {
      $0.infoPlistKey == "NSLocationWhenInUseUsageDescription"
    }
    #expect(whenInUse?.text == "Location access lets you show your position on the map.")
    #expect(whenInUse?.companionOf == nil)
  }

  @Test(arguments: [("16.0", true), ("17.0", false), ("18.2", false)])
  func fullAccessCalendarsGetTheOldKeyBelowIOS17(_ target: String, _ needsOldKey: Bool) throws {
    let rendered = try render(
      config(
        target: target, locales: "[en]",
        permissions:
          "  calendars-full-access:\n    purpose: { en: add your bookings to your calendar }"))
    #expect(keys(rendered).contains("NSCalendarsUsageDescription") == needsOldKey)
    #expect(keys(rendered).contains("NSCalendarsFullAccessUsageDescription"))
  }

  @Test func bluetoothBelowIOS13GetsThePeripheralKey() throws {
    let rendered = try render(
      config(
        target: "12.0", locales: "[en]",
        permissions: "  bluetooth:\n    purpose: { en: connect to your bike lock }"))
    #expect(
      keys(rendered) == [
        "NSBluetoothAlwaysUsageDescription", "NSBluetoothPeripheralUsageDescription",
      ])
  }

  /// The Settings path each iOS version shows, per deployment target.
  @Test(arguments: ["15.0", "16.0", "18.0"])
  func guidesNameTheSettingsPathOfEachSupportedIOS(_ target: String) throws {
    let rendered = try render(config(target: target))
    func path(_ locale: String, _ era: SettingsEra, _ field: CopyField = .privacyPath) -> String? {
      rendered.units.first { $0.locale == locale && $0.field == field && $0.era == era }?.text
    }
    let version = OSVersion(parsing: target)!
    #expect(path("en", .named("ios18"), .settingsPath) == "Settings > Apps > Giftly > Camera")
    #expect(path("zh-Hans", .named("ios18"), .settingsPath) == "“设置”>“App”>“礼物盒”>“相机”")
    #expect(path("zh-Hant", .named("ios18"), .settingsPath) == "「設定」>「App」>「禮物盒」>「相機」")
    #expect(path("en", .named("ios18")) == "Settings > Privacy & Security > Camera > Giftly")
    if version.major < 18 {
      #expect(path("en", .named("ios16"), .settingsPath) == "Settings > Giftly > Camera")
      #expect(path("en", .named("ios16")) == "Settings > Privacy & Security > Camera > Giftly")
      #expect(path("zh-Hans", .named("ios16")) == "“设置”>“隐私与安全性”>“相机”>“礼物盒”")
      #expect(path("zh-Hant", .named("ios16")) == "「設定」>「隱私權與安全性」>「相機」>「禮物盒」")
    } else {
      #expect(path("en", .named("ios16")) == nil)
    }
    if version.major < 16 {
      #expect(path("en", .named("ios15")) == "Settings > Privacy > Camera > Giftly")
      #expect(path("zh-Hans", .named("ios15")) == "“设置”>“隐私”>“相机”>“礼物盒”")
      #expect(path("zh-Hant", .named("ios15")) == "「設定」>「隱私權」>「相機」>「禮物盒」")
    } else {
      #expect(path("en", .named("ios15")) == nil)
    }
    let page = try #require(rendered.pages.first { $0.locale == "en" && $0.permission == "camera" })
    #expect(
      page.text.contains("Settings > Privacy & Security > Camera") == (version.major < 18 || true))
    #expect(
      page.text.contains(
        "iOS 15 and earlier: Settings > Giftly > Camera, or Settings > Privacy > Camera > Giftly")
        == (version.major < 16))
    // iOS 16 and 17 are eras of their own: Photos and Calendars changed their choices in 17.
    #expect(page.text.contains("iOS 16: ") == (version.major < 17))
    #expect(page.text.contains("iOS 17: ") == (version.major < 18))
    #expect(page.text.contains("iOS 18 and later: Settings > Apps > Giftly > Camera"))
  }

  @Test func contactsBecomeAChoiceOnIOS18() throws {
    let rendered = try render(
      config(
        target: "16.0", locales: "[en]",
        permissions: "  contacts:\n    purpose: { en: find friends who use Giftly }"))
    func steps(_ era: SettingsEra) -> [String] {
      rendered.units.filter {
        if case .guideStep = $0.field { return $0.era == era }
        return false
      }.map(\.text)
    }
    #expect(
      steps(.named("ios18")) == [
        "Tap “Go to Settings”.", "Tap “Contacts”, then choose “Full Access”.",
      ])
    #expect(steps(.named("ios16")) == ["Tap “Go to Settings”.", "Turn on “Contacts”."])
    #expect(rendered.units.contains { $0.field == .limitedMessage && $0.era == .named("ios18") })
    #expect(!rendered.units.contains { $0.field == .limitedMessage && $0.era == .named("ios16") })
  }

  @Test func zhHantUsesTaiwanLabelsAndNoSimplifiedCharacters() throws {
    let rendered = try render(
      config(
        permissions: """
            camera:
              purpose: { en: scan codes, zh-Hans: 扫描二维码, zh-Hant: 掃描 QR 碼 }
            photo-library:
              purpose: { en: pick photos, zh-Hans: 选择照片, zh-Hant: 選取照片 }
            contacts:
              purpose: { en: find friends, zh-Hans: 查找好友, zh-Hant: 尋找好友 }
            calendars-full-access:
              purpose: { en: add bookings, zh-Hans: 添加预订, zh-Hant: 加入預訂 }
            location-always:
              purpose: { en: track runs, zh-Hans: 记录跑步, zh-Hant: 記錄跑步 }
            notifications:
              purpose: { en: hear news, zh-Hans: 收到消息, zh-Hant: 收到訊息 }
          """))
    let hant =
      rendered.units.filter { $0.locale == "zh-Hant" }.map(\.text).joined(separator: "\n")
      + rendered.pages.filter { $0.locale == "zh-Hant" }.map(\.text).joined(separator: "\n")
    #expect(ScriptCheck.simplifiedOnly(in: hant).isEmpty, "\(ScriptCheck.simplifiedOnly(in: hant))")
    for term in ["設定", "隱私權與安全性", "相機", "聯絡人", "行事曆", "「", "取用"] {
      #expect(hant.contains(term), "\(term)")
    }
    for mainland in ["設置", "訪問", "視頻", "信息", "用戶", "默認", "網絡", "“"] {
      #expect(!hant.contains(mainland), "\(mainland)")
    }
    let hans =
      rendered.units.filter { $0.locale == "zh-Hans" }.map(\.text).joined(separator: "\n")
      + rendered.pages.filter { $0.locale == "zh-Hans" }.map(\.text).joined(separator: "\n")
    #expect(
      ScriptCheck.traditionalOnly(in: hans).isEmpty, "\(ScriptCheck.traditionalOnly(in: hans))")
    for term in ["设置", "隐私与安全性", "相机", "通讯录", "日历", "“", "访问"] {
      #expect(hans.contains(term), "\(term)")
    }
    #expect(!hans.contains("「"))
  }

  @Test func hanAndLatinAreSpacedWhereTemplateTextMeetsAValue() throws {
    #expect(
      LatinSpacing.join(LatinSpacing.mark("Face ID") + "取用權限", spaced: true) == "Face ID 取用權限")
    #expect(LatinSpacing.join("使用" + LatinSpacing.mark("Siri") + "。", spaced: true) == "使用 Siri。")
    #expect(LatinSpacing.join("「" + LatinSpacing.mark("App") + "」", spaced: true) == "「App」")
    #expect(LatinSpacing.join("使用" + LatinSpacing.mark("相機"), spaced: true) == "使用相機")
    #expect(LatinSpacing.join("use " + LatinSpacing.mark("Siri"), spaced: true) == "use Siri")
    #expect(LatinSpacing.join("使用" + LatinSpacing.mark("Siri"), spaced: false) == "使用Siri")
    // A writer's own text is never respaced.
    #expect(LatinSpacing.join(LatinSpacing.mark("扫描QR码"), spaced: true) == "扫描QR码")
    let rendered = try render(
      config(
        permissions:
          "  face-id:\n    purpose: { en: unlock your vault, zh-Hans: 解锁保险箱, zh-Hant: 解鎖保險箱 }"))
    let title = rendered.units.first { $0.locale == "zh-Hant" && $0.field == .guideTitle }?.text
    // Face ID is used, not accessed, as Apple's alert says (使用 Face ID).
    #expect(title == "Face ID 使用權限已關閉")
    let message = rendered.units.first { $0.locale == "zh-Hans" && $0.field == .guideMessage }?.text
    #expect(message?.contains("需要使用面容 ID") == true, "\(message ?? "")")
    let english = rendered.units.first { $0.locale == "en" && $0.field == .guideMessage }?.text
    #expect(english?.contains("needs to use Face ID") == true, "\(english ?? "")")
  }

  @Test func outputIsTheSameOnEveryRun() throws {
    let project = try TemporaryProject("")
    defer { project.remove() }
    _ = try InitJob.example(directory: project.folder.path, force: true, console: .silent)
    let first = OutputPlan(try project.render()).files
    let second = OutputPlan(try project.render()).files
    #expect(first == second)
  }

  @Test func aNewLocaleNeedsOnlyALocaleFileAndTemplates() throws {
    var files: [String: String] = [:]
    let french = """
      name: Français
      this-app: cette app
      quotes: { open: "« ", close: " »" }
      full-stop: "."
      path-separator: " > "
      settings:
        app: Réglages
        privacy: { ios15: Confidentialité, ios16: Confidentialité et sécurité }
        apps: Apps
        precise-location: Position exacte
        allow-notifications: Autoriser les notifications
        health-all: Tout activer
      buttons:
        open-settings: Ouvrir Réglages
        not-now: Plus tard
      permissions:
        camera:
          resource: appareil photo
          row: Appareil photo
      """
    files["locales/fr.yml"] = french
    for name in TemplateSet.required {
      files["Templates/fr/\(name).mustache"] = "{{! fr }}\n"
    }
    files["Templates/fr/usage-description.mustache"] =
      "L’accès à l’{{resource}} vous permet de {{purpose}}.\n"
    files["Templates/fr/guide-steps.mustache"] =
      "Touchez {{open_settings_q}}.\n{{#toggle}}Activez {{row_q}}.{{/toggle}}\n"
    files["Templates/fr/settings-path.mustache"] =
      "{{settings}}{{sep}}{{#ios18}}{{apps}}{{sep}}{{/ios18}}{{app}}{{sep}}{{row}}\n"
    let project = try TemporaryProject(
      """
      locales: [en, fr]
      output: { strings: out, guides: docs }
      permissions:
        camera:
          purpose: { en: scan codes, fr: scanner des codes }
      """, files: files)
    defer { project.remove() }
    let rendered = try project.render()
    try OutputWriter.write(OutputPlan(rendered), force: false)
    let strings = try #require(project.read("out/fr.lproj/InfoPlist.strings"))
    #expect(
      strings.contains(
        "\"NSCameraUsageDescription\" = \"L’accès à l’appareil photo vous permet de scanner des codes.\";"
      ))
    let guide = try #require(project.read("out/fr.lproj/PermissionGuide.strings"))
    #expect(guide.contains("\"camera.step.1\" = \"Touchez « Ouvrir Réglages ».\";"))
    #expect(
      guide.contains("\"camera.settingsPath\" = \"Réglages > Apps > cette app > Appareil photo\";"))
    #expect(project.read("docs/fr/camera.md") != nil)
  }
}
