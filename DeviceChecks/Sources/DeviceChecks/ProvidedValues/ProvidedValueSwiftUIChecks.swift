#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import Combine
  import ResponderEvents
  import SwiftUI
  import UIKit

  /// Provided values across the SwiftUI bridge: `@ResponderEnvironment` reading a UIKit
  /// provider above the hosting controller, and `.responderEnvironment(_:)` providing to a
  /// UIKit view connected below it.
  @MainActor
  enum ProvidedValueSwiftUIChecks {
    static var all: [DeviceCheck] {
      [swiftUIReadsUIKitProvider, uikitViewReadsSwiftUIProvider] + ProvidedValueHostedChecks.all
    }

    static let swiftUIReadsUIKitProvider = DeviceCheck(
      area: "Provided values",
      name: "@ResponderEnvironment in hosted SwiftUI follows the UIKit provider above",
      verifies: "Content bridged with .responderEventsBridge() in a UIHostingController added as"
        + " a child of a controller providing a theme: a view reading @ResponderEnvironment"
        + " renders the controller's theme, then the new one the controller provides; a second"
        + " reader below .responderEnvironment(green) renders green throughout (the SwiftUI"
        + " provider is nearer). What each view rendered is read from its body; SwiftUI promises"
        + " no sequence of body evaluations, so the values are asserted where they end (and"
        + " never back to an old one), and the sequences are recorded.",
      calls: .both(
        "SwiftUI evaluates the views' bodies; the check provides the values in UIKit"),
      needs: [.swiftUIAppears]
    ) { context in
      var verdict = Verdict()
      let parent = ProbeController("Provider")
      parent.re.provide(CheckTheme(accent: "blue"))
      guard await Stage.show(parent, in: context.window) else {
        return .failed("the providing controller did not reach the window")
      }
      let readings = ThemeReadings()
      let host = UIHostingController(
        rootView: ReaderScreen(readings: readings).responderEventsBridge())
      host.re.debugName = "Host"
      parent.addChild(host)
      host.view.frame = CGRect(x: 0, y: 300, width: parent.view.bounds.width, height: 200)
      parent.view.addSubview(host.view)
      host.didMove(toParent: parent)
      let showsBlue = await Stage.waitUntil {
        host.view.layoutIfNeeded()
        return readings.outer.last == "blue"
      }
      guard showsBlue else {
        guard !readings.outer.isEmpty else {
          return context.didNotHappen(
            "the SwiftUI content did not render within " + Stage.timeoutDescription)
        }
        return .failed("the reader rendered \(readings.outer), never the provided blue")
      }
      verdict.fact("values the reader rendered until blue", readings.outer.joined(separator: ", "))
      let beforeChange = readings.outer.count

      parent.re.provide(CheckTheme(accent: "orange"))
      let showsOrange = await Stage.waitUntil {
        host.view.layoutIfNeeded()
        return readings.outer.last == "orange"
      }
      verdict.expect(
        showsOrange,
        "the reader did not render the new orange within \(Stage.timeoutDescription):"
          + " \(readings.outer)")
      // SwiftUI promises no sequence of body evaluations, so the check asserts where the
      // values end and that they never go back, and records the sequence.
      let fromBlue = Array(readings.outer.dropFirst(beforeChange - 1))
      verdict.fact("values the reader rendered from blue on", fromBlue.joined(separator: ", "))
      if let firstOrange = fromBlue.firstIndex(of: "orange") {
        verdict.expect(
          !fromBlue[firstOrange...].contains("blue"),
          "the reader went back to the old blue after rendering orange: \(fromBlue)")
      }
      await Stage.turnRunLoop()
      host.view.layoutIfNeeded()
      verdict.expectEqual(readings.outer.last, "orange", "the reader's value after a turn")
      verdict.fact("values the shadowed reader rendered", readings.inner.joined(separator: ", "))
      verdict.expectEqual(readings.inner.last, "green", "the shadowed reader's value")
      verdict.expect(
        !readings.inner.contains("blue") && !readings.inner.contains("orange"),
        "the shadowed reader rendered the farther UIKit provider's value: \(readings.inner)")
      return verdict.outcome(
        "the reader ends on orange, never back to blue; the shadowed one green")
    }

    static let uikitViewReadsSwiftUIProvider = DeviceCheck(
      area: "Provided values",
      name: "a UIKit view connected below .responderEnvironment observes the SwiftUI value",
      verifies: "A UIViewRepresentable's view, connected with ResponderEventSender.connect(_:)"
        + " below .responderEnvironment(green) in bridged content hosted under a UIKit"
        + " controller providing blue, observes green (the nearer provider); the controller's"
        + " change to orange does not call it; when the SwiftUI value becomes purple it is"
        + " called with purple, and nothing else (how often, and how often SwiftUI made the"
        + " view, is recorded).",
      calls: .both(
        "SwiftUI makes the view and re-evaluates the modifier when its model changes; the check"
          + " changes the UIKit and the SwiftUI values"),
      needs: [.swiftUIAppears]
    ) { context in
      var verdict = Verdict()
      let parent = ProbeController("Provider")
      parent.re.provide(CheckTheme(accent: "blue"))
      guard await Stage.show(parent, in: context.window) else {
        return .failed("the providing controller did not reach the window")
      }
      let probe = RepresentableProbe()
      let source = ThemeSource()
      let host = UIHostingController(
        rootView: ProvidingScreen(source: source, probe: probe).responderEventsBridge())
      host.re.debugName = "Host"
      parent.addChild(host)
      host.view.frame = CGRect(x: 0, y: 300, width: parent.view.bounds.width, height: 200)
      parent.view.addSubview(host.view)
      host.didMove(toParent: parent)
      let observesGreen = await Stage.waitUntil {
        host.view.layoutIfNeeded()
        return probe.accents.last == "green" && probe.view?.window != nil
      }
      guard observesGreen else {
        guard probe.view != nil else {
          return context.didNotHappen(
            "SwiftUI did not make the wrapped UIKit view within " + Stage.timeoutDescription)
        }
        return .failed("the wrapped view observed \(probe.accents), never the SwiftUI green")
      }
      await Stage.turnRunLoop()
      host.view.layoutIfNeeded()
      verdict.fact("values the wrapped view got until green", probe.accents.joined(separator: ", "))
      verdict.expectEqual(probe.accents.last, "green", "the wrapped view's value after a turn")
      let greenCount = probe.accents.count

      parent.re.provide(CheckTheme(accent: "orange"))
      await Stage.turnRunLoop()
      host.view.layoutIfNeeded()
      verdict.expectEqual(
        probe.accents.count, greenCount, "calls after the UIKit provider's change")

      source.accent = "purple"
      let observesPurple = await Stage.waitUntil {
        host.view.layoutIfNeeded()
        return probe.accents.last == "purple"
      }
      verdict.expect(
        observesPurple,
        "the wrapped view did not get purple within \(Stage.timeoutDescription):"
          + " \(probe.accents)")
      // How often SwiftUI re-evaluates the modifier, and how often it makes the view, is its
      // own business: the check asserts the values that arrived, and records the counts.
      let fromGreen = Array(probe.accents.dropFirst(greenCount))
      verdict.fact("values the wrapped view got after green", fromGreen.joined(separator: ", "))
      verdict.expect(
        !fromGreen.isEmpty && fromGreen.allSatisfy { $0 == "purple" },
        "the wrapped view's values after the SwiftUI value became purple: \(fromGreen)")
      verdict.expect(probe.registrations >= 1, "the wrapped view never registered its observer")
      verdict.fact(
        "times SwiftUI made the wrapped view (one registration each)", "\(probe.registrations)")
      verdict.expect(
        !probe.accents.contains("orange"), "the wrapped view got the UIKit value orange")
      return verdict.outcome("the wrapped view got green, skipped orange, then got purple")
    }
  }

  /// What the readers rendered, consecutive repeats left out.
  @MainActor
  private final class ThemeReadings {
    private(set) var outer: [String] = []
    private(set) var inner: [String] = []

    func render(_ accent: String, inner isInner: Bool) {
      if isInner {
        if inner.last != accent { inner.append(accent) }
      } else if outer.last != accent {
        outer.append(accent)
      }
    }
  }

  /// Two readers: one under the bridge only, one under a SwiftUI provider.
  private struct ReaderScreen: View {
    let readings: ThemeReadings

    var body: some View {
      VStack {
        ThemeReader(readings: readings, isInner: false)
        ThemeReader(readings: readings, isInner: true)
          .responderEnvironment(CheckTheme(accent: "green"))
      }
    }
  }

  /// Renders the theme it reads, and writes what it rendered into the readings.
  private struct ThemeReader: View {
    let readings: ThemeReadings
    let isInner: Bool
    @ResponderEnvironment private var theme: CheckTheme

    var body: some View {
      let accent = theme.accent
      let _ = readings.render(accent, inner: isInner)
      Text(accent).accessibilityLabel(accent)
    }
  }

  /// What the wrapped UIKit view observed.
  @MainActor
  private final class RepresentableProbe {
    var view: UIView?
    var accents: [String] = []
    var registrations = 0
  }

  /// The SwiftUI value, changed by the check (`Combine.Published`: the module has an event
  /// named `Published`).
  @MainActor
  private final class ThemeSource: ObservableObject {
    @Combine.Published var accent = "green"
  }

  /// A wrapped UIKit view below `.responderEnvironment`.
  private struct ProvidingScreen: View {
    @ObservedObject var source: ThemeSource
    let probe: RepresentableProbe

    var body: some View {
      ThemedUIKitView(probe: probe)
        .frame(width: 100, height: 100)
        .responderEnvironment(CheckTheme(accent: source.accent))
    }
  }

  /// A UIKit view connected to the SwiftUI nodes around it, observing the theme.
  private struct ThemedUIKitView: UIViewRepresentable {
    let probe: RepresentableProbe

    func makeUIView(context: Context) -> UIView {
      let view = UIView()
      view.re.debugName = "Wrapped"
      context.environment.responderEvents.connect(view)
      probe.registrations += 1
      view.re.observe(CheckTheme.self) { [probe] _, theme in probe.accents.append(theme.accent) }
      probe.view = view
      return view
    }

    func updateUIView(_ view: UIView, context: Context) {
      context.environment.responderEvents.connect(view)
    }
  }
#endif
