#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import ResponderEventsDelegates
  import ResponderEventsObjC
  import UIKit

  /// The `ResponderEventsObjC` product, driven as Objective-C code drives it.
  ///
  /// Its `re_` methods are called through the Objective-C runtime, by selector, since Swift
  /// cannot see them. The checks prove the methods exist on real responders, reach the engine,
  /// and share one chain and one set of per-view proxies with the Swift API.
  @MainActor
  enum ObjectiveCChecks {
    static var all: [DeviceCheck] {
      [namedEventsAcrossLanguages, repliesFromObjectiveC, blocks, badInput]
    }

    private nonisolated static let runtimeCalls = DeviceCheckCalls.check(
      "the re_ methods are called by selector through the Objective-C runtime, as an"
        + " Objective-C caller calls them; the check sends the events")

    static let namedEventsAcrossLanguages = DeviceCheck(
      area: "Objective-C", name: "named events cross between Objective-C and Swift handlers",
      verifies: "re_sendEventNamed:payload: from a button reaches the view above it, whose"
        + " re_handleEventNamed:handler: block adds to the payload and passes, then the"
        + " controller's Swift re.handle(named:) handler with both values; a Swift NamedEvent"
        + " reaches the Objective-C block; a typed Swift event passes it untouched; NSNull"
        + " leaves its key out.",
      calls: runtimeCalls
    ) { context in
      if let missing = ObjCRuntime.missingOutcome { return missing }
      var verdict = Verdict()
      let screen = ProbeController("ObjC")
      guard await Stage.show(screen, in: context.window) else {
        return .failed("the screen did not reach the window")
      }
      let button = UIButton(type: .system)
      screen.probe.addSubview(button)
      var objectiveCNames: [String] = []
      ObjCRuntime.handle(screen.probe, named: "tapped") { _, context in
        objectiveCNames.append(context.name)
        context.setPayloadValue(NSNumber(value: 2), forKey: "quantity")
        return .pass
      }
      var payloads: [EventPayload] = []
      screen.re.handle(named: "tapped") { _, context in
        payloads.append(context.event.payload)
        return .stop
      }
      var typed = 0
      screen.re.handle(ProbeEvent.self) { _, _ in
        typed += 1
        return .stop
      }
      let handled = ObjCRuntime.send(
        button, named: "tapped", payload: ["key": "blue button", "none": NSNull()] as NSDictionary)
      verdict.expect(handled, "re_sendEventNamed:payload: returned NO")
      verdict.expectEqual(payloads.count, 1, "Swift handler calls")
      verdict.expectEqual(payloads.first?["key", as: String.self], "blue button", "key")
      verdict.expectEqual(payloads.first?["quantity", as: Int.self], 2, "quantity")
      verdict.expect(payloads.first?["none"] == nil, "NSNull reached Swift")

      button.re.send(NamedEvent("tapped"))
      verdict.expectEqual(objectiveCNames, ["tapped", "tapped"], "Objective-C block calls")
      let trace = button.re.send(ProbeEvent(), options: .tracing).trace
      verdict.expectEqual(typed, 1, "typed Swift handler calls")
      verdict.expectEqual(objectiveCNames.count, 2, "Objective-C block calls after a typed event")
      verdict.expect(
        trace?.hops.contains(where: \.changedEvent) == false, "the typed event was changed")
      return verdict.outcome("Objective-C and Swift handlers shared the event both ways")
    }

    static let repliesFromObjectiveC = DeviceCheck(
      area: "Objective-C", name: "replies and broadcast replies from Objective-C blocks",
      verifies: "re_sendEventNamed:payload:reply: gets the controller block's [context reply:]"
        + " once, and an NSError in REReplyErrorDomain when nobody answers;"
        + " re_broadcastEventNamed:payload:replies: from the controller collects the answer of"
        + " a subview's re_handleBroadcastNamed:handler: block.",
      calls: runtimeCalls
    ) { context in
      if let missing = ObjCRuntime.missingOutcome { return missing }
      var verdict = Verdict()
      let screen = ProbeController("ObjCReplies")
      guard await Stage.show(screen, in: context.window) else {
        return .failed("the screen did not reach the window")
      }
      ObjCRuntime.handle(screen, named: "lookup") { _, context in
        context.reply(["answer": NSNumber(value: 42)])
        return .stop
      }
      var answers: [(NSDictionary?, NSError?)] = []
      ObjCRuntime.request(screen.probe, named: "lookup") { answers.append(($0, $1)) }
      ObjCRuntime.request(screen.probe, named: "nobody") { answers.append(($0, $1)) }
      verdict.expectEqual(answers.count, 2, "reply callbacks")
      verdict.expectEqual(
        (answers.first?.0?["answer"] as? NSNumber)?.intValue, 42, "the controller's answer")
      verdict.expectEqual(
        answers.last?.1?.domain, (REReplyError.unhandled as NSError).domain, "error domain")
      verdict.expectEqual(
        answers.last?.1?.code, REReplyError.unhandled.rawValue, "error code for an unknown name")

      ObjCRuntime.handleBroadcast(screen.probe, named: "unsaved") { _, context in
        context.reply(["dirty": NSNumber(value: true)])
        return .handled
      }
      var replies: [REBroadcastReply] = []
      ObjCRuntime.broadcast(screen, named: "unsaved") { replies = $0 }
      verdict.expectEqual(replies.map(\.responderName), ["ObjCReplies.probe"], "who answered")
      verdict.expectEqual(
        (replies.first?.payload["dirty"] as? NSNumber)?.boolValue, true, "the answer")
      return verdict.outcome("the callback got 42, then REReplyErrorUnhandled; one broadcast reply")
    }

    static let blocks = DeviceCheck(
      area: "Objective-C", name: "HWBlocksUI's blocks on the per-view proxies",
      verifies: "Two re_onControlEvents:handler: blocks both run once for"
        + " sendActions(for: .primaryActionTriggered); after reloadData() and layout, UIKit shows the rows of re_provideNumberOfRows: with"
        + " the cells of re_provideCell:, and tableView.re.dataSource is still the app's own.",
      calls: .uikit(
        "sendActions(for:) makes UIKit run the button's UIActions; layoutIfNeeded() makes the"
          + " table ask the proxy for rows and cells"),
      needs: [.controlActions]
    ) { context in
      if let missing = ObjCRuntime.missingOutcome { return missing }
      var verdict = Verdict()
      let screen = ProbeController("ObjCBlocks")
      guard await Stage.show(screen, in: context.window) else {
        return .failed("the screen did not reach the window")
      }
      let button = UIButton(type: .system)
      screen.view.addSubview(button)
      var taps: [String] = []
      ObjCRuntime.onPrimaryAction(button) { _ in taps.append("a") }
      ObjCRuntime.onPrimaryAction(button) { _ in taps.append("b") }
      button.sendActions(for: .primaryActionTriggered)
      verdict.expectEqual(taps.sorted(), ["a", "b"], "blocks run")

      let table = UITableView(frame: CGRect(x: 0, y: 200, width: 320, height: 400))
      table.register(UITableViewCell.self, forCellReuseIdentifier: "city")
      screen.view.addSubview(table)
      let titles = ["Beijing", "Shanghai", "Shenzhen"]
      ObjCRuntime.provideNumberOfRows(table) { _, _ in titles.count }
      ObjCRuntime.provideCell(table) { table, indexPath in
        let cell = table.dequeueReusableCell(withIdentifier: "city", for: indexPath as IndexPath)
        cell.textLabel?.text = titles[indexPath.row]
        return cell
      }
      table.reloadData()
      table.layoutIfNeeded()
      let shown = table.visibleCells.compactMap { $0.textLabel?.text }
      verdict.expectEqual(shown, titles, "rows UIKit shows")
      verdict.expect(table.re.dataSource == nil, "re.dataSource is not the app's (none)")
      return verdict.outcome("both tap blocks ran; the table showed the blocks' three rows")
    }
  }

  extension ObjectiveCChecks {
    static let badInput = DeviceCheck(
      area: "Objective-C",
      name: "bad input from Objective-C is left out and reported, never raised",
      verifies: "re_sendEventNamed:payload: with an NSNumber key reaches the handler without that"
        + " key, and a nested NSDictionary whose two keys Swift's String finds equal (\"é\""
        + " precomposed and decomposed) arrives with one of them, without a trap;"
        + " re_onControlEvents:handler: with nil registers nothing; each is reported as"
        + " objectiveCValueDropped; -[REReplyPromise fulfill:], called through its"
        + " implementation on a background thread with an NSMutableDictionary holding an"
        + " NSNumber key and a string key, answers the sender on the main thread with the string"
        + " key only; -[REToken remove], called the same way for a re_handleEventNamed:handler:"
        + " token, stops the block from running once the main queue has run the removal.",
      calls: runtimeCalls
    ) { context in
      if let missing = ObjCRuntime.missingOutcome { return missing }
      var verdict = Verdict()
      let screen = ProbeController("ObjCBadInput")
      guard await Stage.show(screen, in: context.window) else {
        return .failed("the screen did not reach the window")
      }
      var payloads: [EventPayload] = []
      screen.re.handle(named: "tapped") { _, context in
        payloads.append(context.event.payload)
        return .stop
      }
      let payload = NSMutableDictionary()
      payload[NSNumber(value: 1)] = "x" as NSString
      payload["row"] = NSNumber(value: 3)
      payload["filters"] = NSDictionary(
        objects: [NSNumber(value: 1), NSNumber(value: 2)],
        forKeys: ["\u{E9}" as NSString, "e\u{301}" as NSString])
      let kinds = AppObjectScenario.diagnostics {
        ObjCRuntime.onPrimaryAction(UIButton(type: .system), nil)
        _ = ObjCRuntime.send(screen.probe, named: "tapped", payload: payload)
      }
      verdict.expectEqual(payloads.count, 1, "Swift handler calls")
      verdict.expectEqual(payloads.first?["row", as: Int.self], 3, "row")
      verdict.expectEqual(payloads.first?.values.count, 2, "keys that reached Swift")
      verdict.expectEqual(
        payloads.first?["filters", as: [String: any Sendable].self]?.count, 1,
        "entries of the nested dictionary with two equal keys")
      verdict.expectEqual(
        kinds, Array(repeating: "objectiveCValueDropped", count: 2), "diagnostics")

      var promise: REReplyPromise?
      ObjCRuntime.handle(screen, named: "load") { _, context in
        promise = context.promiseReply()
        return .stop
      }
      var answers: [NSDictionary?] = []
      var answeredOnMain = true
      ObjCRuntime.request(screen.probe, named: "load") { answer, _ in
        answeredOnMain = answeredOnMain && Thread.isMainThread
        answers.append(answer)
      }
      guard let promise else { return .failed("the Objective-C handler made no promise") }
      guard promise.responds(to: NSSelectorFromString("fulfill:")) else {
        return .failed("REReplyPromise does not respond to fulfill:")
      }
      await onBackgroundThread {
        // Built here, as a completion handler would build it: an NSMutableDictionary is not
        // Sendable, and Objective-C passes it as it is.
        let answer = NSMutableDictionary()
        answer[NSNumber(value: 1)] = "x" as NSString
        answer["rows"] = NSNumber(value: 5)
        ObjCRuntime.fulfill(promise, answer)
      }
      for _ in 0..<100 where answers.isEmpty { try? await Task.sleep(for: .milliseconds(10)) }
      verdict.expectEqual(answers.count, 1, "answers")
      verdict.expectEqual(
        (answers.first??.allKeys as? [String])?.sorted(), ["rows"], "the answer's keys")
      verdict.expectEqual((answers.first??["rows"] as? NSNumber)?.intValue, 5, "the answer")
      verdict.expect(answeredOnMain, "the answer arrived off the main thread")

      var removedCalls = 0
      let token = ObjCRuntime.handle(screen, named: "removed") { _, _ in
        removedCalls += 1
        return .stop
      }
      screen.probe.re.send(NamedEvent("removed"))
      verdict.expectEqual(removedCalls, 1, "block calls before the removal")
      guard token.responds(to: NSSelectorFromString("remove")) else {
        return .failed("REToken does not respond to remove")
      }
      await onBackgroundThread { ObjCRuntime.remove(token) }
      // The removal was queued on the main queue before this block: once it runs, so has the
      // removal.
      await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.async { done.resume() }
      }
      _ = AppObjectScenario.diagnostics { screen.probe.re.send(NamedEvent("removed")) }
      verdict.expectEqual(removedCalls, 1, "block calls after the removal")
      return verdict.outcome(
        "an entry left out, a nil block ignored, two diagnostics; the promise fulfilled on"
          + " a background thread answered on the main thread without its NSNumber key; the"
          + " token removed on a background thread stopped its block")
    }

    /// Runs `body` on a new thread, not the main one, and returns once it has.
    private static func onBackgroundThread(_ body: @escaping @Sendable () -> Void) async {
      await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
        Thread.detachNewThread {
          body()
          done.resume()
        }
      }
    }
  }

  /// An event only Swift sends.
  private struct ProbeEvent: ResponderEvent {}
#endif
