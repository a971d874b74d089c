import Foundation
import Testing

@testable import PermCopyKit

/// The real files in ../shared/corpus: every one is read, the malformed ones give located syntax
/// findings, and the known problems are found.
@Suite(.enabled(if: PackageRoot.sharedIsThere, PackageRoot.sharedIsMissing)) struct CheckCorpusTests
{
  static let corpus = PackageRoot.shared.appendingPathComponent("corpus").path

  static let result: CheckResult = {
    var options = CheckJob.Options()
    options.paths = [corpus]
    return try! CheckJob.check(options)
  }()

  /// The corpus's units themselves (a check keeps only what reports name).
  static let units: [CheckUnit] = {
    // Other suites add the corpus's texts to their own where it is there.
    guard PackageRoot.sharedIsThere else { return [] }
    let model = try! AppLoader.load(paths: [corpus])
    return model.targets.flatMap {
      ModelInput.input(for: $0, options: .init(), rules: BuiltInRules.rules(for:)).units
    }
  }()

  func findings(_ rule: String, in path: String) -> [Diagnostic] {
    Self.result.diagnostics.filter { $0.rule == rule && $0.location.file.hasSuffix(path) }
  }

  /// Those that stand at `path` or name it among their related places (one finding per cause).
  func findings(_ rule: String, at path: String) -> [Diagnostic] {
    Self.result.diagnostics.filter { diagnostic in
      diagnostic.rule == rule
        && ([diagnostic.location] + diagnostic.related).contains { $0.file.hasSuffix(path) }
    }
  }

  @Test func everyFileIsReadAndOnlyMalformedOnesHaveSyntaxFindings() throws {
    let files = (FileManager.default.enumerator(atPath: Self.corpus)?.allObjects as? [String] ?? [])
      .filter {
        $0.lowercased().hasSuffix("infoplist.strings") || $0.hasSuffix(".xcstrings")
          || $0.hasSuffix("Info.plist")
      }
    #expect(Self.result.files.count == files.count)
    for file in files where file.lowercased().hasSuffix(".strings") {
      let data = try Data(
        contentsOf: URL(fileURLWithPath: Self.corpus).appendingPathComponent(file))
      let wellFormed = (try? PropertyListSerialization.propertyList(from: data, format: nil)) != nil
      let syntax = findings("syntax", in: file)
      if wellFormed {
        #expect(syntax.isEmpty, "\(file): \(syntax.map(\.message))")
      } else {
        #expect(!syntax.isEmpty, "\(file) is malformed but has no syntax finding")
      }
    }
    let kite = findings(
      "syntax", in: "SIT-kite__kite-app/ios/Runner/zh-Hans.lproj/InfoPlist.strings")
    #expect(kite.map(\.location.line) == [9, 10, 11, 12])
    #expect(kite.allSatisfy { $0.message.hasPrefix("missing ';'") })
  }

  @Test func theZhHantFileInSimplifiedIsWrongScript() {
    let eros = findings(
      "wrong-script", in: "3003h__Eros-FE/ios/Runner/zh-Hant.lproj/InfoPlist.strings")
    #expect(eros.count >= 2)
    #expect(eros.contains { $0.message.contains("进→進") })
    let kite = findings(
      "wrong-script", in: "SIT-kite__kite-app/ios/Runner/zh-Hant.lproj/InfoPlist.strings")
    #expect(kite.count == 1)
    #expect(kite.first?.message.contains("风→風") == true)
    #expect(kite.first?.location.column == 33)
  }

  @Test func mainlandTermsInZhHantAreRegionalTerms() {
    let tencent = findings(
      "regional-term",
      in: "JohnZengshi__tencent-cloud-chat-flutter/ios/Runner/zh-Hant.lproj/InfoPlist.strings")
    for term in ["訪問", "攝像頭", "相冊"] {
      #expect(tencent.contains { $0.message.contains("'\(term)'") }, "\(term)")
    }
    let keepassium = findings(
      "regional-term", in: "keepassium__KeePassium/KeePassium/zh-Hant.lproj/InfoPlist.strings")
    #expect(keepassium.contains { $0.message.contains("'訪問'") })
  }

  @Test func englishLeftInAChineseFileIsUntranslated() {
    for locale in ["zh-Hans", "zh-Hant"] {
      let found = findings(
        "untranslated", at: "keepassium__KeePassium/KeePassium/\(locale).lproj/InfoPlist.strings")
      #expect(found.contains { $0.unit?.key == "NSPhotoLibraryUsageDescription" }, "\(locale)")
    }
  }

  @Test func halfWidthPunctuationInChineseCopyIsFound() {
    let found = findings(
      "half-width-punctuation",
      in: "keepassium__KeePassium/KeePassium/zh-Hans.lproj/InfoPlist.strings")
    #expect(found.contains { $0.message.contains("'('") })
  }

  /// Only `.strings` files are in view: the English table stands in for the Info.plist, so the
  /// gap is a warning (the Info.plist may be written in Chinese).
  @Test func theZhHantKeyMissingAgainstEnglishIsAMissingTranslation() {
    let found = Self.result.diagnostics.filter {
      $0.rule == "missing-translation" && $0.severity == .warning
        && $0.location.file.hasSuffix(
          "SIT-kite__kite-app/ios/Runner/zh-Hant.lproj/InfoPlist.strings")
    }
    #expect(
      found.contains { $0.message.hasPrefix("NSMicrophoneUsageDescription has no zh-Hant text") })
  }

  @Test func genericCopyHasNoReason() {
    let found = findings(
      "no-reason", in: "SIT-kite__kite-app/ios/Runner/en.lproj/InfoPlist.strings")
    #expect(found.count == 4)
  }

  @Test func localesFollowIOSFolderNames() {
    #expect(LocaleNames.resolve("zh_CN.lproj").locale == "zh-Hans")
    #expect(LocaleNames.resolve("zh-TW").locale == "zh-Hant")
    #expect(LocaleNames.resolve("zh_Hant").locale == "zh-Hant")
    #expect(LocaleNames.resolve("zh_HK.lproj") == .init(locale: "zh-HK", language: "zh-HK"))
    #expect(LocaleNames.resolve("en-US").language == "en")
    #expect(LocaleNames.resolve("Base").language == "en")
    #expect(LocaleNames.resolve("fr").language == "fr")
    #expect(LocaleNames.resolve("pt_BR.lproj") == .init(locale: "pt-BR", language: "pt"))
    #expect(LocaleNames.resolve("sr_Latn_RS").locale == "sr-Latn-RS")
    let signal = Self.result.texts.filter { $0.file.contains("signalapp") }
    #expect(Set(signal.map(\.locale)) == ["en", "zh-Hans", "zh-Hant", "zh-HK"])
  }

  /// Well-written copy in all three locales gives no finding at all.
  @Test func wellWrittenCopyGivesNoFinding() throws {
    var options = CheckJob.Options()
    options.paths = [PackageRoot.url.appendingPathComponent("Tests/Fixtures/precision").path]
    let result = try CheckJob.check(options)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map { "\($0.rule): \($0.message)" })")
    for locale in ["en", "zh-Hans", "zh-Hant"] {
      #expect(result.texts.filter { $0.locale == locale && $0.isPurposeString }.count >= 20)
    }
  }
}
