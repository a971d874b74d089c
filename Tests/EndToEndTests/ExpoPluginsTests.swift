import Foundation
import Testing

@testable import PermCopyKit

/// Expo as prebuild sees it: a config plugin's purpose-string option wins over `ios.infoPlist`,
/// `false` removes the key, a listed plugin adds its default where nothing sets the key, and an
/// `app.config.ts` that spreads `config` is read on top of the `app.json` beside it.
@Suite struct ExpoPluginsTests {
  static let appJSON = """
    {
      "expo": {
        "name": "Pantry",
        "ios": {
          "infoPlist": {
            "NSCameraUsageDescription": "Scan a barcode to add an item to your pantry.",
            "NSPhotoLibraryUsageDescription": "Old text the plugin replaces.",
            "NSMicrophoneUsageDescription": "Record a voice note for a recipe."
          }
        },
        "plugins": [
          ["expo-image-picker", { "photosPermission": "Attach a photo of a recipe to your list.", "microphonePermission": false }],
          "expo-router",
          ["expo-location", { "locationWhenInUsePermission": "Show stores near you that have your items." }]
        ]
      }
    }

    """

  static func shipped(in folder: URL) throws -> [String: (text: String, source: String)] {
    let run = try Harness.run(["inventory", ".", "--format", "json"], in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let targets = try #require(json["targets"] as? [[String: Any]])
    #expect(targets.count == 1, "one app, however many config files describe it")
    var found: [String: (String, String)] = [:]
    for string in targets.first?["strings"] as? [[String: Any]] ?? [] {
      guard (string["locale"] as? String ?? "").hasPrefix("base"),
        let key = string["key"] as? String, let text = string["text"] as? String
      else { continue }
      found[key] = (text, "\(string["file"] ?? ""):\(string["line"] ?? "")")
    }
    return found
  }

  @Test func pluginOptionsWinFalseRemovesAndDefaultsFillIn() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(Self.appJSON, to: "app.json", in: folder)
    let shipped = try Self.shipped(in: folder)
    #expect(
      shipped["NSCameraUsageDescription"]?.text == "Scan a barcode to add an item to your pantry.")
    #expect(
      shipped["NSPhotoLibraryUsageDescription"]?.text == "Attach a photo of a recipe to your list.")
    #expect(
      shipped["NSMicrophoneUsageDescription"] == nil, "microphonePermission: false removes it")
    #expect(
      shipped["NSLocationWhenInUseUsageDescription"]?.text
        == "Show stores near you that have your items.")
    // Keys the plugin adds by itself, with its text, at the line that lists the plugin.
    #expect(
      shipped["NSLocationAlwaysAndWhenInUseUsageDescription"]?.text
        == "Allow Pantry to access your location")
    #expect(shipped["NSLocationAlwaysAndWhenInUseUsageDescription"]?.source == "app.json:14")
  }

  @Test func anAppConfigThatSpreadsConfigIsReadOnTopOfAppJSON() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(Self.appJSON, to: "app.json", in: folder)
    try Harness.write(
      """
      import { ExpoConfig, ConfigContext } from 'expo/config';

      export default ({ config }: ConfigContext): ExpoConfig => ({
        ...config,
        ios: {
          ...config.ios,
          infoPlist: {
            ...config.ios?.infoPlist,
            NSContactsUsageDescription: 'Invite friends from your contacts to share a list.',
            NSCameraUsageDescription: 'Scan the barcode on a jar to add it to your pantry.',
          },
        },
      });

      """, to: "app.config.ts", in: folder)
    let shipped = try Self.shipped(in: folder)
    #expect(
      shipped["NSContactsUsageDescription"]?.text
        == "Invite friends from your contacts to share a list.")
    #expect(
      shipped["NSCameraUsageDescription"]?.text
        == "Scan the barcode on a jar to add it to your pantry.")
    #expect(
      shipped["NSPhotoLibraryUsageDescription"]?.text == "Attach a photo of a recipe to your list.")
  }

  @Test func theTableNamesWhereEachRowComesFrom() {
    let rows = ExpoReader.pluginOptions
    #expect(rows.count >= 20)
    #expect(rows.allSatisfy { $0.key.hasSuffix("UsageDescription") && !$0.source.isEmpty })
    #expect(
      rows.allSatisfy {
        $0.defaultText.contains("$(PRODUCT_NAME)") || $0.plugin == "expo-tracking-transparency"
      })
  }
}
