import ResponderEventsCore
import Testing

private typealias World = DelegatePropertyWorld
private typealias Operation = DelegatePropertyWorld.Operation

/// The model of real apps around one delegate property.
///
/// What the model leaves out, each for a reason:
/// - `rx.setDelegate` after this library's proxy is installed: RxCocoa asserts against it
///   itself (its proxy must forward to nobody then), and the docs ask for the other order.
/// - The app setting the property while what `rx.setDelegate` returned lives: RxCocoa's own
///   next use then adopts what was set, and disposing asserts, with or without this library.
/// - Anything after disposing what `rx.setDelegate` returned once this library's proxy went in
///   front of RxCocoa's (``DelegatePlacement/Note/behindForwardingProxy``, reported before):
///   the disposal asserts if RxCocoa was used in between, and otherwise leaves UIKit's answers
///   stale until the first call nobody can serve (RxCocoa's `reset()` asks UIKit again only
///   when its proxy is in front). The disposal itself is checked for everything else.
/// - An app's delegate dying behind RxCocoa's proxy: RxCocoa's own stale claim when RxCocoa's
///   proxy is in front (RxSwift issue 2428); when this library's proxy is in front, the UIKit
///   layer asks UIKit again after the first call nobody can serve, which no Linux model shows.
/// - A splitter built around RxCocoa's proxy: RxCocoa then loops on its own at its next use.
/// - A hand-written splitter (it calls its targets directly and does not pass `responds(to:)`
///   on) built around the proxy is in the model, but UIKit's first calls after it is set go
///   round it once before the proxy finds the loop and puts the splitter in front; those calls
///   are made in the same operation and not checked, and the sequence goes on from there.
/// - A wrapper behind the proxy dying without putting back what it saved: the operations
///   deallocate only the object in front, or an opaque wrapper adopted before its first call
///   that puts the proxy back from its `deinit`. One that puts nothing back takes the app's
///   delegate behind it out of the calls, as it would without this library (documented).
/// - The app putting back the proxy it read after its own `nil` (`appSetsWhatItReads`): it
///   cannot be told from one read before (`appClearsAndRestores`), and brings back what the
///   `nil` ended (documented). Nor a splitter or wrapper read in front of the proxy and put
///   back: the proxy cannot tell it from one built after the `nil`, and forwards to nobody
///   behind it (documented). Nor the proxy put back while it forwards to an opaque wrapper it
///   adopted unseen: what the wrapper wrapped, forgotten at the `nil`, is lost (documented).
/// - A delegate that makes UIKit call it again inside its own method: UIKit's nesting is
///   `ForwardedCallsTests`' to show.
/// - A front deallocated off the main thread, which the proxy hears of on the main queue's
///   next turn: the model's deaths are heard of inside the deallocation, as on the main thread.
///   RxCocoa's proxy used in between adopts the empty property, is gone in front of inside its
///   setter, and asserts; the app's delegate behind the dead front is lost (documented).
///
/// Whether an object passes calls on to the proxy is asked as the UIKit layer asks it: a
/// `responds(to:)` question that each model object passes on, or not, as the real one does
/// (`answersLookup()`).
@Suite("Where a delegate proxy sits beside other proxies, splitters and the app's delegates")
@MainActor
struct DelegatePlacementModelTests {
  /// Every sequence of five operations or fewer, each checked after its last step (so
  /// every state a longer sequence passes through is checked as a shorter one).
  ///
  /// Four steps are the fewest that reach the two known failures: the app's delegate, another
  /// library's proxy, the closure, the other proxy's next use (two proxies forwarding to each
  /// other) and the app's delegate, another proxy in front, the closure, one more closure (a
  /// refresh pushing the other proxy out). Five add one change of any kind after each.
  @Test("every sequence of five operations: no cycle, each receiver called exactly once")
  func exhaustiveSequences() async {
    let (failures, checked) = await searchSequences(
      extending: [[]], to: 5, name: "DelegatePlacementModelTests.exhaustiveSequences")
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    // Most sequences can happen; a vacuous run would check almost none.
    #expect(checked > 100_000)
  }

