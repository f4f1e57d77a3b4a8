import ResponderEventsCore

/// The model's delegate property, as `DelegatePlacement` sees it.
@MainActor
final class ModelProperty: DelegateProperty {
  typealias Object = DelegatePropertyWorld.Object
  typealias Method = DelegatePropertyWorld.Method

  unowned let world: DelegatePropertyWorld
  let modelProxy: DelegatePropertyWorld.ModelProxy

  init(world: DelegatePropertyWorld, proxy: DelegatePropertyWorld.ModelProxy) {
    self.world = world
    self.modelProxy = proxy
  }

  var proxy: Object { modelProxy }
  var front: Object? { world.front }
  /// The model's property sends a notification for every set, as UIKit's do.
  func setFront(_ object: Object?) -> Bool {
    isSetting = true
    defer { isSetting = false }
    world.setDelegate(object, byProxy: true)
    return true
  }
  /// Whether the proxy is setting the property now.
  private var isSetting = false
  func setDidNotTake(_ object: Object) { world.setsThatDidNotTake += 1 }

  /// Read as a weak reference reads: `nil` once the object is deallocating.
  var forwardee: Object? {
    get { modelProxy.forwardee.flatMap { $0.isAlive ? $0 : nil } }
    set { modelProxy.forwardee = newValue }
  }

  /// Asks `object` as the UIKit layer does: the question nobody implements, which objects
  /// that pass `responds(to:)` on pass on, and which the proxy answers "yes" while it asks.
  func reachesProxy(_ object: Object) -> Bool {
    modelProxy.isBeingLookedFor = true
    defer { modelProxy.isBeingLookedFor = false }
    return object.isAlive && object.answersLookup()
  }

  func declaredForwardee(of object: Object) -> Object?? {
    guard let rx = object as? DelegatePropertyWorld.RxProxy else { return nil }
    return .some(rx.forwardee)
  }

  func adoptable(_ object: Object) -> Object? { object }

  func mustStayInFront(_ object: Object) -> Bool {
    object is DelegatePropertyWorld.DiffableDataSource
      || (object as? DelegatePropertyWorld.RxProxy)?.isDataSourceProxy == true
  }

  /// One proxy of the library on the model's property.
  var proxiesSetting: [Object] { isSetting ? [modelProxy] : [] }
  func isForeignProxy(_ object: Object) -> Bool { object is DelegatePropertyWorld.RxProxy }

  func claimsOfFront() -> [Method: Bool] {
    let front = world.front
    return Dictionary(
      uniqueKeysWithValues: Method.allCases.map { ($0, front?.responds(to: $0) ?? false) })
  }

  /// The methods the front says it implements.
  var claimedByFront: Set<Method> { Set(claimsOfFront().filter(\.value).keys) }
}
