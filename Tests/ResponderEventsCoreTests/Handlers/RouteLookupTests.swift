import ResponderEventsCore
import ResponderEventsTesting
import Testing

/// `EventContext.nodeOnRoute(below:where:)`: which cell of a table an event came through.
@Suite("Finding a node on the event's route", .collectingDiagnostics)
@MainActor
struct RouteLookupTests {
  /// Two levels of tables, as in the nested-table screen.
  ///
  /// ```
  /// controller ─ outerTable ─ outerCell0 ─ innerTable ─ innerCell0 ─ button
  ///                                                   └ innerCell1
  ///                         └ outerCell1 ─ …
  /// ```
  private func nestedTables() -> TestNode {
    TestNode("controller") {
      TestNode("outerTable") {
        TestNode("outerCell0") {
          TestNode("innerTable") {
            TestNode("innerCell0") { TestNode("button") }
            TestNode("innerCell1")
          }
        }
        TestNode("outerCell1") {
          TestNode("innerTable1") { TestNode("innerCell10") { TestNode("button1") } }
        }
      }
    }
  }

  private func isCell(_ node: any EventNode) -> Bool {
    (node as? TestNode)?.name.contains("Cell") == true
  }

  @Test(
    "the closest matching node below each table: outer cell for the outer table, inner for the inner"
  )
  func nestedTablesLookup() {
    let root = nestedTables()
    var found = [String]()
    root.re.handle(Tapped.self) { controller, context in
      for table in ["outerTable", "innerTable"] {
        let cell = context.nodeOnRoute(below: controller[table], where: isCell)
        found.append((cell as? TestNode)?.name ?? "nil")
      }
      return .handled
    }
    root["button"].re.send(Tapped(button: "x"))
    #expect(found == ["outerCell0", "innerCell0"])
  }

  @Test("the sender itself counts; the ancestor does not; an ancestor off the route gives nil")
  func boundaries() {
    let root = nestedTables()
    var found = [String]()
    root.re.handle(Tapped.self) { controller, context in
      let lookups: [(String, (any EventNode) -> Bool)] = [
        ("innerTable", isCell),  // the sender is innerCell0 itself
        ("innerCell0", { _ in true }),  // nothing between the sender and itself
        ("innerTable1", isCell),  // another branch: not on the route
      ]
      for (name, match) in lookups {
        let node = context.nodeOnRoute(below: controller[name], where: match)
        found.append((node as? TestNode)?.name ?? "nil")
      }
      return .handled
    }
    root["innerCell0"].re.send(Tapped(button: "x"))
    #expect(found == ["innerCell0", "nil", "nil"])
  }

  @Test("asked after a handler moved the cell, the answer describes the tree as it is now")
  func neverStale() {
    let root = nestedTables()
    var found = [String]()
    root["innerTable"].re.handle(Tapped.self) { [unowned root] table, _ in
      // A row inserted above: the inner table moves to the other outer cell.
      table.removeFromParent()
      root["outerCell1"].addChild(table)
      return .pass
    }
    root.re.handle(Tapped.self) { controller, context in
      let cell = context.nodeOnRoute(below: controller["outerTable"], where: isCell)
      found.append((cell as? TestNode)?.name ?? "nil")
      return .handled
    }
    root["button"].re.send(Tapped(button: "x"))
    #expect(found == ["outerCell1"])
  }

  @Test("redirects are followed as the dispatch follows them")
  func redirects() {
    let root = nestedTables()
    let popup = TestNode("popupCell") { TestNode("popupButton") }
    popup.re.redirect(to: root["outerCell1"])
    var found = [String]()
    root.re.handle(Tapped.self) { controller, context in
      let cell = context.nodeOnRoute(below: controller["outerTable"], where: isCell)
      found.append((cell as? TestNode)?.name ?? "nil")
      return .handled
    }
    popup["popupButton"].re.send(Tapped(button: "x"))
    #expect(found == ["outerCell1"])
  }

  @Test("a route that loops is followed once round and gives nil")
  func loop() {
    let a = TestNode("aCell") { TestNode("sender") }
    let b = TestNode("bCell")
    a.re.redirect(to: b)
    b.re.redirect(to: a)
    let elsewhere = TestNode("elsewhere")
    var found: [String] = []
    a.re.handle(Tapped.self) { _, context in
      let node = context.nodeOnRoute(below: elsewhere) { _ in true }
      found.append((node as? TestNode)?.name ?? "nil")
      return .pass
    }
    _ = a["sender"].re.send(Tapped(button: "x"))
    #expect(found == ["nil"])
  }

  @Test("a broadcast has no upward route")
  func broadcast() {
    let root = nestedTables()
    var found: [String] = []
    root["innerCell0"].re.handleBroadcast(ThemeChanged.self) { [unowned root] _, context in
      let node = context.nodeOnRoute(below: root) { _ in true }
      found.append((node as? TestNode)?.name ?? "nil")
      return .handled
    }
    root.re.broadcast(ThemeChanged(dark: true))
    #expect(found == ["nil"])
  }
}
