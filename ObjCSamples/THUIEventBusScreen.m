// THUIEventBus's screens, rewritten with ResponderEventsObjC: events passed up with a callback,
// a method table, a broadcast down that collects answers, a promised answer, and a custom next
// responder. Compiled for iOS by ../shared/ios-sdk/objc-check (see CONTRIBUTING.md); the
// Objective-C listings of MigratingFromTHUIEventBus.md are copied from this file, and a test
// checks it.
@import UIKit;
@import ResponderEventsObjC;

static NSString *const kUIEventA = @"kUIEventA";
static NSString *const kUIEventB = @"kUIEventB";
static NSString *const kHasUnsavedChanges = @"hasUnsavedChanges";
static NSString *const kConfirmDelete = @"confirmDelete";

#pragma mark - Passing events up, with the callback

@interface EventAView : UIView
- (void)passEventA:(NSInteger)data;
@end

@implementation EventAView

- (void)passEventA:(NSInteger)data {
    [self re_sendEventNamed:kUIEventA payload:@{@"data": @(data)} reply:^(NSDictionary<NSString *, id> *reply, NSError *error) {
        if (error != nil) {
            NSLog(@"no answer: %@", error.localizedDescription);
            return;
        }
        NSLog(@"answer: %@", reply[@"result"]);
    }];
}

@end

@interface EventAViewController : UIViewController
@property (nonatomic, strong) NSMutableArray<NSNumber *> *received;
- (void)handleEventA:(NSInteger)data;
- (void)handleEventB:(NSDictionary<NSString *, id> *)payload;
@end

@implementation EventAViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.received = [NSMutableArray array];

    // The method table, without NSInvocation: one block per event name.
    [self re_handleEventNamed:kUIEventA handler:^REEventResult(EventAViewController *controller, REEventContext *context) {
        [controller handleEventA:[context.payload[@"data"] integerValue]];
        [context reply:@{@"result": @"done"}];  // the callback
        return REEventResultStop;
    }];
    [self re_handleEventNamed:kUIEventB handler:^REEventResult(EventAViewController *controller, REEventContext *context) {
        [controller handleEventB:context.payload];
        return REEventResultHandled;
    }];
}

- (void)handleEventA:(NSInteger)data {
    [self.received addObject:@(data)];
}

- (void)handleEventB:(NSDictionary<NSString *, id> *)payload {
    NSLog(@"event B: %@", payload);
}

@end

#pragma mark - Passing events down, with every answer

@interface EditorView : UIView
@property (nonatomic, getter=isDirty) BOOL dirty;
@end

@implementation EditorView

- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    if (self == nil) {
        return nil;
    }
    [self re_handleBroadcastNamed:kHasUnsavedChanges handler:^REBroadcastResult(EditorView *editor, REEventContext *context) {
        [context reply:@{@"dirty": @(editor.isDirty)}];
        return REBroadcastResultHandled;
    }];
    return self;
}

@end

@interface DocumentViewController : UIViewController
- (void)close;
@end

@implementation DocumentViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self.view addSubview:[[EditorView alloc] initWithFrame:self.view.bounds]];

    // An answer that needs the user first: promise it, answer later.
    [self re_handleEventNamed:kConfirmDelete handler:^REEventResult(DocumentViewController *controller, REEventContext *context) {
        REReplyPromise *promise = [context promiseReply];
        [controller confirmDeletion:^(BOOL confirmed) {
            [promise fulfill:@{@"confirmed": @(confirmed)}];
        }];
        return REEventResultStop;
    }];
}

/// Closes the screen, after asking the user when a view below has unsaved changes.
- (void)close {
    __weak DocumentViewController *weakSelf = self;
    [self re_broadcastEventNamed:kHasUnsavedChanges payload:nil replies:^(NSArray<REBroadcastReply *> *replies) {
        BOOL dirty = NO;
        for (REBroadcastReply *reply in replies) {
            dirty = dirty || [reply.payload[@"dirty"] boolValue];
        }
        if (dirty) {
            [weakSelf confirmDiscard];
        } else {
            [weakSelf dismissViewControllerAnimated:YES completion:nil];
        }
    }];
}

- (void)confirmDiscard {
    __weak DocumentViewController *weakSelf = self;
    [self confirmDeletion:^(BOOL confirmed) {
        if (confirmed) {
            [weakSelf dismissViewControllerAnimated:YES completion:nil];
        }
    }];
}

- (void)confirmDeletion:(void (^)(BOOL confirmed))completion {
    UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Discard changes?" message:nil preferredStyle:UIAlertControllerStyleAlert];
    [alert addAction:[UIAlertAction actionWithTitle:@"Discard" style:UIAlertActionStyleDestructive handler:^(UIAlertAction *action) {
        completion(YES);
    }]];
    [alert addAction:[UIAlertAction actionWithTitle:@"Keep Editing" style:UIAlertActionStyleCancel handler:^(UIAlertAction *action) {
        completion(NO);
    }]];
    [self presentViewController:alert animated:YES completion:nil];
}

#pragma mark - A custom next responder

/// A view added straight to the window, whose events should still reach this controller.
- (void)showPopup:(UIView *)popup {
    [self.view.window addSubview:popup];
    [popup re_redirectEventsToResponder:self];  // THUIEventBus's thNextResponder
}

@end
