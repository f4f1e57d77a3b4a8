import ResponderEventsCore
import ResponderEventsTesting
import Testing

private enum Method: Hashable, CaseIterable {
  /// Managed: the proxy implements it and turns it into closures (`didSelectRow`).
  case select
  /// Managed, too (`heightForRow`).
  case height
  /// Not managed: only the app's delegate implements it (`viewForHeaderInSection`).
  case header
  /// Managed, and one whose claim alone changes the view: UIKit offers swipe-to-delete once
  /// the data source implements `tableView(_:commit:forRowAt:)`.
  case commit
  /// Managed (`textField(_:shouldChangeCharactersIn:replacementString:)`), with a variant.
  case change
  /// iOS 26's variant of `change`, which UIKit calls in its place when the delegate has it
  /// (`textField(_:shouldChangeCharactersInRanges:replacementString:)`).
  case changeInRanges
}

private let managed: Set<Method> = [.select, .height, .commit]

@Suite("What a delegate proxy claims, and when UIKit is asked again", .collectingDiagnostics)
struct DelegateClaimsTests {
  @Test("a managed method is claimed only with a closure or an app delegate implementing it")
  func managedMethods() {
    var claims = DelegateClaims(managed: managed)
    #expect(!claims.claims(.select, proxyImplements: true, forwardeeResponds: false))
    #expect(claims.claims(.select, proxyImplements: true, forwardeeResponds: true))
    _ = claims.closuresChanged(
      for: .select, hasClosures: true, forwardeeResponds: false, hasUncommittedUpdates: false)
    #expect(claims.claims(.select, proxyImplements: true, forwardeeResponds: false))
    #expect(!claims.claims(.height, proxyImplements: true, forwardeeResponds: false))
  }

