import Foundation
import ResponderEventsCore
import ResponderEventsObjC
import ResponderEventsTesting
import Testing

@testable import ResponderEventsSamples

/// The engine samples do what the documentation around them says they do.
@Suite("Documented behaviour", .timeLimit(.minutes(10)), .collectingDiagnostics)
@MainActor
struct DocumentedBehaviourTests {
  /// controller → table → cell → button, named as in the articles.
  @MainActor
  struct Screen {
    let controller = SampleController("controller")
    let table = SampleNode("table")
    let cell = SampleCell("cell")
    let button = SampleButton("button")

    init() {
      controller.addSubview(table)
      table.addSubview(cell)
      cell.addSubview(button)
    }
  }

  /// The fence without a language right after the Swift block that contains the line `after`
  /// in `article`: the output the article shows.
  static func shownOutput(in article: String, after: String) throws -> String {
    let url = DocumentationSamplesTests.root.appendingPathComponent(
      "Sources/ResponderEventsCore/ResponderEventsCore.docc/\(article)")
    let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
    let start = try #require(
      lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == after })
    let endOfSample = try #require(lines[start...].firstIndex(of: "```"))
    let open = try #require(lines[(endOfSample + 1)...].firstIndex(of: "```"))
    let close = try #require(lines[(open + 1)...].firstIndex(of: "```"))
    return lines[(open + 1)..<close].joined(separator: "\n")
  }

  @Test("the cell adds its row and the controller collects the product (Getting Started)")
  func sendEnrichAndHandle() {
    let screen = Screen()
    screen.cell.row = 3
    var rows: [Int?] = []
    screen.controller.re.handle(AddToCart.self) { _, context in
      rows.append(context.event.row)
      return .pass
    }

    GettingStartedSamples.sendEnrichAndHandle(
      button: screen.button, cell: screen.cell, controller: screen.controller)

    #expect(screen.controller.cart.productIDs == [42])
    #expect(rows == [3])
  }

  @Test("a request returns the controller's answer (Getting Started)", arguments: [true, false])
  func askForAnAnswer(deletable: Bool) async throws {
    try await finishing {
      let screen = Screen()
      screen.controller.deletableItems = deletable ? [3] : []

      let confirmed = try await GettingStartedSamples.askForAnAnswer(
        cell: screen.cell, controller: screen.controller)

      #expect(confirmed == deletable)
    }
  }

  @Test("a broadcast reaches the view below the controller (Getting Started)")
  func tellEveryoneBelow() {
    let screen = Screen()
    let view = SampleView("view")
    screen.cell.addSubview(view)

    GettingStartedSamples.tellEveryoneBelow(view: view, controller: screen.controller)

    #expect(view.theme == .dark)
  }

  @Test("the printed trace is the one DebuggingWithTraces shows")
  func traceMatchesTheArticle() throws {
    let screen = Screen()
    screen.cell.re.handle(AddToCart.self) { cell, context in
      context.event.row = cell.row
      return .pass
    }
    screen.controller.re.handle(AddToCart.self) { _, _ in .stop }

    let result = DebuggingWithTracesSamples.traceASend(button: screen.button)

    let shown = try Self.shownOutput(in: "DebuggingWithTraces.md", after: "print(result.trace!)")
    #expect(String(describing: try #require(result.trace)) == shown)
    #expect(SampleOutput.lines.contains(shown + "\n"))
  }

  @Test("a promised reply arrives when the confirmation completes")
  func replyLater() async throws {
    try await finishing {
      let screen = Screen()
      screen.controller.confirmationAnswer = false
      EngineReferenceSamples.replyLater(controller: screen.controller)

      let confirmed = try await screen.cell.re.request(ConfirmDelete(itemID: 1))
      #expect(confirmed == false)
    }
  }

  @Test("the PIN rule keeps the digits of a paste, as TextInputRule's comment says")
  func pinDecision() {
    let pin = EngineReferenceSamples.pinRule()
    #expect(
      pin.decide(TextEdit(text: "12", range: 2..<2, replacement: "3a4"))
        == .replace(text: "1234", caretOffset: 4))
  }

  @Test("the EventHandling sample handles AddToCart in its method and passes others on")
  func eventHandlingMethod() {
    let controller = CartViewController("controller")
    let button = SampleButton("button")
    controller.addSubview(button)

    let added = button.re.send(AddToCart(productID: 5))
    var diagnostics: [EventDiagnostic.Kind] = []
    let named = EventDiagnostics.withHandler(
      { diagnostics.append($0.kind) }, operation: { button.re.send(ButtonTapped()) })

    #expect(added.stoppedBy === controller)
    #expect(controller.cart.productIDs == [5])
    #expect(!named.isHandled)
    #expect(diagnostics == [.unhandled])
  }

  @Test("the named-event samples enrich on the way up and read the payload")
  func namedEvents() {
    let screen = Screen()
    screen.cell.row = 2
    var rows: [Int?] = []
    screen.controller.re.handle(named: .buttonTapped) { _, context in
      rows.append(NamedEventSamples.row(of: context.event))
      return .pass
    }
    NamedEventSamples.handleNamedEvent(controller: screen.controller)

    NamedEventSamples.sendNamedEvent(button: screen.button, cell: screen.cell)

    #expect(rows == [2])
    #expect(screen.controller.shownTitles == ["Blue"])
  }

  @Test("a redirected popup's events reach the controller")
  func redirectedPopup() {
    let screen = Screen()
    let window = SampleNode("window")
    let popup = SampleView("popup")
    EngineReferenceSamples.redirect(popup: popup, window: window, controller: screen.controller)
    screen.controller.re.handle(AddToCart.self) { _, _ in .stop }

    let result = popup.re.send(AddToCart(productID: 1))

    #expect(result.stoppedBy === screen.controller)
  }

  @Test("a removed handler no longer runs")
  func removedHandler() throws {
    let screen = Screen()
    EngineReferenceSamples.removeAHandler(cell: screen.cell)
    screen.controller.re.handle(AddToCart.self) { _, _ in .stop }

    let result = screen.button.re.send(AddToCart(productID: 1), options: .tracing)

    let cellHop = try #require(result.trace?.hops.first { $0.node.name == "cell" })
    #expect(cellHop.outcome == .noHandler)
  }
}
