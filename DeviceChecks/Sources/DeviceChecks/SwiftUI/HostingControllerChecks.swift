#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  import SwiftUI
  import UIKit

  /// SwiftUI content in a `UIHostingController` added as a child controller, joined to the
  /// UIKit chain by `.responderEventsBridge()`.
  @MainActor
  enum HostingControllerChecks {
    static var all: [DeviceCheck] {
      [sendAndBroadcast, handlersGoWithTheirView, keptSenderAfterTheContentWent]
    }

    static let keptSenderAfterTheContentWent = DeviceCheck(
      area: "SwiftUI", name: "a kept sender is refused once its hosting controller is gone",
      verifies: "A sender kept from content hosted in a child UIHostingController, once the host"
        + " is removed and freed, is refused at once with senderNotConnected, rather than"
        + " waiting for a connection that cannot come (the bridge's anchor view is gone).",
      calls: .both(
        "SwiftUI lays the content out, runs onAppear and frees it with the host; the check"
          + " sends through the kept sender"),
      needs: [.swiftUIAppears]
    ) { context in
      var verdict = Verdict()
      guard let parent = await shownParent(in: context) else {
        return .failed("the parent controller did not reach the window")
      }
      let probe = SwiftUIProbe()
      weak var freed: UIViewController?
      do {
        // Content with no handling modifier, which sends nothing while it is connected: nothing
        // but the anchor view's own moves can tell the bridge it was connected.
        let host = UIHostingController(
          rootView: BareProbeContent(probe: probe).responderEventsBridge())
        freed = host
        guard await embed(host, in: parent, until: { probe.sender != nil }) else {
          return contentDidNotAppear(in: context)
        }
        await Stage.turnRunLoop()
        host.willMove(toParent: nil)
        host.view.removeFromSuperview()
        host.removeFromParent()
      }
      await Stage.turnRunLoop()
      verdict.fact("the hosting controller was freed", freed == nil ? "yes" : "no", expected: "yes")
      guard let sender = probe.sender else { return .failed("the probe lost the sender") }
      let result = sender.send(SwiftUITapped())
      verdict.expect(
        result.termination == .refused(.senderNotConnected),
        "the kept sender's send ended \(result.termination), not refused as not connected")
      return verdict.outcome("the kept sender's send was refused at once")
    }

    static let sendAndBroadcast = DeviceCheck(
      area: "SwiftUI", name: "hosted SwiftUI content sends up and receives broadcasts",
      verifies: "An event sent through @Environment(\\.responderEvents) from content hosted in"
        + " a child UIHostingController reaches the hosting controller and then the parent"
        + " controller's handler; the parent's broadcast reaches .onResponderBroadcast.",
      calls: .both(
        "SwiftUI lays the content out and runs onAppear; the check sends through the"
          + " environment's sender and broadcasts through ResponderEvents"),
      needs: [.swiftUIAppears]
    ) { context in
      var verdict = Verdict()
      guard let parent = await shownParent(in: context) else {
        return .failed("the parent controller did not reach the window")
      }
      let probe = SwiftUIProbe()
      let host = UIHostingController(rootView: ProbeContent(probe: probe).responderEventsBridge())
      host.re.debugName = "Host"
      guard await embed(host, in: parent, until: { probe.sender != nil }),
        let sender = probe.sender
      else {
        return contentDidNotAppear(in: context)
      }
      await Stage.turnRunLoop()
      host.view.layoutIfNeeded()

      let log = HandlerLog()
      log.watch(SwiftUITapped.self, on: [host])
      log.watch(SwiftUITapped.self, on: [parent], disposition: .stop)
      let result = sender.send(SwiftUITapped(), options: .tracing)
      let route = result.trace?.route ?? []
      verdict.expectEqual(
        "\(result.termination)", "stopped",
        "how the send ended (\"refused\": the bridge had no anchor view)")
      verdict.expectRoute(log.entries, ["Host", "Parent"], "handlers run")
      verdict.fact("route from the SwiftUI content", Responders.arrows(route))

      parent.re.broadcast(ThemeChanged(name: "dark"))
      verdict.expectEqual(probe.themes, ["dark"], "themes .onResponderBroadcast received")
      return verdict.outcome("Host → Parent, and the broadcast came back down")
    }
  }

  extension HostingControllerChecks {
    static let handlersGoWithTheirView = DeviceCheck(
      area: "SwiftUI", name: "a SwiftUI handler goes with its view, though its sender is kept",
      verifies: "A view below .onResponderBroadcast and .responderErrorAlert() hands its sender"
        + " to a probe, which keeps it. Once SwiftUI removes that view and both modifiers (the"
        + " root view replaced), the parent"
        + " controller's broadcast no longer reaches the handler, and an event sent through the"
        + " kept sender still reaches the parent controller.",
      calls: .both(
        "SwiftUI lays the content out, runs onAppear and onDisappear; the check broadcasts and"
          + " sends through ResponderEvents"),
      needs: [.swiftUIAppears]
    ) { context in
      var verdict = Verdict()
      guard let parent = await shownParent(in: context) else {
        return .failed("the parent controller did not reach the window")
      }
      let probe = KeptSenderProbe()
      let host = UIHostingController(
        rootView: KeptSenderContent(probe: probe, showsHandler: true).responderEventsBridge())
      guard await embed(host, in: parent, until: { probe.sender != nil }),
        let sender = probe.sender
      else {
        return contentDidNotAppear(in: context)
      }
      await Stage.turnRunLoop()
      parent.re.broadcast(ThemeChanged(name: "before"))
      verdict.expectEqual(probe.themes, ["before"], "broadcasts the handler got while shown")

      host.rootView = KeptSenderContent(probe: probe, showsHandler: false).responderEventsBridge()
      let disappeared = await Stage.waitUntil {
        host.view.layoutIfNeeded()
        return probe.disappeared
      }
      verdict.expect(disappeared, "the handler's view did not disappear")
      await Stage.turnRunLoop()
      parent.re.broadcast(ThemeChanged(name: "after"))
      verdict.expectEqual(probe.themes, ["before"], "broadcasts the handler got after it went")
      let log = HandlerLog()
      log.watch(SwiftUITapped.self, on: [parent], disposition: .stop)
      sender.send(SwiftUITapped())
      verdict.expectRoute(log.entries, ["Parent"], "handlers the kept sender's event reached")
      withExtendedLifetime(host) {}
      return verdict.outcome("the handler went with its view; the kept sender still sends up")
    }
  }

  /// What a view below a handler hands out: its sender, kept after the view goes.
  @MainActor
  private final class KeptSenderProbe {
    var sender: ResponderEventSender?
    var themes: [String] = []
    var disappeared = false
  }

  /// A broadcast handler above a view that hands its sender to the probe, or neither.
  private struct KeptSenderContent: View {
    let probe: KeptSenderProbe
    let showsHandler: Bool

    var body: some View {
      if showsHandler {
        SenderHandingView(probe: probe)
          .onResponderBroadcast(ThemeChanged.self) { context in
            probe.themes.append(context.event.name)
            return .handled
          }
          // A second handling modifier, gone with the first: the kept sender's route crosses
          // two scopes that went.
          .responderErrorAlert()
      } else {
        Text("Gone")
      }
    }
  }

  /// Reads the sender below the handler's modifier, which holds that modifier's scope.
  private struct SenderHandingView: View {
    let probe: KeptSenderProbe
    @Environment(\.responderEvents) private var events

    var body: some View {
      Text("Handler")
        .onAppear { probe.sender = events }
        .onDisappear { probe.disappeared = true }
    }
  }

  extension HostingControllerChecks {
    /// The parent controller the hosting controllers are added to, shown in the check's window;
    /// `nil` if it did not reach it.
    fileprivate static func shownParent(in context: DeviceCheckContext) async -> ProbeController? {
      let parent = ProbeController("Parent")
      return await Stage.show(parent, in: context.window) ? parent : nil
    }

    /// The outcome of a check whose hosted content never appeared.
    fileprivate static func contentDidNotAppear(
      in context: DeviceCheckContext
    ) -> DeviceCheckOutcome {
      context.didNotHappen(
        "the SwiftUI content did not appear (onAppear never ran) within "
          + Stage.timeoutDescription)
    }

    /// Adds `host` to `parent` as a child in the lower part of its view, and waits until
    /// `appeared` says the content has appeared (laying the hosting view out meanwhile).
    fileprivate static func embed<Content: View>(
      _ host: UIHostingController<Content>, in parent: UIViewController,
      until appeared: () -> Bool
    ) async -> Bool {
      parent.addChild(host)
      host.view.frame = CGRect(x: 0, y: 300, width: parent.view.bounds.width, height: 200)
      parent.view.addSubview(host.view)
      host.didMove(toParent: parent)
      return await Stage.waitUntil {
        host.view.layoutIfNeeded()
        return appeared()
      }
    }
  }

  /// Sent from the SwiftUI content.
  private struct SwiftUITapped: ResponderEvent {}

  /// Broadcast by the parent controller.
  private struct ThemeChanged: ResponderEvent {
    let name: String
  }

  /// What the SwiftUI content hands out to the check: its sender, and the broadcasts it got.
  @MainActor
  private final class SwiftUIProbe {
    var sender: ResponderEventSender?
    var themes: [String] = []
  }

  /// Hosted content with no handling modifier: hands its sender to the probe, and sends nothing.
  private struct BareProbeContent: View {
    let probe: SwiftUIProbe
    @Environment(\.responderEvents) private var events

    var body: some View {
      Text("Device check").onAppear { probe.sender = events }
    }
  }

  /// The hosted content: reads the sender from the environment and listens to broadcasts.
  private struct ProbeContent: View {
    let probe: SwiftUIProbe
    @Environment(\.responderEvents) private var events

    var body: some View {
      Text("Device check")
        .onResponderBroadcast(ThemeChanged.self) { context in
          probe.themes.append(context.event.name)
          return .handled
        }
        .onAppear { probe.sender = events }
    }
  }
#endif
