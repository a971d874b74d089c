/// JUnit XML, which CI systems show as tests: one test case per text, failing on its errors.
struct JUnitReporter: Reporter {
  public static let name = "junit"

  public static func wrote(_ text: String) -> Bool {
    text.hasPrefix("<?xml") && text.contains("<testsuites")
  }

  public init() {}

  public init(color: Bool) {}

  public func report(_ result: CheckResult) -> String {
    // Test cases: every text without findings; for a text with findings, one per rule (CI
    // servers show a case's first failure only); a finding that belongs to no text is a case
    // of its own, named by its rule and place.
    struct Case {
      let file: String
      let name: String
      var diagnostics: [Diagnostic] = []
    }
    var cases: [Case] = []
    var index: [String: Int] = [:]
    func slot(_ file: String, _ name: String) -> Int {
      let key = file + "\u{0}" + name
      if let found = index[key] { return found }
      cases.append(Case(file: file, name: name))
      index[key] = cases.count - 1
      return cases.count - 1
    }
    var found: Set<String> = []
    for diagnostic in result.diagnostics {
      if let unit = diagnostic.unit { found.insert(unit.file + "\u{0}\(unit.locale) \(unit.key)") }
    }
    for text in result.texts where !found.contains(text.file + "\u{0}\(text.locale) \(text.key)") {
      _ = slot(text.file, "\(text.locale) \(text.key)")
    }
    for diagnostic in result.diagnostics {
      let place = "\(diagnostic.location.line):\(diagnostic.location.column)"
      let name =
        diagnostic.unit.map { "\($0.locale) \($0.key) \(diagnostic.rule)" }
        ?? "\(diagnostic.rule) at \(place)"
      let file = diagnostic.unit?.file ?? diagnostic.location.file
      cases[slot(file, name)].diagnostics.append(diagnostic)
    }
    let failures = cases.filter { $0.diagnostics.contains(where: result.fails) }.count
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out += "<testsuites name=\"permcopy\" tests=\"\(cases.count)\" failures=\"\(failures)\">\n"
    let byFile = Dictionary(grouping: cases, by: \.file)
    for file in byFile.keys.sorted() {
      let suite = byFile[file]!
      let suiteFailures = suite.filter { $0.diagnostics.contains(where: result.fails) }.count
      out +=
        "  <testsuite name=\"\(Self.escape(file))\" tests=\"\(suite.count)\" failures=\"\(suiteFailures)\">\n"
      for testCase in suite {
        out +=
          "    <testcase classname=\"\(Self.escape(file))\" name=\"\(Self.escape(testCase.name))\""
        let failing = testCase.diagnostics.filter(result.fails)
        let other = testCase.diagnostics.filter { !result.fails($0) }
        if failing.isEmpty && other.isEmpty {
          out += "/>\n"
          continue
        }
        out += ">\n"
        for diagnostic in failing {
          out +=
            "      <failure type=\"\(diagnostic.rule)\" message=\"\(Self.escape(diagnostic.message))\">"
          out += Self.escape(Self.line(diagnostic)) + "</failure>\n"
        }
        if !other.isEmpty {
          out +=
            "      <system-out>" + Self.escape(other.map(Self.line).joined(separator: "\n"))
            + "</system-out>\n"
        }
        out += "    </testcase>\n"
      }
      out += "  </testsuite>\n"
    }
    return out + "</testsuites>\n"
  }

  static func line(_ diagnostic: Diagnostic) -> String {
    "\(diagnostic.location): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.rule)]"
  }

  static func escape(_ text: String) -> String { XMLText.escape(text) }
}
