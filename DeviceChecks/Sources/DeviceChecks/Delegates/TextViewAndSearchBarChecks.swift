#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import ResponderEventsDelegates
  import UIKit

  /// The text view's and the search bar's delegate proxies, with the app's own delegate.
  @MainActor
  enum TextViewAndSearchBarChecks {
    static var all: [DeviceCheck] {
      [textViewClosuresAndAppDelegate, textViewSharesScrollProxy, searchBarClosuresAndAppDelegate]
    }

    /// A screen in the window.
    private static func screen(in context: DeviceCheckContext) async -> ProbeController? {
      let screen = ProbeController("Text")
      guard await Stage.show(screen, in: context.window) else { return nil }
      return screen
    }

    static let textViewClosuresAndAppDelegate = DeviceCheck(
      area: "Delegates", name: "UITextView delegate closures and the app's delegate",
      verifies: "With the app's delegate set first, re.onDidChange's closure and the app's"
        + " textViewDidChange(_:) both run, closure first; a refusing onShouldChangeText"
        + " closure makes the answer false without asking the app's delegate.",
      calls: .check(Cites.textView)
    ) { context in
      var verdict = Verdict()
      guard let screen = await screen(in: context) else {
        return .failed("the screen did not reach the window")
      }
      let textView = UITextView(frame: CGRect(x: 20, y: 200, width: 200, height: 100))
      screen.view.addSubview(textView)
      let log = HandlerLog()
      let app = AppTextViewDelegate(log: log)
      textView.delegate = app
      textView.re.onDidChange(with: textView) { _ in log.append("closure") }
      textView.re.onShouldChangeText(with: textView) { _, _, text in
        log.append("closure should")
        return text != "!"
      }
      verdict.expect((textView.delegate as AnyObject?) !== app, "the proxy is not in front")
      textView.delegate?.textViewDidChange?(textView)
      verdict.expectEqual(log.entries, ["closure", "app"], "textViewDidChange(_:)")
      log.reset()
      let answer = textView.delegate?.textView?(
        textView, shouldChangeTextIn: NSRange(location: 0, length: 0), replacementText: "!")
      verdict.expectEqual(answer, false, "shouldChangeText answer")
      verdict.expectEqual(log.entries, ["closure should"], "asked")
      verdict.expect(textView.re.delegate === app, "re.delegate is not the app's delegate")
      withExtendedLifetime(app) {}
      return verdict.outcome("closure then app; a refusal stops the question")
    }

    static let textViewSharesScrollProxy = DeviceCheck(
      area: "Delegates", name: "UITextView: scroll and text closures share one proxy",
      verifies: "re.onDidScroll registered before re.onDidChange on a text view keeps running:"
        + " the text view's delegate proxy is the text kind from the start.",
      calls: .check(Cites.textView)
    ) { context in
      var verdict = Verdict()
      guard let screen = await screen(in: context) else {
        return .failed("the screen did not reach the window")
      }
      let textView = UITextView(frame: CGRect(x: 20, y: 200, width: 200, height: 100))
      screen.view.addSubview(textView)
      var ran: [String] = []
      textView.re.onDidScroll(with: textView) { _ in ran.append("scroll") }
      textView.re.onDidChange(with: textView) { _ in ran.append("change") }
      textView.delegate?.scrollViewDidScroll?(textView)
      textView.delegate?.textViewDidChange?(textView)
      verdict.expectEqual(ran, ["scroll", "change"], "closures run")
      return verdict.outcome("both closures ran through one delegate")
    }

    static let searchBarClosuresAndAppDelegate = DeviceCheck(
      area: "Delegates", name: "UISearchBar delegate closures and the app's delegate",
      verifies: "With the app's delegate set after the closure, re.onSearchButtonClicked's"
        + " closure and the app's searchBarSearchButtonClicked(_:) both run; the event the"
        + " closure sends reaches the controller.",
      calls: .check(Cites.searchButton)
    ) { context in
      var verdict = Verdict()
      guard let screen = await screen(in: context) else {
        return .failed("the screen did not reach the window")
      }
      let searchBar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 320, height: 56))
      screen.view.addSubview(searchBar)
      let log = HandlerLog()
      searchBar.re.onSearchButtonClicked(with: searchBar) { searchBar in
        log.append("closure")
        searchBar.re.send(Ping())
      }
      screen.re.handle(Ping.self) { _, _ in
        log.append("controller")
        return .stop
      }
      let app = AppSearchBarDelegate(log: log)
      searchBar.delegate = app
      verdict.expect((searchBar.delegate as AnyObject?) !== app, "the proxy was displaced")
      searchBar.delegate?.searchBarSearchButtonClicked?(searchBar)
      verdict.expectEqual(log.entries, ["closure", "controller", "app"], "who ran")
      withExtendedLifetime(app) {}
      return verdict.outcome("closure, its event at the controller, then the app's delegate")
    }
  }

  /// The app's own text view delegate.
  private final class AppTextViewDelegate: NSObject, UITextViewDelegate {
    private let log: HandlerLog

    init(log: HandlerLog) {
      self.log = log
    }

    func textViewDidChange(_ textView: UITextView) { log.append("app") }

    func textView(
      _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool {
      log.append("app should")
      return true
    }
  }

  /// The app's own search bar delegate.
  private final class AppSearchBarDelegate: NSObject, UISearchBarDelegate {
    private let log: HandlerLog

    init(log: HandlerLog) {
      self.log = log
    }

    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("app") }
  }
#endif
