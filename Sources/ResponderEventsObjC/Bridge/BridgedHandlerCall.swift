import Foundation
import ResponderEventsCore

/// One call of a handler written in Objective-C: what `REEventContext` shows the block, and
/// the way back to the engine's context while the block runs.
///
/// The engine's `EventContext` is `inout` and cannot be copied, so the block cannot hold it.
/// It gets this object instead, which reaches the context through a closure that exists only
/// while the block runs: reading and changing the payload, replying and promising a reply act
/// on the event at once, exactly as a Swift handler's would. An Objective-C object can outlive
/// the call, though; once the handler has returned, changes and replies are ignored and
/// reported as ``EventDiagnostic/Kind/objectiveCValueDropped``, and the payload reads as it was
/// when the handler returned.
@MainActor
final class BridgedHandlerCall {
  /// Gives `body` the event's context; set only while the handler runs.
  typealias Access = ((inout EventContext<NamedEvent>) -> Void) -> Void

  /// The event's name.
  let name: String
  /// Whether the sender awaits a reply: read from the context while the handler runs, as a
  /// Swift handler reads it (false once it replied), and as it was when the handler returned.
  var isReplyRequested: Bool {
    if let access { access { replyRequested = $0.isReplyRequested } }
    return replyRequested
  }
  private var replyRequested: Bool
  /// The node that sent the event, while it lives.
  private(set) weak var sender: AnyObject?
  /// The node whose handler this is, while it lives; for diagnostics.
  private(set) weak var node: (any EventNode)?
  private let nodeDescription: NodeDescription

  private var access: Access?
  /// The Objective-C view of the payload, until the payload changes.
  private var cachedPayload: [String: Any]?
  /// The payload when the handler returned.
  private var finalPayload: EventPayload?

  init(context: borrowing EventContext<NamedEvent>, node: some EventNode) {
    self.name = context.event.name.rawValue
    self.replyRequested = context.isReplyRequested
    self.sender = context.sender
    self.node = node
    self.nodeDescription = NodeDescription(node)
  }

  /// Runs `handler` with this call open on `context`, then closes it.
  ///
  /// - Returns: What `handler` returned.
  static func run<Node: EventNode>(
    _ handler: (Node, BridgedHandlerCall) -> Int, node: Node,
    context: inout EventContext<NamedEvent>
  ) -> Int {
    let call = BridgedHandlerCall(context: context, node: node)
    defer {
      (call.finalPayload, call.replyRequested) = (context.event.payload, context.isReplyRequested)
    }
    return call.open({ body in body(&context) }, while: { handler(node, call) })
  }

  // A method, not a closure in `run`: the compiler cannot check the inout, noncopyable context
  // captured by a closure whose type it infers.
  /// Makes `access` reachable while `body` runs, and only then.
  ///
  /// - Returns: What `body` returned.
  private func open(_ access: Access, while body: () -> Int) -> Int {
    withoutActuallyEscaping(access) { access in
      self.access = access
      defer { self.access = nil }
      return body()
    }
  }

  /// Runs `body` on the event's context if the handler is still running; otherwise reports
  /// that `what` came too late.
  ///
  /// - Returns: What `body` returned, or `nil` when it did not run.
  @discardableResult
  func withContext<Result>(
    _ what: String, _ body: (inout EventContext<NamedEvent>) -> Result
  ) -> Result? {
    guard let access else {
      // Named by the description taken when the call began: the node may be gone by now.
      EventDiagnostics.report(
        EventDiagnostic(
          kind: .objectiveCValueDropped, eventType: "NamedEvent", node: nodeDescription,
          message: "\"\(name)\": \(what) after the handler returned was ignored: a context acts"
            + " on its event only while its handler runs (to answer later, keep the promise"
            + " from promiseReply)"))
      return nil
    }
    var result: Result?
    access { result = body(&$0) }
    return result
  }

  // MARK: - The payload

  /// The payload as Objective-C reads it (see ``ObjCValues/dictionary(from:event:at:)``).
  var payload: [String: Any] {
    if let cachedPayload { return cachedPayload }
    var current = finalPayload ?? EventPayload()
    if let access { access { current = $0.event.payload } }
    let view = ObjCValues.dictionary(from: current, event: name, at: node)
    cachedPayload = view
    return view
  }

  /// Sets the payload's value for `key`.
  ///
  /// `nil` or `NSNull` removes it; a value that is not a property list leaves the key as it
  /// was. `NSNull` and the refused value are reported.
  func setValue(_ value: Any?, forKey key: String) {
    // Converted only while the handler runs: a late change is reported once, as late, whatever
    // its value (`nil` converts to no value).
    withContext("setting the payload's \"\(key)\"") {
      let newValue = ObjCValues.payload(from: value.map { [key: $0] })
        .reported(event: name, at: node)[key]
      // A refused value leaves the key as it was; only `nil` and `NSNull` remove it.
      guard newValue != nil || value == nil || value is NSNull else { return }
      cachedPayload = nil
      $0.event.payload[key] = newValue
    }
  }

  // MARK: - Replies

  /// Answers the sender's request with `dictionary` (`nil` answers with an empty payload).
  func reply(_ dictionary: [AnyHashable: Any]?) {
    // Converted only while the handler runs: a late reply is reported once, as late.
    withContext("a reply") {
      // A second answer is reported as a duplicate only.
      let conversion = ObjCValues.payload(from: dictionary)
      $0.reply(conversion.reported(event: name, at: node, awaited: $0.isReplyRequested))
    }
  }

  /// Promises an answer to give later; an inert promise after the handler returned.
  func promiseReply() -> BridgedPromise {
    BridgedPromise(promise: withContext("promising a reply") { $0.promiseReply() }, call: self)
  }
}

/// A promised reply, as the Objective-C `REReplyPromise` keeps it: dropping the last copy
/// drops the promise.
struct BridgedPromise {
  /// The promise; `nil` when it was asked for after the handler returned.
  let promise: ReplyPromise<EventPayload>?
  /// The call that made the promise, whose event and node diagnostics name.
  let call: BridgedHandlerCall

  /// Whether the sender still waits for this promise.
  @MainActor var isPending: Bool { promise?.isPending ?? false }

  /// Answers the request with `dictionary` (`nil` answers with an empty payload), from any
  /// thread: at once on the main thread, otherwise on the main queue, soon; see
  /// `ReplyPromise.fulfill(_:)` for a second answer.
  ///
  /// The dictionary is read on the caller's thread, before this returns, so the caller may
  /// change or release it afterwards; only the converted payload, a `Sendable` value, crosses
  /// to the main thread, where what was left out is reported (unless the promise is inert).
  func fulfill(_ dictionary: [AnyHashable: Any]?) {
    let conversion = ObjCValues.payload(from: dictionary)
    MainThread.run { [promise, call] in
      // A second answer is reported as a duplicate only.
      promise?.fulfill(
        conversion.reported(event: call.name, at: call.node, awaited: promise?.isPending == true))
    }
  }
}
