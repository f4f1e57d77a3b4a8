/// What a delegate proxy can see and do on the one delegate property of one view it serves.
///
/// `DelegatePlacement` decides; a type conforming to this protocol looks and acts. The UIKit
/// layer implements it with the view's real property and the Objective-C runtime; the tests
/// implement it with a model of UIKit, of other libraries' proxies and of the app's delegates.
@MainActor
package protocol DelegateProperty: AnyObject {
  /// A delegate: the proxy, the app's delegate, another library's proxy, a splitter.
  associatedtype Object: AnyObject
  /// A delegate method, as UIKit asks about it.
  associatedtype Method: Hashable

  /// The proxy whose placement is decided.
  var proxy: Object { get }

  /// The object in the view's property, which UIKit calls.
  var front: Object? { get }

  /// Sets the view's property. UIKit asks the new object which methods it implements.
  ///
  /// - Returns: Whether the proxy heard of the set, as it hears of the app's (key-value
  ///   observation): a property that sends no notification (a Swift property that is not
  ///   `dynamic`) keeps the app's later sets from the proxy too.
  func setFront(_ object: Object?) -> Bool

  /// Right after ``setFront(_:)``, the property did not hold `object` (the view ignores the
  /// setter, or its class was changed at run time so that the setter goes elsewhere), or held
  /// it unheard: the framework does not call what was set, or the proxy will not hear the
  /// app's sets. The UIKit layer reports which.
  func setDidNotTake(_ object: Object)

  /// The object the proxy passes calls on to, which it holds weakly.
  var forwardee: Object? { get set }

  /// Whether `object` passes calls on to the proxy, directly or through other objects (a
  /// splitter built around the view's delegate, another library's proxy that adopted it).
  func reachesProxy(_ object: Object) -> Bool

  /// What `object` says it passes calls on to, when it is a proxy that says so (RxCocoa's
  /// `_forwardToDelegate`, `_RXDelegateProxy.h`): `.some(nil)` when it says "nobody", `nil`
  /// when it says nothing (the app's delegate, a splitter).
  func declaredForwardee(of object: Object) -> Object??

  /// The object the proxy adopts when `object` is set: `object` itself, or, for another view's
  /// proxy of this library, what that proxy passes calls on to, so no chain of proxies forms.
  func adoptable(_ object: Object) -> Object?

  /// Whether `object` must never be moved out of the property: a diffable data source ("Do not
  /// change the dataSource on the table view after you configure it with a diffable data
  /// source", Apple's `UITableViewDiffableDataSource` page), or another library's data source
  /// proxy that checks it stays set (RxCocoa: "Proxy changed from the time it was first set",
  /// `DelegateProxyType.swift`).
  func mustStayInFront(_ object: Object) -> Bool

  /// What the object in front answers, now, for every method UIKit may ask it about, or has
  /// asked about: `true` for the methods it says it implements.
  func claimsOfFront() -> [Method: Bool]

  /// This library's proxies on the property that are setting it now, ``proxy`` included: the
  /// proxy's own sets are not news to it, and another's `nil` is that proxy asking UIKit again
  /// (it sets what was in front back at once), not the app clearing the property.
  var proxiesSetting: [Object] { get }

  /// Whether `object` is another library's proxy, which asks UIKit again by setting `nil`, then
  /// itself, unseen (RxCocoa's `reset()`).
  func isForeignProxy(_ object: Object) -> Bool
}
