import ResponderEventsDelegates
import UIKit

final class SignUpViewController: UIViewController {
  let emailField = UITextField()
  let newsletterSwitch = UISwitch()
  private var wantsNewsletter = false

  override func viewDidLoad() {
    super.viewDidLoad()
    let stack = UIStackView(arrangedSubviews: [emailField, newsletterSwitch])
    stack.axis = .vertical
    stack.frame = view.bounds
    view.addSubview(stack)
    emailField.re.onShouldReturn(with: emailField) { field in field.resignFirstResponder() }
    newsletterSwitch.re.onValueChange(with: self) { controller, isOn in
      controller.wantsNewsletter = isOn
    }
  }
}
