#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import Combine
  public import ResponderEventsCore
  public import SwiftUI

  /// Reads a provided value in a SwiftUI view, as `@Environment` reads an environment value.
  ///
  /// The value comes from the nearest provider: a SwiftUI view above that applies
  /// `responderEnvironment(_:)`, else a UIKit responder above the hosting controller that
  /// calls `re.provide(_:)`, else the type's default value. The view updates when it changes,
  /// and when hosted content joins a tree with another provider (a hosting controller pushed
  /// after the value changed gets the current value as it appears). Reaching UIKit providers
  /// needs the content to be bridged (`responderEventsBridge()`).
  ///
  /// ```swift
  /// struct PreviewPane: View {
  ///   @ResponderEnvironment private var theme: Theme
  ///
  ///   var body: some View {
  ///     Text("Preview").foregroundStyle(theme.accent)
  ///   }
  /// }
  /// ```
  @propertyWrapper
  public struct ResponderEnvironment<Value: ProvidedValue>: @preconcurrency DynamicProperty {
    @Environment(\.responderEvents) private var sender
    @Environment(\.providedResponderValues) private var provided
    @StateObject private var observation = ProvidedValueObservation<Value>()

    /// Reads the value of the wrapped property's type.
    public init() {}

    /// The value, from the nearest provider.
    @MainActor public var wrappedValue: Value {
      if let value = provided.values[ObjectIdentifier(Value.self)] as? Value { return value }
      return observation.value
    }

    /// Follows the nearest node above the view, unless a SwiftUI view above provides the value.
    ///
    /// SwiftUI calls it on the main thread before each body evaluation (the conformance is
    /// `@preconcurrency`: the SDK's `DynamicProperty` predates isolation, and a call off the
    /// main actor would stop at the isolation check).
    @MainActor public func update() {
      let providedInSwiftUI = provided.values[ObjectIdentifier(Value.self)] != nil
      observation.follow(providedInSwiftUI ? nil : sender.parentForNewScope)
    }
  }

  /// The observer behind a ``ResponderEnvironment``: registered on the nearest node above the
  /// view, it updates the view when the value changes.
  @MainActor
  final class ProvidedValueObservation<Value: ProvidedValue>: ObservableObject {
    /// Changed when the value changes, which tells SwiftUI to update the view.
    @Published private var revision = 0
    /// The value; not `@Published`, so that taking the first one while SwiftUI updates the
    /// view tells SwiftUI nothing (it is reading the value anyway, and would warn).
    private(set) var value = Value.defaultValue
    private weak var node: (any EventNode)?
    private var token: HandlerToken?
    private var isRegistering = false

    /// Cheap and nonisolated: `@StateObject` makes it where SwiftUI decides.
    nonisolated init() {}

    deinit {
      // The reading view is gone: its observer leaves the scope it was registered on.
      if let token {
        Task { @MainActor in token.remove() }
      }
    }

    /// Observes on `newNode` instead of the node observed so far; `nil` stops observing.
    func follow(_ newNode: (any EventNode)?) {
      guard newNode !== node || (newNode != nil && token == nil) else { return }
      token?.remove()
      token = nil
      node = newNode
      guard let newNode else { return }
      isRegistering = true
      token = observe(on: newNode)
      isRegistering = false
    }

    private func observe(on node: some EventNode) -> HandlerToken {
      node.re.observe(Value.self) { [weak self] _, value in self?.receive(value) }
    }

    private func receive(_ newValue: Value) {
      value = newValue
      if !isRegistering { revision &+= 1 }
    }
  }
#endif
