import Foundation
import Testing

@testable import PermCopyKit

/// Reads the review page back: its locale columns, and each copy text in them by `data-key`.
enum ReviewPageReader {
  struct Column {
    let id: String
    let lang: String
    let html: String
  }

  static func columns(_ html: String) -> [Column] {
    matches(#"<section class="locale" id="([^"]*)" lang="([^"]*)">(.*?)</section>"#, in: html).map {
      Column(id: $0[1], lang: $0[2], html: $0[3])
    }
  }

  /// key → every text shown under that key in the fragment, marks removed, references read.
  static func texts(_ fragment: String) -> [String: [String]] {
    var texts: [String: [String]] = [:]
    let copy = #"<(p|li|span) class="copy [^"]*" data-key="([^"]*)">(.*?)</\1>"#
    for match in matches(copy, in: fragment) {
      texts[unescape(match[2]), default: []].append(plainText(match[3]))
    }
    return texts
  }

  static func plainText(_ html: String) -> String {
    unescape(
      html.replacingOccurrences(of: #"</?mark[^>]*>"#, with: "", options: .regularExpression))
  }

  static func unescape(_ text: String) -> String {
    text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
      .replacingOccurrences(of: "&amp;", with: "&")
  }

  static func matches(_ pattern: String, in text: String) -> [[String]] {
    guard
      let expression = try? NSRegularExpression(
        pattern: pattern, options: [.dotMatchesLineSeparators])
    else { return [] }
    let range = NSRange(text.startIndex..., in: text)
    return expression.matches(in: text, range: range).map { match in
      (0..<match.numberOfRanges).map { index in
        Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
      }
    }
  }
}

/// `preview --html`: the page's text, marks, summary, language tags, safety and determinism.
@Suite struct ReviewPageTests {
  /// The example, built into a scratch folder, with its page made from the same model.
  static func builtExample() throws -> (
    project: TemporaryProject, model: ProjectModel, html: String
  ) {
    let project = try TemporaryProject("")
    _ = try InitJob.example(directory: project.folder.path, force: true, console: .silent)
    try OutputWriter.write(OutputPlan(try project.render()), force: false)
    let model = try ProjectModel.load(path: project.configPath)
    let html = ReviewPage.html(project: model, diagnostics: try PreviewJob.findings(model))
    return (project, model, html)
  }

  /// Every entry of every `.strings` file build writes for the example is on the page, in its
  /// locale's columns, byte for byte, and the page shows no other text under that key.
  @Test func theExamplePageHoldsTheBuiltStringsByteForByte() throws {
    let (project, model, html) = try Self.builtExample()
    defer { project.remove() }
    let columns = ReviewPageReader.columns(html)
    for locale in model.project.locales {
      let tag = ReviewPage.languageTag(locale)
      var shown: [String: [String]] = [:]
      for column in columns where column.lang == tag {
        shown.merge(ReviewPageReader.texts(column.html)) { $0 + $1 }
      }
      var checked = 0
      for table in ["InfoPlist", "PermissionGuide"] {
        let file = try StringsFileReader.read(
          path: project.folder.appendingPathComponent(
            "App/Resources/\(locale).lproj/\(table).strings"
          )
          .path)
        #expect(file.problems.isEmpty)
        for entry in file.entries {
          let texts = shown[entry.key] ?? []
          #expect(!texts.isEmpty, "\(locale) \(entry.key) is not on the page")
          #expect(
            texts.allSatisfy { Array($0.utf8) == Array(entry.value.utf8) },
            "\(locale) \(entry.key): \(texts) ≠ \(entry.value)")
          checked += 1
        }
      }
      #expect(checked > 100, "\(locale): \(checked) entries")
    }
  }

  @Test func eachColumnHasItsLocalesLanguageTag() throws {
    let (project, model, html) = try Self.builtExample()
    defer { project.remove() }
    let columns = ReviewPageReader.columns(html)
    let sections = model.project.permissions.count + model.project.features.count
    #expect(columns.count == sections * 3)
    #expect(Set(columns.map(\.lang)) == ["en", "zh-Hans", "zh-Hant-TW"])
    for column in columns {
      #expect(column.id.hasSuffix("--" + (column.lang == "zh-Hant-TW" ? "zh-Hant" : column.lang)))
    }
    // The page's own words are English wherever they sit in a Chinese column.
    #expect(html.contains(#"<figcaption lang="en">System alert · iOS 17 and later</figcaption>"#))
    #expect(html.contains("「手機殼工坊」想要取用你的相機"))
    #expect(html.contains("“手机壳工坊”想访问你的相机"))
  }

  /// No script, no request: nothing on the page names a resource elsewhere.
  @Test func theExamplePageIsSelfContainedDeterministicAndSmall() throws {
    let (project, model, html) = try Self.builtExample()
    defer { project.remove() }
    #expect(html.utf8.count < 1_000_000, "\(html.utf8.count) bytes")
    let lowered = html.lowercased()
    for needle in ["<script", "http://", "https://", "src=", "url(", "@import", "<link", "<iframe"]
    {
      #expect(!lowered.contains(needle), "the page holds \(needle)")
    }
    #expect(html.hasPrefix("<!DOCTYPE html>\n<!-- \(GeneratedFile.marker)"))
    #expect(OutputWriter.isGenerated(Data(html.utf8)))
    let again = ReviewPage.html(
      project: try ProjectModel.load(path: project.configPath),
      diagnostics: try PreviewJob.findings(model))
    #expect(again == html)
    #expect(html.contains("@page") && html.contains("break-inside: avoid"))
    #expect(html.contains("prefers-color-scheme") || html.contains("light-dark("))
  }

  /// A project whose copy breaks rules, with HTML in its texts and a lock with a draft and a
  /// stale translation.
  static func projectWithFindings() throws -> TemporaryProject {
    let project = try TemporaryProject(
      config(
        permissions: """
            camera:
              text:
                en: Scan <b>gift cards</b> & "codes" for a better experience.
                zh-Hans: 扫描礼品卡上的二维码，即可兑换礼物。
                zh-Hant: 扫描禮物卡上的 QR 碼，即可兌換禮物。
            microphone:
              purpose: { en: record a voice note for the card, zh-Hans: 为礼品卡录一段语音, zh-Hant: 為禮物卡錄一段語音 }
          """))
    let loaded = try project.load()
    var lock = TranslationLock()
    lock.markDrafts([("camera", "zh-Hans")], in: loaded)
    var text = lock.text()
    let microphone = try #require(
      TranslationLock.translations(of: loaded).first { $0.slot == "microphone zh-Hant" })
    text +=
      "microphone zh-Hant 0123456789abcdef "
      + TranslationLock.fingerprint(microphone.translation.text) + "\n"
    try project.write("permcopy.lock", text)
    return project
  }

