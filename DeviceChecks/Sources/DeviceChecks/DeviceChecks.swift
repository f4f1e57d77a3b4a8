#if canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  public import UIKit
#endif

/// The device checks of ResponderEvents, and the runner that runs them in a real window.
///
/// ```swift
/// let window = DeviceChecks.makeWindow()
/// let report = await DeviceChecks.runAll(in: window)
/// print(report.summary)
/// ```
///
/// Each check builds its own hierarchy as the window's root (and what that presents), sends or
/// broadcasts through it, and is undone before the next: presentations dismissed, the root
/// removed, `UIKitEventRouting.chainEnd` back to `.application`. Without UIKit (on Linux) the
/// list is empty and a run reports nothing.
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
        + ContainerChecks.all
        + PresentationChecks.all + RecordedPresenterChecks.all
        + ControlClosureChecks.all + ProgrammaticChangeChecks.all + EventSourceChecks.all
        + ReusedCellGestureChecks.all + ActionSenderChecks.all
        + TableViewDelegateChecks.all + CollectionViewDelegateChecks.all
        + TableViewClosureChecks.all + CollectionViewClosureChecks.all
        + ScrollViewDelegateChecks.all + ForwardingEdgeChecks.all + ForeignProxyChecks.all
        + NestedCallChecks.all + DiffableDataSourceChecks.all + BoundDataSourceChecks.all
        + TextFieldDelegateChecks.all
        + TextViewAndSearchBarChecks.all + pickerChecks + webKitChecks + mapKitChecks
        + AppObjectBehindProxyChecks.all + swiftUIChecks
        + TableViewDelegateChecks.mayCrash + CollectionViewDelegateChecks.mayCrash
        + CollectionViewClosureChecks.mayCrash + NestedCallChecks.mayCrash
    #else
      []
    #endif
  }

  #if canImport(UIKit) && !os(watchOS)
    /// The SwiftUI bridge's checks, where SwiftUI exists.
    private static var swiftUIChecks: [DeviceCheck] {
      #if canImport(SwiftUI)
        HostingControllerChecks.all + SwiftUIHandlerChecks.all
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
    ///   - window: A window made key and visible, ideally attached to the application's window
    ///     scene (see ``makeWindow()``). Its root controller and subviews are replaced.
    ///   - progress: Called after each check, for printing results as they come: if a check
    ///     crashes the process, what ran before it has been seen.
    public static func runAll(
      in window: UIWindow, progress: @MainActor (DeviceCheckResult) -> Void = { _ in }
    ) async -> DeviceCheckReport {
      await run(all, in: window, progress: progress)
    }

    /// Runs `checks` in `window`, one after another, and returns the report.
    public static func run(
      _ checks: [DeviceCheck], in window: UIWindow,
      progress: @MainActor (DeviceCheckResult) -> Void = { _ in }
    ) async -> DeviceCheckReport {
      let environment = HostEnvironment.facts(window: window)
      var results: [DeviceCheckResult] = []
      for check in checks {
        await Stage.clear(window)
        let context = DeviceCheckContext(window: window)
        let outcome = await check.run(context)
        context.tearDown()
        UIKitEventRouting.chainEnd = .application
        let result = DeviceCheckResult(
          area: check.area, name: check.name, verifies: check.verifies, outcome: outcome)
        results.append(result)
        progress(result)
      }
      await Stage.clear(window)
      return DeviceCheckReport(environment: environment, results: results)
    }

    /// A window for the checks: on the application's first connected window scene when there
    /// is one, otherwise a window with the screen's size and no scene; made key and visible.
    ///
    /// Under `xcodebuild test`, a package's tests may run without a host application, and then
    /// without a scene: the window still lays out and presents, but its `next` responder is
    /// not a scene. The report's environment says which case ran.
    public static func makeWindow() -> UIWindow {
      let window: UIWindow
      if let scene = HostEnvironment.windowScene {
        window = UIWindow(windowScene: scene)
      } else {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
      }
      window.rootViewController = UIViewController()
      window.makeKeyAndVisible()
      return window
    }
  #endif
}
