import Foundation
import Testing

@testable import PermCopyKit

/// The Load stage on real-shaped projects written for these tests (Tests/Fixtures/projects):
/// every syntax shape each reader must handle, and Xcode's merge rules.
@Suite struct LoadTests {
  static let projects = PackageRoot.url.appendingPathComponent("Tests/Fixtures/projects").path

  static func model(_ name: String) throws -> AppModel {
    try AppLoader.load(paths: [projects + "/" + name])
  }

  static func base(_ model: AppModel, _ target: String, _ key: String) -> ShippedText? {
    model.targets.first { $0.name == target }?.baseText(key)
  }

  // MARK: OpenStep property lists

  @Test func openStepReadsEveryValueShapeWithItsPlace() throws {
    let text = """
      // !$*UTF8*$!
      { a = "x \\"q\\" \\\\ \\n \\U00e9 \\101"; /* c */ b = ( one, "two", ); c = { d = <0fab>; };
      "e[sdk=iphoneos*]" = "$(TARGET_NAME)"; f = ""; g = "中文"; }
      """
    let root = try OpenStepPlist.parse(Array(text.utf8), file: "p")
    let dictionary = try #require(root.dictionary)
    #expect(dictionary["a"]?.string == "x \"q\" \\ \n é A")
    #expect(dictionary["b"]?.array?.compactMap(\.string) == ["one", "two"])
    #expect(dictionary["c"]?.dictionary?["d"]?.string == "<0fab>")
    #expect(dictionary["e[sdk=iphoneos*]"]?.string == "$(TARGET_NAME)")
    #expect(dictionary["f"]?.string == "")
    #expect(dictionary["g"]?.string == "中文")
    #expect(dictionary.pair("b")?.keyLocation == SourceLocation(file: "p", line: 2, column: 44))
  }

