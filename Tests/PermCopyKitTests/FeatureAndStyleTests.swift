import Foundation
import Testing

@testable import PermCopyKit

/// Features that need several permissions, and the alert, notice and primer styles.
@Suite struct FeatureAndStyleTests {
  static func example() throws -> (TemporaryProject, RenderedProject) {
    let project = try TemporaryProject("")
    _ = try InitJob.example(directory: project.folder.path, force: true, console: .silent)
    return (project, try project.render())
  }

  static func guide(_ rendered: RenderedProject, _ locale: String) -> [String: String] {
    Dictionary(
      rendered.units.filter { $0.locale == locale }.compactMap { unit in
        unit.guideKey.map { ($0, unit.text) }
      }, uniquingKeysWith: { first, _ in first })
  }

  @Test func theExampleFeatureNamesBothPermissionsInEveryLocale() throws {
    let (project, rendered) = try Self.example()
    defer { project.remove() }
    let words = [
      "en": ["camera", "microphone"], "zh-Hans": ["相机", "麦克风"], "zh-Hant": ["相機", "麥克風"],
    ]
    for (locale, names) in words {
      let guide = Self.guide(rendered, locale)
      let message = try #require(guide["feature.go-live.message"], "\(locale)")
      for name in names { #expect(message.contains(name), "\(locale): \(message)") }
      // Only-one-missing states name that one, and its steps turn on only that one.
      let onlyMicrophone = try #require(guide["feature.go-live.missing.microphone.message"])
      #expect(onlyMicrophone.contains(names[1]), "\(onlyMicrophone)")
      #expect(
        guide["feature.go-live.missing.microphone.step.2"]?.lowercased().contains(names[1]) == true)
      #expect(guide["feature.go-live.missing.microphone.step.3"] == nil)
      #expect(guide["feature.go-live.step.3"]?.lowercased().contains(names[1]) == true)
      // The order: camera is asked first.
      let order = try #require(guide["feature.go-live.primer.message"])
      let camera = try #require(order.range(of: names[0]))
      let microphone = try #require(order.range(of: names[1]))
      #expect(camera.lowerBound < microphone.lowerBound, "\(order)")
      #expect(guide["feature.go-live.restricted"] != nil)
    }
    #expect(rendered.pages.contains { $0.relativePath == "zh-Hant/feature-go-live.md" })
  }

  @Test func buttonWordsAndStylesAreEntriesOfTheirOwn() throws {
    let (project, rendered) = try Self.example()
    defer { project.remove() }
    let zh = Self.guide(rendered, "zh-Hans")
    #expect(zh["button.later"] == "下次开启")
    #expect(zh["button.openNow"] == "立即开启")
    #expect(zh["button.gotIt"] == "我知道了")
    #expect(zh["button.continue"] == "继续")
    let primers = zh.keys.filter {
      $0.hasSuffix(".primer.title") || $0.hasSuffix(".primer.message")
    }
    #expect(primers.count >= 5, "\(primers)")
    #expect(zh["camera.alert.title"] != nil && zh["camera.alert.message"] != nil)
    #expect(zh["camera.notice.message"] != nil)
    // Notifications cannot be restricted: no notice.
    #expect(zh["notifications.notice.message"] == nil)
    // The primer says why in the purpose string's own words.
    let purpose = try #require(rendered.purposeString("camera", "zh-Hans"))
    #expect(zh["camera.primer.message"]?.hasPrefix(purpose.text) == true)
  }

  @Test func zhHantGuideTextsHaveNoSimplifiedOnlyCharacter() throws {
    let (project, rendered) = try Self.example()
    defer { project.remove() }
    for (key, text) in Self.guide(rendered, "zh-Hant") {
      #expect(ScriptCheck.simplifiedOnly(in: text).isEmpty, "\(key): \(text)")
    }
    for (key, text) in Self.guide(rendered, "zh-Hans") {
      #expect(ScriptCheck.traditionalOnly(in: text).isEmpty, "\(key): \(text)")
    }
  }

