import Testing

@testable import ResponderEventsCore

/// A controller that registers closures `with:` itself.
@MainActor
private final class Controller {}

/// A table and its delegate proxy, with the proxy's registrations as the UIKit layer writes them.
///
/// As in `ClosureDelegateProxy.register`: after a closure is registered or removed, the method
/// is claimed while its list is not empty; a registration made with an owner is removed by the
/// `DeallocationActions` kept for the owner when the owner goes. The table, like UIKit, asks which methods its
/// delegate implements only when the delegate is set, and keeps the answers.
@MainActor
private final class ModelTable {
  enum Method: Hashable {
    /// `tableView(_:heightForHeaderInSection:)`: without it, `sectionHeaderHeight` applies.
    case headerHeight
  }

  let sectionHeaderHeight = 28.0
  let headerHeights = CallbackList<(ModelTable, Int) -> Double>()
  private var claims = DelegateClaims<Method>(managed: [.headerHeight])
  /// The app's own delegate's header height, if it has one.
  let appHeaderHeight: Double?
  /// What the table was told when the delegate was last set.
  private(set) var told: Set<Method> = []
  private(set) var refreshes = 0
  /// The registrations made with each owner, told when it goes (the UIKit layer keeps them on
  /// the owner; here the test says when the owner's deallocation is heard of).
  var registrationsByOwner: [ObjectIdentifier: DeallocationActions] = [:]

  /// A table whose proxy is installed in front of the app's delegate, if any.
  init(appHeaderHeight: Double? = nil) {
    self.appHeaderHeight = appHeaderHeight
    setDelegate()
  }

  /// The table's delegate is set to the proxy (again): the table asks what it implements.
  private func setDelegate() {
    refreshes += 1
    let appResponds = appHeaderHeight != nil
    told =
      claims.claims(.headerHeight, proxyImplements: true, forwardeeResponds: appResponds)
      ? [.headerHeight] : []
  }

  private func closuresChanged() {
    let refresh = claims.closuresChanged(
      for: .headerHeight, hasClosures: !headerHeights.isEmpty,
      forwardeeResponds: appHeaderHeight != nil, hasUncommittedUpdates: false)
    if refresh == .now { setDelegate() }
  }

  /// A moment passes: the refresh a removal waits for is made (`DelegateClaims`).
  func momentPasses() {
    if claims.retry(hasUncommittedUpdates: false) == .now { setDelegate() }
  }

  /// `re.provideHeaderHeight { table, section in … }`.
  func provideHeaderHeight(
    _ body: @escaping (ModelTable, Int) -> Double
  )
    -> @MainActor @Sendable () -> Void
  {
    token(for: headerHeights.append(body))
  }

  /// `re.provideHeaderHeight(with: owner) { owner, section in … }`.
  func provideHeaderHeight(
    with owner: Controller, _ body: @escaping @MainActor (Controller, Int) -> Double
  ) -> @MainActor @Sendable () -> Void {
    let weakOwner = WeakOwner(owner)
    let remove = token(for: headerHeights.append(weakOwner, WeakOwner.making(body)))
    let registrations = registrationsByOwner[ObjectIdentifier(owner)] ?? DeallocationActions()
    registrationsByOwner[ObjectIdentifier(owner)] = registrations
    registrations.add(tiedTo: weakOwner) { MainActor.assumeIsolated { remove() } }
    return remove
  }

  private func token(for id: UInt64) -> @MainActor @Sendable () -> Void {
    closuresChanged()
    return { [weak self] in
      guard let self else { return }
      self.headerHeights.remove(id)
      self.closuresChanged()
    }
  }

  /// The height UIKit lays a section's header out at.
  func headerHeight(section: Int) -> Double {
    guard told.contains(.headerHeight) else { return sectionHeaderHeight }
    return headerHeights.newestAnswer(
      { $0(self, section) }, else: { self.appHeaderHeight },
      default: { self.sectionHeaderHeight })
  }

  /// The owner's deallocation is heard of.
  func ownerDeallocated(_ id: ObjectIdentifier) {
    registrationsByOwner[id] = nil
  }
}

