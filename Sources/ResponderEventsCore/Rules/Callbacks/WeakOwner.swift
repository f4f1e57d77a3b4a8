/// The owner of closures registered with it: in the UIKit layer, the `with: owner` forms such
/// as `tableView.re.provideCell(with: self) { controller, indexPath in … }`.
///
/// The closures receive the owner as their first argument, and hold it only
/// through this reference, which is weak: a controller that owns a table, which owns its
/// delegate proxy, which owns the closures, is not kept alive by them. Each registration's
/// closure keeps its `WeakOwner`, and ``DeallocationActions`` are tied to it, so a registration
/// that went away is forgotten with it.
@MainActor
package final class WeakOwner<Owner: AnyObject> {
  /// The owner; `nil` once it is deallocated, and already while it is being deallocated.
  package private(set) weak var object: Owner?

  /// A weak reference to `object`.
  package init(_ object: Owner) { self.object = object }

  /// `body` as a closure that takes a value in the owner's place (the view, in the UIKit
  /// layer), ignores it and runs `body` with the owner; once the owner is gone it does nothing.
  ///
  /// For closures that answer nothing, which the UIKit layer hands to UIKit itself (control
  /// actions, gesture targets): nothing is lost by not running them.
  package func passing<Replaced, each Argument>(
    to body: @escaping @MainActor (Owner, repeat each Argument) -> Void
  ) -> @MainActor (Replaced, repeat each Argument) -> Void {
    { (_: Replaced, arguments: repeat each Argument) in
      if let owner = self.object { body(owner, repeat each arguments) }
    }
  }

  /// How ``CallbackList/append(_:_:)`` makes the closure to run from a live owner: one that
  /// takes a value in the owner's place (the view), ignores it and runs `body` with the owner.
  package static func making<Replaced, each Argument, Result>(
    _ body: @escaping @MainActor (Owner, repeat each Argument) -> Result
  ) -> (Owner) -> (Replaced, repeat each Argument) -> Result {
    { owner in replacingFirstArgument(of: body, with: owner) }
  }

  // A function of its own: a closure over a parameter pack written inside another closure
  // stops the Swift 6.3 compiler (its region analysis).
  private static func replacingFirstArgument<Replaced, each Argument, Result>(
    of body: @escaping @MainActor (Owner, repeat each Argument) -> Result, with owner: Owner
  ) -> (Replaced, repeat each Argument) -> Result {
    { (_: Replaced, arguments: repeat each Argument) in body(owner, repeat each arguments) }
  }
}
