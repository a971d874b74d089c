import Foundation
import Testing

@testable import PermCopyKit

/// `duplicate-text` asks the key whose resource the text does not speak of for its own text,
/// in every locale as the source decides, and leaves a misspelt key to `unknown-key`.
@Suite struct DuplicateTextBlameTests {
  static func duplicates(_ files: [String: String]) throws -> [Diagnostic] {
    try WrittenLanguageJudgingTests.check(files).filter { $0.rule == DuplicateTextRule.id }
  }

  @Test func theKeyThatCopiedTheTextIsTheOneToRewrite() throws {
    let photos = "Pick the photos you want to print on a card."
    let found = try Self.duplicates([
      "App/Info.plist": WrittenLanguageJudgingTests.plist(
        "en",
        [("NSAppleMusicUsageDescription", photos), ("NSPhotoLibraryUsageDescription", photos)])
    ])
    #expect(found.count == 1, "\(found.map(\.message))")
    #expect(found.first?.unit?.key == "NSAppleMusicUsageDescription")
    #expect(
      found.first?.message.contains("write one for what NSAppleMusicUsageDescription is for")
        == true)
  }

  @Test func aTranslationFollowsTheSourcesVerdict() throws {
    // The English text speaks of pictures, which both keys' resources hold; the Chinese one of
    // 图片, only the photo library's: still one cause, the source's.
    let english = "Set a picture as your avatar."
    let chinese = "设置一张图片作为头像。"
    let found = try Self.duplicates([
      "App/Info.plist": WrittenLanguageJudgingTests.plist(
        "en", [("NSCameraUsageDescription", english), ("NSPhotoLibraryUsageDescription", english)]),
      "App/zh-Hans.lproj/InfoPlist.strings":
        "\"NSCameraUsageDescription\" = \"\(chinese)\";\n\"NSPhotoLibraryUsageDescription\" = \"\(chinese)\";\n",
    ])
    #expect(Set(found.compactMap(\.unit?.key)).count == 1, "\(found.map(\.message))")
  }

  @Test func aMisspeltKeyIsUnknownKeysAlone() throws {
    let text = "Kite uses your location to list pickup points near you."
    let found = try Self.duplicates([
      "App/Info.plist": WrittenLanguageJudgingTests.plist(
        "en",
        [
          ("NSLocationWhenInUseUsageDescription", text),
          ("NSLocationAlwaysandWhenInUseUsageDescription", text),
        ])
    ])
    #expect(found.isEmpty, "\(found.map(\.message))")
  }
}