  @Test("a method whose claim turns a feature on is claimed only while a closure or the app has it")
  func featureSwitchingMethods() {
    var claims = DelegateClaims(managed: managed)
    // The proxy implements `commit`, but that is no reason to claim it.
    #expect(!claims.claims(.commit, proxyImplements: true, forwardeeResponds: false))
    #expect(
      claims.closuresChanged(
        for: .commit, hasClosures: true, forwardeeResponds: false, hasUncommittedUpdates: false)
        == .now)
    #expect(claims.claims(.commit, proxyImplements: true, forwardeeResponds: false))
    #expect(
      claims.closuresChanged(
        for: .commit, hasClosures: false, forwardeeResponds: false, hasUncommittedUpdates: false)
        == .afterUncommittedUpdates)
    #expect(claims.retry(hasUncommittedUpdates: false) == .now)
    #expect(!claims.claims(.commit, proxyImplements: true, forwardeeResponds: false))
    // The app's data source implementing it keeps the claim, closures or not.
    #expect(claims.claims(.commit, proxyImplements: true, forwardeeResponds: true))
    _ = claims.closuresChanged(
      for: .commit, hasClosures: true, forwardeeResponds: true, hasUncommittedUpdates: false)
    #expect(
      claims.closuresChanged(
        for: .commit, hasClosures: false, forwardeeResponds: true, hasUncommittedUpdates: false)
        == .none)
    #expect(claims.claims(.commit, proxyImplements: true, forwardeeResponds: true))
  }

  @Test("any other method is claimed when the proxy or the app's delegate implements it")
  func otherMethods() {
    let claims = DelegateClaims(managed: managed)
    #expect(!claims.claims(.header, proxyImplements: false, forwardeeResponds: false))
    #expect(claims.claims(.header, proxyImplements: true, forwardeeResponds: false))
    #expect(claims.claims(.header, proxyImplements: false, forwardeeResponds: true))
  }

  @Test("a variant UIKit calls in place of a managed method is never claimed; the method is")
  func variantsOfManagedMethods() {
    var claims = DelegateClaims(
      managed: managed.union([.change]), variants: [.change: .changeInRanges, .header: .select])
    // Claimed, the variant would take UIKit's calls from the closures; its method, claimed for
    // an app's delegate that has either, passes each call on to whichever it has.
    for proxyImplements in [false, true] {
      #expect(
        !claims.claims(.changeInRanges, proxyImplements: proxyImplements, forwardeeResponds: true))
    }
    #expect(claims.claims(.change, proxyImplements: true, forwardeeResponds: true))
    _ = claims.closuresChanged(
      for: .change, hasClosures: true, forwardeeResponds: false, hasUncommittedUpdates: false)
    #expect(!claims.claims(.changeInRanges, proxyImplements: false, forwardeeResponds: true))
    #expect(claims.claims(.change, proxyImplements: true, forwardeeResponds: false))
    // Only the variants of managed methods count: `header` is not managed here.
    #expect(claims.variants == [.change: .changeInRanges])
    #expect(claims.claims(.select, proxyImplements: true, forwardeeResponds: true))
  }

  @Test("the first closure and the last removal refresh, unless the app's delegate keeps the claim")
  func closureChanges() {
    var claims = DelegateClaims(managed: managed)
    #expect(
      claims.closuresChanged(
        for: .select, hasClosures: true, forwardeeResponds: false, hasUncommittedUpdates: false)
        == .now)
    #expect(
      claims.closuresChanged(
        for: .select, hasClosures: true, forwardeeResponds: false, hasUncommittedUpdates: false)
        == .none)
    #expect(
      claims.closuresChanged(
        for: .height, hasClosures: true, forwardeeResponds: true, hasUncommittedUpdates: false)
        == .none)
    // The removal's refresh, a moment later (`removalWaits`).
    #expect(
      claims.closuresChanged(
        for: .select, hasClosures: false, forwardeeResponds: false, hasUncommittedUpdates: false)
        == .afterUncommittedUpdates)
    #expect(claims.retry(hasUncommittedUpdates: false) == .now)
    #expect(
      claims.closuresChanged(
        for: .header, hasClosures: true, forwardeeResponds: false, hasUncommittedUpdates: false)
        == .none)
  }

  @Test("closure changes during the user's reordering wait for it, and one retry serves them all")
  func uncommittedUpdates() {
    var claims = DelegateClaims(managed: managed)
    #expect(
      claims.closuresChanged(
        for: .select, hasClosures: true, forwardeeResponds: false, hasUncommittedUpdates: true)
        == .afterUncommittedUpdates)
    #expect(
      claims.closuresChanged(
        for: .height, hasClosures: true, forwardeeResponds: false, hasUncommittedUpdates: true)
        == .none)
    #expect(claims.isRefreshPending)
    #expect(claims.retry(hasUncommittedUpdates: true) == .afterUncommittedUpdates)
    #expect(claims.retry(hasUncommittedUpdates: false) == .now)
    #expect(claims.retry(hasUncommittedUpdates: false) == .none)
  }

  @Test("the last closure's removal refreshes a moment later, never inside the removing call")
  func removalWaits() {
    var claims = DelegateClaims(managed: managed)
    _ = claims.closuresChanged(
      for: .commit, hasClosures: true, forwardeeResponds: false, hasUncommittedUpdates: false)
    // A closure that removes its own token once it ran (`onCommitEditing` once the last row
    // is deleted, inside UIKit's `tableView(_:commit:forRowAt:)` or a `performBatchUpdates`
    // block): setting the data source to nil and back there resets what the table knows of
    // its rows in the middle of the update.
    #expect(
      claims.closuresChanged(
        for: .commit, hasClosures: false, forwardeeResponds: false, hasUncommittedUpdates: false)
        == .afterUncommittedUpdates)
    // Not claimed from now on; until UIKit is told, the proxy answers as UIKit's default would.
    #expect(!claims.claims(.commit, proxyImplements: true, forwardeeResponds: false))
    // A second removal waits for the same retry.
    _ = claims.closuresChanged(
      for: .select, hasClosures: true, forwardeeResponds: false, hasUncommittedUpdates: false)
    #expect(
      claims.closuresChanged(
        for: .select, hasClosures: false, forwardeeResponds: false, hasUncommittedUpdates: false)
        == .afterUncommittedUpdates)
    #expect(claims.retry(hasUncommittedUpdates: false) == .now)
    #expect(claims.retry(hasUncommittedUpdates: false) == .none)
  }

  @Test("the app's delegate replaced or deallocated refreshes at once, even mid-reorder")
  func forwardeeChanges() {
    var claims = DelegateClaims(managed: managed)
    #expect(claims.forwardeeChanged() == .now)
    _ = claims.closuresChanged(
      for: .select, hasClosures: true, forwardeeResponds: false, hasUncommittedUpdates: true)
    #expect(claims.forwardeeChanged() == .now)
    #expect(!claims.isRefreshPending)
    #expect(claims.retry(hasUncommittedUpdates: false) == .none)
  }

  /// Every sequence of up to five steps, against a model of a view that caches its delegate's
  /// answers when the delegate is set, as UIKit does.
  @Test("no sequence leaves UIKit with a claim the proxy cannot serve")
  func neverClaimsWhatItCannotServe() {
    var sequences: [[Step]] = [[]]
    for _ in 0..<5 {
      sequences = sequences.flatMap { sequence in Step.all.map { sequence + [$0] } }
    }
    for sequence in sequences {
      let view = ModelDelegatingView()
      for step in sequence {
        view.perform(step)
        if let unserved = view.unservableClaim() {
          Issue.record("\(sequence): UIKit was left claiming \(unserved), which nobody serves")
          return
        }
        let refreshToCome = view.retryScheduled && view.claims.isRefreshPending
        if !refreshToCome, view.cachedClaims != view.currentClaims() {
          Issue.record("\(sequence): UIKit's answers are stale with no refresh to come")
          return
        }
      }
      #expect(
        view.refreshes <= sequence.count + 1, "\(sequence): refreshed \(view.refreshes) times")
    }
  }
}

