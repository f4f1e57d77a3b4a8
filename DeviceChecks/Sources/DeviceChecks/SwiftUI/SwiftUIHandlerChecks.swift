#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  import SwiftUI
  import UIKit

  /// Handlers in SwiftUI (`onResponderEvent`), one chain with UIKit.
  @MainActor
  enum SwiftUIHandlerChecks {
    static var all: [DeviceCheck] {
      [
        handlerAboveListRow, wrappedUIKitViewReachesSwiftUI, hostedScreenInNavigation,
        errorsCrossTheBoundary, swiftUIAnswersUIKitBroadcast, contractReports, contractRules,
        contractHandledInUIKit, sheetSendsToPresenter, embeddedHostKeepsItsChain,
        publisherReachesReceivers,
        catchAllsAndTheErrorChain,
        alertForAlertableError, controllerAlertForAlertableError, swiftUIAlertsQueue,
        controllerAlertsQueue, controllerAlertDuringPresentation, controllerAlertUnderFullScreen,
        controllerGoneWhileAnErrorWaits,
      ]
    }

    /// SwiftUI lays out and runs `onAppear`; the check sends through the sender it got.
    nonisolated static let sendCalls = DeviceCheckCalls.both(
      "SwiftUI lays the content out and runs onAppear, which hands out the environment's"
        + " sender; the check sends through it (no touch)")

    /// Shows `content` as the window's root (in `container` when given) in a hosting
    /// controller, waits until `probe.rowSender` is set, and returns the hosting controller and
    /// what was shown.
    static func host<Content: View>(
      _ content: Content, probe: HandlerProbe, in context: DeviceCheckContext,
      inside container: ((UIViewController) -> UIViewController)? = nil
    ) async -> (UIHostingController<ResponderEventsBridged<Content>>, UIViewController)? {
      let host = UIHostingController(rootView: content.responderEventsBridge())
      host.re.debugName = "Host"
      let shown = container?(host) ?? host
      guard await Stage.show(shown, in: context.window) else { return nil }
      let appeared = await Stage.waitUntil {
        host.view.layoutIfNeeded()
        return probe.rowSender != nil
      }
      guard appeared else { return nil }
      await Stage.turnRunLoop()
      return (host, shown)
    }

    static let handlerAboveListRow = DeviceCheck(
      area: "SwiftUI", name: "a handler above a List row runs first; .stop keeps it from UIKit",
      verifies: "An event sent from a List row reaches the onResponderEvent handlers on the list"
        + " and on the screen around it, nearest first, each seeing the change the one before"
        + " made; .pass goes on into the hosting controller, .stop does not.",
      calls: sendCalls, needs: [.swiftUIAppears]
    ) { context in
      var verdict = Verdict()
      let probe = HandlerProbe()
      guard let (host, _) = await host(ListScreen(probe: probe), probe: probe, in: context),
        let sender = probe.rowSender
      else {
        return context.didNotHappen(
          "the SwiftUI list did not appear (the row's onAppear never ran) within "
            + Stage.timeoutDescription)
      }
      var hostSaw: [String] = []
      host.re.handle(RowTapped.self) { _, context in
        hostSaw.append(context.event.path.joined(separator: ">"))
        return .stop
      }
      probe.screenDisposition = .pass
      sender.send(RowTapped())
      verdict.expectEqual(probe.log, ["list", "screen"], "SwiftUI handlers, nearest first")
      verdict.expectEqual(hostSaw, ["list>screen"], "what the hosting controller saw")
      probe.log = []
      hostSaw = []
      probe.screenDisposition = .stop
      sender.send(RowTapped())
      verdict.expectEqual(probe.log, ["list", "screen"], "SwiftUI handlers, second send")
      verdict.expect(hostSaw.isEmpty, "the hosting controller saw an event the screen stopped")
      return verdict.outcome("list, then screen, then UIKit unless stopped")
    }

    static let wrappedUIKitViewReachesSwiftUI = DeviceCheck(
      area: "SwiftUI",
      name: "a UIKit view wrapped in SwiftUI sends to the SwiftUI handler around it",
      verifies: "A UIViewRepresentable's view connected with environment.responderEvents"
        + ".connect(_:) sends its events to the onResponderEvent handler around it, then on to"
        + " the hosting controller.",
      calls: sendCalls, needs: [.swiftUIAppears]
    ) { context in
      var verdict = Verdict()
      let probe = HandlerProbe()
      guard let (host, _) = await host(WrappedScreen(probe: probe), probe: probe, in: context),
        let wrapped = probe.wrappedView
      else {
        return context.didNotHappen(
          "the wrapped UIKit view did not appear within " + Stage.timeoutDescription)
      }
      var hostSaw = 0
      host.re.handle(RowTapped.self) { _, _ in
        hostSaw += 1
        return .stop
      }
      probe.screenDisposition = .pass
      let route = wrapped.re.send(RowTapped(), options: .tracing).trace?.route ?? []
      verdict.expectEqual(probe.log, ["screen"], "SwiftUI handlers")
      verdict.expectEqual(hostSaw, 1, "events at the hosting controller")
      verdict.fact("route from the wrapped view", Responders.arrows(route))
      return verdict.outcome("wrapped view → SwiftUI handler → hosting controller")
    }

    static let hostedScreenInNavigation = DeviceCheck(
      area: "SwiftUI", name: "a hosted screen in a navigation controller: SwiftUI, then UIKit",
      verifies: "In a UIHostingController pushed as a navigation controller's root, an event"
        + " from a List row passes the SwiftUI handlers, the hosting controller and the"
        + " navigation controller, in that order.",
      calls: sendCalls, needs: [.swiftUIAppears]
    ) { context in
      var verdict = Verdict()
      let probe = HandlerProbe()
      guard
        let (host, shown) = await host(
          ListScreen(probe: probe), probe: probe, in: context,
          inside: { UINavigationController(rootViewController: $0) }),
        let sender = probe.rowSender
      else {
        return context.didNotHappen(
          "the SwiftUI list did not appear in the navigation controller within "
            + Stage.timeoutDescription)
      }
      shown.re.debugName = "Navigation"
      let log = HandlerLog()
      log.watch(RowTapped.self, on: [host])
      log.watch(RowTapped.self, on: [shown], disposition: .stop)
      probe.screenDisposition = .pass
      sender.send(RowTapped())
      verdict.expectEqual(probe.log, ["list", "screen"], "SwiftUI handlers")
      verdict.expectRoute(log.entries, ["Host", "Navigation"], "UIKit handlers after them")
      return verdict.outcome("list → screen → Host → Navigation")
    }
  }

  extension SwiftUIHandlerChecks {
    static let errorsCrossTheBoundary = DeviceCheck(
      area: "SwiftUI", name: "errors reported in SwiftUI are caught in SwiftUI or in UIKit",
      verifies: "events.report(error) from a List row reaches onResponderError for its type;"
        + " an error of another type passes it and reaches the hosting controller's"
        + " re.catchError.",
      calls: sendCalls, needs: [.swiftUIAppears]
    ) { context in
      var verdict = Verdict()
      let probe = HandlerProbe()
      guard let (host, _) = await host(ErrorScreen(probe: probe), probe: probe, in: context),
        let sender = probe.rowSender
      else {
        return context.didNotHappen(
          "the SwiftUI list did not appear (the row's onAppear never ran) within "
            + Stage.timeoutDescription)
      }
      var caughtInUIKit: [String] = []
      host.re.catchError((any Error).self) { _, error, _ in
        caughtInUIKit.append("\(error)")
        return .stop
      }
      sender.report(ProbeError.known)
      sender.report(OtherError())
      verdict.expectEqual(probe.log, ["SwiftUI caught known"], "caught in SwiftUI")
      verdict.expectEqual(caughtInUIKit.count, 1, "caught in UIKit")
      return verdict.outcome("known caught in SwiftUI, the other in UIKit")
    }
  }

  extension SwiftUIHandlerChecks {
    static let swiftUIAnswersUIKitBroadcast = DeviceCheck(
      area: "SwiftUI", name: "SwiftUI answers a UIKit broadcast that collects replies",
      verifies: "host.re.broadcastCollectingReplies reaches onResponderBroadcast(_:perform:) in"
        + " the bridged content, whose reply comes back with the SwiftUI scope's name.",
      calls: .both(
        "SwiftUI lays the content out and runs onAppear; the check broadcasts through"
          + " ResponderEvents"),
      needs: [.swiftUIAppears]
    ) { context in
      var verdict = Verdict()
      let probe = HandlerProbe()
      guard let (host, _) = await host(AnsweringScreen(probe: probe), probe: probe, in: context)
      else {
        return context.didNotHappen(
          "the SwiftUI content did not appear within " + Stage.timeoutDescription)
      }
      let answers = host.re.broadcastCollectingReplies(WhoIsThere())
      verdict.expectEqual(answers.values, ["SwiftUI text"], "answers")
      verdict.fact("who answered", answers.replies.map(\.responder.name).joined(separator: ", "))
      return verdict.outcome("the SwiftUI view answered the UIKit broadcast")
    }
  }

  /// Broadcast from UIKit, answered in SwiftUI; the contract checks declare it.
  struct WhoIsThere: ResponderRequest {
    typealias Reply = String
  }

  /// Content that answers ``WhoIsThere``.
  private struct AnsweringScreen: View {
    let probe: HandlerProbe
    @Environment(\.responderEvents) private var events

    var body: some View {
      Text("Answering")
        .onResponderBroadcast(WhoIsThere.self) { context in
          context.reply("SwiftUI text")
          return .handled
        }
        .onAppear { probe.rowSender = events }
    }
  }

  /// Caught in SwiftUI by `ErrorScreen`; a contract check declares it.
  enum ProbeError: Error {
    case known
  }

  private struct OtherError: Error {}

  /// A list whose screen catches `ProbeError`s.
  private struct ErrorScreen: View {
    let probe: HandlerProbe

    var body: some View {
      List(0..<3, id: \.self) { row in
        ProbeRow(probe: probe, isFirst: row == 0)
      }
      .onResponderError(ProbeError.self) { error in
        probe.log.append("SwiftUI caught \(error)")
        return .stop
      }
    }
  }

  /// Sent from a row; each handler adds its name to `path`.
  struct RowTapped: ResponderEvent {
    var path: [String] = []
  }

  /// What the checks read from the SwiftUI content and set for it.
  @MainActor
  final class HandlerProbe {
    var rowSender: ResponderEventSender?
    var wrappedView: UIView?
    var embedding: UIViewController?
    var embeddedMarker: String?
    var publisher: ResponderEventPublisher<Published>?
    var log: [String] = []
    var screenDisposition = EventDisposition.pass
  }

  /// A screen whose list has a handler, around rows that send.
  private struct ListScreen: View {
    let probe: HandlerProbe

    var body: some View {
      List(0..<3, id: \.self) { row in
        ProbeRow(probe: probe, isFirst: row == 0)
      }
      .onResponderEvent(RowTapped.self) { context in
        probe.log.append("list")
        context.event.path.append("list")
        return .pass
      }
      .onResponderEvent(RowTapped.self) { context in
        probe.log.append("screen")
        context.event.path.append("screen")
        return probe.screenDisposition
      }
    }
  }

  /// A row that hands its sender to the probe.
  struct ProbeRow: View {
    let probe: HandlerProbe
    let isFirst: Bool
    @Environment(\.responderEvents) private var events

    var body: some View {
      Text("Row")
        .onAppear { if isFirst { probe.rowSender = events } }
    }
  }

  /// A screen that wraps a UIKit view, with a handler around it.
  private struct WrappedScreen: View {
    let probe: HandlerProbe

    var body: some View {
      WrappedView(probe: probe)
        .frame(width: 100, height: 100)
        .onResponderEvent(RowTapped.self) { _ in
          probe.log.append("screen")
          return probe.screenDisposition
        }
    }
  }

  /// The wrapped UIKit view.
  private struct WrappedView: UIViewRepresentable {
    let probe: HandlerProbe

    func makeUIView(context: Context) -> UIView {
      let view = UIView()
      context.environment.responderEvents.connect(view)
      probe.wrappedView = view
      probe.rowSender = context.environment.responderEvents
      return view
    }

    func updateUIView(_ view: UIView, context: Context) {
      context.environment.responderEvents.connect(view)
    }
  }
#endif
