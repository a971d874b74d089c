// swift-tools-version: 6.2
import Foundation
import PackageDescription

/// Concrete generic types (`Set<Character>`, `Dictionary<TextKey, …>`) are made by metadata
/// accessors rather than from mangled names: each name's first use looked its conformances up
/// in every loaded image, a tenth of one app's `check` (bench/instructions.sh, README Speed).
let startUpSettings: [SwiftSetting] = [
  .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])
]

let package = Package(
  name: "permcopy",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "permcopy", targets: ["permcopy"]),
    .library(name: "PermCopyKit", targets: ["PermCopyKit"]),
    .plugin(name: "PermcopyCommand", targets: ["PermcopyCommand"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
    .package(url: "https://github.com/onevcat/Rainbow", from: "4.2.2"),
  ],
  targets: [
    .executableTarget(
      name: "permcopy",
      dependencies: [
        "PermCopyKit",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: startUpSettings
    ),
    // Makes every generated source (Sources/PermCopyKit/Generated, Sources/CPhraseTables) and
    // the README's rules reference from locales/, Templates/, Examples/ and data/.
    .executableTarget(name: "permcopy-generate", dependencies: ["PermCopyKit"]),
    // System libraries, found by pkg-config; `scripts/install-deps` installs them (on macOS,
    // Homebrew's icu4c and libxml2 also need PKG_CONFIG_PATH: see the README).
    .systemLibrary(
      name: "CICU", pkgConfig: "icu-uc icu-i18n",
      providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]),
    .target(name: "CICUShim", dependencies: ["CICU"]),
    .systemLibrary(
      name: "CLibXML2", pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]),
    .target(name: "CXMLShim", dependencies: ["CLibXML2"]),
    // The built-in locales' phrase automata as generated C tables (PhraseTablesTests).
    .target(name: "CPhraseTables"),
    // OpenCC's conversion tables at a pinned version (data/opencc), as generated C strings.
    .target(name: "CChineseTables"),
    .target(
      name: "PermCopyKit",
      dependencies: [
        "CICUShim",
        "CChineseTables",
        "CXMLShim",
        "CPhraseTables",
        .product(name: "Yams", package: "Yams"),
        .product(name: "Rainbow", package: "Rainbow"),
      ],
      swiftSettings: startUpSettings
    ),
    // `swift package permcopy check|build|scan`, for packages that depend on this one. It asks
    // for no write permission, so `check` and `scan` run as they are; `build` writes, and needs
    // `swift package --allow-writing-to-package-directory permcopy build` under macOS's sandbox.
    .plugin(
      name: "PermcopyCommand",
      capability: .command(
        intent: .custom(
          verb: "permcopy",
          description: "Check, build or scan the package's permission copy with permcopy")),
      dependencies: ["permcopy"]
    ),
    // swift-mustache renders every template beside permcopy's own renderer, which must agree.
    .testTarget(
      name: "PermCopyKitTests",
      dependencies: ["PermCopyKit", .product(name: "Mustache", package: "swift-mustache")]
    ),
    // The command-line module itself: `check`'s direct argument reader against ArgumentParser.
    .testTarget(name: "CommandTests", dependencies: ["permcopy"]),
    .testTarget(
      name: "EndToEndTests",
      dependencies: ["PermCopyKit"]
    ),
  ]
)

// The libFuzzer driver, only for `Fuzz/run.sh`: it needs -sanitize=fuzzer to link.
if ProcessInfo.processInfo.environment["PERMCOPY_FUZZ"] != nil {
  package.targets.append(
    .executableTarget(
      name: "PermCopyFuzz", dependencies: ["PermCopyKit"], path: "Fuzz/PermCopyFuzz")
  )
}
