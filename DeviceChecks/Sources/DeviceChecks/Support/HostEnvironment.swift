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

    /// The application's first connected window scene, ordered by session for determinism.
    static var windowScene: UIWindowScene? {
      (application?.connectedScenes ?? [])
        .compactMap { $0 as? UIWindowScene }
        .sorted { $0.session.persistentIdentifier < $1.session.persistentIdentifier }
        .first
    }

    /// The environment as report facts.
    static func facts(window: UIWindow) -> [DeviceFact] {
      let device = UIDevice.current
      let application = self.application
      return [
        DeviceFact("system", observed: "\(device.systemName) \(device.systemVersion)"),
        DeviceFact("device", observed: device.model),
        DeviceFact(
          "host application",
          observed: application.map { "yes (\(Responders.typeName($0)))" } ?? "none"),
        DeviceFact(
          "application delegate",
          observed: application?.delegate.map { String(describing: type(of: $0)) } ?? "none"),
        DeviceFact(
          "connected window scenes",
          observed: String(application?.connectedScenes.count ?? 0)),
        DeviceFact(
          "window", observed: window.windowScene == nil ? "without a scene" : "on a window scene"),
        DeviceFact("window.next", observed: Responders.typeName(window.next)),
      ]
    }
  }
#endif
