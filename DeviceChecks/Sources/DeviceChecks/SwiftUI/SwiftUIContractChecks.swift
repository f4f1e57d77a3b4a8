#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  import SwiftUI
  import UIKit

  extension SwiftUIHandlerChecks {
    static let contractReports = DeviceCheck(
      area: "SwiftUI", name: "a SwiftUI contract reports undeclared and unhandled events",
      verifies: "responderEventContract(events: [WhoIsThere.self]) around a List reports the"
        + " RowTapped a row sends (undeclaredEvent) and, once shown, that nothing above handles"
        + " WhoIsThere (declaredEventUnhandled, reported on a later turn of the main queue);"
        + " the event still reaches the handler above. Needs a debug build of the library.",
      calls: sendCalls, needs: [.swiftUIAppears]
    ) { context in
      var verdict = Verdict()
      let probe = HandlerProbe()
      // The contract looks for unhandled declarations on a later turn of the main queue, outside
      // this task, where a scoped handler (EventDiagnostics.withHandler) does not reach: collect
      // through the global handler while the check runs (the checks run one at a time).
      let collector = DiagnosticKinds.collecting()
      defer { collector.stop() }
      guard let _ = await host(ContractScreen(probe: probe), probe: probe, in: context),
        let sender = probe.rowSender
      else {
        return context.didNotHappen(
          "the SwiftUI list did not appear within " + Stage.timeoutDescription)
      }
      sender.send(RowTapped())
      // Both reports, or the timeout: the assertions below say which is missing.
      _ = await Stage.waitUntil {
        collector.kinds.contains("undeclaredEvent")
          && collector.kinds.contains("declaredEventUnhandled")
      }
      let kinds = collector.kinds
      verdict.expect(kinds.contains("undeclaredEvent"), "no undeclaredEvent in \(kinds)")
      verdict.expect(
        kinds.contains("declaredEventUnhandled"), "no declaredEventUnhandled in \(kinds)")
      verdict.expectEqual(probe.log, ["screen"], "the handler above still ran")
      return verdict.outcome("both reported; the event went on")
    }
  }

  extension SwiftUIHandlerChecks {
    static let contractRules = DeviceCheck(
      area: "SwiftUI", name: "contract rules provided to a part of the SwiftUI tree",
      verifies: "a contract under .responderEnvironment(EventContractStrictness.off) reports"
        + " nothing, neither the RowTapped its row sends nor its declared ProbeError that no"
        + " error handler catches; a contract declaring RowTapped under"
        + " .responderEnvironment(EventContractHandlerRequirement.typedHandler) is reported"
        + " unhandled though a handler of every event is above it. Needs a debug build of the"
        + " library.",
      calls: sendCalls, needs: [.swiftUIAppears]
    ) { context in
      var verdict = Verdict()
      let probe = HandlerProbe()
      // As in contractReports: the checks on appearing run outside this task.
      let collector = DiagnosticKinds.collecting()
      defer { collector.stop() }
      guard let _ = await host(ContractRulesScreen(probe: probe), probe: probe, in: context),
        let sender = probe.rowSender
      else {
        return context.didNotHappen(
          "the SwiftUI list did not appear within " + Stage.timeoutDescription)
      }
      sender.send(RowTapped())
      _ = await Stage.waitUntil { collector.kinds.contains("declaredEventUnhandled") }
      // Whatever the silenced contract would report comes on the same turns as the other.
      await Stage.turnRunLoop()
      verdict.expectEqual(collector.kinds, ["declaredEventUnhandled"], "diagnostics")
      verdict.expect(
        collector.messages.first?.contains("RowTapped") == true,
        "the report names RowTapped: \(collector.messages)")
      verdict.expect(
        collector.nodes.first?.hasPrefix("responderEventContract at DeviceChecks/") == true,
        "the contract is named by where it is written: \(collector.nodes)")
      verdict.expectEqual(probe.log, ["every event"], "the handler above still ran")
      return verdict.outcome("the silenced part reported nothing; the typed rule reported")
    }
  }

  extension SwiftUIHandlerChecks {
    static let contractHandledInUIKit = DeviceCheck(
      area: "SwiftUI", name: "a SwiftUI contract counts the hosting controller's handlers",
      verifies: "responderEventContract(events: [WhoIsThere.self, NobodyHandles.self]) around a"
        + " List whose only WhoIsThere handler is on its hosting controller reports"
        + " NobodyHandles alone once shown: the contract, checked a turn after onAppear, sees the"
        + " route on into UIKit (a check before the bridged content connects would report"
        + " WhoIsThere unhandled). Needs a debug build of the library.",
      calls: .uikit(
        "SwiftUI lays the content out and runs onAppear; the contract checks itself on a later"
          + " turn of the main queue"),
      needs: [.swiftUIAppears]
    ) { context in
      var verdict = Verdict()
      let probe = HandlerProbe()
      // As in contractReports: the check on appearing runs outside this task.
      let collector = DiagnosticKinds.collecting()
      defer { collector.stop() }
      let shown = await host(
        UIKitHandledContractScreen(probe: probe), probe: probe, in: context,
        inside: { controller in
          controller.re.handle(WhoIsThere.self) { _, _ in .stop }
          return controller
        })
      guard shown != nil else {
        return context.didNotHappen(
          "the SwiftUI list did not appear within " + Stage.timeoutDescription)
      }
      // The contract also declares an event nobody handles: its report shows the check ran.
      let checked = await Stage.waitUntil {
        collector.messages.contains { $0.contains("\(NobodyHandles.self)") }
      }
      verdict.expect(checked, "the contract reported nothing at all: \(collector.messages)")
      verdict.expect(
        !collector.messages.contains { $0.contains("\(WhoIsThere.self)") },
        "reported unhandled: \(collector.messages)")
      return verdict.outcome(
        "only NobodyHandles reported: the contract saw the hosting controller's handler")
    }
  }

  /// A list whose contract declares ``WhoIsThere``, which only the hosting controller handles.
  private struct UIKitHandledContractScreen: View {
    let probe: HandlerProbe

    var body: some View {
      List(0..<3, id: \.self) { row in
        ProbeRow(probe: probe, isFirst: row == 0)
      }
      .responderEventContract(events: [WhoIsThere.self, NobodyHandles.self])
    }
  }

  /// Declared by a contract, and handled nowhere.
  struct NobodyHandles: ResponderEvent {}

  /// A list whose contract is silenced, beside a view whose contract wants typed handlers, under
  /// a handler of every event.
  private struct ContractRulesScreen: View {
    let probe: HandlerProbe

    var body: some View {
      VStack {
        List(0..<3, id: \.self) { row in
          ProbeRow(probe: probe, isFirst: row == 0)
        }
        .responderEventContract(events: [WhoIsThere.self], errors: [ProbeError.self])
        .responderEnvironment(EventContractStrictness.off)
        Text("Typed handlers only")
          .responderEventContract(events: [RowTapped.self])
          .responderEnvironment(EventContractHandlerRequirement.typedHandler)
      }
      .onResponderEvent(conformingTo: (any ResponderEvent).self) { _ in
        probe.log.append("every event")
        return .stop
      }
    }
  }

  /// A list with a contract that declares only ``WhoIsThere``, under a handler of `RowTapped`.
  private struct ContractScreen: View {
    let probe: HandlerProbe

    var body: some View {
      List(0..<3, id: \.self) { row in
        ProbeRow(probe: probe, isFirst: row == 0)
      }
      .responderEventContract(events: [WhoIsThere.self])
      .onResponderEvent(RowTapped.self) { _ in
        probe.log.append("screen")
        return .stop
      }
    }
  }
#endif