  /// The object in front dying, deeper than five operations reach: from a splitter or wrapper
  /// in front of the proxy, its death (or a wrapper's that puts what it saved back from its
  /// `deinit`), and any four operations after it.
  @Test(
    "the front's death: every four operations after it, each receiver once",
    arguments: [
      [.appSets0, .addSelect, .splitterWrap, .frontSplitterDies],
      [.appSets0, .addSelect, .staticSplitterWrap, .frontSplitterDies],
      [.appSets0, .addSelect, .opaqueWrap, .frontSplitterDies],
      [.appSets0, .addSelect, .opaqueWrap, .wrapperDiesRestoring],
    ] as [[Operation]])
  func frontDeaths(dyingAfter setup: [DelegatePropertyWorld.Operation]) async {
    let (failures, checked) = await searchSequences(
      extending: [setup], to: setup.count + 4, name: "DelegatePlacementModelTests.frontDeaths")
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    #expect(checked > 10_000)
  }
  @Test("an opaque wrapper around the proxy, adopted by RxCocoa's before its first call: all once")
  func rxAdoptsOpaqueWrapperBeforeFirstCall() {
    let world = World()
    // IQKeyboardReturnKeyHandler wraps a text field's delegate, the proxy, in `viewDidLoad`;
    // the proxy cannot see that the wrapper calls it, adopts it and goes back in front; `rx`
    // used next adopts the proxy. Nothing calls the delegate until editing begins.
    for operation: Operation in [
      .appSets0, .addSelect, .opaqueWrapBeforeFirstCall, .rxObservesSelect,
    ] {
      #expect(world.perform(operation))
    }
    #expect(world.front === world.rx)
    #expect(world.rx.forwardee === world.proxy)
    #expect(world.notes.isEmpty)
    // The first call goes round the wrapper back to the proxy, which runs no closure twice and
    // passes it on behind the wrapper; the wrapper cannot go in front of RxCocoa's proxy, so it
    // stays behind this one, and every later call goes the same way.
    for call in 1...2 {
      for method in World.Method.allCases {
        let (received, expected) = world.deliver(method)
        #expect(received == expected, "call \(call) of \(method)")
      }
      #expect(world.deliver(.select).received["opaque wrapper"] == 1)
      #expect(world.deliver(.select).received["closure 1"] == 1)
      #expect(world.deliver(.select).received["app delegate 1"] == 1)
      #expect(world.deliver(.select).received["RxCocoa's proxy"] == 1)
    }
    #expect(world.cycles.isEmpty)
    #expect(world.rxAssertions.isEmpty)
    #expect(world.notes == [.loopFound])
    #expect(world.cache == world.property?.claimedByFront)
    // RxCocoa used again, a closure added: the wrapper stays where it is, the app's delegate
    // keeps its calls.
    #expect(world.perform(.rxObservesScroll))
    #expect(world.perform(.addScroll))
    #expect(world.notes == [.loopFound])
    for method in World.Method.allCases {
      let (received, expected) = world.deliver(method)
      #expect(received == expected, "\(method) after rx and a closure")
    }
  }

  @Test(
    "RxCocoa's proxy in front, a closure, RxCocoa used again: no cycle, the app keeps its calls")
  func foreignProxyReadoptsTheProxy() {
    let world = World.after([.appSets0, .rxObservesScroll, .addSelect, .rxObservesSelect])
    #expect(world.front === world.rx)
    // RxCocoa's proxy adopted the app's delegate, as after `rx.setDelegate`: the proxy cannot
    // tell which, and warns of the assertion a disposal would meet.
    #expect(world.notes == [.behindForwardingProxy, .cycleBroken(forwardeeLost: false)])
    let (received, _) = world.deliver(.select)
    #expect(received["app delegate 1"] == 1)
    #expect(received["RxCocoa's proxy"] == 1)
    #expect(received["closure 1"] == 1)
    #expect(world.cycles.isEmpty)
  }

