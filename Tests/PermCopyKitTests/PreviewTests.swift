import Foundation
import Testing

@testable import PermCopyKit

@Suite struct LineBreakerTests {
  static let closing: Set<Character> = ["，", "。", "、", "：", "；", "！", "？", "」", "』", "）", "”", "’"]
  static let opening: Set<Character> = ["「", "『", "（", "“", "‘"]

  /// The general punctuation `simpleWidth` answers without ICU has the width its properties give.
  @Test func generalPunctuationWidthMatchesItsProperties() {
    for value in Array(0x2010...0x2027) + Array(0x2030...0x205E) {
      #expect(DisplayWidth.simpleWidth(UInt32(value)) == DisplayWidth.propertyWidth(UInt32(value)))
    }
    #expect(DisplayWidth.columns("“Don’t” — wait…") == 15)
  }

  @Test(arguments: [8, 10, 13, 17, 22, 30])
  func chineseNeverStartsALineWithClosingPunctuation(_ width: Int) {
    let texts = [
      "掃描手機殼包裝盒上的 QR 碼，即可解鎖與之搭配的貼紙。點一下「前往設定」，然後選擇「完整取用」。",
      "扫描手机壳包装盒上的二维码，即可解锁与之搭配的贴纸。轻点“前往设置”，然后选择“完全访问”。",
      "“设置”>“隐私与安全性”>“相机”>“手机壳工坊”",
    ]
    for text in texts {
      let lines = LineBreaker.wrap(text, width: width)
      #expect(
        lines.joined() == text.replacingOccurrences(of: " ", with: "")
          || lines.joined(separator: " ").contains("QR"))
      for line in lines {
        #expect(DisplayWidth.columns(line) <= width, "\(line)")
        if let first = line.first {
          #expect(!Self.closing.contains(first), "starts with \(first): \(lines)")
        }
        if let last = line.last, line != lines.last {
          #expect(!Self.opening.contains(last), "ends with \(last): \(lines)")
        }
      }
    }
  }

  @Test func latinWrapsAtSpacesAndLongWordsAreCutByGrapheme() {
    let lines = LineBreaker.wrap(
      "Scan the QR code on your case box to unlock its matching stickers.", width: 20)
    #expect(
      lines == ["Scan the QR code on", "your case box to", "unlock its matching", "stickers."])
    let long = LineBreaker.wrap("Supercalifragilistic👨‍👩‍👧expialidocious", width: 10)
    #expect(long.allSatisfy { DisplayWidth.columns($0) <= 10 })
    #expect(long.joined() == "Supercalifragilistic👨‍👩‍👧expialidocious")
    #expect(LineBreaker.wrap("a\nb", width: 10) == ["a", "b"])
  }
}

/// Preview output: golden files, exact box widths, side by side.
@Suite struct PreviewTests {
  static let fixture = PackageRoot.url.appendingPathComponent("Tests/Fixtures/preview/permcopy.yml")
    .path
  static let goldenFolder = PackageRoot.url.appendingPathComponent("Tests/Golden/preview")

  static func preview(
    _ permissions: [String], locales: [String], ios: Int, state: PreviewRenderer.State = .denied,
    columns: Int = 80, fitsTerminal: Bool = false
  )
    throws -> String
  {
    var options = PreviewRenderer.Options()
    options.fitsTerminal = fitsTerminal
    options.permissions = permissions
    options.locales = locales
    options.ios = OSVersion(ios)
    options.state = state
    options.terminalWidth = columns
    return try PreviewJob.renderer(project: ConfigLoader.load(path: fixture), options: options)
      .render()
  }

  static let cases: [(String, Int)] = ["camera", "location-when-in-use", "photo-library"].flatMap {
    [($0, 16), ($0, 18)]
  }

