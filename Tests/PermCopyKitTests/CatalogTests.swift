import Foundation
import Testing

@testable import PermCopyKit

@Suite struct CatalogTests {
  @Test func coversTheDocumentedIOSKeys() {
    let iOS = Catalog.all.filter { $0.platform == .iOS && $0.key != nil }
    #expect(iOS.count >= 40)
    for key in [
      "NSCameraUsageDescription", "NSPhotoLibraryAddUsageDescription",
      "NSLocationAlwaysAndWhenInUseUsageDescription", "NSCalendarsWriteOnlyAccessUsageDescription",
      "NFCReaderUsageDescription", "NSUserTrackingUsageDescription",
      "NSFinancialDataUsageDescription",
    ] {
      #expect(Catalog.permission(key: key) != nil, "\(key)")
    }
    #expect(Catalog.permission(id: "notifications")?.key == nil)
  }

  @Test func idsAndKeysAreUniqueAndKebabCase() {
    let ids = Catalog.all.map(\.id)
    #expect(Set(ids).count == ids.count)
    let keys = Catalog.all.compactMap(\.key)
    #expect(Set(keys).count == keys.count)
    for id in ids {
      #expect(id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(id)")
    }
  }

  @Test func acceptsIDsKeysAndXcodeNames() {
    #expect(Catalog.lookup("camera")?.key == "NSCameraUsageDescription")
    #expect(Catalog.lookup("NSCameraUsageDescription")?.id == "camera")
    #expect(Catalog.lookup("Privacy - Camera Usage Description")?.id == "camera")
    #expect(Catalog.lookup("Privacy - TV Provider Usage Description")?.id == "tv-provider")
    #expect(Catalog.lookup("Camera") == nil)
  }

  @Test func companionsAndReplacementsNameRealEntries() {
    for entry in Catalog.all {
      for companion in entry.companions {
        #expect(Catalog.permission(id: companion.permission) != nil, "\(entry.id)")
      }
      for replacement in entry.replacedBy {
        #expect(Catalog.permission(id: replacement) != nil, "\(entry.id)")
      }
    }
  }