  /// Every buildable permission rendered with a neutral purpose in every locale: no doubled
  /// pronoun (你的你), no doubled word, no "you … you" frame such as "lets you show you".
  @Test func everyPermissionsFramesReadWithoutDoubledWords() throws {
    let purposes = ["en": "do this", "zh-Hans": "完成这件事", "zh-Hant": "完成這件事"]
    let permissions = Catalog.all.filter(\.isBuildable)
    var yaml = "app:\n  name: { en: Demo, zh-Hans: 演示, zh-Hant: 示範 }\n"
    yaml += "source-locale: en\nlocales: [en, zh-Hans, zh-Hant]\n"
    yaml += "ios: { deployment-target: \"15.0\" }\noutput: { strings: Out, guides: docs }\n"
    yaml += "permissions:\n"
    for permission in permissions {
      yaml += "  \(permission.id):\n    purpose:\n"
      for (locale, text) in purposes.sorted(by: { $0.key < $1.key }) {
        yaml += "      \(locale): \(text)\n"
      }
    }
    yaml += "features:\n  both:\n    permissions: [camera, tracking]\n"
    yaml += "    name: { en: Both, zh-Hans: 双重, zh-Hant: 雙重 }\n"
    let project = try TemporaryProject(yaml)
    defer { project.remove() }
    let rendered = try project.render()
    let doubled = [
      "你的你", "你的向你", "向你向你", "lets you show you", "your your", "the the", "access access",
      "你你", "的的", "to to",
    ]
    for unit in rendered.units where unit.field != .appName {
      for phrase in doubled {
        #expect(
          !unit.text.lowercased().contains(phrase),
          "\(unit.locale) \(unit.guideKey ?? unit.infoPlistKey ?? ""): \(unit.text)")
      }
    }
    let tracking = try #require(rendered.purposeString("tracking", "en"))
    // Active, the app as the subject (App Review 5.1.1(ii)); passive-voice finds nothing.
    #expect(
      tracking.text
        == "Demo uses your activity across other companies’ apps and websites to do this."
    )
    #expect(
      rendered.purposeString("tracking", "zh-Hans")?.text == "演示会使用你在其他公司的 App 和网站上的活动来完成这件事。")
    #expect(
      rendered.purposeString("tracking", "zh-Hant")?.text == "示範會使用你在其他公司的 App 和網站上的活動來完成這件事。")
  }

  @Test func featureMistakesAreLocatedErrors() throws {
    let head = """
      source-locale: en
      locales: [en, zh-Hans]
      permissions:
        camera: { purpose: { en: scan a code, zh-Hans: 扫描二维码 } }
        microphone: { purpose: { en: record a voice memo, zh-Hans: 录制语音备忘录 } }

      """
    let cases: [(String, String)] = [
      (
        "features:\n  go-live:\n    permissions: [camera, location-when-in-use]\n    name: { en: Go Live, zh-Hans: 开播 }\n",
        "needs location-when-in-use, which is not under permissions:"
      ),
      (
        "features:\n  go-live:\n    permissions: [camera]\n    name: { en: Go Live, zh-Hans: 开播 }\n",
        "needs at least two permissions"
      ),
      (
        "features:\n  go-live:\n    permissions: [camera, microphone]\n    name: { en: Go Live }\n",
        "feature go-live has no name for zh-Hans"
      ),
      (
        "features:\n  Go Live:\n    permissions: [camera, microphone]\n    name: { en: Go Live, zh-Hans: 开播 }\n",
        "must be kebab-case"
      ),
      (
        "features:\n  go-live:\n    permissions: [camera, microphone]\n    nmae: { en: Go Live, zh-Hans: 开播 }\n",
        "unknown setting 'nmae' for feature go-live"
      ),
    ]
    for (features, message) in cases {
      let project = try TemporaryProject(head + features)
      defer { project.remove() }
      do {
        _ = try project.load()
        Issue.record("no error for: \(features)")
      } catch {
        let text = "\(error)"
        #expect(text.contains(message), "\(text)")
        #expect(text.contains("permcopy.yml:"), "\(text)")
      }
    }
  }

  @Test func previewDrawsTheFeatureAndEveryStyle() throws {
    let (project, _) = try Self.example()
    defer { project.remove() }
    let loaded = try project.load()
    var options = PreviewRenderer.Options()
    options.features = ["go-live"]
    options.locales = ["zh-Hans"]
    let feature = try PreviewJob.renderer(project: loaded, options: options).render()
    #expect(feature.contains("开播需要相机和麦克风权限"), "\(feature)")
    #expect(feature.contains("Only microphone missing"))
    options.features = []
    options.permissions = ["camera"]
    for (style, words) in [
      (PreviewRenderer.Style.alert, ["下次开启", "立即开启"]), (.notice, ["我知道了"]),
      (.primer, ["继续", "相机"]),
    ] {
      options.style = style
      let text = try PreviewJob.renderer(project: loaded, options: options).render()
      for word in words { #expect(text.contains(word), "\(style): \(text)") }
      if style == .primer {
        // One way on to the system request, none out (App Review 5.1.1(iv)), and no prompt
        // for a title.
        #expect(!text.contains("以后再说") && !text.contains("允许访问相机"), "\(text)")
      }
    }
    options.permissions = ["notifications"]
    options.style = .notice
    #expect(throws: InputError.self) {
      try PreviewJob.renderer(project: loaded, options: options).render()
    }
  }
}

