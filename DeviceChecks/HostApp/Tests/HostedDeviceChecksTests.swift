import DeviceChecks
import UIKit
import XCTest

/// Runs every device check inside the host app (`DeviceChecksHost`), in a window on its window
/// scene: the hosted configuration.
///
/// Run with `DeviceChecks/run --hosted`. The test fails once per failed check, and once per
/// check that did not apply for want of a host app: here every check must have what it needs.
/// A check may still not apply for another reason (UIKit did not do what the scenario needs on
/// this iOS version); the report lists those, with the reason.
final class HostedDeviceChecksTests: XCTestCase {
  @MainActor
  func testEveryDeviceCheckInTheHostApp() async throws {
    let window = await DeviceChecks.makeWindow()
    XCTAssertNotNil(window.windowScene, "the checks' window is not on the host app's scene")
    let report = await DeviceChecks.runAll(in: window) { result in
      DeviceCheckReport.printFlushed(result.line)
    }
    DeviceChecks.closeWindow(window)
    DeviceCheckReport.printFlushed(report.summary)
    if let saved = report.saveIfAsked() { DeviceCheckReport.printFlushed(saved) }
    for problem in report.problems(requiringHost: true) {
      XCTFail(problem)
    }
    // Attached to the test itself, not through XCTContext.runActivity, which has been
    // reported to raise from async tests (swift-corelibs-xctest#418); last, after the
    // report was printed and written.
    let attachment = XCTAttachment(string: report.summary)
    attachment.name = "device-checks-report.txt"
    attachment.lifetime = .keepAlways
    add(attachment)
  }
}
