#if defined(__APPLE__)
#import "ResponderEventsProxyBase.h"
#import <objc/runtime.h>
#import <string.h>

/// A list of protocols copied from the runtime, in an array; frees the list. `count` is where the
/// copy wrote its length, read once both arguments are evaluated (in either order).
static NSArray<Protocol *> *REProtocolArray(Protocol *__unsafe_unretained _Nonnull *_Nullable protocols,
                                            const unsigned int *count) {
  NSArray<Protocol *> *array = protocols != NULL ? [NSArray arrayWithObjects:protocols count:*count] : @[];
  free(protocols);
  return array;
}

/// The protocols `cls` and its superclasses adopt (not those they incorporate).
static NSArray<Protocol *> *REAdoptedProtocols(Class _Nullable cls) {
  NSMutableArray<Protocol *> *adopted = [NSMutableArray array];
  for (; cls != Nil; cls = class_getSuperclass(cls)) {
    unsigned int count = 0;
    [adopted addObjectsFromArray:REProtocolArray(class_copyProtocolList(cls, &count), &count)];
  }
  return adopted;
}

/// The type encoding of `selector` in the first of `protocols` that declares it, optional or
/// required, or NULL. protocol_getMethodDescription also searches the protocols a protocol
/// incorporates (UITableViewDelegate's UIScrollViewDelegate, say).
static const char *_Nullable REDeclaredTypes(NSArray<Protocol *> *protocols, SEL selector) {
  for (Protocol *protocol in protocols) {
    for (int required = 0; required <= 1; required++) {
      const char *types = protocol_getMethodDescription(protocol, selector, (BOOL)required, YES).types;
      if (types != NULL) return types;
    }
  }
  return NULL;
}

/// `type` without its leading qualifiers (const, in, out, bycopy, …).
static const char *REUnqualified(const char *type) {
  while (*type != '\0' && strchr("rnNoORV", *type) != NULL) type++;
  return type;
}

/// A message being passed on by a proxy, on this thread: frames live on the stack of
/// -forwardInvocation:, innermost first.
typedef struct REInvocationFrame {
  const void *proxy;
  SEL selector;
  struct REInvocationFrame *_Nullable outer;
} REInvocationFrame;

static _Thread_local REInvocationFrame *_Nullable REInvocationFrames = NULL;

/// How many times one proxy may pass one message on inside itself before it is stopped:
/// legitimate nesting (a delegate that scrolls inside scrollViewDidScroll:) is rarely more than
/// a level or two deep, a loop between two proxies is unbounded. The same limit as
/// ForwardedCalls.
static const NSUInteger REMaximumDepth = 16;

/// Runs `body`, which passes `selector` on for `proxy`, with a frame for it on this thread;
/// runs nothing and returns NO when `proxy` is passing it on `maximumDepth` times already.
static BOOL REPassOn(id proxy, SEL selector, NSUInteger maximumDepth,
                     void (^NS_NOESCAPE body)(void)) {
  const void *key = (__bridge const void *)proxy;
  NSUInteger depth = 0;
  for (REInvocationFrame *frame = REInvocationFrames; frame != NULL; frame = frame->outer) {
    if (frame->proxy == key && sel_isEqual(frame->selector, selector)) depth++;
  }
  if (depth >= maximumDepth) return NO;
  REInvocationFrame frame = {key, selector, REInvocationFrames};
  REInvocationFrames = &frame;
  @try {
    body();
  } @finally {
    REInvocationFrames = frame.outer;
  }
  return YES;
}

@implementation ResponderEventsDelegateProxyBase

/// Adds to `names` the instance methods of `protocol` and of the protocols it incorporates, each
/// protocol once: the optional ones, or, with `takingBlocks`, those of either kind with a block
/// ("@?") among their types.
static void RECollectMethods(Protocol *protocol, BOOL takingBlocks, NSMutableSet<NSString *> *names,
                             NSMutableSet<NSString *> *seen) {
  NSString *protocolName = @(protocol_getName(protocol));
  if ([seen containsObject:protocolName]) return;
  [seen addObject:protocolName];
  for (int required = 0; required <= (takingBlocks ? 1 : 0); required++) {
    unsigned int count = 0;
    struct objc_method_description *methods =
        protocol_copyMethodDescriptionList(protocol, (BOOL)required, YES, &count);
    for (unsigned int index = 0; index < count; index++) {
      const char *types = methods[index].types;
      if (!takingBlocks || (types != NULL && strstr(types, "@?") != NULL)) {
        [names addObject:NSStringFromSelector(methods[index].name)];
      }
    }
    free(methods);
  }
  unsigned int count = 0;
  for (Protocol *incorporated in REProtocolArray(protocol_copyProtocolList(protocol, &count), &count)) {
    RECollectMethods(incorporated, takingBlocks, names, seen);
  }
}

/// The methods RECollectMethods finds in every protocol `cls` and its superclasses adopt.
static NSArray<NSString *> *REProtocolMethods(Class cls, BOOL takingBlocks) {
  NSMutableSet<NSString *> *names = [NSMutableSet set];
  NSMutableSet<NSString *> *seen = [NSMutableSet set];
  for (Protocol *protocol in REAdoptedProtocols(cls)) {
    RECollectMethods(protocol, takingBlocks, names, seen);
  }
  return names.allObjects;
}

