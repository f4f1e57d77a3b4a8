import ResponderEventsCore
import Testing

/// A step, as text, to compare in expectations.
private func describe(_ step: AlertStep<String>) -> String {
  switch step {
  case .present(let alert): "present \(alert)"
  case .waitForTransition: "wait"
  case .queued: "queued"
  case .passOn(let alert): "pass on \(alert)"
  case .idle: "idle"
  }
}

private let offScreen = AlertPresenterState(isInWindow: false, isInTransition: false)

/// `AlertQueue`: what the UIKit and SwiftUI alert handlers do with each error they catch, so
/// that none is lost.
@Suite("The alert handlers' queue", .timeLimit(.minutes(10)))
struct AlertQueueTests {
  @Test("a second error while an alert is shown waits, and shows when the first is dismissed")
  func secondErrorWaits() {
    var queue = AlertQueue<String>()
    #expect(describe(queue.add("first", presenter: .ready)) == "present first")
    #expect(describe(queue.add("second", presenter: .ready)) == "queued")
    #expect(describe(queue.add("third", presenter: .ready)) == "queued")
    #expect(queue.shown == "first")
    #expect(describe(queue.dismissed(presenter: .ready)) == "present second")
    #expect(describe(queue.dismissed(presenter: .ready)) == "present third")
    #expect(describe(queue.dismissed(presenter: .ready)) == "idle")
    #expect(queue.isEmpty)
  }

  @Test("an error during a transition waits for it to end, and the errors after it queue")
  func transitionWaits() {
    var queue = AlertQueue<String>()
    #expect(describe(queue.add("first", presenter: .inTransition)) == "wait")
    #expect(queue.isWaitingForTransition)
    #expect(describe(queue.add("second", presenter: .ready)) == "queued")
    #expect(describe(queue.next(presenter: .ready)) == "present first")
    #expect(describe(queue.dismissed(presenter: .ready)) == "present second")
  }

  @Test("the next alert waits while the dismissed one's presenter is still in its transition")
  func dismissalTransitionWaits() {
    var queue = AlertQueue<String>()
    _ = queue.add("first", presenter: .ready)
    _ = queue.add("second", presenter: .ready)
    #expect(describe(queue.dismissed(presenter: .inTransition)) == "wait")
    #expect(describe(queue.next(presenter: .ready)) == "present second")
  }

  @Test("an error whose presenter is in no window is passed on at once")
  func offScreenPassesOn() {
    var queue = AlertQueue<String>()
    #expect(describe(queue.add("first", presenter: offScreen)) == "pass on first")
    #expect(queue.isEmpty)
    #expect(describe(queue.add("second", presenter: .ready)) == "present second")
  }

  @Test("a presentation UIKit refused gives its alert back to pass on, and the next one goes")
  func refusedPresentationPassesOn() {
    var queue = AlertQueue<String>()
    _ = queue.add("first", presenter: .ready)
    _ = queue.add("second", presenter: .ready)
    #expect(queue.presentationFailed() == "first")
    #expect(queue.shown == nil)
    #expect(describe(queue.next(presenter: .ready)) == "present second")
  }

  @Test("the waiting alerts are passed on, in order, when the presenter left the window")
  func waitingAlertsPassOnWhenOffScreen() {
    var queue = AlertQueue<String>()
    _ = queue.add("first", presenter: .ready)
    _ = queue.add("second", presenter: .ready)
    _ = queue.add("third", presenter: .ready)
    var steps = [describe(queue.dismissed(presenter: offScreen))]
    while steps.last != "idle" { steps.append(describe(queue.next(presenter: offScreen))) }
    steps.removeLast()
    #expect(steps == ["pass on second", "pass on third"])
    #expect(queue.isEmpty)
  }

  @Test("a presenter that never leaves its transition holds an alert a bounded number of times")
  func transitionWaitsAreBounded() {
    var queue = AlertQueue<String>()
    var last = describe(queue.add("first", presenter: .inTransition))
    var waits = 1
    while last == "wait" && waits <= AlertQueue<String>.maximumTransitionWaits {
      last = describe(queue.next(presenter: .inTransition))
      if last == "wait" { waits += 1 }
    }
    #expect(waits == AlertQueue<String>.maximumTransitionWaits)
    #expect(last == "present first")
  }

  /// Pins down that the bound counts waits in a row for one alert: once an alert is shown, the
  /// next one starts again from zero, however many times the one before waited.
  @Test("each alert gets its own waits for a transition: the count starts again once one shows")
  func transitionWaitsStartAgainAfterShown() {
    let maximum = AlertQueue<String>.maximumTransitionWaits
    var queue = AlertQueue<String>()
    #expect(describe(queue.add("first", presenter: .inTransition)) == "wait")
    for _ in 1..<(maximum - 1) { #expect(describe(queue.next(presenter: .inTransition)) == "wait") }
    #expect(describe(queue.next(presenter: .ready)) == "present first")
    #expect(describe(queue.add("second", presenter: .ready)) == "queued")
    // The second alert waits as long as the first could have, not just what the first left.
    for wait in 1...maximum {
      let step =
        wait == 1 ? queue.dismissed(presenter: .inTransition) : queue.next(presenter: .inTransition)
      #expect(describe(step) == "wait", "wait \(wait) of the second alert")
    }
    #expect(describe(queue.next(presenter: .inTransition)) == "present second")
  }

  /// Pins down the same for a presenter that never leaves its transition: every alert waits the
  /// whole bound, the ones after the first included.
  @Test("behind a presenter stuck in its transition, every alert waits the whole bound")
  func everyAlertWaitsTheWholeBound() {
    var queue = AlertQueue<String>()
    var steps = [describe(queue.add("first", presenter: .inTransition))]
    _ = queue.add("second", presenter: .inTransition)
    _ = queue.add("third", presenter: .inTransition)
    // Each alert is dismissed as soon as it shows, with the presenter still in its transition.
    while let last = steps.last, last != "idle", steps.count < 200 {
      let step =
        last == "wait"
        ? queue.next(presenter: .inTransition) : queue.dismissed(presenter: .inTransition)
      steps.append(describe(step))
    }
    var waitsBefore: [String: Int] = [:]
    var waits = 0
    for step in steps {
      if step == "wait" {
        waits += 1
      } else if step.hasPrefix("present ") {
        waitsBefore[String(step.dropFirst("present ".count))] = waits
        waits = 0
      }
    }
    let maximum = AlertQueue<String>.maximumTransitionWaits
    #expect(waitsBefore == ["first": maximum, "second": maximum, "third": maximum])
    #expect(steps.last == "idle")
  }

  /// Pins down that an alert passed on (its presenter left the window during the transition)
  /// also starts the count again for the next one.
  @Test("an alert passed on after waiting leaves the next one its whole bound of waits")
  func transitionWaitsStartAgainAfterPassOn() {
    let maximum = AlertQueue<String>.maximumTransitionWaits
    let leaving = AlertPresenterState(isInWindow: false, isInTransition: true)
    var queue = AlertQueue<String>()
    #expect(describe(queue.add("first", presenter: leaving)) == "wait")
    _ = queue.add("second", presenter: leaving)
    for _ in 1..<maximum { #expect(describe(queue.next(presenter: leaving)) == "wait") }
    #expect(describe(queue.next(presenter: leaving)) == "pass on first")
    for wait in 1...maximum {
      #expect(
        describe(queue.next(presenter: .inTransition)) == "wait", "wait \(wait) of the second")
    }
    #expect(describe(queue.next(presenter: .ready)) == "present second")
  }
}
