import ResponderEventsCore
import ResponderEventsTesting
import Testing

/// A UIKit view connected to SwiftUI handlers is reached by UIKit's broadcasts both ways.
///
/// `ResponderEventSender.connect(_:)` redirects the view to the nearest scope, and the view is
/// also a subview of the hosting view: a broadcast from the hosting controller reaches it both
/// ways. Modelled: `host ← hostingView ← [anchor, container ← view]`,
/// the bridge's root scope on the anchor, `editor` below it, `view` redirected to `editor`.
///
/// Found by a review of the SwiftUI layer; documented in `connect(_:)` and
/// WhatHasBeenVerifiedWhere. A fix reaches a redirected node only through its target, on the
/// broadcast's hot path (not done yet).
@Suite("Broadcasts and views connected to SwiftUI handlers", .collectingDiagnostics)
@MainActor
struct ConnectedViewBroadcastTests {
  @Test(
    "a SwiftUI handler's .skipSubtree keeps a broadcast from the UIKit view connected below it",
    arguments: [true, false])
  func skipSubtreeCoversConnectedView(anchorFirst: Bool) {
    let anchor = TestNode("anchor")
    let container = TestNode("container") { TestNode("view") }
    let hostingView = TestNode(
      "hostingView", children: anchorFirst ? [anchor, container] : [container, anchor])
    let host = TestNode("host", children: [hostingView])
    let root = ScopeNode(name: "root")
    root.attach(to: anchor)
    let scope = ScopeNode(name: "editor")
    scope.attach(to: root)
    container["view"].re.redirect(to: scope)
    var heard: [String] = []
    scope.re.handleBroadcast(ThemeChanged.self) { _, _ in
      heard.append("editor")
      return .skipSubtree
    }
    container["view"].re.handleBroadcast(ThemeChanged.self) { _, _ in
      heard.append("view")
      return .handled
    }
    host.re.broadcast(ThemeChanged(dark: true))
    // The view is reached through the hosting view as well: after the editor, or before it.
    #expect(heard.contains("editor"))
    withKnownIssue("the connected view gets the broadcast through the hosting view too") {
      #expect(heard == ["editor"])
    }
  }
}
