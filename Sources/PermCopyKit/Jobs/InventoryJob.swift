/// `permcopy inventory PATH…`: what each target ships, per locale and key, with the
/// declaration that wins and the ones it overrides: how users see why a text is what it is.
/// Without paths, the permcopy project's own model, which is the same kind of model. Then
/// what the people of each locale see for each key (`Audience`): `--locale` asks for one
/// locale, shipped or not ("what does a Hong Kong user see for the camera?").
public enum InventoryJob {
  public static func run(
    paths: [String], configPath: String, json: Bool, locale: String? = nil,
    console: Console = .standard
  ) throws -> ExitStatus {
    let model =
      paths.isEmpty
      ? try ProjectModel.load(path: ProjectConfig.locate(configPath, console: console)).appModel
      : try AppLoader.load(paths: paths)
    console.out(json ? Self.json(model, locale: locale) : Self.table(model, locale: locale))
    return .success
  }

  /// The audiences shown: every locale the target ships, or the one asked for.
  static func audiences(_ target: AppTarget, locale: String?) -> [Audience] {
    locale.map { [target.audience(for: $0)] } ?? target.audiences
  }

  /// Where a seen text comes from, in words.
  static func origin(_ seen: SeenText) -> String {
    switch seen.origin {
    case .ownTable: return "own table"
    case .fallbackTable(let locale): return "falls back to \(locale)"
    case .infoPlist: return "Info.plist"
    case .assumedInfoPlist: return "Info.plist (not in view; as the development region's table)"
    case .nothingInView: return "Info.plist (not in view)"
    }
  }

  /// `read`, `unread` or `unknown` (a Latin text whose words do not say its language).
  static func reading(_ seen: SeenText, _ audience: Audience) -> String {
    switch seen.reading(by: audience.language) {
    case .read: return "read"
    case .unread: return "unread"
    case .unknown: return "unknown"
    }
  }

  static func seenJSON(_ audience: Audience) -> [JSONValue] {
    audience.seen.map { seen in
      var fields: [(String, JSONValue)] = [
        ("locale", .string(audience.locale)), ("key", .string(seen.key)),
        ("text", seen.declaration.map { .string($0.text) } ?? .null),
        ("language", seen.written.map { .string($0.rawValue) } ?? .null),
        ("reading", .string(reading(seen, audience))), ("origin", .string(origin(seen))),
      ]
      if let declaration = seen.declaration {
        fields += [
          ("file", .string(declaration.location.file)),
          ("line", .number(declaration.location.line)),
          ("column", .number(declaration.location.column)),
        ]
      }
      return .object(fields)
    }
  }

  /// Every purpose string a target ships: the base value, then each localization's, in order.
  static func rows(_ target: AppTarget) -> [(locale: String, shipped: ShippedText)] {
    var rows: [(String, ShippedText)] = []
    for shipped in target.base where PurposeKeys.isPurposeKey(shipped.key) {
      rows.append(("base (\(target.developmentRegion))", shipped))
    }
    for shipped in target.macBase where PurposeKeys.isPurposeKey(shipped.key) {
      rows.append(("base on the Mac (\(target.developmentRegion))", shipped))
    }
    for localization in target.localizations {
      for shipped in localization.texts where PurposeKeys.isPurposeKey(shipped.key) {
        rows.append((localization.folder, shipped))
      }
    }
    return rows
  }

  static func place(_ declaration: Declaration) -> JSONValue {
    .object(
      [
        ("key", .string(declaration.key)), ("text", .string(declaration.text)),
        ("written", .string(declaration.written)), ("source", .string(declaration.source.rawValue)),
        ("file", .string(declaration.location.file)), ("line", .number(declaration.location.line)),
        ("column", .number(declaration.location.column)),
      ] + (declaration.detail.map { [("condition", JSONValue.string($0))] } ?? []))
  }

