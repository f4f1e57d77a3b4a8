#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  public import ResponderEventsCore
  public import SwiftUI

  extension View {
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
    /// has the event and its sender but no reply: it cannot answer a request (`reply(_:)` and
    /// `promiseReply()` need the event's type), and a request it stops ends with
    /// `ReplyError.noReply`. A change to the event must keep its type (see
    /// `re.handle(conformingTo:_:)`). Among the modifiers of one view it runs in the order
    /// they are written, typed or not. Errors reported below never reach it: catch them with
    /// `onResponderError(_:perform:)`. A handler that throws stops the event and reports the
    /// error from here.
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
  }
#endif
