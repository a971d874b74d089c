import ProjectDescription
import ProjectDescriptionHelpers

let project = Project(
  name: "Walker",
  targets: [
    .target(
      name: "Walker",
      destinations: .iOS,
      product: .app,
      bundleId: "com.example.walker",
      deploymentTargets: .iOS("16.0"),
      infoPlist: .extendingDefault(with: [
        "NSCameraUsageDescription": "Scan a trail sign to log your walk.",
        "NSHealthShareUsageDescription": .string("Read your step count to show daily totals."),
        "NSLocationWhenInUseUsageDescription": "Show trails near \(city).",
        "UILaunchScreen": ["UIColorName": "", "UIImageName": ""],
        "NSMicrophoneUsageDescription":
          "Record a voice note about a trail.",
        "CFBundleDocumentTypes": [
          ["CFBundleTypeName": "Trail", "LSItemContentTypes": ["com.example.trail"]]
        ],
      ]),
      sources: ["Walker/**"],
      settings: .settings(base: [
        "INFOPLIST_KEY_NSMotionUsageDescription": "Count steps during a walk."
      ])
    ),
    .target(
      name: "WalkerWidget",
      destinations: .iOS,
      product: .appExtension,
      bundleId: "com.example.walker.widget",
      infoPlist: .extendingDefault(with: widgetInfo),
      settings: .settings(base: [:].automaticCodeSigning(team: "ABCDE12345"))
    ),
  ]
)