  @Test(
    "rx.setDelegate, a closure, rx used again, disposal: RxCocoa asserts, reported at the closure")
  func rxSetDelegateThenClosureThenRxThenDisposal() {
    let world = World()
    #expect(world.perform(.rxSetDelegate0))
    #expect(world.perform(.addSelect))
    // The proxy went in front of RxCocoa's, which forwards to the app's delegate: reported now,
    // the first moment the proxy can see it.
    #expect(world.notes == [.behindForwardingProxy])
    // RxCocoa's `proxy(for:)` adopts the proxy, replacing the delegate `rx.setDelegate` set.
    // Its own asserts right after its setter pass: the proxy changes nothing inside it.
    #expect(world.perform(.rxObservesScroll))
    #expect(world.rxAssertions.isEmpty)
    #expect(world.rx.forwardee === world.proxy)
    #expect(world.deliver(.select).received["app delegate 1"] == 1)
    // Disposing then fails RxCocoa's check in `installForwardDelegate`'s disposable. Nothing
    // in the proxy's reach could avoid it: RxCocoa's forwardee is the app's delegate again
    // only with the proxy out of the way, and then no closure runs.
    #expect(world.perform(.rxDisposeSetDelegate))
    #expect(world.rxAssertions.count == 1)
    #expect(
      world.rxAssertions.first?.hasPrefix("Delegate was changed from time it was first set") == true
    )
  }

  @Test("the delegate set directly, closures and rx in any order: nothing asserts, all keep calls")
  func delegateSetDirectlyBesideRx() {
    let orders: [[Operation]] = [
      [.appSets0, .addSelect, .rxObservesScroll, .rxObservesSelect, .addScroll],
      [.addSelect, .appSets0, .rxObservesSelect, .addScroll, .rxObservesScroll],
      [.rxObservesScroll, .addSelect, .appSets0, .rxObservesSelect, .addScroll],
    ]
    // The delegate, then rx, then the first closure works as well, but RxCocoa's proxy then
    // forwards to the delegate as after `rx.setDelegate`, so the proxy warns of the assertion
    // (`foreignProxyReadoptsTheProxy`).
    for order in orders {
      let world = World()
      for operation in order { #expect(world.perform(operation)) }
      #expect(world.rxAssertions.isEmpty)
      #expect(!world.notes.contains(.behindForwardingProxy))
      #expect(world.front === world.rx)
      let (received, expected) = world.deliver(.select)
      #expect(received == expected)
      #expect(received["app delegate 1"] == 1)
      #expect(received["RxCocoa's proxy"] == 1)
      #expect(received["closure 1"] == 1)
      #expect(world.deliver(.scroll).received["closure 2"] == 1)
    }
  }

  @Test("a wrapper in front stays there when a closure is added or the app's delegate dies")
  func refreshKeepsTheWrapperInFront() {
    let world = World.after([.appSets0, .addSelect, .rxObservesScroll])
    #expect(world.front === world.rx)
    #expect(world.perform(.addScroll))
    #expect(world.front === world.rx)
    #expect(world.perform(.removeSelect))
    #expect(world.front === world.rx)
    let (received, _) = world.deliver(.scroll)
    #expect(received["RxCocoa's proxy"] == 1)
    #expect(received["closure 2"] == 1)
  }

  @Test("a diffable data source is never moved out of the property")
  func diffableDataSourceStays() {
    let world = World()
    #expect(world.perform(.appSetsDiffable))
    #expect(world.perform(.addSelect))
    #expect(world.front === world.diffable)
    #expect(world.placement?.position == .steppedAside)
    #expect(world.notes == [.steppedAside])
    #expect(world.perform(.removeSelect))
    #expect(world.front === world.diffable)
    // The app replacing it with its own data source brings the proxy back.
    #expect(world.perform(.addSelect))
    #expect(world.perform(.appSets0))
    #expect(world.placement?.position.isServing == true)
    #expect(world.deliver(.select).received["closure 2"] == 1)
  }

  @Test(
    "an opaque wrapper around the proxy is found by its first call, which reaches everyone once")
  func opaqueWrapperAroundTheProxy() {
    let world = World.after([.appSets0, .addSelect, .opaqueWrap])
    // IQKeyboardReturnKeyHandler's shape: the wrapper saved the proxy and set itself; the
    // proxy, which cannot see that, adopted it and went back in front. UIKit's first call came
    // back to the proxy at once, ran no closure twice, and went on behind the wrapper.
    #expect(world.cycles.isEmpty)
    #expect(world.notes == [.loopFound])
    #expect(world.front === world.opaqueWrapper)
    let (received, _) = world.deliver(.select)
    #expect(received["opaque wrapper"] == 1)
    #expect(received["closure 1"] == 1)
    #expect(received["app delegate 1"] == 1)
    // The wrapper dies: the view gets the proxy back, still forwarding to the app's delegate.
    #expect(world.perform(.frontSplitterDies))
    #expect(world.front === world.proxy)
    #expect(world.deliver(.select).received["app delegate 1"] == 1)
  }

  @Test("a wrapper adopted before its first call, putting back the proxy from its deinit")
  func wrapperRestoringBeforeItsFirstCall() {
    // IQKeyboardReturnKeyHandler wraps the text field's delegate, the proxy, and is released
    // before editing begins: the proxy adopted it unseen, and gets itself back from its
    // `deinit`. The app's delegate, which the proxy forwarded to before, keeps its calls.
    let world = World()
    for operation: Operation in [
      .appSets0, .addSelect, .opaqueWrapBeforeFirstCall, .wrapperDiesRestoring,
    ] {
      #expect(world.perform(operation))
    }
    #expect(world.front === world.proxy)
    #expect(world.proxy?.forwardee === world.appDelegates[0])
    #expect(world.cache == world.property?.claimedByFront)
    #expect(world.deliver(.header).received["app delegate 1"] == 1)
    #expect(world.deliver(.select).received["closure 1"] == 1)
  }

  @Test("the app's delegate adopted on install is never taken for a wrapper")
  func installedDelegateIsNoWrapper() {
    let world = World()
    #expect(world.perform(.appSets0))
    #expect(world.perform(.addSelect))
    let (received, _) = world.deliver(.select)
    #expect(received["closure 1"] == 1)
    #expect(received["app delegate 1"] == 1)
    // Asked to repair a loop through the app's own delegate (the depth limit never asks, but
    // a call could come back through it), the placement moves nothing: the delegate was there
    // before the proxy, so it cannot wrap it.
    world.loopFound()
    #expect(world.front === world.proxy)
    #expect(world.notes.isEmpty)
    #expect(world.deliver(.select).received["app delegate 1"] == 1)
    // A call UIKit nests in it with nothing changed is no loop either; one the app sets later
    // may be a wrapper.
    #expect(world.proxy?.forwardeeMayLoop == false)
    #expect(world.perform(.appSets1))
    #expect(world.proxy?.forwardeeMayLoop == true)
  }

  @Test(
    "a splitter around the proxy that dies gives the view back to the proxy and the app's delegate")
  func deadSplitterGivesBackTheAppsDelegate() {
    let world = World.after([.appSets0, .addSelect, .staticSplitterWrap, .frontSplitterDies])
    #expect(world.front === world.proxy)
    let (received, _) = world.deliver(.select)
    #expect(received["closure 1"] == 1)
    #expect(received["app delegate 1"] == 1)
  }

  @Test("a proxy cut out behind the property's back goes back in front at its next refresh")
  func cutOutProxyComesBack() {
    let world = World.after([.addSelect, .rxObservesScroll])
    // `rx.setDelegate` in a release build, where RxCocoa does not assert: its proxy now
    // forwards to the app's delegate, and nothing in front reaches this library's proxy.
    world.rx.forwardee = world.appDelegates[0]
    #expect(world.deliver(.select).received["closure 1"] == 0)
    #expect(world.perform(.addScroll))
    #expect(world.notes == [.cutOut, .behindForwardingProxy])
    let (received, _) = world.deliver(.select)
    #expect(received["closure 1"] == 1)
    #expect(received["app delegate 1"] == 1)
    #expect(world.deliver(.scroll).received["closure 2"] == 1)
  }

  @Test("a hand-written splitter around the proxy is found by its first call, then sits in front")
  func staticSplitterAroundTheProxy() {
    let world = World.after([.appSets0, .addSelect, .staticSplitterWrap])
    // The proxy could not see that the splitter calls it, adopted it and went in front; the
    // first call came back to it once, reached everyone once (checked in the operation), and
    // the proxy put the splitter back in front before that call returned.
    #expect(world.cycles.isEmpty)
    #expect(world.notes == [.loopFound])
    #expect(world.front === world.staticSplitter)
    func everyoneOnce() -> Bool {
      World.Method.allCases.allSatisfy { method in
        world.deliveries(of: method).allSatisfy { $0.received == $0.expected }
      }
    }
    #expect(everyoneOnce())
    #expect(
      world.deliveries(of: .select).contains {
        $0.name() == "splitter's other target" && $0.received == 1
      })
    // A refresh later (a closure for a method nobody claimed yet) keeps the splitter in front.
    #expect(world.perform(.addScroll))
    #expect(world.front === world.staticSplitter)
    #expect(everyoneOnce())
    // RxCocoa's proxy adopting the splitter is seen to reach the proxy through it.
    #expect(world.perform(.rxObservesScroll))
    #expect(world.front === world.rx)
    #expect(everyoneOnce())
    #expect(world.notes == [.loopFound])
  }
}
