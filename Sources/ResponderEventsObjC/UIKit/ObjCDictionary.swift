#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import ResponderEventsCore

  /// A dictionary as the Objective-C methods take it: `NSDictionary<NSString *, id> *` in the
  /// header, checked in Swift rather than where it crosses.
  ///
  /// The methods declare `[NSString: AnyObject]` because both key and value are types Swift
  /// bridges *verbatim* (classes: `isBridgeableObjectType`, lib/AST/Type.cpp):
  /// such a dictionary is wrapped without looking at its entries ("Lazily type-checked on
  /// access", `Dictionary._forceBridgeFromObjectiveC`, Swift's
  /// `stdlib/public/Darwin/Foundation/NSDictionary.swift`). A `[String: Any]` parameter would
  /// be converted entry by entry with `as!` where it crosses, and an `NSNumber` key, which
  /// Objective-C's unchecked generics let through at run time, would stop the app there.
  ///
  /// The wrapper holds `d.copy(with: nil)`, made where the dictionary crossed, so `as
  /// NSDictionary` gives back that copy: the caller's own object when it is immutable, an
  /// immutable copy when it is mutable (so later changes by the caller are not seen).
  /// ``entries(_:)`` reads that `NSDictionary` with any key, so that `ObjCValues` can leave out
  /// and report what is not a string. Read in Swift, the wrapper would check each entry's
  /// types with `as!`, and trap on the first `NSNumber` key: each such parameter goes straight
  /// into ``entries(_:)``, which `ObjectiveCSurfaceTests` checks.
  enum ObjCDictionary {
    /// The entries of `dictionary`, whatever their keys are; `nil` stays `nil`.
    ///
    /// The dictionary is read with `enumerateKeysAndObjects(_:)`, which hands over each key
    /// with its object. Swift's `NSDictionary.Iterator` would look each object up again with
    /// `object(forKey:)` and force-unwrap it, which traps for a key whose `hash` and
    /// `isEqual:` disagree. A key that Swift cannot hash (one that is not an `NSObject`, such
    /// as an `NSProxy`) is left out here, without a report.
    ///
    /// An object that is not a dictionary (`NSNull`, an array or a number from JSON, passed as
    /// `id`) crosses unchecked as well, and does not answer the enumeration: it is left out, as
    /// if `nil` had been passed, and reported as `objectiveCValueDropped`. Not yet run on a
    /// device. Only a copyable one gets here: the crossing sends it `copyWithZone:` (above),
    /// which any other object answers with an exception.
    static func entries<Value>(_ dictionary: [NSString: Value]?) -> [AnyHashable: Any]? {
      guard let dictionary else { return nil }
      guard (dictionary as NSDictionary).isKind(of: NSDictionary.self) else {
        // From any thread: `REReplyPromise`'s `fulfill:` may be called from one.
        let message = "\(type(of: dictionary as NSDictionary)) passed for a dictionary: left out"
        MainThread.run { ObjCValues.report(message, event: nil, at: nil) }
        return nil
      }
      var entries: [AnyHashable: Any] = [:]
      (dictionary as NSDictionary).enumerateKeysAndObjects { key, value, _ in
        ObjCValues.add(value, for: key, to: &entries)
      }
      return entries
    }
  }
#endif
