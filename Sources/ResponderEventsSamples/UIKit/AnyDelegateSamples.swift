#if canImport(MapKit) && canImport(UIKit) && !os(watchOS)
  // The proxy of `ClosureDelegateProxy`'s doc comments: closures for MapKit's map view
  // delegate, as an app would write them. OwnerClosureSamples.swift registers on it.

  import MapKit
  import ResponderEventsDelegates

  /// The hidden `MKMapViewDelegate` behind a map view's closures.
  // `@preconcurrency` for the iOS 17.4 SDK the project compiles against; with the iOS 18 SDK
  // and later, where MapKit's protocol is main-actor, Swift warns that it has no effect.
  final class MapViewClosures: ClosureDelegateProxy, @preconcurrency MKMapViewDelegate {
    let regionDidChange = DelegateClosures<(MKMapView, Bool) -> Void>()
    let didFinishLoading = DelegateClosures<(MKMapView) -> Void>()

    // The app's own delegate, when it declares the protocol: optional methods go through `?`,
    // which asks it `responds(to:)` first. One that does not declare it (a multicast delegate)
    // is reached only by passing the method: `appDelegate(as:answering:)`.
    private var app: (any MKMapViewDelegate)? { appDelegate(as: (any MKMapViewDelegate).self) }

    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {
      notifyAll(
        regionDidChange, for: mapView, { $0(mapView, animated) },
        then: { self.app?.mapView?(mapView, regionDidChangeAnimated: animated) })
    }

    func mapViewDidFinishLoadingMap(_ mapView: MKMapView) {
      notifyAll(
        didFinishLoading, for: mapView, { $0(mapView) },
        then: { self.app?.mapViewDidFinishLoadingMap?(mapView) })
    }
  }
#endif
