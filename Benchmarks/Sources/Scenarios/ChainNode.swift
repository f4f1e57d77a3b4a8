import ResponderEventsCore

/// A node of the trees and chains that the ResponderEvents scenarios use: a weak parent, like a
/// superview, and children stored as `[any EventNode]`, so reading them costs no conversion.
///
/// The parent and children are visible only inside this module, as an app's own view
/// properties are inside the app: the compiler then sees every access and checks exclusivity
/// statically. A `package` or `public` stored property would be checked at run time on every
/// read, which costs more than the rest of a hop and would measure the node type rather than
/// the library (or the hand-written alternatives, which read the same properties).
@MainActor
package final class BenchmarkNode: EventNode {
  private weak var parent: BenchmarkNode?
  private(set) var children: [any EventNode] = []
  package let responderEventsStorage = EventNodeStorage()

  package init() {}

  package var responderEventsParent: (any EventNode)? { parent }
  package var responderEventsChildren: [any EventNode] { children }

  /// Appends `child`.
  ///
  /// Assigns a new array rather than appending in place: with an in-place append here, the
  /// compiler checked every read of `children` at run time (`swift_beginAccess` in a callgrind
  /// profile), a cost the broadcast and the bare walk both paid.
  package func add(_ child: BenchmarkNode) {
    child.parent = self
    children = children + [child]
  }

  /// Appends `newChildren`, in one assignment (see ``add(_:)``).
  package func add(contentsOf newChildren: [BenchmarkNode]) {
    for child in newChildren { child.parent = self }
    children = children + newChildren.map { $0 as any EventNode }
  }

  /// Follows the parent links to the top, doing nothing else, and returns how many it followed:
  /// the part of every upward walk over these nodes that no engine can skip.
  ///
  /// Each node is taken out of the optional rather than copied, so the loop holds one reference
  /// at a time, as the engine's walk does: every link costs the weak load's retain and one
  /// release, no more.
  package func hopsToTop() -> Int {
    var hops = 0
    var node = parent
    while let current = node.take() {
      hops &+= 1
      node = current.parent
    }
    return hops
  }
}

/// The event every scenario sends: a small value, as real events are.
package struct Tap: ResponderEvent {
  package var row: Int

  package init(row: Int) {
    self.row = row
  }
}

/// An event no node handles, which the engine reports as a diagnostic.
///
/// Not the same size as ``Tap``: the optimizer would otherwise merge the two specializations of
/// the send into one function taking the type as an argument, which makes ``Tap``'s send slower.
package struct Unheard: ResponderEvent {
  package var section: Int
  package var row: Int

  package init(section: Int, row: Int) {
    self.section = section
    self.row = row
  }
}

/// An event the top of the chain answers.
package struct Ask: ResponderRequest {
  package typealias Reply = Int

  package init() {}
}

/// Collects work done by handlers so the optimizer cannot remove it.
@MainActor
package final class Sink {
  // Internal for the same reason as BenchmarkNode's properties.
  var total = 0

  package init() {}
}