  @Test(arguments: cases)
  func outputMatchesTheGoldenFile(_ permission: String, _ ios: Int) throws {
    let text = try Self.preview([permission], locales: ["en", "zh-Hans", "zh-Hant"], ios: ios)
    let golden = Self.goldenFolder.appendingPathComponent("\(permission)-ios\(ios).txt")
    if ProcessInfo.processInfo.environment["PERMCOPY_RECORD_GOLDEN"] == "1" {
      try FileManager.default.createDirectory(
        at: Self.goldenFolder, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: golden)
      return
    }
    #expect(
      text == (try String(contentsOf: golden, encoding: .utf8)),
      "\(permission) iOS \(ios) differs from its golden file")
  }

  /// Every box line has one display width, by our measure and by Python's wcwidth.
  @Test func everyBoxLineHasTheSameWidth() throws {
    var text = ""
    for (permission, ios) in Self.cases {
      text +=
        try Self.preview([permission], locales: ["en", "zh-Hans", "zh-Hant"], ios: ios) + "\n"
    }
    text += try Self.preview(["photo-library"], locales: ["zh-Hant"], ios: 18, state: .limited)
    text += try Self.preview(["camera"], locales: ["zh-Hans"], ios: 18, state: .restricted)
    let boxLines = text.split(separator: "\n").map(String.init).filter {
      $0.hasPrefix("│") || $0.hasPrefix("╭") || $0.hasPrefix("╰") || $0.hasPrefix("├")
    }
    #expect(boxLines.count > 200)
    #expect(Set(boxLines.map(DisplayWidth.columns)) == [44])
    let script = """
      import sys, wcwidth
      widths = {wcwidth.wcswidth(line) for line in open(sys.argv[1], encoding="utf-8").read().split("\\n") if line}
      print(sorted(widths)); sys.exit(0 if widths == {44} else 1)
      """
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "boxes-\(UUID().uuidString).txt")
    try Data(boxLines.joined(separator: "\n").utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let (status, output) = try Python.run(script, [file.path])
    #expect(status == 0, "wcwidth: \(output)")
  }

  @Test func wideTerminalsShowLocalesSideBySide() throws {
    let text = try Self.preview(
      ["camera"], locales: ["en", "zh-Hans", "zh-Hant"], ios: 18, columns: 150)
    let first = try #require(text.split(separator: "\n").first { $0.hasPrefix("╭") })
    #expect(first.components(separatedBy: "╭").count - 1 == 3)
    let narrow = try Self.preview(
      ["camera"], locales: ["en", "zh-Hans", "zh-Hant"], ios: 18, columns: 100)
    #expect(narrow.split(separator: "\n").allSatisfy { $0.components(separatedBy: "╭").count <= 2 })
  }

  /// Without `--width`, three locales fit a 120-column terminal side by side in narrower cards
  /// (every line of them as wide as the others); below three 36-column cards they stack.
  @Test func cardsNarrowToFitThreeLocalesIn120Columns() throws {
    let text = try Self.preview(
      ["camera"], locales: ["en", "zh-Hans", "zh-Hant"], ios: 18, columns: 120, fitsTerminal: true)
    let lines = text.split(separator: "\n").map(String.init)
    let first = try #require(lines.first { $0.hasPrefix("╭") })
    #expect(first.components(separatedBy: "╭").count - 1 == 3)
    #expect(lines.allSatisfy { DisplayWidth.columns($0) <= 120 })
    #expect(DisplayWidth.columns(first) == 38 * 3 + 6)
    for word in ["Camera", "相机", "相機"] { #expect(text.contains(word), "\(word)") }
    let stacked = try Self.preview(
      ["camera"], locales: ["en", "zh-Hans", "zh-Hant"], ios: 18, columns: 100, fitsTerminal: true)
    #expect(
      stacked.split(separator: "\n").allSatisfy { $0.components(separatedBy: "╭").count <= 2 })
    #expect(stacked.split(separator: "\n").contains { DisplayWidth.columns(String($0)) == 44 })
  }

  @Test func statesAndVersionsShowTheirOwnTexts() throws {
    let ios18 = try Self.preview(["photo-library"], locales: ["en"], ios: 18)
    #expect(ios18.contains("Limit Access…") && ios18.contains("Allow Full Access"))
    #expect(ios18.contains("Settings > Apps > Shellcase > Photos"))
    let ios16 = try Self.preview(["photo-library"], locales: ["en"], ios: 16)
    #expect(ios16.contains("Select Photos…") && ios16.contains("Allow Access to All Photos"))
    #expect(ios16.contains("Settings > Shellcase > Photos"))
    let ios15 = try Self.preview(["camera"], locales: ["zh-Hant"], ios: 15)
    #expect(ios15.contains("「設定」>「隱私權」>「相機」>"))
    let location = try Self.preview(["location-when-in-use"], locales: ["zh-Hans"], ios: 18)
    #expect(location.contains("允许一次") && location.contains("使用 App 时允许"))
    let limited = try Self.preview(
      ["location-when-in-use"], locales: ["en"], ios: 18, state: .limited)
    #expect(limited.contains("approximate") && !limited.contains("Access Is Off"))
    let restricted = try Self.preview(["camera"], locales: ["en"], ios: 18, state: .restricted)
    #expect(restricted.contains("restricted on this device"))
    // A restricted notice is no denial: no "… Is Off" title, and OK to close it.
    #expect(restricted.contains("Restricted notice") && !restricted.contains("Access Is Off"))
    #expect(restricted.contains("│ OK │") || restricted.contains(" OK "))
    #expect(!restricted.contains("Not Now"))
    #expect(
      inputErrors { _ = try Self.preview(["camera"], locales: ["en"], ios: 18, state: .limited) }
        .count == 1)
    #expect(
      inputErrors { _ = try Self.preview(["microphone"], locales: ["en"], ios: 18) }.first?.message
        .contains("not in") == true)
    #expect(inputErrors { _ = try Self.preview(["camera"], locales: ["fr"], ios: 18) }.count == 1)
  }

  /// The alerts of iOS versions before a choice existed, as those versions drew them, and
  /// HealthKit's sheet as a sheet.
  @Test func alertsAreThoseOfTheirIOSVersion() throws {
    let catalog = Catalog.all
    let photos = try #require(catalog.first { $0.id == "photo-library" })
    #expect(photos.alert.buttons(at: OSVersion(13)) == ["deny", "ok"])
    #expect(photos.alert.buttons(at: OSVersion(14)).contains("select-photos"))
    let location = try #require(catalog.first { $0.id == "location-when-in-use" })
    #expect(location.alert.buttons(at: OSVersion(12)) == ["deny", "allow"])
    #expect(location.alert.buttons(at: OSVersion(13)).first == "allow-once")
    for id in ["health-share", "health-update", "health-records"] {
      #expect(catalog.first { $0.id == id }?.alert == .healthSheet, "\(id)")
    }
    // Runs of versions start at the key's first iOS, never before it.
    let tracking = try #require(catalog.first { $0.id == "tracking" })
    let first = ReviewPage.firstAlertVersion(of: tracking, target: OSVersion(12))
    let data = try #require(BuiltInLocaleTrees.tree("en").map { LocaleData(id: "en", tree: $0) })
    let runs = ReviewPage.alertsByVersion(from: first) {
      SystemAlert(tracking, data: data, appName: "Kite", at: $0)
    }
    #expect(runs.first?.label.hasPrefix("iOS 14") == true, "\(runs.map(\.label))")
  }

  /// A project whose zh-Hant camera text has findings, and the options that preview it.
  static func zhHantCameraWithFindings() throws -> (TemporaryProject, PreviewRenderer.Options) {
    let project = try TemporaryProject(
      """
      locales: [en, zh-Hant]
      permissions:
        camera:
          text: { en: Scan the QR code on a gift card, zh-Hant: 小风筝需要相機權限。 }
      """)
    var options = PreviewRenderer.Options()
    options.permissions = ["camera"]
    options.locales = ["zh-Hant"]
    return (project, options)
  }

  @Test func findingsAreListedUnderTheCardWithTheSpanMarked() throws {
    let (project, options) = try Self.zhHantCameraWithFindings()
    defer { project.remove() }
    let text = try PreviewJob.renderer(project: project.load(), options: options).render()
    #expect(text.contains("✖ wrong-script"))
    #expect(text.contains("小⟦风筝⟧需要相機權限。"))
    #expect(text.contains("⚠ no-reason"))
  }

  /// The preview draws the model and the findings its job hands it: it never reads permcopy.lock
  /// nor runs a rule itself (a broken lock written after the job read the project changes
  /// nothing), and no file of Preview/ names the lock, the linter or a check input.
  @Test func thePreviewReadsNeitherTheLockNorTheRules() throws {
    let (project, options) = try Self.zhHantCameraWithFindings()
    defer { project.remove() }
    let renderer = try PreviewJob.renderer(project: project.load(), options: options)
    let before = try renderer.render()
    try project.write("permcopy.lock", "<<<<<<< HEAD\nnot a lock\n")
    #expect(try renderer.render() == before)
    #expect(before.contains("✖ wrong-script"))
    let folder = PackageRoot.url.appendingPathComponent("Sources/PermCopyKit/Preview")
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
      let code = try String(
        contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      for word in ["TranslationLock", "lockPath", "Linter", "ProjectInput", "ModelInput"] {
        #expect(!code.contains(word), "Preview/\(name) names \(word)")
      }
    }
  }
}
