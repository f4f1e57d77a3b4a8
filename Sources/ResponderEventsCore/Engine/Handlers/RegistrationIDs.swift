/// Numbers for registrations of every kind: handlers, event observers, value observers,
/// control actions, gestures and closures.
///
/// One source, so that a ``HandlerToken``'s number names one registration across every list a
/// node or a view keeps, and a stale number never removes another list's entry.
@MainActor
package enum RegistrationIDs {
  private static var last: UInt64 = 0

  /// A new number, never given before in this process.
  package static func next() -> UInt64 {
    last &+= 1
    return last
  }
}
