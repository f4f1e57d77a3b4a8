#if canImport(MapKit) && canImport(UIKit) && !os(watchOS)
  // The listing of ClosuresForAnyDelegate.md: closures for MapKit's map view delegate, built
  // on ClosureDelegateProxy, as an app would write them.

  import MapKit
  import ResponderEvents

  /// The hidden `MKMapViewDelegate` behind a map view's closures.
  final class MapViewClosures: ClosureDelegateProxy, @preconcurrency MKMapViewDelegate {
    let regionDidChange = DelegateClosures<(MKMapView, Bool) -> Void>()
    let didFinishLoading = DelegateClosures<(MKMapView) -> Void>()

    // The optional methods this class implements: claimed only while they have a closure or
    // the app's own delegate implements them.
    nonisolated(unsafe) private static let selectors: Set<Selector> = [
      #selector((any MKMapViewDelegate).mapView(_:regionDidChangeAnimated:)),
      #selector((any MKMapViewDelegate).mapViewDidFinishLoadingMap(_:)),
    ]

    override nonisolated class var managedSelectors: Set<Selector> { selectors }

    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {
      notifyAll(
        regionDidChange, for: mapView, { $0(mapView, animated) },
        then: {
          self.appDelegate(
            as: (any MKMapViewDelegate).self,
            answering: #selector((any MKMapViewDelegate).mapView(_:regionDidChangeAnimated:))
          )?.mapView?(mapView, regionDidChangeAnimated: animated)
        })
    }

    func mapViewDidFinishLoadingMap(_ mapView: MKMapView) {
      notifyAll(
        didFinishLoading, for: mapView, { $0(mapView) },
        then: {
          self.appDelegate(
            as: (any MKMapViewDelegate).self,
            answering: #selector((any MKMapViewDelegate).mapViewDidFinishLoadingMap(_:))
          )?.mapViewDidFinishLoadingMap?(mapView)
        })
    }
  }

  extension ResponderEventsWrapper where Base == MKMapView {
    /// Called when the visible region has changed.
    @discardableResult
    func onRegionChange(_ body: @escaping @MainActor (MKMapView, Bool) -> Void) -> ClosureToken {
      let proxy = MapViewClosures.installed(on: base, at: \.delegate)
      return proxy.register(
        body, in: proxy.regionDidChange,
        for: #selector((any MKMapViewDelegate).mapView(_:regionDidChangeAnimated:)))
    }

    /// Called when the map has loaded.
    @discardableResult
    func onFinishLoading(_ body: @escaping @MainActor (MKMapView) -> Void) -> ClosureToken {
      let proxy = MapViewClosures.installed(on: base, at: \.delegate)
      return proxy.register(
        body, in: proxy.didFinishLoading,
        for: #selector((any MKMapViewDelegate).mapViewDidFinishLoadingMap(_:)))
    }
  }

  /// Using it.
  @MainActor
  func showRegion(of mapView: MKMapView, in label: UILabel) {
    mapView.re.onRegionChange { mapView, _ in
      label.text = String(
        format: "%.3f, %.3f", mapView.region.center.latitude, mapView.region.center.longitude)
    }
    mapView.re.onFinishLoading { _ in label.isHidden = false }
  }
#endif
