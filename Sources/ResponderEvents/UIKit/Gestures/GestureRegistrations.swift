#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The gesture closures registered on one view, kept by `GestureTable` (core), which decides
  /// what a token or a replacement takes away.
  @MainActor
  final class GestureRegistrations {
    private static let slot = AssociatedObject<GestureRegistrations>()
    private let table = GestureTable<UIGestureRecognizer>()
    /// Each registration's target, weakly: its recognizer keeps it (`GestureTarget.keep(on:)`),
    /// and it goes when the recognizer is deallocated.
    private var targets: [UInt64: WeakOwner<GestureTarget>] = [:]

    /// The registrations of `view`, kept on it; they do not hold it: the calls that need it
    /// are given it.
    static func on(_ view: UIView) -> GestureRegistrations {
      slot.value(on: view, orMake: GestureRegistrations.init)
    }

    /// Records `target`, already added to `recognizer` of `view`, and takes away what the
    /// registration it replaces leaves behind.
    func register(
      _ target: GestureTarget, on recognizer: UIGestureRecognizer, of view: UIView,
      isOnView: Bool, key: String?
    ) -> HandlerToken {
      let (id, replaced, forgotten) = table.register(
        recognizer, isOnView: isOnView, key: key, on: view)
      for id in forgotten { targets[id] = nil }
      targets[id] = WeakOwner(target)
      if let replaced { apply(replaced, on: view) }
      return HandlerToken(
        removing: { [weak self, weak view] in
          guard let self, let removal = self.table.remove(id) else { return false }
          self.apply(removal, on: view)
          return true
        },
        isRegistered: { [weak self] in self?.table.contains(id) ?? false })
    }

    private func apply(_ removal: GestureTable<UIGestureRecognizer>.Removal, on view: UIView?) {
      targets.removeValue(forKey: removal.id)?.object?.drop()
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
    /// The recognizer that keeps this target.
    private weak var recognizer: UIGestureRecognizer?
    /// Where the recognizer keeps this target: a key of its own, which lives as long as the
    /// target, and so as long as the recognizer keeps it, and names no other target meanwhile.
    private let keptOn = AssociatedObject<GestureTarget>()

    init(fire: @escaping @MainActor (UIGestureRecognizer) -> Void) { self.fire = fire }

    /// Runs the closure, unless this target was dropped: a recognizer may still call a target
    /// removed while it calls its targets (see `drop()`), and a removed closure never runs.
    @objc func recognizerFired() { recognizer.map(fire) }

    /// Adds this target to `recognizer`, which keeps it alive as long as it lives.
    func keep(on recognizer: UIGestureRecognizer) {
      self.recognizer = recognizer
      keptOn.set(self, on: recognizer)
      recognizer.addTarget(self, action: #selector(recognizerFired))
    }

    /// Takes this target off its recognizer, which lets it go at the end of this turn of the
    /// main run loop.
    func drop() {
      guard let recognizer else { return }
      self.recognizer = nil
      recognizer.removeTarget(self, action: #selector(recognizerFired))
      keptOn.set(nil, on: recognizer)
      // A closure on the same recognizer may be removing this one while the recognizer calls
      // its targets, which it holds unretained (UIGestureRecognizer.h documents no retain):
      // freed now, this target could be called after it was deallocated.
      DispatchQueue.main.async { withExtendedLifetime(self) {} }
    }
  }
#endif
