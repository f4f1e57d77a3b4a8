#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import Foundation
  import ResponderEventsDelegates
  import UIKit

  /// A `ClosureDelegateProxy` subclass written as an app would, for `UITabBarDelegate`: what
  /// the proxy reads from the Objective-C runtime about its subclass (the methods it manages)
  /// and whom `appDelegate(as:answering:)` returns, which the Linux tests cannot reach.
  @MainActor
  enum SubclassedProxyChecks {
    static var all: [DeviceCheck] {
      [
        closureForUnmanagedMethod, appDelegateWithoutMethod, nestedCallWithOtherArguments,
        propertyNotDynamic,
      ]
    }

    private static let didSelect = #selector((any UITabBarDelegate).tabBar(_:didSelect:))
    private static let willBeginCustomizing = #selector(
      (any UITabBarDelegate).tabBar(_:willBeginCustomizing:))
    private static let calls = DeviceCheckCalls.check(
      "it calls tabBar(_:didSelect:) on the tab bar's delegate itself: UIKit calls it \"when a"
        + " new view is selected by the user (but not programmatically)\" (UITabBar.h)")

    /// A standalone tab bar with one item, in a screen in the window.
    private static func tabBar(in context: DeviceCheckContext) async -> UITabBar? {
      let tabBar = UITabBar(frame: CGRect(x: 0, y: 0, width: 300, height: 49))
      tabBar.items = [
        UITabBarItem(title: "One", image: nil, tag: 1),
        UITabBarItem(title: "Two", image: nil, tag: 2),
      ]
      return await Stage.show(tabBar, onScreen: "Tab bar", in: context.window) ? tabBar : nil
    }

    /// The proxy installed on `tabBar`, with a closure that logs the tag of each item selected.
    private static func proxyLoggingSelections(
      on tabBar: UITabBar, to log: HandlerLog
    ) -> TabBarClosures {
      let proxy = TabBarClosures.installed(on: tabBar, at: \.delegate)
      _ = proxy.register(
        with: tabBar, { _ in { _, item in log.append("closure \(item.tag)") } },
        in: proxy.didSelect, for: didSelect)
      return proxy
    }

    /// Selects the tab bar's item at `index` through its delegate, as UIKit does for a touch.
    private static func select(on tabBar: UITabBar, at index: Int = 0) {
      guard let items = tabBar.items, items.indices.contains(index) else { return }
      tabBar.delegate?.tabBar?(tabBar, didSelect: items[index])
    }

    static let closureForUnmanagedMethod = DeviceCheck(
      area: "Delegates", name: "A closure for a method the proxy subclass does not implement",
      verifies: "A UITabBarDelegate proxy subclass implements tabBar(_:didSelect:) only (what it"
        + " manages is read from the Objective-C runtime): registering a closure for"
        + " tabBar(_:willBeginCustomizing:) reports delegateMethodUnservable at once, since it"
        + " would never run; registering one for tabBar(_:didSelect:) reports nothing, and a"
        + " selection runs that closure, then the app's delegate, once each.",
      calls: calls
    ) { context in
      var verdict = Verdict()
      guard let tabBar = await tabBar(in: context) else {
        return .failed("the screen did not reach the window")
      }
      let log = HandlerLog()
      let app = AppTabBarDelegate(log: log)
      tabBar.delegate = app
      let proxy = TabBarClosures.installed(on: tabBar, at: \.delegate)
      let managed = AppObjectScenario.diagnostics {
        _ = proxy.register(
          with: tabBar, { _ in { _, _ in log.append("closure") } }, in: proxy.didSelect,
          for: didSelect)
      }
      verdict.expectEqual(managed, [], "diagnostics of the closure for tabBar(_:didSelect:)")
      let unmanaged = AppObjectScenario.diagnostics {
        _ = proxy.register(
          with: tabBar, { _ in { _, _ in log.append("customizing") } },
          in: proxy.willBeginCustomizing, for: willBeginCustomizing)
      }
      verdict.expectEqual(
        unmanaged, ["delegateMethodUnservable"],
        "diagnostics of the closure for tabBar(_:willBeginCustomizing:)")
      select(on: tabBar)
      verdict.expectEqual(log.entries, ["closure", "app"], "tabBar(_:didSelect:)")
      withExtendedLifetime(app) {}
      return verdict.outcome("the unmanaged method was reported at registration")
    }

    static let appDelegateWithoutMethod = DeviceCheck(
      area: "Delegates", name: "appDelegate(as:) with and without a method",
      verifies: "Behind a proxy subclass, a multicast delegate that implements"
        + " tabBar(_:didSelect:) without declaring UITabBarDelegate (set through setValue(_:forKey:)"
        + " as Objective-C code can): appDelegate(as:) without a method is nil, so nothing can"
        + " send it a required method it may lack; with the method it is the multicast delegate,"
        + " and a selection passed on that way runs the closure and the multicast delegate once"
        + " each. Once the app sets a delegate that declares the protocol, appDelegate(as:)"
        + " without a method returns it.",
      calls: calls
    ) { context in
      var verdict = Verdict()
      guard let tabBar = await tabBar(in: context) else {
        return .failed("the screen did not reach the window")
      }
      let log = HandlerLog()
      let multicast = MulticastTabBarDelegate(log: log)
      tabBar.setValue(multicast, forKey: "delegate")
      let proxy = TabBarClosures.installed(on: tabBar, at: \.delegate)
      _ = proxy.register(
        with: tabBar, { _ in { _, _ in log.append("closure") } }, in: proxy.didSelect,
        for: didSelect)
      let type = (any UITabBarDelegate).self
      verdict.expect(
        proxy.appDelegate(as: type) == nil,
        "appDelegate(as:) without a method returned the multicast delegate")
      verdict.expect(
        proxy.appDelegate(as: type, answering: didSelect) === multicast,
        "appDelegate(as:answering:) did not return the multicast delegate")
      select(on: tabBar)
      verdict.expectEqual(log.entries, ["closure", "multicast"], "tabBar(_:didSelect:)")
      let app = AppTabBarDelegate(log: log)
      tabBar.delegate = app
      await Stage.turnRunLoop()
      verdict.expect(
        proxy.appDelegate(as: type) === app,
        "appDelegate(as:) without a method did not return the app's declaring delegate")
      withExtendedLifetime((multicast, app)) {}
      return verdict.outcome("only a declaring delegate is returned without a method")
    }

    static let nestedCallWithOtherArguments = DeviceCheck(
      area: "Delegates",
      name: "A later delegate that sends the call again, with another item or the same",
      verifies: "Behind a proxy subclass that passes the item as the call's arguments, a delegate"
        + " set after the first closure whose tabBar(_:didSelect:) for the first item sends the"
        + " method again through tabBar.delegate for the second is not taken for a wrapper: the"
        + " closure and the delegate run for each item, and a later selection still runs the"
        + " closure first. On another tab bar, a delegate that sends the same item again is taken"
        + " for one sending the call back: the closure runs once, delegateProxyMoved is"
        + " reported, and the delegate is put in front.",
      calls: calls
    ) { context in
      var verdict = Verdict()
      guard let tabBar = await tabBar(in: context) else {
        return .failed("the screen did not reach the window")
      }
      let log = HandlerLog()
      let proxy = proxyLoggingSelections(on: tabBar, to: log)
      let app = ResendingTabBarDelegate(log: log, resendsSameItem: false)
      tabBar.delegate = app
      select(on: tabBar)
      verdict.expectEqual(
        log.entries, ["closure 1", "app 1", "closure 2", "app 2"], "the nested selection")
      log.reset()
      await Stage.turnRunLoop()
      select(on: tabBar, at: 1)
      verdict.expectEqual(log.entries, ["closure 2", "app 2"], "a later selection")
      verdict.expect(tabBar.delegate === proxy, "the app's delegate was put in front of the proxy")
      log.reset()
      guard let other = await Self.tabBar(in: context) else {
        return .failed("the second screen did not reach the window")
      }
      _ = proxyLoggingSelections(on: other, to: log)
      let resending = ResendingTabBarDelegate(log: log, resendsSameItem: true)
      other.delegate = resending
      let moved = AppObjectScenario.diagnostics { select(on: other) }
      verdict.expectEqual(log.entries, ["closure 1", "app 1"], "the same item sent again")
      verdict.expectEqual(moved, ["delegateProxyMoved"], "diagnostics of the same item sent again")
      verdict.expect(
        other.delegate === resending, "the delegate sending the call back stayed behind")
      withExtendedLifetime((app, resending)) {}
      return verdict.outcome("another item ran everything once; the same item was taken for a loop")
    }
  }

  extension SubclassedProxyChecks {
    static let propertyNotDynamic = DeviceCheck(
      area: "Delegates", name: "A delegate property that is not dynamic is reported",
      verifies: "A tab bar subclass of the checks' own declares a second UITabBarDelegate"
        + " property @objc but not dynamic: installing a proxy subclass on it reports"
        + " delegateProxyMoved at once, since setting it from Swift sends no key-value"
        + " notification; a closure registered then, which has the proxy set the property again"
        + " for UIKit to ask anew, and a proxy on a second view of the class report nothing more"
        + " (once per class). On one whose property is @objc dynamic, installing reports nothing,"
        + " and the app's delegate set afterwards is adopted: the proxy is back in front, and a"
        + " selection sent through the property runs the closure, then that delegate.",
      calls: .check("the check calls tabBar(_:didSelect:) on the property's value itself")
    ) { _ in
      var verdict = Verdict()
      let plain = PlainPropertyTabBar()
      let unheard = AppObjectScenario.diagnostics {
        let installed = TabBarClosures.installed(on: plain, at: \.closuresDelegate)
        let sets = plain.sets
        _ = installed.register(
          with: plain, { _ in { _, _ in } }, in: installed.didSelect, for: didSelect)
        verdict.expect(plain.sets > sets, "the closure did not have the proxy set the property")
        _ = TabBarClosures.installed(on: PlainPropertyTabBar(), at: \.closuresDelegate)
      }
      verdict.expectEqual(unheard, ["delegateProxyMoved"], "diagnostics of the plain property")
      let observed = ObservedPropertyTabBar()
      let item = UITabBarItem(title: "One", image: nil, tag: 1)
      observed.items = [item]
      let log = HandlerLog()
      var proxy: TabBarClosures?
      let heard = AppObjectScenario.diagnostics {
        let installed = TabBarClosures.installed(on: observed, at: \.closuresDelegate)
        _ = installed.register(
          with: observed, { _ in { _, _ in log.append("closure") } }, in: installed.didSelect,
          for: didSelect)
        proxy = installed
      }
      verdict.expectEqual(heard, [], "diagnostics of the dynamic property")
      let app = AppTabBarDelegate(log: log)
      observed.closuresDelegate = app
      verdict.expect(
        observed.closuresDelegate === proxy, "the proxy is not in front of the app's delegate")
      observed.closuresDelegate?.tabBar?(observed, didSelect: item)
      verdict.expectEqual(log.entries, ["closure", "app"], "a selection after the app's set")
      withExtendedLifetime(app) {}
      return verdict.outcome("the plain property was reported; the dynamic one was served")
    }
  }

  /// A tab bar with a second delegate property that Swift sets without a key-value
  /// notification: `@objc`, not `dynamic`. (A tab bar, as the proxy's closures run for calls
  /// about the view they were registered on.)
  private final class PlainPropertyTabBar: UITabBar {
    /// How many times the property was set.
    var sets = 0
    @objc weak var closuresDelegate: (any UITabBarDelegate)? { didSet { sets += 1 } }
  }

  /// A tab bar with a second delegate property declared as the article "Closures for any
  /// delegate" says: `@objc dynamic`.
  private final class ObservedPropertyTabBar: UITabBar {
    @objc dynamic weak var closuresDelegate: (any UITabBarDelegate)?
  }

  /// The hidden `UITabBarDelegate`, written as the DocC article "Closures for any delegate"
  /// shows: it implements `tabBar(_:didSelect:)` and passes it on with its selector, so that a
  /// delegate which does not declare the protocol is reached too.
  private final class TabBarClosures: ClosureDelegateProxy, UITabBarDelegate {
    let didSelect = DelegateClosures<(UITabBar, UITabBarItem) -> Void>()
    /// Kept, though no method of this class runs it: registering into it is the mistake the
    /// check makes.
    let willBeginCustomizing = DelegateClosures<(UITabBar, [UITabBarItem]) -> Void>()

    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
      notifyAll(
        didSelect, for: tabBar, arguments: item, { $0(tabBar, item) },
        then: {
          self.appDelegate(
            as: (any UITabBarDelegate).self,
            answering: #selector((any UITabBarDelegate).tabBar(_:didSelect:))
          )?.tabBar?(tabBar, didSelect: item)
        })
    }
  }

  /// The app's tab bar delegate: logs a selection.
  @MainActor
  private final class AppTabBarDelegate: NSObject, UITabBarDelegate {
    private let log: HandlerLog

    init(log: HandlerLog) {
      self.log = log
    }

    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
      log.append("app")
    }
  }

  /// The app's tab bar delegate that, for the first item, sends the method again through the
  /// tab bar's delegate, for the second item or the same one (once).
  @MainActor
  private final class ResendingTabBarDelegate: NSObject, UITabBarDelegate {
    private let log: HandlerLog
    private let resendsSameItem: Bool
    private var isResending = false

    init(log: HandlerLog, resendsSameItem: Bool) {
      (self.log, self.resendsSameItem) = (log, resendsSameItem)
    }

    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
      log.append("app \(item.tag)")
      guard item.tag == 1, !isResending,
        let again = resendsSameItem ? item : tabBar.items?.last
      else { return }
      isResending = true
      defer { isResending = false }
      tabBar.delegate?.tabBar?(tabBar, didSelect: again)
    }
  }

  /// A multicast delegate's shape: implements the method under its selector without declaring
  /// the protocol.
  @MainActor
  private final class MulticastTabBarDelegate: NSObject {
    private let log: HandlerLog

    init(log: HandlerLog) {
      self.log = log
    }

    @objc(tabBar:didSelectItem:) func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
      log.append("multicast")
    }
  }
#endif
