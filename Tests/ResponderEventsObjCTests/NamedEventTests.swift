import ResponderEventsCore
import ResponderEventsTesting
import Testing

@testable import ResponderEventsObjC

@Suite("Named events", .timeLimit(.minutes(10)), .collectingDiagnostics)
@MainActor
struct NamedEventTests {
  @Test("handlers match by name and can enrich the payload, as the router write-up's cell does")
  func matchByName() {
    let root = nestedTableTree()
    root["superCell"].re.handle(named: "btnClick") { _, context in
      context.event.payload["test"] = "added by the cell"
      return .pass
    }
    var received: EventPayload?
    root["controller"].re.handle(named: "btnClick") { _, context in
      received = context.event.payload
      return .stop
    }
    var otherNameRan = false
    root["controller"].re.handle(named: "otherClick") { _, _ in
      otherNameRan = true
      return .stop
    }
    let result = root["button"].re.send(
      NamedEvent("btnClick", payload: ["key": "blue button"]), options: .tracing)
    #expect(received?["key", as: String.self] == "blue button")
    #expect(received?["test", as: String.self] == "added by the cell")
    #expect(!otherNameRan)
    #expect(result.termination == .stopped)
    expectHops(
      result.trace,
      [
        ("subCell", .noHandler), ("subTable", .noHandler), ("superCell", .passed),
        ("superTable", .noHandler), ("controller", .stopped),
      ])
  }

  @Test("a name nobody handles is reported, not a crash")
  func unhandledName() {
    let root = nestedTableTree()
    root["controller"].re.handle(named: "known") { _, _ in .stop }
    let (result, diagnostics) = collectingDiagnostics {
      root["button"].re.send(NamedEvent("unknown"))
    }
    #expect(!result.isHandled)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.kind == .unhandled)
    #expect(diagnostics.first?.message.contains("unknown") == true)
  }

  @Test("a handler for an empty name is not registered, and the refusal is reported")
  func emptyNameHandler() {
    let root = nestedTableTree()
    let (tokens, diagnostics) = collectingDiagnostics {
      [
        root["controller"].re.handle(named: "") { _, _ in .stop },
        root["subCell"].re.handleBroadcast(named: "") { _, _ in .handled },
      ]
    }
    #expect(tokens.map(\.isActive) == [false, false])
    #expect(diagnostics.map(\.kind) == [.emptyEventName, .emptyEventName])
  }

  @Test("an event with an empty name sent from Swift reaches no named handler: unhandled")
  func emptyNameFromSwift() {
    let root = nestedTableTree()
    let (result, diagnostics) = collectingDiagnostics {
      root["button"].re.send(NamedEvent(""))
    }
    #expect(!result.isHandled)
    #expect(diagnostics.map(\.kind) == [.unhandled])
  }

  @Test("Objective-C does not send an empty (nil) name: a request ends refused, and is reported")
  func emptyNameFromObjectiveC() {
    let root = nestedTableTree()
    var replies: [ReplyError?] = []
    var answers: [[ObjCEvents.Reply]] = []
    let (sent, diagnostics) = collectingDiagnostics {
      [
        ObjCEvents.send(named: "", payload: nil, from: root["button"]),
        ObjCEvents.send(named: "", payload: nil, from: root["button"]) { replies.append($1) },
        ObjCEvents.broadcast(named: "", payload: nil, from: root),
        ObjCEvents.broadcast(named: "", payload: nil, from: root) {
          answers.append($0)
        },
      ]
    }
    #expect(sent == [false, false, false, false])
    #expect(replies == [.refused(.emptyEventName)])
    #expect(answers.map(\.count) == [0])
    #expect(diagnostics.map(\.kind) == Array(repeating: .emptyEventName, count: 4))
  }

  @Test("several handlers for one name all run, in order")
  func duplicateNames() {
    let root = nestedTableTree()
    var order = [Int]()
    root["controller"].re.handle(named: "dup") { _, _ in
      order.append(1)
      return .handled
    }
    root["controller"].re.handle(named: "dup") { _, _ in
      order.append(2)
      return .handled
    }
    root["button"].re.send(NamedEvent("dup"))
    #expect(order == [1, 2])
  }

  @Test("a handler for every named event sees all names")
  func allNames() {
    let root = nestedTableTree()
    var names = [EventName]()
    root["controller"].re.handle(NamedEvent.self) { _, context in
      names.append(context.event.name)
      return .handled
    }
    root["button"].re.send(NamedEvent("a"))
    root["button"].re.send(NamedEvent("b"))
    #expect(names == ["a", "b"])
  }

  @Test("named events can be answered with a payload")
  func namedReply() async throws {
    try await finishing {
      let root = nestedTableTree()
      root["controller"].re.handle(named: "lookup") { _, context in
        context.reply(["answer": 42])
        return .stop
      }
      let reply = try await root["button"].re.request(NamedEvent("lookup"))
      #expect(reply["answer", as: Int.self] == 42)
    }
  }

  @Test("named events can be broadcast and matched by name")
  func namedBroadcast() {
    let root = nestedTableTree()
    var hits = [String]()
    root["subCell"].re.handleBroadcast(named: "refresh") { node, _ in
      hits.append(node.name)
      return .handled
    }
    root.re.broadcast(NamedEvent("refresh"))
    _ = collectingDiagnostics { root.re.broadcast(NamedEvent("other")) }
    #expect(hits == ["subCell"])
  }

  @Test("payload reads with the wrong type are nil, and printing is sorted")
  func payload() {
    var payload: EventPayload = ["b": 2, "a": "x"]
    #expect(payload["b", as: String.self] == nil)
    #expect(payload["missing", as: Int.self] == nil)
    #expect(payload.description == "[a: x, b: 2]")
    payload["b"] = nil
    #expect(payload.values.keys.sorted() == ["a"])
    #expect(NamedEvent("n", payload: payload).description == "NamedEvent(n, [a: x])")
    #expect(NamedEvent("n").description == "NamedEvent(n)")
    #expect(EventName("x") == "x")
  }
}
