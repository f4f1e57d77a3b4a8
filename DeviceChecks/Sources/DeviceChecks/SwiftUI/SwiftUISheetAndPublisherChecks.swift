#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  import SwiftUI
  import UIKit

  extension SwiftUIHandlerChecks {
    static let sheetSendsToPresenter = DeviceCheck(
      area: "SwiftUI", name: "a SwiftUI sheet's events reach the handlers around its presenter",
      verifies: "A row inside a .sheet, presented without animation once the presenter appears,"
        + " sends RowTapped; the onResponderEvent handler around the view that presents the"
        + " sheet runs, then the hosting controller (environment values reach a sheet's content"
        + " from the view that presents it: observed, not documented); the sheet is then"
        + " dismissed, awaited through its completion.",
      calls: .both(
        "SwiftUI presents the sheet (through UIKit, awaited until the transition ended), lays"
          + " out the List and runs onAppear; the check sends through the row's sender and"
          + " dismisses with dismiss(animated: false, completion:)"),
      needs: [.windowScene, .swiftUIAppears]
    ) { context in
      var verdict = Verdict()
      let probe = HandlerProbe()
      guard let (host, _) = await host(SheetScreen(probe: probe), probe: probe, in: context),
        let sender = probe.rowSender
      else {
        return context.didNotHappen(
          "the sheet's List did not appear within " + Stage.timeoutDescription)
      }
      let presented = await Stage.waitUntil {
        host.presentedViewController != nil && !Stage.inTransition(host)
      }
      guard presented, let sheet = host.presentedViewController else {
        return .failed("the sheet's content appeared, but UIKit reports no finished presentation")
      }
      verdict.fact("the sheet's controller", Responders.typeName(sheet))
      var hostSaw = 0
      host.re.handle(RowTapped.self) { _, _ in
        hostSaw += 1
        return .stop
      }
      probe.screenDisposition = .pass
      sender.send(RowTapped())
      verdict.expectEqual(probe.log, ["screen"], "the handler around the presenter")
      verdict.expectEqual(hostSaw, 1, "events at the hosting controller")
      verdict.expect(
        await Stage.dismiss(from: host), "the sheet was not dismissed within the stage's timeout")
      return verdict.outcome("sheet row → presenter's handler → hosting controller")
    }
  }

  extension SwiftUIHandlerChecks {
    static let publisherReachesReceivers = DeviceCheck(
      area: "SwiftUI",
      name: "a SwiftUI publisher reaches every receiver below, the nearest, or the deepest",
      verifies: "responderEventPublisher hands out a publisher when its view appears;"
        + " broadcast(_:options: []) reaches the outer and the inner onResponderBroadcast below it,"
        + " broadcast(_:options: .nearestReceiversOnly) the outer one only, broadcast(_:options: .deepestReceiversOnly) the inner one"
        + " only.",
      calls: .both(
        "SwiftUI lays the content out and runs onAppear, which hands out the publisher; the"
          + " check publishes through it"),
      needs: [.swiftUIAppears]
    ) { context in
      var verdict = Verdict()
      let probe = HandlerProbe()
      guard let _ = await host(PublishingScreen(probe: probe), probe: probe, in: context),
        await Stage.waitUntil({ probe.publisher != nil }), let publisher = probe.publisher
      else {
        return context.didNotHappen(
          "the publishing view did not appear and hand out its publisher within "
            + Stage.timeoutDescription)
      }
      publisher.broadcast(Published())
      verdict.expectEqual(probe.log, ["outer", "inner"], "every receiver")
      probe.log = []
      publisher.broadcast(Published(), options: .nearestReceiversOnly)
      verdict.expectEqual(probe.log, ["outer"], "the nearest receiver")
      probe.log = []
      publisher.broadcast(Published(), options: .deepestReceiversOnly)
      verdict.expectEqual(probe.log, ["inner"], "the deepest receiver")
      return verdict.outcome("every: outer and inner; nearest: outer; deepest: inner")
    }
  }

  /// Published by `PublishingScreen`.
  struct Published: ResponderEvent {}

  /// A publisher above two nested receivers.
  private struct PublishingScreen: View {
    let probe: HandlerProbe

    var body: some View {
      VStack {
        ProbeRow(probe: probe, isFirst: true)
          .onResponderBroadcast(Published.self) { _ in
            probe.log.append("inner")
            return .handled
          }
      }
      .onResponderBroadcast(Published.self) { _ in
        probe.log.append("outer")
        return .handled
      }
      .responderEventPublisher(for: Published.self) { probe.publisher = $0 }
    }
  }

  /// A screen that presents a sheet, without animation, as soon as it appears; the sheet's
  /// first row hands out its sender.
  private struct SheetScreen: View {
    let probe: HandlerProbe
    @State private var showsSheet = false

    var body: some View {
      Text("Presenter")
        .sheet(isPresented: $showsSheet) {
          List(0..<3, id: \.self) { row in
            ProbeRow(probe: probe, isFirst: row == 0)
          }
        }
        .onResponderEvent(RowTapped.self) { _ in
          probe.log.append("screen")
          return probe.screenDisposition
        }
        .onAppear {
          var transaction = Transaction()
          transaction.disablesAnimations = true
          withTransaction(transaction) { showsSheet = true }
        }
    }
  }
#endif
