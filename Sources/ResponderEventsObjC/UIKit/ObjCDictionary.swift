#if canImport(UIKit) && !os(watchOS)
  import Foundation

  /// A dictionary as the Objective-C methods take it: `NSDictionary<NSString *, id> *` in the
  /// header, checked in Swift rather than where it crosses.
  ///
  /// The methods declare `[NSString: AnyObject]` (or `[NSString: REEventHandler]`) because
  /// both key and value are types Swift bridges *verbatim* (classes, and blocks, which the
  /// compiler counts as bridgeable object types: `isBridgeableObjectType`, lib/AST/Type.cpp):
  /// such a dictionary is wrapped without looking at its entries ("Lazily type-checked on
  /// access", `Dictionary._forceBridgeFromObjectiveC`, Swift's
  /// `stdlib/public/Darwin/Foundation/NSDictionary.swift`). A `[String: Any]` parameter would
  /// be converted entry by entry with `as!` where it crosses, and an `NSNumber` key, which
  /// Objective-C's unchecked generics let through at run time, would stop the app there.
  /// ``entries(_:)`` turns the wrapper back into its `NSDictionary` and reads it with any key,
  /// so that `ObjCValues` can leave out and report what is not a string.
  enum ObjCDictionary {
    /// The entries of `dictionary`, whatever their keys are; `nil` stays `nil`.
    ///
    /// Every key of an `NSDictionary` is an object that `NSObject` makes hashable, so every
    /// entry is kept here.
    static func entries<Value>(_ dictionary: [NSString: Value]?) -> [AnyHashable: Any]? {
      guard let dictionary else { return nil }
      var entries: [AnyHashable: Any] = [:]
      for (key, value) in dictionary as NSDictionary {
        if let key = key as? AnyHashable { entries[key] = value }
      }
      return entries
    }
  }
#endif
