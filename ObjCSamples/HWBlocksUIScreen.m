// HWBlocksUI's examples, rewritten with ResponderEventsObjC: a table, a text field and a
// button, with blocks. Compiled for iOS by ../shared/ios-sdk/objc-check (see CONTRIBUTING.md);
// the Objective-C listings of MigratingFromHWBlocksUI.md are copied from this file, and a test
// checks it.
@import UIKit;
@import ResponderEventsObjC;

@interface CitiesViewController : UIViewController
@property (nonatomic, strong) REToken *dimming;
@end

@implementation CitiesViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self addTable];
    [self addTextField];
    [self addButton];
}

- (void)addTable {
    NSString *reuseId = @"city";
    UITableView *tableView = [[UITableView alloc] initWithFrame:self.view.bounds];
    [tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:reuseId];
    [self.view addSubview:tableView];

    NSArray<NSString *> *titles = @[@"Beijing", @"Shanghai", @"Shenzhen", @"Guangzhou", @"Chengdu", @"Xiong'an", @"Suzhou"];

    [tableView re_provideNumberOfRows:^NSInteger(UITableView *tableView, NSInteger section) {
        return titles.count;
    }];

    [tableView re_provideCell:^UITableViewCell *(UITableView *tableView, NSIndexPath *indexPath) {
        UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:reuseId forIndexPath:indexPath];
        cell.textLabel.text = titles[indexPath.row];
        return cell;
    }];

    [tableView re_onSelectRow:^(UITableView *tableView, NSIndexPath *indexPath) {
        NSLog(@"%@", titles[indexPath.row]);
    }];

    [tableView re_provideHeaderView:^UIView *(UITableView *tableView, NSInteger section) {
        UILabel *label = [[UILabel alloc] init];
        label.text = @"Cities";
        return label;
    }];
    [tableView re_provideHeaderHeight:^CGFloat(UITableView *tableView, NSInteger section) {
        return 44;
    }];
    [tableView re_provideFooterView:^UIView *(UITableView *tableView, NSInteger section) {
        UILabel *label = [[UILabel alloc] init];
        label.text = [NSString stringWithFormat:@"%lu cities", (unsigned long)titles.count];
        return label;
    }];
    [tableView re_provideFooterHeight:^CGFloat(UITableView *tableView, NSInteger section) {
        return 32;
    }];
}

- (void)addTextField {
    UITextField *textField = [[UITextField alloc] initWithFrame:CGRectMake(20, 100, self.view.frame.size.width - 40, 30)];
    textField.borderStyle = UITextBorderStyleRoundedRect;
    textField.clearButtonMode = UITextFieldViewModeAlways;
    [self.view addSubview:textField];

    // At most six characters:
    [textField re_onShouldChangeCharacters:^BOOL(UITextField *field, NSRange range, NSString *string) {
        NSString *text = [field.text stringByReplacingCharactersInRange:range withString:string];
        return text.length <= 6;
    }];

    [textField re_onShouldReturn:^BOOL(UITextField *field) {
        [field resignFirstResponder];
        return YES;
    }];
}

- (void)addButton {
    UIButton *okButton = [UIButton buttonWithType:UIButtonTypeSystem];
    okButton.frame = CGRectMake(24, 200, self.view.frame.size.width - 48, 20);
    [okButton setTitle:@"OK" forState:UIControlStateNormal];
    [self.view addSubview:okButton];

    [okButton re_onControlEvents:UIControlEventPrimaryActionTriggered handler:^(UIButton *button) {
        NSLog(@"OK");
    }];

    // Blocks for other events; the second does not replace the first:
    self.dimming = [okButton re_onControlEvents:UIControlEventTouchDown handler:^(UIButton *button) {
        button.alpha = 0.5;
    }];
    [okButton re_onControlEvents:UIControlEventTouchUpInside | UIControlEventTouchUpOutside | UIControlEventTouchCancel handler:^(UIButton *button) {
        button.alpha = 1;
    }];
}

/// Stops dimming the button when it is touched; the other blocks stay.
- (void)stopDimming {
    [self.dimming remove];
}

@end
