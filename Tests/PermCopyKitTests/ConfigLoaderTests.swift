import Foundation
import Testing

@testable import PermCopyKit

@Suite struct ConfigLoaderTests {
  /// Loads `yaml` and returns the errors as `line:column: message` strings.
  func errors(_ yaml: String, files: [String: String] = [:]) throws -> [String] {
    let project = try TemporaryProject(yaml, files: files)
    defer { project.remove() }
    return inputErrors { _ = try project.render() }.map { error in
      let location = error.location.map { "\($0.line):\($0.column)" } ?? "-"
      return "\(location): \(error.message)"
    }
  }

  @Test func aValidProjectLoads() throws {
    let project = try TemporaryProject(config())
    defer { project.remove() }
    let loaded = try project.load()
    #expect(loaded.locales == ["en", "zh-Hans", "zh-Hant"])
    #expect(loaded.sourceLocale == "en")
    #expect(loaded.deploymentTarget == OSVersion(16))
    #expect(loaded.permissions.map(\.permission.id) == ["camera"])
    #expect(loaded.permissions[0].purpose["zh-Hant"]?.origin.line == 8)
  }

  @Test func yamlSyntaxErrorsAreLocated() throws {
    let found = try errors("locales: [en\npermissions:\n  camera: {")
    #expect(found.count == 1)
    #expect(found[0].hasPrefix("2:") || found[0].hasPrefix("3:"), "\(found)")
    #expect(found[0].contains("invalid YAML"))
  }

  @Test func duplicateYAMLKeysAreErrors() throws {
    let found = try errors("locales: [en]\nlocales: [en]\npermissions: {}\n")
    #expect(found.first?.contains("more than once") == true, "\(found)")
  }

