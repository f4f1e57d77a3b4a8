#if canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  import UIKit

  /// Provided values following moves through UIKit's traits: what the
  /// model test of the trait rule (`ProvidedValueTraitSignalTests`) assumes of UIKit, checked
  /// where UIKit runs.
  @MainActor
  enum ProvidedValueTraitChecks {
    static var all: [DeviceCheck] {
      [
        movesWithinOneWindow, presentedScreens, presentedInAnUnmarkedScene, builtOffscreen,
        providedOnTheApplication,
      ]
    }

    /// A screen in the window that provides blue; `nil` when it did not get there.
    private static func blueScreen(in context: DeviceCheckContext) async -> ProbeController? {
      let screen = ProbeController("Screen")
      screen.re.provide(CheckTheme(accent: "blue"))
      return await Stage.show(screen, in: context.window) ? screen : nil
    }

    static let movesWithinOneWindow = DeviceCheck(
      area: "Provided values",
      name: "moves within one window are followed through traits; leaving is not a change",
      verifies: "In a screen providing blue, two containers provide green and"
        + " a second value type (sizes) each: a view observing both moves from one container to"
        + " the other with addSubview, in the same window, and gets the other's theme before the"
        + " next layout ends (UIKit reports the trait change); a size provider moved between"
        + " two theme providers takes its theme observers along (one trait per type); a view"
        + " taken out with removeFromSuperview is not called; an observer registered on it"
        + " while it is out, as on a reused cell in its queue, starts from what the view's"
        + " traits hold then (purple if UIKit kept them, recorded), and has purple once it is"
        + " put back in the same place, though nothing changed there; put back straight into"
        + " the screen's view, where only the screen provides, it gets blue (the window scene's"
        + " mark). Nothing is added to any view's subviews.",
      calls: .both(
        "UIKit propagates the traits and calls the trait-change registrations; the check moves"
          + " the views")
    ) { context in
      var verdict = Verdict()
      guard let screen = await blueScreen(in: context) else {
        return .failed("the screen did not reach the window")
      }
      let left = UIView(frame: CGRect(x: 0, y: 100, width: 150, height: 300))
      let right = UIView(frame: CGRect(x: 150, y: 100, width: 150, height: 300))
      left.re.provide(CheckTheme(accent: "green"))
      right.re.provide(CheckTheme(accent: "purple"))
      let sizing = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      sizing.re.provide(CheckSize(points: 12))
      let observer = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      screen.view.addSubview(left)
      screen.view.addSubview(right)
      left.addSubview(sizing)
      sizing.addSubview(observer)
      let log = ThemeLog()
      log.observe(observer, as: "observer")
      var sizes: [Int] = []
      observer.re.observe(CheckSize.self) { _, size in sizes.append(size.points) }
      let subviewsBefore = observer.subviews.count + sizing.subviews.count
      verdict.expectEqual(log.accents("observer"), ["green"], "the observer at once")

      right.addSubview(sizing)
      let followed = await Stage.waitUntil {
        screen.view.layoutIfNeeded()
        return log.accents("observer").last == "purple"
      }
      verdict.expect(
        followed,
        "moved with its size provider to the other container, the observer has"
          + " \(log.accents("observer")), not purple")
      verdict.expectEqual(sizes, [12], "sizes: the size provider moved with it")

      observer.removeFromSuperview()
      await Stage.turnRunLoop()
      observer.layoutIfNeeded()
      verdict.expectEqual(
        log.accents("observer").last, "purple", "taken out, the observer keeps its value")
      verdict.expectEqual(sizes, [12], "taken out, the size observer keeps its value")

      let kept = CheckThemeKey.read(from: observer.traitCollection).accent
      verdict.fact("the theme the view's traits hold out of a window", kept)
      log.observe(observer, as: "late")
      verdict.expectEqual(log.accents("late"), [kept], "a new observer out of a window")
      sizing.addSubview(observer)
      let keptOrHeard = await Stage.waitUntil {
        screen.view.layoutIfNeeded()
        return log.accents("late").last == "purple"
      }
      verdict.expect(
        keptOrHeard, "put back in the same place, the late observer has \(log.accents("late"))")
      observer.removeFromSuperview()
      await Stage.turnRunLoop()

      screen.view.addSubview(observer)
      let rejoined = await Stage.waitUntil {
        screen.view.layoutIfNeeded()
        return log.accents("observer").last == "blue"
      }
      verdict.expect(
        rejoined,
        "put back where only the screen provides, the observer has \(log.accents("observer"))")
      verdict.expectEqual(sizes.last, CheckSize.defaultValue.points, "the size back to default")
      verdict.expectEqual(
        observer.subviews.count + sizing.subviews.count, subviewsBefore - 1,
        "subviews added by the library")
      verdict.fact("values the observer got", log.accents("observer").joined(separator: ", "))
      return verdict.outcome("followed green → purple → (kept) → blue through traits")
    }

    static let presentedScreens = DeviceCheck(
      area: "Provided values",
      name: "a presented screen observes the presenter's value",
      verifies: "A screen providing orange presents two screens in turn, each observing in"
        + " viewDidLoad: one with re.present, which gets orange before the presentation ends;"
        + " one with a plain present, whose value is recorded (whether UIKit's traits reach a"
        + " presented screen from its presenter is what this run shows).",
      calls: .both("UIKit presents the screens; the check provides and presents"),
      needs: [.windowScene]
    ) { context in
      var verdict = Verdict()
      let presenter = ProbeController("Presenter")
      presenter.re.provide(CheckTheme(accent: "orange"))
      guard await Stage.show(presenter, in: context.window) else {
        return .failed("the presenter did not reach the window")
      }
      let recorded = ObservingScreen()
      presenter.re.present(recorded, animated: false)
      verdict.expectEqual(
        recorded.accents.last, "orange", "the screen presented with re.present, at once")
      _ = await Stage.waitUntil { recorded.viewIfLoaded?.window != nil }
      presenter.dismiss(animated: false)
      _ = await Stage.waitUntil { presenter.presentedViewController == nil }

      let plain = ObservingScreen()
      presenter.present(plain, animated: false)
      _ = await Stage.waitUntil {
        plain.viewIfLoaded?.layoutIfNeeded()
        return plain.accents.last == "orange"
      }
      verdict.fact(
        "values a screen presented with a plain present got",
        plain.accents.joined(separator: ", "), expected: "orange, if traits reach it")
      presenter.dismiss(animated: false)
      return verdict.outcome("re.present gave orange at once; the plain present is recorded")
    }
    static let builtOffscreen = DeviceCheck(
      area: "Provided values",
      name: "a view built out of any window gets its place's value when it joins one",
      verifies: "A container built out of any window provides green to a"
        + " subview that observes: the subview has the default, not green, while out of a"
        + " window (UIKit updates no trait there); added to a screen providing blue, it gets"
        + " green by the next layout. A second subview, observing, is moved out of the"
        + " container into the screen's view: it gets blue. An observer that provides a value"
        + " from inside its closure (during UIKit's trait update) leaves every observer with"
        + " the newest value.",
      calls: .both("UIKit updates the traits as the views join the window; the check builds")
    ) { context in
      var verdict = Verdict()
      guard let screen = await blueScreen(in: context) else {
        return .failed("the screen did not reach the window")
      }
      let container = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
      container.re.provide(CheckTheme(accent: "green"))
      let inside = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      let leaving = UIView(frame: CGRect(x: 60, y: 0, width: 50, height: 50))
      container.addSubview(inside)
      container.addSubview(leaving)
      let log = ThemeLog()
      log.observe(inside, as: "inside")
      log.observe(leaving, as: "leaving")
      verdict.expectEqual(log.accents("inside"), ["system"], "out of a window, the default")
      // An observer that provides from inside its closure, to a sibling's subtree.
      let listener = UIView(frame: CGRect(x: 120, y: 0, width: 50, height: 50))
      let relay = UIView(frame: CGRect(x: 180, y: 0, width: 50, height: 50))
      let relayed = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      container.addSubview(listener)
      container.addSubview(relay)
      relay.addSubview(relayed)
      listener.re.observe(CheckTheme.self) { [weak relay] _, theme in
        relay?.re.provide(CheckTheme(accent: theme.accent + "-relayed"))
      }
      log.observe(relayed, as: "relayed")
      screen.view.addSubview(container)
      let joined = await Stage.waitUntil {
        screen.view.layoutIfNeeded()
        return log.accents("inside").last == "green"
      }
      verdict.expect(joined, "joined the window, inside has \(log.accents("inside"))")
      verdict.expectEqual(
        log.accents("relayed").last, "green-relayed", "below an observer that provides")
      screen.view.addSubview(leaving)
      let moved = await Stage.waitUntil {
        screen.view.layoutIfNeeded()
        return log.accents("leaving").last == "blue"
      }
      verdict.expect(moved, "moved out of the container, leaving has \(log.accents("leaving"))")
      verdict.fact("values inside got", log.accents("inside").joined(separator: ", "))
      return verdict.outcome("built out of a window: default, then green on joining; blue after")
    }
  }

  extension ProvidedValueTraitChecks {
    static let providedOnTheApplication = DeviceCheck(
      area: "Provided values",
      name: "a value provided on the application reaches views that observed it out of a window",
      verifies: "UIApplication.shared provides a value of a type nothing else uses; a view that"
        + " observes it while out of any window gets the default, and once added to a screen's"
        + " view in the window gets the application's value before the next layout ends (the"
        + " application's provide gives the window scene the mark that makes the join a trait"
        + " change). Taken out again, a new observer on it starts from the application's value"
        + " (the value it kept, though its traits hold only the scene's mark), and keeps it when"
        + " the view is put back. The application stops providing at the end.",
      calls: .both(
        "UIKit updates the traits as the view joins the window; the check provides and adds"
          + " the view"),
      needs: [.windowScene]
    ) { context in
      var verdict = Verdict()
      let screen = ProbeController("AppWide")
      guard await Stage.show(screen, in: context.window) else {
        return .failed("the screen did not reach the window")
      }
      let application = UIApplication.shared
      application.re.provide(AppWideMark(name: "app"))
      defer { application.re.stopProviding(AppWideMark.self) }
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      var names: [String] = []
      view.re.observe(AppWideMark.self) { _, mark in names.append(mark.name) }
      // The default, unless UIKit gives a view made out of any window its scene's traits, mark
      // included, which would make its kept value the application's: recorded.
      verdict.expect(names == ["none"] || names == ["app"], "out of a window, \(names)")
      verdict.fact("a view made out of any window starts from", names.joined(), expected: "none")
      screen.view.addSubview(view)
      let joined = await Stage.waitUntil {
        screen.view.layoutIfNeeded()
        return names.last == "app"
      }
      verdict.expect(joined, "joined the window, the view has \(names)")
      // Taken out, a new observer starts from the value the view kept: the application's,
      // though its traits hold only the scene's mark; put back, nothing changes there.
      view.removeFromSuperview()
      await Stage.turnRunLoop()
      var late: [String] = []
      view.re.observe(AppWideMark.self) { _, mark in late.append(mark.name) }
      verdict.expectEqual(late, ["app"], "a new observer on the view taken out, at once")
      screen.view.addSubview(view)
      screen.view.layoutIfNeeded()
      await Stage.turnRunLoop()
      verdict.expectEqual(late.last, "app", "the new observer, put back in the same place")
      return verdict.outcome("the application's value reached the view as it joined the window")
    }
  }

  extension ProvidedValueTraitChecks {
    static let presentedInAnUnmarkedScene = DeviceCheck(
      area: "Provided values",
      name:
        "a screen presented by a provider that observes nothing gets its value, later views too",
      verifies: "A screen providing a value of a type nothing else uses, and observing none,"
        + " presents a screen with a plain present: the presented screen, observing in"
        + " viewDidLoad, gets the presenter's value before the next layout ends, and so does a"
        + " view built out of any window and added to it afterwards. Neither can rely on UIKit's"
        + " traits reaching a presented screen from its presenter (its view's superview is in"
        + " the presentation's containerView, UIPresentationController.h): the join is a trait"
        + " change only because the provider, once shown, gave the window scene its mark.",
      calls: .both("UIKit presents the screen and updates traits; the check provides and adds"),
      needs: [.windowScene]
    ) { context in
      var verdict = Verdict()
      let presenter = ProbeController("UnmarkedPresenter")
      presenter.re.provide(PresentedMark(name: "presenter"))
      guard await Stage.show(presenter, in: context.window) else {
        return .failed("the presenter did not reach the window")
      }
      let presented = MarkObservingScreen()
      presenter.present(presented, animated: false)
      defer { presenter.dismiss(animated: false) }
      let heard = await Stage.waitUntil {
        presented.viewIfLoaded?.layoutIfNeeded()
        return presented.names.last == "presenter"
      }
      verdict.expect(heard, "the presented screen has \(presented.names)")
      let late = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      var lateNames: [String] = []
      late.re.observe(PresentedMark.self) { _, mark in lateNames.append(mark.name) }
      presented.view.addSubview(late)
      let joined = await Stage.waitUntil {
        presented.view.layoutIfNeeded()
        return lateNames.last == "presenter"
      }
      verdict.expect(joined, "a view added to the presented screen later has \(lateNames)")
      return verdict.outcome(
        "the presented screen and a view added later got the presenter's value")
    }
  }

  /// A value only `presentedInAnUnmarkedScene` provides and observes, so that no other check's
  /// observer has marked the window scene for it before.
  private struct PresentedMark: ProvidedValue {
    var name: String
    static let defaultValue = PresentedMark(name: "none")
  }

  /// A screen that observes `PresentedMark` in `viewDidLoad`.
  private final class MarkObservingScreen: UIViewController {
    private(set) var names: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      re.observe(PresentedMark.self) { screen, mark in screen.names.append(mark.name) }
    }
  }

  /// A value only `providedOnTheApplication` provides and observes, so that no other check's
  /// observer has marked the window scene for it before.
  private struct AppWideMark: ProvidedValue {
    var name: String
    static let defaultValue = AppWideMark(name: "none")
  }

  /// A second provided value type, so that one type's provider moving concerns the other's
  /// observers.
  struct CheckSize: ProvidedValue {
    var points: Int
    static let defaultValue = CheckSize(points: 0)
  }

  /// A screen that observes the theme in `viewDidLoad`.
  private final class ObservingScreen: UIViewController {
    private(set) var accents: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      re.observe(CheckTheme.self) { screen, theme in screen.accents.append(theme.accent) }
    }
  }
#endif