  @Test func companionRulesFollowTheDeploymentTarget() throws {
    let calendars = try #require(Catalog.permission(id: "calendars-full-access"))
    #expect(
      calendars.companions.filter { $0.applies(to: OSVersion(16)) }.map(\.permission) == [
        "calendars"
      ])
    #expect(calendars.companions.filter { $0.applies(to: OSVersion(17)) }.isEmpty)
    let always = try #require(Catalog.permission(id: "location-always"))
    #expect(
      always.companions.filter { $0.applies(to: OSVersion(18)) }.map(\.permission) == [
        "location-when-in-use"
      ])
  }

  @Test func everyBuiltInLocaleCoversEveryBuildablePermission() throws {
    let buildable = Catalog.all.filter(\.isBuildable)
    for id in ["en", "zh-Hans", "zh-Hant"] {
      let data = try ConfigLoader.loadLocaleData(
        id, baseDirectory: URL(fileURLWithPath: "/nonexistent"), at: nil)
      #expect(data.validate(for: buildable).isEmpty, "\(id): \(data.validate(for: buildable))")
      for permission in buildable {
        #expect(
          data.value(permission: permission.id, "alert-title") != nil, "\(id) \(permission.id)")
      }
    }
  }

  @Test func listingShowsEveryEntry() throws {
    let table = CatalogListing.table()
    for entry in Catalog.all { #expect(table.contains(entry.id)) }
    let json = try JSONSerialization.jsonObject(with: Data(try CatalogListing.json().utf8))
    let array = try #require(json as? [[String: Any]])
    #expect(array.first?["key"] as? String == "NSCameraUsageDescription")
    // Every key of every platform, the macOS, Mac Catalyst, visionOS and WebKit ones included.
    let keys = Set(array.compactMap { $0["key"] as? String })
    #expect(keys == Set(PurposeKeys.all.map(\.key) + Catalog.all.compactMap(\.key)))
    for key in [
      "NSDesktopFolderUsageDescription", "NSLocationUsageDescription",
      "NSWorldSensingUsageDescription", "NSCrossWebsiteTrackingUsageDescription",
      "NSSystemExtensionUsageDescription", "NSEnterpriseMCAMUsageDescription",
    ] {
      #expect(keys.contains(key), "\(key)")
    }
  }

  /// The key table (data/purpose-keys.tsv) covers the catalog, and its build-setting column is
  /// swift-build's list: 55 usage keys and the temporary-location dictionary.
  @Test func theKeyTableCoversTheCatalogAndXcodesBuildSettings() {
    for permission in Catalog.all {
      guard let key = permission.key else { continue }
      #expect(PurposeKeys.info(key) != nil, "\(key) is not in data/purpose-keys.tsv")
    }
    let accepted = PurposeKeys.all.filter(\.acceptedAsBuildSetting)
    #expect(accepted.count == 56)
    #expect(!PurposeKeys.isAcceptedAsBuildSetting("NSAlarmKitUsageDescription"))
    #expect(!PurposeKeys.isAcceptedAsBuildSetting("NSMainCameraUsageDescription"))
    #expect(!PurposeKeys.isAcceptedAsBuildSetting("NSCrossWebsiteTrackingUsageDescription"))
    #expect(PurposeKeys.isAcceptedAsBuildSetting("NSVoIPUsageDescription"))
    #expect(PurposeKeys.info("NSLocationUsageDescription")?.isOnMacCatalyst == true)
  }

  /// Platforms as Apple's key pages list them (apple-facts-3 C1), and one Xcode name per key,
  /// declared once (data/purpose-keys.tsv), the catalog's other names only accepted.
  @Test func platformsAndXcodeNamesAsApplesKeyPagesList() {
    let expected: [String: [String]] = [
      "NSPhotoLibraryUsageDescription": [
        "iOS 6.0", "Mac Catalyst 6.0", "macOS 10.14", "visionOS 1.0",
      ],
      "NSContactsUsageDescription": ["iOS 6.0", "macOS 10.8", "visionOS 1.0"],
      "NSLocalNetworkUsageDescription": ["iOS 14.0", "macOS 11.0", "tvOS 14.0", "visionOS 1.0"],
      "NSUserTrackingUsageDescription": [
        "iOS 14.0", "Mac Catalyst 14.0", "tvOS 14.0", "visionOS 1.0",
      ],
    ]
    for (key, platforms) in expected {
      #expect(PurposeKeys.info(key)?.platforms == platforms, "\(key)")
    }
    let tv = Catalog.permission(id: "tv-provider")
    #expect(tv?.xcodeName == "Privacy - TV Provider Usage Description")
    #expect(
      Catalog.lookup("Privacy - Video Subscriber Account Usage Description")?.id == "tv-provider")
    for permission in Catalog.all {
      guard let key = permission.key else { continue }
      #expect(permission.xcodeName == PurposeKeys.info(key)?.xcodeName, "\(key)")
      if let name = permission.xcodeName {
        #expect(!permission.otherXcodeNames.contains(name), "\(key)")
      }
    }
  }

  @Test func versionsParseAndCompare() {
    #expect(OSVersion(parsing: "16") == OSVersion(16))
    #expect(OSVersion(parsing: "17.4") == OSVersion(17, 4))
    #expect(OSVersion(parsing: "16.0.1") == OSVersion(16))
    #expect(OSVersion(parsing: "abc") == nil)
    #expect(OSVersion(parsing: "") == nil)
    #expect(OSVersion(parsing: "16.") == nil)
    #expect(OSVersion(14, 5) < OSVersion(15))
    #expect(
      SettingsEra.supported(from: OSVersion(15)) == [
        .named("ios18"), .named("ios17"), .named("ios16"), .named("ios15"),
      ])
    #expect(
      SettingsEra.supported(from: OSVersion(16)) == [
        .named("ios18"), .named("ios17"), .named("ios16"),
      ])
    #expect(SettingsEra.supported(from: OSVersion(17)) == [.named("ios18"), .named("ios17")])
    #expect(SettingsEra.supported(from: OSVersion(18)) == [.named("ios18")])
  }
}