+ (NSArray<NSString *> *)responderEventsOptionalProtocolMethods {
  return REProtocolMethods(self, NO);
}

+ (NSArray<NSString *> *)responderEventsProtocolMethodsTakingBlocks {
  return REProtocolMethods(self, YES);
}

- (nullable id)responderEventsInvocationTargetForSelector:(SEL)selector {
  return nil;
}

- (BOOL)responderEventsAskingOnce:(void (^NS_NOESCAPE)(void))body {
  // Under a selector of its own, once deep: any question asked inside one is refused.
  return REPassOn(self, @selector(respondsToSelector:), 1, body);
}

/// The type encoding of `selector` in any protocol the runtime knows, or NULL: for delegate
/// protocols the proxy's class does not adopt (a text view's delegate behind a scroll view
/// proxy, a custom layout's delegate), when the object the message goes to cannot say either.
/// Scanning every protocol is slow, so each selector's answer is kept (protocol method
/// descriptions live as long as the process) in a cache that any thread may use; one dropped
/// under memory pressure costs one more scan.
static const char *_Nullable REAnyProtocolTypes(SEL selector) {
  static NSCache<NSString *, id> *known;
  static dispatch_once_t once;
  dispatch_once(&once, ^{ known = [NSCache new]; });
  NSString *name = NSStringFromSelector(selector);
  id cached = [known objectForKey:name];
  if (cached != nil) return cached == [NSNull null] ? NULL : [cached pointerValue];
  // Every protocol the runtime knows, scanned.
  unsigned int count = 0;
  const char *types = REDeclaredTypes(REProtocolArray(objc_copyProtocolList(&count), &count), selector);
  [known setObject:types != NULL ? [NSValue valueWithPointer:types] : [NSNull null] forKey:name];
  return types;
}

- (NSMethodSignature *)methodSignatureForSelector:(SEL)selector {
  __block NSMethodSignature *signature = [super methodSignatureForSelector:selector];
  if (signature != nil) return signature;
  // The target may be another proxy that asks its own target, which may be this proxy: ask
  // under the same guard as -forwardInvocation:.
  REPassOn(self, selector, REMaximumDepth, ^{
    signature = [[self responderEventsInvocationTargetForSelector:selector]
        methodSignatureForSelector:selector];
  });
  if (signature != nil) return signature;
  const char *types = REDeclaredTypes(REAdoptedProtocols(object_getClass(self)), selector);
  if (types == NULL) types = REAnyProtocolTypes(selector);
  return types != NULL ? [NSMethodSignature signatureWithObjCTypes:types] : nil;
}

- (BOOL)responderEventsPassOn:(SEL)selector
                         view:(nullable id)view
                    arguments:(NSArray *)arguments
                     invoking:(void (^NS_NOESCAPE)(id target))invoke {
  id target = [self responderEventsInvocationTargetForSelector:selector];
  if (target == nil) return NO;
  return REPassOn(self, selector, REMaximumDepth, ^{ invoke(target); });
}

/// The arguments of `invocation` from `first` on, each an object (compared with -isEqual:, so
/// that a wrapper which bridges an index path or a string anew still sends the same call) or,
/// for any other type, its bytes: what tells one call of a method from another.
static NSArray *REArguments(NSInvocation *invocation, NSUInteger first) {
  NSMethodSignature *signature = invocation.methodSignature;
  NSMutableArray *arguments = [NSMutableArray array];
  for (NSUInteger index = first; index < signature.numberOfArguments; index++) {
    const char *type = REUnqualified([signature getArgumentTypeAtIndex:index]);
    if (type[0] == '@' && type[1] != '?') {
      __unsafe_unretained id object = nil;
      [invocation getArgument:&object atIndex:(NSInteger)index];
      [arguments addObject:object ?: [NSNull null]];
      continue;
    }
    NSUInteger size = 0;
    NSGetSizeAndAlignment(type, &size, NULL);
    NSMutableData *bytes = [NSMutableData dataWithLength:size];
    [invocation getArgument:bytes.mutableBytes atIndex:(NSInteger)index];
    [arguments addObject:bytes];
  }
  return arguments;
}

- (void)forwardInvocation:(NSInvocation *)invocation {
  // The first argument of a delegate method is its view, an object.
  __unsafe_unretained id view = nil;
  NSMethodSignature *signature = invocation.methodSignature;
  if (signature.numberOfArguments > 2 && REUnqualified([signature getArgumentTypeAtIndex:2])[0] == '@') {
    [invocation getArgument:&view atIndex:2];
  }
  BOOL answered = [self responderEventsPassOn:invocation.selector
                                         view:view
                                    arguments:REArguments(invocation, view != nil ? 3 : 2)
                                     invoking:^(id target) { [invocation invokeWithTarget:target]; }];
  if (answered) return;
  // Nobody is left to answer: the sender receives nil, NO, 0 or a zeroed structure. Set the
  // zeros explicitly rather than rely on the invocation's buffer starting zeroed (-[NSMutableData
  // dataWithLength:] fills the bytes it allocates with zeros).
  NSUInteger length = signature.methodReturnLength;
  if (length > 0) [invocation setReturnValue:[NSMutableData dataWithLength:length].mutableBytes];
}

@end
#endif
