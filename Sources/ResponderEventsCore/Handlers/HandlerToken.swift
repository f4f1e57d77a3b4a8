/// Identifies one registered handler so that it can be removed.
///
/// Keep the token when the handler must go away before its node does (a cell that registers in
/// `configure` and is reused, say); otherwise ignore it, and the handler lives as long as the
/// node. Removing a handler twice, or after its node was deallocated, does nothing.
///
/// ```swift
/// let token = cell.re.handle(AddToCart.self) { cell, context in .pass }
/// token.remove()
/// ```
@MainActor
public struct HandlerToken: Hashable {
  let id: UInt64
  private weak var storage: EventNodeStorage?

  init(id: UInt64, storage: EventNodeStorage) {
    self.id = id
    self.storage = storage
  }

  /// Removes the handler.
  ///
  /// A dispatch in progress does not run it from then on.
  ///
  /// - Returns: `true` when the handler was registered and is now removed.
  @discardableResult
  public func remove() -> Bool {
    storage?.removeRegistration(id: id) ?? false
  }

  /// Whether the handler is still registered.
  public var isActive: Bool {
    storage?.containsRegistration(id: id) ?? false
  }

  /// Tokens are equal when they identify the same registration.
  public nonisolated static func == (lhs: HandlerToken, rhs: HandlerToken) -> Bool {
    lhs.id == rhs.id
  }

  /// Hashes the registration's identity.
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(id)
  }
}

extension EventNodeStorage {
  func register(_ entry: HandlerEntry, direction: EventDirection) -> HandlerToken {
    switch direction {
    case .up: upwardHandlers.append(entry)
    case .down: broadcastHandlers.append(entry)
    }
    return HandlerToken(id: entry.id, storage: self)
  }

  /// Removes a handler.
  ///
  /// While a dispatch is walking this node's handlers, the entry is only marked removed (the walk skips it) and stays in place until the walk ends, so that the
  /// walk never holds an entry the list has released.
  func removeHandler(id: UInt64) -> Bool {
    let entry =
      upwardHandlers.first { $0.id == id && !$0.isRemoved }
      ?? broadcastHandlers.first { $0.id == id && !$0.isRemoved }
    guard let entry else { return false }
    entry.isRemoved = true
    hasRemovedHandlers = true
    compactHandlersIfIdle()
    return true
  }

  func containsHandler(id: UInt64) -> Bool {
    upwardHandlers.contains { $0.id == id && !$0.isRemoved }
      || broadcastHandlers.contains { $0.id == id && !$0.isRemoved }
  }

  func removeAllHandlers() {
    for entry in upwardHandlers { entry.isRemoved = true }
    for entry in broadcastHandlers { entry.isRemoved = true }
    hasRemovedHandlers = true
    compactHandlersIfIdle()
  }

  /// Drops removed entries once no walk is in progress.
  @usableFromInline
  func compactHandlersIfIdle() {
    guard handlerWalks == 0, hasRemovedHandlers else { return }
    hasRemovedHandlers = false
    upwardHandlers.removeAll { $0.isRemoved }
    broadcastHandlers.removeAll { $0.isRemoved }
  }
}
