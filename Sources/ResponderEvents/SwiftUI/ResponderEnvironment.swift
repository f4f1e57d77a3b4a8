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
  /// needs the content to be bridged (`responderEventsBridge()`); a reader without a bridge
  /// reports it once per value type (`EventDiagnostic.Kind.senderNotConnected`).
  ///
  /// The first render: on iOS 17 and later, a value a UIKit responder provides above the
  /// hosting controller is there at once, read from UIKit's traits; before iOS 17 the first
  /// render shows the default value, and the view updates as soon as the bridge's anchor is
  /// in the hierarchy, before the content appears.
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
    @Environment(\.[providedValue: ProvidedValueKeyPath<Value>()]) private var entry
    @StateObject private var observation = ProvidedValueObservation<Value>()

    /// Reads the value of the wrapped property's type.
    public init() {}

    /// The value, from the nearest provider.
    @MainActor public var wrappedValue: Value {
      if let value = entry.providedInSwiftUI { return value }
      if !observation.reachesUIKit, let value = entry.providedInUIKit { return value }
      return observation.value
    }

    /// Follows the nearest node above the view, unless a SwiftUI view above provides the value.
    ///
    /// SwiftUI calls it on the main thread before each body evaluation (the conformance is
    /// `@preconcurrency`: the SDK's `DynamicProperty` predates isolation, and a call off the
    /// main actor would stop at the isolation check).
    @MainActor public func update() {
      let parent = entry.providedInSwiftUI == nil ? sender.parentForNewScope : nil
      if entry.providedInSwiftUI == nil, parent == nil {
        // Reported once per value type.
        ProvidedValueMoves.reportOnce(
          .senderNotConnected, observing: Value.self, on: nil,
          "a @ResponderEnvironment reader of \(Value.self) has no bridge above it: it gets"
            + " values provided by SwiftUI views above and, on iOS 17 and later, by UIKit"
            + " responders above the hosting controller, but follows none of them. Add"
            + " .responderEventsBridge() to the hosted root view")
      }
      observation.follow(parent)
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
    /// The registration on `node`; `nil` while it is being made, when the first value comes.
    private var token: HandlerToken?

    /// Cheap and nonisolated: `@StateObject` makes it where SwiftUI decides.
    nonisolated init() {}

    deinit {
      // The reading view is gone: its observer leaves the scope it was registered on.
      if let token {
        Task { @MainActor in token.remove() }
      }
    }

    /// Whether the reader observes a route that reaches UIKit: until the bridge's anchor is
    /// in a hierarchy, the scopes above end in nothing, and UIKit's traits (iOS 17) know the
    /// value better.
    var reachesUIKit: Bool {
      var current = node
      while let scope = current as? ScopeNode { current = scope.parent }
      return current != nil
    }

    /// Observes on `newNode` instead of the node observed so far; `nil` stops observing.
    func follow(_ newNode: (any EventNode)?) {
      guard newNode !== node || (newNode != nil && token == nil) else { return }
      token?.remove()
      token = nil
      node = newNode
      token = newNode.map { observe(on: $0) }
    }

    private func observe(on node: some EventNode) -> HandlerToken {
      node.re.observe(Value.self) { [weak self] _, value in self?.receive(value) }
    }

    private func receive(_ newValue: Value) {
      value = newValue
      // The first value, which comes as the observer registers, tells SwiftUI nothing (see
      // `value`).
      if token != nil { revision &+= 1 }
    }
  }

#endif
