/// An error that describes itself for an alert: a title and a message the user can read.
///
/// Conform the errors the user should be told about, and let a handler above the views that
/// report them present the alert: `.responderErrorAlert()` in SwiftUI,
/// `re.catchAlertableErrors()` on a UIKit view controller.
///
/// ```swift
/// struct PaymentDeclined: AlertableError {
///   var title: String? { "Payment declined" }
///   var message: String { "Your card was declined. Try another card." }
/// }
/// ```
public protocol AlertableError: Error {
  /// The alert's title, or `nil` to show the message alone; `nil` unless you implement it.
  var title: String? { get }
  /// What the alert says: a sentence the user can read.
  var message: String { get }
}

extension AlertableError {
  /// No title: the alert shows the message alone.
  public var title: String? { nil }
}
