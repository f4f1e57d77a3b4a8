#if defined(__APPLE__)
#import "ResponderEventsProxyBase.h"
#import <objc/runtime.h>

/// The type encoding of `selector` in a protocol adopted by `cls` or one of its superclasses,
/// optional or required, or NULL. protocol_getMethodDescription also searches the protocols a
/// protocol incorporates (UITableViewDelegate's UIScrollViewDelegate, say).
static const char *_Nullable REProtocolTypes(Class _Nullable cls, SEL selector) {
  for (; cls != Nil; cls = class_getSuperclass(cls)) {
    unsigned int count = 0;
    Protocol *__unsafe_unretained _Nonnull *_Nullable protocols = class_copyProtocolList(cls, &count);
    const char *types = NULL;
    for (unsigned int index = 0; index < count && types == NULL; index++) {
      for (int required = 0; required <= 1 && types == NULL; required++) {
        struct objc_method_description method =
            protocol_getMethodDescription(protocols[index], selector, (BOOL)required, YES);
        types = method.types;
      }
    }
    free(protocols);
    if (types != NULL) return types;
  }
  return NULL;
}

@implementation ResponderEventsDelegateProxyBase

- (NSMethodSignature *)methodSignatureForSelector:(SEL)selector {
  NSMethodSignature *signature = [super methodSignatureForSelector:selector];
  if (signature != nil) return signature;
  const char *types = REProtocolTypes(object_getClass(self), selector);
  return types != NULL ? [NSMethodSignature signatureWithObjCTypes:types] : nil;
}

- (void)forwardInvocation:(NSInvocation *)invocation {
  // Nobody is left to answer. NSInvocation's return value starts zeroed, so the sender
  // receives nil, NO, 0 or a zeroed structure: what UIKit assumes of a delegate that does not
  // implement an optional method, in the moment before UIKit is told it does not.
}

@end
#endif
