import Foundation
import Testing

@testable import PermCopyKit

/// Headless Chromium (the Debian package; `scripts/install-deps` installs it with a CJK font)
/// on this machine, if any.
enum Chromium {
  static let path = [
    "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome",
    "/usr/local/bin/chromium",
  ].first { FileManager.default.isExecutableFile(atPath: $0) }
  static let missing: Comment =
    "needs chromium (apt-get install chromium fonts-noto-cjk; scripts/install-deps installs both)"

  /// Runs Chromium headless on a file with the network shut: every host name fails to
  /// resolve and every request goes to a proxy that is not there.
  static func run(_ arguments: [String], page: URL, profile: URL) throws -> String {
    try ExternalProgram.run(
      URL(fileURLWithPath: try #require(path)),
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
        "--disable-extensions", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--user-data-dir=\(profile.path)",
        "--host-resolver-rules=MAP * ~NOTFOUND", "--proxy-server=127.0.0.1:9",
      ] + arguments + [page.absoluteString]
    ).output
  }
}

/// The example's review page in a real browser, at an iPhone's width and a desktop's: every
/// text is visible and not clipped, nothing leaves its card, nothing is requested, each
/// Chinese column gets its script's font. Screenshots are kept under `.build/review-page/`.
@Suite(.enabled(if: Chromium.path != nil, Chromium.missing))
struct ReviewPageBrowserTests {
  /// Headless Chromium draws no window narrower than 500 px, so the test's wrapper holds the
  /// page in frames of the widths wanted (a frame is a viewport: media queries and layout see
  /// its width), measures each from outside once all have loaded, and writes the results into
  /// itself as JSON for `--dump-dom`. Only the wrapper has a script: the page itself has none.
  static func wrapper(_ frames: [(name: String, width: Int, html: String)]) -> String {
    var out = "<!DOCTYPE html><html><head><meta charset=\"utf-8\"></head><body style=\"margin:0\">"
    for frame in frames {
      out +=
        "<iframe id=\"\(frame.name)\" width=\"\(frame.width)\" height=\"1800\" "
        + "style=\"border:0;display:block\" srcdoc=\"\(HTMLWriter.escape(frame.html))\"></iframe>"
    }
    return out + measuringScript + "</body></html>"
  }

  static let measuringScript = """
    <script>
    function measure(frame) {
      const view = frame.contentWindow, document = frame.contentDocument;
      const problems = [];
      const name = (el) => {
        const owner = el.closest('[id]');
        return (owner ? owner.id + ' ' : '') + el.tagName.toLowerCase() + '.' + el.className
          + ' "' + el.textContent.slice(0, 40) + '"';
      };
      const inside = (r, box) => r.left >= box.left - 0.5 && r.right <= box.right + 0.5
        && r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5;
      const texts = document.querySelectorAll(
        '[data-key], .system-text, figcaption, h1, h2, h3, .findings li, .label, .probe');
      for (const el of texts) {
        const style = view.getComputedStyle(el);
        const r = el.getBoundingClientRect();
        if (style.display === 'none' || style.visibility !== 'visible'
          || Number(style.opacity) === 0 || r.width < 1 || r.height < 1) {
          problems.push('not visible: ' + name(el));
        }
        if (style.display !== 'inline' && el.scrollWidth > el.clientWidth + 1) {
          problems.push('clipped: ' + name(el));
        }
        for (const selector of ['.alert', '.screen', '.locale']) {
          const box = el.closest(selector);
          if (box && !inside(r, box.getBoundingClientRect())) {
            problems.push('outside ' + selector + ': ' + name(el));
          }
        }
      }
      for (const box of document.querySelectorAll('.locale, .card, .alert, .screen, .buttons')) {
        if (box.scrollWidth > box.clientWidth + 1) problems.push('overflows: ' + name(box));
      }
      for (const column of document.querySelectorAll('.locale')) {
        if (!inside(column.getBoundingClientRect(), column.parentElement.getBoundingClientRect())) {
          problems.push('column outside its section: ' + name(column));
        }
      }
      const root = document.documentElement;
      if (root.scrollWidth > root.clientWidth + 1) {
        problems.push('the page scrolls sideways: ' + root.scrollWidth + ' > ' + root.clientWidth);
      }
      const fonts = {};
      for (const column of document.querySelectorAll('section.locale')) {
        const text = column.querySelector('[data-key]');
        if (text) fonts[column.lang] = view.getComputedStyle(text).fontFamily;
      }
      return {
        width: view.innerWidth, texts: texts.length,
        keyed: document.querySelectorAll('[data-key]').length, problems, fonts,
        requests: view.performance.getEntriesByType('resource').map((entry) => entry.name),
        alertWidths: [...new Set([...document.querySelectorAll('.alert')]
          .map((alert) => Math.round(alert.getBoundingClientRect().width)))],
      };
    }
    window.addEventListener('load', () => {
      const results = {};
      for (const frame of document.querySelectorAll('iframe')) results[frame.id] = measure(frame);
      const out = document.createElement('pre');
      out.id = 'permcopy-measure';
      out.textContent = JSON.stringify(results);
      document.body.appendChild(out);
    });
    </script>
    """

  struct Measure: Decodable {
    let width: Int
    let texts: Int
    let keyed: Int
    let problems: [String]
    let fonts: [String: String]
    let requests: [String]
    let alertWidths: [Int]
  }

