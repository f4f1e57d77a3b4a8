/// Something worth knowing about a dispatch: an unhandled event, a cycle, a limit reached.
///
/// Diagnostics go to ``EventDiagnostics/handler``; none of them is fatal. Each names what
/// happened (``kind``), the event type and node involved, and explains in ``message`` what the
/// engine did about it.
public struct EventDiagnostic: Sendable, CustomStringConvertible {
  /// The kinds of diagnostic.
  public enum Kind: String, Sendable, Hashable {
    /// An event reached the end of its route, or every node of a broadcast, and nobody handled
    /// it. The dispatch result says so too.
    case unhandled
    /// An upward route came back to a node it had already visited (a redirect cycle). The
    /// dispatch ended there with ``DispatchTermination/cycleDetected``.
    case cycleDetected
    /// A handler sent an event whose handler sent one, and so on, deeper than
    /// ``EventDiagnostics/maximumNestingDepth``. The innermost event was not dispatched, or the
    /// innermost value not provided.
    case nestingLimitExceeded
    /// A request was answered twice; the later answer was dropped.
    case duplicateReply
    /// A node's redirect target was deallocated; the redirect was removed and the node's own
    /// parent used from then on.
    case redirectTargetDeallocated
    /// Objective-C sent an event with an empty (or `nil`) name, which was not dispatched, or
    /// registered a handler for one, which was not registered (`ResponderEventsObjC`).
    case emptyEventName
    /// A handler registered for a protocol replaced the event with a value of another type, or
    /// ``EventContext/modify(as:_:)`` left it of a type its context cannot hold (in an
    /// ``EventHandling`` method, say); the change was ignored.
    case eventTypeChanged
    /// Two nodes returned the same ``EventNodeStorage``; handlers were skipped at the node that
    /// does not own it.
    case storageSharedBetweenNodes
    /// An event was sent from a place not connected to any node, such as SwiftUI content
    /// outside a ResponderEvents bridge; it was not dispatched.
    case senderNotConnected
    /// A question that must be answered (a table's cell for a row, say) had no closure and no
    /// delegate of the app's to answer it; an empty default was returned.
    case missingAnswer
    /// UIKit called a delegate method that a ResponderEvents delegate proxy claimed for the
    /// app's own delegate, after that delegate began to be deallocated and before the proxy
    /// could tell UIKit. Nobody can answer it: the proxy returns `nil`, `false` or zero, as if
    /// the method were not implemented (a method that no delegate protocol declares cannot be
    /// answered, and the Objective-C runtime stops the app). The message names the method. Set
    /// the view's delegate to `nil` in the delegate's `deinit` to close that window.
    ///
    /// Also reported, once per class, when a delegate proxy class leaves to the app's delegate
    /// methods that take a completion handler, which such a moment would leave uncalled; and
    /// when a closure is registered for a method its proxy does not manage, which therefore
    /// never runs.
    case delegateMethodUnservable
    /// A ResponderEvents delegate proxy changed how it stands with another object on the same
    /// delegate property, or could not: it stopped a forwarding cycle with another library's
    /// proxy, went back in front after being cut out, stepped aside for a diffable data source,
    /// found a call coming back round an object that calls it, stopped a call nested 16 deep,
    /// set the property and found it did not take, or, when installed, heard no key-value
    /// notification of its own set (a Swift property that is not `dynamic`), so that it will
    /// not hear the app's. The message says which, and what still receives calls.
    case delegateProxyMoved
    /// A closure cannot run, because running it would break something the app already has:
    /// data-source closures beside a diffable data source, which wait until the app replaces
    /// it. The message names the way to do it instead. Also reported, and the closure not
    /// added, for a closure that could never run: a control's for no control events
    /// (`re.on(with: owner, [])`), a gesture's for no states (`states: []`).
    case closureRefused
    /// An event, or a reported error, came up through a node whose ``EventContract`` does not
    /// declare it. It went on: contracts never stop events.
    case undeclaredEvent
    /// A type an ``EventContract`` declares has no handler above the node that declares it
    /// (``ResponderEventsWrapper/checkContract()``): one diagnostic for each such type, named
    /// in ``EventDiagnostic/eventType``.
    case declaredEventUnhandled
    /// An event that nobody handled came up from a presented view controller to the container
    /// UIKit reports as its presenter, past child controllers of that container that handle it.
    /// UIKit's `presentingViewController` is "The view controller that presented this view
    /// controller (or its farthest ancestor.)" (UIViewController.h, iOS 17.4 SDK, line 211), so
    /// the event skips the child that presented. The message names the presenter and the
    /// screens skipped, and the fix for the way UIKit chose the presenter:
    /// - a sheet, full-screen or other presentation the app made with a plain
    ///   `present(_:animated:completion:)`: present it with `re.present(_:animated:)`, which
    ///   records the screen as the presenter;
    /// - a current-context style (`.currentContext`, `.overCurrentContext`), which UIKit
    ///   presents from the nearest ancestor that defines the presentation context, else from
    ///   the root view controller: set `definesPresentationContext = true` on the screen (or
    ///   present it with `re.present(_:animated:)` to keep it where it is);
    /// - a `UISearchController`, which UIKit presents itself in the same way when its search bar
    ///   becomes active, though the app never called `present`: set
    ///   `definesPresentationContext = true` on the screen that shows the search bar.
    ///
    /// The message says a screen "probably presented" the controller (or, for a search
    /// controller, "probably shows its search bar") only when the user sees that screen (a
    /// navigation controller's top screen, the selected tab, the columns a split view controller
    /// shows, and the containers they are in), and no other shown screen that handles the event is nearer the user on
    /// another column. Otherwise, when the screens that handle the event are an unselected tab,
    /// screens lower in a navigation stack, several columns or children of a container the
    /// rules do not know, it names them ("one of: A, B"; one alone by name) and the fix without
    /// claiming which one presented.
    ///
    /// A likely mistake: reported once per cause (its kind, the event type and the types of
    /// the nodes involved, never their debug names; see ``EventDiagnostics``), and looked for
    /// only when the event went unhandled and a handler receives diagnostics.
    case presenterNotRecorded
    /// An event that nobody handled passed a node that handles its type in the other
    /// direction only: a broadcast reached a node with a handler registered with
    /// ``ResponderEventsWrapper/handle(_:_:)``, which hears events travelling up, or an upward
    /// event passed a node with a handler registered with
    /// ``ResponderEventsWrapper/handleBroadcast(_:_:)``. The message names the registration the
    /// node probably meant. A handler for every event (`(any ResponderEvent).self`, a logger)
    /// names no type, and is not taken for one meant the other way; nor is a broadcast from a
    /// node that handles its type travelling up (a relay: the type travels up below it too).
    ///
    /// A likely mistake: reported once per cause (its kind, the event type and the types of
    /// the nodes involved, never their debug names; see ``EventDiagnostics``), and looked for
    /// only when the event went unhandled and a handler receives diagnostics.
    case handlerInOtherDirection
    /// An error that nobody caught passed a node whose event handlers take every event, or
    /// take events by a protocol the error conforms to (`any Error`): a handler registered for
    /// a protocol (``ResponderEventsWrapper/handle(conformingTo:_:)``, its throwing form, or a
    /// transform), or an ``EventHandling`` method. Errors and events are two chains: no event
    /// handler sees a reported error, so such a node cannot catch it. The message names
    /// ``ResponderEventsWrapper/catchError(_:_:)``, or `onResponderError` in SwiftUI.
    ///
    /// A likely mistake: reported once per cause (its kind, the error type and the type of the
    /// node, never its debug name; see ``EventDiagnostics``), and looked for only when the error
    /// went uncaught and a handler receives diagnostics.
    case errorPassedEventHandlers
    /// A value crossing between Objective-C and Swift (through the `ResponderEventsObjC`
    /// product) that the other side cannot hold was dropped, and a defined value used instead:
    /// `NSNull`, or a value that is not a property list, in a payload from Objective-C (the
    /// key is left out), or under a second key that Swift's `String` finds equal to another
    /// (composed and decomposed "é": one value is kept); a payload value that has no
    /// Objective-C form (left out of what an Objective-C handler sees, and still carried by the
    /// event); a handler's result outside its enumeration (read as pass); a call to a
    /// handler's context after the handler returned (ignored). The message names the key, the value's type and what was done.
    case objectiveCValueDropped
    /// A node has more registrations of one kind than a view plausibly needs (16 or more): handlers
    /// of one event type (or one protocol) in one direction, observers of one provided value type,
    /// closures on one control (`re.on`, `re.send(_:on:)`) or gesture closures on one view (these
    /// without an identifier that replaces the last), closures for one delegate method of one view
    /// or input rules on one field (the delegate-closures product). Most likely they are registered
    /// where a reused view is configured (`cellForRow`, `configure(with:)`), and each reuse adds
    /// one more, every one of them run each time. The message names the fix: register once, in the
    /// view's initializer, or replace the last (with an identifier, for controls and gestures; else
    /// by removing its token first). Every registration still runs.
    ///
    /// A likely mistake: reported once per cause (see ``EventDiagnostics``).
    case registrationsPiledUp
    /// An alert handler (`re.catchAlertableErrors()` in UIKit) could not present the alert of
    /// an ``AlertableError``: UIKit refused the presentation, which it tells only in its
    /// console. The error went on up to the handlers above, as the handler's documentation
    /// says; the message names the controller it was presented from and what that controller
    /// presented instead.
    case alertNotPresented
    /// The app's delegate called a completion handler that a delegate proxy passed on to it (a
    /// web view's `decisionHandler`, say) a second time, which was ignored, or released it
    /// without calling it, when the framework got an answer instead of an exception: a web
    /// view's decision is refused. The message names the method.
    case completionHandlerMisused
  }

  /// What happened.
  public let kind: Kind
  /// The type of the event involved, when there is one.
  public let eventType: String?
  /// The node involved, when there is one.
  public let node: NodeDescription?
  /// What happened and what the engine did about it, in a sentence.
  public let message: String

  /// Creates a diagnostic.
  public init(kind: Kind, eventType: String?, node: NodeDescription?, message: String) {
    self.kind = kind
    self.eventType = eventType
    self.node = node
    self.message = message
  }

  /// One line: `[ResponderEvents] kind (EventType at Node): message`.
  public var description: String {
    let subject = [eventType, node.map { "at \($0.name)" }].compactMap { $0 }
    let context = subject.isEmpty ? "" : " (\(subject.joined(separator: " ")))"
    return "[ResponderEvents] \(kind.rawValue)\(context): \(message)"
  }
}
