#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import ResponderEventsCore
  import UIKit

  /// The gesture closures registered on one view, kept by `GestureTable` (core), which decides
  /// what a token or a replacement takes away.
  @MainActor
  final class GestureRegistrations {
    private static let slot = AssociatedObject<GestureRegistrations>()
    private let table = GestureTable<UIGestureRecognizer>()
    /// Each registration's target and recognizer, weakly: the recognizer keeps its targets
    /// (`GestureTarget.keep`), and both go when it is deallocated.
    private var targets:
      [UInt64: (target: WeakOwner<GestureTarget>, recognizer: WeakOwner<UIGestureRecognizer>)] =
        [:]
    private weak var view: UIView?

    private init(view: UIView) {
      self.view = view
    }

    /// The registrations of `view`.
    static func on(_ view: UIView) -> GestureRegistrations {
      slot.value(on: view) { GestureRegistrations(view: view) }
    }

    /// Records `target`, already added to `recognizer`, and takes away what the registration
    /// it replaces leaves behind.
    func register(
      _ target: GestureTarget, on recognizer: UIGestureRecognizer, isOnView: Bool, key: String?
    ) -> HandlerToken {
      let (id, replaced, forgotten) = table.register(recognizer, isOnView: isOnView, key: key)
      for id in forgotten { targets[id] = nil }
      targets[id] = (WeakOwner(target), WeakOwner(recognizer))
      if let replaced { apply(replaced) }
      return HandlerToken(
        removing: { [weak self] in
          guard let self, let removal = self.table.remove(id) else { return false }
          self.apply(removal)
          return true
        },
        isRegistered: { [weak self] in self?.table.contains(id) ?? false })
    }

    private func apply(_ removal: GestureTable<UIGestureRecognizer>.Removal) {
      if let entry = targets.removeValue(forKey: removal.id),
        let target = entry.target.object, let recognizer = entry.recognizer.object
      {
        GestureTarget.drop(target, from: recognizer)
      }
      if let recognizer = removal.recognizerToRemove, let view, recognizer.view === view {
        view.removeGestureRecognizer(recognizer)
      }
    }
  }

  /// The target of one closure added to a gesture recognizer; kept on the recognizer, which
  /// does not retain its targets.
  @MainActor
  final class GestureTarget: NSObject {
    private let fire: @MainActor (UIGestureRecognizer) -> Void
    private static let slot = AssociatedObject<Targets>()

    /// The targets kept on one recognizer.
    final class Targets {
      var list: [GestureTarget] = []
    }

    init(fire: @escaping @MainActor (UIGestureRecognizer) -> Void) {
      self.fire = fire
    }

    @objc func recognizerFired(_ recognizer: UIGestureRecognizer) {
      fire(recognizer)
    }

    /// Adds `target` to `recognizer` and keeps it alive as long as the recognizer.
    static func keep(_ target: GestureTarget, on recognizer: UIGestureRecognizer) {
      slot.value(on: recognizer) { Targets() }.list.append(target)
      recognizer.addTarget(target, action: #selector(recognizerFired(_:)))
    }

    /// Takes `target` off `recognizer` and lets it go.
    static func drop(_ target: GestureTarget, from recognizer: UIGestureRecognizer) {
      recognizer.removeTarget(target, action: #selector(recognizerFired(_:)))
      slot.value(on: recognizer)?.list.removeAll { $0 === target }
    }
  }
#endif
