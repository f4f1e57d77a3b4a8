/// The delegate calls a proxy is passing on to the app's delegate, so that one going round
/// between two proxies is stopped before the stack overflows.
///
/// A proxy that passes a call on to an object that passes it back (another library's proxy
/// that adopted this one while this one forwarded to it, a splitter built around
/// `view.delegate`) would call it forever. `DelegatePlacement` keeps that arrangement from
/// forming whenever it can see it; this is the guard for one it could not see (another library
/// changing what its proxy forwards to without touching the property, a splitter that calls its
/// targets directly).
///
/// A call is nested legitimately too: a closure or the app's delegate that scrolls inside
/// `scrollViewDidScroll(_:)` makes UIKit call it again before the first call returns. So the
/// guard counts how deep the same method is being passed on, and stops passing it on only past
/// ``maximumDepth``: legitimate nesting is a level or two deep, a loop is unbounded. The
/// closures themselves always run.
@MainActor
package final class ForwardedCalls {
  /// How many times one method may be passed on inside itself before it is taken for a loop.
  package static let maximumDepth = 16

  private var depths: [ObjectIdentifier: Int] = [:]

  package nonisolated init() {}

  /// Runs `body`, which passes a call on, unless the call with the same `key` (one per
  /// delegate method) is being passed on ``maximumDepth`` times already; then calls `cycle`
  /// and returns `nil`.
  package func pass<Result>(
    _ key: ObjectIdentifier, _ body: () -> Result, cycle: () -> Void
  ) -> Result? {
    let depth = depths[key, default: 0]
    guard depth < Self.maximumDepth else {
      cycle()
      return nil
    }
    depths[key] = depth + 1
    defer { depths[key] = depth == 0 ? nil : depth }
    return body()
  }
}

extension CallbackList {
  /// This list's closures, with the calls passed on to the app's delegate (the fallbacks)
  /// guarded by `calls`: a call going round between proxies stops being passed on.
  ///
  /// - Parameters:
  ///   - calls: The proxy's calls being passed on.
  ///   - key: Identifies the delegate method; by default, this list (one list per method).
  ///   - onCycle: Called when a call going round is stopped.
  package func guarded(
    by calls: ForwardedCalls, key: ObjectIdentifier? = nil, onCycle: @escaping () -> Void
  ) -> GuardedCallbackList<Callback> {
    GuardedCallbackList(
      list: self, calls: calls, key: key ?? ObjectIdentifier(self), onCycle: onCycle)
  }
}

/// A ``CallbackList`` whose fallbacks (the app's delegate) are passed on through
/// ``ForwardedCalls``.
@MainActor
package struct GuardedCallbackList<Callback> {
  let list: CallbackList<Callback>
  let calls: ForwardedCalls
  let key: ObjectIdentifier
  let onCycle: () -> Void

  /// ``CallbackList/allAgree(_:then:)``; a call going round agrees.
  package func allAgree(_ ask: (Callback) -> Bool, then fallback: (() -> Bool)?) -> Bool {
    list.allAgree(ask, then: fallback.map { forward in { pass(forward) ?? true } })
  }

  /// ``CallbackList/newestAnswer(_:else:default:)``; a call going round gets `defaultValue`.
  package func newestAnswer<Answer>(
    _ ask: (Callback) -> Answer, else fallback: (() -> Answer)?,
    default defaultValue: () -> Answer
  ) -> Answer {
    withoutActuallyEscaping(defaultValue) { defaultValue in
      list.newestAnswer(
        ask, else: fallback.map { forward in { pass(forward) ?? defaultValue() } },
        default: defaultValue)
    }
  }

  /// ``CallbackList/notifyAll(_:then:)``; a call going round is not passed on.
  package func notifyAll(_ run: (Callback) -> Void, then fallback: (() -> Void)?) {
    list.notifyAll(run, then: fallback.map { forward in { _ = pass(forward) } })
  }

  private func pass<Result>(_ forward: () -> Result) -> Result? {
    calls.pass(key, forward, cycle: onCycle)
  }
}
