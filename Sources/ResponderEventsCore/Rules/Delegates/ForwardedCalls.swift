/// The delegate calls a proxy is passing on to the app's delegate, so that one that comes back
/// round a loop is recognised the first time it comes back.
///
/// A proxy that passes a call on to an object that passes it back (a wrapper that saved
/// `view.delegate`, which was the proxy, and set itself: IQKeyboardReturnKeyHandler does; a
/// splitter built around `view.delegate`) would call it forever. `DelegatePlacement` keeps that
/// arrangement from forming whenever it can see it; this is how a proxy finds one it could not
/// see.
///
/// A call is nested legitimately too: a delegate that scrolls inside `scrollViewDidScroll(_:)`
/// makes UIKit call it again before the first call returns. So each call passed on carries a
/// token: its view, its arguments and, for a scroll view, where it is scrolled. A call whose
/// token is the one of a call being passed on now is that call coming back (UIKit never calls a
/// delegate again, inside a call, with the same arguments and nothing changed); a nested call
/// of UIKit's differs in its arguments or its scroll position. The proxy answers the call that
/// came back without running its closures again: the placement is repaired as it is recognised
/// (``LoopRoute/loopFound()``), then the call is passed on behind the object that sent it back
/// (``LoopRoute/passOnBehind(_:)``). Only the first call
/// to come back with a frame's token is that: a later one inside the same call (a wrapper that
/// calls what it saved twice, UIKit nesting the same call after or behind it, a splitter's other
/// target doing so) finds the loop repaired already, or being passed on behind, and taken for it
/// again would be passed on behind a forwardee the repair forgot. It runs no closure either, and
/// goes where the proxy forwards now, as any call, under the depth limit
/// (``Arrival/again``). Where the object it passes calls on to was the view's delegate before
/// the proxy existed, so that it cannot have saved the proxy to call back, a call with the same
/// token is UIKit's nesting after all (a text field's `textFieldDidChangeSelection(_:)` while
/// the app sets the same text): it is passed on as any other, and nothing is repaired; unless a
/// call with that token came back already, when it is ``Arrival/again`` all the same.
///
/// A loop whose calls differ each time round cannot be told from nesting, and a call that
/// comes back again after being passed on behind has nowhere left to go: ``maximumDepth`` stops
/// both.
///
/// Generic over the token so that a token is kept as it is: one in an `AnyHashable` larger than
/// its inline buffer (the UIKit layer's carries a scroll position) would be one heap allocation
/// on every call UIKit makes.
@MainActor
package final class ForwardedCalls<Token: Hashable> {
  /// How many times one method may be passed on inside itself before it is stopped.
  package static var maximumDepth: Int { 16 }

  /// What a call is, told by the calls being passed on now (``arrival(_:_:through:)``): `new`
  /// when no call with its token is, or when it can only be UIKit's nesting, and its closures
  /// run; `cameBack`, the first to come back with the token of one that is, sent back round a
  /// loop; `again`, a later one with the token of one that came back already, with nothing to
  /// repair again.
  package enum Arrival { case new, cameBack, again }

  /// A call being passed on.
  private struct Frame {
    let key: ObjectIdentifier
    let token: Token
    /// Whether a call with this token came back while this one was passed on, or this one is
    /// such a call, or a later one: a call with its token is ``Arrival/again`` from then on.
    var cameBack: Bool
  }

  /// The calls being passed on now, the outermost first.
  private var frames: [Frame] = []

  package nonisolated init() {}

  /// What the call `token` of the method `key` is; the first that comes back, through an
  /// object that may send calls back (`loop`'s ``LoopRoute/forwardeeMayLoop``), is recorded as
  /// such, and `loop` repairs the loop at once (``LoopRoute/loopFound()``), whatever then
  /// happens to the call (the depth limit may stop it): left unrepaired, the loop would send
  /// every later call round.
  package func arrival(
    _ key: ObjectIdentifier, _ token: Token, through loop: any LoopRoute
  ) -> Arrival {
    let index = frames.lastIndex { $0.key == key && $0.token == token }
    guard let index, !frames[index].cameBack else { return index == nil ? .new : .again }
    frames[index].cameBack = loop.forwardeeMayLoop
    guard frames[index].cameBack else { return .new }
    loop.loopFound()
    return .cameBack
  }

  /// Runs `body`, which passes the call `token` of the method `key` on: for a call that came back,
  /// behind the object that sent it back (``LoopRoute/passOnBehind(_:)``); unless that method is
  /// being passed on ``maximumDepth`` times already, when it tells `loop` instead.
  package func pass(
    _ key: ObjectIdentifier, _ token: Token, as arrival: Arrival, _ body: () -> Void,
    through loop: any LoopRoute
  ) {
    let depth = frames.reduce(0) { $0 + ($1.key == key ? 1 : 0) }
    // Reported, never repaired: this may be nesting as deep (a delegate that scrolls inside its
    // own scrollViewDidScroll(_:)), and taking the app's delegate for a wrapper would put it in
    // front of the proxy, whose closures would then never run. (A call recognised by its token
    // as one that came back was repaired as it arrived.)
    guard depth < Self.maximumDepth else { return loop.loopStopped() }
    frames.append(Frame(key: key, token: token, cameBack: arrival != .new))
    if arrival == .new { body() } else { loop.passOnBehind(body) }
    frames.removeLast()
  }
}

