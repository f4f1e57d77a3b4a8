#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import Combine
  public import SwiftUI
  import UIKit

  // Provided values in SwiftUI: the modifier that provides one, the environment entry that carries
  // it to the readers below, and the property wrapper that reads it.

  extension View {
    /// Provides `value` to the views below: SwiftUI views read it with
    /// ``ResponderEnvironment``, UIKit views below (connected with
    /// `ResponderEventSender/connect(_:)`) observe it with `re.observe(_:_:)`.
    ///
    /// The SwiftUI side of `re.provide(_:)`: the nearest provider wins, whether it is a SwiftUI
    /// view or a UIKit responder above the hosting controller, and a new value reaches every
    /// reader below. SwiftUI readers have it in the same update. UIKit views connected below in
    /// the provider's first update find the first value as they connect; a change reaches UIKit
    /// observers below on the main queue's next turn after SwiftUI's update, never while it
    /// evaluates a body.
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
    @State private var pending = PendingProvide<Value> { DispatchQueue.main.async(execute: $0) }
    @Environment(\.responderEvents) private var sender

    func body(content: Content) -> some View {
      let scope = slot.scope(name: "responderEnvironment", action: ()) { _, _ in }
      let moved = scope.attachLeavingObservers(to: sender.parentForNewScope)
      pending.note(value, on: scope, scopeMoved: moved)
      return
        content
        .environment(\.responderEvents, sender.scoped(to: scope))
        .environment(
          \.[providedValue: ProvidedValueKeyPath<Value>()],
          ProvidedValueEntry(providedInSwiftUI: value))
    }
  }

  /// What the environment holds for one provided value type.
  ///
  /// The value a SwiftUI view above provides, and the one UIKit's traits carry from the
  /// nearest UIKit provider above the hosting controller. Equatable, one entry per type, so
  /// that a change re-evaluates only the readers of that type.
  struct ProvidedValueEntry<Value: ProvidedValue>: Equatable {
    var providedInSwiftUI: Value?
    var providedInUIKit: Value?
  }

  /// The key path argument that names one type's entry (a metatype is not `Hashable`).
  struct ProvidedValueKeyPath<Value: ProvidedValue>: Hashable {}

  extension EnvironmentValues {
    /// The entry of provided values of one type (`Value: ProvidedValue` is inferred from
    /// `ProvidedValueKeyPath`'s own requirement).
    subscript<Value>(providedValue _: ProvidedValueKeyPath<Value>) -> ProvidedValueEntry<Value> {
      get { self[TraitBridgedEntryKey<Value>.self] }
      set { self[TraitBridgedEntryKey<Value>.self] = newValue }
    }
  }

  /// The entry reads UIKit's trait where SwiftUI sets nothing: SwiftUI's
  /// `UITraitBridgedEnvironmentKey` ("bridges between a SwiftUI environment key and a UIKit
  /// trait", SwiftUI's interface) reads it from the hosting controller's traits.
  private struct TraitBridgedEntryKey<Value: ProvidedValue>: UITraitBridgedEnvironmentKey {
    static var defaultValue: ProvidedValueEntry<Value> { ProvidedValueEntry() }

    static func read(from traitCollection: UITraitCollection) -> ProvidedValueEntry<Value> {
      ProvidedValueEntry(
        providedInUIKit: ProvidedValueTrait<Value>.providedValue(in: traitCollection))
    }

    /// UIKit content hosted below gets SwiftUI's values through the engine's scopes
    /// (`connect(_:)`), which follow the route events take; the trait is UIKit's to set.
    static func write(
      to mutableTraits: inout any UIMutableTraits, value: ProvidedValueEntry<Value>
    ) {}
  }

  /// An environment key that reads a provided value from UIKit's traits, so that SwiftUI views
  /// read it with plain `@Environment`.
  ///
  /// Declare a key for the value's type and a property for it, as for any environment value:
  ///
  /// ```swift
  /// struct PaletteKey: ProvidedValueEnvironmentKey {
  ///   typealias Value = Palette
  /// }
  ///
  /// extension EnvironmentValues {
  ///   var palette: Palette {
  ///     get { self[PaletteKey.self] }
  ///     set { self[PaletteKey.self] = newValue }
  ///   }
  /// }
  /// ```
  ///
  /// `@Environment(\.palette)` then gets the value the nearest UIKit responder above the
  /// hosting controller provides with `re.provide(_:)`, through UIKit's trait propagation, with
  /// no bridge; `.environment(\.palette, …)` overrides it for the SwiftUI views below, as for
  /// any key. It sees no `responderEnvironment(_:)` above and no provider off UIKit's trait
  /// hierarchy (a redirect, a node of your own, the application and the app delegate, whose
  /// values no trait carries): ``ResponderEnvironment`` follows the route events take and sees
  /// them all.
  public protocol ProvidedValueEnvironmentKey: UITraitBridgedEnvironmentKey
  where Value: ProvidedValue {}

  extension ProvidedValueEnvironmentKey {
    /// The value type's default value.
    public static var defaultValue: Value { Value.defaultValue }

    /// The value of the nearest UIKit provider above, or the default value.
    public static func read(from traitCollection: UITraitCollection) -> Value {
      ProvidedValueTrait<Value>.providedValue(in: traitCollection) ?? Value.defaultValue
    }

    /// Writes nothing: UIKit views below SwiftUI content get provided values through the
    /// route events take (`responderEnvironment(_:)` and `ResponderEventSender/connect(_:)`).
    public static func write(to mutableTraits: inout any UIMutableTraits, value: Value) {}
  }

  /// Reads a provided value in a SwiftUI view, as `@Environment` reads an environment value.
  ///
  /// The value comes from the nearest provider: a SwiftUI view above that applies
  /// `responderEnvironment(_:)`, else a UIKit responder above the hosting controller that
  /// calls `re.provide(_:)`, else the type's default value. The view updates when it changes,
  /// and when hosted content joins a tree with another provider (a hosting controller pushed
  /// after the value changed gets the current value as it appears: the rule is tested on
  /// scopes, `ProvidedValueTests`, with no device check). Reaching UIKit providers
  /// needs the content to be bridged (`responderEventsBridge()`); a reader without a bridge
  /// reports it once per value type (`EventDiagnostic.Kind.senderNotConnected`; read from the
  /// code, not checked on a device).
  ///
  /// The first render: a value a view, controller or window scene provides above the hosting
  /// controller is there at once, read from UIKit's traits; one the application provides, or
  /// one behind a redirect, which no trait carries, arrives once the bridge is in the window
  /// (read from the code; not yet asserted on a device).
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
  public struct ResponderEnvironment<Value: ProvidedValue>: DynamicProperty {
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
    /// SwiftUI calls it before each body evaluation, on the main thread. A call from another
    /// thread, which SwiftUI has been seen to make while a publisher on another thread updates
    /// a view, follows nothing, rather than stopping at the main actor's isolation check; the
    /// next call on the main thread does.
    public nonisolated func update() {
      guard Thread.isMainThread else { return }
      // Unchecked only in the compiler's eyes: on the main thread, checked just above, `self`
      // is used there synchronously, and goes nowhere else.
      nonisolated(unsafe) let property = self
      MainActor.assumeIsolated { property.follow() }
    }

    @MainActor private func follow() {
      let parent = entry.providedInSwiftUI == nil ? sender.parentForNewScope : nil
      if entry.providedInSwiftUI == nil, parent == nil {
        // Reported once per value type.
        EventDiagnostics.emitOnce(
          .senderNotConnected, eventType: Value.self, direction: .down, nodes: [],
          "a @ResponderEnvironment reader of \(Value.self) has no bridge above it: it gets"
            + " values provided by SwiftUI views above and by UIKit"
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

    // The reading view is gone: its observer leaves the scope it was registered on.
    deinit { if let token { Task { @MainActor in token.remove() } } }

    /// Whether the reader observes a route that reaches UIKit: until the bridge's anchor is
    /// in a hierarchy, the scopes above end in nothing, and UIKit's traits know the
    /// value better.
    var reachesUIKit: Bool {
      var current = node
      while let scope = current as? ScopeNode { current = scope.parent }
      return current != nil
    }

    /// Observes on `newNode` instead of the node observed so far; `nil` stops observing.
    func follow(_ newNode: (any EventNode)?) {
      guard newNode !== node || (newNode != nil && token == nil) else { return }
      token.moveOut()?.remove()
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
