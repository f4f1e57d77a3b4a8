/// A completion handler that a delegate proxy answers a framework's call with, called exactly
/// once whatever the app's delegate does.
///
/// Some delegate methods hand the delegate a block to call with the answer (WebKit's
/// `decisionHandler` and `completionHandler`), and WebKit raises when one is released uncalled
/// ("Completion handler passed to … was not called"). A proxy that answered such a call with
/// zeros, as it answers a call it cannot pass on, would never call the block. So the proxy
/// passes the app's delegate this object's ``complete(_:)`` in the block's place, or, when no
/// delegate can answer, calls it itself with what the framework does without a delegate:
///
/// | What happens | What the framework's block gets |
/// |---|---|
/// | the delegate calls the handler | that answer, at once |
/// | the delegate calls it again | nothing more; reported (`completionHandlerMisused`) |
/// | the delegate releases it uncalled | the answer given for a dropped handler (a refusal, for a policy the delegate was deciding); reported |
/// | nobody can answer (no delegate, a call going round, a delegate being deallocated) | what the proxy passes ``complete(_:)``, at once |
@MainActor
package final class CompletionOnce<Value> {
  /// The framework's block with what it gets if the handler is dropped; `nil` once it was
  /// called.
  private var pending: Pending<Value>?
  /// Told of a second call.
  private let misused: (CompletionMisuse) -> Void

  /// A handler that calls `deliver` once, with `droppedValue` if it is released uncalled.
  ///
  /// A dropped handler is the app's delegate failing to decide: where it was deciding whether
  /// to allow something, refusing is the safe answer, whatever the framework does without a
  /// delegate.
  package init(
    ifDropped droppedValue: Value, deliver: @escaping @MainActor (Value) -> Void,
    misused: @escaping (CompletionMisuse) -> Void
  ) {
    self.pending = Pending(deliver: deliver, droppedValue: droppedValue, misused: misused)
    self.misused = misused
  }

  /// Calls the framework's block with `value`, the first time; reports later calls.
  package func complete(_ value: Value) {
    guard let pending = self.pending.moveOut() else { return misused(.calledTwice) }
    pending.deliver(value)
  }

  deinit {
    // Released uncalled: the app's delegate dropped the handler. The block still gets an
    // answer, on the main actor, where it was to be called.
    guard let pending else { return }
    Task { @MainActor in
      pending.misused(.neverCalled)
      pending.deliver(pending.droppedValue)
    }
  }
}

/// How an app's delegate misused a ``CompletionOnce``.
package enum CompletionMisuse: Equatable, Sendable {
  /// It called the handler a second time; the call was ignored.
  case calledTwice
  /// It released the handler without calling it; the answer for a dropped handler was given.
  case neverCalled
}

/// What a ``CompletionOnce`` still owes the framework.
///
/// Unchecked: made and used on the main actor, except that a released ``CompletionOnce``
/// hands it, from its `deinit`, to a task on the main actor, which uses it once.
private struct Pending<Value>: @unchecked Sendable {
  let deliver: @MainActor (Value) -> Void
  let droppedValue: Value
  let misused: (CompletionMisuse) -> Void
}
