// The UIResponder router category's nested-table screen, rewritten with ResponderEventsObjC.
// Compiled for iOS by ../shared/ios-sdk/objc-check (see CONTRIBUTING.md); the Objective-C
// listings of MigratingFromARouterCategory.md are copied from this file, and a test checks it.
@import UIKit;
@import ResponderEventsObjC;

@interface ItemCell : UITableViewCell
@property (nonatomic, strong, readonly) UIStepper *stepper;
@property (nonatomic, strong, readonly) UIButton *button;
@end

@implementation ItemCell

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self == nil) {
        return nil;
    }
    _stepper = [[UIStepper alloc] init];
    _stepper.minimumValue = 1;
    _button = [UIButton buttonWithType:UIButtonTypeSystem];
    [_button setTitle:@"Add" forState:UIControlStateNormal];
    UIStackView *controls = [[UIStackView alloc] initWithArrangedSubviews:@[_stepper, _button]];
    controls.spacing = 8;
    controls.frame = (CGRect){CGPointZero, [controls systemLayoutSizeFittingSize:UILayoutFittingCompressedSize]};
    self.accessoryView = controls;

    // The button (the write-up's "btnClick1:userInfo:"):
    [_button re_onControlEvents:UIControlEventPrimaryActionTriggered handler:^(UIButton *button) {
        [button re_sendEventNamed:@"btnClick1" payload:@{@"key": @"blue button"}];
    }];

    // The cell adds its data and lets the event go on (the override that calls super):
    [self re_handleEventNamed:@"btnClick1" handler:^REEventResult(ItemCell *cell, REEventContext *context) {
        [context setPayloadValue:@((NSInteger)cell.stepper.value) forKey:@"quantity"];
        return REEventResultPass;
    }];
    return self;
}

- (void)prepareForReuse {
    [super prepareForReuse];
    self.stepper.value = 1;
}

@end

@interface ListViewController : UITableViewController
@property (nonatomic, copy) NSArray<NSString *> *items;
@property (nonatomic, strong) NSMutableDictionary<NSString *, NSNumber *> *basket;
@end

@implementation ListViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.items = @[@"Blue", @"Red", @"Green"];
    self.basket = [NSMutableDictionary dictionary];
    [self.tableView registerClass:[ItemCell class] forCellReuseIdentifier:@"item"];

    // The view controller handles it (the override that performs the selector):
    [self re_handleEventNamed:@"btnClick1" handler:^REEventResult(ListViewController *controller, REEventContext *context) {
        NSIndexPath *indexPath = [context indexPathInTableView:controller.tableView];
        if (indexPath == nil) {
            return REEventResultPass;
        }
        [controller addItemAtRow:indexPath.row quantity:[context.payload[@"quantity"] integerValue]];
        return REEventResultStop;
    }];
}

- (void)addItemAtRow:(NSInteger)row quantity:(NSInteger)quantity {
    NSString *item = self.items[row];
    self.basket[item] = @(self.basket[item].integerValue + quantity);
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.items.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"item" forIndexPath:indexPath];
    UIListContentConfiguration *content = [cell defaultContentConfiguration];
    content.text = self.items[indexPath.row];
    cell.contentConfiguration = content;
    return cell;
}

@end
