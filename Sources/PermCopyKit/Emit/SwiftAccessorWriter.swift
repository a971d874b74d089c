/// `output.swift`: one Swift file with a typed API over `PermissionGuide.strings`, so app code
/// writes `PermissionCopy.camera.alert.title` or `PermissionCopy.camera.steps(iOS: 17)` instead
/// of string keys. Foundation only (no UIKit); each text is looked up with `NSLocalizedString`
/// in the `PermissionGuide` table of the configured bundle. Every symbol is documented with its
/// source-locale text, and the output is the same bytes for the same project.
enum SwiftAccessorWriter {
  static func text(_ model: ProjectModel) -> String {
    let project = model.rendered.project
    let units = model.rendered.units.filter { $0.locale == project.sourceLocale }
    let bundle = project.output.swiftBundle == .module ? "Bundle.module" : "Bundle.main"
    var out = "// \(OutputPlan.stringsHeader)\n"
    out += "// swift-format-ignore-file\n\n"
    out += "import Foundation\n\n"
    out += "/// The texts of `PermissionGuide.strings` (\(project.sourceLocale) shown), looked up\n"
    out += "/// in the person's language at run time.\n"
    out += "public enum PermissionCopy {\n"
    out += "  /// Looks `key` up in the `PermissionGuide` table of \(bundle).\n"
    out += "  static func text(_ key: String) -> String {\n"
    out +=
      "    NSLocalizedString(key, tableName: \"PermissionGuide\", bundle: \(bundle), comment: \"\")\n"
    out += "  }\n"

    // Buttons shared by every permission.
    let buttons = units.filter {
      if case .button = $0.field { return true }
      return false
    }
    if !buttons.isEmpty {
      out += "\n  /// Button words of the guide, alert, notice and primer.\n"
      out += "  public static let button = Buttons()\n\n"
      out += "  /// Button words of the guide, alert, notice and primer.\n"
      out += "  public struct Buttons: Sendable {\n"
      for unit in buttons {
        guard case .button(let button) = unit.field, let key = unit.guideKey else { continue }
        out += property(identifier(button.rawValue), key: key, unit: unit, indent: "    ")
      }
      out += "  }\n"
    }

    for entry in project.permissions {
      let id = entry.permission.id
      let own = units.filter { $0.permission == id && $0.guideKey != nil }
      guard !own.isEmpty else { continue }
      let type = typeName(id)
      out += "\n  /// \(entry.permission.key ?? id): the denied guide, alert, notice and primer.\n"
      out += "  public static let \(identifier(id)) = \(type)()\n"
      out += "\n  /// \(entry.permission.key ?? id): the denied guide, alert, notice and primer.\n"
      out += "  public struct \(type): Sendable {\n"
      out += guideMembers(own, eras: project.eras, indent: "    ")
      out += styleGroups(own, indent: "    ")
      out += "  }\n"
    }

    if !project.features.isEmpty {
      out += "\n  /// Features that need several permissions (`features:` in permcopy.yml).\n"
      out += "  public static let feature = Features()\n\n"
      out += "  /// Features that need several permissions (`features:` in permcopy.yml).\n"
      out += "  public struct Features: Sendable {\n"
      for feature in project.features {
        let own = units.filter { $0.feature == feature.id }
        let type = typeName(feature.id)
        out += "    /// The feature \(feature.id).\n"
        out += "    public let \(identifier(feature.id)) = \(type)()\n\n"
        out +=
          "    /// The feature \(feature.id): needs "
          + feature.permissions.map(\.permission.id).joined(separator: ", ") + ".\n"
        out += "    public struct \(type): Sendable {\n"
        let whole = own.filter { $0.missing == nil }
        if let name = whole.first(where: { $0.field == .featureName }), let key = name.guideKey {
          out += property("name", key: key, unit: name, indent: "      ")
        }
        out += guideMembers(
          whole.filter { $0.field != .featureName }, eras: project.eras, indent: "      ")
        if let order = whole.first(where: { $0.field == .primerMessage }), let key = order.guideKey
        {
          out += property("order", key: key, unit: order, indent: "      ")
        }
        // A one-off guide exists only for permissions whose state the app can read; a
        // permission with none gets no empty type, and a feature with none no `missing`.
        let missingOne = feature.permissions.filter { entry in
          own.contains { $0.missing == entry.permission.id }
        }
        guard !missingOne.isEmpty else {
          out += "    }\n"
          continue
        }
        out += "      /// The guide when only one of its permissions is missing.\n"
        out += "      public let missing = Missing()\n\n"
        out += "      /// The guide when only one of its permissions is missing.\n"
        out += "      public struct Missing: Sendable {\n"
        for entry in missingOne {
          let id = entry.permission.id
          out += "        /// Only \(id) is missing.\n"
          out += "        public let \(identifier(id)) = \(typeName(id))()\n\n"
          out += "        /// Only \(id) is missing.\n"
          out += "        public struct \(typeName(id)): Sendable {\n"
          out += guideMembers(
            own.filter { $0.missing == id }, eras: project.eras, indent: "          ")
          out += "        }\n"
        }
        out += "      }\n"
        out += "    }\n"
      }
      out += "  }\n"
    }
    out += "}\n"
    return out
  }

