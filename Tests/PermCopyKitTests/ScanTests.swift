import Foundation
import Testing

@testable import PermCopyKit

/// The source scan: every row of data/api-triggers.tsv triggers on its example and not on its
/// counter-example; comments, strings, other platforms and APIs that need no key never count.
@Suite struct ScanTests {
  static func keys(in code: String, swift: Bool) -> Set<String> {
    let scanned = SourceScanner.scan(bytes: Array(code.utf8), display: "x", swift: swift)
    return Set(scanned.uses.flatMap(\.row.keys))
  }

  @Test func theTableIsReadWhole() {
    #expect(TriggerTable.triggers.count >= 80)
    #expect(TriggerTable.wrappers.count >= 70)
    #expect(TriggerTable.triggers.allSatisfy { !$0.source.isEmpty && !$0.example.isEmpty })
  }

  @Test(arguments: TriggerTable.triggers.indices)
  func rowTriggersOnItsExampleOnly(_ index: Int) {
    let row = TriggerTable.triggers[index]
    let swift = row.language != "objc"
    let found = Self.keys(in: row.example, swift: swift)
    if row.keys.isEmpty {
      #expect(found.isEmpty, "\(row.name) needs no key, but the scan found \(found)")
      return
    }
    #expect(found.contains(row.keys[0]), "\(row.name): \(row.example) → \(found)")
    let counter = Self.keys(in: row.counterExample ?? "", swift: swift)
    // The counter-example may need another key, never this row's (at this row's deployment).
    let rowsHere = SourceScanner.scan(
      bytes: Array((row.counterExample ?? "").utf8), display: "x", swift: swift
    ).uses.filter { $0.trigger == index }
    #expect(
      rowsHere.isEmpty,
      "\(row.name) fired on its counter-example \(row.counterExample ?? "") (\(counter))")
  }

  /// The Objective-C forms of calls whose Swift form has its own example in the table.
  @Test(arguments: [
    (
      "NSMicrophoneUsageDescription",
      "AVAudioRecorder *r = [[AVAudioRecorder alloc] initWithURL:url settings:s error:nil];"
    ),
    (
      "NSMicrophoneUsageDescription",
      "AVAudioRecorder *recorder; - (void)go { [self.recorder record]; }"
    ),
    (
      "NSMicrophoneUsageDescription",
      "- (void)go { [[AVAudioSession sharedInstance] requestRecordPermission:^(BOOL granted) {}]; }"
    ),
    (
      "NSPhotoLibraryUsageDescription",
      "PHFetchResult *r = [PHAssetCollection fetchAssetCollectionsWithType:PHAssetCollectionTypeAlbum subtype:PHAssetCollectionSubtypeAny options:nil];"
    ),
    (
      "NSPhotoLibraryUsageDescription",
      "- (void)go { [PHPhotoLibrary requestAuthorization:^(PHAuthorizationStatus s) {}]; }"
    ),
    (
      "NSCameraUsageDescription",
      "AVCaptureDevice *d = [AVCaptureDevice defaultDeviceWithMediaType:AVMediaTypeVideo];\nAVCaptureDeviceInput *i = [[AVCaptureDeviceInput alloc] initWithDevice:d error:nil];"
    ),
    (
      "NSMicrophoneUsageDescription",
      "AudioQueueNewInput(&format, callback, (__bridge void *)self, NULL, NULL, 0, &queue);"
    ),
    (
      "NSContactsUsageDescription",
      "CNContactStore *store = [CNContactStore new]; [store enumerateContactsWithFetchRequest:r error:nil usingBlock:^(CNContact *c, BOOL *stop) {}];"
    ),
    (
      "NSCalendarsUsageDescription",
      "EKEventStore *store = [EKEventStore new]; [store requestAccessToEntityType:EKEntityTypeEvent completion:^(BOOL g, NSError *e) {}];"
    ),
    (
      "NSFaceIDUsageDescription",
      "LAContext *c = [LAContext new]; [c evaluatePolicy:LAPolicyDeviceOwnerAuthenticationWithBiometrics localizedReason:@\"Unlock\" reply:^(BOOL ok, NSError *e) {}];"
    ),
  ])
  func objectiveCForms(_ key: String, _ code: String) {
    let found = Self.keys(in: code, swift: false)
    #expect(found.contains(key), "\(code) → \(found)")
  }

  /// A value the call does not spell out is followed within the file: through a variable, a
  /// labelled argument (SwiftUI's memberwise init), a function's parameter, an implicit self.
  @Test(arguments: [
    (
      "NSCameraUsageDescription",
      """
      struct ImagePicker: UIViewControllerRepresentable {
        var sourceType: UIImagePickerController.SourceType = .photoLibrary
        func makeUIViewController(context: Context) -> UIImagePickerController {
          let picker = UIImagePickerController()
          picker.sourceType = sourceType
          return picker
        }
      }
      struct Scan: View { var body: some View { ImagePicker(sourceType: .camera) } }
      """
    ),
    (
      "NSCameraUsageDescription",
      """
      final class Photos {
        func present(source type: UIImagePickerController.SourceType) {
          let picker = UIImagePickerController()
          picker.sourceType = type
        }
        func takePhoto() { present(source: .camera) }
      }
      """
    ),
    (
      "NSCameraUsageDescription",
      """
      - (void)showPickerWithSource:(UIImagePickerControllerSourceType)source {
        UIImagePickerController *picker = [[UIImagePickerController alloc] init];
        picker.sourceType = source;
      }
      - (IBAction)scan:(id)sender { [self showPickerWithSource:UIImagePickerControllerSourceTypeCamera]; }
      """
    ),
    (
      "NSCameraUsageDescription",
      """
      final class CameraPicker: UIImagePickerController {
        override func viewDidLoad() {
          super.viewDidLoad()
          sourceType = .camera
        }
      }
      """
    ),
    (
      "NSMicrophoneUsageDescription",
      """
      let session = AVCaptureDevice.DiscoverySession(deviceTypes: [.microphone], mediaType: .audio, position: .unspecified)
      let mic = session.devices.first!
      let input = try AVCaptureDeviceInput(device: mic)
      """
    ),
  ])
  func valuesAreFollowedWithinTheFile(_ key: String, _ code: String) {
    let swift = !code.hasPrefix("-")
    let found = Self.keys(in: code, swift: swift)
    #expect(found.contains(key), "\(code) → \(found)")
  }

  @Test func aPickerThatOnlyShowsTheLibraryNeedsNoCameraKey() {
    let code = """
      struct ImagePicker: UIViewControllerRepresentable {
        var sourceType: UIImagePickerController.SourceType = .photoLibrary
        func makeUIViewController(context: Context) -> UIImagePickerController {
          let picker = UIImagePickerController()
          picker.sourceType = sourceType
          if sourceType != .camera { picker.allowsEditing = true }
          return picker
        }
      }
      """
    #expect(!Self.keys(in: code, swift: true).contains("NSCameraUsageDescription"))
  }

  /// A capture input on a device the file does not describe: one finding that either key
  /// satisfies, not a camera error and a microphone error.
  @Test func aCaptureInputOfUnknownMediaTypeIsOneFinding() {
    let code =
      "func add(_ device: AVCaptureDevice) throws { let input = try AVCaptureDeviceInput(device: device) }"
    let uses = SourceScanner.scan(bytes: Array(code.utf8), display: "x", swift: true).uses
    #expect(uses.count == 1)
    #expect(uses.first?.row.keys == ["NSCameraUsageDescription", "NSMicrophoneUsageDescription"])
    #expect(uses.first?.row.note?.contains("media type") == true)
  }
}