@Suite("A delegate method whose closure's owner is deallocated")
@MainActor
struct OwnedClosureClaimsTests {
  @Test("is no longer claimed once the owner goes, and UIKit's default comes back")
  func claimDropped() {
    let table = ModelTable()
    var controller: Controller? = Controller()
    let id = ObjectIdentifier(controller!)
    _ = table.provideHeaderHeight(with: controller!) { _, _ in 44 }
    #expect(table.told == [.headerHeight])
    #expect(table.headerHeight(section: 0) == 44)
    controller = nil
    // Asked now, before the table is told: the closure does not run, the default answers.
    #expect(table.headerHeight(section: 0) == 28)
    table.ownerDeallocated(id)
    // UIKit is told a moment later; meanwhile the default answers.
    #expect(table.headerHeight(section: 0) == 28)
    table.momentPasses()
    #expect(table.told.isEmpty)
    #expect(table.refreshes == 3)
    #expect(table.headerHeight(section: 0) == 28)
  }

  @Test("stays claimed while an older closure or the app's delegate answers it, and they do")
  func otherAnswerersKeepTheClaim() {
    let table = ModelTable()
    var controller: Controller? = Controller()
    let id = ObjectIdentifier(controller!)
    _ = table.provideHeaderHeight { _, _ in 30 }
    _ = table.provideHeaderHeight(with: controller!) { _, _ in 44 }
    #expect(table.headerHeight(section: 0) == 44)
    controller = nil
    table.ownerDeallocated(id)
    #expect(table.told == [.headerHeight])
    #expect(table.refreshes == 2)
    #expect(table.headerHeight(section: 0) == 30)

    let appTable = ModelTable(appHeaderHeight: 50)
    var appController: Controller? = Controller()
    let appID = ObjectIdentifier(appController!)
    _ = appTable.provideHeaderHeight(with: appController!) { _, _ in 44 }
    appController = nil
    appTable.ownerDeallocated(appID)
    #expect(appTable.told == [.headerHeight])
    #expect(appTable.headerHeight(section: 0) == 50)
  }

  @Test("is no longer claimed even when the list dropped the closure before the owner's news")
  func droppedBeforeTheNews() {
    let table = ModelTable()
    var controller: Controller? = Controller()
    let id = ObjectIdentifier(controller!)
    _ = table.provideHeaderHeight(with: controller!) { _, _ in 44 }
    controller = nil
    // UIKit asks in the moment between the owner's deallocation and the news of it (an owner
    // released on another thread): the list walks past the closure and drops it.
    #expect(table.headerHeight(section: 0) == 28)
    #expect(table.told == [.headerHeight])
    table.ownerDeallocated(id)
    table.momentPasses()
    #expect(table.told.isEmpty)
  }

  @Test("is no longer claimed when the last other closure goes before the owner's news")
  func otherRemovalBeforeTheNews() {
    let table = ModelTable()
    var controller: Controller? = Controller()
    let id = ObjectIdentifier(controller!)
    let removePlain = table.provideHeaderHeight { _, _ in 30 }
    _ = table.provideHeaderHeight(with: controller!) { _, _ in 44 }
    controller = nil
    // The news of the owner's deallocation has not come yet (another thread released it); the
    // list still holds its closure, which no longer counts.
    removePlain()
    #expect(table.headerHeight(section: 0) == 28)
    table.momentPasses()
    #expect(table.told.isEmpty)
    table.ownerDeallocated(id)
    table.momentPasses()
    #expect(table.told.isEmpty)
  }

  @Test("its token, removed after the owner died, changes nothing")
  func lateTokenRemoval() {
    let table = ModelTable()
    var controller: Controller? = Controller()
    let id = ObjectIdentifier(controller!)
    let remove = table.provideHeaderHeight(with: controller!) { _, _ in 44 }
    _ = table.provideHeaderHeight { _, _ in 30 }
    controller = nil
    table.ownerDeallocated(id)
    let refreshes = table.refreshes
    remove()
    remove()
    #expect(table.refreshes == refreshes)
    #expect(table.told == [.headerHeight])
    #expect(table.headerHeight(section: 0) == 30)
  }
}
