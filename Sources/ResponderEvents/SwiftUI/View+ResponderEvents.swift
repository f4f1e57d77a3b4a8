#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  public import SwiftUI

  extension View {
    /// Connects this SwiftUI content to the UIKit responder chain of the controller hosting it.
    ///
    /// Apply it once, at the root of the content you give a `UIHostingController`; views below
    /// then send with `SwiftUI/EnvironmentValues/responderEvents`:
    ///
    /// ```swift
    /// let host = UIHostingController(rootView: ProductList().responderEventsBridge())
    /// ```
    ///
    /// Apply it only there: a second bridge inside content that is bridged already (a sheet's
    /// content, a component) starts its views' events at its own place in the hosting view, so
    /// they go into UIKit past the SwiftUI handlers between the two bridges (read from the code;
    /// neither tested nor checked on a device). A sheet's content needs none: it reads the
    /// sender of the view that presents it (not yet verified on a device).
    ///
    /// Apply it to one view. On a `Group`, or a view whose body is several views, SwiftUI
    /// applies the bridge's anchor view to each member, as it does any modifier (SwiftUI's
    /// `Group` documentation); the senders follow the anchor made or updated last, and once that
    /// member goes (`if showsBanner { Banner() }`), their sends are refused
    /// (`senderNotConnected`) until SwiftUI updates another member's anchor (not verified on a
    /// device). Wrap such content in a container (a `VStack`) first.
    ///
    /// The result has a type you can name, so a controller can keep its hosting controller in
    /// a stored property:
    ///
    /// ```swift
    /// private lazy var host = UIHostingController(rootView: ProductList().responderEventsBridge())
    /// ```
    public func responderEventsBridge() -> ResponderEventsBridged<Self> {
      ResponderEventsBridged(content: self)
    }

    /// Handles events of type `Event` sent by views below this one, before they go further
    /// up: to handlers on views further up, then into the UIKit chain of the hosting
    /// controller.
    ///
    /// ```swift
    /// List(products) { product in
    ///   ProductRow(product: product)
    /// }
    /// .onResponderEvent(AddToCart.self) { context in
    ///   cart.add(context.event.productID)
    ///   return .stop
    /// }
    /// ```
    ///
    /// Views below send with `SwiftUI/EnvironmentValues/responderEvents`, as anywhere else;
    /// the event is offered to the nearest handler first. The handler gets the same context
    /// as a UIKit handler: it may change the event for the handlers after it (`.pass`), reply
    /// (`context.reply(_:)`, `context.promiseReply()`), or stop the event (`.stop`).
    ///
    /// A handler that throws stops the event here and reports the error up from here, to
    /// `onResponderError(_:perform:)` handlers above and on into UIKit, where `re.catchError`
    /// handlers can take it.
    ///
    /// Several handlers on one view run in the order they are written: the one closest to the
    /// view first. Each handler lives as long as its view. The content needs no bridge to
    /// handle events among its own views; with `responderEventsBridge()` at its root, what no
    /// SwiftUI handler stops continues into UIKit.
    public func onResponderEvent<Event: ResponderEvent>(
      _ type: Event.Type,
      perform handler: @escaping @MainActor (inout EventContext<Event>) throws -> EventDisposition
    ) -> some View {
      onResponderEvent(type) { context, _ in try handler(&context) }
    }

    /// Catches errors of type `Failure` reported by views below this one.
    ///
    /// ```swift
    /// ProductList()
    ///   .onResponderError(NetworkError.self) { _ in
    ///     showsOfflineBanner = true
    ///     return .stop
    ///   }
    /// ```
    ///
    /// Views report errors with `SwiftUI/EnvironmentValues/responderEvents`
    /// (`events.report(error)`), and throwing handlers and transforms report theirs. Errors of
    /// other types pass by; `.pass` lets this one go on up, into UIKit when the content is
    /// bridged. Events never reach it, and errors never reach event handlers: to turn the error
    /// into an event, send one from the handler and return `.stop`.
    public func onResponderError<Failure: Error>(
      _ type: Failure.Type, perform handler: @escaping @MainActor (Failure) -> EventDisposition
    ) -> some View {
      onResponderError(type) { error, _ in handler(error) }
    }

    /// Catches errors of type `Failure` reported by views below this one, with a sender that
    /// sends and reports from this modifier.
    ///
    /// ```swift
    /// ProductList()
    ///   .onResponderError(NetworkError.self) { _, events in
    ///     events.send(ShowOfflineBanner())
    ///     return .stop
    ///   }
    ///   .onResponderEvent(ShowOfflineBanner.self) { _ in
    ///     showsOfflineBanner = true
    ///     return .stop
    ///   }
    /// ```
    ///
    /// What the handler sends with `events`, or reports with `events.report(_:)`, goes on from
    /// just above this modifier: to the modifiers written after it on the same view, then up.
    /// The view's own `@Environment(\.responderEvents)` sends from above every modifier of its
    /// body, past those. Otherwise as `onResponderError(_:perform:)`.
    public func onResponderError<Failure: Error>(
      _ type: Failure.Type,
      perform handler: @escaping @MainActor (Failure, ResponderEventSender) -> EventDisposition
    ) -> some View {
      responderEventScope("onResponderError(\(Failure.self))", action: handler) { scope, box in
        // Made at each call from the node given: captured, it would hold the scope in a cycle.
        scope.re.catchError(Failure.self) { node, error, _ in
          box.action(error, .handlerSender(at: node))
        }
      }
    }

    /// Replaces each error of type `Failure` reported by views below this one with the error
    /// `transform` makes, which goes on up from here.
    ///
    /// ```swift
    /// CheckoutScreen()
    ///   .transformResponderError(URLError.self) { error in
    ///     CheckoutError.offline(underlying: error)
    ///   }
    /// ```
    ///
    /// The handlers above see only the new error, reported by the same view; errors of other
    /// types pass by. When `transform` throws, what it throws goes on up instead. Events never
    /// reach it. See `re.catchError(_:_:)`, whose handler can replace the error in the same way.
    public func transformResponderError<Failure: Error>(
      _ type: Failure.Type, transform: @escaping @MainActor (Failure) throws -> any Error
    ) -> some View {
      responderEventScope("transformResponderError(\(Failure.self))", action: transform) {
        scope, box in
        scope.re.catchError(Failure.self) { _, error, context in
          do { context.event = try box.action(error) } catch { context.event = error }
          return .pass
        }
      }
    }

    /// Handles events of type `Event` sent by views below this one, with a sender that sends
    /// and reports from this modifier.
    ///
    /// ```swift
    /// CartButton()
    ///   .onResponderEvent(AddToCart.self) { context, events in
    ///     if cart.isFull { events.report(CartError.full) }
    ///     return .stop
    ///   }
    /// ```
    ///
    /// What the handler sends with `events`, or reports with `events.report(_:)`, goes on from
    /// just above this modifier: to the modifiers written after it on the same view, then up.
    /// Otherwise as `onResponderEvent(_:perform:)`.
    public func onResponderEvent<Event: ResponderEvent>(
      _ type: Event.Type,
      perform handler:
        @escaping @MainActor (inout EventContext<Event>, ResponderEventSender) throws
        -> EventDisposition
    ) -> some View {
      responderEventScope("onResponderEvent(\(Event.self))", action: handler) { scope, box in
        scope.re.handle(Event.self) { node, context in
          try box.action(&context, .handlerSender(at: node))
        }
      }
    }

    /// Replaces each event of type `Event` sent by views below this one with the event
    /// `transform` makes, which goes on up from here.
    ///
    /// ```swift
    /// ProductRow(product: product)
    ///   .transformResponderEvent(ButtonTapped.self) { _ in OpenProduct(id: product.id) }
    /// ```
    ///
    /// The views above see only the new event. When `transform` throws, nothing is sent, the
    /// original stops here, and the error is reported from here, to `onResponderError(_:perform:)`
    /// handlers above. See `re.transform(_:_:)` for requests.
    public func transformResponderEvent<Event: ResponderEvent, Replacement: ResponderEvent>(
      _ type: Event.Type, transform: @escaping @MainActor (Event) throws -> Replacement
    ) -> some View {
      responderEventScope("transformResponderEvent(\(Event.self))", action: transform) {
        scope, box in
        scope.re.transform(Event.self) { _, event in try box.action(event) }
      }
    }

    /// Handles every event that conforms to a protocol, sent by views below this one; with
    /// `(any ResponderEvent).self`, every event.
    ///
    /// ```swift
    /// CheckoutScreen()
    ///   .onResponderEvent(conformingTo: (any ResponderEvent).self) { context in
    ///     log.append("\(context.event)")
    ///     return .pass
    ///   }
    /// ```
    ///
    /// The handler returns the same dispositions as `onResponderEvent(_:perform:)`; its context
    /// has the event and its sender. It answers a request only by naming its type
    /// (`context.reply(as: Ask.self, answer)`); it cannot promise a reply (`promiseReply()` needs
    /// the event's type), and a request it stops unanswered ends with `ReplyError.noReply`.
    /// A change to the event must keep its type (see `re.handle(conformingTo:_:)`). Among the
    /// modifiers of one view it runs in the order they are written, typed or not. Errors
    /// reported below never reach it: catch them with `onResponderError(_:perform:)`. A handler
    /// that throws stops the event and reports the error from here.
    public func onResponderEvent<Conformance>(
      conformingTo type: Conformance.Type,
      perform handler:
        @escaping @MainActor (inout EventContext<Conformance>) throws -> EventDisposition
    ) -> some View {
      responderEventScope("onResponderEvent(conformingTo: \(type))", action: handler) {
        scope, box in
        scope.re.handle(conformingTo: Conformance.self) { _, context in try box.action(&context) }
      }
    }

    /// Replaces every event that conforms to a protocol, sent by views below this one, with the
    /// event `transform` makes, which goes on up from here; with `(any ResponderEvent).self`,
    /// every event.
    ///
    /// ```swift
    /// CheckoutScreen()
    ///   .transformResponderEvent(conformingTo: (any ResponderEvent).self) { event in
    ///     Tracked(name: "\(event)")
    ///   }
    /// ```
    ///
    /// The views above see only the new event. When `transform` throws, nothing is sent and the
    /// error is reported from here. See `re.transform(conformingTo:_:)`.
    public func transformResponderEvent<Conformance>(
      conformingTo type: Conformance.Type,
      transform: @escaping @MainActor (Conformance) throws -> any ResponderEvent
    ) -> some View {
      responderEventScope("transformResponderEvent(conformingTo: \(type))", action: transform) {
        scope, box in
        scope.re.transform(conformingTo: Conformance.self) { _, event in try box.action(event) }
      }
    }

    /// Handles each broadcast of `type` that reaches this view: from a UIKit controller above the
    /// hosting controller (for example, `controller.re.broadcast(ThemeChanged(…))`), or from a
    /// SwiftUI view above this one (`ResponderEventPublisher/broadcast(_:options:)`).
    ///
    /// ```swift
    /// Text(title)
    ///   .onResponderBroadcast(ThemeChanged.self) { context in
    ///     theme = context.event.theme
    ///     return .handled
    ///   }
    /// ```
    ///
    /// The handler gets the broadcast's context and says where it goes next: `.handled` counts
    /// the view as having handled it and lets it go on to the rest of the tree; it may also
    /// answer a broadcast that collects replies (`re.broadcastCollectingReplies`), keep the
    /// broadcast from the views below (`.skipSubtree`), or end it (`.stop`), which makes the
    /// nearest receiver the only one. A UIKit view joined with `connect(_:)` below it still
    /// gets broadcasts from UIKit through the hosting view (a known issue):
    ///
    /// ```swift
    /// EditorView()
    ///   .onResponderBroadcast(HasUnsavedChanges.self) { context in
    ///     context.reply(document.isDirty)
    ///     return .skipSubtree
    ///   }
    /// ```
    ///
    /// Broadcasts from UIKit reach content that has `responderEventsBridge()` at its root.
    public func onResponderBroadcast<Event: ResponderEvent>(
      _ type: Event.Type,
      perform handler: @escaping @MainActor (inout EventContext<Event>) -> BroadcastDisposition
    ) -> some View {
      responderEventScope("onResponderBroadcast(\(Event.self))", action: handler) { scope, box in
        scope.re.handleBroadcast(Event.self) { _, context in box.action(&context) }
      }
    }
  }

  extension View {
    /// Declares the events and errors this view and the views below it send up; see
    /// `EventContract`.
    ///
    /// ```swift
    /// ProductList()
    ///   .responderEventContract(events: [AddToCart.self], errors: [NetworkError.self])
    /// ```
    ///
    /// In debug builds, an event or error from below that the contract does not declare is
    /// reported as it passes (`undeclaredEvent`), and when the view appears, each declared type
    /// that no handler above handles is reported (`declaredEventUnhandled`): on the main queue's
    /// next turn, by when SwiftUI has connected the content (observed, not documented; content
    /// connected later would have its declared types reported unhandled). Nothing is
    /// stopped; `EventDiagnostics.contractStrictness` turns the checks off or on. Views above
    /// set stricter or looser rules for their part of the tree with
    /// `.responderEnvironment(EventContractStrictness.stop)` or
    /// `.responderEnvironment(EventContractHandlerRequirement.typedHandler)`.
    ///
    /// The diagnostics name the contract by where it is written, `fileID` and `line`, which
    /// default to the call's own.
    public func responderEventContract(
      events: [any ResponderEvent.Type] = [], errors: [any Error.Type] = [],
      fileID: StaticString = #fileID, line: UInt = #line
    ) -> some View {
      responderEventScope(
        "responderEventContract at \(fileID):\(line)",
        action: EventContract(events: events, errors: errors),
        // Declared now, and again by a body that declares another contract
        // (`.responderEventContract(events: isEditing ? [Save.self] : [])`).
        install: { scope, box in box.onChange = { [weak scope] in scope?.re.declare($0) } },
        // The ancestors' scopes attach as their bodies run; look on the next turn.
        onAppear: { scope in MainThread.run(later: true) { _ = scope.re.checkContract() } })
    }
  }
#endif
