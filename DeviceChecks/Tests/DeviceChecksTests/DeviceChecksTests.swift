import DeviceChecks
import XCTest

#if canImport(UIKit) && !os(watchOS)
  import UIKit
#endif

/// Runs every device check in a real window and fails once per failed check.
///
/// Run with `DeviceChecks/run`, which calls `xcodebuild test` on an iOS simulator. The window
/// comes from `DeviceChecks.makeWindow()`: on the host application's window scene when the test
/// bundle has one, otherwise a scene-less window (the report's environment says which).
final class DeviceChecksTests: XCTestCase {
  @MainActor
  func testEveryDeviceCheck() async throws {
    #if canImport(UIKit) && !os(watchOS)
      let window = DeviceChecks.makeWindow()
      let report = await DeviceChecks.runAll(in: window) { result in
        print(result.line)
      }
      print(report.summary)
      XCTContext.runActivity(named: "Device checks report") { activity in
        activity.add(XCTAttachment(string: report.summary))
      }
      for failure in report.failures {
        XCTFail("\(failure.area) / \(failure.name): \(failure.outcome.message)")
      }
      XCTAssertFalse(report.results.isEmpty, "no device check ran")
    #else
      let report = DeviceCheckReport(environment: [], results: [])
      print(report.summary)
      throw XCTSkip("UIKit is not available: run DeviceChecks/run on a Mac with Xcode")
    #endif
  }
}