  @Test func unknownPermissionSuggestsTheNearestOne() throws {
    let found = try errors(config(permissions: "  camrea:\n    purpose: { en: scan codes }"))
    #expect(
      found == [
        "7:3: unknown permission 'camrea' (did you mean 'camera'?); `permcopy list` shows them all"
      ])
    let key = try errors(
      config(permissions: "  NSLocationAlwaysandWhenInUseUsageDescription:\n    purpose: { en: x }")
    )
    #expect(
      key.first?.contains("did you mean 'NSLocationAlwaysAndWhenInUseUsageDescription'") == true,
      "\(key)")
  }

  @Test func xcodeNamesAreAcceptedAsKeys() throws {
    let project = try TemporaryProject(
      config(
        permissions:
          "  \"Privacy - Microphone Usage Description\":\n    purpose: { en: record a voice note }")
    )
    defer { project.remove() }
    #expect(try project.load().permissions.map(\.permission.id) == ["microphone"])
  }

  @Test func unknownSettingsSuggestTheRightName() throws {
    let found = try errors("locale: [en]\nlocales: [en]\npermissions: {}\n")
    #expect(found == ["1:1: unknown setting 'locale' (did you mean 'locales'?)"])
    let field = try errors(config(permissions: "  camera:\n    purpse: { en: x }"))
    #expect(field.first?.hasPrefix("8:5: unknown setting 'purpse' for camera") == true, "\(field)")
  }

  @Test func unknownLocalesAreErrors() throws {
    let notConfigured = try errors(
      config(permissions: "  camera:\n    purpose: { en: x, zh-TW: 掃描 }"))
    #expect(
      notConfigured.first?.hasPrefix(
        "8:23: 'zh-TW' is not one of the project's locales [\"en\", \"zh-Hans\", \"zh-Hant\"] (did you mean 'zh-Hant'?)"
      ) == true, "\(notConfigured)")
    let noData = try errors(
      config(locales: "[en, fr]", permissions: "  camera:\n    purpose: { en: x }"))
    #expect(
      noData.contains {
        $0.hasPrefix("3:15: no locale data for fr: permcopy knows en, zh-HK, zh-Hans, zh-Hant; add")
      }, "\(noData)")
    #expect(!noData.contains { $0.contains("has no templates") }, "one error per missing locale")
  }

  @Test func wrongTypesAreErrors() throws {
    #expect(
      try errors("locales: en\npermissions: {}\n").first?.hasPrefix(
        "1:10: 'locales' must be a list") == true)
    let target = try errors(config(target: "sixteen"))
    #expect(
      target.first?.hasPrefix("4:27: deployment-target must be an iOS version") == true, "\(target)"
    )
    let purpose = try errors(config(permissions: "  camera:\n    purpose: [scan]"))
    #expect(
      purpose.first?.hasPrefix("8:14: purpose must be a text or a mapping") == true, "\(purpose)")
    let entry = try errors(config(permissions: "  camera: yes"))
    #expect(entry.first?.hasPrefix("7:11: camera must be a mapping") == true, "\(entry)")
  }

  @Test func localeIDsThatCouldEscapeTheOutputFolderAreRejected() throws {
    for bad in ["../../etc", "en/../x", "/tmp/x", "zh_Hans", "e", ".."] {
      let found = try errors("locales: [en, \"\(bad)\"]\npermissions: {}\n")
      #expect(found.first?.contains("not a locale id") == true, "\(bad): \(found)")
      #expect(found.first?.hasPrefix("1:15:") == true, "\(bad): \(found)")
    }
    #expect(ConfigLoader.isValidLocaleID("zh-Hant"))
    #expect(ConfigLoader.isValidLocaleID("pt-BR"))
    // A folder spelling says which locale it means.
    let folder = try errors("locales: [en, zh_Hans]\npermissions: {}\n")
    #expect(
      folder.first?.contains("'zh_Hans' is a folder name, not a locale id: list zh-Hans") == true)
  }

  @Test func emptyTextsAndMisplacedTextsAreErrors() throws {
    let empty = try errors(config(permissions: "  camera:\n    purpose: { en: \"\" }"))
    #expect(empty.first?.hasPrefix("8:20: purpose for en is empty") == true, "\(empty)")
    let notificationText = try errors(
      config(permissions: "  notifications:\n    text: { en: Hi. }"))
    #expect(notificationText.first?.contains("has no Info.plist key") == true)
  }

  /// A locale with both: the text is the purpose string, word for word, and the purpose phrase
  /// still fills the denied guide's message.
  @Test func textWinsOverPurposeInOneLocaleAndThePhraseStillFillsTheGuide() throws {
    let project = try TemporaryProject(
      config(permissions: "  camera:\n    purpose: { en: scan codes }\n    text: { en: Scan it. }"))
    defer { project.remove() }
    let rendered = try project.render()
    #expect(rendered.purposeString("camera", "en")?.text == "Scan it.")
    let message = rendered.units.first { $0.locale == "en" && $0.field == .guideMessage }
    #expect(message?.text.hasPrefix("To scan codes,") == true, "\(message?.text ?? "")")
  }

  @Test func visionOSAndDictionaryKeysAreRefused() throws {
    let vision = try errors(config(permissions: "  world-sensing:\n    purpose: { en: x }"))
    #expect(vision.first?.contains("visionOS-only") == true, "\(vision)")
    let dictionary = try errors(
      config(permissions: "  location-temporary-full-accuracy:\n    purpose: { en: x }"))
    #expect(dictionary.first?.contains("dictionary") == true)
  }

  @Test func everyProblemIsReportedInOneRun() throws {
    let found = try errors(
      config(
        permissions: "  camrea:\n    purpose: { en: x }\n  microphone:\n    purpose: { de: x }"))
    #expect(found.count == 2, "\(found)")
  }

  @Test func aTemplateVariableTheContextLacksIsAnErrorWithTemplateAndLine() throws {
    let found = try errors(
      config(),
      files: ["Templates/en/guide-title.mustache": "{{! title }}\n{{name}} is {{stauts}}\n"])
    #expect(found.first?.hasPrefix("2:13: template uses {{stauts}}") == true, "\(found)")
    let project = try TemporaryProject(
      config(), files: ["Templates/en/guide-title.mustache": "{{stauts}}\n"])
    defer { project.remove() }
    let error = inputErrors { _ = try project.render() }.first
    #expect(error?.location?.file.hasSuffix("Templates/en/guide-title.mustache") == true)
  }

  @Test func aVariableWithoutAValueInARenderedBranchIsAnError() throws {
    // `choice` exists but has no value for a switch such as the camera's.
    let found = try errors(
      config(),
      files: ["Templates/en/guide-steps.mustache": "Tap {{open_settings_q}}.\nChoose {{choice}}.\n"]
    )
    #expect(
      found.first?.hasPrefix("2:8: template uses {{choice}}, which has no value here") == true,
      "\(found)")
    // The same name inside its own section is fine.
    let fine = try errors(
      config(),
      files: [
        "Templates/en/guide-steps.mustache":
          "Tap {{open_settings_q}}.\n{{#choice}}Choose {{choice}}.{{/choice}}\n"
      ])
    #expect(fine.isEmpty, "\(fine)")
  }

  @Test func templateSyntaxErrorsAreLocated() throws {
    let found = try errors(
      config(), files: ["Templates/zh-Hans/guide-title.mustache": "标题\n{{#notifications}}通知\n"])
    #expect(found.first?.contains("template syntax") == true, "\(found)")
  }

  @Test func aProjectOverridesALocaleValue() throws {
    let project = try TemporaryProject(
      config(), files: ["locales/en.yml": "buttons:\n  not-now: Maybe Later\n"])
    defer { project.remove() }
    let units = try project.render().units
    #expect(
      units.contains {
        $0.locale == "en" && $0.field == .button(.notNow) && $0.text == "Maybe Later"
      })
    #expect(
      units.contains {
        $0.locale == "en" && $0.field == .button(.openSettings) && $0.text == "Go to Settings"
      })
    let origin = units.first { $0.locale == "en" && $0.field == .button(.notNow) }?.origin
    #expect(origin?.file.hasSuffix("locales/en.yml") == true && origin?.line == 2)
  }

  @Test func aBrokenLocaleOverrideIsLocated() throws {
    let found = try errors(
      config(), files: ["locales/zh-Hant.yml": "settings:\n  privacy: { ios14: 隱私權 }\n"])
    #expect(found.first?.contains("'ios14' is not a Settings era") == true, "\(found)")
  }
}
