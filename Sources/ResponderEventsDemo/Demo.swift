import ResponderEvents

/// `swift run ResponderEventsDemo`: the nested-table screen of the `UIResponder` router
/// category, modelled with plain nodes rather than UIKit views.
///
///     controller → superTable → superCell[row] → subTable → subCell → button
@main
@MainActor
enum Demo {
  static func main() {
    print(
      """
      ResponderEvents demo: a controller, a table whose cells each hold a nested table, and a
      button in each nested cell. These are plain event nodes standing in for UIKit's views
      (UIKit does not run here); in an app the same calls work on UIView and UIViewController.

      """)
    let screen = buildScreen()
    wireHandlers(screen)
    sendFromDeepButton(screen)
    broadcastTheme(screen)
    redirectPopup(screen)
  }

  /// The tree: two outer cells, each holding a nested table of two cells with one button each.
  static func buildScreen() -> Screen {
    let controller = ControllerNode("CartViewController")
    let superTable = ViewNode("SuperTable")
    controller.addSubview(superTable)
    var buttons: [String: ViewNode] = [:]
    for row in 0..<2 {
      let superCell = ViewNode("SuperCell[\(row)]")
      let subTable = ViewNode("SubTable[\(row)]")
      superTable.addSubview(superCell)
      superCell.addSubview(subTable)
      for subRow in 0..<2 {
        let subCell = ViewNode("SubCell[\(row).\(subRow)]")
        let button = ViewNode("Button[\(row).\(subRow)]")
        subTable.addSubview(subCell)
        subCell.addSubview(button)
        buttons["\(row).\(subRow)"] = button
      }
    }
    return Screen(controller: controller, buttons: buttons)
  }

  /// Handlers where the `UIResponder` router category overrode `routerEventWithSelectorName:`,
  /// but typed, and with no delegate or closure threaded through the layers in between.
  static func wireHandlers(_ screen: Screen) {
    // The controller handles it, answers, and stops it. It asks the event which outer row it
    // came through, of the table now: no cell needs a handler, or keeps a row that reuse would
    // make stale.
    screen.controller.re.handle(ItemTapped.self) { controller, context in
      let superTable = controller.subviews[0]
      let row = context.nodesOnRoute(ViewNode.self).lazy.compactMap(superTable.row(of:)).first
      controller.cart.append("\(context.event.item) (row \(row ?? -1))")
      context.reply(controller.cart.count)
      return .stop
    }
    // The second nested table opts out of theme changes for its whole subtree.
    let subTable = screen.controller.subviews[0].subviews[1].subviews[0]
    subTable.re.handleBroadcast(ThemeChanged.self) { _, _ in .skipSubtree }
    for button in screen.buttons.values {
      button.re.handleBroadcast(ThemeChanged.self) { _, _ in .handled }
    }
  }

  static func sendFromDeepButton(_ screen: Screen) {
    print("1. A button four layers down asks the controller to add an item.\n")
    let button = screen.buttons["1.0"]!
    // The completion form, rather than `try await`, for the trace it returns.
    let result = button.re.request(ItemTapped(item: "Blue mug"), options: .tracing) { reply in
      let count = (try? reply.get()) ?? 0
      print("   reply: the cart holds \(count) item(s): \(screen.controller.cart)")
    }
    printTrace(result.trace)
    print()
  }

  static func broadcastTheme(_ screen: Screen) {
    print("2. The controller broadcasts a theme change; SubTable[1] keeps its subtree out.\n")
    printTrace(screen.controller.re.broadcast(ThemeChanged(isDark: true), options: .tracing).trace)
    print()
  }

  static func redirectPopup(_ screen: Screen) {
    print("3. A popup added straight to the window is redirected to the controller.\n")
    let window = ViewNode("Window")
    let popup = ViewNode("Popup")
    let closeButton = ViewNode("CloseButton")
    window.addSubview(popup)
    popup.addSubview(closeButton)
    popup.re.redirect(to: screen.controller)
    screen.controller.re.handle(PopupDismissed.self) { _, _ in .stop }
    printTrace(closeButton.re.send(PopupDismissed(), options: .tracing).trace)
  }
}

/// The demo's tree and its buttons by "outerRow.innerRow".
@MainActor
struct Screen {
  let controller: ControllerNode
  let buttons: [String: ViewNode]
}

/// Prints a trace, indented under the step's heading.
@MainActor
private func printTrace(_ trace: EventTrace?) {
  guard let trace else { return }
  print(trace.description.split(separator: "\n").map { "   " + $0 }.joined(separator: "\n"))
}
