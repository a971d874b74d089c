import Foundation

/// `permcopy export --xliff DIR`: one XLIFF 1.2 file per target locale for translators, with
/// each purpose string's source, target, state (translated, needs-review-translation for a stale
/// translation or a machine draft, needs-translation where there is none) and a note giving the
/// context: which permission, what the alert looks like, the length limit.
public enum ExportJob {
  public static func run(
    configPath: String, folder: String, locale: String?, force: Bool = false,
    console: Console = .standard
  ) throws -> ExitStatus {
    try OutputWriter.refuseLinkedFolder(folder, option: "--xliff")
    let configPath = ProjectConfig.locate(configPath, console: console)
    let project = try ConfigLoader.load(path: configPath)
    let targets = project.locales.filter {
      $0 != project.sourceLocale && (locale == nil || $0 == locale)
    }
    if let locale, targets.isEmpty {
      throw InputError(
        "--locale \(locale) is not a translated locale of this project ("
          + project.locales.filter { $0 != project.sourceLocale }.joined(separator: ", ") + ")",
        at: nil)
    }
    let model = ProjectModel(
      rendered: try Renderer.render(project), lock: try TranslationLock.read(path: project.lockPath)
    )
    let rendered = model.rendered
    let sources = rendered.units.filter {
      $0.locale == project.sourceLocale && $0.field == .usageDescription && $0.companionOf == nil
    }
    var writes: [(path: String, display: String, bytes: Data, existing: Data?)] = []
    for target in targets {
      let data = project.localeData[target]
      let maxColumns = data.flatMap { try? LocaleRules.read($0) }?.maxColumns
      let units = sources.compactMap { source -> XliffWriter.Unit? in
        guard let key = source.infoPlistKey, let id = source.permission,
          let permission = project.permissions.first(where: { $0.permission.id == id })?.permission
        else { return nil }
        let translation = rendered.purposeString(id, target)
        let state: XliffWriter.State =
          translation == nil
          ? .needsTranslation
          : model.reviewState(id, target).needsReviewer ? .needsReview : .translated
        let title = data?.value(permission: id, "alert-title")?.text ?? ""
        let appName = project.appName[target]?.text ?? data?.value(["this-app"])?.text ?? ""
        let buttons = permission.alert.buttons(at: OSVersion(18)).compactMap {
          data?.value(["alert-buttons", $0])?.text
        }
        var note =
          permission.hasTemplates
          ? "Purpose string for \(id) (\(key)): the message of the system alert "
            + "“\(title.replacingOccurrences(of: "%@", with: appName))”, buttons "
            + "\(buttons.joined(separator: " / ")). "
          : "Purpose string for \(key): the message the system shows when the app asks for this access. "
        note += "One short, complete sentence that says what the person can do with this access"
        note +=
          maxColumns.map { "; at most \($0) columns (a Chinese character counts two)." } ?? "."
        return XliffWriter.Unit(
          id: key, source: source.text, target: translation?.text, state: state, note: note)
      }
      let original = "\(project.output.strings)/\(project.sourceLocale).lproj/InfoPlist.strings"
      let xml = try XliffWriter.document(
        original: original, sourceLanguage: project.sourceLocale, targetLanguage: target,
        units: units)
      let path = URL(fileURLWithPath: folder).appendingPathComponent("\(target).xliff").path
      let display = ConfigLoader.displayPath(path)
      // An export replaces only what an export wrote (its permcopy tool header).
      let existing = try OutputWriter.existingOwnOutput(
        path, display: display, option: "--xliff", force: force,
        hint: "pass --force to replace it"
      ) { String(decoding: $0.prefix(2000), as: UTF8.self).contains(#"tool-id="permcopy""#) }
      writes.append((path, display, Data(xml.utf8), existing))
    }
    // Every file is judged before any is written: a refusal leaves the folder as it was.
    for (path, display, bytes, existing) in writes {
      if existing == bytes {
        console.out("unchanged \(display)")
        continue
      }
      try OutputWriter.writeAtomically(
        .init(path: path, displayPath: display, data: bytes),
        unchangedFrom: existing.map { [UInt8]($0) })
      console.out("\(existing == nil ? "created " : "updated ") \(display)")
    }
    return .success
  }
}