  /// Title, message, restricted, and the era-dependent steps, paths and limited message.
  static func guideMembers(_ units: [CopyUnit], eras: [SettingsEra], indent: String) -> String {
    var out = ""
    for (field, name) in [
      (CopyField.guideTitle, "title"), (.guideMessage, "message"),
      (.restrictedMessage, "restricted"),
    ] {
      if let unit = units.first(where: { $0.field == field && $0.era == nil }),
        let key = unit.guideKey
      {
        out += property(name, key: key, unit: unit, indent: indent)
      }
    }
    let steps = units.filter {
      if case .guideStep = $0.field { return true }
      return false
    }
    if !steps.isEmpty {
      out += "\(indent)/// The steps back to access on that iOS version, in order"
      if let first = steps.first(where: { $0.era == .newest }) {
        out += ": “\(comment(first.text))”…"
      }
      out += "\n"
      out += "\(indent)public func steps(iOS major: Int) -> [String] {\n"
      out += eraSwitch(eras: eras, indent: indent + "  ") { era in
        let keys = steps.filter { $0.era == era }.sorted { $0.field < $1.field }.compactMap(
          \.guideKey)
        return "[" + keys.map { "PermissionCopy.text(\"\($0)\")" }.joined(separator: ", ") + "]"
      }
      out += "\(indent)}\n"
    }
    for (field, name, what) in [
      (CopyField.settingsPath, "settingsPath", "The way to the app's page in Settings"),
      (.privacyPath, "privacyPath", "The way through Privacy settings"),
    ] {
      let forEra = units.filter { $0.field == field }
      guard let newest = forEra.first(where: { $0.era == .newest }) ?? forEra.first else {
        continue
      }
      out += "\(indent)/// \(what) on that iOS version: “\(comment(newest.text))” (iOS 18).\n"
      out += "\(indent)public func \(name)(iOS major: Int) -> String {\n"
      out += eraSwitch(eras: eras, indent: indent + "  ") { era in
        let key = forEra.first { $0.era == era }?.guideKey ?? newest.guideKey ?? ""
        return "PermissionCopy.text(\"\(key)\")"
      }
      out += "\(indent)}\n"
    }
    let limited = units.filter { $0.field == .limitedMessage }
    if let newest = limited.first(where: { $0.era == .newest }) ?? limited.first {
      out +=
        "\(indent)/// Shown when access is limited, on that iOS version (nil before limited access"
      out += " existed): “\(comment(newest.text))”.\n"
      out += "\(indent)public func limited(iOS major: Int) -> String? {\n"
      out += eraSwitch(eras: eras, indent: indent + "  ") { era in
        limited.first { $0.era == era }?.guideKey.map { "PermissionCopy.text(\"\($0)\")" } ?? "nil"
      }
      out += "\(indent)}\n"
    }
    return out
  }

