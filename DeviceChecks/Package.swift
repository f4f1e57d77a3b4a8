// swift-tools-version: 6.1
import PackageDescription

// Device checks live in their own package so that the library never depends on them. They build
// real UIKit hierarchies, send and broadcast through them, and report what happened; run them on
// an iOS simulator with DeviceChecks/run (see README.md). On Linux the library compiles to its
// report types and an empty list of checks.
let package = Package(
  name: "ResponderEventsDeviceChecks",
  // macOS only so that `swift build` works on a Mac too (the root package needs macOS 13); the
  // checks themselves are UIKit-only.
  platforms: [.iOS(.v17), .macOS(.v13)],
  products: [
    .library(name: "DeviceChecks", targets: ["DeviceChecks"])
  ],
  dependencies: [
    .package(name: "ResponderEvents", path: "..")
  ],
  targets: [
    // The checks, their report, and the window they run in.
    .target(
      name: "DeviceChecks",
      dependencies: [
        .product(name: "ResponderEvents", package: "ResponderEvents"),
        // The delegate closures, a product of their own.
        .product(name: "ResponderEventsDelegates", package: "ResponderEvents"),
        // The WebKit navigation closures, a product of their own.
        .product(name: "ResponderEventsWebKit", package: "ResponderEvents"),
        // The Objective-C API, driven by selector as Objective-C code drives it.
        .product(name: "ResponderEventsObjC", package: "ResponderEvents"),
        "RxLikeProxy",
      ]
    ),
    // A delegate proxy that forwards with -forwardInvocation:, as RxCocoa's does: Objective-C,
    // since Swift cannot implement that method (empty elsewhere than on Apple platforms).
    .target(name: "RxLikeProxy"),
    // One XCTest that runs every check under `xcodebuild test` on a simulator.
    .testTarget(name: "DeviceChecksTests", dependencies: ["DeviceChecks"]),
  ],
  swiftLanguageModes: [.v6]
)

// The root package's settings: stricter spelling of existentials and imports.
for target in package.targets where target.name != "RxLikeProxy" {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("InternalImportsByDefault"),
      .enableUpcomingFeature("MemberImportVisibility"),
    ]
}
