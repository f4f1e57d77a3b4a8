#if canImport(UIKit) && !os(watchOS)
  public import Foundation

  // Installing a proxy on a view, and reading the app's object behind it: an app's own
  // `ClosureDelegateProxy` subclass and the library's proxies alike.
  extension ClosureDelegateProxy {
    /// The proxy of this class kept on `view` for the delegate property `property`, made and
    /// installed as the property's value on first use.
    ///
    /// ```swift
    /// let proxy = MapViewClosures.installed(on: base, at: \.delegate)
    /// ```
    ///
    /// One proxy per view, property and proxy class. The app's own delegate, set before or
    /// after, keeps receiving its calls, as described above, but in the cases
    /// <doc:HowTheHiddenDelegateWorks> lists (a splitter put back after a `nil`, two unseen
    /// wrappers, and the others it names).
    ///
    /// - Precondition: `property` is an Objective-C property that sends key-value
    ///   notifications (UIKit's, MapKit's and WebKit's delegate properties are taken to: Apple
    ///   does not document it; in your own view, `@objc dynamic weak var delegate`): the proxy
    ///   learns that the app set another delegate from them. One that is not an Objective-C
    ///   property stops the app here; one whose set through `property` sends no notification
    ///   (a Swift property that is not `dynamic`, or an override of a framework's property in
    ///   a `final` class, named through that class) is reported, as
    ///   `EventDiagnostic.Kind.delegateProxyMoved`.
    public static func installed<View: NSObject, Delegate>(
      on view: View, at property: ReferenceWritableKeyPath<View, Delegate?>
    ) -> Self {
      installed(on: view, at: property, in: slot(for: property))
    }

    /// The app's own object for `property` of `view`: what the proxy of this class forwards
    /// to, or, without such a proxy, the property's value.
    ///
    /// Once a proxy is installed, the property returns the proxy, so
    /// `mapView.delegate as? MyController` fails; read the app's own object here instead.
    public static func appDelegate<View: NSObject, Delegate>(
      of view: View, at property: ReferenceWritableKeyPath<View, Delegate?>
    ) -> AnyObject? {
      if let proxy = slot(for: property).value(on: view) as? Self { return proxy.appsObject }
      return view[keyPath: property] as AnyObject?
    }

    /// Where proxies of this class for `property` are kept on their views: keyed by its
    /// Objective-C name, whatever the key path's root type (`\MKMapView.delegate` and
    /// `\MyMapView.delegate` name one property).
    static func slot(for property: AnyKeyPath) -> AssociatedObject<ClosureDelegateProxy> {
      guard let name = property._kvcKeyPathString else {
        preconditionFailure(
          "ResponderEvents: \(property) is not an Objective-C property; a ClosureDelegateProxy "
            + "needs one that sends key-value notifications (@objc dynamic)")
      }
      return slots[[ObjectIdentifier(self), name]].orInsert(AssociatedObject.init)
    }

    /// The slots by proxy class and the Objective-C name of a property.
    private static var slots: [[AnyHashable]: AssociatedObject<ClosureDelegateProxy>] = [:]
  }
#endif