  @Test(arguments: [
    ("{ a = \"open; }", "missing closing quote", 1, 7),
    ("{ a = b }", "expected ';' after the value of a", 1, 9),
    ("{ a = (x y); }", "expected ',' or ')'", 1, 10),
    ("{\n a = b;\n", "missing '}'", 3, 1),
    ("{ a = b; } x", "unexpected text after the end", 1, 12),
  ])
  func malformedOpenStepIsALocatedError(
    _ text: String, _ message: String, _ line: Int, _ column: Int
  ) {
    #expect {
      _ = try OpenStepPlist.parse(Array(text.utf8), file: "p")
    } throws: { error in
      guard let error = error as? InputError else { return false }
      return error.message.contains(message)
        && error.location == SourceLocation(file: "p", line: line, column: column)
    }
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let text = String(repeating: "(", count: 100_000)
    #expect(throws: InputError.self) { _ = try OpenStepPlist.parse(Array(text.utf8), file: "p") }
  }

  // MARK: Build settings

  @Test func conditionsBindToTheShippingBuild() throws {
    let place = SourceLocation(file: "x", line: 1, column: 1)
    var stack = SettingsStack(context: BuildContext(configuration: "Release", sdk: "iphoneos"))
    let names = [
      ("A[sdk=iphoneos*]", "device"), ("A[sdk=macosx*]", "mac"), ("B[config=Debug]", "debug"),
      ("B[config=Rel*][arch=arm64]", "release"), ("C[sdk=iphonesimulator*]", "simulator"),
    ]
    stack.push(
      names.compactMap { SettingAssignment.parse(settingName: $0.0, value: $0.1, location: place) })
    #expect(stack.value("A") == "device")
    #expect(stack.value("B") == "release")
    #expect(stack.value("C") == nil)
    #expect(SettingAssignment.parse(settingName: "A[sdk", value: "", location: place) == nil)
  }

  @Test func inheritedReadsTheLayerBelowAndVariablesExpand() {
    let place = SourceLocation(file: "x", line: 1, column: 1)
    var stack = SettingsStack(context: BuildContext(configuration: "Release", sdk: "iphoneos"))
    stack.push([
      SettingAssignment(name: "TARGET_NAME", value: "Shop", location: place),
      SettingAssignment(name: "PRODUCT_NAME", value: "$(TARGET_NAME)", location: place),
      SettingAssignment(name: "FLAGS", value: "-a", location: place),
    ])
    stack.push([
      SettingAssignment(name: "FLAGS", value: "$(inherited) -b", location: place),
      SettingAssignment(name: "LOOP", value: "$(LOOP)x", location: place),
    ])
    #expect(stack.value("FLAGS") == "-a -b")
    #expect(stack.expand("Open ${PRODUCT_NAME} and $(PRODUCT_NAME:upper)") == "Open Shop and SHOP")
    #expect(stack.expand("$(UNKNOWN) stays") == "$(UNKNOWN) stays")
    #expect(stack.value("LOOP")?.hasSuffix("x") == true)
  }

  // MARK: xcconfig

  @Test func xcconfigKeepsQuotesCutsCommentsJoinsLinesAndIncludes() throws {
    let folder = try TemporaryFolder()
    try folder.write("Base.xcconfig", "X = base\n")
    try folder.write(
      "App.xcconfig",
      """
      #include "Base.xcconfig"
      #include? "Missing.xcconfig"
      Q = "Scan receipts.";
      U = see https://example.com
      J = one \\
          two
      E =
      C[sdk=iphoneos*] = device

      """)
    var missing: [LoadFinding] = []
    let assignments = try XcconfigReader.assignments(
      path: folder.path("App.xcconfig"), missing: &missing)
    // An optional #include? that is not there is a note, never an error.
    #expect(missing.map(\.severity) == [.note])
    #expect(missing.first?.leavesDeclarationsUnknown == false)
    let values = Dictionary(assignments.map { ($0.name, $0.value) }, uniquingKeysWith: { $1 })
    #expect(values["X"] == "base")
    #expect(values["Q"] == "\"Scan receipts.\"")
    #expect(values["U"] == "see https:")
    #expect(values["J"] == "one two")
    #expect(values["E"] == "")
    #expect(assignments.first { $0.name == "C" }?.conditions.first?.pattern == "iphoneos*")
    #expect(assignments.first { $0.name == "Q" }?.location.line == 3)
    #expect(assignments.first { $0.name == "Q" }?.location.column == 5)
  }

  /// A file saved with Windows line endings reads as one with LF: Swift takes "\r\n" for one
  /// character, and splitting at "\n" alone read the whole file as one commented-out line.
  @Test func xcconfigWithCRLFLineEndingsReadsEveryLine() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App.xcconfig",
      "// Settings of the kite app\r\n//\r\nPRODUCT_NAME = Kite\r\nJ = one \\\r\n  two\r\n")
    var missing: [LoadFinding] = []
    let assignments = try XcconfigReader.assignments(
      path: folder.path("App.xcconfig"), missing: &missing)
    let values = Dictionary(assignments.map { ($0.name, $0.value) }, uniquingKeysWith: { $1 })
    #expect(values == ["PRODUCT_NAME": "Kite", "J": "one two"])
    #expect(assignments.first?.location.line == 3)
  }

  @Test func aMissingIncludeIsALocatedFindingAndACycleALocatedError() throws {
    let folder = try TemporaryFolder()
    try folder.write("A.xcconfig", "#include \"Gone.xcconfig\"\nX = 1\n")
    try folder.write("B.xcconfig", "X = 1\n#include \"C.xcconfig\"\n")
    try folder.write("C.xcconfig", "#include \"B.xcconfig\"\n")
    var missing: [LoadFinding] = []
    let read = try XcconfigReader.assignments(path: folder.path("A.xcconfig"), missing: &missing)
    #expect(read.map(\.name) == ["X"], "the rest of the file is read")
    #expect(missing.map(\.location.line) == [1])
    #expect(missing.first?.rule == MissingFileRule.id)
    #expect {
      _ = try XcconfigReader.assignments(path: folder.path("B.xcconfig"), missing: &missing)
    } throws: { ($0 as? InputError)?.message.contains("includes itself") == true }
  }

  // MARK: project.pbxproj

  @Test func pbxprojBuildSettingsWinOverTheInfoPlistFile() throws {
    let model = try Self.model("receipts")
    #expect(model.targets.map(\.name) == ["Receipts", "ReceiptsWidget"])
    let camera = try #require(Self.base(model, "Receipts", "NSCameraUsageDescription"))
    #expect(camera.text == "Scan receipts to add expenses.")
    #expect(camera.declaration.source == .buildSetting)
    #expect(camera.declaration.location.line == 164)
    #expect(camera.overridden.map(\.text) == ["Old camera text from the plist."])
    #expect(camera.overridden.first?.source == .infoPlist)
  }

  @Test func pbxprojReadsEverySyntaxShape() throws {
    let model = try Self.model("receipts")
    func text(_ key: String) -> String? { Self.base(model, "Receipts", key)?.text }
    #expect(text("NSLocationWhenInUseUsageDescription") == "Show stores near you.")
    #expect(text("NSContactsUsageDescription") == "Say \"Split with Sam\" to pick a contact.")
    #expect(text("NSPhotoLibraryAddUsageDescription") == "")
    #expect(text("NSMicrophoneUsageDescription") == "TODO")
    #expect(text("NSSpeechRecognitionUsageDescription") == "Dictate a note — in Receipts.")
    // From the xcconfig the configuration names, and the one it includes (quotes kept).
    #expect(text("NSFaceIDUsageDescription") == "Unlock your expense history.")
    #expect(text("NSPhotoLibraryUsageDescription") == "Attach photos of receipts to an expense.")
    #expect(text("NSMotionUsageDescription") == "\"Count steps during a walk.\"")
    // $(PRODUCT_NAME) in an Info.plist value is expanded, as Xcode does.
    #expect(
      text("NSBluetoothAlwaysUsageDescription")
        == "Connect to Receipts card readers over Bluetooth.")
    // Not a build setting Xcode accepts: a note, and the key does not ship.
    #expect(text("NSAlarmKitUsageDescription") == nil)
    let receipts = try #require(model.targets.first { $0.name == "Receipts" })
    #expect(receipts.findings.contains { $0.message.contains("NSAlarmKitUsageDescription") })
    #expect(receipts.developmentRegion == "en" && receipts.developmentRegionIsDeclared)
    #expect(receipts.deploymentTarget == OSVersion(16))
    // The variant group's files are this target's, with the app's folder spellings.
    #expect(receipts.localizations.map(\.folder).sorted() == ["en", "zh-Hans", "zh_TW"])
  }

  @Test func projectSettingsAreInheritedByExtensions() throws {
    let model = try Self.model("receipts")
    #expect(
      Self.base(model, "ReceiptsWidget", "NSLocalNetworkUsageDescription")?.text
        == "Find receipt printers on your network.")
    #expect(Self.base(model, "ReceiptsWidget", "NSCameraUsageDescription") == nil)
  }

  /// A catalog is a catalog because its reader read it, whether or not it names its source
  /// language (hand-written and tool-made catalogs may not).
  @Test func aCatalogWithoutSourceLanguageIsStillACatalog() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "Info.plist",
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict><key>NSCameraUsageDescription</key><string>Scan a code.</string></dict></plist>\n"
    )
    try folder.write(
      "InfoPlist.xcstrings",
      """
      {"strings":{"NSCameraUsageDescription":{"localizations":{"zh-Hans":{"stringUnit":\
      {"state":"translated","value":"扫描二维码。"}}}}},"version":"1.0"}
      """)
    let model = try AppLoader.load(paths: [folder.url.path])
    let localizations = model.targets.flatMap(\.localizations)
    #expect(!localizations.isEmpty)
    #expect(localizations.allSatisfy { $0.isCatalog })
  }

  @Test func withoutGenerateInfoPlistFileBuildSettingsDoNothing() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App.xcodeproj/project.pbxproj",
      Self.minimalProject(settings: "INFOPLIST_KEY_NSCameraUsageDescription = \"Scan.\";"))
    let model = try AppLoader.load(paths: [folder.url.path])
    let target = try #require(model.targets.first)
    #expect(target.baseText("NSCameraUsageDescription") == nil)
    #expect(target.findings.contains { $0.message.contains("GENERATE_INFOPLIST_FILE") })
  }

  @Test func aMissingBaseConfigurationIsANoteNotAFailure() throws {
    let folder = try TemporaryFolder()
    let project = Self.minimalProject(
      settings: "GENERATE_INFOPLIST_FILE = YES; INFOPLIST_KEY_NSCameraUsageDescription = \"Scan.\";"
    ).replacingOccurrences(
      of: "R = { isa = XCBuildConfiguration;",
      with: "R = { isa = XCBuildConfiguration; baseConfigurationReference = X;"
    ).replacingOccurrences(
      of: "rootObject = P;",
      with: "rootObject = P;"
    ).replacingOccurrences(
      of: "objects = {",
      with:
        "objects = {\n    X = { isa = PBXFileReference; path = Secrets.xcconfig; sourceTree = SOURCE_ROOT; };"
    )
    try folder.write("App.xcodeproj/project.pbxproj", project)
    let target = try #require(try AppLoader.load(paths: [folder.url.path]).targets.first)
    #expect(target.baseText("NSCameraUsageDescription")?.text == "Scan.")
    #expect(target.findings.contains { $0.message.contains("Secrets.xcconfig is not there") })
  }

  @Test func aMalformedProjectIsALocatedError() throws {
    let folder = try TemporaryFolder()
    try folder.write("App.xcodeproj/project.pbxproj", "{ objects = { a = {; }; }")
    #expect {
      _ = try AppLoader.load(paths: [folder.url.path])
    } throws: { error in
      (error as? InputErrors)?.errors.first?.location?.file.hasSuffix("project.pbxproj") == true
    }
  }

  static func minimalProject(settings: String) -> String {
    """
    // !$*UTF8*$!
    {
      objects = {
        P = { isa = PBXProject; buildConfigurationList = L; targets = ( T ); developmentRegion = en; };
        T = { isa = PBXNativeTarget; name = App; buildConfigurationList = M;
          productType = "com.apple.product-type.application"; };
        L = { isa = XCConfigurationList; buildConfigurations = ( ); };
        M = { isa = XCConfigurationList; buildConfigurations = ( R ); };
        R = { isa = XCBuildConfiguration; name = Release; buildSettings = { \(settings) }; };
      };
      rootObject = P;
    }
    """
  }

  // MARK: XcodeGen, Tuist, Expo

  @Test func xcodegenMergesIncludesPropertiesSettingsAndConfigFiles() throws {
    let model = try Self.model("xcodegen")
    let target = try #require(model.targets.first)
    #expect(target.name == "Notes" && target.developmentRegion == "ja")
    #expect(target.deploymentTarget == OSVersion(17))
    #expect(
      target.baseText("NSCameraUsageDescription")?.text == "書類を撮影して Notes に保存します。")
    #expect(target.baseText("NSMicrophoneUsageDescription")?.text == "音声メモを録音して ノートに添付します。")
    #expect(
      target.baseText("NSFaceIDUsageDescription")?.text == "Face ID でノートのロックを解除します。")
    #expect(target.baseText("NSContactsUsageDescription")?.text == "連絡先からノートを共有する相手を選びます。")
    #expect(target.baseText("NSLocalNetworkUsageDescription") != nil)
    #expect(target.baseText("NSPhotoLibraryUsageDescription")?.text == "ノートに写真を添付します。")
    #expect(target.localizations.map(\.folder) == ["ja"])
  }

  @Test func tuistReadsLiteralsAndNotesWhatItCannot() throws {
    let model = try Self.model("tuist")
    #expect(model.targets.map(\.name) == ["Walker", "WalkerWidget"])
    let walker = model.targets[0]
    #expect(
      walker.baseText("NSCameraUsageDescription")?.text == "Scan a trail sign to log your walk.")
    #expect(
      walker.baseText("NSHealthShareUsageDescription")?.text
        == "Read your step count to show daily totals.")
    #expect(walker.baseText("NSMotionUsageDescription")?.text == "Count steps during a walk.")
    // A value on the line after its key, beside nested dictionaries and arrays.
    #expect(
      walker.baseText("NSMicrophoneUsageDescription")?.text == "Record a voice note about a trail.")
    #expect(walker.baseText("NSLocationWhenInUseUsageDescription") == nil)
    #expect(
      walker.findings.contains {
        $0.message.contains("NSLocationWhenInUseUsageDescription") && $0.location.line == 16
      })
    #expect(walker.deploymentTarget == OSVersion(16))
    #expect(model.targets[1].kind == "app-extension")
    #expect(
      model.targets[1].baseText("NSLocationWhenInUseUsageDescription")?.text
        == "Show the nearest trail on your Home Screen.")
  }

  @Test func expoReadsAppJsonAndTheLiteralConfig() throws {
    let json = try Self.model("expo-json")
    #expect(
      json.targets.first?.baseText("NSCameraUsageDescription")?.text
        == "Scan a barcode to add an item to Pantry.")
    let config = try Self.model("expo-config")
    let target = try #require(config.targets.first)
    #expect(target.baseText("NSCameraUsageDescription")?.text == "Scan a barcode to add an item.")
    #expect(target.baseText("NSMicrophoneUsageDescription") != nil)
    #expect(target.findings.contains { $0.message.contains("NSLocationWhenInUseUsageDescription") })
  }

  // MARK: Info.plist

  @Test func aBinaryInfoPlistReadsLikeAnXMLOne() throws {
    let folder = try TemporaryFolder()
    let plist: [String: Any] = [
      "NSCameraUsageDescription": "Scan a code.", "MinimumOSVersion": "15.0",
    ]
    let data = try PropertyListSerialization.data(
      fromPropertyList: plist, format: .binary, options: 0)
    try data.write(to: folder.url.appendingPathComponent("Info.plist"))
    let model = try AppLoader.load(paths: [folder.url.path])
    #expect(model.targets.first?.baseText("NSCameraUsageDescription")?.text == "Scan a code.")
    #expect(model.targets.first?.deploymentTarget == OSVersion(15))
  }

  @Test func anXMLInfoPlistReadsAsADictionaryWithEachKeysLine() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      	<key>NSCameraUsageDescription</key>
      	<string>Scan a code &amp; a &lt;card&gt;.</string>
      	<key>NSMicrophoneUsageDescription</key>
      	<string><![CDATA[Record <voice> notes.]]><!-- a note --> Now.</string>
      	<key>UIBackgroundModes</key>
      	<array><string>audio</string></array>
      	<key>NSCameraUsageDescription</key>
      	<string>扫描二维码。</string>
      	<key>Empty</key>
      	<string/>
      	<key>Flag</key><true/>
      </dict>
      </plist>

      """
    // What a dictionary holds (Apple's reader; this Foundation refuses CDATA), a repeated key
    // at its first line with its last value.
    let values = try #require(InfoPlistReader.readXML(Array(text.utf8), display: "Info.plist"))
    #expect(
      values.map(\.text) == [
        "扫描二维码。", "Record <voice> notes. Now.", nil, "", nil,
      ])
    #expect(
      values.map(\.key) == [
        "NSCameraUsageDescription", "NSMicrophoneUsageDescription", "UIBackgroundModes", "Empty",
        "Flag",
      ])
    #expect(values.map(\.location.line) == [5, 7, 9, 13, 15])
  }

  @Test func anInfoPlistDeclaringEntitiesOrNotADictionaryIsNotReadAsXML() {
    let entities = """
      <?xml version="1.0"?>
      <!DOCTYPE plist [ <!ENTITY name "Scan"> ]>
      <plist><dict><key>NSCameraUsageDescription</key><string>&name;</string></dict></plist>
      """
    #expect(InfoPlistReader.readXML(Array(entities.utf8), display: "Info.plist") == nil)
    let array = "<plist><array><string>a</string></array></plist>"
    #expect(InfoPlistReader.readXML(Array(array.utf8), display: "Info.plist") == nil)
    let malformed = "<plist><dict><key>a</key><string>b</dict></plist>"
    #expect(InfoPlistReader.readXML(Array(malformed.utf8), display: "Info.plist") == nil)
  }

  @Test func keysPastLine65535KeepTheirLines() throws {
    var text = "<plist><dict>\n"
    for index in 0..<40_000 { text += "<key>K\(index)</key>\n<string>v</string>\n" }
    let values = try #require(
      InfoPlistReader.readXML(Array((text + "</dict></plist>").utf8), display: "Info.plist"))
    #expect(values.count == 40_000)
    #expect(values.last?.key == "K39999" && values.last?.location.line == 80_000)
  }

  @Test func keysOfALargeInfoPlistAreFoundInOnePass() {
    var text = "<plist><dict>\n"
    for index in 0..<20_000 { text += "<key>K\(index)</key>\n<string>v</string>\n" }
    let lines = InfoPlistReader.keyLines(Array((text + "</dict></plist>").utf8))
    #expect(lines.count == 20_000)
    #expect(lines.last?.key == "K19999" && lines.last?.line == 40_000)
  }
}

/// A throwaway folder for reader tests.
struct TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "permcopy-load-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }

  func write(_ relative: String, _ text: String) throws {
    let file = url.appendingPathComponent(relative)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }
}
