#if canImport(UIKit) && canImport(MapKit) && !os(watchOS)
  import Foundation
  import MapKit
  import ResponderEventsDelegates
  import UIKit

  /// A map view's region closure from a `ClosureDelegateProxy` subclass written as the DocC
  /// article "Closures for any delegate" shows, outside the library, as an app would write it.
  ///
  /// MapKit tells its delegate that the region changed after `setRegion(_:animated:)` in its own
  /// time, so the check waits.
  @MainActor
  enum MapViewClosureChecks {
    static var all: [DeviceCheck] {
      [regionClosureBesideAppDelegate]
    }

    private static let regionSelector = #selector(
      (any MKMapViewDelegate).mapView(_:regionDidChangeAnimated:))

    /// Regions far apart, so that each `setRegion(_:animated:)` changes the region.
    private static let regions = [
      MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522),
        span: MKCoordinateSpan(latitudeDelta: 0.05, longitudeDelta: 0.05)),
      MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 51.5072, longitude: -0.1276),
        span: MKCoordinateSpan(latitudeDelta: 0.05, longitudeDelta: 0.05)),
    ]

    /// How the log names a region: the whole degrees of its center's latitude (48 for Paris,
    /// 51 for London), so that a change MapKit reports for another region (its first layout)
    /// is told apart.
    static func label(of region: MKCoordinateRegion) -> String {
      String(Int(region.center.latitude))
    }

    /// Sets `region` without animation and returns the log's entries for it, without the label,
    /// or `nil` when MapKit reported the change to neither the closure nor the app's delegate
    /// within the stage's timeout; records the entries for any other region.
    private static func setRegion(
      _ region: MKCoordinateRegion, of mapView: MKMapView, log: HandlerLog, what: String,
      verdict: inout Verdict
    ) async -> [String]? {
      log.reset()
      let suffix = " " + label(of: region)
      mapView.setRegion(region, animated: false)
      guard await Stage.waitUntil({ log.entries.contains { $0.hasSuffix(suffix) } }) else {
        verdict.fact(
          "regionDidChangeAnimated for the new region within the stage's timeout (\(what))",
          "none: " + Responders.arrows(log.entries))
        return nil
      }
      // Let the rest of the call that reported it, and a second call if MapKit makes one on the
      // same turn, arrive before the log is judged.
      await Stage.turnRunLoop()
      let others = log.entries.filter { !$0.hasSuffix(suffix) }
      if !others.isEmpty {
        verdict.fact(
          "region changes reported for another region (\(what))", Responders.arrows(others),
          expected: "none")
      }
      return log.entries.filter { $0.hasSuffix(suffix) }.map { String($0.dropLast(suffix.count)) }
    }

    static let regionClosureBesideAppDelegate = DeviceCheck(
      area: "Delegates", name: "MKMapView region closure from a ClosureDelegateProxy subclass",
      verifies: "With the app's MKMapViewDelegate set before the closure of a proxy written as"
        + " the DocC article shows, setRegion(_:animated: false) runs the closure, then the"
        + " app's mapView(_:regionDidChangeAnimated:), once each; appDelegate(of:at:) returns the"
        + " app's delegate; once the closure's token is removed the proxy still claims the"
        + " method while the app's delegate implements it, and claims it no longer beside an"
        + " app's delegate that does not.",
      calls: .uikit(
        "MapKit calls mapView(_:regionDidChangeAnimated:) after setRegion(_:animated: false);"
          + " the check asks responds(to:) itself for the claims")
    ) { context in
      var verdict = Verdict()
      let screen = ProbeController("Map")
      guard await Stage.show(screen, in: context.window) else {
        return .failed("the screen did not reach the window")
      }
      let mapView = MKMapView(frame: CGRect(x: 0, y: 100, width: 320, height: 320))
      screen.view.addSubview(mapView)
      let log = HandlerLog()
      let app = AppMapDelegate(log: log)
      mapView.delegate = app
      mapView.layoutIfNeeded()
      await Stage.turnRunLoop()

      var token: HandlerToken?
      let kinds = AppObjectScenario.diagnostics {
        token = mapView.re.onRegionChange(with: mapView) { map, _ in
          log.append("closure " + label(of: map.region))
        }
      }
      verdict.expectEqual(kinds, [], "diagnostics while registering the closure")
      verdict.expect((mapView.delegate as AnyObject?) !== app, "delegate is not the proxy")
      verdict.expect(
        MapRegionClosures.appDelegate(of: mapView, at: \MKMapView.delegate) === app,
        "appDelegate(of:at:) is not the app's delegate")
      verdict.expect(
        mapView.delegate?.responds(to: regionSelector) ?? false,
        "the proxy does not claim mapView(_:regionDidChangeAnimated:)")
      // A change of region MapKit may still report from the first layout.
      await Stage.turnRunLoop()

      guard
        let withClosure = await setRegion(
          regions[0], of: mapView, log: log, what: "with the closure", verdict: &verdict)
      else {
        return context.didNotHappen(
          "MapKit reported no region change after setRegion(_:animated: false) within "
            + Stage.timeoutDescription, facts: verdict.facts)
      }
      verdict.expectEqual(
        withClosure, ["closure", "app"], "mapView(_:regionDidChangeAnimated:) after setRegion")

      token?.remove()
      await Stage.turnRunLoop()
      verdict.expect(
        mapView.delegate?.responds(to: regionSelector) ?? false,
        "the proxy stopped claiming the method the app's delegate implements")
      let afterRemoval = await setRegion(
        regions[1], of: mapView, log: log, what: "token removed", verdict: &verdict)
      verdict.expectEqual(
        afterRemoval ?? [], ["app"], "regionDidChangeAnimated after the token's remove()")

      // The app sets a delegate without the method: the proxy adopts it and goes back in front.
      let quiet = QuietMapDelegate()
      mapView.delegate = quiet
      await Stage.turnRunLoop()
      verdict.expect(
        (mapView.delegate as AnyObject?) !== quiet, "the second app's delegate displaced the proxy")
      verdict.expect(
        MapRegionClosures.appDelegate(of: mapView, at: \MKMapView.delegate) === quiet,
        "appDelegate(of:at:) is not the delegate set after")
      let quietToken = mapView.re.onRegionChange(with: mapView) { _, _ in log.append("closure") }
      verdict.expect(
        mapView.delegate?.responds(to: regionSelector) ?? false,
        "the proxy does not claim the method while a closure is registered")
      quietToken.remove()
      verdict.expect(
        !(mapView.delegate?.responds(to: regionSelector) ?? false),
        "the proxy still claims mapView(_:regionDidChangeAnimated:) with no closure and an"
          + " app's delegate without it")
      verdict.fact(
        "map view delegate after the last closure's removal", Responders.typeName(mapView.delegate),
        expected: "MapRegionClosures, set again so that MapKit asks again")
      withExtendedLifetime((app, quiet)) {}
      return verdict.outcome("the closure ran before the app's delegate, and claims followed")
    }
  }

  /// The hidden `MKMapViewDelegate` behind a map view's region closure, as the DocC article
  /// "Closures for any delegate" writes it (its region method only).
  private final class MapRegionClosures: ClosureDelegateProxy, @preconcurrency MKMapViewDelegate {
    let regionDidChange = DelegateClosures<(MKMapView, Bool) -> Void>()

    // The app's own delegate, when it declares the protocol: optional methods go through `?`,
    // which asks it `responds(to:)` first. One that does not declare it (a multicast delegate)
    // is reached only by passing the method: `appDelegate(as:answering:)`.
    private var app: (any MKMapViewDelegate)? { appDelegate(as: (any MKMapViewDelegate).self) }

    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {
      notifyAll(
        regionDidChange, for: mapView, { $0(mapView, animated) },
        then: { self.app?.mapView?(mapView, regionDidChangeAnimated: animated) })
    }
  }

  extension ResponderEventsWrapper where Base == MKMapView {
    /// Called when the visible region has changed.
    @discardableResult
    fileprivate func onRegionChange<Owner: AnyObject>(
      with owner: Owner, _ body: @escaping @MainActor (Owner, Bool) -> Void
    ) -> HandlerToken {
      let proxy = MapRegionClosures.installed(on: base, at: \.delegate)
      return proxy.register(
        with: owner, { owner in { _, animated in body(owner, animated) } },
        in: proxy.regionDidChange,
        for: #selector((any MKMapViewDelegate).mapView(_:regionDidChangeAnimated:)))
    }
  }

  /// The app's map view delegate: logs the region changes, with the region's label.
  @MainActor
  private final class AppMapDelegate: NSObject, @preconcurrency MKMapViewDelegate {
    private let log: HandlerLog

    init(log: HandlerLog) {
      self.log = log
    }

    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {
      log.append("app " + MapViewClosureChecks.label(of: mapView.region))
    }
  }

  /// An app's map view delegate without the region method.
  @MainActor
  private final class QuietMapDelegate: NSObject, @preconcurrency MKMapViewDelegate {
    func mapViewWillStartLoadingMap(_ mapView: MKMapView) {}
  }
#endif
