import Foundation
import Testing

/// `permcopy scan` charges each call to the targets that compile it: a local Swift package to
/// the targets that link its products, a framework of the project to the apps that depend on
/// it, a pod to the targets of its Podfile block; an extension never gets the app's code. A
/// missing file a project names is one finding at its line, and the rest is still checked.
@Suite struct ScanTargetsTests {
  static func plist(_ keys: [String]) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
    <key>CFBundleDevelopmentRegion</key><string>en</string>
    \(keys.map { "<key>\($0)</key><string>Scan receipts and record voice notes for them.</string>" }.joined(separator: "\n"))
    </dict></plist>

    """
  }

  /// An app that links the local package's CameraKit and depends on its framework Kit, a widget
  /// that links only the package's Core (which CameraKit depends on, not the reverse), and an
  /// App Clip whose Info.plist is not there.
  static let project = """
    // !$*UTF8*$!
    {
    	archiveVersion = 1;
    	objectVersion = 77;
    	objects = {
    		B1 = {isa = PBXBuildFile; fileRef = R1; };
    		B2 = {isa = PBXBuildFile; fileRef = R2; };
    		B3 = {isa = PBXBuildFile; fileRef = R3; };
    		B4 = {isa = PBXBuildFile; fileRef = R4; };
    		R1 = {isa = PBXFileReference; path = App/AppMain.swift; sourceTree = "<group>"; };
    		R2 = {isa = PBXFileReference; path = Kit/Recorder.swift; sourceTree = "<group>"; };
    		R3 = {isa = PBXFileReference; path = Widget/Widget.swift; sourceTree = "<group>"; };
    		R4 = {isa = PBXFileReference; path = Clip/Clip.swift; sourceTree = "<group>"; };
    		G1 = {isa = PBXGroup; children = (R1, R2, R3, R4); sourceTree = "<group>"; };
    		S1 = {isa = PBXSourcesBuildPhase; files = (B1); };
    		S2 = {isa = PBXSourcesBuildPhase; files = (B2); };
    		S3 = {isa = PBXSourcesBuildPhase; files = (B3); };
    		S4 = {isa = PBXSourcesBuildPhase; files = (B4); };
    		L1 = {isa = XCLocalSwiftPackageReference; relativePath = Packages/Core; };
    		P1 = {isa = XCSwiftPackageProductDependency; package = L1; productName = CameraKit; };
    		P2 = {isa = XCSwiftPackageProductDependency; package = L1; productName = Core; };
    		D1 = {isa = PBXTargetDependency; target = T2; };
    		T1 = {isa = PBXNativeTarget; buildConfigurationList = C1; buildPhases = (S1); dependencies = (D1); name = App; packageProductDependencies = (P1); productType = "com.apple.product-type.application"; };
    		T2 = {isa = PBXNativeTarget; buildConfigurationList = C0; buildPhases = (S2); name = Kit; productType = "com.apple.product-type.framework"; };
    		T3 = {isa = PBXNativeTarget; buildConfigurationList = C2; buildPhases = (S3); name = Widget; packageProductDependencies = (P2); productType = "com.apple.product-type.app-extension"; };
    		T4 = {isa = PBXNativeTarget; buildConfigurationList = C3; buildPhases = (S4); name = Clip; productType = "com.apple.product-type.application.on-demand-install-capable"; };
    		X0 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Release; };
    		X1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = App/Info.plist; SDKROOT = iphoneos; }; name = Release; };
    		X2 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = Widget/Info.plist; SDKROOT = iphoneos; }; name = Release; };
    		X3 = {isa = XCBuildConfiguration; buildSettings = {
    				INFOPLIST_FILE = Clip/Info.plist;
    				SDKROOT = iphoneos;
    			}; name = Release; };
    		C0 = {isa = XCConfigurationList; buildConfigurations = (X0); defaultConfigurationName = Release; };
    		C1 = {isa = XCConfigurationList; buildConfigurations = (X1); defaultConfigurationName = Release; };
    		C2 = {isa = XCConfigurationList; buildConfigurations = (X2); defaultConfigurationName = Release; };
    		C3 = {isa = XCConfigurationList; buildConfigurations = (X3); defaultConfigurationName = Release; };
    		CP = {isa = XCConfigurationList; buildConfigurations = (X0); defaultConfigurationName = Release; };
    		PR = {isa = PBXProject; buildConfigurationList = CP; mainGroup = G1; targets = (T1, T2, T3, T4); };
    	};
    	rootObject = PR;
    }

    """

  static func app(in folder: URL) throws {
    try Harness.write(project, to: "Demo.xcodeproj/project.pbxproj", in: folder)
    try Harness.write(
      plist(["NSCameraUsageDescription", "NSMicrophoneUsageDescription"]), to: "App/Info.plist",
      in: folder)
    try Harness.write(plist([]), to: "Widget/Info.plist", in: folder)
    try Harness.write("struct AppMain {}\n", to: "App/AppMain.swift", in: folder)
    try Harness.write(
      "import AVFoundation\nfunc record(to url: URL) throws { try AVAudioRecorder(url: url, settings: [:]).record() }\n",
      to: "Kit/Recorder.swift", in: folder)
    try Harness.write("struct Widget {}\n", to: "Widget/Widget.swift", in: folder)
    try Harness.write(
      "import AVFoundation\nfunc scan() { AVCaptureDevice.requestAccess(for: .video) { _ in } }\n",
      to: "Clip/Clip.swift", in: folder)
    try Harness.write(
      """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(
        name: "Core",
        products: [
          .library(name: "Core", targets: ["Core"]),
          .library(name: "CameraKit", targets: ["CameraKit"]),
        ],
        targets: [
          .target(name: "Core"),
          .target(name: "CameraKit", dependencies: ["Core", .product(name: "Log", package: "log")]),
        ])

      """, to: "Packages/Core/Package.swift", in: folder)
    try Harness.write(
      "import AVFoundation\nfunc allowCamera() { AVCaptureDevice.requestAccess(for: .video) { _ in } }\n",
      to: "Packages/Core/Sources/CameraKit/Camera.swift", in: folder)
    try Harness.write(
      "public struct Model {}\n", to: "Packages/Core/Sources/Core/Model.swift", in: folder)
  }

  /// The fixture's project with one piece of it replaced.
  static func editProject(in folder: URL, _ edits: [(String, String)]) throws {
    var text = String(
      decoding: Harness.read("Demo.xcodeproj/project.pbxproj", in: folder) ?? Data(), as: UTF8.self)
    for (old, new) in edits {
      #expect(text.contains(old), "the fixture has \(old)")
      text = text.replacingOccurrences(of: old, with: new)
    }
    try Harness.write(text, to: "Demo.xcodeproj/project.pbxproj", in: folder)
  }

  static func diagnostics(_ run: Run) throws -> [[String: Any]] {
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any],
      "\(run.stdout)\(run.stderr)")
    return try #require(json["diagnostics"] as? [[String: Any]])
  }

  @Test func aLocalPackageAndAFrameworkAreChargedOnlyToTheTargetsThatLinkThem() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.app(in: folder)
    let run = try Harness.run(["scan", ".", "--format", "json"], in: folder)
    let found = try Self.diagnostics(run).filter {
      ["missing-purpose-key", "missing-file"].contains($0["rule"] as? String)
    }.map { "\($0["rule"]!) \($0["file"]!):\($0["line"]!) \($0["key"] ?? "-")" }
    // The widget links neither Core nor Kit; the Clip's own call is not judged, its plist is
    // missing, which is the finding, at the line that names it.
    let line = Self.project.components(separatedBy: "\n").firstIndex {
      $0.contains("INFOPLIST_FILE = Clip/Info.plist")
    }.map { $0 + 1 }
    #expect(found == ["missing-file Demo.xcodeproj/project.pbxproj:\(line ?? 0) -"], "\(found)")
    #expect(run.status == 1)
  }

  @Test func anExtensionThatLinksThePackageProductIsChargedWithItsCalls() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.app(in: folder)
    try Self.editProject(
      in: folder, [("packageProductDependencies = (P2);", "packageProductDependencies = (P1);")])
    let run = try Harness.run(["scan", ".", "--format", "json"], in: folder)
    let missing = try Self.diagnostics(run).filter {
      $0["rule"] as? String == "missing-purpose-key"
    }
    let charged = missing.map { "\($0["target"]!) \($0["file"]!) \($0["severity"]!)" }
    // In a library the extension links, not its own code: it may never run there.
    #expect(
      charged == ["Widget Packages/Core/Sources/CameraKit/Camera.swift warning"], "\(charged)")
    let message = missing.first?["message"] as? String ?? ""
    #expect(message.contains("in a library Widget links"), "\(message)")
  }

  @Test func anExtensionsOwnCallIsAnErrorAndOneInItsFrameworkAWarning() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.app(in: folder)
    try Harness.write(
      "import AVFoundation\nstruct Widget { func scan() { AVCaptureDevice.requestAccess(for: .video) { _ in } } }\n",
      to: "Widget/Widget.swift", in: folder)
    // The widget depends on the Kit framework too, whose recorder it may never use.
    try Self.editProject(
      in: folder,
      [
        (
          "buildPhases = (S3); name = Widget;",
          "buildPhases = (S3); dependencies = (D1); name = Widget;"
        )
      ])
    let run = try Harness.run(["scan", ".", "--format", "json"], in: folder)
    let widget = try Self.diagnostics(run).filter {
      $0["rule"] as? String == "missing-purpose-key" && $0["target"] as? String == "Widget"
    }.map { "\($0["file"]!) \($0["severity"]!)" }
    #expect(
      Set(widget) == ["Widget/Widget.swift error", "Kit/Recorder.swift warning"], "\(widget)")
    // Once the widget's own code calls the framework's function that records, it is an error.
    try Harness.write(
      "import AVFoundation\nstruct Widget { func tap() throws { try record(to: URL(fileURLWithPath: \"/a\")) } }\n",
      to: "Widget/Widget.swift", in: folder)
    let again = try Self.diagnostics(
      try Harness.run(["scan", ".", "--format", "json"], in: folder)
    )
    .filter {
      $0["rule"] as? String == "missing-purpose-key" && $0["target"] as? String == "Widget"
    }.map { "\($0["file"]!) \($0["severity"]!)" }
    #expect(Set(again) == ["Kit/Recorder.swift error"], "\(again)")
  }

  /// `import` of a project whose app and extension both carry purpose strings takes the app,
  /// says how to import the other, and writes where Xcode reads the app's resources.
  @Test func importTakesTheAppOfSeveralTargetsAndWritesBesideItsInfoPlist() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.app(in: folder)
    try Harness.write(
      Self.plist(["NSLocationWhenInUseUsageDescription"]), to: "Widget/Info.plist", in: folder)
    let run = try Harness.run(["import", "."], in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("--target 'Widget'"), "\(run.stderr)")
    let yaml = String(decoding: Harness.read("permcopy.yml", in: folder) ?? Data(), as: UTF8.self)
    #expect(yaml.contains("strings: App") || yaml.contains("strings: \"App\""), "\(yaml)")
    #expect(!yaml.contains(".xcodeproj"), "\(yaml)")
  }

  /// Tuist: `.package(product:)` links a local package's product to the target that names it,
  /// and `.target(name:)` a framework of the manifest, whose calls are warnings in an extension.
  @Test func tuistDependenciesChargeTheTargetsThatNameThem() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.app(in: folder)
    for generated in ["Demo.xcodeproj", "Clip"] {
      try FileManager.default.removeItem(at: folder.appendingPathComponent(generated))
    }
    try Harness.write(
      """
      import ProjectDescription
      let project = Project(
        name: "Demo",
        packages: [.local(path: "Packages/Core")],
        targets: [
          .target(name: "App", destinations: .iOS, product: .app, bundleId: "a.b",
                  infoPlist: .extendingDefault(with: [:]), sources: ["App/**"],
                  dependencies: [.package(product: "CameraKit")]),
          .target(name: "Widget", destinations: .iOS, product: .appExtension, bundleId: "a.b.w",
                  infoPlist: .extendingDefault(with: [:]), sources: ["Widget/**"],
                  dependencies: [.package(product: "Core"), .target(name: "Kit")]),
          .target(name: "Kit", destinations: .iOS, product: .framework, bundleId: "a.b.k",
                  sources: ["Kit/**"]),
        ])
      """, to: "Project.swift", in: folder)
    let run = try Harness.run(["scan", ".", "--format", "json"], in: folder)
    let found = try Self.diagnostics(run).filter {
      $0["rule"] as? String == "missing-purpose-key"
    }.map { "\($0["target"]!) \($0["file"]!) \($0["severity"]!)" }
    #expect(
      Set(found) == [
        "App Packages/Core/Sources/CameraKit/Camera.swift error",
        "Widget Kit/Recorder.swift warning",
      ], "\(found)")
  }

  @Test func aPackageNoTargetLinksIsTheAppsNotTheExtensions() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.app(in: folder)
    try Self.editProject(
      in: folder,
      [(" packageProductDependencies = (P1);", ""), (" packageProductDependencies = (P2);", "")])
    try Harness.write(Self.plist([]), to: "App/Info.plist", in: folder)
    let run = try Harness.run(["scan", ".", "--format", "json"], in: folder)
    let missing = try Self.diagnostics(run).filter {
      $0["rule"] as? String == "missing-purpose-key"
    }
    let charged = missing.map { "\($0["target"]!) \($0["file"]!) \($0["key"]!) \($0["api"]!)" }
    #expect(
      Set(charged) == [
        "App Kit/Recorder.swift NSMicrophoneUsageDescription AVAudioRecorder",
        "App Kit/Recorder.swift NSMicrophoneUsageDescription AVAudioRecorder.record",
        "App Packages/Core/Sources/CameraKit/Camera.swift NSCameraUsageDescription AVCaptureDevice.requestAccess",
      ], "\(charged)")
  }

  /// A folder of many apps: code no project lists goes to the app nearest it (here the one in
  /// its own folder), never to the apps of other folders of the tree (a SwiftPM app beside
  /// them, which no project describes).
  @Test func looseCodeGoesToTheAppNearestItNotToEveryAppInView() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let kite = folder.appendingPathComponent("Kite")
    try Self.app(in: kite)
    try Harness.write(Self.plist([]), to: "App/Info.plist", in: kite)
    let kestrel = folder.appendingPathComponent("Kestrel")
    try Self.app(in: kestrel)
    try Self.editProject(in: kestrel, [("name = App;", "name = KestrelApp;")])
    try Harness.write(Self.plist([]), to: "App/Info.plist", in: kestrel)
    try Harness.write(
      "import AVFoundation\nfunc listen() { AVCaptureDevice.requestAccess(for: .audio) { _ in } }\n",
      to: "Shared/Listen.swift", in: kite)
    try Harness.write(
      "import AVFoundation\nfunc grab() { AVCaptureDevice.requestAccess(for: .video) { _ in } }\n",
      to: "Grabber/Sources/Grabber/Grab.swift", in: folder)
    let run = try Harness.run(["scan", ".", "--format", "json"], in: folder)
    let found = try Self.diagnostics(run).filter { $0["rule"] as? String == "missing-purpose-key" }
    let files = Set(found.compactMap { $0["file"] as? String })
    #expect(files.contains("Kite/Shared/Listen.swift"), "\(run.stdout)")
    #expect(!files.contains { $0.hasPrefix("Grabber/") }, "\(run.stdout)")
    // Kite's loose code is Kite's alone: Kestrel's project is in another folder.
    let listeners = found.filter { $0["file"] as? String == "Kite/Shared/Listen.swift" }
    let charged = Set(listeners.compactMap { $0["target"] as? String })
    #expect(charged == ["App"], "\(listeners)")
  }

  /// CocoaPods and older Xcode write `project.pbxproj` as an XML property list, and a binary
  /// one is as valid to Xcode: each form of the same project reads the same, target by target
  /// and finding by finding (the XML form's places are its keys' lines).
  @Test(arguments: [PropertyListSerialization.PropertyListFormat.xml, .binary])
  func everyPropertyListFormOfTheProjectReadsTheSame(
    _ format: PropertyListSerialization.PropertyListFormat
  ) throws {
    func findings(_ folder: URL) throws -> [String] {
      let run = try Harness.run(["scan", ".", "--format", "json"], in: folder)
      #expect(run.status != 2, "\(run.stderr)")
      return try Self.diagnostics(run).map {
        "\($0["rule"]!) \($0["file"]!) \($0["key"] ?? "-") \($0["target"] ?? "-") \($0["api"] ?? "-")"
      }.sorted()
    }
    let openStep = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: openStep) }
    try Self.app(in: openStep)
    try Harness.write(Self.plist([]), to: "App/Info.plist", in: openStep)
    let other = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: other) }
    try Self.app(in: other)
    try Harness.write(Self.plist([]), to: "App/Info.plist", in: other)
    let tree = try PropertyListSerialization.propertyList(
      from: Data(Self.project.utf8), format: nil)
    let data = try PropertyListSerialization.data(
      fromPropertyList: tree, format: format, options: 0)
    try data.write(to: other.appendingPathComponent("Demo.xcodeproj/project.pbxproj"))
    let expected = try findings(openStep)
    #expect(expected.contains { $0.hasPrefix("missing-purpose-key") })
    #expect(try findings(other) == expected)
  }

  @Test func aPodIsChargedToTheTargetsOfItsPodfileBlock() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.app(in: folder)
    try Harness.write(
      """
      platform :ios, '15.0'
      pod 'Analytics'
      target 'App' do
        use_frameworks!
        pod 'Scanner/Core', '~> 2.0'
      end
      def widget_pods
        pod 'Tiny'
      end
      target 'Widget' do
        widget_pods
      end
      post_install do |installer|
        installer.pods_project.targets.each do |target|
        end
      end

      """, to: "Podfile", in: folder)
    try Harness.write(
      "PODS:\n  - Analytics (1.0)\n  - Scanner/Core (2.0):\n    - ZXing (= 3.0)\n  - Tiny (1.0)\n  - ZXing (3.0)\n",
      to: "Podfile.lock", in: folder)
    try Harness.write(
      "- (void)go { [AVCaptureDevice requestAccessForMediaType:AVMediaTypeVideo completionHandler:^(BOOL g) {}]; }\n",
      to: "Pods/ZXing/Capture.m", in: folder)
    try Harness.write(
      "import CoreLocation\nfunc where_() { CLLocationManager().requestWhenInUseAuthorization() }\n",
      to: "Pods/Tiny/Where.swift", in: folder)
    let run = try Harness.run(["scan", ".", "--format", "json"], in: folder)
    let missing = try Self.diagnostics(run).filter {
      $0["rule"] as? String == "missing-purpose-key"
    }
    let charged = missing.map { "\($0["target"]!) \($0["file"]!) \($0["key"]!)" }
    // ZXing comes with Scanner into the app, which declares the camera; Tiny is the widget's.
    #expect(
      charged == ["Widget Pods/Tiny/Where.swift NSLocationWhenInUseUsageDescription"], "\(charged)")
  }

  @Test func anXcodeGenIncludeThatIsNotThereIsOneFindingAndTheRestIsChecked() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Harness.write(
      """
      name: Demo
      include:
        - path: shared/targets.yml
      configFiles:
        Release: Config/Missing.xcconfig
      targets:
        App:
          type: application
          platform: iOS
          sources: [App]
          info:
            path: App/Info.plist

      """, to: "project.yml", in: folder)
    try Harness.write(
      Self.plist(["NSCameraUsageDescription"]).replacingOccurrences(
        of: "Scan receipts and record voice notes for them.", with: "Camera"),
      to: "App/Info.plist", in: folder)
    try Harness.write(
      "import AVFoundation\nfunc scan() { AVCaptureDevice.requestAccess(for: .audio) { _ in } }\n",
      to: "App/Scan.swift", in: folder)
    for command in [["scan", "."], ["check", "."]] {
      let run = try Harness.run(command + ["--format", "xcode"], in: folder)
      #expect(run.status == 1, "\(command): \(run.stderr)")
      #expect(run.stdout.contains("project.yml:3:5: error: the include shared/targets.yml"))
      #expect(run.stdout.contains("project.yml:5:12: error: the config file Config/Missing"))
      // The target is still read and its copy checked; which keys it lacks is not judged, as
      // the missing files may declare them.
      #expect(!run.stdout.contains("App/Scan.swift"), "\(run.stdout)")
      if command[0] == "check" {
        #expect(
          run.stdout.contains("App/Info.plist:4:1: error: 'Camera' is a placeholder"),
          "\(run.stdout)")
      }
    }
    let inventory = try Harness.run(["inventory", "."], in: folder)
    #expect(inventory.status == 0, "\(inventory.stderr)")
    #expect(inventory.stdout.contains("missing: project.yml:3:5: the include"))
  }
}
