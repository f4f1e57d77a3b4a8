extension Dispatcher {
  /// Looks along the route of an event nobody handled for the likely mistakes that explain it,
  /// and reports each once per cause (see ``EventDiagnostics``).
  ///
  /// Called only on that already slow path, and only while a handler receives diagnostics, so
  /// that it costs nothing where nobody would hear of it. It walks the route again, reading
  /// parents and children as they are now, without running any handler or creating storage:
  /// - up: a presented controller whose event went to the presenter UIKit reports, past child
  ///   controllers that handle the event's type (``EventDiagnostic/Kind/presenterNotRecorded``),
  ///   a node offered the event that handles its type only as a broadcast, and, for an error
  ///   nobody caught, a node whose event handlers take every event but never errors
  ///   (``EventDiagnostic/Kind/errorPassedEventHandlers``);
  /// - down: a node the broadcast visited that handles its type only travelling up
  ///   (``EventDiagnostic/Kind/handlerInOtherDirection``).
  static func reportLikelyMistakes<Event: ResponderEvent>(
    behind event: Event, from origin: any EventNode, direction: EventDirection,
    options: DispatchOptions
  ) {
    let includingOrigin = options.contains(.includingOrigin)
    guard direction == .up else {
      // A broadcaster that handles the type coming up relays it: it travels up below it too.
      if !includingOrigin, handles(event, at: origin, direction: .up) { return }
      return walkDownward(from: origin) { node, _ in
        if node !== origin || includingOrigin {
          reviewHandlerDirection(of: event, at: node, from: origin, direction: .down)
        }
        return 0
      }
    }
    let error = (event as? ReportedError)?.error
    walkUpwardRoute(from: origin) { node in
      if node !== origin || includingOrigin {
        // A node whose own error handler took the error (and passed it) did not lose it.
        if let error, !handles(event, at: node, direction: .up) {
          reviewUncaughtError(error, at: node, from: origin)
        }
        reviewHandlerDirection(of: event, at: node, from: origin, direction: .up)
      }
      if let next = nextOnUpwardRoute(after: node) {
        reviewPresentation(of: event, from: node, to: next)
      }
      return true
    }
  }

  /// Reports when `node`, offered `event` travelling `direction`, handles its type only
  /// travelling the other way.
  private static func reviewHandlerDirection<Event: ResponderEvent>(
    of event: Event, at node: any EventNode, from origin: any EventNode, direction: EventDirection
  ) {
    // A handler for every event (a logger) meant no direction for this type.
    guard handles(event, at: node, direction: direction == .up ? .down : .up, byType: true),
      !handles(event, at: node, direction: direction)
    else { return }
    let eventName = TypeNames.name(of: Event.self)
    let originName = NodeDescription(origin).name
    EventDiagnostics.emitOnce(
      .handlerInOtherDirection, eventType: Event.self, direction: direction, nodes: [node],
      direction == .up
        ? "nobody handled \(eventName) on its way up from \(originName), and this node handles "
          + "it only as a broadcast, with re.handleBroadcast: it probably meant re.handle, which "
          + "hears events travelling up"
        : "nobody handled the broadcast of \(eventName) from \(originName), and this node "
          + "handles it only travelling up, with re.handle: it probably meant "
          + "re.handleBroadcast, which hears broadcasts")
  }

  /// Reports when `node` is a presented controller whose event went to `next`, the presenter
  /// UIKit reports, past child controllers of it that handle the event.
  ///
  /// A screen is named as the one that probably presented `node` only when the user sees it and
  /// no other shown screen competes: of the shown paths (`ScreensPassedOver.shownPaths`), those
  /// with a screen that handles the event all have the same innermost such screen. Otherwise the
  /// message lists the screens that handle the event and names the fix without saying which one
  /// presented.
  private static func reviewPresentation<Event: ResponderEvent>(
    of event: Event, from node: any EventNode, to next: any EventNode
  ) {
    guard let routed = node as? any ResponderChainNode,
      let passedOver = routed.responderEventsScreensPassedOver, passedOver.presenter === next
    else { return }
    let isHandler = { (screen: any EventNode) in handles(event, at: screen, direction: .up) }
    let handlers = passedOver.screens.filter(isHandler)
    guard !handlers.isEmpty else { return }
    let nearest = passedOver.shownPaths.compactMap { $0.first(where: isHandler) }
    let likely = nearest.allSatisfy { $0 === nearest.first } ? nearest.first : nil
    EventDiagnostics.emitOnce(
      .presenterNotRecorded, eventType: shownType(of: event), direction: .up,
      nodes: [node, next] + (likely.map { [$0] } ?? handlers),
      presenterAdvice(
        event: TypeNames.name(of: shownType(of: event)), presenter: NodeDescription(next).name,
        choice: passedOver.choice, likely: likely.map { NodeDescription($0).name },
        handlers: handlers.map { NodeDescription($0).name }))
  }

  /// Reports, once per cause, when `node`, on the route of an error nobody caught, has event
  /// handlers that take every event: code written when such a handler also took errors, or by
  /// someone who expects it to, would lose the error silently otherwise.
  ///
  /// Such a node has a handler for a protocol that every event conforms to (`Any`,
  /// `any ResponderEvent`), or the error does (`any Error`), with
  /// ``ResponderEventsWrapper/handle(conformingTo:_:)``, its throwing form or a transform, or an
  /// ``EventHandling`` method. A handler for a narrower protocol of events
  /// (`any AnalyticsEvent`) never looked like it took errors, and is not named. Errors travel
  /// apart from events and never reach either; the message names ``ResponderEventsWrapper/catchError(_:_:)``.
  private static func reviewUncaughtError(
    _ error: any Error, at node: any EventNode, from origin: any EventNode
  ) {
    guard
      HandlingTypes.handlesEventsItself(node)
        || (ownedStorage(of: node)?.upwardHandlers.contains {
          !$0.isRemoved && $0.eventType == nil && ($0.takesEveryEvent() || $0.accepts(error))
        } ?? false)
    else { return }
    let errorType = type(of: error)
    EventDiagnostics.emitOnce(
      .errorPassedEventHandlers, eventType: errorType, direction: .up, nodes: [node],
      "nobody caught the error \(TypeNames.name(of: errorType)) reported from "
        + "\(NodeDescription(origin).name); it passed this node, whose event handlers "
        + "(re.handle(conformingTo:), an EventHandling method) never see errors: "
        + "errors travel apart from events. Catch it with re.catchError, or "
        + ".onResponderError in SwiftUI")
  }

  /// The storage of `node`, unless it has none or it belongs to another node.
  static func ownedStorage(of node: any EventNode) -> EventNodeStorage? {
    node.existingResponderEventsStorage.flatMap { $0.ownerID == ObjectIdentifier(node) ? $0 : nil }
  }

  /// Whether a handler registered on `node` for `direction` would be offered `event`; with
  /// `byType`, one for every event does not count.
  static func handles<Event>(
    _ event: Event, at node: any EventNode, direction: EventDirection, byType: Bool = false
  ) -> Bool {
    guard let storage = ownedStorage(of: node) else { return false }
    return (direction == .up ? storage.upwardHandlers : storage.broadcastHandlers).contains {
      !$0.isRemoved && $0.accepts(event) && !(byType && $0.takesEveryEvent())
    }
  }
}

