#if canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  public import UIKit
#endif

/// The device checks of ResponderEvents, and the runner that runs them in a real window.
///
/// ```swift
/// let window = await DeviceChecks.makeWindow()
/// let report = await DeviceChecks.runAll(in: window)
/// print(report.summary)
/// ```
///
/// Each check builds its own hierarchy as the window's root (and what that presents), sends or
/// broadcasts through it, and is undone before the next: presentations dismissed, the root
/// removed, `UIKitEventRouting.chainEnd` back to `.application`. Each result is passed, failed,
/// or not applicable here with the reason (a check that needs a window scene, in a run without
/// a host app). Without UIKit (on Linux) the list is empty and a run reports nothing.
@MainActor
public enum DeviceChecks {
  /// Every check, in the order ``runAll(in:progress:)`` runs them.
  ///
  /// Routing, presentation, controls, delegate proxies, SwiftUI; then the checks that crash the
  /// process when the library is wrong (UIKit raising on a bad data source answer, a delegate
  /// call going round between two objects until the stack overflows), so that a crash still
  /// leaves the earlier results printed.
  public static var all: [DeviceCheck] {
    #if canImport(UIKit) && !os(watchOS)
      UpwardRouteChecks.all + NestedTableChecks.all + DisplayedItemsBroadcastChecks.all
        + ListUpdateBroadcastChecks.all
        + HeaderCellChecks.all
        + ChildControllerBroadcastChecks.all + ContainerChecks.all + BroadcastChildrenChecks.all
        + PresentationChecks.all + RecordedPresenterChecks.all
        + ControlClosureChecks.all + ProgrammaticChangeChecks.all + EventSourceChecks.all
        + ReusedCellGestureChecks.all + ActionSenderChecks.all
        + TableViewDelegateChecks.all + CollectionViewDelegateChecks.all
        + TableViewClosureChecks.all + CollectionViewClosureChecks.all
        + ScrollViewDelegateChecks.all + ForwardingEdgeChecks.all + ForeignProxyChecks.all
        + OpaqueWrapperChecks.all + SubclassedProxyChecks.all
        + NestedCallChecks.all + DiffableDataSourceChecks.all + BoundDataSourceChecks.all
        + TextFieldDelegateChecks.all
        + TextViewAndSearchBarChecks.all + pickerChecks + webKitChecks + mapKitChecks
        + OwnerBoundClosureChecks.all + ObjectiveCChecks.all
        + AppObjectBehindProxyChecks.all + swiftUIChecks + ProvidedValueChecks.all
        + TableViewDelegateChecks.mayCrash + CollectionViewDelegateChecks.mayCrash
        + CollectionViewClosureChecks.mayCrash + NestedCallChecks.mayCrash
        + ForwardingEdgeChecks.mayCrash
    #else
      []
    #endif
  }

  #if canImport(UIKit) && !os(watchOS)
    /// The SwiftUI bridge's checks, where SwiftUI exists.
    private static var swiftUIChecks: [DeviceCheck] {
      #if canImport(SwiftUI)
        HostingControllerChecks.all + SwiftUIHandlerChecks.all + ProvidedValueSwiftUIChecks.all
      #else
        []
      #endif
    }

    /// The picker view's checks, where UIPickerView exists (not on tvOS).
    private static var pickerChecks: [DeviceCheck] {
      #if !os(tvOS)
        PickerViewClosureChecks.all
      #else
        []
      #endif
    }

    /// The `ResponderEventsWebKit` product's checks, where WebKit exists.
    private static var webKitChecks: [DeviceCheck] {
      #if canImport(WebKit) && !os(tvOS)
        WebViewNavigationChecks.all
      #else
        []
      #endif
    }

    /// The map view's checks, where MapKit exists: a `ClosureDelegateProxy` subclass written
    /// outside the library.
    private static var mapKitChecks: [DeviceCheck] {
      #if canImport(MapKit)
        MapViewClosureChecks.all
      #else
        []
      #endif
    }

