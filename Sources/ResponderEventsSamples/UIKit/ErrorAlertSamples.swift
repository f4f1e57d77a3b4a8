#if canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  import UIKit

  /// A checkout screen that presents an alert for the errors below it that describe themselves.
  final class AlertingCheckoutController: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      re.catchAlertableErrors()
    }
  }
#endif