  static func measure(_ dom: String) throws -> [String: Measure] {
    let start = try #require(
      dom.range(of: "<pre id=\"permcopy-measure\">"), "no measure in\n\(dom.suffix(2000))")
    let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
    let json = ReviewPageReader.unescape(String(dom[start.upperBound..<end.lowerBound]))
    return try JSONDecoder().decode([String: Measure].self, from: Data(json.utf8))
  }

  @Test func theExamplePageReadsWellAtAPhonesWidthAndADesktops() throws {
    let (project, _, html) = try ReviewPageTests.builtExample()
    defer { project.remove() }
    let scratch = project.folder.appendingPathComponent("browser")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let page = scratch.appendingPathComponent("index.html")
    try Data(html.utf8).write(to: page)
    // A control: the same measure on a page that requests an image and has a line too long
    // for its alert shows that the measure sees both.
    let leaky = html.replacingOccurrences(
      of: "</body>", with: "<img src=\"https://example.invalid/pixel.png\" alt=\"\"></body>"
    ).replacingOccurrences(
      of: "<div class=\"alert-text\">",
      with: "<div class=\"alert-text\"><p class=\"probe\" style=\"white-space:nowrap\">"
        + String(repeating: "Too long for the alert ", count: 8) + "</p>")
    let measured = scratch.appendingPathComponent("measured.html")
    try Data(
      Self.wrapper([("390", 390, html), ("1280", 1280, html), ("leaky", 600, leaky)]).utf8
    ).write(to: measured)
    let phone = scratch.appendingPathComponent("phone.html")
    try Data(Self.wrapper([("390", 390, html)]).utf8).write(to: phone)
    let artifacts = PackageRoot.url.appendingPathComponent(".build/review-page")
    try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)

    // Each Chromium run has its own profile; the runs share the machine's cores.
    let runs: [(name: String, arguments: [String], page: URL)] = [
      (
        "measure", ["--window-size=1400,1000", "--virtual-time-budget=5000", "--dump-dom"], measured
      ),
      (
        "shot-390", ["--window-size=500,1800", "--screenshot=\(artifacts.path)/example-390.png"],
        phone
      ),
      (
        "shot-1280",
        ["--window-size=1280,1800", "--screenshot=\(artifacts.path)/example-1280.png"], page
      ),
      (
        "shot-dark",
        [
          "--window-size=1280,1800", "--force-dark-mode",
          "--screenshot=\(artifacts.path)/example-1280-dark.png",
        ], page
      ),
      ("pdf", ["--no-pdf-header-footer", "--print-to-pdf=\(artifacts.path)/example-a4.pdf"], page),
    ]
    let outputs = Parallel.map(runs) { run in
      let profile = scratch.appendingPathComponent("profile-\(run.name)")
      return (try? Chromium.run(run.arguments, page: run.page, profile: profile)) ?? ""
    }
    let results = try Self.measure(outputs[0])

    let keyed = html.components(separatedBy: " data-key=\"").count - 1
    for width in ["390", "1280"] {
      let result = try #require(results[width])
      #expect(result.width == Int(width))
      #expect(
        result.keyed == keyed, "at \(width) px the browser read \(result.keyed) of \(keyed) texts")
      #expect(result.texts > keyed)
      #expect(
        result.problems.isEmpty,
        "at \(width) px:\n\(result.problems.prefix(20).joined(separator: "\n"))")
      #expect(result.requests.isEmpty, "at \(width) px the page requested \(result.requests)")
      #expect(result.alertWidths == [270], "alert widths at \(width) px: \(result.alertWidths)")
      #expect(result.fonts["zh-Hant-TW"]?.contains("\"Noto Sans CJK TC\"") == true)
      #expect(result.fonts["zh-Hant-TW"]?.contains("CJK SC") == false)
      #expect(result.fonts["zh-Hans"]?.contains("\"Noto Sans CJK SC\"") == true)
      #expect(result.fonts["zh-Hans"]?.contains("CJK TC") == false)
      print(
        "review page at \(width) px: \(result.keyed) texts, \(result.texts) measured, no problem")
    }
    let leak = try #require(results["leaky"])
    #expect(leak.requests == ["https://example.invalid/pixel.png"])
    #expect(leak.problems.contains { $0.hasPrefix("clipped: ") && $0.contains("Too long") })
    #expect(leak.problems.contains { $0.hasPrefix("overflows: ") })

    for shot in ["example-390.png", "example-1280.png", "example-1280-dark.png", "example-a4.pdf"] {
      let size =
        (try? FileManager.default.attributesOfItem(
          atPath: artifacts.appendingPathComponent(shot).path))?[
          .size] as? Int ?? 0
      #expect(size > 10_000, "\(shot) was not written")
    }
    // A4 is 595 × 842 points.
    let pdf = String(
      decoding: (try? Data(contentsOf: artifacts.appendingPathComponent("example-a4.pdf")))
        ?? Data(),
      as: UTF8.self)
    #expect(pdf.contains("/MediaBox [0 0 595") || pdf.contains("/MediaBox [0 0 594"))
    print("review page screenshots and A4 print: \(artifacts.path)")
  }

  /// The CJK fonts the stylesheet names for each script are installed (fonts-noto-cjk), so the
  /// browser draws Traditional and Simplified glyphs from their own faces.
  @Test func theCJKFontsOfBothScriptsAreInstalled() throws {
    let families = try ExternalProgram.run(named: "fc-list", [":", "family"]).output
    #expect(families.contains("Noto Sans CJK TC"), "install fonts-noto-cjk")
    #expect(families.contains("Noto Sans CJK SC"), "install fonts-noto-cjk")
  }
}
