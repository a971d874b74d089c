import Foundation
import Testing

@testable import PermCopyKit

/// Load's two halves: the plan groups files by target from their paths, then each target is
/// read on its own; `check` reads, checks and lets go of one target at a time.
@Suite struct AppPlanTests {
  static let valid = "\"NSCameraUsageDescription\" = \"Scan a gift card's QR code to add it.\";\n"

  @Test func filesAreGroupedByTargetBeforeTheyAreRead() throws {
    let folder = try TemporaryFolder()
    try folder.write("One/en.lproj/InfoPlist.strings", Self.valid)
    try folder.write("One/Info.plist", "<plist><dict></dict></plist>")
    try folder.write("Two/zh-Hans.lproj/InfoPlist.strings", Self.valid)
    // A catalog without languages gives its folder no app.
    try folder.write("Three/InfoPlist.xcstrings", "{\"sourceLanguage\":\"en\",\"strings\":{}}")
    let plan = try AppLoader.plan(paths: [folder.url.path])
    #expect(plan.targets.map { $0.description.name.lastPathComponent } == ["One", "Three", "Two"])
    #expect(plan.targets[0].plist?.hasSuffix("One/Info.plist") == true)
    #expect(plan.targets[0].tables.map(\.lastPathComponent) == ["InfoPlist.strings"])
    let model = try plan.model()
    #expect(model.targets.map { $0.name.lastPathComponent } == ["One", "Two"])
    #expect(model.targets[1].localizations.map(\.locale) == ["zh-Hans"])
  }

  @Test func unreadableFilesAreAllReportedInPathOrderAndTheRestIsChecked() throws {
    let folder = try TemporaryFolder()
    // A property list that cannot be read is a finding at its place, as a malformed .strings
    // file is; what it declares is unknown, and every other file is still checked.
    try folder.write("B/Info.plist", "<plist><dict><key>a</key>")
    try folder.write("B/en.lproj/InfoPlist.strings", Self.valid)
    try folder.write("A/en.lproj/InfoPlist.strings", Self.valid)
    try folder.write("A/Info.plist", "<plist><dict><key>a</key><string>b</dict></plist>")
    try folder.write("C/en.lproj/InfoPlist.strings", "\"NSCameraUsageDescription\" = \"TODO\";\n")
    var options = CheckJob.Options()
    options.paths = [folder.url.path]
    let result = try CheckJob.check(options)
    let broken = result.diagnostics.filter { $0.rule == "syntax" }.map {
      $0.location.file.deletingLastPathComponent.lastPathComponent
    }
    #expect(broken == ["A", "B"], "\(result.diagnostics.map(\.message))")
    #expect(
      result.diagnostics.contains {
        $0.rule == "placeholder-text" && $0.location.file.contains("/C/")
      }, "\(result.diagnostics.map(\.message))")
  }

  @Test(.enabled(if: PackageRoot.sharedIsThere, PackageRoot.sharedIsMissing))
  func checkingTargetByTargetFindsWhatCheckingTheWholeModelFinds() throws {
    // The whole model loaded at once and every target checked from it, findings sorted and
    // repeats dropped as `check` does, against `check` itself on the corpus.
    let corpus = CheckCorpusTests.corpus
    let model = try AppLoader.load(paths: [corpus], scanSources: true)
    let configuration = try CheckJob.configured(CheckConfiguration(), options: .init())
    var all: [Diagnostic] = []
    var texts = 0
    for target in model.targets {
      let input = ModelInput.input(
        for: target, options: .init(), rules: BuiltInRules.rules(for:))
      all += Linter.run(input, configuration: configuration)
      texts += input.units.count
    }
    all.sort(by: Linter.order)
    let expected = CheckJob.withoutRepeats(all)
    let streamed = CheckCorpusTests.result
    func describe(_ diagnostic: Diagnostic) -> String {
      "\(diagnostic.location) \(diagnostic.rule) \(diagnostic.message)"
    }
    #expect(!expected.isEmpty)
    #expect(streamed.diagnostics.map(describe) == expected.map(describe))
    #expect(streamed.texts.count == texts)
    #expect(streamed.files == model.files)
  }
}
