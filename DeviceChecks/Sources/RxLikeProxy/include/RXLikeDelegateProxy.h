// A delegate proxy that forwards as RxCocoa's does, for the device checks (Apple platforms only).
//
// RxCocoa's proxies hand on what they do not implement through -methodSignatureForSelector: and
// -forwardInvocation: (_RXDelegateProxy.m), which Swift cannot implement; a Swift imitation can
// only use -forwardingTargetForSelector:, which the runtime tries first and which never reaches
// the proxy's own code. The checks that put ResponderEvents' proxy beside "an RxCocoa-like
// proxy" build on this class so that a forwarded call takes RxCocoa's path.

#if defined(__APPLE__) && defined(__OBJC__)
#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

/// RxCocoa's `_RXDelegateProxy` and the parts of `DelegateProxy` that decide where a message
/// goes (RxSwift 6, `_RXDelegateProxy.m` and `DelegateProxy.swift`).
///
/// - `-respondsToSelector:` is YES for a method of the class, one the forwardee responds to, or
///   a selector in `observedSelectors` (RxCocoa: `voidDelegateMethodsContain(_:)` and
///   `hasObservers(selector:)`, as after `rx.methodInvoked`).
/// - `-methodSignatureForSelector:` asks super, then the forwardee.
/// - `-forwardInvocation:` calls `-_sentMessage:` for a method that returns void, invokes the
///   forwardee when it responds, then calls `-_methodInvoked:`.
@interface RXLikeDelegateProxy : NSObject

/// What the proxy forwards to, held weakly; RxCocoa's getter has the same name
/// ("@property (nonatomic, weak, readonly) id _forwardToDelegate;", `_RXDelegateProxy.h`).
@property (nonatomic, weak, nullable) NSObject *_forwardToDelegate;

/// The names of the void methods that have observers (`NSStringFromSelector`).
@property (nonatomic, copy) NSSet<NSString *> *observedSelectors;

/// Called before a forwarded void method is invoked on the forwardee; does nothing here.
- (void)_sentMessage:(SEL)selector;

/// Called after a forwarded void method was invoked on the forwardee; does nothing here.
- (void)_methodInvoked:(SEL)selector;

@end

NS_ASSUME_NONNULL_END
#endif