/// One thing that can happen to a view, its proxy and the app's delegate.
private enum Step: Hashable, CustomStringConvertible {
  case addClosure(Method)
  case removeClosure(Method)
  case setAppDelegate(implementing: Set<Method>)
  case appDelegateDies
  /// The user starts reordering rows (the view has uncommitted updates).
  case beginReordering
  /// The reordering ends; a moment later, a scheduled retry runs.
  case endReordering
  /// A moment passes: a scheduled retry runs, the user still reordering or not.
  case momentPasses

  static let all: [Step] = [
    .addClosure(.select), .removeClosure(.select), .setAppDelegate(implementing: [.header]),
    .setAppDelegate(implementing: [.select, .header]), .appDelegateDies, .beginReordering,
    .endReordering, .momentPasses,
  ]

  var description: String {
    switch self {
    case .addClosure(let method): "add(\(method))"
    case .removeClosure(let method): "remove(\(method))"
    case .setAppDelegate(let methods): "set(\(methods.sorted { "\($0)" < "\($1)" }))"
    case .appDelegateDies: "dies"
    case .beginReordering: "begin"
    case .endReordering: "end"
    case .momentPasses: "moment"
    }
  }
}

/// A view with a proxy delegate, driven the way the UIKit layer drives `DelegateClaims`.
private final class ModelDelegatingView {
  var claims = DelegateClaims(managed: managed)
  /// The methods the app's delegate implements, while it is alive.
  var appDelegate: Set<Method>?
  var closureCounts: [Method: Int] = [:]
  /// What the view asked the proxy when it was last set as the delegate.
  var cachedClaims: Set<Method> = []
  var hasUncommittedUpdates = false
  var retryScheduled = false
  var refreshes = 0

  init() { refresh() }

  func perform(_ step: Step) {
    switch step {
    case .addClosure(let method):
      closureCounts[method, default: 0] += 1
      if closureCounts[method] == 1 { closuresChanged(method, hasClosures: true) }
    case .removeClosure(let method):
      guard let count = closureCounts[method], count > 0 else { return }
      closureCounts[method] = count - 1
      if count == 1 { closuresChanged(method, hasClosures: false) }
    case .setAppDelegate(let methods):
      appDelegate = methods
      apply(claims.forwardeeChanged())
    case .appDelegateDies:
      guard appDelegate != nil else { return }
      appDelegate = nil
      apply(claims.forwardeeChanged())
    case .beginReordering:
      hasUncommittedUpdates = true
    case .endReordering:
      hasUncommittedUpdates = false
      runScheduledRetry()
    case .momentPasses:
      runScheduledRetry()
    }
  }

  private func runScheduledRetry() {
    if retryScheduled {
      retryScheduled = false
      apply(claims.retry(hasUncommittedUpdates: hasUncommittedUpdates))
    }
  }

  /// A method the view would call on the proxy that neither it nor the app's delegate serves.
  func unservableClaim() -> Method? {
    cachedClaims.first { method in
      !managed.contains(method) && !(appDelegate?.contains(method) ?? false)
    }
  }

  private func closuresChanged(_ method: Method, hasClosures: Bool) {
    apply(
      claims.closuresChanged(
        for: method, hasClosures: hasClosures,
        forwardeeResponds: appDelegate?.contains(method) ?? false,
        hasUncommittedUpdates: hasUncommittedUpdates))
  }

  private func apply(_ refresh: DelegateClaims<Method>.Refresh) {
    switch refresh {
    case .none: break
    case .now: self.refresh()
    case .afterUncommittedUpdates: retryScheduled = true
    }
  }

  private func refresh() {
    refreshes += 1
    cachedClaims = currentClaims()
  }

  /// What the proxy claims now.
  func currentClaims() -> Set<Method> {
    Set(
      Method.allCases.filter { method in
        claims.claims(
          method, proxyImplements: false,
          forwardeeResponds: appDelegate?.contains(method) ?? false)
      })
  }
}
