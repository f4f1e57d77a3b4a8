import DeviceChecks
import XCTest

#if canImport(UIKit) && !os(watchOS)
  import UIKit
#endif

/// Runs every device check in a real window, in the package-only configuration: a test bundle
/// with no host app, so no application, no window scene, no key window.
///
/// Run with `DeviceChecks/run`, which calls `xcodebuild test` on an iOS simulator. Checks that
/// need a host app (a window scene for presentations, the scene and the application in the
/// responder chain) are reported as not applicable, with the reason; the hosted configuration
/// (`DeviceChecks/run --hosted`, `HostApp/`) runs them. The test fails once per failed check.
final class DeviceChecksTests: XCTestCase {
  @MainActor
  func testEveryDeviceCheck() async throws {
    #if canImport(UIKit) && !os(watchOS)
      let window = await DeviceChecks.makeWindow()
      let report = await DeviceChecks.runAll(in: window) { result in
        DeviceCheckReport.printFlushed(result.line)
      }
      DeviceChecks.closeWindow(window)
      DeviceCheckReport.printFlushed(report.summary)
      if let saved = report.saveIfAsked() { DeviceCheckReport.printFlushed(saved) }
      for problem in report.problems(requiringHost: false) {
        XCTFail(problem)
      }
      // Attached to the test itself, not through XCTContext.runActivity, which has been
      // reported to raise from async tests (swift-corelibs-xctest#418); last, after the
      // report was printed and written.
      let attachment = XCTAttachment(string: report.summary)
      attachment.name = "device-checks-report.txt"
      attachment.lifetime = .keepAlways
      add(attachment)
    #else
      let report = DeviceCheckReport(environment: [], results: [])
      print(report.summary)
      throw XCTSkip("UIKit is not available: run DeviceChecks/run on a Mac with Xcode")
    #endif
  }
}
