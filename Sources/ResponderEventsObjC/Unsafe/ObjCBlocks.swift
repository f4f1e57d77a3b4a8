// The Objective-C product's only unsafe code lives in this folder, next to the invariant that
// makes it safe.
//
// Invariant B1 — a value of a handler table is called as a block only when it is one, and only
// through a copy the library owns.
//
// `re_handleEvents:` takes an `NSDictionary` whose values Objective-C declares as
// `REEventHandler` blocks. Lightweight generics are not checked at run time, so a table built
// at run time can hold anything. Swift cannot check a block's type either: a conditional cast
// from `AnyObject` to a `@convention(block)` function type is not something the runtime's cast
// rules offer (swiftlang/swift docs/DynamicCasting.md lists none for function types but
// identity), so the value is reinterpreted with `unsafeBitCast`, under two conditions:
//
// - Its class descends from `NSBlock`, the class every Objective-C block is an instance of. The
//   class is CoreFoundation's, not part of clang's Block ABI specification (which only names
//   the `isa` values `_NSConcreteStackBlock` and `_NSConcreteGlobalBlock`): the iOS SDK's
//   CoreFoundation.tbd exports `_OBJC_CLASS_$_NSBlock`, and JavaScriptCore's public JSValue.h
//   documents how it bridges "instances of NSBlock". The class chain is walked with
//   `object_getClass` and `class_getSuperclass`, which read the object's `isa` without sending
//   it a message: `-isKindOfClass:` is a message, and an `NSProxy` or another forwarding object
//   can answer it with whatever it likes, after which a non-block would be called.
// - What is bit-cast is a copy (`-[NSBlock copy]`, which is `_Block_copy`), not the value
//   itself. A dictionary retains its values, but retaining a stack block, which manual
//   retain-release code can put in a dictionary, does not move it to the heap: kept as it is,
//   it would dangle once the caller's frame returns. The caller's frame is still live while
//   `re_handleEvents:` runs, so copying there is valid; a heap or global block's copy is the
//   block itself, retained.
//
// The block's signature is not checked: the library trusts the header's `REEventHandler`
// (returning an `NSInteger`-backed result and taking two objects). Clang does record a
// signature in most blocks (`BLOCK_HAS_SIGNATURE`) and libclosure can read it
// (`_Block_signature`), but neither is in the SDK's public headers (`usr/include/Block.h`
// declares only `_Block_copy` and `_Block_release`), so a check would rest on private layout.
// A block of another signature is undefined behaviour, as calling it through the wrong block
// type would be in Objective-C (clang does not check a block's signature against the header's
// `NSDictionary<NSString *, REEventHandler>` in a table literal either: tried with
// `objc-check`). Not testable on Linux, which has no Objective-C runtime; the iOS build
// compiles it, and the device check "bad input from Objective-C" calls it.

#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import ObjectiveC

  /// Recognises the blocks in a dictionary from Objective-C, whose value type the compiler
  /// does not check at run time (invariant B1).
  enum ObjCBlocks {
    /// A copy of `value` as an upward handler when it is an Objective-C block, otherwise `nil`.
    static func eventHandler(_ value: Any) -> REEventHandler? {
      let object = value as AnyObject
      guard isBlock(object),
        // A genuine block, so `NSObject`'s `-isKindOfClass:` and `-copy` answer truthfully.
        let copy = (object as? NSObject)?.copy()
      else { return nil }
      return unsafeBitCast(copy as AnyObject, to: REEventHandler.self)
    }

    /// Whether `object`'s class is `NSBlock` or one of its subclasses, found without sending
    /// `object` a message.
    private static func isBlock(_ object: AnyObject) -> Bool {
      guard let blockClass = NSClassFromString("NSBlock") else { return false }
      var candidate: AnyClass? = object_getClass(object)
      while let current = candidate {
        if ObjectIdentifier(current) == ObjectIdentifier(blockClass) { return true }
        candidate = class_getSuperclass(current)
      }
      return false
    }
  }
#endif
