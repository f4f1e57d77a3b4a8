/// A node whose upward route follows ``ResponderChainRules``, and which can say what the rules'
/// presenter correction makes an event pass over.
///
/// The engine asks only when it explains an event that nobody handled, and only while a
/// handler receives diagnostics: when the event went from this node to the presenter UIKit
/// reports, and a controller it passed over handles the event's type, the engine reports
/// ``EventDiagnostic/Kind/presenterNotRecorded``. In the UIKit layer `UIViewController`
/// conforms, from ``ResponderChainRules/screensPassedOver(by:)``; a model of UIKit's responders
/// conforms the same way to test it on any platform.
@MainActor
public protocol ResponderChainNode: EventNode {
  /// The presenter UIKit reports for this presented controller, and the child controllers under
  /// it that this controller's upward events pass over, when the rules send them there; `nil`
  /// otherwise.
  ///
  /// Return what ``ResponderChainRules/screensPassedOver(by:)`` returns for this node.
  var responderEventsScreensPassedOver: ScreensPassedOver<any EventNode>? { get }
}

/// Where an upward event from a presented controller goes and the child controllers it passes
/// over, when UIKit's reported presenter is a container.
///
/// UIKit's `presentingViewController` is the farthest ancestor of the controller that called
/// `present(_:animated:completion:)` (or, for current-context styles, the ancestor that defines
/// the presentation context), so an event goes from the presented controller to that container
/// and never reaches the child that called `present`, unless the app recorded that child as the
/// presenter (`re.present(_:animated:completion:)` in UIKit).
public struct ScreensPassedOver<Responder> {
  /// The controller the event goes to: the presenter UIKit reports.
  public let presenter: Responder
  /// The presenter's descendant child controllers, which the event does not reach.
  ///
  /// First the children it shows (a navigation controller's top screen, the selected tab, and
  /// what they show in turn), the innermost first, then every other descendant in pre-order.
  /// The controller that called `present` is most likely the first of them.
  public let screens: [Responder]

  /// Creates a description of the controllers an event passes over.
  public init(presenter: Responder, screens: [Responder]) {
    self.presenter = presenter
    self.screens = screens
  }
}

extension ResponderChainRules {
  /// What an upward event from `controller` passes over, when `controller` is a presented view
  /// controller without a parent controller, its events go to the presenter UIKit reports (no
  /// record of the app's holds, see ``presenter(of:)``), and that presenter has child
  /// controllers; `nil` otherwise.
  ///
  /// The screens are listed in the order of ``ScreensPassedOver/screens``. A loop in the
  /// model's answers lists each controller once.
  public func screensPassedOver(
    by controller: Model.Responder
  ) -> ScreensPassedOver<Model.Responder>? {
    guard model.kind(of: controller) == .viewController,
      model.parentController(of: controller) == nil,
      let reported = model.presentingController(of: controller),
      presenter(of: controller) === reported
    else { return nil }

    var listed: Set<ObjectIdentifier> = [ObjectIdentifier(reported)]
    var shown = [Model.Responder]()
    var current = reported
    while let child = model.shownChildController(of: current),
      listed.insert(ObjectIdentifier(child)).inserted
    {
      shown.append(child)
      current = child
    }
    var screens = Array(shown.reversed())

    var explored: Set<ObjectIdentifier> = [ObjectIdentifier(reported)]
    var pending = Array(model.childControllers(of: reported).reversed())
    while let child = pending.popLast() {
      guard explored.insert(ObjectIdentifier(child)).inserted else { continue }
      if listed.insert(ObjectIdentifier(child)).inserted { screens.append(child) }
      pending += model.childControllers(of: child).reversed()
    }
    return screens.isEmpty ? nil : ScreensPassedOver(presenter: reported, screens: screens)
  }
}
