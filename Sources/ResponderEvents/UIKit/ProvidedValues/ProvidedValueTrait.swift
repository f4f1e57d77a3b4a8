#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// A private trait per provided value type: its value at a view is the nearest UIKit
  /// provider's state, `nil` out of any window scene's tree.
  ///
  /// Apple's documentation of `UITraitDefinition`: "You can create custom traits by defining
  /// your own conforming type", whose values should be "lightweight structures" with an
  /// efficient `Equatable` ("The system frequently tests trait values for equality"); a state
  /// compares its stamp before its value. "Providing data to the view hierarchy with custom
  /// traits": the system propagates an override "to that object's descendants in the view
  /// hierarchy", child view controllers included. One trait per `Value` is what the model test
  /// `ProvidedValueTraitSignalTests` shows is needed; that UIKit keeps a generic definition's
  /// instantiations apart is for the device checks (`ProvidedValueTraitChecks`).
  struct ProvidedValueTrait<Value: ProvidedValue>: UITraitDefinition {
    static var defaultValue: ProvidedValueState<Value>? { nil }
    static var identifier: String {
      "ResponderEvents.ProvidedValue." + String(reflecting: Value.self)
    }

    /// The value a UIKit provider above gives in `traits`; `nil` where nobody provides.
    static func providedValue(in traits: UITraitCollection?) -> Value? {
      guard let state = traits?[Self.self], state.stamp != 0 else { return nil }
      return state.value
    }
  }

  /// How UIKit responders follow their moves: through UIKit's own trait propagation, with
  /// nothing added to the app's objects but trait overrides, trait-change registrations and
  /// the set of types each registered for.
  ///
  /// A provider sets the trait of the value's type in its `traitOverrides`; an observer's view
  /// or controller registers for changes of that trait (`registerForTraitChanges(_:handler:)`),
  /// and UIKit calls it whenever the trait's value there changes, which it finds out for views
  /// in a window, before their layout ("Views only update traits when in the hierarchy",
  /// WWDC23 "Unleash the UIKit trait system"): the node moved under another provider (a move
  /// between superviews of one window included), or joined a window. A view out of any window
  /// hears nothing, and its observers keep their value (ProvidedValueRouting.resolve(_:)).
  /// The window scene of an observer's node carries the attached mark, so that a view put
  /// back where nobody provides hears it too, even if UIKit gave the view its default traits
  /// while it was out (not documented either way). The scene is found from the node when it
  /// registers in a window and whenever it hears a change, so a node that had a provider's
  /// value heard it in a marked scene; not from the application's list of scenes, which an
  /// app extension cannot read (`sharedApplication` is `NS_EXTENSION_UNAVAILABLE_IOS`,
  /// UIApplication.h). Left, if UIKit does reset them: a view moved into another window scene
  /// where no observer has heard a change yet keeps its value until the next change there
  /// (`ProvidedValueTraitSignalTests`).
  ///
  /// Observers run inside UIKit's trait update. One that provides a value there sets trait
  /// overrides while UIKit propagates them; the new value reaches the observers below through
  /// the engine at once, and UIKit's pass sees the new override.
  @MainActor
  enum ProvidedValueTraits {
    /// The types each node registered for, so that each registers once.
    private static let registeredTypes = AssociatedObject<TypeSet>()

    /// Registers `responder` for changes of the trait of `type`, once.
    static func watch<Value: ProvidedValue>(_ responder: UIResponder, observing type: Value.Type) {
      let types = registeredTypes.value(on: responder, orMake: TypeSet.init)
      guard types.set.insert(ObjectIdentifier(type)).inserted,
        // Views and controllers; scenes, the application and its delegate do not move.
        responder is UIView || responder is UIViewController,
        let observable = responder as? any UITraitChangeObservable
      else { return }
      markScene(of: responder, for: type)
      // UIKit calls back with the object that registered.
      observable.registerForTraitChanges([ProvidedValueTrait<Value>.self]) {
        (moved: any UITraitEnvironment, _) in
        let node = narrowed(moved, to: UIResponder.self)
        markScene(of: node, for: type)
        ProvidedValueMoves.nodeMoved(node)
      }
    }

    /// Sets or removes `responder`'s override of the trait of `type`; a scene that stops
    /// providing keeps the attached mark.
    static func mark<Value: ProvidedValue>(
      _ responder: UIResponder, _ type: Value.Type, _ state: ProvidedValueState<Value>?
    ) {
      let trait = ProvidedValueTrait<Value>.self
      if let view = responder as? UIView {
        override(&view.traitOverrides, trait, with: state)
      } else if let controller = responder as? UIViewController {
        override(&controller.traitOverrides, trait, with: state)
      } else if let scene = responder as? UIWindowScene {
        scene.traitOverrides[trait] = state ?? .attached
      }
    }

    /// Sets the override, or removes it: an override of `nil` would mark the subtree detached.
    private static func override<Value: ProvidedValue>(
      _ overrides: inout UITraitOverrides, _ trait: ProvidedValueTrait<Value>.Type,
      with state: ProvidedValueState<Value>?
    ) {
      guard let state else { return overrides.remove(trait) }
      overrides[trait] = state
    }

    /// Gives the window scene `node` is in, if any, the attached mark for the value's type.
    private static func markScene<Value: ProvidedValue>(of node: UIResponder, for _: Value.Type) {
      let view = node as? UIView ?? (node as? UIViewController)?.viewIfLoaded
      guard let scene = (view as? UIWindow ?? view?.window)?.windowScene else { return }
      let trait = ProvidedValueTrait<Value>.self
      if scene.traitOverrides[trait] == nil { scene.traitOverrides[trait] = .attached }
    }
  }

  /// A set of types, kept on a node as an associated object.
  private final class TypeSet {
    var set: Set<ObjectIdentifier> = []
  }
#endif
