import Foundation
import Testing

@testable import PermCopyKit

/// Reports judged by the standards: SARIF by its JSON schema (Python jsonschema), JUnit by an
/// XML parser, GitHub lines by the workflow-command syntax.
@Suite struct ReporterTests {
  static let result: CheckResult = {
    var options = CheckJob.Options()
    // The real apps of ../shared where they are there, else the repository's own fixtures.
    options.paths = [
      PackageRoot.sharedIsThere
        ? PackageRoot.shared.appendingPathComponent("corpus").path
        : PackageRoot.url.appendingPathComponent("Tests/Fixtures/precision").path
    ]
    return try! CheckJob.check(options)
  }()

  static func python(_ script: String, _ arguments: [String], input: String) throws -> (
    Int32, String
  ) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "report-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("report")
    try Data(input.utf8).write(to: file)
    return try Python.run(script, arguments + [file.path])
  }

  @Test(.enabled(if: PackageRoot.sharedIsThere, PackageRoot.sharedIsMissing))
  func sarifValidatesAgainstTheSARIF210Schema() throws {
    let schema = PackageRoot.shared.appendingPathComponent(
      "reference/schemas/sarif-schema-2.1.0.json"
    ).path
    let report = SARIFReporter().report(Self.result)
    let script = """
      import json, sys, jsonschema as J
      s = json.load(open(sys.argv[1])); J.Draft4Validator.check_schema(s)
      e = [x.message for x in J.Draft4Validator(s).iter_errors(json.load(open(sys.argv[2])))]
      print("\\n".join(e) or "valid"); sys.exit(1 if e else 0)
      """
    let (status, output) = try Self.python(script, [schema], input: report)
    #expect(status == 0, "\(output)")
    let json = try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any]
    let run = (json?["runs"] as? [[String: Any]])?.first
    let rules =
      ((run?["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]]
    let used = Set(Self.result.diagnostics.map(\.rule))
    #expect(Set(rules?.compactMap { $0["id"] as? String } ?? []) == used)
    #expect((run?["results"] as? [Any])?.count == Self.result.diagnostics.count)
    // A broken log must fail the same check: the validation can fail.
    var broken = try #require(json)
    broken["version"] = nil
    let brokenReport = String(
      decoding: try JSONSerialization.data(withJSONObject: broken), as: UTF8.self)
    let (brokenStatus, _) = try Self.python(script, [schema], input: brokenReport)
    #expect(brokenStatus == 1)
  }

  @Test func junitParsesAsXMLWithATestCasePerText() throws {
    let report = JUnitReporter().report(Self.result)
    let script = """
      import sys, xml.etree.ElementTree as ET
      root = ET.parse(sys.argv[1]).getroot()
      cases = root.findall('.//testcase'); failures = root.findall('.//failure')
      assert root.tag == 'testsuites' and int(root.get('tests')) == len(cases)
      print(len(cases), len(failures))
      """
    let (status, output) = try Self.python(script, [], input: report)
    #expect(status == 0, "\(output)")
    let counts = output.split(separator: " ").compactMap {
      Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    #expect(counts.first ?? 0 >= Self.result.texts.count)
    let failing = Self.result.diagnostics.contains(where: Self.result.fails)
    #expect((counts.last ?? 0 >= 1) == failing)
  }

  /// Each failing finding is the first failure of its own test case (what CI servers show),
  /// and each case's name says which finding it is.
  @Test func junitShowsEveryFindingAsItsOwnCase() {
    func syntax(_ line: Int) -> Diagnostic {
      Diagnostic(
        rule: "syntax", severity: .error, message: "missing ';'",
        location: SourceLocation(file: "a.strings", line: line, column: 9), endColumn: nil,
        unit: nil, span: nil)
    }
    let result = CheckResult(
      diagnostics: (1...3).map(syntax), texts: [], files: [], strict: false)
    let report = JUnitReporter().report(result)
    #expect(report.components(separatedBy: "<testcase ").count - 1 == 3)
    for line in 1...3 { #expect(report.contains("name=\"syntax at \(line):9\"")) }
    #expect(report.contains("tests=\"3\" failures=\"3\""))
  }

  @Test func githubLinesFollowTheWorkflowCommandSyntax() throws {
    let report = GitHubReporter().report(Self.result)
    let lines = report.split(separator: "\n").map(String.init)
    #expect(lines.count == Self.result.diagnostics.count)
    let pattern = try Regex(
      #"^::(error|warning) file=[^,:]+,line=\d+,col=\d+(,endColumn=\d+)?,title=[^,:]+::[^\r\n]+$"#)
    for line in lines { #expect(line.wholeMatch(of: pattern) != nil, "\(line)") }
    #expect(GitHubReporter.data("50%\nnext") == "50%25%0Anext")
    #expect(GitHubReporter.property("a:b,c") == "a%3Ab%2Cc")
  }

  @Test func jsonHasEveryDiagnosticAndASummary() throws {
    let report = JSONReporter().report(Self.result)
    let json = try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any]
    #expect((json?["diagnostics"] as? [Any])?.count == Self.result.diagnostics.count)
    let summary = json?["summary"] as? [String: Any]
    #expect(summary?["errors"] as? Int == Self.result.errorCount)
  }

  @Test func textMarksTheSpanAlignedByDisplayWidth() {
    let unit = CheckUnit(
      key: "NSCameraUsageDescription", permission: "camera", locale: "zh-Hant", language: "zh-Hant",
      text: "小风筝需要相機。", file: "a.strings",
      origin: SourceLocation(file: "a.strings", line: 1, column: 1), rules: .empty)
    let excerpt = TextReporter(color: false).excerpt(unit, span: 1..<3)
    let lines = excerpt.split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    let prefix = "        zh-Hant NSCameraUsageDescription: 小"
    #expect(lines[1] == String(repeating: " ", count: DisplayWidth.columns(prefix)) + "^^^^")
  }

  @Test func xcodeFormatListsAHouseStylesOtherPlacesAsNotes() {
    var diagnostic = Diagnostic(
      rule: "sentence-end", severity: .warning, message: "most texts\nend without a stop",
      location: SourceLocation(file: "a/b.strings", line: 2, column: 3), endColumn: nil,
      unit: nil, span: nil)
    diagnostic.related = [SourceLocation(file: "/abs/c.strings", line: 4, column: 1)]
    let result = CheckResult(diagnostics: [diagnostic], texts: [], files: [], strict: false)
    let text = XcodeReporter(folder: "/work/app").report(result)
    #expect(
      text
        == "/work/app/a/b.strings:2:3: warning: most texts end without a stop [sentence-end]\n"
        + "/abs/c.strings:4:1: note: one more place of the finding above [sentence-end]\n")
  }
}

/// Each rule's documentation link (`documentation:` in `data/rules.yml`) is a public https
/// page and reaches SARIF as the rule's `helpUri`.
@Suite struct RuleDocumentationTests {
  @Test func mostRulesLinkAnHTTPSPage() {
    let links = RuleRegistry.descriptions.compactMap(\.documentation)
    #expect(links.count >= 20)
    for link in links { #expect(link.hasPrefix("https://"), "\(link)") }
  }

  @Test func sarifGivesTheLinkAsHelpUri() throws {
    let report = SARIFReporter().report(ReporterTests.result)
    let json = try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any]
    let run = (json?["runs"] as? [[String: Any]])?.first
    let rules =
      ((run?["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]]
      ?? []
    #expect(!rules.isEmpty)
    for rule in rules {
      let id = try #require(rule["id"] as? String)
      #expect(rule["helpUri"] as? String == RuleRegistry.documentationURL(id), "\(id)")
    }
    // The tool is named by its version and the address data/project.tsv declares.
    let driver = (run?["tool"] as? [String: Any])?["driver"] as? [String: Any]
    #expect(driver?["version"] as? String == ToolVersion.current)
    #expect(driver?["informationUri"] as? String == "https://github.com/permcopy/permcopy")
  }
}
