// Invariant C4 — a children array is kept as `[AnyObject]` and read only as what it is.
//
// Both initializers of `_EventNodeChildren` keep their array in one `[AnyObject]` field with
// `unsafeBitCast`, without copying it (but with a node given before the array: both are then
// appended to an `[AnyObject]` of `Dispatcher.lists`): every `Array` is one reference to its
// buffer, and the buffer keeps the element type it was made with, which releases its elements
// when it goes (on Apple platforms, an array bridged from an `NSArray` is released as one).
// The field is read back only as what it was: as `[any EventNode]` when `objectType` is `nil`
// (such an array is never bridged, so its buffer is always native), and otherwise element by
// element as `AnyObject`, each an instance of the `Node` whose `Node.self` the same initializer
// keeps in `objectType`. `count` is kept from the typed array, so the field's own count is never
// read.
// Converting instead (`nodes.map { $0 as any EventNode }`, or an implicit `[Node]` to
// `[any EventNode]`) allocates a new array for every node with children that a walk down passes:
// a view's subviews, at each view of every broadcast. Tested by "C4: a broadcast through nodes
// that give their children as an array of their own class", counted by the benchmarks'
// responder-like broadcast, and checked on UIKit's bridged subviews by the device check
// `BroadcastChildrenChecks`.

/// A node's children as the walks down the tree hold them: as ``EventNode/responderEventsChildren``
/// gives them, or as an array of one node class, kept without converting it.
///
/// *For internal use only*: the UIKit layer gives a view's subviews as its own array, which
/// converted to `[any EventNode]` would be a new array at every view a broadcast passes.
@_documentation(visibility: internal)
public struct _EventNodeChildren {
  /// The children: an `[any EventNode]` when ``objectType`` is `nil`, else an array of
  /// ``objectType``'s instances; each read only as what it is (invariant C4).
  @usableFromInline let array: [AnyObject]
  /// The class of the children, when they were given as an array of one class.
  @usableFromInline let objectType: (any EventNode.Type)?
  /// How many children there are.
  @usableFromInline let count: Int

  /// No children.
  @inlinable static var empty: _EventNodeChildren { _EventNodeChildren([any EventNode]()) }

  /// The children as ``EventNode/responderEventsChildren`` gives them.
  @inlinable
  init(_ nodes: [any EventNode]) {
    array = unsafeBitCast(nodes, to: [AnyObject].self)  // Invariant C4.
    objectType = nil
    count = nodes.count
  }

  /// Children that are all instances of `Node`, `first` (if any) then `nodes`, kept without
  /// converting the array.
  ///
  /// With `first` (a window's root controller, a controller's view), both are copied into one
  /// of ``Dispatcher/lists``, emptied when the last running walk ends (a list made outside a
  /// walk, when the next walk ends), so that a warm broadcast allocates nothing for them.
  @inlinable @MainActor
  @_spi(Rules) public init<Node: EventNode>(_ nodes: [Node], after first: Node? = nil) {
    let nodes = unsafeBitCast(nodes, to: [AnyObject].self)  // Invariant C4.
    if let first { array = Dispatcher.list(first, then: nodes) } else { array = nodes }
    objectType = Node.self
    count = nodes.count + (first == nil ? 0 : 1)
  }

  /// The children given as existentials (invariant C4: only when ``objectType`` is `nil`).
  @inlinable var nodes: [any EventNode] { unsafeBitCast(array, to: [any EventNode].self) }

  /// The child at `index`, retained.
  @inlinable
  subscript(index: Int) -> any EventNode {
    guard let objectType else { return nodes[index] }
    return node(array[index], as: objectType)
  }

  /// The child at `index`, not retained (the caller keeps this list, invariant R2), with the
  /// type whose hooks visit it.
  @inlinable
  func unretainedChild(at index: Int) -> (type: any EventNode.Type, node: Unmanaged<AnyObject>) {
    guard let objectType else {
      return (type(of: nodes[index]), Unmanaged.passUnretained(nodes[index] as AnyObject))
    }
    return (objectType, Unmanaged.passUnretained(array[index]))
  }

  /// All the children as existentials: for a walk that adds nodes to them.
  @usableFromInline
  var asNodes: [any EventNode] { objectType == nil ? nodes : (0..<count).map { self[$0] } }
}

/// `object`, an element of an ``_EventNodeChildren``'s objects, as the node it is (invariant C4).
@inlinable
func node<Node: EventNode>(_ object: AnyObject, as type: Node.Type) -> any EventNode {
  unsafeDowncast(object, to: Node.self)
}