  public static func json(_ model: AppModel, locale: String? = nil) -> String {
    let targets = model.targets.map { target -> JSONValue in
      let entries = rows(target).map { row -> JSONValue in
        let winner = row.shipped.declaration
        guard case .object(var fields) = place(winner) else { return .null }
        fields.insert(("locale", .string(row.locale)), at: 1)
        fields.append(("review", .string(row.shipped.review.rawValue)))
        fields.append(
          (
            "overrides",
            .array(
              row.shipped.overridden.map { declaration in
                guard case .object(var fields) = place(declaration) else { return .null }
                fields.append(("overridden", .bool(true)))
                return .object(fields)
              })
          ))
        return .object(fields)
      }
      var fields: [(String, JSONValue)] = [
        ("name", .string(target.name)), ("kind", .string(target.kind)),
        ("project", target.projectFile.map(JSONValue.string) ?? .null),
        ("developmentRegion", .string(target.developmentRegion)),
        (
          "deploymentTarget",
          target.deploymentTarget.map { .string("\($0.major).\($0.minor)") } ?? .null
        ),
        ("strings", .array(entries)),
        ("seen", .array(audiences(target, locale: locale).flatMap(seenJSON))),
      ]
      let notes = target.findings.filter { $0.rule == "note" || $0.rule == LoadFinding.missingFile }
      fields.append(
        (
          "notes",
          .array(
            notes.map {
              .object([
                ("message", .string($0.message)), ("file", .string($0.location.file)),
                ("line", .number($0.location.line)), ("column", .number($0.location.column)),
              ])
            })
        ))
      return .object(fields)
    }
    return JSONValue.object([("targets", .array(targets))]).text()
  }

  public static func table(_ model: AppModel, locale: String? = nil) -> String {
    var out: [String] = []
    for target in model.targets {
      let rows = rows(target)
      var heading = "\(target.name) (\(target.kind)"
      if let project = target.projectFile { heading += ", \(project)" }
      heading += ", development region \(target.developmentRegion))"
      out.append(heading)
      if rows.isEmpty { out.append("  no purpose strings") }
      for row in rows {
        let winner = row.shipped.declaration
        let condition = winner.detail.map { " \($0)" } ?? ""
        out.append(
          "  \(row.locale)  \(row.shipped.key) = \(Self.quoted(winner.text))")
        out.append("      from \(winner.location) (\(winner.source.rawValue)\(condition))")
        for overridden in row.shipped.overridden {
          out.append(
            "      overrides \(Self.quoted(overridden.text)) at \(overridden.location) (\(overridden.source.rawValue))"
          )
        }
      }
      for note in target.findings where note.rule == "note" || note.severity == .note {
        out.append("  note: \(note.location): \(note.message)")
      }
      for missing in target.findings where missing.leavesDeclarationsUnknown {
        out.append("  missing: \(missing.location): \(missing.message)")
      }
      for unshipped in target.findings where unshipped.rule == LoadFinding.unshippedTable {
        let places = [unshipped.location] + unshipped.related
        out.append("  not shipped: \(places.map(\.description).joined(separator: ", "))")
      }
      let audiences = audiences(target, locale: locale)
      if !audiences.isEmpty { out.append("  what people see:") }
      for audience in audiences {
        for seen in audience.seen {
          let text = seen.declaration.map { Self.quoted($0.text) } ?? "(nothing in view)"
          out.append("  \(audience.locale)  \(seen.key) = \(text)")
          var line = "      \(seen.written?.name ?? "no letters"), \(origin(seen))"
          if let declaration = seen.declaration { line += ", \(declaration.location)" }
          switch seen.reading(by: audience.language) {
          case .read: break
          case .unread: line += "; not \(audience.locale) users' language"
          case .unknown: line += "; perhaps not \(audience.locale) users' language"
          }
          out.append(line)
        }
      }
      out.append("")
    }
    if out.last == "" { out.removeLast() }
    return out.isEmpty ? "no app files found" : out.joined(separator: "\n")
  }

  /// A text as a `.strings` value is written: quotes, backslashes and line breaks escaped.
  static func quoted(_ text: String) -> String { "\"" + StringsFileWriter.escape(text) + "\"" }
}
