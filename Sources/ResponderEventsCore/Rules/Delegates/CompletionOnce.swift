/// A completion handler that a delegate proxy answers a framework's call with, called exactly
/// once whatever the app's delegate does.
///
/// Some delegate methods hand the delegate a block to call with the answer (WebKit's
/// `decisionHandler` and `completionHandler`), and WebKit raises when one is released uncalled
/// ("Completion handler passed to … was not called"). A proxy that answered such a call with
/// zeros, as it answers a call it cannot pass on, would never call the block. So the proxy
/// passes the app's delegate this object's ``complete(_:)`` in the block's place, or, when no
/// delegate can answer, calls ``completeWithDefault()`` itself:
///
/// | What happens | What the framework's block gets |
/// |---|---|
/// | the delegate calls the handler | that answer, at once |
/// | the delegate calls it again | nothing more; reported (`completionHandlerMisused`) |
/// | the delegate releases it uncalled | the default, what the framework does without a delegate; reported |
/// | nobody can answer (no delegate, a call going round, a delegate being deallocated) | the default, at once |
@MainActor
package final class CompletionOnce<Value> {
  /// The framework's block with what it gets if nobody answers; `nil` once it was called.
  private var pending: Pending<Value>?
  /// Told of a second call.
  private let misused: (CompletionMisuse) -> Void

  /// A handler that calls `deliver` once, with `defaultValue` if nobody answers.
  package init(
    default defaultValue: Value, deliver: @escaping (Value) -> Void,
    misused: @escaping (CompletionMisuse) -> Void
  ) {
    self.pending = Pending(deliver: deliver, defaultValue: defaultValue, misused: misused)
    self.misused = misused
  }

  /// Calls the framework's block with `value`, the first time; reports later calls.
  package func complete(_ value: Value) {
    guard let pending = self.pending.moveOut() else {
      misused(.calledTwice)
      return
    }
    pending.deliver(value)
  }

  /// Calls the framework's block with the default, unless it was called.
  package func completeWithDefault() {
    if let pending { complete(pending.defaultValue) }
  }

  deinit {
    // Released uncalled: the app's delegate dropped the handler. The block still gets the
    // default, on the main actor, where it was to be called.
    guard let pending else { return }
    Task { @MainActor in
      pending.misused(.neverCalled)
      pending.deliver(pending.defaultValue)
    }
  }
}

/// How an app's delegate misused a ``CompletionOnce``.
package enum CompletionMisuse: Equatable, Sendable {
  /// It called the handler a second time; the call was ignored.
  case calledTwice
  /// It released the handler without calling it; the default was given.
  case neverCalled
}

/// What a ``CompletionOnce`` still owes the framework.
///
/// Unchecked: made and used on the main actor, except that a released ``CompletionOnce``
/// hands it, from its `deinit`, to a task on the main actor, which uses it once.
private struct Pending<Value>: @unchecked Sendable {
  let deliver: (Value) -> Void
  let defaultValue: Value
  let misused: (CompletionMisuse) -> Void
}
