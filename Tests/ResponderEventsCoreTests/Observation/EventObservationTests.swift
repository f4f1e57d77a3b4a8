import ResponderEventsTesting
import Testing

@testable import ResponderEventsCore

@Suite("Observation as an AsyncSequence", .timeLimit(.minutes(10)), .collectingDiagnostics)
@MainActor
struct EventObservationTests {
  @Test("the stream yields events of its type as they reach the node, before its handlers")
  func yieldsEvents() async throws {
    try await finishing {
      let root = nestedTableTree()
      root["superCell"].re.handle(Tapped.self) { _, context in
        context.event.row = 4
        return .pass
      }
      root["superTable"].re.handle(Tapped.self) { _, context in
        context.event.section = 1
        return .stop
      }
      let stream = root["superTable"].re.events(of: Tapped.self)
      root["button"].re.send(Tapped(button: "a"))
      _ = collectingDiagnostics { root["button"].re.send(ThemeChanged(dark: true)) }
      root["button"].re.send(Tapped(button: "b"))
      var iterator = stream.makeAsyncIterator()
      #expect(await iterator.next() == Tapped(button: "a", row: 4))
      #expect(await iterator.next() == Tapped(button: "b", row: 4))
    }
  }

  @Test("events stopped below the node never reach it")
  func stoppedBelow() async throws {
    try await finishing {
      let root = nestedTableTree()
      root["subTable"].re.handle(Tapped.self) { _, context in
        context.event.button == "stop" ? .stop : .pass
      }
      let stream = root["controller"].re.events(of: Tapped.self)
      root["button"].re.send(Tapped(button: "stop"))
      _ = collectingDiagnostics { root["button"].re.send(Tapped(button: "through")) }
      var iterator = stream.makeAsyncIterator()
      #expect(await iterator.next()?.button == "through")
    }
  }

  @Test("a direction filter keeps only up or only down events")
  func directionFilter() async throws {
    try await finishing {
      let root = nestedTableTree()
      let cell = root["superCell"]
      let upOnly = cell.re.events(of: ThemeChanged.self, direction: .up)
      let downOnly = cell.re.events(of: ThemeChanged.self, direction: .down)
      _ = collectingDiagnostics {
        root.re.broadcast(ThemeChanged(dark: true))
        root["button"].re.send(ThemeChanged(dark: false))
      }
      var up = upOnly.makeAsyncIterator()
      var down = downOnly.makeAsyncIterator()
      #expect(await up.next()?.dark == false)
      #expect(await down.next()?.dark == true)
    }
  }

  @Test("observing is not handling")
  func observingIsNotHandling() {
    let root = nestedTableTree()
    _ = root["controller"].re.events(of: Tapped.self)
    let (result, diagnostics) = collectingDiagnostics {
      root["button"].re.send(Tapped(button: "x"))
    }
    #expect(!result.isHandled)
    #expect(diagnostics.map(\.kind) == [.unhandled])
  }

  @Test("the stream finishes when the node is deallocated")
  func finishesWithNode() async throws {
    try await finishing {
      var node: TestNode? = TestNode("observed")
      let stream = node!.re.events(of: Tapped.self)
      weak let weakNode = node
      node = nil
      #expect(weakNode == nil)
      var iterator = stream.makeAsyncIterator()
      #expect(await iterator.next() == nil)
    }
  }

  @Test("cancelling the consumer removes the subscription")
  func cancellationUnsubscribes() async throws {
    try await finishing {
      let node = TestNode("observed")
      let consumer = Task {
        for await _ in node.re.events(of: Tapped.self) {}
      }
      await drainMainActor()
      #expect(node.responderEventsStorage.observers.count == 1)
      consumer.cancel()
      await consumer.value
      await drainMainActor()
      #expect(node.responderEventsStorage.observers.isEmpty)
    }
  }
}
