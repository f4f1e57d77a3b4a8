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
      traits?[Self.self].flatMap { $0.stamp != 0 ? $0.value : nil }
    }
  }

  /// UIKit's responders tell the engine when they move, so that value observers on them
  /// (`re.observe(_:_:)`) get the value of their new place.
  ///
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
  /// The window scene of an observer's or a provider's node carries the attached mark, so that
  /// a view put back where nobody provides hears it too, even if UIKit gave the view its
  /// default traits while it was out (not documented either way). The scene is found from the
  /// node when it registers in a window and whenever it hears a change, so a node that had a
  /// provider's value heard it in a marked scene, and a provider once shown marks its own (a
  /// screen it presents is not below it in UIKit's traits); and when the application
  /// provides, from its connected scenes, since a provider above every scene changes no trait a view joining a window could
  /// hear. Not otherwise from the application's list of scenes, which an app extension cannot
  /// read (`sharedApplication` is `NS_EXTENSION_UNAVAILABLE_IOS`, UIApplication.h): a value
  /// provided on the app delegate, or on the application for a scene connected after it
  /// provided, reaches a view whose observers registered out of a window only once something in
  /// its scene changes. Left, if UIKit does reset them: a view moved into another window scene
  /// where no observer has heard a change yet keeps its value until the next change there
  /// (`ProvidedValueTraitSignalTests`).
  ///
  /// Observers run inside UIKit's trait update. One that provides a value there sets trait
  /// overrides while UIKit propagates them; the new value reaches the observers below through
  /// the engine at once, and UIKit's pass sees the new override.
  extension UIResponder: ProvidedValueHost {
    /// The types each node registered for, so that each registers once.
    private static let registeredTypes = AssociatedObject<TypeSet>()
    /// The application, once it provided: where a view's traits hold its scene's mark, nobody
    /// in UIKit's trait hierarchy provides, and the value comes from the application (or the
    /// app delegate above it).
    private static weak var providingApplication: UIApplication?

    /// Registers this responder for changes of the trait of `type`, once.
    package func responderEventsWatchMoves<Value: ProvidedValue>(observing type: Value.Type) {
      let types = UIResponder.registeredTypes.value(on: self, orMake: TypeSet.init)
      guard types.set.insert(ObjectIdentifier(type)).inserted,
        // Views and controllers; scenes, the application and its delegate do not move.
        self is UIView || self is UIViewController,
        let observable = self as? any UITraitChangeObservable
      else { return }
      markScene(for: type)
      // UIKit calls back with the object that registered.
      observable.registerForTraitChanges([ProvidedValueTrait<Value>.self]) {
        (moved: any UITraitEnvironment, _) in
        let node = narrowed(moved, to: UIResponder.self)
        node.markScene(for: type)
        ProvidedValueMoves.nodeMoved(node)
      }
    }

    /// Sets or removes this responder's override of the trait of `type`; a scene that stops
    /// providing keeps the attached mark.
    ///
    /// A view or controller that provides registers for the trait too, as an observer's node
    /// does, so that its window scene is marked once it is shown there (its trait changes to its
    /// own value): a screen it presents is not below it in UIKit's trait hierarchy (its view's
    /// superview is in the presentation's `containerView`, "an ancestor of both the presenting
    /// and presented view controller's views", UIPresentationController.h), so the views there
    /// hear their join only as a change from no trait to the scene's mark.
    package func responderEventsProvidedValueChanged<Value: ProvidedValue>(
      _ type: Value.Type, _ state: ProvidedValueState<Value>?
    ) {
      if state != nil { responderEventsWatchMoves(observing: type) }
      let trait = ProvidedValueTrait<Value>.self
      if let view = self as? UIView {
        UIResponder.override(&view.traitOverrides, trait, with: state)
      } else if let controller = self as? UIViewController {
        UIResponder.override(&controller.traitOverrides, trait, with: state)
      } else if let scene = self as? UIWindowScene {
        scene.traitOverrides[trait] = state ?? .attached
      } else if let application = self as? UIApplication {
        UIResponder.providingApplication = application
        // Above every scene: a view whose observers registered out of a window hears it join one
        // only where its scene has the trait.
        application.connectedScenes.forEach { UIResponder.mark($0 as? UIWindowScene, for: type) }
      }
    }

    /// Sets the override, or removes it: an override of `nil` would mark the subtree detached.
    private static func override<Value: ProvidedValue>(
      _ overrides: inout UITraitOverrides, _ trait: ProvidedValueTrait<Value>.Type,
      with state: ProvidedValueState<Value>?
    ) {
      if let state { overrides[trait] = state } else { overrides.remove(trait) }
    }

    /// Gives the window scene this responder is in, if any, the attached mark for the value's
    /// type.
    private func markScene<Value: ProvidedValue>(for type: Value.Type) {
      let view = self as? UIView ?? (self as? UIViewController)?.viewIfLoaded
      UIResponder.mark((view as? UIWindow ?? view?.window)?.windowScene, for: type)
    }

    /// Gives `scene`, if any, the attached mark for the value's type, unless it has the trait.
    private static func mark<Value: ProvidedValue>(_ scene: UIWindowScene?, for _: Value.Type) {
      let trait = ProvidedValueTrait<Value>.self
      if let scene, scene.traitOverrides[trait] == nil { scene.traitOverrides[trait] = .attached }
    }

    /// A route that ends at a view other than a window, or at a controller, ends outside any
    /// window: the view has no superview and is no controller's view, the controller has no
    /// parent, presenter or superview (`UIResponder.next`'s documented answers).
    package var responderEventsEndsDetachedRoute: Bool {
      self is UIViewController || (self is UIView && !(self is UIWindow))
    }

    /// Its traits: a view or controller keeps them out of a window ("Views only update traits
    /// when in the hierarchy", WWDC23 "Unleash the UIKit trait system"; a device check).
    ///
    /// Traits that hold the scene's mark kept the application's value, which no trait carries.
    package func responderEventsKeptValue<Value: ProvidedValue>(of type: Value.Type) -> Value? {
      let traits = (self as? any UITraitEnvironment)?.traitCollection
      guard let state = traits?[ProvidedValueTrait<Value>.self] else { return nil }
      if state.stamp != 0 { return state.value }
      return UIResponder.providingApplication?.re.providedValue(type)
    }

    /// The cells and supplementary views a list keeps without displaying them (`DisplayedItems`).
    package var responderEventsUndisplayedChildren: [any EventNode] {
      UIKitAnswers().undisplayedItems(of: self)
    }
  }

  /// A set of types, kept on a node as an associated object.
  private final class TypeSet { var set: Set<ObjectIdentifier> = [] }
#endif
