#if canImport(UIKit) && !os(watchOS)
  import ResponderEventsDelegates
  import UIKit

  /// The samples of the doc comments on presenting, reading the app's own delegate back, and
  /// changing values and text in code.
  @MainActor
  enum UIKitBehaviourSamples {
    /// A screen that edits a name in a sheet.
    final class EditNameController: UIViewController {}

    /// A screen inside a navigation controller.
    final class ProfileController: UIViewController {
      func editName() {
        // In a screen inside a UINavigationController:
        re.present(EditNameController(), animated: true)
        // EditNameController's events: … → EditNameController → this screen → navigation
        // controller → window → …
      }
    }

    /// The app's own table delegate.
    final class MyController: UIViewController, UITableViewDelegate {}

    static func readTheDelegateBack(tableView: UITableView) -> MyController? {
      let controller = tableView.re.delegate as? MyController
      return controller
    }

    #if !os(tvOS)
      static func restoreASwitch(notificationsSwitch: UISwitch, settings: Settings) {
        notificationsSwitch.re.setOn(settings.notifications, animated: false)
      }
    #endif

    static func fillACode(codeField: UITextField, pastedCode: String) {
      codeField.re.setText(pastedCode)  // cleaned to six digits, and observers told
    }
  }
#endif
