@_spi(Rules) import ResponderEventsCore
import ResponderEventsTesting
import Testing

/// A broadcast through a table or collection view visits the cells on screen, never the cells
/// it keeps for reuse or has prefetched.
@Suite("Broadcasts visit the cells on screen", .collectingDiagnostics)
@MainActor
struct DisplayedCellsBroadcastTests {
  /// A controller with a list of 100 rows scrolled to `shown`, after showing `before`, and two
  /// prefetched rows; every cell answers `AskName` with the row it was configured for.
  private func screen(
    shown: Range<Int>, before: Range<Int>? = nil
  ) -> (controller: ModelViewController, list: ModelListView) {
    let controller = ModelViewController("Controller")
    let list = ModelListView("List")
    controller.view.addSubview(list)
    let header = ModelView("Header")
    list.addSubview(header)
    header.re.handleBroadcast(AskName.self) { _, context in
      context.reply("header")
      return .pass
    }
    if let before { list.show(rows: before, configure: configure) }
    list.show(rows: shown, configure: configure)
    list.prefetch(row: shown.upperBound, configure: configure)
    list.prefetch(row: shown.upperBound + 1, configure: configure)
    return (controller, list)
  }

  @Test("the answers come from the rows shown, after scrolling and prefetching")
  func answersFromShownRows() {
    let (controller, list) = screen(shown: 20..<25, before: 0..<8)
    // Eight cells were made for the first screen; scrolling kept the extra ones for reuse,
    // and prefetching made more: the list has more cell subviews than rows shown.
    #expect(list.subviews.count > 1 + 5)
    let answers = controller.re.broadcastCollectingReplies(AskName())
    // In the order of the list's subviews, which reuse shuffles.
    #expect(
      answers.values.sorted() == ["header", "row 20", "row 21", "row 22", "row 23", "row 24"])
  }

  /// Configures `cell` for `row`: it answers `AskName` with the row.
  private func configure(_ cell: ModelCell, _ row: Int) {
    cell.row = row
    cell.re.removeAllHandlers()
    cell.re.handleBroadcast(AskName.self) { cell, context in
      context.reply("row \(cell.row)")
      return .pass
    }
  }

  @Test("an orthogonal-scrolling section's cells kept for reuse or prefetched get no broadcast")
  func orthogonalSection() {
    let (controller, list) = screen(shown: 0..<3)
    // The section scrolls sideways on its own: its first cells wait for reuse in its
    // scroller, and one more is prefetched there.
    list.show(rows: 100..<105, orthogonal: true, configure: configure)
    list.show(rows: 103..<106, orthogonal: true, configure: configure)
    list.prefetch(row: 106, orthogonal: true, configure: configure)
    #expect((list.orthogonalScroller?.subviews.count ?? 0) > 3)
    let answers = controller.re.broadcastCollectingReplies(AskName())
    #expect(
      answers.values.sorted()
        == ["header", "row 0", "row 1", "row 103", "row 104", "row 105", "row 2"])
  }

  @Test("a cell scrolled back on screen answers again")
  func reshownCell() {
    let (controller, list) = screen(shown: 0..<3)
    list.show(rows: 3..<6)
    list.show(rows: 0..<3)
    let answers = controller.re.broadcastCollectingReplies(AskName())
    #expect(answers.values.filter { $0 != "header" }.count == 3)
    #expect(answers.unanswered.isEmpty)
  }

  @Test("other views than cells in the list are visited, shown or not")
  func otherSubviews() {
    let (controller, list) = screen(shown: 0..<0)
    #expect(!list.subviews.isEmpty)
    #expect(controller.re.broadcastCollectingReplies(AskName()).values == ["header"])
  }

  /// Pins down that the path which leaves out the cells off screen keeps the other rule of a
  /// view's children: a subview that is a controller's root view is replaced by its controller.
  ///
  /// A controller embedded in a list that keeps cells for reuse (a banner, an empty state) is
  /// the list's child, hears a broadcast sent to the list, and is visited just before its view.
  @Test("a controller embedded in a list that keeps cells off screen is reached as a controller")
  func embeddedControllerInList() {
    let (controller, list) = screen(shown: 20..<25, before: 0..<8)
    let banner = ModelViewController("Banner")
    controller.addChild(banner, in: list)
    banner.re.handleBroadcast(AskName.self) { _, context in
      context.reply("banner")
      return .pass
    }
    let undisplayed = ModelAnswers().undisplayedItems(of: list)
    // The list keeps cells it does not show, so its children take the path that leaves them out.
    #expect(!undisplayed.isEmpty)
    let children = ResponderChainRules(model: ModelAnswers()).children(of: list).others
    #expect(children.contains { $0 === banner })
    #expect(!children.contains { $0 === banner.view })
    #expect(children.count == list.subviews.count - undisplayed.count)

    let answers = list.re.broadcastCollectingReplies(AskName())
    #expect(
      answers.values.sorted()
        == ["banner", "header", "row 20", "row 21", "row 22", "row 23", "row 24"])

    let route = controller.re.broadcast(ThemeChanged(dark: true), options: .tracing).trace?.route
    let bannerIndex = route?.firstIndex(of: "Banner")
    #expect(bannerIndex != nil)
    #expect(route?.firstIndex(of: "Banner.view") == bannerIndex.map { $0 + 1 })
    #expect(route?.filter { $0 == "Banner" }.count == 1)
  }
}