  /// `alert`, `notice` and `primer`, each a small struct of its texts.
  static func styleGroups(_ units: [CopyUnit], indent: String) -> String {
    var out = ""
    let groups: [(String, String, [(CopyField, String)])] = [
      (
        "alert", "The alert after a denial (buttons: later, openNow)",
        [(.alertTitle, "title"), (.alertMessage, "message")]
      ),
      (
        "notice", "The one-button notice for restricted access (button: gotIt)",
        [(.noticeMessage, "message")]
      ),
      (
        "primer", "The primer before the system asks (one button: continue)",
        [(.primerTitle, "title"), (.primerMessage, "message")]
      ),
    ]
    for (name, what, fields) in groups {
      let present = fields.compactMap { field, property -> (CopyUnit, String)? in
        units.first { $0.field == field }.map { ($0, property) }
      }
      guard !present.isEmpty else { continue }
      let type = name.prefix(1).uppercased() + name.dropFirst()
      out += "\(indent)/// \(what).\n"
      out += "\(indent)public let \(name) = \(type)()\n\n"
      out += "\(indent)/// \(what).\n"
      out += "\(indent)public struct \(type): Sendable {\n"
      for (unit, property) in present {
        guard let key = unit.guideKey else { continue }
        out += self.property(property, key: key, unit: unit, indent: indent + "  ")
      }
      out += "\(indent)}\n"
    }
    return out
  }

  /// The newest era first: `if major >= 18 { … }`, and the oldest supported era for the rest.
  static func eraSwitch(eras: [SettingsEra], indent: String, value: (SettingsEra) -> String)
    -> String
  {
    var out = ""
    for (index, era) in eras.enumerated() {
      if index == eras.count - 1 {
        out += "\(indent)return \(value(era))\n"
      } else {
        out += "\(indent)if major >= \(era.firstMajor) { return \(value(era)) }\n"
      }
    }
    return out
  }

  static func property(_ name: String, key: String, unit: CopyUnit, indent: String) -> String {
    "\(indent)/// “\(comment(unit.text))”\n"
      + "\(indent)public var \(name): String { PermissionCopy.text(\"\(key)\") }\n"
  }

  /// A text for a `///` line: one line, no longer than a reader wants to scan.
  static func comment(_ text: String) -> String {
    let line = text.replacingOccurrences(of: "\n", with: " ")
    return line.count > 90 ? String(line.prefix(89)) + "…" : line
  }

  static let keywords: Set<String> = [
    "continue", "default", "case", "class", "struct", "enum", "func", "import", "in", "let", "var",
    "return", "self", "static", "switch", "where", "while", "for", "if", "else", "do", "is", "as",
    "try", "throw", "true", "false", "nil", "init", "deinit", "extension", "protocol", "public",
    "private", "internal", "operator", "repeat", "break", "guard", "defer", "subscript", "Type",
  ]

  /// `photo-library-add` → `photoLibraryAdd`; a keyword is written in backquotes.
  static func identifier(_ id: String) -> String {
    let parts = id.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    guard let first = parts.first else { return "_" }
    var name = first.prefix(1).lowercased() + first.dropFirst()
    for part in parts.dropFirst() { name += part.prefix(1).uppercased() + part.dropFirst() }
    if name.first?.isNumber == true { name = "_" + name }
    return keywords.contains(name) ? "`\(name)`" : name
  }

  /// `photo-library-add` → `PhotoLibraryAdd`.
  static func typeName(_ id: String) -> String {
    let name = identifier(id).replacingOccurrences(of: "`", with: "")
    return name.prefix(1).uppercased() + name.dropFirst()
  }
}
