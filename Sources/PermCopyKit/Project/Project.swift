import Foundation

/// The resolved, immutable model of one app's permission copy: everything Render needs,
/// validated, with the place each value came from.
public struct Project: Sendable {
  /// The config file as the user named it, for messages.
  public let configPath: String
  /// Folder the output paths are relative to.
  public let baseDirectory: URL
  /// App name per locale; empty when permcopy.yml gives none.
  let appName: [String: LocatedText]
  public let sourceLocale: String
  /// Locales in the order permcopy.yml lists them.
  public let locales: [String]
  public let deploymentTarget: OSVersion
  let output: OutputSettings
  /// Permissions the app uses, in catalog order.
  let permissions: [ProjectPermission]
  let localeData: [String: LocaleData]
  let templates: [String: TemplateSet]
  /// Things worth telling the user that do not stop the build.
  public let warnings: [InputError]
  /// Rules turned off or re-levelled in `rules:`.
  let ruleSettings: [RuleSetting]
  /// Rules a `# permcopy:ignore rule-id` comment turns off, by line of permcopy.yml: the
  /// comment's own line, and the next line when the comment stands alone.
  public var ignoredRulesByLine: [Int: Set<String>] = [:]
  /// Features that need several permissions (`features:`), in the order permcopy.yml lists them.
  var features: [ProjectFeature] = []

  /// `permcopy.lock`, next to the config file.
  public var lockPath: String {
    baseDirectory.appendingPathComponent(TranslationLock.fileName).path
  }

  /// The same project writing purpose strings in another format (`build --format`).
  public func withFormat(_ format: PurposeStringsFormat) -> Project {
    var copy = Project(
      configPath: configPath, baseDirectory: baseDirectory, appName: appName,
      sourceLocale: sourceLocale, locales: locales, deploymentTarget: deploymentTarget,
      output: output.withFormat(format),
      permissions: permissions, localeData: localeData, templates: templates, warnings: warnings,
      ruleSettings: ruleSettings)
    copy.ignoredRulesByLine = ignoredRulesByLine
    copy.features = features
    return copy
  }

  /// The same project with another deployment target (preview of an older iOS).
  public func withDeploymentTarget(_ target: OSVersion) -> Project {
    var copy = Project(
      configPath: configPath, baseDirectory: baseDirectory, appName: appName,
      sourceLocale: sourceLocale, locales: locales, deploymentTarget: target, output: output,
      permissions: permissions, localeData: localeData, templates: templates, warnings: warnings,
      ruleSettings: ruleSettings)
    copy.ignoredRulesByLine = ignoredRulesByLine
    copy.features = features
    return copy
  }

  /// Settings eras the app runs in, newest first.
  var eras: [SettingsEra] { SettingsEra.supported(from: deploymentTarget) }
}

struct OutputSettings: Sendable {
  /// Folder holding `<locale>.lproj/`.
  public let strings: String
  /// Folder holding `<locale>/<permission>.md`; nil: no guide pages.
  public let guides: String?
  public let encoding: StringsEncoding
  /// How purpose strings are written: `InfoPlist.strings` per locale, one `InfoPlist.xcstrings`,
  /// or both.
  public let format: PurposeStringsFormat
  /// The app's own `.lproj` folder name per locale where it differs (`zh-Hans: zh_CN`).
  public var folders: [String: String] = [:]
  /// The Swift file with typed accessors over `PermissionGuide.strings`; nil: none.
  public var swift: String? = nil
  /// The bundle the accessors read from: `main` (an app) or `module` (a Swift package target).
  public var swiftBundle = SwiftBundle.main
  /// Output may resolve outside the project's folder (`output.allow-outside`).
  public var allowOutside = false

  public enum SwiftBundle: String, Sendable, CaseIterable {
    case main
    case module
  }

  /// The same settings writing purpose strings in another format.
  func withFormat(_ format: PurposeStringsFormat) -> OutputSettings {
    var copy = OutputSettings(
      strings: strings, guides: guides, encoding: encoding, format: format, folders: folders)
    copy.swift = swift
    copy.swiftBundle = swiftBundle
    copy.allowOutside = allowOutside
    return copy
  }

  /// The `.lproj` folder a locale's files go in, as the app spells it.
  public func folder(for locale: String) -> String { language(for: locale) + ".lproj" }

  /// The language code the app uses for a locale: its `.lproj` name without the extension,
  /// and its String Catalog's language (`zh-Hant-TW` where permcopy says `zh-Hant`).
  public func language(for locale: String) -> String { folders[locale] ?? locale }
}

public enum PurposeStringsFormat: String, Sendable, CaseIterable {
  case strings
  case xcstrings
  case both

  var writesStrings: Bool { self != .xcstrings }
  var writesCatalog: Bool { self != .strings }
}

extension Project {
  /// The project's entry a command line names: by id, Info.plist key or Xcode name; a key
  /// written as is by its key.
  func entry(named name: String) -> ProjectPermission? {
    let id = Catalog.lookup(name)?.id ?? name
    return permissions.first { $0.permission.id == id }
  }
}

/// One permission as the app's permcopy.yml declares it.
/// A feature that needs several permissions, asked in the order listed (`features:`).
struct ProjectFeature: Sendable {
  /// Kebab-case id, as permcopy.yml names it: `go-live`.
  public let id: String
  public let permissions: [ProjectPermission]
  /// What the app calls the feature, per locale.
  public let name: [String: LocatedText]
  public let origin: SourceLocation
}

struct ProjectPermission: Sendable {
  public let permission: Permission
  /// Where the permission's entry starts in permcopy.yml.
  public let origin: SourceLocation
  /// The writer's purpose fragment per locale, set into the locale's sentence frame.
  public let purpose: [String: LocatedText]
  /// A full sentence per locale, used instead of the frame.
  public let text: [String: LocatedText]
}

/// One `rule: level` line of permcopy.yml's `rules:`, with its places.
struct RuleSetting: Sendable {
  public let rule: String
  public let level: String
  public let ruleLocation: SourceLocation
  public let levelLocation: SourceLocation
}

extension Project {
  /// `# permcopy:ignore rule-id …` comments of a permcopy.yml, by the line they excuse; no id
  /// means every rule. One pass over the lines.
  static func ignoreComments(_ text: String) -> [Int: Set<String>] {
    var result: [Int: Set<String>] = [:]
    for (index, line) in text.textLines().enumerated() {
      guard let marker = line.range(of: IgnoreComment.marker),
        let hash = line[..<marker.lowerBound].lastIndex(of: "#"),
        let rules = IgnoreComment.rules(in: line[hash...])
      else { continue }
      result[index + 1, default: []].formUnion(rules)
      if line[..<hash].allSatisfy({ $0 == " " || $0 == "\t" }) {
        result[index + 2, default: []].formUnion(rules)
      }
    }
    return result
  }
}
