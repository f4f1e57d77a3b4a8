// The Objective-C base of ResponderEvents' hidden delegate proxies (Apple platforms only).
//
// Swift cannot implement -methodSignatureForSelector: and -forwardInvocation:, the two methods
// that let an object answer a message it has no method for. A delegate proxy needs them once:
// UIKit asked it which methods it implements while the app's own delegate was alive, keeps
// that answer, and may send one of those methods after that delegate began to be
// deallocated and before the proxy could tell UIKit to ask again. With nobody left to forward
// to, the runtime would end the app with "unrecognized selector" (RxSwift issue 2428; RxCocoa's
// _RXDelegateProxy and DataDog's proxies answer the same way).

#if defined(__APPLE__) && defined(__OBJC__)
#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

/// Answers, with a zero return value, a message of one of the protocols its class adopts that
/// nobody implements.
///
/// For a selector that no method of the object implements and that `-forwardingTargetForSelector:`
/// did not redirect, `-methodSignatureForSelector:` returns the signature declared by a protocol
/// the object's class (or a superclass) adopts, or else by any protocol the runtime knows, and
/// `-forwardInvocation:` answers with zeros: the sender receives `nil`, `NO`, `0` or a zeroed
/// structure. That is not always UIKit's default for a method a delegate does not implement
/// (`nil` from `tableView:willSelectRowAtIndexPath:` cancels that one selection), but it lasts
/// one call, where raising would end the app. A selector no protocol declares is not answered:
/// the runtime raises as it would for any object.
///
/// A message the subclass passes on through -forwardInvocation: (rather than
/// -forwardingTargetForSelector:, so that it can be guarded) goes to the object
/// -responderEventsInvocationTargetForSelector: names, through
/// -responderEventsPassOn:view:arguments:invoking:. There, unless a subclass guards it another
/// way, a message that comes back to this proxy while it is being passed on, on the same
/// thread, is passed on again (a delegate may scroll inside scrollViewDidScroll:, and UIKit
/// then calls it again), up to a depth of 16; deeper (two proxies forwarding to each other, or
/// nesting that deep), it is answered with zeros, instead of the stack overflowing.
@interface ResponderEventsDelegateProxyBase : NSObject

/// The names of the optional instance methods of every protocol the class adopts (its
/// superclasses included), and of the protocols those incorporate: the methods UIKit may ask a
/// delegate of this kind about.
+ (NSArray<NSString *> *)responderEventsOptionalProtocolMethods;

/// The names of the instance methods, required or optional, of the same protocols that take a
/// block (a completion handler): the methods a proxy must answer itself, since answering one
/// with zeros would leave the block uncalled.
+ (NSArray<NSString *> *)responderEventsProtocolMethodsTakingBlocks;

/// The object -forwardInvocation: passes a message with `selector` on to, or nil to answer it
/// with zeros. The base class returns nil.
- (nullable id)responderEventsInvocationTargetForSelector:(SEL)selector
    NS_SWIFT_NAME(responderEventsInvocationTarget(for:));

/// Passes a message with `selector` on: calls `invoke` with the object to send it to, and
/// returns NO when nobody answered it (-forwardInvocation: then answers with zeros).
///
/// `view` is the message's first argument when it is an object (a delegate method's view), and
/// `arguments` the others: objects as they are, other values as the bytes of an NSData. Together
/// they tell one call from another. The base class sends it to the object
/// -responderEventsInvocationTargetForSelector: names, under the depth limit described above
/// (and returns NO when that stops it); a subclass may guard it another way.
- (BOOL)responderEventsPassOn:(SEL)selector
                         view:(nullable id)view
                    arguments:(NSArray *)arguments
                     invoking:(void (NS_NOESCAPE ^)(id target))invoke
    NS_SWIFT_NAME(responderEventsPassOn(_:view:arguments:invoking:));

/// Runs `body`, which asks the object this proxy passes messages on to whether it responds to a
/// selector, and returns YES; runs nothing and returns NO when this proxy is already asking
/// on this thread.
///
/// That object may pass the question on to this proxy in turn (RxCocoa's proxy installed after
/// this one reads `view.delegate`, which is the proxy, and forwards there; so does any wrapper
/// built around `view.delegate`): the question would come back while it is still being asked
/// and go round until the stack overflows. Refused, it is answered "no" by this proxy, and the
/// other object answers for itself. The frames are those of -forwardInvocation:.
- (BOOL)responderEventsAskingOnce:(void (NS_NOESCAPE ^)(void))body
    NS_SWIFT_NAME(responderEventsAskingOnce(_:));

@end

NS_ASSUME_NONNULL_END
#endif
