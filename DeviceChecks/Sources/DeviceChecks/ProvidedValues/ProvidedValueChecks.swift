#if canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  import UIKit

  /// Provided values (`re.provide`, `re.observe`) in real UIKit hierarchies: nodes that join
  /// the tree after a change get the current value as they join, and the nearest provider
  /// wins.
  @MainActor
  enum ProvidedValueChecks {
    static var all: [DeviceCheck] {
      [cellsDequeuedAfterChange, screenPushedAfterChange, shadowingSubtree]
        + ProvidedValueTraitChecks.all
    }

    static let screenPushedAfterChange = DeviceCheck(
      area: "Provided values", name: "a screen pushed after the change shows the current value",
      verifies: "A navigation controller (the window's root) provides a theme, then a new one;"
        + " a screen pushed after that, which only observes in viewDidLoad (no providedValue"
        + " read, no refresh), shows the new theme once the push completed, never the old one,"
        + " with one registration and no diagnostic; a later change reaches it; a screen"
        + " already there got both changes. A controller that observes before its view is"
        + " loaded, then is pushed, ends with the current value: traits follow it.",
      calls: .both(
        "UIKit loads the pushed screen's view and moves it into the window; the check provides"
          + " the values and pushes")
    ) { context in
      var verdict = Verdict()
      let root = ProbeController("Root")
      let navigation = UINavigationController(rootViewController: root)
      navigation.re.debugName = "Navigation"
      navigation.re.provide(CheckTheme(accent: "blue"))
      guard await Stage.show(navigation, in: context.window) else {
        return .failed("the navigation controller did not reach the window")
      }
      let rootLog = ThemeLog()
      rootLog.observe(root.probe, as: "root")
      verdict.expectEqual(rootLog.accents("root"), ["blue"], "the root screen's values")

      navigation.re.provide(CheckTheme(accent: "orange"))
      verdict.expectEqual(
        rootLog.accents("root"), ["blue", "orange"], "the root screen's values after the change")

      let screen = ThemedScreen()
      verdict.expect(!screen.isViewLoaded, "the pushed screen's view was loaded before the push")
      var diagnostics: [String] = []
      let pushed = await EventDiagnostics.withHandler({ diagnostics.append($0.kind.rawValue) }) {
        navigation.pushViewController(screen, animated: false)
        return await Stage.waitUntil {
          navigation.view.layoutIfNeeded()
          return screen.viewIfLoaded?.window != nil && navigation.topViewController === screen
            && !Stage.inTransition(navigation)
        }
      }
      guard pushed else { return .failed("the pushed screen's view did not reach the window") }
      verdict.fact("values the pushed screen got, in order", screen.accents.joined(separator: ", "))
      verdict.fact(
        "the pushed screen's parent when its view loaded",
        screen.parentAtLoad)
      verdict.expectEqual(screen.registrations, 1, "observer registrations on the pushed screen")
      verdict.expectEqual(screen.accents.last, "orange", "the pushed screen's last value")
      verdict.expectEqual(screen.label.text, "orange", "what the pushed screen shows")
      verdict.expect(
        !screen.accents.contains("blue"), "the pushed screen got the old value: \(screen.accents)")
      verdict.expect(
        diagnostics.isEmpty, "diagnostics for a screen observing in viewDidLoad: \(diagnostics)")

      let before = screen.accents.count
      navigation.re.provide(CheckTheme(accent: "red"))
      verdict.expectEqual(screen.accents.count, before + 1, "calls after a later change")
      verdict.expectEqual(screen.label.text, "red", "what the pushed screen shows after it")
      verdict.expectEqual(
        rootLog.accents("root"), ["blue", "orange", "red"], "the root screen's values at the end")

      // A controller that observes before its view loads: traits follow it when it joins.
      let early = UIViewController()
      rootLog.observe(early, as: "early")
      verdict.expect(!early.isViewLoaded, "observing loaded the controller's view")
      navigation.pushViewController(early, animated: false)
      let earlyPushed = await Stage.waitUntil {
        navigation.view.layoutIfNeeded()
        return early.viewIfLoaded?.window != nil && !Stage.inTransition(navigation)
      }
      guard earlyPushed else { return .failed("the second pushed screen did not reach the window") }
      verdict.expectEqual(
        rootLog.accents("early").last, "red",
        "the last value of a screen that observed before its view loaded, once pushed")
      return verdict.outcome(
        "pushed after the change, the screen showed orange (values: "
          + screen.accents.joined(separator: ", ") + "), then red")
    }

    static let shadowingSubtree = DeviceCheck(
      area: "Provided values",
      name: "an inner provider shadows the outer one until it stops providing",
      verifies: "Under a controller providing a theme, a container view providing its own:"
        + " its two subviews observe the container's value and are not called for the"
        + " controller's changes, a sibling view outside it gets them; a new container value"
        + " reaches only the two; after the container's stopProviding each of the two is"
        + " called once with the controller's current value, then follows its changes.",
      calls: .check(
        "the check provides, changes and stops providing on real views in the window; the"
          + " walk up follows UIKit's superviews")
    ) { context in
      var verdict = Verdict()
      let screen = ProbeController("Outer")
      screen.re.provide(CheckTheme(accent: "blue"))
      guard await Stage.show(screen, in: context.window) else {
        return .failed("the screen did not reach the window")
      }
      let container = UIView(frame: CGRect(x: 0, y: 200, width: 300, height: 200))
      let first = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
      let second = UIView(frame: CGRect(x: 0, y: 60, width: 100, height: 50))
      let sibling = UIView(frame: CGRect(x: 0, y: 450, width: 100, height: 50))
      container.addSubview(first)
      container.addSubview(second)
      screen.view.addSubview(container)
      screen.view.addSubview(sibling)
      container.re.provide(CheckTheme(accent: "green"))
      let log = ThemeLog()
      log.observe(first, as: "first")
      log.observe(second, as: "second")
      log.observe(sibling, as: "sibling")
      verdict.expectEqual(log.accents("first"), ["green"], "first, at once")
      verdict.expectEqual(log.accents("second"), ["green"], "second, at once")
      verdict.expectEqual(log.accents("sibling"), ["blue"], "sibling, at once")

      screen.re.provide(CheckTheme(accent: "orange"))
      verdict.expectEqual(log.accents("first"), ["green"], "first, after the outer change")
      verdict.expectEqual(log.accents("second"), ["green"], "second, after the outer change")
      verdict.expectEqual(
        log.accents("sibling"), ["blue", "orange"], "sibling, after the outer change")

      container.re.provide(CheckTheme(accent: "teal"))
      verdict.expectEqual(log.accents("first"), ["green", "teal"], "first, after the inner change")
      verdict.expectEqual(
        log.accents("second"), ["green", "teal"], "second, after the inner change")
      verdict.expectEqual(
        log.accents("sibling"), ["blue", "orange"], "sibling, after the inner change")

      container.re.stopProviding(CheckTheme.self)
      verdict.expectEqual(
        log.accents("first"), ["green", "teal", "orange"], "first, after stopProviding")
      verdict.expectEqual(
        log.accents("second"), ["green", "teal", "orange"], "second, after stopProviding")
      verdict.expectEqual(
        log.accents("sibling"), ["blue", "orange"], "sibling, after stopProviding")
      verdict.expectEqual(
        container.re.providedValue(CheckTheme.self).accent, "orange",
        "the container's own value after stopProviding")

      screen.re.provide(CheckTheme(accent: "red"))
      verdict.expectEqual(log.accents("first").last, "red", "first, after the next outer change")
      verdict.expectEqual(log.accents("second").last, "red", "second, after the next outer change")
      verdict.expectEqual(log.accents("sibling").last, "red", "sibling, after the next change")
      verdict.expectEqual(log.calls, 11, "observer calls in all")
      return verdict.outcome(
        "inner observers kept green/teal through the outer change, got orange once on"
          + " stopProviding, then red")
    }
  }

  /// The value the checks provide and observe.
  struct CheckTheme: ProvidedValue {
    var accent: String
    static let defaultValue = CheckTheme(accent: "system")
  }

  /// The theme values each observer got, by name, in order.
  @MainActor
  final class ThemeLog {
    private var values: [String: [String]] = [:]
    private var tokens: [HandlerToken] = []
    /// How many times an observer was called, in all.
    private(set) var calls = 0

    /// Registers an observer on `responder` that records the accents it gets under `name`.
    func observe(_ responder: UIResponder, as name: String) {
      tokens.append(
        responder.re.observe(CheckTheme.self) { [weak self] _, theme in
          self?.record(theme.accent, as: name)
        })
    }

    /// Records `accent` under `name`.
    func record(_ accent: String, as name: String) {
      values[name, default: []].append(accent)
      calls += 1
    }

    /// The accents recorded under `name`, oldest first.
    func accents(_ name: String) -> [String] {
      values[name] ?? []
    }
  }

  /// A screen that observes the theme in `viewDidLoad` and shows it in a label.
  private final class ThemedScreen: UIViewController {
    let label = UILabel()
    private(set) var accents: [String] = []
    private(set) var registrations = 0
    /// The type of the screen's parent controller when its view loaded, or "none".
    private(set) var parentAtLoad = "not loaded"

    init() {
      super.init(nibName: nil, bundle: nil)
      re.debugName = "Pushed"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      label.frame = CGRect(x: 20, y: 120, width: 200, height: 44)
      view.addSubview(label)
      parentAtLoad = parent.map { Responders.typeName($0) } ?? "none"
      registrations += 1
      re.observe(CheckTheme.self) { screen, theme in
        screen.accents.append(theme.accent)
        screen.label.text = theme.accent
      }
    }
  }
#endif
