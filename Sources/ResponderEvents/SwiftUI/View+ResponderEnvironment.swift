#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  public import ResponderEventsCore
  public import SwiftUI

  extension View {
    /// Provides `value` to the views below: SwiftUI views read it with
    /// ``ResponderEnvironment``, UIKit views below (connected with
    /// `ResponderEventSender/connect(_:)`) observe it with `re.observe(_:_:)`.
    ///
    /// The SwiftUI side of `re.provide(_:)`: the nearest provider wins, whether it is a SwiftUI
    /// view or a UIKit responder above the hosting controller, and a new value reaches every
    /// reader below.
    ///
    /// ```swift
    /// PreviewPane()
    ///   .responderEnvironment(Theme(accent: .orange))
    /// ```
    public func responderEnvironment<Value: ProvidedValue>(_ value: Value) -> some View {
      modifier(ProvidedValueModifier(value: value))
    }
  }

  /// Provides one value: in SwiftUI's environment for the SwiftUI readers below, and from a
  /// scope in the tree of SwiftUI nodes for the UIKit views connected below it.
  struct ProvidedValueModifier<Value: ProvidedValue>: ViewModifier {
    let value: Value
    @State private var slot = ScopeSlot<Void>()
    @Environment(\.responderEvents) private var sender

    func body(content: Content) -> some View {
      let scope = slot.scope(name: "responderEnvironment", action: ()) { _, _ in }
      scope.attach(to: sender.parentForNewScope)
      scope.re.provide(value)
      let value = value
      return
        content
        .environment(\.responderEvents, sender.scoped(to: scope))
        .transformEnvironment(\.providedResponderValues) { provided in
          provided.values[ObjectIdentifier(Value.self)] = value
        }
    }
  }

  /// The values SwiftUI views above provide, by type.
  struct ProvidedResponderValues {
    var values: [ObjectIdentifier: Any] = [:]
  }

  extension EnvironmentValues {
    /// The values provided with `responderEnvironment(_:)` above.
    var providedResponderValues: ProvidedResponderValues {
      get { self[ProvidedResponderValuesKey.self] }
      set { self[ProvidedResponderValuesKey.self] = newValue }
    }
  }

  private struct ProvidedResponderValuesKey: EnvironmentKey {
    static var defaultValue: ProvidedResponderValues { ProvidedResponderValues() }
  }
#endif
