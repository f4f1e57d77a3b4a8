#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import SwiftUI
  import UIKit

  /// Whether plain SwiftUI content, with no ResponderEvents modifier, appears.
  ///
  /// Shown in a `UIHostingController` as the window's root, its `onAppear` must run within the
  /// stage's timeout. The runner asks once, for the checks that need SwiftUI content to appear.
  @MainActor
  func swiftUIContentAppears(in window: UIWindow) async -> Bool {
    let flag = AppearanceFlag()
    let host = UIHostingController(rootView: PlainContent(flag: flag))
    guard await Stage.show(host, in: window) else { return false }
    return await Stage.waitUntil {
      host.view.layoutIfNeeded()
      return flag.appeared
    }
  }

  /// Set by the plain content's `onAppear`.
  @MainActor
  private final class AppearanceFlag {
    var appeared = false
  }

  /// A text that sets its flag when it appears.
  private struct PlainContent: View {
    let flag: AppearanceFlag

    var body: some View {
      Text("Harness").onAppear { flag.appeared = true }
    }
  }
#endif
