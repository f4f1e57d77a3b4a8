/// Whether a node's class handles events itself (conforms to ``EventHandling``), remembered per
/// class.
///
/// The one place the engine asks. A node without storage must be asked at every hop, and the
/// runtime's conformance lookup costs more than the rest of the hop (about 290 instructions,
/// measured on a responder-like chain). A class's conformances do not change while the app runs, so the answer is kept in a
/// small table indexed by the class's address: one comparison when it is there. A screen with
/// more classes than slots pays the lookup again when two share a slot.
@MainActor
@usableFromInline enum HandlingTypes {
  static let size = 32

  /// Whether `node`'s class conforms to ``EventHandling``.
  @usableFromInline static func handlesEventsItself(_ node: any EventNode) -> Bool {
    let type = ObjectIdentifier(Swift.type(of: node))
    // Class objects are 8-byte aligned (Objective-C's at least): the bits above the lowest
    // three spread them over the table.
    let slot = Int(truncatingIfNeeded: UInt(bitPattern: type) &>> 3) & (size - 1)
    let cached = table[slot]
    if cached.type == type { return cached.handles }
    let handles = node is any EventHandling
    table[slot] = (type, handles)
    return handles
  }
}
