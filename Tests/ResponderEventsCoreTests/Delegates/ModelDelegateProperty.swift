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
  func setFront(_ object: Object?) { world.setDelegate(object, byProxy: true) }
  func setDidNotTake(_ object: Object) { world.setsThatDidNotTake += 1 }

  var forwardee: Object? {
    get { modelProxy.forwardee }
    set { modelProxy.forwardee = newValue }
  }

  func reachesProxy(_ object: Object) -> Bool {
    var seen: Set<ObjectIdentifier> = []
    func reaches(_ object: Object?) -> Bool {
      guard let object, object.isAlive, seen.insert(ObjectIdentifier(object)).inserted else {
        return false
      }
      if object === modelProxy { return true }
      switch object {
      case let rx as DelegatePropertyWorld.RxProxy: return reaches(rx.forwardee)
      case let splitter as DelegatePropertyWorld.Splitter:
        return splitter.targets.contains(where: reaches)
      default: return false
      }
    }
    return reaches(object)
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

  func claimsOfFront() -> [Method: Bool] {
    let front = world.front
    return Dictionary(
      uniqueKeysWithValues: Method.allCases.map { ($0, front?.responds(to: $0) ?? false) })
  }

  /// The methods the front says it implements.
  var claimedByFront: Set<Method> { Set(claimsOfFront().filter(\.value).keys) }
}
