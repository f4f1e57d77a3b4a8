#if defined(__APPLE__)
#import "include/RXLikeDelegateProxy.h"

@implementation RXLikeDelegateProxy

- (instancetype)init {
  self = [super init];
  if (self) {
    _observedSelectors = [NSSet set];
  }
  return self;
}

- (BOOL)respondsToSelector:(SEL)selector {
  return [super respondsToSelector:selector] ||
         [self._forwardToDelegate respondsToSelector:selector] ||
         [self.observedSelectors containsObject:NSStringFromSelector(selector)];
}

- (NSMethodSignature *)methodSignatureForSelector:(SEL)selector {
  NSMethodSignature *signature = [super methodSignatureForSelector:selector];
  if (!signature) {
    signature = [self._forwardToDelegate methodSignatureForSelector:selector];
  }
  return signature;
}

- (void)forwardInvocation:(NSInvocation *)invocation {
  // RX_is_method_signature_void: the return type is encoded "v".
  BOOL isVoid = strcmp(invocation.methodSignature.methodReturnType, @encode(void)) == 0;
  if (isVoid) {
    [self _sentMessage:invocation.selector];
  }
  NSObject *forwardee = self._forwardToDelegate;
  if (forwardee && [forwardee respondsToSelector:invocation.selector]) {
    [invocation invokeWithTarget:forwardee];
  }
  if (isVoid) {
    [self _methodInvoked:invocation.selector];
  }
}

- (void)_sentMessage:(SEL)selector {
}

- (void)_methodInvoked:(SEL)selector {
}

@end
#endif