/// The message of ``EventDiagnostic/Kind/presenterNotRecorded``: where the event went, what it
/// passed over, how UIKit chose the presenter, and the fix.
///
/// One sentence pattern for the three ways UIKit chooses (``PresenterChoice``): the screen to fix
/// is named as the one that probably presented (or shows the search bar) when it is the likely
/// one, as a condition ("If Screen presented it") when it is the only one that handles the
/// event, and as "one of them" otherwise.
///
/// - Parameters:
///   - likely: The shown screen that probably presented, when one is the nearest handler on
///     every shown path.
///   - handlers: Every screen passed over that handles the event, shown ones first.
private func presenterAdvice(
  event eventName: String, presenter presenterName: String, choice: PresenterChoice,
  likely: String?, handlers: [String]
) -> String {
  // The most screens the message lists by name; it counts the others.
  let maximumListed = 5
  // The screen to fix when the message can name it: the likely one, or the only one.
  let candidate = likely ?? (handlers.count == 1 ? handlers[0] : nil)
  let screen = candidate ?? "that screen"
  var listed = handlers.prefix(maximumListed).joined(separator: ", ")
  if handlers.count > maximumListed { listed += " and \(handlers.count - maximumListed) more" }
  let passedOver = candidate.map { "\($0), which handles" } ?? "one of: \(listed), which handle"
  let rePresent = "present it with re.present(_:animated:) from \(screen)"
  let setContext = "set definesPresentationContext = true on \(screen)"
  let nearestContext =
    "that defines the presentation context, else from the window's root view controller"
  let (how, role, fix): (String, String, String)
  switch choice {
  case .farthestAncestor:
    how =
      "A plain present(_:animated:completion:) makes UIKit report the farthest ancestor of"
      + " the screen that called it"
    (role, fix) = ("presented it", rePresent)
  case .presentationContext(let style):
    how =
      "This controller was presented in the current context (.\(style)), which UIKit"
      + " presents from the nearest ancestor of the presenting screen \(nearestContext)"
    role = "presented it"
    fix = "\(setContext) (or, to keep the presentation covering \(presenterName), \(rePresent))"
  case .searchController:
    how =
      "UIKit presented this search controller itself, from the nearest ancestor of the"
      + " screen showing its search bar \(nearestContext)"
    (role, fix) = ("shows its search bar", setContext)
  }
  let subject = choice == .searchController ? "search controller" : "presented controller"
  let whose = choice == .searchController ? "the search controller's" : "its"
  let who = likely.map { "\($0) probably \(role):" } ?? "If \(candidate ?? "one of them") \(role),"
  return "nobody handled \(eventName): it went from this \(subject) to \(presenterName), the"
    + " presenter UIKit reports, past \(passedOver) \(eventName). \(how). \(who) \(fix), and"
    + " \(whose) events go to \(screen)"
}