@Suite struct ScanHolderTests {
  static func holders(_ source: String, swift: Bool = true) throws -> [UInt64] {
    let scanned = SourceScanner.scan(bytes: Array(source.utf8), display: "a", swift: swift)
    let use = try #require(scanned.uses.first)
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "holders-\(UUID().uuidString).\(swift ? "swift" : "m")")
    try Data(source.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    return SourceScanner.holders(
      in: file.path, at: [(use.location.line, use.location.column)]
    ).first ?? []
  }

  @Test func aCallIsHeldByItsTypesElseItsFunction() throws {
    let hash = SourceTokens.hash
    #expect(
      try Self.holders(
        """
        final class Outer { struct Camera: View {
          var body: some View { Button("x") { AVCaptureDevice.requestAccess(for: .video) { _ in } } }
        } }
        """) == [hash("Camera"), hash("Outer")])
    #expect(
      try Self.holders(
        "extension UIViewController { func scan() { AVCaptureDevice.requestAccess(for: .video) { _ in } } }"
      ) == [hash("scan")])
    #expect(
      try Self.holders(
        "@implementation Recorder\n- (void)start { [[AVAudioRecorder alloc] initWithURL:u settings:s error:nil]; }\n@end",
        swift: false) == [hash("Recorder")])
  }
}
