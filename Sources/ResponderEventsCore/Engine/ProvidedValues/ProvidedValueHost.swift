/// A kind of node whose moves the platform layer can see: UIKit's responders.
///
/// The core cannot see a node join a tree; the UIKit layer can, and tells the engine through
/// ``ProvidedValueMoves``, through UIKit's own trait propagation: a provider marks itself with a
/// trait of the value's type (``responderEventsProvidedValueChanged(_:_:)``), and an observer's
/// node registers for changes of that trait (``responderEventsWatchMoves(observing:)``), which
/// UIKit reports on every move that gives the node another nearest provider.
package protocol ProvidedValueHost: EventNode {
  /// Called after an observer of values of `type` was registered on this node.
  func responderEventsWatchMoves<Value: ProvidedValue>(observing type: Value.Type)

  /// Called after this node started providing a value of `type`, or provided a new one
  /// (`state` says which, with a stamp that differs for each), or stopped (`nil`).
  func responderEventsProvidedValueChanged<Value: ProvidedValue>(
    _ type: Value.Type, _ state: ProvidedValueState<Value>?)

  /// Whether a route up that ends at this node ends outside the app: a view without a
  /// superview, a controller whose view is in no hierarchy. Observers whose route ends at such
  /// a node and finds no provider are detached; they keep their value and are not called
  /// (see ``ProvidedValueRouting/resolve(_:)``).
  var responderEventsEndsDetachedRoute: Bool { get }

  /// The value of `type` this node kept from where it last was in a window, or `nil`. UIKit
  /// updates no trait out of a window, so a view taken out keeps its provider's trait, and
  /// hears no change when put back in the same place: a new observer on it starts from this.
  func responderEventsKeptValue<Value: ProvidedValue>(of type: Value.Type) -> Value?

  /// The children a broadcast skips because this node does not display them now (the cells a
  /// table or collection view keeps for reuse), which a refresh of provided values still
  /// reaches (``ProvidedValueRouting/refresh(below:)``).
  var responderEventsUndisplayedChildren: [any EventNode] { get }
}

/// What a provider provides, as the platform layer carries it: the value, and a stamp that is
/// different for each value a provider sets, so that two providers of equal values differ.
package struct ProvidedValueState<Value: ProvidedValue>: Equatable {
  package let value: Value
  package let stamp: UInt64

  /// The mark of the top of a tree in the app where nobody provides (a UIKit window scene):
  /// stamp 0, which no provider has.
  package static var attached: Self { Self(value: .defaultValue, stamp: 0) }

  /// The stamps alone: a stamp is given to one value only, and UIKit compares trait values
  /// often ("The system frequently tests trait values for equality", `UITraitDefinition`).
  package static func == (lhs: Self, rhs: Self) -> Bool { lhs.stamp == rhs.stamp }
}

/// What the platform layers tell the engine about moves they see.
@MainActor
package enum ProvidedValueMoves {
  /// Looks for the nearest provider again for the observers on `node`, and for those at and
  /// below the nodes redirected to it, after `node` moved.
  package static func nodeMoved(_ node: any EventNode) {
    guard ProvidedValueRouting.liveObservers > 0 else { return }
    ProvidedValueRouting.refreshObservers(of: node)
    let adopted = node.existingResponderEventsStorage?.adoptedChildren ?? []
    for child in adopted.compactMap(\.node) { ProvidedValueRouting.refresh(below: child) }
  }
}
