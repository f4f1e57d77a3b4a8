// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "ResponderEvents",
  platforms: [.iOS(.v17), .macOS(.v13), .tvOS(.v17), .visionOS(.v1)],
  products: [
    .library(name: "ResponderEvents", targets: ["ResponderEvents"]),
    .library(name: "ResponderEventsCore", targets: ["ResponderEventsCore"]),
    .library(name: "ResponderEventsTesting", targets: ["ResponderEventsTesting"]),
    // Closures for UIKit's delegates (tables, collections, text, search, pickers, scroll
    // views) through a per-view proxy: a product of its own, so that an app that takes only the
    // events installs no proxy, changes no object's class and observes no property.
    .library(name: "ResponderEventsDelegates", targets: ["ResponderEventsDelegates"]),
    // Closures for WebKit's navigation delegate, built on the public ClosureDelegateProxy.
    .library(name: "ResponderEventsWebKit", targets: ["ResponderEventsWebKit"]),
    // The same engine and closures for Objective-C callers, under `re_` and `RE` names.
    .library(name: "ResponderEventsObjC", targets: ["ResponderEventsObjC"]),
    .executable(name: "ResponderEventsDemo", targets: ["ResponderEventsDemo"]),
  ],
  dependencies: [
    // Tests only: property-based checks of the engine against a reference model.
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    // Documentation only: `swift package generate-documentation`.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    .target(name: "ResponderEventsCore"),
    .target(
      name: "ResponderEvents", dependencies: ["ResponderEventsCore"],
      // The privacy manifest App Store Connect asks every SDK for: no tracking, no data
      // collected, no required-reason API used.
      resources: [.copy("PrivacyInfo.xcprivacy")]),
    // Objective-C that Swift cannot express: the base of the delegate proxies (empty elsewhere
    // than on Apple platforms).
    .target(name: "ResponderEventsProxyBase"),
    .target(
      name: "ResponderEventsDelegates",
      dependencies: ["ResponderEvents", "ResponderEventsProxyBase"]),
    .target(name: "ResponderEventsTesting", dependencies: ["ResponderEventsCore"]),
    .target(name: "ResponderEventsWebKit", dependencies: ["ResponderEventsDelegates"]),
    // Objective-C callers: its `@objc` API exists on UIKit platforms; the mapping between
    // Objective-C values and the engine's named events compiles, and is tested, everywhere.
    .target(name: "ResponderEventsObjC", dependencies: ["ResponderEventsDelegates"]),
    .executableTarget(
      name: "ResponderEventsDemo",
      dependencies: ["ResponderEvents"]
    ),
    .testTarget(
      name: "ResponderEventsCoreTests",
      dependencies: [
        "ResponderEventsCore", "ResponderEventsTesting",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    // The documentation's code samples, compiled (not a product).
    .target(
      name: "ResponderEventsSamples",
      dependencies: [
        "ResponderEvents", "ResponderEventsDelegates", "ResponderEventsTesting",
        "ResponderEventsWebKit", "ResponderEventsObjC",
      ]
    ),
    .testTarget(
      name: "ResponderEventsDocumentationTests",
      dependencies: ["ResponderEventsSamples", "ResponderEventsTesting", "ResponderEventsObjC"]
    ),
    .testTarget(
      name: "ResponderEventsObjCTests",
      dependencies: ["ResponderEventsObjC", "ResponderEventsTesting"]
    ),
    .testTarget(
      name: "ResponderEventsTestingTests",
      dependencies: ["ResponderEventsCore", "ResponderEventsTesting"]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// Settings shared by every target: stricter spelling of existentials and imports, so the public
// surface says exactly what it depends on.
for target in package.targets where target.name != "ResponderEventsProxyBase" {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("InternalImportsByDefault"),
      .enableUpcomingFeature("MemberImportVisibility"),
    ]
}
