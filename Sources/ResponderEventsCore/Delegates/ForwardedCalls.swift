/// The delegate calls a proxy is passing on, so that one coming back to it is not passed on
/// again.
///
/// A proxy that passes a call on to an object that passes it back (another library's proxy
/// that adopted this one while this one forwarded to it) would call it forever, until the stack
/// overflows. `DelegatePlacement` keeps that arrangement from forming whenever the property
/// changes; this is the guard for an arrangement it could not see (another library changing
/// what its proxy forwards to without touching the property). A call that comes back while it
/// is being passed on is not passed on again: the proxy's closures have run once, and the
/// caller gets the default answer.
@MainActor
package final class ForwardedCalls {
  private var inFlight: Set<ObjectIdentifier> = []

  package nonisolated init() {}

  /// Runs `body`, which passes a call on, unless the call with the same `key` (one per
  /// delegate method) is being passed on already; then calls `cycle` and returns `nil`.
  package func pass<Result>(
    _ key: ObjectIdentifier, _ body: () -> Result, cycle: () -> Void
  ) -> Result? {
    guard inFlight.insert(key).inserted else {
      cycle()
      return nil
    }
    defer { inFlight.remove(key) }
    return body()
  }
}

extension CallbackList {
  /// This list's closures, with calls passed on through `calls`: a call that comes back while
  /// it is passed on runs no closure twice and gets the default answer.
  package func guarded(
    by calls: ForwardedCalls, onCycle: @escaping () -> Void
  ) -> GuardedCallbackList<Callback> {
    GuardedCallbackList(list: self, calls: calls, onCycle: onCycle)
  }
}

/// A ``CallbackList`` whose fallbacks (the app's delegate) are passed on through
/// ``ForwardedCalls``.
@MainActor
package struct GuardedCallbackList<Callback> {
  let list: CallbackList<Callback>
  let calls: ForwardedCalls
  let onCycle: () -> Void

  private var key: ObjectIdentifier { ObjectIdentifier(list) }

  /// ``CallbackList/allAgree(_:then:)``; a call that comes back agrees.
  package func allAgree(_ ask: (Callback) -> Bool, then fallback: (() -> Bool)?) -> Bool {
    calls.pass(key, { list.allAgree(ask, then: fallback) }, cycle: onCycle) ?? true
  }

  /// ``CallbackList/newestAnswer(_:else:default:)``; a call that comes back gets `defaultValue`.
  package func newestAnswer<Answer>(
    _ ask: (Callback) -> Answer, else fallback: (() -> Answer)?,
    default defaultValue: () -> Answer
  ) -> Answer {
    calls.pass(
      key, { list.newestAnswer(ask, else: fallback, default: defaultValue) }, cycle: onCycle)
      ?? defaultValue()
  }

  /// ``CallbackList/notifyAll(_:then:)``; a call that comes back runs nothing.
  package func notifyAll(_ run: (Callback) -> Void, then fallback: (() -> Void)?) {
    _ = calls.pass(key, { list.notifyAll(run, then: fallback) }, cycle: onCycle)
  }
}
