import Foundation
import Testing

/// `permcopy scan` end to end: calls at their place, severity by what iOS does, comments,
/// strings, other platforms, test code and ignore comments left alone, packages and unused keys.
@Suite struct ScanCommandTests {
  static let plist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
    <key>CFBundleDevelopmentRegion</key><string>en</string>
    <key>NSCameraUsageDescription</key><string>Scan gift cards with the camera.</string>
    #ifdef INTUNE
    <key>IntuneMAMSettings</key><dict/>
    #endif
    <key>NSContactsUsageDescription</key><string>Invite friends from your contacts.</string>
    </dict></plist>

    """

  static let swift = """
    import AVFoundation

    final class Recorder {
      // AVCaptureDevice.requestAccess(for: .audio) in a comment does not count
      let note = "AVCaptureDevice.requestAccess(for: .audio)"
      func start() {
        AVCaptureDevice.requestAccess(for: .video) { _ in }
        AVCaptureDevice.requestAccess(for: .audio) { _ in }
        let picker = PHPickerViewController(configuration: PHPickerConfiguration())
        UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { _, _ in }
        // permcopy:ignore missing-purpose-key
        UIImageWriteToSavedPhotosAlbum(image, nil, nil, nil)
        #if os(macOS)
        let central = CBCentralManager(delegate: nil, queue: nil)
        #endif
        manager.requestWhenInUseAuthorization()
      }
    }

    """

  @Test func callsAreFoundAtTheirPlaceWithTheSeverityOfWhatIOSDoes() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(Self.plist, to: "App/Info.plist", in: folder)
    try Harness.write(Self.swift, to: "App/Recorder.swift", in: folder)
    try Harness.write(
      "@implementation T\n- (void)go { [[[CBCentralManager alloc] initWithDelegate:self queue:nil] scanForPeripheralsWithServices:nil options:nil]; }\n@end\n",
      to: "App/Legacy.m", in: folder)
    try Harness.write(
      "func testIt() { AVAudioSession.sharedInstance().requestRecordPermission { _ in } }\n",
      to: "AppTests/RecorderTests.swift", in: folder)
    let run = try Harness.run(["scan", ".", "--format", "json"], in: folder)
    #expect(run.status == 1, "\(run.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
    let found = diagnostics.map {
      "\($0["rule"]!) \($0["severity"]!) \($0["file"]!):\($0["line"]!)"
    }.sorted()
    #expect(
      found == [
        "missing-purpose-key error App/Legacy.m:2",
        "missing-purpose-key error App/Recorder.swift:8",
        "missing-purpose-key warning App/Recorder.swift:16",
        "unused-purpose-key warning App/Info.plist:8",
      ], "\(found)")
    #expect(run.stdout.contains("needs NSMicrophoneUsageDescription"))
    #expect(run.stdout.contains("declare it in its Info.plist (App/Info.plist)"))
    // What the upload does: a referenced API without its key fails App Store Connect's check.
    let messages = diagnostics.filter { $0["rule"] as? String == "missing-purpose-key" }
      .compactMap { $0["message"] as? String }
    #expect(messages.count == 3 && messages.allSatisfy { $0.contains("(ITMS-90683)") })
    // `check PATH` runs the scan with every other rule.
    let check = try Harness.run(["check", ".", "--format", "json"], in: folder)
    #expect(check.stdout.contains("missing-purpose-key"))
    #expect(check.stdout.contains("sentence-end") || check.status == 1)
  }

  @Test func aPackageThatAsksForAKeyTheAppLacksIsAnUploadWarning() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(Self.plist, to: "ios/Runner/Info.plist", in: folder)
    try Harness.write(
      "name: demo\ndependencies:\n  flutter:\n    sdk: flutter\n  camera: ^0.10.0\n  local_auth: ^2.1.0\n",
      to: "pubspec.yaml", in: folder)
    let run = try Harness.run(["scan", "."], in: folder)
    #expect(run.status == 0, "\(run.stdout)")
    #expect(run.stdout.contains("camera asks for NSMicrophoneUsageDescription"), "\(run.stdout)")
    #expect(run.stdout.contains("local_auth asks for NSFaceIDUsageDescription"))
    #expect(!run.stdout.contains("camera asks for NSCameraUsageDescription"))
    // Dart drives the app: a key no Swift uses is not judged unused.
    #expect(!run.stdout.contains("unused-purpose-key"))
  }

  @Test func initFromSourcesProposesThePermissionsTheCodeNeeds() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(Self.swift, to: "App/Recorder.swift", in: folder)
    let run = try Harness.run(["init", "--from-sources", "App"], in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    let yaml = String(
      decoding: try #require(Harness.read("permcopy.yml", in: folder)), as: UTF8.self)
    #expect(
      yaml.contains("  camera:\n    # needed by App/Recorder.swift:7 AVCaptureDevice.requestAccess")
    )
    #expect(yaml.contains("  microphone:"))
    #expect(yaml.contains("  location-when-in-use:"))
    #expect(!yaml.contains("bluetooth"))
    #expect(!yaml.contains("notifications"))
  }
}
