// The Objective-C product's only unsafe code lives in this folder, next to the invariant that
// makes it safe.
//
// Invariant B1 — a value of a handler table is called as a block only when it is one.
//
// `re_handleEvents:` takes an `NSDictionary` whose values Objective-C declares as
// `REEventHandler` blocks. Lightweight generics are not checked at run time, so a table built
// at run time can hold anything. Swift cannot check a block's type either: a conditional cast
// from `AnyObject` to a `@convention(block)` function type is not something the runtime's cast
// rules offer (swiftlang/swift docs/DynamicCasting.md lists none for function types but
// identity), so the value is reinterpreted with `unsafeBitCast`, and only after checking that
// it is an instance of `NSBlock`, the class every Objective-C block is an instance of (the
// stack, heap and global block classes of the Blocks ABI all inherit from it; clang's
// "Block Implementation Specification", `isa`). A block's signature cannot be checked at run
// time: a block of another signature is undefined behaviour, as calling it through the wrong
// block type would be in Objective-C (clang does not check a block's signature against the
// header's `NSDictionary<NSString *, REEventHandler>` in a table literal either: tried with
// `objc-check`). Not testable on Linux, which has no Objective-C runtime; the iOS build
// compiles it, and the device check "bad input from Objective-C" calls it.

#if canImport(UIKit) && !os(watchOS)
  import Foundation

  /// Recognises the blocks in a dictionary from Objective-C, whose value type the compiler
  /// does not check at run time (invariant B1).
  enum ObjCBlocks {
    /// `value` as an upward handler when it is an Objective-C block, otherwise `nil`.
    static func eventHandler(_ value: Any) -> REEventHandler? {
      let object = value as AnyObject
      guard let blockClass = NSClassFromString("NSBlock"), object.isKind(of: blockClass) else {
        return nil
      }
      return unsafeBitCast(object, to: REEventHandler.self)
    }
  }
#endif
