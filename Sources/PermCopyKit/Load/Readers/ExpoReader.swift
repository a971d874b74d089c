/// Expo's app config: `app.json` / `app.config.json` (`expo.ios.infoPlist`, which prebuild
/// merges into the generated Info.plist) and the literal form of `app.config.js|ts` (an object
/// literal, `export default { expo: { … } }` or a function returning one). Expo apps are
/// developed in English unless the config says otherwise; values are plist values, so Xcode
/// expands `$(PRODUCT_NAME)` in them.
enum ExpoReader: FileReader {
  static let names: Set<String> = [
    "app.json", "app.config.json", "app.config.js", "app.config.ts", "app.config.mjs",
    "app.config.cjs",
  ]

  static func accepts(name: String, path: String) -> Bool { names.contains(name) }

  static func read(path: String, display: String) throws -> FileFacts {
    let bytes = try FileBytes.read(path, display: display)
    let tokens = LiteralScanner.tokens(bytes, file: display)
    var facts = FileFacts()
    // The object that holds `infoPlist`, found by label: `ios: { infoPlist: { … } }`.
    var index = 0
    var found: LiteralValue?
    var name: String?
    while index + 1 < tokens.count {
      let token = tokens[index]
      let label = token.kind == .name || token.kind == .string
      if label && tokens[index + 1].text == ":" {
        if token.text == "name", index + 2 < tokens.count, tokens[index + 2].kind == .string,
          name == nil
        {
          name = tokens[index + 2].text
        }
        if token.text == "infoPlist" {
          index += 2
          found = LiteralScanner.value(tokens, &index)
          break
        }
      }
      index += 1
    }
    // JSON without an `expo` or `ios` key is some other app.json: nothing to read.
    guard let found else { return facts }
    let folder = path.deletingLastPathComponent
    var settings = SettingsStack(context: BuildContext(configuration: "Release", sdk: "iphoneos"))
    let target = name ?? folder.lastPathComponent
    settings.push(
      PbxprojReader.builtInDefaults(
        target: target, project: target, region: "en", folder: folder, display: display))
    var description = TargetDescription(
      name: target, kind: "application", projectFile: display,
      folders: [folder.appendingPath("ios")],
      infoPlistPath: nil, settings: settings, infoProperties: [], developmentRegion: "en")
    switch found {
    case .dictionary(let pairs, _):
      for (key, value) in pairs {
        switch value {
        case .string(let text, let location):
          description.infoProperties.append(
            Declaration(
              key: key, text: description.settings.expand(text), written: text,
              location: location, source: .expo, detail: "ios.infoPlist"))
        case .other(let what, let location) where key.hasSuffix("UsageDescription"):
          description.findings.append(
            LoadFinding(
              rule: "note", message: "\(key) is \(what), not a literal; permcopy cannot read it",
              location: location))
        default: break
        }
      }
    default:
      description.findings.append(
        LoadFinding(
          rule: "note",
          message: "ios.infoPlist is not a literal object; permcopy does not run JavaScript",
          location: found.location))
    }
    facts.targets.append(description)
    return facts
  }
}