    /// Runs every check in `window` and returns the report.
    ///
    /// - Parameters:
    ///   - window: The window from ``makeWindow()``: on the host app's window scene when there
    ///     is one. Its root controller and subviews are replaced.
    ///   - progress: Called after each check, for printing results as they come: if a check
    ///     crashes the process, what ran before it has been seen. The runner itself prints
    ///     (flushed) each check's name before it runs, and appends to the results file that
    ///     `DEVICE_CHECKS_RESULTS` names (``DeviceCheckResultsLog``) as each check starts and
    ///     ends.
    public static func runAll(
      in window: UIWindow, progress: @MainActor (DeviceCheckResult) -> Void = { _ in }
    ) async -> DeviceCheckReport {
      await run(all, in: window, progress: progress)
    }

    /// Runs `checks` in `window`, one after another, with animations off, and returns the
    /// report.
    ///
    /// A check that needs what the run lacks (see ``DeviceCheckNeed``) is not run: without a
    /// host app it does not apply, with one it fails. After each check the runner removes its
    /// handlers from shared responders, sets `UIKitEventRouting.chainEnd` back to
    /// `.application`, dismisses what it presented and empties the window; a presentation it
    /// cannot dismiss in time fails the check that left it.
    public static func run(
      _ checks: [DeviceCheck], in window: UIWindow,
      progress: @MainActor (DeviceCheckResult) -> Void = { _ in }
    ) async -> DeviceCheckReport {
      let animationsWereEnabled = UIView.areAnimationsEnabled
      UIView.setAnimationsEnabled(false)
      defer { UIView.setAnimationsEnabled(animationsWereEnabled) }
      let environment = HostEnvironment.facts(
        window: window, animationsWereEnabled: animationsWereEnabled)
      let harness = Harness(window: window)
      var results: [DeviceCheckResult] = []
      let log = DeviceCheckResultsLog.openIfAsked()
      log?.runStarted(total: checks.count, environment: environment)
      await Stage.clear(window)
      for (offset, check) in checks.enumerated() {
        // Said and written before the check runs, so that a crash names the check it was in.
        DeviceCheckReport.printFlushed(
          "▶ [\(offset + 1)/\(checks.count)] \(check.area) / \(check.name)")
        log?.checkStarted(index: offset + 1, of: checks.count, area: check.area, name: check.name)
        var outcome: DeviceCheckOutcome
        if let missing = await harness.outcome(for: check.needs) {
          outcome = missing
        } else {
          let context = DeviceCheckContext(window: window, hasHost: harness.hasHost)
          outcome = await check.run(context)
          context.tearDown()
          UIKitEventRouting.chainEnd = .application
          if await !Stage.clear(window) {
            outcome = outcome.failing(
              with: "the runner could not dismiss what the check presented within "
                + Stage.timeoutDescription)
          }
        }
        let result = DeviceCheckResult(
          area: check.area, name: check.name, verifies: check.verifies, calls: check.calls,
          outcome: outcome)
        results.append(result)
        log?.checkEnded(index: offset + 1, result: result)
        progress(result)
      }
      await Stage.clear(window)
      let report = DeviceCheckReport(environment: environment + harness.facts, results: results)
      log?.runEnded(report)
      return report
    }

    /// A window for the checks, on the host app's window scene when there is one.
    ///
    /// With a host app, waits (at most the stage's timeout) for its first window scene in the
    /// foreground, makes the window on that scene, sized to the scene's screen, and makes it
    /// key and visible. Without one (a package's tests under `xcodebuild test` run in a test
    /// bundle with no application and no scene), the window has no scene and is sized to the
    /// main screen; it is shown but not made key, since without an application there is
    /// nothing to make it key for. The report's environment says which case ran.
    public static func makeWindow() async -> UIWindow {
      let window: UIWindow
      if let scene = await HostEnvironment.windowScene() {
        window = UIWindow(windowScene: scene)
        window.frame = scene.screen.bounds
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
      } else {
        // Without a scene there is no screen to reach through a context; the main screen is
        // what remains.
        let bounds = UIScreen.main.bounds
        window = UIWindow(
          frame: bounds.isEmpty ? CGRect(x: 0, y: 0, width: 393, height: 852) : bounds)
        window.rootViewController = UIViewController()
        window.isHidden = false
      }
      window.layoutIfNeeded()
      return window
    }

    /// Hides `window` once the checks are done, so that the host app's own window shows again.
    public static func closeWindow(_ window: UIWindow) {
      window.rootViewController = nil
      window.isHidden = true
    }
  #endif
}
