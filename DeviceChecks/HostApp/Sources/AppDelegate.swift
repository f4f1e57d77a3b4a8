import UIKit

/// The host app of the hosted device checks: it launches, connects one window scene with a
/// window, and waits for the test bundle it hosts (`DeviceChecksHostTests`) to run the checks.
///
/// The delegate is a `UIResponder`, so that UIKit puts it after the application in the
/// responder chain, where the routing checks look for it.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    true
  }

  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(
      name: "Default Configuration", sessionRole: connectingSceneSession.role)
    configuration.delegateClass = SceneDelegate.self
    return configuration
  }
}
