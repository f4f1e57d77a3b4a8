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
    emailField.re.onShouldReturn { field in field.resignFirstResponder() }
    newsletterSwitch.re.onValueChange { [weak self] _, isOn in
      self?.wantsNewsletter = isOn
    }
  }
}
