#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import ResponderEventsDelegates
  import UIKit

  /// The scroll view's delegate proxy, with the app's own delegate set before, after, and
  /// deallocated; UIKit itself calls `scrollViewDidScroll(_:)` when the offset changes.
  @MainActor
  enum ScrollViewDelegateChecks {
    static var all: [DeviceCheck] {
      AppObjectTiming.allCases.map(delegateCheck)
    }

    private static let deceleratingSelector = #selector(
      (any UIScrollViewDelegate).scrollViewDidEndDecelerating(_:))

    static func delegateCheck(_ timing: AppObjectTiming) -> DeviceCheck {
      DeviceCheck(
        area: "Delegates", name: "UIScrollView delegate, \(timing.label)",
        verifies: "Setting contentOffset makes UIKit call scrollViewDidScroll(_:): re.onDidScroll's"
          + " closure and the app's delegate both run; the proxy claims the app's own"
          + " scrollViewDidEndDecelerating(_:) while it lives, and stops when it dies.",
        calls: .both(
          "setting contentOffset makes UIKit call scrollViewDidScroll(_:); "
            + Cites.didEndDecelerating)
      ) { context in
        var verdict = Verdict()
        let screen = ProbeController("Scroll")
        guard await Stage.show(screen, in: context.window) else {
          return .failed("the screen did not reach the window")
        }
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        scrollView.contentSize = CGSize(width: 300, height: 1_000)
        screen.view.addSubview(scrollView)
        let log = HandlerLog()
        AppObjectScenario.run(
          timing, verdict: &verdict,
          make: { AppScrollDelegate(log: log) },
          assign: { scrollView.delegate = $0 },
          registerClosures: {
            scrollView.re.onDidScroll(with: scrollView) { _ in log.append("closure") }
          },
          whileAlive: { app, verdict in
            verdict.expect(
              (scrollView.delegate as AnyObject?) !== app, "the app's delegate displaced the proxy")
          },
          calls: { verdict in
            log.reset()
            scrollView.contentOffset = CGPoint(x: 0, y: 40)
            verdict.expectEqual(
              log.entries, timing.appIsAlive ? ["closure", "app"] : ["closure"],
              "scrollViewDidScroll(_:) ran after contentOffset changed")
            let claims = scrollView.delegate?.responds(to: deceleratingSelector) ?? false
            if AppObjectScenario.expectClaim(
              claims, of: deceleratingSelector, timing: timing, verdict: &verdict)
            {
              log.reset()
              scrollView.delegate?.scrollViewDidEndDecelerating?(scrollView)
              verdict.expectEqual(log.entries, ["app decelerated"], "forwarded to the app")
            }
          })
        return verdict.outcome("closure and app delegate ran as expected")
      }
    }
  }

  /// The app's scroll delegate: scrolling, and the end of deceleration, which only it handles.
  @MainActor
  final class AppScrollDelegate: NSObject, UIScrollViewDelegate {
    private let log: HandlerLog

    init(log: HandlerLog) {
      self.log = log
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      log.append("app")
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
      log.append("app decelerated")
    }
  }
#endif
