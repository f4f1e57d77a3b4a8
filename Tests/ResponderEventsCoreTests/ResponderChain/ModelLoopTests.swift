@_spi(Rules) import ResponderEventsCore
import ResponderEventsTesting
import Testing

/// A responder of `LoopModel`: every answer is a stored property, so a test can make the
/// answers go round in a loop, as a model's answers may (`ResponderChainRules`: "A loop in the
/// model's answers ends the search", "is followed 64 controllers deep at most").
@MainActor
private final class LoopResponder {
  let kind: ResponderKind
  // Held weakly, as UIKit's are, so that the loops the tests make leak nothing.
  weak var next: LoopResponder?
  var subviews: [LoopResponder] = []
  var view: LoopResponder?
  weak var parent: LoopResponder?
  weak var presenting: LoopResponder?
  init(_ kind: ResponderKind) { self.kind = kind }
}

/// Answers the rules' questions from `LoopResponder`'s properties, counting how often the
/// parent controller is asked; past `limit` questions it answers `nil`, so that a rule that
/// follows a loop forever ends, and the count shows it.
@MainActor
private final class LoopModel: ResponderChainModel {
  var parentQuestions = 0
  let limit = 100_000

  func kind(of responder: LoopResponder) -> ResponderKind { responder.kind }
  func nextResponder(of responder: LoopResponder) -> LoopResponder? { responder.next }
  func subviews(of view: LoopResponder) -> [LoopResponder] { view.subviews }
  func loadedView(of controller: LoopResponder) -> LoopResponder? { controller.view }
  func childControllers(of controller: LoopResponder) -> [LoopResponder] { [] }
  func parentController(of controller: LoopResponder) -> LoopResponder? {
    parentQuestions += 1
    return parentQuestions > limit ? nil : controller.parent
  }
  func presentedController(of controller: LoopResponder) -> LoopResponder? { nil }
  func presentingController(of controller: LoopResponder) -> LoopResponder? {
    controller.presenting
  }
  func recordedPresenter(of controller: LoopResponder) -> LoopResponder? { nil }
  func rootController(of window: LoopResponder) -> LoopResponder? { nil }
  func window(of view: LoopResponder) -> LoopResponder? { nil }
  func windows(of scene: LoopResponder) -> [LoopResponder] { [] }
  func scenes(of application: LoopResponder) -> [LoopResponder] { [] }
  func shownChildController(of controller: LoopResponder) -> LoopResponder? { nil }
  func shownChildControllers(of controller: LoopResponder) -> [LoopResponder] { [] }
  func presentationStyle(of controller: LoopResponder) -> ResponderPresentationStyle { .other }
  func isSearchController(_ controller: LoopResponder) -> Bool { false }
  func undisplayedItems(of view: LoopResponder) -> [LoopResponder] { [] }
}

@Suite("Loops in the model's answers", .collectingDiagnostics)
@MainActor
struct ModelLoopTests {
  @Test("a loop of parent controllers above a presenter ends the walk to its presentations' root")
  func parentLoopAbovePresenter() {
    // A view whose subview is the root view of a presented controller, whose presenter sits in
    // two controllers that name each other as parent.
    let container = LoopResponder(.view)
    let presentedView = LoopResponder(.view)
    let presented = LoopResponder(.viewController)
    let (presenter, first, second) = (
      LoopResponder(.viewController), LoopResponder(.viewController),
      LoopResponder(.viewController)
    )
    container.subviews = [presentedView]
    presentedView.next = presented
    presented.view = presentedView
    presented.presenting = presenter
    presenter.parent = first
    (first.parent, second.parent) = (second, first)
    let model = LoopModel()
    // The links are weak: the controllers are kept to the end, or the loop could be gone.
    let children = withExtendedLifetime((presented, presenter, first, second)) {
      ResponderChainRules(model: model).children(of: container).others
    }
    #expect(children.count == 1)
    // Every other walk of the rules stops at a loop within a few hundred steps.
    #expect(model.parentQuestions < 1_000, "asked \(model.parentQuestions) times")
  }
}