  @Test func findingsAreMarkedInTheirTextListedAndCounted() throws {
    let project = try Self.projectWithFindings()
    defer { project.remove() }
    let model = try ProjectModel.load(path: project.configPath)
    let diagnostics = try PreviewJob.findings(model)
    #expect(diagnostics.contains { $0.rule == "wrong-script" && $0.unit?.locale == "zh-Hant" })
    #expect(diagnostics.contains { $0.rule == "vague-benefit" })
    let html = ReviewPage.html(project: model, diagnostics: diagnostics)
    for (index, diagnostic) in diagnostics.enumerated() {
      let title = HTMLWriter.escape(
        "\(index + 1). \(diagnostic.severity.rawValue) \(diagnostic.rule): \(diagnostic.message)")
      #expect(html.contains(title), "finding \(index + 1) \(diagnostic.rule) is not on the page")
      #expect(
        html.contains(#"<li value="\#(index + 1)" class="\#(diagnostic.severity.rawValue)">"#))
    }
    // The Simplified 扫 of the zh-Hant text is the marked span, with the rule in its title.
    let wrongScript = try #require(
      diagnostics.firstIndex { $0.rule == "wrong-script" && $0.unit?.locale == "zh-Hant" })
    let marks = ReviewPageReader.matches(
      #"<mark class="error" title="([^"]*)"[^>]*>([^<]*)</mark>"#, in: html)
    #expect(
      marks.contains {
        $0[2] == "扫"
          && ReviewPageReader.unescape($0[1]).contains("\(wrongScript + 1). error wrong-script")
      }, "\(marks)")
    // The summary counts each rule per locale.
    let rows = ReviewPageReader.matches(
      #"<tr class="rule"><th scope="row">([^<]*)</th>(.*?)</tr>"#, in: html)
    for row in rows {
      let rule = String(row[1].prefix { $0 != " " })
      let cells = ReviewPageReader.matches(#"<td[^>]*>(\d+)</td>"#, in: row[2]).map {
        Int($0[1]) ?? -1
      }
      let expected = ["en", "zh-Hans", "zh-Hant"].map { locale in
        diagnostics.filter { $0.rule == rule && $0.unit?.locale == locale }.count
      }
      #expect(Array(cells.prefix(3)) == expected, "\(rule)")
      #expect(cells.last == diagnostics.filter { $0.rule == rule }.count)
    }
    #expect(Set(rows.map { String($0[1].prefix { $0 != " " }) }) == Set(diagnostics.map(\.rule)))
  }

  @Test func everyTextIsEscapedAndDraftsAndStaleTextsAreListed() throws {
    let project = try Self.projectWithFindings()
    defer { project.remove() }
    let model = try ProjectModel.load(path: project.configPath)
    let html = ReviewPage.html(project: model, diagnostics: try PreviewJob.findings(model))
    #expect(!html.contains("<b>gift cards</b>"))
    #expect(html.contains("Scan &lt;b&gt;gift cards&lt;/b&gt; &amp; &quot;codes&quot;"))
    let english = ReviewPageReader.columns(html).filter { $0.lang == "en" }
    #expect(
      english.contains {
        ReviewPageReader.texts($0.html)["NSCameraUsageDescription"]?.first
          == #"Scan <b>gift cards</b> & "codes" for a better experience."#
      })
    #expect(html.contains(##"<a href="#camera--zh-Hans">camera · zh-Hans</a>: machine draft"##))
    #expect(html.contains(##"<a href="#microphone--zh-Hant">microphone · zh-Hant</a>: stale"##))
    #expect(html.contains("Needs a reviewer: machine draft"))
    #expect(
      HTMLWriter.escape("a<b>&\"'\u{1}\u{7F}\n") == "a&lt;b&gt;&amp;&quot;&#39;\u{2401}\u{2421}\n")
  }

  @Test func overlappingSpansAreCutAtEveryBoundary() throws {
    let unit = CheckUnit(
      key: "NSCameraUsageDescription", permission: "camera", locale: "en", language: "en",
      text: "abcdef", file: "f", origin: SourceLocation(file: "f", line: 1, column: 1),
      rules: .empty)
    func finding(_ span: Range<Int>?, _ severity: Severity) -> Diagnostic {
      Diagnostic(
        rule: "r", severity: severity, message: "m<", location: unit.origin, endColumn: nil,
        unit: unit, span: span)
    }
    let findings = ReviewFindings([finding(1..<4, .warning), finding(3..<5, .error)])
    let html = ReviewFindings.marked("abcdef", findings.all)
    #expect(ReviewPageReader.plainText(html) == "abcdef")
    #expect(html.hasPrefix("a<mark class=\"warning\" title=\"1. warning r: m&lt;\">bc</mark>"))
    #expect(html.contains(#"data-ref="1">d</mark>"#))
    #expect(html.contains(#"<mark class="error" title="2. error r: m&lt;" data-ref="2">e</mark>f"#))
  }

  /// `preview --html DIR` makes DIR, writes index.html, leaves it untouched when nothing
  /// changed, and never replaces a file it did not write or writes through a link.
  @Test func thePageIsWrittenSafely() throws {
    let project = try TemporaryProject("")
    defer { project.remove() }
    _ = try InitJob.example(directory: project.folder.path, force: true, console: .silent)
    let folder = project.folder.appendingPathComponent("review/page")
    let page = folder.appendingPathComponent("index.html")
    func write() throws -> PermCopyKit.ExitStatus {
      try PreviewJob.writePage(
        configPath: project.configPath, appPaths: [], folder: folder.path, console: .silent)
    }
    #expect(try write() == .success)
    let first = try Data(contentsOf: page)
    let modified = try FileManager.default.attributesOfItem(atPath: page.path)[.modificationDate]
    Thread.sleep(forTimeInterval: 0.02)
    #expect(try write() == .success)
    #expect(try Data(contentsOf: page) == first)
    #expect(
      (try FileManager.default.attributesOfItem(atPath: page.path)[.modificationDate] as? Date)
        == modified as? Date)
    #expect(project.files().filter { $0.contains(".tmp") }.isEmpty)

    try Data("<html>mine</html>".utf8).write(to: page)
    #expect(
      inputErrors { _ = try write() }.first?.message.contains("not written by permcopy") == true)
    #expect(try Data(contentsOf: page) == Data("<html>mine</html>".utf8))

    let elsewhere = project.folder.appendingPathComponent("elsewhere.html")
    try first.write(to: elsewhere)
    try FileManager.default.removeItem(at: page)
    try FileManager.default.createSymbolicLink(at: page, withDestinationURL: elsewhere)
    #expect(inputErrors { _ = try write() }.first?.message.contains("symbolic link") == true)
    #expect(try Data(contentsOf: elsewhere) == first)
  }

  /// The page is valid HTML to a validator (tidy, the Debian package).
  @Test(.enabled(if: Tidy.path != nil, Tidy.missing))
  func thePageIsValidHTML() throws {
    let (project, _, html) = try Self.builtExample()
    defer { project.remove() }
    let findings = try Self.projectWithFindings()
    defer { findings.remove() }
    let model = try ProjectModel.load(path: findings.configPath)
    for (name, page) in [
      ("example", html),
      ("findings", ReviewPage.html(project: model, diagnostics: try PreviewJob.findings(model))),
    ] {
      let file = project.folder.appendingPathComponent("\(name).html")
      try Data(page.utf8).write(to: file)
      // -e: errors and warnings only, on standard error.
      let (status, report) = try ExternalProgram.run(
        URL(fileURLWithPath: try #require(Tidy.path)), ["-q", "-e", "-utf8", file.path],
        mergingErrors: true)
      #expect(status == 0, "tidy on the \(name) page:\n\(report)")
    }
  }

  /// A real app's files (../shared/corpus2), as check reads them: its texts and findings.
  @Test(.enabled(if: PackageRoot.sharedIsThere, PackageRoot.sharedIsMissing))
  func aRealAppsFilesShowTheirTextsAndFindings() throws {
    let app = PackageRoot.shared.appendingPathComponent("corpus2/9to6__wallpaper-maker").path
    var options = CheckJob.Options()
    options.paths = [app]
    let result = try CheckJob.check(options)
    let model = try AppLoader.load(paths: [app])
    let html = ReviewPage.html(app: model, diagnostics: result.diagnostics, inputs: [app])
    #expect(html.utf8.count < 1_000_000)
    #expect(!html.lowercased().contains("<script"))
    #expect(
      html.contains(HTMLWriter.escape("Not shown: an app's files hold only its purpose strings.")))
    let columns = ReviewPageReader.columns(html)
    #expect(Set(columns.map(\.lang)).isSuperset(of: ["zh-Hans", "zh-Hant-TW"]))
    // Every purpose string of every table is shown as the file holds it.
    var shown = 0
    for target in model.targets {
      for localization in target.localizations {
        for text in localization.texts where PurposeKeys.isPurposeKey(text.key) {
          let tag = ReviewPage.languageTag(localization.locale)
          #expect(
            columns.contains { column in
              column.lang == tag
                && ReviewPageReader.texts(column.html)[text.key]?.contains(text.text) == true
            }, "\(localization.locale) \(text.key)")
          shown += 1
        }
      }
    }
    #expect(shown >= 4)
    // The findings about its texts are marked beside them: a Traditional text's regional term.
    #expect(
      result.diagnostics.contains { $0.rule == "regional-term" && $0.unit?.locale == "zh-Hant" })
    for (index, diagnostic) in result.diagnostics.enumerated() where diagnostic.unit != nil {
      let title = HTMLWriter.escape(
        "\(index + 1). \(diagnostic.severity.rawValue) \(diagnostic.rule): ")
      #expect(
        html.contains("title=\"" + title), "finding \(index + 1) \(diagnostic.rule) is not marked")
    }
    // The system alert is drawn in each locale with its title words.
    #expect(html.contains("想访问你的照片") || html.contains("想访问你的相册") || html.contains("照片"))
  }
}

/// tidy, the HTML validator (Debian package `tidy`; `scripts/install-deps` installs it).
enum Tidy {
  static let path = ["/usr/bin/tidy", "/usr/local/bin/tidy", "/opt/homebrew/bin/tidy"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }
  static let missing: Comment =
    "needs tidy, the HTML validator (apt-get install tidy; scripts/install-deps installs it)"
}