/// What a proxy does with a call that came back round a loop (see ``ForwardedCalls``).
///
/// The proxy itself: a protocol rather than closures, so that guarding a call allocates
/// nothing for it.
@MainActor
package protocol LoopRoute: AnyObject {
  /// Puts the object that sent the first call back in front of the proxy, which forwards again
  /// to what it forwarded to before that object (`DelegatePlacement.loopFound(on:)`).
  func loopFound()
  /// Runs `body`, which passes a call that came back on: to what the object that sent it back
  /// meant to call, where the repair left the proxy forwarding, or behind that object again
  /// where it stays behind another library's proxy (`DelegatePlacement.passOnBehind(_:on:)`); a
  /// later call with the same token (`again`) goes where the proxy forwards now.
  func passOnBehind(_ body: () -> Void)
  /// The depth limit stopped a call going round (a loop whose calls differ each time, one that
  /// came back again after being passed on behind, or nesting that deep): reported only.
  func loopStopped()
  /// Whether the object the proxy passes calls on to may be one that sends them back: not the
  /// object that was the view's delegate before the proxy (`DelegatePlacement.mayLoop(through:)`).
  /// Where it may not, only the depth limit stops a loop.
  var forwardeeMayLoop: Bool { get }
}

extension CallbackList {
  /// This list's closures, with the calls passed on to the app's delegate (the fallbacks)
  /// guarded by `calls`.
  ///
  /// - Parameters:
  ///   - calls: The proxy's calls being passed on.
  ///   - key: Identifies the delegate method; by default, this list (one list per method).
  ///   - token: Identifies this call of it (see ``ForwardedCalls``).
  ///   - loop: What to do when this call is one being passed on that came back, or when the
  ///     depth limit stops a call going round.
  package func guarded<Token>(
    by calls: ForwardedCalls<Token>, key: ObjectIdentifier? = nil, token: Token, loop: any LoopRoute
  ) -> GuardedCallbackList<Callback, Token> {
    let key = key ?? ObjectIdentifier(self)
    // The closures ran already for a call with the token of one that came back: it runs none.
    let arrival = calls.arrival(key, token, through: loop)
    return GuardedCallbackList(
      list: arrival == .new ? self : CallbackList(), calls: calls, key: key, token: token,
      loop: loop, arrival: arrival)
  }
}

/// A ``CallbackList`` whose fallbacks (the app's delegate) are passed on through
/// ``ForwardedCalls``.
///
/// What passes a call on is kept in fields rather than in a closure, which would be one heap
/// allocation on every call UIKit makes.
@MainActor
package struct GuardedCallbackList<Callback, Token: Hashable> {
  let list: CallbackList<Callback>
  let calls: ForwardedCalls<Token>
  let key: ObjectIdentifier
  let token: Token
  let loop: any LoopRoute
  /// What this call is (``ForwardedCalls/Arrival``).
  let arrival: ForwardedCalls<Token>.Arrival

  /// ``CallbackList/allAgree(_:then:)``; a call stopped going round agrees.
  package func allAgree(_ ask: (Callback) -> Bool, then fallback: () -> Bool) -> Bool {
    list.allAgree(ask, then: { pass(fallback) ?? true })
  }

  /// ``CallbackList/newestAnswer(_:else:default:)``; a call stopped going round gets
  /// `defaultValue`.
  package func newestAnswer<Answer>(
    _ ask: (Callback) -> Answer, else fallback: () -> Answer?, default defaultValue: () -> Answer
  ) -> Answer {
    list.newestAnswer(ask, else: { pass(fallback) ?? nil }, default: defaultValue)
  }

  /// ``CallbackList/notifyAll(_:then:)``; a call stopped going round is not passed on.
  package func notifyAll(_ run: (Callback) -> Void, then fallback: () -> Void) {
    list.notifyAll(run, then: { _ = pass(fallback) })
  }

  /// Passes the call on, or does not (the depth limit): the first call that came back goes on
  /// behind the object that sent it back, under the depth limit too, since what is behind may
  /// send it round again (another library's proxy that adopted this one) and nothing else would
  /// stop it; any other call goes where the proxy forwards now.
  private func pass<Result>(_ forward: () -> Result) -> Result? {
    var result: Result?
    calls.pass(key, token, as: arrival, { result = forward() }, through: loop)
    return result
  }
}
