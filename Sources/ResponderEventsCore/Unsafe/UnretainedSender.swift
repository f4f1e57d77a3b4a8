// The engine's unsafe code lives in this folder, each piece next to the invariant that makes
// it safe. Every invariant has a test in Tests/ResponderEventsCoreTests/Unsafe, written so
// that breaking the invariant makes the test touch freed memory (AddressSanitizer, which CI
// runs, reports it) or fail a debug-build check. Nothing outside this folder uses
// `Unmanaged`, `unowned(unsafe)`, `_withUnsafeGuaranteedRef`, `unsafeDowncast` or memory
// rebinding; `@exclusivity(unchecked)` fields elsewhere cite UncheckedExclusivity.swift.
//
// Invariant R1 — the sender outlives its dispatch's context.
//
// A context is made inside `send`, `request` or `broadcast` on the sender, whose caller holds
// the sender for the whole call, and the context (`~Copyable`, never `Sendable`) cannot leave
// the dispatch it was made for. So the context may hold the sender without retaining it, which
// saves two atomic operations per dispatch. Tested by "R1: a sender only the caller holds".

/// A node held without retaining it, as an event's context holds its sender (invariant R1).
@usableFromInline struct UnretainedNode {
  @usableFromInline unowned(unsafe) let node: any EventNode

  /// Holds `node`; the caller keeps it alive for as long as this value exists.
  @inlinable
  init(_ node: any EventNode) { self.node = node }
}
