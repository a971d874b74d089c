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

  static let formatName = "Expo app.json and app.config.*"
  static let examplePath = "app.json"

  static func accepts(name: String, path: String) -> Bool { names.contains(name) }

  /// The dynamic config files that take over from `app.json` beside them.
  static let configNames = names.subtracting(["app.json"])

  static func read(path: String, display: String) throws -> FileFacts {
    let folder = path.deletingLastPathComponent
    var facts = FileFacts()
    // `app.json` beside an `app.config.*` is read through it: Expo hands the JSON to the
    // config as `config`, and the config's result is what prebuild uses.
    if path.lastPathComponent == "app.json",
      configNames.contains(where: { FileManagerProbe.exists(folder.appendingPath($0)) })
    {
      return facts
    }
    let bytes = try FileBytes.read(path, display: display)
    guard var description = describe(bytes, path: path, display: display) else { return facts }
    // A committed `ios/` folder with its Xcode project is what Xcode and EAS build: prebuild
    // made it once and no longer runs, so the config's purpose strings and plugins ship only
    // if someone runs prebuild again. The project in `ios/` is the app.
    if let project = committedProject(in: folder) {
      facts.findings.append(
        LoadFinding(
          rule: "note",
          message:
            "\(project) is committed, and it is what Xcode builds: the purpose strings and "
            + "plugins in \(path.lastPathComponent) reach the app only when `expo prebuild` "
            + "writes ios/ again, so the project's own Info.plist is checked",
          location: SourceLocation(file: display, line: 1, column: 1)))
      return facts
    }
    let json = folder.appendingPath("app.json")
    if path.lastPathComponent != "app.json", FileManagerProbe.exists(json) {
      let text = String(decoding: bytes, as: UTF8.self)
      // `...config` (the function form) or an import of app.json: the JSON's values, then the
      // config's own on top.
      if text.contains("...config") || text.contains("app.json") {
        let jsonDisplay = DisplayPath.of(json)
        if let base = describe(
          try FileBytes.read(json, display: jsonDisplay), path: json, display: jsonDisplay)
        {
          // As prebuild orders them: plugin defaults < ios.infoPlist (the JSON's, then the
          // config's) < plugin options.
          let all = base.infoProperties + description.infoProperties
          let isDefault = { (declaration: Declaration) in
            declaration.source == .expoPlugin
              && (declaration.detail ?? "").hasSuffix(" default")
          }
          let written = all.filter { $0.source != .expoPlugin }
          let options = all.filter { $0.source == .expoPlugin && !isDefault($0) }
          let set = Set((written + options).map(\.key))
          description.infoProperties =
            all.filter { isDefault($0) && !set.contains($0.key) } + written + options
          description.findings = base.findings + description.findings
          if description.localeTables.isEmpty { description.localeTables = base.localeTables }
        }
      } else {
        description.findings.append(
          LoadFinding(
            rule: "note",
            message:
              "\(path.lastPathComponent) does not use the app.json beside it (no ...config): "
              + "prebuild takes its result alone, so app.json's purpose strings are not read",
            location: SourceLocation(file: display, line: 1, column: 1)))
      }
    }
    facts.targets.append(description)
    return facts
  }

  /// `expo.locales` (`{ "zh-Hant": "./locales/zh-Hant.json" }`): prebuild writes each file's
  /// keys into that language's `InfoPlist.strings`, so each is the app's table for its language.
  /// A file's `ios` keys win over its top-level ones; a language may be an object in the config
  /// itself; a file that is not there is skipped by prebuild with a warning, and so here.
  static func readLocales(
    _ locales: LiteralValue, folder: String, into description: inout TargetDescription
  ) {
    guard case .dictionary(let pairs, _) = locales else { return }
    for (code, value) in pairs {
      var entries: [(key: String, value: LiteralValue)]
      var display = description.projectFile
      var lineCount = 0
      var path = ""
      switch value {
      case .dictionary(let inline, _):
        // An object in the config itself, as Expo also takes.
        entries = inline
      case .string(let relative, let location):
        path = folder.appendingPath(
          relative.hasPrefix("./") ? String(relative.dropFirst(2)) : relative)
        display = DisplayPath.of(path)
        guard FileManagerProbe.exists(path) else {
          // Prebuild warns and goes on: that language gets no table from it.
          description.findings.append(
            LoadFinding(
              rule: LoadFinding.missingFile,
              message: "locales names \(relative) for \(code), which is not there: prebuild "
                + "skips it, so \(code) gets none of its texts",
              location: location, severity: .warning))
          continue
        }
        let bytes: [UInt8]
        do {
          bytes = try FileBytes.read(path, display: display, limit: FileBytes.tableLimit)
        } catch {
          let reason = (error as? InputError)?.message ?? "\(error)"
          description.findings.append(
            LoadFinding(rule: "syntax", message: reason, location: location))
          continue
        }
        let tokens = LiteralScanner.tokens(bytes, file: display)
        if let problem = LiteralScanner.unterminated(tokens)
          ?? jsonProblem(tokens, path: path, display: display)
        {
          description.findings.append(problem)
          continue
        }
        var index = 0
        guard case .dictionary(let read, _) = LiteralScanner.value(tokens, &index) else {
          continue
        }
        entries = read
        lineCount = bytes.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
      default: continue
      }
      // As prebuild merges them: the file's top-level keys, then its `ios` keys on top.
      var merged: [(key: String, value: LiteralValue)] = entries.filter { $0.key != "ios" }
      if let ios = entries.first(where: { $0.key == "ios" }),
        case .dictionary(let own, _) = ios.value
      {
        let keys = Set(own.map(\.key))
        merged = merged.filter { !keys.contains($0.key) } + own
      }
      var declarations: [Declaration] = []
      for (key, value) in merged {
        guard case .string(let text, let place) = value else { continue }
        declarations.append(
          Declaration(key: key, text: text, location: place, source: .expoLocale))
      }
      description.localeTables.append(
        LocalizedTable(
          path: path.isEmpty ? description.projectFile : path, display: display, folder: code,
          declarations: declarations, lineCount: lineCount))
    }
  }

  /// The names JSON5 reads as values, not as words.
  static let literalNames: Set<String> = ["true", "false", "null", "Infinity", "NaN"]

  /// A JSON5 number or truth value (`5`, `-1.5`, `true`, `null`): a literal that is no text,
  /// unlike a name or call the config computes.
  static func isNonTextLiteral(_ text: String) -> Bool {
    literalNames.contains(text)
      || (text.first.map { $0.isASCII && ($0.isNumber || "+-.".contains($0)) } ?? false
        && text.allSatisfy { $0.isASCII && ($0.isHexDigit || "+-.xX".contains($0)) }
        && text.contains(where: \.isNumber))
  }

  /// The Xcode project of a committed `ios/` folder beside the config (`ios/App.xcodeproj`),
  /// as the config's folder names it; nil when prebuild has not been committed.
  static func committedProject(in folder: String) -> String? {
    let ios = folder.appendingPath("ios")
    guard
      let project = FileManagerProbe.names(in: ios).first(where: {
        $0.hasSuffix(".xcodeproj")
          && FileManagerProbe.exists(ios.appendingPath($0).appendingPath("project.pbxproj"))
      })
    else { return nil }
    return "ios/\(project)"
  }

  /// One Expo config file as a target: its `ios.infoPlist` and what its plugins write.
  static func describe(_ bytes: [UInt8], path: String, display: String) -> TargetDescription? {
    let tokens = LiteralScanner.tokens(bytes, file: display)
    // The object that holds `infoPlist`, found by label (`ios: { infoPlist: { … } }`), and
    // the `plugins` list, whose purpose-string options win over it at prebuild.
    var index = 0
    var found: LiteralValue?
    var plugins: LiteralValue?
    var locales: LiteralValue?
    var name: String?
    // How deep in objects the label is: `locales` counts at the top or directly under `expo`.
    var depth = 0
    while index + 1 < tokens.count {
      let token = tokens[index]
      if token.kind == .punctuation {
        if token.text == "{" || token.text == "[" { depth += 1 }
        if token.text == "}" || token.text == "]" { depth -= 1 }
      }
      let label = token.kind == .name || token.kind == .string
      if label && tokens[index + 1].text == ":" {
        if token.text == "name", index + 2 < tokens.count, tokens[index + 2].kind == .string,
          name == nil
        {
          name = tokens[index + 2].text
        }
        if token.text == "infoPlist" && found == nil {
          index += 2
          found = LiteralScanner.value(tokens, &index)
          continue
        }
        if token.text == "plugins" && plugins == nil {
          index += 2
          plugins = LiteralScanner.value(tokens, &index)
          continue
        }
        if token.text == "locales" && locales == nil && depth <= 2 {
          index += 2
          locales = LiteralScanner.value(tokens, &index)
          continue
        }
      }
      index += 1
    }
    // JSON without an `expo` or `ios` key is some other app.json: nothing to read. A `.json`
    // config that is not JSON5 at all (cut short, random bytes) is read as a broken config, so
    // its problem is reported rather than the file passed over.
    let broken =
      path.hasSuffix(".json")
      && (LiteralScanner.unterminated(tokens) ?? jsonProblem(tokens, path: path, display: display))
        != nil
    guard found != nil || plugins != nil || locales != nil || broken else { return nil }
    let folder = path.deletingLastPathComponent
    var settings = SettingsStack(context: BuildContext(configuration: "Release", sdk: "iphoneos"))
    let target = name ?? folder.lastPathComponent
    settings.push(
      PbxprojReader.builtInDefaults(
        target: target, project: target, region: "en", folder: folder, display: display))
    var description = TargetDescription(
      name: target, kind: "application", projectFile: display, format: .expo,
      folders: [folder.appendingPath("ios")],
      infoPlistPath: nil, settings: settings, infoProperties: [], developmentRegion: "en")
    switch found {
    case .dictionary(let pairs, _)?:
      for (key, value) in pairs {
        switch value {
        case .string(let text, let location):
          description.infoProperties.append(
            Declaration(
              key: key, text: description.settings.expand(text), written: text,
              location: location, source: .expo, detail: "ios.infoPlist"))
        case .other(let what, let location)
        where PurposeKeys.isPurposeKey(key) && Self.isNonTextLiteral(what):
          // A number or a truth value: prebuild writes it as such, and iOS finds no text.
          description.findings.append(
            LoadFinding(
              rule: "syntax",
              message: "\(key) is \(what), not a string: iOS finds no purpose string in it, as "
                + "if the key were missing; write the text in quotes",
              location: location))
        case .list(_, let location) where PurposeKeys.isPurposeKey(key),
          .dictionary(_, let location)
        where PurposeKeys.isPurposeKey(key)
          && PurposeKeys.info(key)?.holdsText ?? true:
          description.findings.append(
            LoadFinding(
              rule: "syntax",
              message: "\(key) is not a string: iOS finds no purpose string in it, as if the "
                + "key were missing; write the text in quotes",
              location: location))
        case .other(let what, let location) where key.hasSuffix("UsageDescription"):
          description.findings.append(
            LoadFinding(
              rule: "note", message: "\(key) is \(what), not a literal; permcopy cannot read it",
              location: location))
        default: break
        }
      }
    case let other?:
      description.findings.append(
        LoadFinding(
          rule: "note",
          message: "ios.infoPlist is not a literal object; permcopy does not run JavaScript",
          location: other.location))
    case nil: break
    }
    if let plugins { applyPlugins(plugins, to: &description) }
    if let locales { readLocales(locales, folder: folder, into: &description) }
    // A file cut short or not JSON5 at all: prebuild fails on it, so nothing it seems to
    // declare ships; the problem is reported where it is and the keys are not judged.
    if let problem = LiteralScanner.unterminated(tokens)
      ?? jsonProblem(tokens, path: path, display: display)
    {
      description.findings.append(problem)
      description.infoProperties = []
      description.declarationsUnknown = true
    }
    return description
  }

  /// Where a `.json` config stops being JSON5, if it does: Expo reads `app.json` as JSON5
  /// (comments, trailing commas, unquoted keys, single quotes), so only what JSON5 refuses is a
  /// problem. Walks the tokens once, with a bounded depth.
  static func jsonProblem(_ tokens: [LiteralToken], path: String, display: String) -> LoadFinding? {
    guard path.hasSuffix(".json") else { return nil }
    var index = 0
    var problem: (String, SourceLocation?)?
    func fail(_ expected: String) -> Bool {
      let token = index < tokens.count ? tokens[index] : nil
      problem = (
        "expected \(expected)"
          + (token.map { ", found '\($0.text)'" } ?? " before the end of the file"),
        // At the end of the file, the last thing in it.
        token?.location ?? tokens.last?.location
      )
      return false
    }
    // The scanner splits `1.5e-3` into `1` `.` `5e` `-` `3`: one number, taken whole.
    func number() {
      var previous = tokens[index]
      index += 1
      while index < tokens.count {
        let token = tokens[index]
        let exponent =
          (previous.text.hasSuffix("e") || previous.text.hasSuffix("E"))
          && previous.kind == .number && (token.text == "-" || token.text == "+")
        guard token.text == "." || token.kind == .number || exponent else { return }
        previous = token
        index += 1
      }
    }
    func value(depth: Int) -> Bool {
      guard index < tokens.count else { return fail("a value") }
      guard depth < 256 else { return fail("less nesting") }
      let token = tokens[index]
      switch (token.kind, token.text) {
      case (.string, _):
        index += 1
        return true
      case (.number, _), (.punctuation, "."):
        number()
        return true
      case (.name, let name) where literalNames.contains(name):
        index += 1
        return true
      case (.punctuation, "-"), (.punctuation, "+"):
        index += 1
        guard index < tokens.count,
          tokens[index].kind == .number || tokens[index].text == "."
            || ["Infinity", "NaN"].contains(tokens[index].text)
        else { return fail("a number") }
        number()
        return true
      case (.punctuation, "{"), (.punctuation, "["):
        let isObject = token.text == "{"
        let close = isObject ? "}" : "]"
        index += 1
        while index < tokens.count, tokens[index].text != close {
          if isObject {
            guard tokens[index].kind == .string || tokens[index].kind == .name else {
              return fail("a key")
            }
            index += 1
            guard index < tokens.count, tokens[index].text == ":" else { return fail("':'") }
            index += 1
          }
          guard value(depth: depth + 1) else { return false }
          guard index < tokens.count else { break }
          if tokens[index].text == "," {
            index += 1
          } else if tokens[index].text != close {
            return fail("',' or '\(close)'")
          }
        }
        guard index < tokens.count else { return fail("'\(close)'") }
        index += 1
        return true
      default:
        return fail("a value")
      }
    }
    if value(depth: 0), index < tokens.count { _ = fail("the end of the file") }
    guard let (message, location) = problem else { return nil }
    return LoadFinding(
      rule: "syntax",
      message: "not JSON5: \(message); Expo cannot read the file, so what it declares is not read",
      location: location ?? SourceLocation(file: display, line: 1, column: 1))
  }

  /// One purpose-string option of an Expo config plugin (`data/expo-plugins.tsv`).
  struct PluginOption {
    let plugin: String
    let option: String
    let key: String
    let defaultText: String
    /// The plugin source and version the row was read from.
    let source: String
  }

  static let pluginOptions: [PluginOption] = DataTable.rows("expo-plugins.tsv", columns: 5).map {
    PluginOption(plugin: $0[0], option: $0[1], key: $0[2], defaultText: $0[3], source: $0[4])
  }

  /// What the listed plugins write, as prebuild applies them: an option's text wins over
  /// `ios.infoPlist`, `false` removes the key, and a key neither sets gets the plugin's default.
  static func applyPlugins(_ plugins: LiteralValue, to description: inout TargetDescription) {
    guard case .list(let items, _) = plugins else { return }
    for item in items {
      // `"expo-camera"` or `["expo-camera", { cameraPermission: "…" }]`.
      var plugin: String?
      var options: [(key: String, value: LiteralValue)] = []
      var place = item.location
      switch item {
      case .string(let text, let location):
        plugin = text
        place = location
      case .list(let parts, _):
        if case .string(let text, let location)? = parts.first {
          plugin = text
          place = location
        }
        if parts.count > 1, case .dictionary(let pairs, _) = parts[1] { options = pairs }
      default: break
      }
      guard let plugin else { continue }
      for row in pluginOptions where row.plugin == plugin {
        let given = options.last { $0.key == row.option }?.value
        switch given {
        case .string(let text, let location)?:
          description.infoProperties.append(
            Declaration(
              key: row.key, text: description.settings.expand(text), written: text,
              location: location, source: .expoPlugin, detail: "\(plugin) \(row.option)"))
        case .other("false", _)?:
          description.infoProperties.removeAll { $0.key == row.key }
        case .other(let what, let location)?:
          description.findings.append(
            LoadFinding(
              rule: "note",
              message:
                "\(row.option) of \(plugin) is \(what), not a literal; permcopy cannot read the \(row.key) it sets",
              location: location))
        default:
          // The default goes in only where nothing else declares the key.
          guard !description.infoProperties.contains(where: { $0.key == row.key }) else {
            continue
          }
          description.infoProperties.insert(
            Declaration(
              key: row.key, text: description.settings.expand(row.defaultText),
              written: row.defaultText, location: place, source: .expoPlugin,
              detail: "\(plugin) default"),
            at: 0)
        }
      }
    }
  }
}

extension DeclarationSource {
  /// A file `expo.locales` names: prebuild copies its values into `InfoPlist.strings`, where
  /// Xcode expands no variable.
  static let expoLocale = DeclarationSource("Expo locale file", expandsVariables: false)
  static let expo = DeclarationSource(
    "Expo", expandsVariables: true,
    whereToDeclare: { _, _, project in "ios.infoPlist in \(project)" })
  /// A config plugin's option (`expo-camera`'s `cameraPermission`).
  static let expoPlugin = DeclarationSource("Expo plugin", expandsVariables: true)
}
