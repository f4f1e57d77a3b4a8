/// Numbers for the registrations a ``HandlerToken`` removes (handlers, value observers, control
/// actions, gestures and closures), and for the values provided values' slots hold
/// (``AnyProvidedValueSlot/valueStamp``).
///
/// One source, so that a ``HandlerToken``'s number names one registration across every list a
/// node or a view keeps, and a stale number never removes another list's entry; and a value's
/// stamp is never that of another value. Numbers start at 1: a stamp of 0 stands for no value
/// of a slot.
@MainActor
package enum RegistrationIDs {
  /// A new number, never given before in this process.
  package static func next() -> UInt64 {
    last &+= 1
    return last
  }
}
