@_spi(Rules) import ResponderEventsCore
import ResponderEventsTesting
import Testing

private struct CheckStock: ResponderEvent {}

/// An event sent from a view not in a window yet (a cell asking as it is configured, in
/// `cellForRowAt`) reaches nobody; the unhandled diagnostic says where its route ended.
@Suite("Unhandled events from outside any window", .collectingDiagnostics)
@MainActor
struct UnhandledOutsideWindowTests {
  @Test("a view in no window is told so, naming where its route ended")
  func viewInNoWindow() {
    let cell = ModelView("ShelfCell")
    let button = ModelView("Button")
    cell.addSubview(button)
    let (_, diagnostics) = collectingDiagnostics { button.re.send(CheckStock()) }
    #expect(diagnostics.map(\.kind) == [.unhandled])
    #expect(diagnostics.first?.message.contains("ends at ShelfCell, which is in no window") == true)
  }

  @Test("a view in a window, and a node that is no view, are not")
  func inAWindowOrNoView() {
    let shell = ModelShell(root: ModelViewController("Home"))
    let cell = ModelView("ShelfCell")
    shell.window.addSubview(cell)
    let (_, inWindow) = collectingDiagnostics { cell.re.send(CheckStock()) }
    #expect(inWindow.map(\.kind) == [.unhandled])
    #expect(inWindow.first?.message.contains("no window") == false)
    let (_, plain) = collectingDiagnostics { TestNode("root").re.send(CheckStock()) }
    #expect(plain.first?.message.contains("no window") == false)
  }
}

extension UnhandledOutsideWindowTests {
  // Review 4: a route that, read again for the message, goes round a cycle has no top; the
  // last node before the cycle (here a view in a window) is not where it ended.
  @Test("a route that comes back on itself when read for the message names no top")
  func cycleNamesNoTop() {
    let shell = ModelShell(root: ModelViewController("Home"))
    let (cell, middle, button) = (ModelView("Cell"), ModelView("Middle"), ModelView("Button"))
    shell.window.addSubview(cell)
    cell.addSubview(middle)
    middle.addSubview(button)
    cell.re.handle(CheckStock.self) { [weak middle, weak button] _, _ in
      if let middle, let button { middle.re.redirect(to: button) }
      return .pass
    }
    let (_, diagnostics) = collectingDiagnostics { button.re.send(CheckStock()) }
    #expect(diagnostics.map(\.kind).contains(.unhandled))
    #expect(diagnostics.allSatisfy { !$0.message.contains("no window") })
  }
}

extension UnhandledOutsideWindowTests {
  // Review 4 (3a95bea): HowRoutesCrossUIKit now says a cell being configured in cellForRowAt
  // is in no window and its request reaches nobody. The model of lists keeps the cells waiting
  // for reuse as subviews of the list ("observed, not documented", UIKitModel+Lists.swift): a
  // reused cell configured for its new row is in the window, and its request reaches the
  // controller; the doc's "reaches nobody" holds for a cell made anew, if UIKit adds it later.
  @Test("a reused cell configured for a new row sends from inside the window")
  func reusedCellBeingConfigured() {
    let controller = ModelViewController("Shelf")
    let shell = ModelShell(root: controller)
    let list = ModelListView("Products")
    controller.view.addSubview(list)
    var reached: [String] = []
    controller.re.handle(CheckStock.self) { _, _ in
      reached.append("controller")
      return .stop
    }
    list.show(rows: 0..<3)
    let (_, diagnostics) = collectingDiagnostics {
      list.show(rows: 3..<6) { cell, _ in cell.re.send(CheckStock()) }
    }
    #expect(reached == ["controller", "controller", "controller"])
    #expect(!diagnostics.contains { $0.message.contains("no window") })
    withExtendedLifetime(shell) {}
  }
}
