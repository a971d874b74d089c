import Foundation
import Testing

@testable import PermCopyKit

/// The corrections of apple-facts-2.md: alert buttons by iOS version, 您 before iOS 16, the
/// Face ID path, no guide where Settings has no switch, Settings labels and the catalog.
@Suite struct AppleFactsTests {
  /// Every buildable permission with a neutral purpose, in en, zh-Hans and zh-Hant.
  static func everyPermission(target: String = "15.0") throws -> TemporaryProject {
    var yaml = "app:\n  name: { en: Demo, zh-Hans: 演示, zh-Hant: 示範 }\n"
    yaml += "source-locale: en\nlocales: [en, zh-Hans, zh-Hant]\n"
    yaml += "ios: { deployment-target: \"\(target)\" }\noutput: { strings: Out, guides: docs }\n"
    yaml += "permissions:\n"
    for permission in Catalog.all where permission.isBuildable {
      yaml += "  \(permission.id):\n    purpose: { en: do this, zh-Hans: 完成这件事, zh-Hant: 完成這件事 }\n"
    }
    return try TemporaryProject(yaml)
  }

  @Test func alertButtonsFollowTheIOSVersion() throws {
    let camera = try #require(Catalog.permission(id: "camera"))
    #expect(camera.alert.buttons(at: OSVersion(16)) == ["deny", "ok"])
    #expect(camera.alert.buttons(at: OSVersion(17)) == ["deny", "allow"])
    #expect(camera.alert.buttons(at: OSVersion(18)) == ["deny", "allow"])
    // Bluetooth and local network showed OK in every capture up to iOS 16, as camera did.
    for id in ["bluetooth", "local-network"] {
      #expect(Catalog.permission(id: id)?.alert == .denyOK, "\(id)")
    }
    #expect(Catalog.permission(id: "nfc")?.alert.buttons(at: OSVersion(18)) == [])
  }

  @Test func chineseAlertTitlesSayNinBeforeIOS16() throws {
    let project = try TemporaryProject("")
    defer { project.remove() }
    _ = try InitJob.example(directory: project.folder.path, force: true, console: .silent)
    let loaded = try project.load().withDeploymentTarget(OSVersion(15))
    var options = PreviewRenderer.Options()
    options.permissions = ["camera"]
    options.locales = ["zh-Hans", "zh-Hant"]
    options.ios = OSVersion(15)
    let old = try PreviewJob.renderer(project: loaded, options: options).render()
    #expect(old.contains("想访问您的相机"), "\(old)")
    #expect(old.contains("好"))
    options.ios = OSVersion(18)
    let new = try PreviewJob.renderer(project: loaded, options: options).render()
    #expect(new.contains("想访问你的相机"))
    #expect(new.contains("允许"))
  }

  @Test func faceIDAndPermissionsWithoutASwitch() throws {
    let project = try Self.everyPermission()
    defer { project.remove() }
    let rendered = try project.render()
    func text(_ locale: String, _ key: String) -> String? {
      rendered.units.first { $0.locale == locale && $0.guideKey == key }?.text
    }
    #expect(
      text("en", "face-id.privacyPath") == "Settings > Face ID & Passcode > Other Apps > Demo")
    #expect(text("zh-Hans", "face-id.privacyPath")?.contains("“面容 ID 与密码”>“其他 App”") == true)
    #expect(text("zh-Hant", "face-id.privacyPath")?.contains("「Face ID 與密碼」>「其他 App」") == true)
    // NFC and VoIP have no Settings switch: no guide, no paths, no page; VoIP still asks once.
    for id in ["nfc", "voip"] {
      for key in ["title", "message", "step.1", "settingsPath", "privacyPath", "alert.title"] {
        #expect(text("en", "\(id).\(key)") == nil, "\(id).\(key)")
      }
      #expect(!rendered.pages.contains { $0.permission == id })
      #expect(rendered.purposeString(id, "en") != nil)
    }
    #expect(text("en", "voip.primer.title") != nil)
    #expect(text("en", "nfc.primer.title") == nil)
    // HealthKit never reports that reading was denied: no guide, alert or page for it, and no
    // Health access is restricted; writing has a denied state and a guide.
    for id in ["health-share", "health-records"] {
      for key in ["title", "message", "step.1", "alert.title", "restricted", "notice.message"] {
        #expect(text("en", "\(id).\(key)") == nil, "\(id).\(key)")
      }
      #expect(!rendered.pages.contains { $0.permission == id })
      #expect(text("en", "\(id).primer.title") != nil)
    }
    #expect(text("en", "health-update.title") != nil)
    // No restricted state: Health writing, the local network (TN3179), Face ID.
    for id in ["health-update", "local-network", "face-id"] {
      #expect(text("en", "\(id).restricted") == nil, "\(id)")
      #expect(text("en", "\(id).notice.message") == nil, "\(id)")
      #expect(text("en", "\(id).title") != nil, "\(id)")
    }
    #expect(text("en", "camera.restricted") != nil)
    // Siri has no verified row under Privacy & Security: only the app's own page; it is used,
    // not accessed, and is nobody's possession ("your Siri").
    #expect(text("en", "siri.privacyPath") == nil)
    #expect(text("en", "siri.settingsPath") != nil)
    #expect(text("en", "siri.restricted")?.contains("your Siri") == false)
    // HomeKit is named one way in every locale.
    for locale in ["en", "zh-Hans", "zh-Hant"] {
      #expect(text(locale, "homekit.settingsPath")?.contains("HomeKit") == true, "\(locale)")
    }
    // iOS reports no local-network status: the guide says what the person sees, not a state.
    #expect(text("en", "local-network.message")?.contains("can’t find them") == true)
    #expect(text("zh-Hans", "local-network.message")?.contains("找不到这些设备") == true)
    #expect(text("en", "camera.message")?.contains("find") == false)
    // iOS 16 offers All Photos and a Calendars switch; Full Access arrives in iOS 17.
    #expect(text("en", "photo-library.ios16.step.2")?.contains("All Photos") == true)
    #expect(text("en", "photo-library.ios17.step.2")?.contains("Full Access") == true)
    #expect(text("zh-Hans", "photo-library.ios16.step.2")?.contains("所有照片") == true)
    #expect(text("en", "calendars-full-access.ios16.step.2") == "Turn on “Calendars”.")
    #expect(text("en", "calendars-full-access.ios17.step.2")?.contains("Full Access") == true)
    // Taiwan's Motion & Fitness label follows the alert since iOS 14.
    #expect(text("zh-Hant", "motion.step.2")?.contains("動作與健身") == true)
  }

  @Test func catalogNamesAndVersions() {
    #expect(Catalog.permission(id: "voip")?.introduced == OSVersion(10))
    #expect(Catalog.lookup("Privacy - VoIP Usage Description")?.id == "voip")
    #expect(
      Catalog.lookup("Privacy - Bluetooth While In Use Usage Description")?.id
        == "bluetooth-while-in-use")
    #expect(
      Catalog.lookup("Privacy - Critical Messaging Usage Description")?.id == "critical-messaging")
    #expect(Catalog.lookup("Privacy - Main Camera Usage Description")?.id == "main-camera")
  }
}