/// The typed accessors (`output.swift`) hold a type only where there is copy: a feature whose
/// permissions have no one-off guide (neither Health reading nor the local network tells the app
/// its state) gets no `missing` member and no empty `Missing` type.
@Suite struct SwiftAccessorFeatureTests {
  @Test func onlyPermissionsWithAOneOffGuideGetAMissingType() throws {
    var yaml = "app:\n  name: { en: Kite, zh-Hans: 小风筝 }\n"
    yaml += "source-locale: en\nlocales: [en, zh-Hans]\n"
    yaml += "output: { strings: Out, guides: docs, swift: Out/PermissionCopy.swift }\n"
    yaml += "permissions:\n"
    for (id, purpose) in [
      ("camera", "scan a kite's tag"), ("health-share", "read the steps of a kite walk"),
      ("local-network", "find the kite reel on your Wi-Fi"),
    ] {
      yaml += "  \(id):\n    purpose: { en: \(purpose), zh-Hans: 完成这件事 }\n"
    }
    yaml += "features:\n"
    yaml += "  sync:\n    permissions: [health-share, local-network]\n"
    yaml += "    name: { en: Sync, zh-Hans: 同步 }\n"
    yaml += "  tag: { permissions: [camera, local-network], name: { en: Tag, zh-Hans: 标签 } }\n"
    let project = try TemporaryProject(yaml)
    defer { project.remove() }
    let swift = SwiftAccessorWriter.text(
      ProjectModel(rendered: try project.render(), lock: TranslationLock()))
    let sync = try #require(swift.range(of: "public struct Sync: Sendable {"))
    let tag = try #require(swift.range(of: "public struct Tag: Sendable {"))
    #expect(sync.upperBound < tag.lowerBound)
    let syncBody = swift[sync.upperBound..<tag.lowerBound]
    #expect(!syncBody.contains("Missing"), "\(syncBody)")
    let tagBody = swift[tag.upperBound...]
    #expect(tagBody.contains("public struct Camera: Sendable"), "\(tagBody)")
    #expect(!tagBody.contains("public struct LocalNetwork"), "\(tagBody)")
    #expect(!swift.contains("Sendable {\n        }"), "an empty type")
  }
}
