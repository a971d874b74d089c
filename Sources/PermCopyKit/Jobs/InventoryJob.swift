/// `permcopy inventory PATH…`: what each target ships, per locale and key, with the
/// declaration that wins and the ones it overrides: how users see why a text is what it is.
/// Without paths, the permcopy project's own model, which is the same kind of model.
public enum InventoryJob {
  public static func run(
    paths: [String], configPath: String, json: Bool, console: Console = .standard
  ) throws -> ExitStatus {
    let model =
      paths.isEmpty
      ? try ProjectModel.load(path: configPath).appModel : try AppLoader.load(paths: paths)
    console.out(json ? Self.json(model) : Self.table(model))
    return .success
  }

  /// Every purpose string a target ships: the base value, then each localization's, in order.
  static func rows(_ target: AppTarget) -> [(locale: String, shipped: ShippedText)] {
    var rows: [(String, ShippedText)] = []
    for shipped in target.base where PurposeKeys.isPurposeKey(shipped.key) {
      rows.append(("base (\(target.developmentRegion))", shipped))
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

  public static func json(_ model: AppModel) -> String {
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
      ]
      let notes = target.findings.filter { $0.rule == "note" }
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

  public static func table(_ model: AppModel) -> String {
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
      for note in target.findings where note.rule == "note" {
        out.append("  note: \(note.location): \(note.message)")
      }
      out.append("")
    }
    if out.last == "" { out.removeLast() }
    return out.isEmpty ? "no app files found" : out.joined(separator: "\n")
  }

  /// A text as a `.strings` value is written: quotes, backslashes and line breaks escaped.
  static func quoted(_ text: String) -> String { "\"" + StringsFileWriter.escape(text) + "\"" }
}
