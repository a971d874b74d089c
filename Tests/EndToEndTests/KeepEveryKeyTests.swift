import Foundation
import Testing

/// `import` followed by `build --force`, in place, on a copy of every app of the corpus: every
/// key of every original `InfoPlist.strings` is still there with its value, as Foundation's
/// `PropertyListSerialization` reads both files (display names, shortcut titles, document types
/// and keys permcopy does not know included).
@Suite(.enabled(if: Harness.sharedIsThere, Harness.sharedIsMissing)) struct KeepEveryKeyTests {
  /// Copies a corpus app into a writable folder (the corpus is read-only).
  static func writableCopy(of app: String, in folder: URL) throws -> URL {
    let copy = folder.appendingPathComponent("app")
    try FileManager.default.copyItem(
      at: ImportCommandTests.corpus.appendingPathComponent(app), to: copy)
    for relative in FileManager.default.subpaths(atPath: copy.path) ?? [] {
      try FileManager.default.setAttributes(
        [.posixPermissions: 0o755], ofItemAtPath: copy.appendingPathComponent(relative).path)
    }
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: copy.path)
    return copy
  }

  @Test func importThenBuildInPlaceLosesNoKeyOfTheCorpus() throws {
    let apps = try FileManager.default.contentsOfDirectory(
      atPath: ImportCommandTests.corpus.path
    ).filter { !$0.contains(".") }.sorted()
    var keys = 0
    var files = 0
    var built = 0
    for app in apps {
      let folder = try Harness.temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let copy = try Self.writableCopy(of: app, in: folder)
      let originals = (FileManager.default.subpaths(atPath: copy.path) ?? []).filter {
        $0.lowercased().hasSuffix("infoplist.strings")
      }.sorted()
      var before: [String: [String: String]] = [:]
      for original in originals {
        before[original] = ImportCommandTests.plist(
          try Data(contentsOf: copy.appendingPathComponent(original)))
      }
      let imported = try Harness.run(["import", "app"], in: folder)
      #expect(imported.status == 0, "\(app): \(imported.stderr)")
      let build = try Harness.run(["build", "--force"], in: folder)
      #expect(build.status == 0, "\(app): \(build.stderr)")
      guard imported.status == 0 && build.status == 0 else { continue }
      built += 1
      for original in originals {
        guard let old = before[original] else { continue }
        files += 1
        let new = ImportCommandTests.plist(
          try? Data(contentsOf: copy.appendingPathComponent(original)))
        for (key, value) in old {
          keys += 1
          #expect(new?[key] == value, "\(app) \(original): \(key) lost or changed")
        }
      }
      // The app's own folder names are kept: no second folder for a locale it spells its way.
      let originalFolders = Set(originals.map { ($0 as NSString).deletingLastPathComponent })
      let folders = (FileManager.default.subpaths(atPath: copy.path) ?? []).filter {
        $0.hasSuffix(".lproj")
      }
      for created in folders where !originalFolders.contains(created) {
        let twin = originalFolders.first { LocaleAlias.same($0, created) }
        #expect(twin == nil, "\(app): build wrote \(created) beside the app's \(twin ?? "")")
      }
    }
    #expect(built == apps.count)
    // 36 files Foundation reads, 236 keys (the rest are malformed on purpose of their authors).
    #expect(files == 36 && keys == 236, "\(files) files, \(keys) keys")
  }
}

/// Whether an app's `.lproj` folder and permcopy's locale folder name the same locale.
enum LocaleAlias {
  /// Two `.lproj` paths in the same folder that spell one locale two ways.
  static func same(_ appFolder: String, _ created: String) -> Bool {
    let parent = (appFolder as NSString).deletingLastPathComponent
    guard parent == (created as NSString).deletingLastPathComponent else { return false }
    let app = ((appFolder as NSString).lastPathComponent as NSString).deletingPathExtension
      .replacingOccurrences(of: "_", with: "-").lowercased()
    let locale = ((created as NSString).lastPathComponent as NSString).deletingPathExtension
      .lowercased()
    let aliases = [
      "zh-hans": ["zh-cn", "zh-hans", "zh-hans-cn"], "zh-hant": ["zh-tw", "zh-hant", "zh-hant-tw"],
      "en": ["en-us", "en"],
    ]
    return app != locale && (aliases[locale] ?? []).contains(app)
  }
}
