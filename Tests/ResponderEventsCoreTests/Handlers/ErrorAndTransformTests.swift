import ResponderEventsCore
import ResponderEventsTesting
import Testing

private enum SaveError: Error, Equatable {
  case offline
  case full
}

private struct ValidationError: Error {}

private struct OpenProduct: ResponderRequest {
  typealias Reply = String
  let id: Int
}

private struct RowTapped: ResponderRequest {
  typealias Reply = String
}

/// Errors reported up the chain, throwing handlers, and events transformed on the way.
@Suite("Errors and transformed events", .timeLimit(.minutes(10)), .collectingDiagnostics)
@MainActor
struct ErrorAndTransformTests {
  @Test("a reported error reaches the nearest handler that catches its type; others pass it by")
  func catching() {
    let root = nestedTableTree()
    var caught: [String] = []
    root["superCell"].re.catchError(ValidationError.self) { _, _, _ in
      caught.append("superCell")
      return .stop
    }
    root["subTable"].re.catchError(SaveError.self) { _, error, _ in
      caught.append("subTable \(error)")
      return error == .offline ? .stop : .pass
    }
    root["controller"].re.catchError((any Error).self) { _, error, _ in
      caught.append("controller \(error)")
      return .stop
    }
    root["button"].re.report(SaveError.offline)
    root["button"].re.report(SaveError.full)
    root["button"].re.report(ValidationError())
    #expect(
      caught == [
        "subTable offline", "subTable full", "controller full", "superCell",
      ])
  }

  @Test("an error nobody catches is reported as unhandled, never lost silently")
  func uncaught() {
    let root = nestedTableTree()
    let (result, diagnostics) = collectingDiagnostics { root["button"].re.report(SaveError.full) }
    #expect(!result.isHandled)
    #expect(diagnostics.map(\.kind) == [.unhandled])
  }

  @Test("a throwing handler stops its event and reports the error from its node")
  func throwingHandler() {
    let root = nestedTableTree()
    var log: [String] = []
    root["superCell"].re.handle(Tapped.self) { _, context in
      log.append("superCell")
      if context.event.button == "bad" { throw ValidationError() }
      return .pass
    }
    root["controller"].re.handle(Tapped.self) { _, _ in
      log.append("controller tapped")
      return .stop
    }
    root["controller"].re.catchError(ValidationError.self) { _, _, context in
      let sender = (context.sender as? TestNode)?.name ?? "?"
      log.append("controller caught from \(sender)")
      return .stop
    }
    root["button"].re.send(Tapped(button: "good"))
    root["button"].re.send(Tapped(button: "bad"))
    #expect(
      log == [
        "superCell", "controller tapped", "superCell", "controller caught from superCell",
      ])
  }

  @Test("a handler that promises, then throws: the request ends with promiseAbandoned, at once")
  func promiseThenThrow() {
    let root = nestedTableTree()
    root["superCell"].re.handle(RowTapped.self) { _, context in
      _ = context.promiseReply()
      throw ValidationError()
    }
    var outcomes: [Result<String, ReplyError>] = []
    root["button"].re.request(RowTapped()) { outcomes.append($0) }
    // Its promise was released as it threw: nothing can answer, and nobody is kept waiting.
    #expect(outcomes.count == 1)
    #expect(throws: ReplyError.promiseAbandoned) { try outcomes.first?.get() }
  }

  @Test("a transformed event stops here and the new one goes on up from here")
  func transform() {
    let root = nestedTableTree()
    root["superCell"].re.transform(Tapped.self) { _, tapped in
      Purchase(amount: tapped.button.count)
    }
    var log: [String] = []
    root["superTable"].re.handle(Tapped.self) { _, _ in
      log.append("tapped above the transform")
      return .pass
    }
    root["superTable"].re.handle(Purchase.self) { _, context in
      log.append("purchase \(context.event.amount) from \(NodeDescription(context.sender).name)")
      return .stop
    }
    let result = root["button"].re.send(Tapped(button: "four"))
    #expect(log == ["purchase 4 from superCell"])
    #expect(result.termination == .stopped)
  }

  @Test("with different reply types, a request for the original ends with noReply at once")
  func transformWithoutForwarding() async throws {
    try await finishing {
      let root = nestedTableTree()
      root["superCell"].re.transform(RowTapped.self) { _, _ in Purchase(amount: 2) }
      var purchases: [Int] = []
      root["controller"].re.handle(Purchase.self) { _, context in
        purchases.append(context.event.amount)
        return .stop
      }
      await #expect(throws: ReplyError.noReply) {
        try await root["button"].re.request(RowTapped())
      }
      #expect(purchases == [2])
    }
  }

  /// A request for `RowTapped` from the button, forwarded at the super cell as `OpenProduct`,
  /// whose handler at the controller promised its answer: the tree (which the request keeps
  /// only while it waits), the request in flight, and the promise.
  private func requestForwardedToAPromise() async -> (
    root: TestNode, request: Task<String, any Error>, promise: ReplyPromise<String>?
  ) {
    let root = nestedTableTree()
    root["superCell"].re.transform(RowTapped.self) { _, _ in OpenProduct(id: 7) }
    var promise: ReplyPromise<String>?
    root["controller"].re.handle(OpenProduct.self) { _, context in
      promise = context.promiseReply()
      return .stop
    }
    let request = Task { try await root["button"].re.request(RowTapped()) }
    await drainMainActor()
    return (root, request, promise)
  }

  @Test("with one reply type, a request is forwarded and answered by the new event's answer")
  func transformForwardsRequests() async throws {
    try await finishing {
      let (_, request, promise) = await requestForwardedToAPromise()
      promise?.fulfill("product 7")
      let answer = try await request.value
      #expect(answer == "product 7")
    }
  }

  @Test("when the forwarded request fails, the original ends too instead of waiting")
  func transformForwardsFailure() async throws {
    try await finishing {
      let root = nestedTableTree()
      root["superCell"].re.transform(RowTapped.self) { _, _ in OpenProduct(id: 7) }
      await #expect(throws: ReplyError.promiseAbandoned) {
        _ = try await collectingDiagnostics { try await root["button"].re.request(RowTapped()) }
      }
    }
  }

  @Test("once the original is cancelled, nobody waits for the forwarded request's promise")
  func originalCancelledBeforeTheForwardedAnswer() async throws {
    try await finishing {
      let (root, request, promise) = await requestForwardedToAPromise()
      #expect(promise?.isPending == true)
      request.cancel()
      await #expect(throws: CancellationError.self) { try await request.value }
      await drainMainActor()
      #expect(promise?.isPending == false)
      let (_, diagnostics) = collectingDiagnostics { promise?.fulfill("late") }
      #expect(diagnostics.map(\.kind) == [.duplicateReply])
      // The cancelled request no longer keeps the tree: the promising node must outlive it.
      withExtendedLifetime(root) {}
    }
  }
}
