// swift-tools-version: 6.0
// A package that uses permcopy's command plugin: EndToEndTests/PluginTests copies it into a
// temporary folder, points the dependency at this repository and runs `swift package permcopy`.
import PackageDescription

let package = Package(
  name: "PluginConsumer",
  dependencies: [.package(name: "permcopy", path: "PERMCOPY_ROOT")],
  targets: [.target(name: "Shellcam", path: "Sources/Shellcam")]
)
