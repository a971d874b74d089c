import Foundation
import Testing

/// Failures the reliability probe left in `../shared/repro`, each replayed in our own files: a
/// project file's `check:` section read as strictly as a lint-only file's, a number given as an
/// Expo purpose string, `preview --html` into a linked folder, a baseline applied from another
/// working folder.
@Suite struct EdgeRepairsTests {
  static let camera = "\"NSCameraUsageDescription\" = \"TODO\";\n"

  @Test func aProjectsCheckSectionIsReadAsStrictlyAsALintFiles() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let created = try Harness.run(["init", "--example", "kite"], in: folder)
    #expect(created.status == 0, "\(created.stderr)")
    let config = folder.appendingPathComponent("kite/permcopy.yml")
    let text = try String(contentsOf: config, encoding: .utf8)
    try Harness.write(
      text + "check: { skipp: [Pods], latin-spacing: maybe }\n", to: "kite/permcopy.yml",
      in: folder)
    for command in [["check"], ["build"]] {
      let run = try Harness.run(command, in: folder.appendingPathComponent("kite"))
      #expect(run.status == 2, "\(command): \(run.stderr)")
      #expect(run.stderr.contains("unknown check setting 'skipp'"), "\(run.stderr)")
      #expect(run.stderr.contains("did you mean 'skip'"), "\(run.stderr)")
      #expect(run.stderr.contains("latin-spacing must be 'space' or 'none'"), "\(run.stderr)")
    }
  }

  @Test func aNumberGivenAsAnExpoPurposeStringIsAnError() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(
      #"{ "expo": { "ios": { "infoPlist": { "NSMicrophoneUsageDescription": 12 } } } }"#,
      to: "app.json", in: folder)
    let run = try Harness.run(["check", ".", "--format", "json"], in: folder)
    #expect(run.status == 1, "\(run.stdout)")
    #expect(
      run.stdout.contains("NSMicrophoneUsageDescription is 12, not a string"), "\(run.stdout)")
  }

  @Test func previewNeverWritesThroughALinkedFolder() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try Harness.run(["init", "--example", "kite"], in: folder)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("elsewhere"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("kite/review").path,
      withDestinationPath: folder.appendingPathComponent("elsewhere").path)
    let run = try Harness.run(
      ["preview", "--html", "review"], in: folder.appendingPathComponent("kite"))
    #expect(run.status == 2, "\(run.stderr)")
    #expect(run.stderr.contains("symbolic link"), "\(run.stderr)")
    #expect(
      try FileManager.default.contentsOfDirectory(
        atPath: folder.appendingPathComponent("elsewhere").path
      ).isEmpty)
  }

  @Test func aBaselineMatchesFromAnyWorkingFolder() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(Self.camera, to: "app/en.lproj/InfoPlist.strings", in: folder)
    let app = folder.appendingPathComponent("app")
    let write = try Harness.run(["check", ".", "--write-baseline", "permcopy.baseline"], in: app)
    #expect(write.status == 0, "\(write.stderr)")
    for (path, baseline, place) in [
      (".", "permcopy.baseline", app), ("app", "app/permcopy.baseline", folder),
    ] {
      let run = try Harness.run(["check", path, "--baseline", baseline], in: place)
      #expect(run.status == 0, "from \(place.lastPathComponent): \(run.stdout)")
    }
  }

  @Test func aBaselineEntryThatMatchesNothingIsNamed() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(Self.camera, to: "app/en.lproj/InfoPlist.strings", in: folder)
    let app = folder.appendingPathComponent("app")
    _ = try Harness.run(["check", ".", "--write-baseline", "permcopy.baseline"], in: app)
    try Harness.write(
      "\"NSCameraUsageDescription\" = \"Kite scans the tag on your kite reel.\";\n",
      to: "app/en.lproj/InfoPlist.strings", in: folder)
    let run = try Harness.run(["check", ".", "--baseline", "permcopy.baseline"], in: app)
    #expect(run.status == 0)
    #expect(run.stderr.contains("1 entry of the baseline permcopy.baseline matches no finding"))
  }

  @Test func aFileFoundAboveMayNotSendBuildOutside() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(
      """
      source-locale: en
      locales: [en]
      output: { strings: ../elsewhere, allow-outside: true }
      permissions:
        camera: { purpose: { en: scan the tag on a kite reel } }

      """, to: "kite/permcopy.yml", in: folder)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("kite/app"), withIntermediateDirectories: true)
    let below = try Harness.run(["build"], in: folder.appendingPathComponent("kite/app"))
    #expect(below.status == 2, "\(below.stderr)")
    #expect(below.stderr.contains("was found in a folder above"), "\(below.stderr)")
    #expect(
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent("elsewhere").path))
    // In its own folder, the file's own setting stands.
    let own = try Harness.run(["build"], in: folder.appendingPathComponent("kite"))
    #expect(own.status == 0, "\(own.stderr)")
  }

  /// `export --xliff` replaces only an export (or anything with --force), never through a link,
  /// and says what it did: created, updated or unchanged.
  @Test func exportKeepsAHandWrittenFileAndNeverWritesThroughALink() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try Harness.run(["init", "--example", "kite"], in: folder)
    let kite = folder.appendingPathComponent("kite")
    try Harness.write("<translator-notes/>\n", to: "kite/xliff/zh-Hans.xliff", in: folder)
    let refused = try Harness.run(["export", "--xliff", "xliff"], in: kite)
    #expect(refused.status == 2, "\(refused.stderr)")
    #expect(
      refused.stderr.contains("was not written by permcopy; pass --force"), "\(refused.stderr)")
    #expect(!FileManager.default.fileExists(atPath: kite.path + "/xliff/zh-Hant.xliff"))
    let forced = try Harness.run(["export", "--xliff", "xliff", "--force"], in: kite)
    #expect(forced.status == 0, "\(forced.stderr)")
    #expect(forced.stdout.contains("updated  xliff/zh-Hans.xliff"), "\(forced.stdout)")
    #expect(forced.stdout.contains("created  xliff/zh-Hant.xliff"), "\(forced.stdout)")
    let again = try Harness.run(["export", "--xliff", "xliff"], in: kite)
    #expect(again.stdout.contains("unchanged xliff/zh-Hans.xliff"), "\(again.stdout)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("outside"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: kite.path + "/linked", withDestinationPath: folder.path + "/outside")
    let linked = try Harness.run(["export", "--xliff", "linked"], in: kite)
    #expect(linked.status == 2 && linked.stderr.contains("symbolic link"), "\(linked.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/outside").isEmpty)
  }

  /// Values that mean nothing are named where they are: CFBundleLocalizations as one string,
  /// an app.json that is not JSON at all.
  @Test func valuesThatShipNothingAreFindingsNotSilence() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>CFBundleDevelopmentRegion</key><string>en</string>
      <key>CFBundleLocalizations</key><string>zh-Hans</string>
      <key>NSCameraUsageDescription</key><string>Kite scans the tag on your kite reel.</string>
      </dict></plist>

      """, to: "App/Info.plist", in: folder)
    let plist = try Harness.run(["check", "App", "--format", "json"], in: folder)
    #expect(plist.stdout.contains("CFBundleLocalizations is a string"), "\(plist.stdout)")
    try Harness.write("{ \"expo\": { \"ios\": \u{1}\u{2} garbage", to: "Expo/app.json", in: folder)
    let expo = try Harness.run(["check", "Expo", "--format", "json"], in: folder)
    #expect(expo.status == 1, "\(expo.stdout)")
    #expect(expo.stdout.contains("\"syntax\""), "\(expo.stdout)")
  }

  /// `import` of an app whose only table does not parse names that file at its place, not
  /// "no purpose strings".
  @Test func importNamesTheFileItCannotRead() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(
      #"{ "sourceLanguage": "en", "strings": { "NSCameraUsageDescription": { "localizations": { "#,
      to: "App/InfoPlist.xcstrings", in: folder)
    let run = try Harness.run(["import", "."], in: folder)
    #expect(run.status == 2, "\(run.stderr)")
    #expect(run.stderr.contains("App/InfoPlist.xcstrings:1:"), "\(run.stderr)")
    #expect(!run.stderr.contains("no purpose strings"), "\(run.stderr)")
  }

  /// Vary by Device: an iPad's text ships to iPad users, so it is checked where it is written.
  @Test func aCatalogsIPadVariationIsChecked() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>CFBundleDevelopmentRegion</key><string>en</string>
      <key>UILaunchScreen</key><dict/>
      <key>NSCameraUsageDescription</key><string>Kite scans the tag on your kite reel.</string>
      </dict></plist>

      """, to: "App/Info.plist", in: folder)
    try Harness.write(
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "NSCameraUsageDescription" : {
            "localizations" : {
              "zh-Hans" : {
                "variations" : {
                  "device" : {
                    "ipad" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "TODO"
                      }
                    },
                    "iphone" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "小风筝会扫描风筝线轴上的标签。"
                      }
                    }
                  }
                }
              }
            }
          }
        },
        "version" : "1.0"
      }

      """, to: "App/InfoPlist.xcstrings", in: folder)
    let run = try Harness.run(["check", ".", "--format", "json"], in: folder)
    #expect(run.status == 1, "\(run.stdout)")
    let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    let found = (json?["diagnostics"] as? [[String: Any]] ?? []).filter {
      $0["rule"] as? String == "placeholder-text"
    }
    #expect(found.count == 1 && found.first?["line"] as? Int == 12, "\(found)")
  }
}

/// The walk up to a `permcopy.yml` trusts another user's file only inside a repository the user
/// (or root, or the checkout's owner) owns: a `.git` someone made in a shared folder vouches for
/// nothing. Played as root, with the files given to `nobody`.
@Suite struct ForeignSettingsTests {
  static let isRoot = getuid() == 0

  @Test(.enabled(if: isRoot, "needs root to give files to another user"))
  func aForeignGitFolderDoesNotMakeAForeignFileTrusted() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(
      "\"NSCameraUsageDescription\" = \"TODO\";\n", to: "app/en.lproj/InfoPlist.strings",
      in: folder)
    try Harness.write("check: { skip: [app] }\n", to: "permcopy.yml", in: folder)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
    for name in ["permcopy.yml", ".git"] {
      try FileManager.default.setAttributes(
        [.ownerAccountID: 65534], ofItemAtPath: folder.appendingPathComponent(name).path)
    }
    let run = try Harness.run(["check", "."], in: folder.appendingPathComponent("app"))
    #expect(run.status == 1, "the foreign file was used: \(run.stdout)\(run.stderr)")
    // A .git that is another user's link to a folder of the user's vouches for nothing either.
    try FileManager.default.removeItem(at: folder.appendingPathComponent(".git"))
    let ownFolder = folder.appendingPathComponent("own-folder")
    try FileManager.default.createDirectory(at: ownFolder, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent(".git").path, withDestinationPath: ownFolder.path)
    #expect(lchown(folder.appendingPathComponent(".git").path, 65534, 65534) == 0)
    let linked = try Harness.run(["check", "."], in: folder.appendingPathComponent("app"))
    #expect(linked.status == 1, "the foreign link was trusted: \(linked.stdout)\(linked.stderr)")
    try FileManager.default.removeItem(at: folder.appendingPathComponent(".git"))
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
    // The user's own repository keeps trusting what is in it, whoever wrote the file.
    try FileManager.default.setAttributes(
      [.ownerAccountID: 0], ofItemAtPath: folder.appendingPathComponent(".git").path)
    let own = try Harness.run(["check", "."], in: folder.appendingPathComponent("app"))
    #expect(own.status == 0, "\(own.stdout)\(own.stderr)")
  }
}
