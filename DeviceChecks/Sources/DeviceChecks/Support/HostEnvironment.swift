#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import ResponderEvents
  import UIKit

  /// What the checks run inside: the host application, if any, and its window scene.
  @MainActor
  enum HostEnvironment {
    /// The application object, or `nil` when the tests run without a host application.
    ///
    /// `UIApplication.shared` is declared non-optional but is `nil` in a test bundle without a
    /// host; asking through the runtime avoids trusting the declaration.
    static var application: UIApplication? {
      let selector = NSSelectorFromString("sharedApplication")
      guard UIApplication.responds(to: selector) else { return nil }
      return UIApplication.perform(selector)?.takeUnretainedValue() as? UIApplication
    }

    /// The application's delegate when it is a responder, and so follows the application in
    /// UIKit's chain ("the app delegate if the app delegate is an instance of UIResponder",
    /// UIResponder's `next` documentation).
    static var delegateResponder: UIResponder? {
      application?.delegate as? UIResponder
    }

    /// The application's connected window scenes, foreground ones first, then by session for
    /// determinism.
    static var windowScenes: [UIWindowScene] {
      (application?.connectedScenes ?? [])
        .compactMap { $0 as? UIWindowScene }
        .sorted { first, second in
          let (a, b) = (isForeground(first), isForeground(second))
          if a != b { return a }
          return first.session.persistentIdentifier < second.session.persistentIdentifier
        }
    }

    /// The window scene to put the checks' window on: without an application, `nil` at once;
    /// with one, the first connected window scene in the foreground, waited for (a hosted
    /// test may start before the app's scene connected), or any connected one after the
    /// stage's timeout.
    static func windowScene() async -> UIWindowScene? {
      guard application != nil else { return nil }
      _ = await Stage.waitUntil { windowScenes.first.map(isForeground) ?? false }
      return windowScenes.first
    }

    private static func isForeground(_ scene: UIWindowScene) -> Bool {
      scene.activationState == .foregroundActive || scene.activationState == .foregroundInactive
    }

    /// Whether the checks run in a host app: an application, and `window` on one of its
    /// window scenes.
    static func hasHost(window: UIWindow) -> Bool {
      application != nil && window.windowScene != nil
    }

    /// The environment as report facts.
    static func facts(window: UIWindow, animationsWereEnabled: Bool) -> [DeviceFact] {
      let device = UIDevice.current
      let application = self.application
      let frame = window.frame
      return [
        DeviceFact("system", observed: "\(device.systemName) \(device.systemVersion)"),
        DeviceFact("device", observed: "\(device.model) (\(device.name))"),
        DeviceFact(
          "host application",
          observed: application.map { "yes (\(Responders.typeName($0)))" }
            ?? "none: a test bundle without a host app"),
        DeviceFact(
          "application delegate",
          observed: application?.delegate.map {
            String(describing: type(of: $0)) + ($0 is UIResponder ? " (a UIResponder)" : "")
          } ?? "none"),
        DeviceFact(
          "connected window scenes",
          observed: String(application?.connectedScenes.count ?? 0)),
        DeviceFact(
          "the checks' window",
          observed: (window.windowScene == nil ? "without a scene" : "on the app's window scene")
            + ", \(Int(frame.width)) × \(Int(frame.height)) points"
            + (window.isKeyWindow ? ", key" : ", not key")),
        DeviceFact("window.next", observed: Responders.typeName(window.next)),
        DeviceFact("timeout", observed: Stage.timeoutDescription),
        DeviceFact(
          "animations",
          observed: "off during the run (UIView.setAnimationsEnabled(false);"
            + " presentations with animated: false), but for the two checks of an error during"
            + " a transition; they were "
            + (animationsWereEnabled ? "on" : "off") + " before"),
      ]
    }
  }
#endif
