#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  public import ResponderEventsCore
  public import SwiftUI

  /// A button that sends an event up the chain when it is pressed.
  ///
  /// ```swift
  /// ResponderEventButton("Add to cart") { AddToCart(productID: product.id) }
  /// ```
  ///
  /// The event goes to the nearest `SwiftUI/View/onResponderEvent(_:perform:)` handler above
  /// the button, then on up, as `SwiftUI/EnvironmentValues/responderEvents` sends it.
  public struct ResponderEventButton<Label: View, Event: ResponderEvent>: View {
    @Environment(\.responderEvents) private var events
    private let makeEvent: @MainActor () -> Event
    private let label: Label

    /// A button with `label` that sends the event `makeEvent` makes.
    public init(
      sending makeEvent: @escaping @MainActor () -> Event, @ViewBuilder label: () -> Label
    ) {
      self.makeEvent = makeEvent
      self.label = label()
    }

    /// The button.
    public var body: some View {
      Button {
        events.send(makeEvent())
      } label: {
        label
      }
    }
  }

  extension ResponderEventButton where Label == Text {
    /// A button titled `title` that sends the event `makeEvent` makes.
    public init(_ title: LocalizedStringKey, sending makeEvent: @escaping @MainActor () -> Event) {
      self.init(sending: makeEvent) { Text(title) }
    }
  }

  extension View {
    /// Sends an event up the chain each time this view is tapped `count` times.
    ///
    /// ```swift
    /// ProductImage(product: product)
    ///   .sendResponderEventOnTap { OpenProduct(id: product.id) }
    /// ```
    public func sendResponderEventOnTap<Event: ResponderEvent>(
      count: Int = 1, _ makeEvent: @escaping @MainActor () -> Event
    ) -> some View {
      modifier(TapSender(count: count, makeEvent: makeEvent))
    }
  }

  /// Sends the event of `SwiftUI/View/sendResponderEventOnTap(count:_:)`.
  private struct TapSender<Event: ResponderEvent>: ViewModifier {
    let count: Int
    let makeEvent: @MainActor () -> Event
    @Environment(\.responderEvents) private var events

    func body(content: Content) -> some View {
      content.onTapGesture(count: count) { events.send(makeEvent()) }
    }
  }
#endif
