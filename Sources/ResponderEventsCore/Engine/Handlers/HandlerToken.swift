/// Identifies one registration so that it can be removed: a handler, an observer, a provided
/// value's observer, or a closure added to a control, a gesture or a delegate method.
///
/// Every registration in every product returns this one type, so tokens of all kinds go in one
/// set. Keep the token when the registration must go away before its node or view does (a cell
/// that registers in `configure` and is reused, say); otherwise ignore it, and the registration
/// lives as long as the node or view. Removing twice, or after the node or view was
/// deallocated, does nothing.
///
/// ```swift
/// let token = cell.re.handle(AddToCart.self) { cell, context in .pass }
/// token.remove()
/// ```
@MainActor
public struct HandlerToken: Hashable {
  let id: UInt64
  private weak var storage: EventNodeStorage?
  /// How a registration kept outside a node's storage is removed or found.
  ///
  /// Given `true` it removes, given `false` it asks: its list's own answers, so that a token
  /// tells the truth whoever changed the list. `nil` for the handlers and observers a node's
  /// storage keeps, which the storage removes by `id`.
  private let external: (@MainActor (_ remove: Bool) -> Bool)?

  init(id: UInt64, storage: EventNodeStorage) {
    (self.id, self.storage, external) = (id, storage, nil)
  }

  /// A token for a registration kept outside a node's storage (a control's action, a
  /// gesture's target, a delegate method's closure): `remove` removes it and returns whether
  /// it was still registered; `isRegistered` says whether it still is, whoever removed it.
  package init(
    removing remove: @escaping @MainActor () -> Bool, isRegistered: @escaping @MainActor () -> Bool
  ) {
    self.id = RegistrationIDs.next()
    self.external = { $0 ? remove() : isRegistered() }
  }

  /// A token that removes nothing and is never active: for a registration that was refused,
  /// with a diagnostic.
  package static var refused: Self { Self(removing: { false }, isRegistered: { false }) }

  /// This token; or, when its closure could never run (`neverRuns`: a control's for no events,
  /// a gesture's for no states), ``refused``: the closure is removed at once, having replaced
  /// any with its identifier as every closure does, and `closureRefused` is reported at `node`,
  /// `why` saying why.
  package func refused(if neverRuns: Bool, at node: any EventNode, _ why: String) -> HandlerToken {
    guard neverRuns, remove() else { return self }
    EventDiagnostics.emit(.closureRefused, eventType: nil, node: node, why)
    return .refused
  }

  /// A token that removes all of `tokens` at once.
  ///
  /// For one closure that a `ClosureDelegateProxy` subclass registers for several delegate
  /// methods. It is active while any of them is.
  public init(combining tokens: [HandlerToken]) {
    self.init(
      removing: { tokens.reduce(false) { $1.remove() || $0 } },
      isRegistered: { tokens.contains { $0.isActive } })
  }

  /// Removes the registration.
  ///
  /// A dispatch in progress does not run the handler from then on.
  ///
  /// - Returns: `true` when it was registered and is now removed.
  @discardableResult
  public func remove() -> Bool {
    if let external { return external(true) }
    // A handler or a value observer, which the node's storage keeps.
    guard let storage else { return false }
    guard let entry = storage.handler(id: id) else { return storage.removeValueObserver(id: id) }
    storage.removeHandlers(CollectionOfOne(entry))
    return true
  }

  /// Whether the registration is still in place: `false` once it was removed, by this token or
  /// otherwise (replaced under its identifier, removed with the others of its control, its
  /// node, view or owner deallocated).
  public var isActive: Bool {
    if let external { return external(false) }
    guard let storage else { return false }
    return storage.handler(id: id) != nil || storage.valueObservers.contains { $0.id == id }
  }

  /// Tokens are equal when they identify the same registration.
  public nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }

  /// Hashes the registration's identity.
  public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension EventNodeStorage {
  /// Removes `entries`, handlers registered here: one a token removes, or all of them.
  ///
  /// While a dispatch is walking this node's handlers, the entries are only marked removed (the
  /// walk skips them) and stay in place until the walk ends, so that the walk never holds an
  /// entry the list has released.
  func removeHandlers(_ entries: some Sequence<HandlerEntry>) {
    for entry in entries { entry.isRemoved = true }
    hasRemovedHandlers = true
    compactHandlersIfIdle()
  }

  /// The handler registered here under `id`, unless it was removed.
  func handler(id: UInt64) -> HandlerEntry? {
    upwardHandlers.first { $0.id == id && !$0.isRemoved }
      ?? broadcastHandlers.first { $0.id == id && !$0.isRemoved }
  }

  /// Drops removed entries once no walk is in progress.
  ///
  /// One at a time, each released once its list is whole again and no longer being changed:
  /// releasing an entry releases what its closure captured, whose `deinit` is the app's code and
  /// may register or remove handlers here. `removeAll(where:)` released them in the middle of
  /// its own change to the list, which such a `deinit` then corrupted (invariant E1).
  @usableFromInline func compactHandlersIfIdle() {
    guard handlerWalks == 0, hasRemovedHandlers else { return }
    hasRemovedHandlers = false
    while let i = upwardHandlers.lastIndex(where: \.isRemoved) { upwardHandlers.remove(at: i) }
    while let i = broadcastHandlers.lastIndex(where: \.isRemoved) {
      broadcastHandlers.remove(at: i)
    }
  }
}
