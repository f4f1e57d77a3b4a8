#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  public import ResponderEventsCore
  public import SwiftUI
  import UIKit

  extension View {
    /// Provides `value` to the views below: SwiftUI views read it with
    /// ``ResponderEnvironment``, UIKit views below (connected with
    /// `ResponderEventSender/connect(_:)`) observe it with `re.observe(_:_:)`.
    ///
    /// The SwiftUI side of `re.provide(_:)`: the nearest provider wins, whether it is a SwiftUI
    /// view or a UIKit responder above the hosting controller, and a new value reaches every
    /// reader below. SwiftUI readers have it in the same update; UIKit observers below are
    /// called on the main queue's next turn after SwiftUI's update, never while it evaluates
    /// a body.
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
  /// The value a SwiftUI view above provides, and on iOS 17 and later the one UIKit's traits
  /// carry from the nearest UIKit provider above the hosting controller. Equatable, one entry
  /// per type, so that a change re-evaluates only the readers of that type.
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
      get {
        if #available(iOS 17.0, tvOS 17.0, *) { return self[TraitBridgedEntryKey<Value>.self] }
        return self[EntryKey<Value>.self]
      }
      set {
        if #available(iOS 17.0, tvOS 17.0, *) {
          self[TraitBridgedEntryKey<Value>.self] = newValue
        } else {
          self[EntryKey<Value>.self] = newValue
        }
      }
    }
  }

  private struct EntryKey<Value: ProvidedValue>: EnvironmentKey {
    static var defaultValue: ProvidedValueEntry<Value> { ProvidedValueEntry() }
  }

  /// On iOS 17 and later the entry reads UIKit's trait where SwiftUI sets nothing: SwiftUI's
  /// `UITraitBridgedEnvironmentKey` ("bridges between a SwiftUI environment key and a UIKit
  /// trait", SwiftUI's interface) reads it from the hosting controller's traits.
  @available(iOS 17.0, tvOS 17.0, *)
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
  /// read it with plain `@Environment` (iOS 17 and later).
  ///
  /// Declare a key for the value's type and a property for it, as for any environment value:
  ///
  /// ```swift
  /// @available(iOS 17.0, *)
  /// struct PaletteKey: ProvidedValueEnvironmentKey {
  ///   typealias Value = Palette
  /// }
  ///
  /// @available(iOS 17.0, *)
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
  /// any key. It sees no `responderEnvironment(_:)` above and no provider off UIKit's hierarchy
  /// (a redirect, a node of your own): ``ResponderEnvironment`` follows the route events take
  /// and sees them all, on every iOS version.
  @available(iOS 17.0, tvOS 17.0, *)
  public protocol ProvidedValueEnvironmentKey: UITraitBridgedEnvironmentKey
  where Value: ProvidedValue {}

  @available(iOS 17.0, tvOS 17.0, *)
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
#endif
