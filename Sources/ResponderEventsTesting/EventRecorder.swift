public import ResponderEventsCore

/// A node that records the events reaching it, so a test can check what a view or subtree
/// sends without building the rest of the app.
///
/// Attach it as the parent of the node under test: no window, controller or real hierarchy is
/// needed.
///
/// ```swift
/// let recorder = EventRecorder()
/// let cell = ProductCell(productID: 42)
/// recorder.attach(to: cell)
///
/// cell.tapBuyButton()
///
/// #expect(recorder.events(of: AddToCart.self).map(\.productID) == [42])
/// ```
///
/// The recorder handles every upward event with ``disposition`` (`.handled` unless changed) and
/// answers requests for which a reply was set with ``reply(to:with:)``. Errors reported up to
/// it (`report(_:)`), which no event handler sees, are kept in ``errors`` and handled the same
/// way. Keep a strong reference to it: nodes attached to it hold it weakly, as redirects do.
/// A handler registered on the recorder itself (`recorder.re.handle`) runs before it records,
/// as a node's handlers run before its `EventHandling` method: one that stops the event
/// keeps it out of ``records``. The recorder keeps errors with a handler of its own,
/// registered when it is created, so it runs before any error handler you register on it (a
/// `recorder.re.catchError` of yours sees errors it recorded already: catch an expected error
/// on a node below instead), and `recorder.re.removeAllHandlers()` removes it too: errors then
/// pass it, unrecorded and unhandled.
@MainActor
public final class EventRecorder: EventHandling {
  /// The storage for the recorder's own handlers.
  public let responderEventsStorage = EventNodeStorage()
  /// Where events go after the recorder, if anywhere; `nil` makes the recorder the top.
  ///
  /// Setting it refreshes the value observers below, as attaching does: they get what the new
  /// parent provides.
  public weak var parent: (any EventNode)? { didSet { re.refreshProvidedValues() } }
  /// What the recorder does with each upward event once recorded.
  public var disposition: EventDisposition = .handled
  /// What the recorder does with each broadcast once recorded.
  public var broadcastDisposition: BroadcastDisposition = .pass
  /// Every event received, oldest first.
  public private(set) var records: [RecordedEvent] = []
  /// Every error reported up to the recorder, oldest first.
  public private(set) var errors: [any Error] = []

  private var attached: [WeakReference] = []
  private var replies: [ObjectIdentifier: any Replier] = [:]

  /// Creates a recorder.
  ///
  /// - Parameter name: The recorder's name in traces.
  public init(name: String = "EventRecorder") {
    re.debugName = name
    re.catchError((any Error).self) { recorder, error, _ in
      recorder.errors.append(error)
      return recorder.disposition
    }
  }

  /// Makes the recorder the parent of `node`: events `node` sends up come here first.
  ///
  /// The link is a redirect (see `ResponderEventsWrapper/redirect(to:)`), so it also works
  /// for nodes that already have a parent, and broadcasts from the recorder reach `node`.
  public func attach(to node: some EventNode) {
    // A redirect the node had of its own comes back when it is detached: attached again, the
    // one saved then, unless the node was redirected elsewhere since.
    let current = node.re.redirectTarget
    let saved = current is EventRecorder ? attached.first { $0.node === node }?.previous : nil
    let previous = saved ?? current
    node.re.redirect(to: self)
    attached.removeAll { $0.node == nil || $0.node === node }
    attached.append(WeakReference(node, previous: previous === self ? nil : previous))
  }

  /// Removes the link made by ``attach(to:)``, and gives the node back the redirect it had
  /// before, if any (a popup redirected to its controller, a `ScopeNode` attached to a UIKit
  /// view).
  ///
  /// Detach several recorders attached to one node in the reverse order: a recorder detached
  /// while another attached after it is in front lets the node's earlier redirect go. So does a
  /// recorder released while attached, which keeps that redirect: detach it first from a node
  /// that outlives it (a fixture several tests share).
  public func detach(from node: some EventNode) {
    var previous = attached.first { $0.node === node }?.previous
    // Another recorder that was detached from the node since has let it go.
    if let recorder = previous as? EventRecorder,
      !recorder.attached.contains(where: { $0.node === node })
    {
      previous = nil
    }
    if node.re.redirectTarget === self {
      if let previous { node.re.redirect(to: previous) } else { node.re.removeRedirect() }
    }
    attached.removeAll { $0.node == nil || $0.node === node }
  }

  /// Answers every request of type `Event` that reaches the recorder with `reply(event)`.
  public func reply<Event: ResponderRequest>(
    to type: Event.Type, with reply: @escaping (Event) -> Event.Reply
  ) {
    replies[ObjectIdentifier(type)] = TypedReplier(answer: reply)
  }

  /// The events of type `Event` received, oldest first.
  public func events<Event: ResponderEvent>(of type: Event.Type) -> [Event] {
    records.compactMap { $0.event as? Event }
  }

  /// The last event of type `Event` received.
  public func lastEvent<Event: ResponderEvent>(of type: Event.Type) -> Event? {
    records.last { $0.event is Event }?.event as? Event
  }

  /// Forgets the events and errors received so far.
  public func removeAllRecords() {
    records.removeAll()
    errors.removeAll()
  }

  /// The ``parent``.
  public var responderEventsParent: (any EventNode)? { parent }

  /// The nodes attached with ``attach(to:)`` that are still alive and still send their events
  /// here: one redirected elsewhere since is that target's child now, and gets its broadcasts
  /// from there.
  public var responderEventsChildren: [any EventNode] {
    attached.compactMap(\.node).filter { sendsHere($0) }
  }

  private func sendsHere(_ node: some EventNode) -> Bool { node.re.redirectTarget === self }

  /// Records the event, answers it if a reply was set, and returns ``disposition``.
  public func handleEvent<Event: ResponderEvent>(
    _ context: inout EventContext<Event>
  ) -> EventDisposition {
    recordAndAnswer(&context)
    return disposition
  }

  /// Records the event and returns ``broadcastDisposition``.
  public func handleBroadcast<Event: ResponderEvent>(
    _ context: inout EventContext<Event>
  ) -> BroadcastDisposition {
    recordAndAnswer(&context)
    return broadcastDisposition
  }

  /// Records the event, and answers it if a reply was set for its type.
  private func recordAndAnswer<Event: ResponderEvent>(_ context: inout EventContext<Event>) {
    records.append(
      RecordedEvent(
        event: context.event, sender: NodeDescription(context.sender),
        direction: context.direction))
    if context.isReplyRequested, let replier = replies[ObjectIdentifier(Event.self)] {
      replier.answer(&context)
    }
  }
}

/// A weak reference to any node.
@MainActor
private struct WeakReference {
  weak var node: (any EventNode)?
  weak var previous: (any EventNode)?

  init(_ node: any EventNode, previous: (any EventNode)? = nil) {
    self.node = node
    self.previous = previous
  }
}

/// A reply set with `EventRecorder.reply(to:with:)`, for a request type the recorder's generic
/// handler does not know.
@MainActor
private protocol Replier {
  func answer<Event: ResponderEvent>(_ context: inout EventContext<Event>)
}

@MainActor
private struct TypedReplier<Request: ResponderRequest>: Replier {
  let answer: (Request) -> Request.Reply

  func answer<Event: ResponderEvent>(_ context: inout EventContext<Event>) {
    guard let request = context.event as? Request else { return }
    context.reply(as: Request.self, answer(request))
  }
}
