/// An ordered list of closures, each removable by the identifier its registration returned.
///
/// The delegate proxies of the UIKit layer keep one list per delegate method. The rules for
/// combining the closures' answers with the app's own delegate live here, so they are the same
/// for every proxy and are tested on every platform:
///
/// - ``allAgree(_:then:)``: `Bool` questions such as `textFieldShouldReturn`. Every closure, in
///   registration order, then the app's delegate, must answer `true`; the first `false` decides
///   and nobody after it is asked.
/// - ``newestAnswer(_:else:default:)``: value questions such as `numberOfRowsInSection`. The
///   closure registered last answers; with no closure, the app's delegate; with neither, the
///   default.
/// - ``notifyAll(_:then:)``: notifications such as `didSelectRowAt`. Every closure runs, in
///   registration order, then the app's delegate.
///
/// A closure removed while the list is being walked does not run from then on; one added while
/// it is walked does not run in that walk.
@MainActor
package final class CallbackList<Callback> {
  private final class Entry {
    let id: UInt64
    let callback: Callback
    var isRemoved = false

    init(id: UInt64, callback: Callback) {
      self.id = id
      self.callback = callback
    }
  }

  private var entries: [Entry] = []

  /// An empty list.
  ///
  /// Not isolated, so that a delegate proxy's stored lists can be made in its
  /// initializer, which overrides `NSObject`'s and is not isolated either.
  package nonisolated init() {}

  /// Whether no closure is registered.
  package var isEmpty: Bool { entries.isEmpty }

  /// How many closures are registered.
  package var count: Int { entries.count }

  /// Registers `callback` after the others.
  ///
  /// - Returns: The identifier that removes it.
  @discardableResult
  package func append(_ callback: Callback) -> UInt64 {
    let id = CallbackIdentifiers.next()
    entries.append(Entry(id: id, callback: callback))
    return id
  }

  /// Removes the closure registered with `id`; returns `false` if there is none.
  @discardableResult
  package func remove(_ id: UInt64) -> Bool {
    guard let index = entries.firstIndex(where: { $0.id == id }) else { return false }
    entries.remove(at: index).isRemoved = true
    return true
  }

  /// Whether the closure registered with `id` is still registered.
  package func contains(_ id: UInt64) -> Bool {
    entries.contains { $0.id == id }
  }

  /// Asks each closure in order, then `fallback`; `true` only when all answer `true`.
  ///
  /// Stops at the first `false`.
  package func allAgree(_ ask: (Callback) -> Bool, then fallback: (() -> Bool)?) -> Bool {
    for entry in entries where !entry.isRemoved {
      if !ask(entry.callback) { return false }
    }
    return fallback?() ?? true
  }

  /// The answer of the closure registered last; with none, `fallback`'s; with neither,
  /// `defaultValue`.
  package func newestAnswer<Answer>(
    _ ask: (Callback) -> Answer, else fallback: (() -> Answer)?,
    default defaultValue: () -> Answer
  ) -> Answer {
    if let newest = entries.last { return ask(newest.callback) }
    if let fallback { return fallback() }
    return defaultValue()
  }

  /// Runs every closure in order, then `fallback`.
  package func notifyAll(_ run: (Callback) -> Void, then fallback: (() -> Void)?) {
    for entry in entries where !entry.isRemoved {
      run(entry.callback)
    }
    fallback?()
  }
}

/// Identifiers unique across all callback lists, so a stale identifier never removes another
/// list's closure.
@MainActor
package enum CallbackIdentifiers {
  private static var last: UInt64 = 0

  /// A new identifier.
  package static func next() -> UInt64 {
    last &+= 1
    return last
  }
}
