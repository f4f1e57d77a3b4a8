@testable import ResponderEventsCore

extension CallbackList {
  /// Registers `callback` after the others, for as long as the list lives: the library
  /// registers every closure with an owner, and these tests are about the list, not owners.
  ///
  /// The list is its own owner. An owner that lived as long as the process would keep the
  /// side table its weak references need for ever, which LeakSanitizer reports as a leak.
  @discardableResult
  func append(_ callback: Callback) -> UInt64 {
    append(WeakOwner(self)) { _ in callback }
  }
}
