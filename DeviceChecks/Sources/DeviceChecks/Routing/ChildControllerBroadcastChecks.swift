#if canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  import UIKit

  /// Broadcasts and child controllers whose views are in their parent's view: they are reached
  /// through those views only, so what keeps a broadcast out of the view keeps it out of them.
  @MainActor
  enum ChildControllerBroadcastChecks {
    static var all: [DeviceCheck] { [embeddedInSkippedView, embeddedInScrolledTable] }

    static let embeddedInSkippedView = DeviceCheck(
      area: "Routing", name: "a view that skips its subtree keeps an embedded child controller out",
      verifies: "A child controller (addChild, its view added to a container view in the"
        + " parent's view, didMove(toParent:)) answers the parent's broadcastCollectingReplies"
        + " once; once the container's broadcast handler returns .skipSubtree, it answers"
        + " nothing. UIKit's next of the child is recorded.",
      calls: .check("the check broadcasts through ResponderEvents; UIKit answers next")
    ) { context in
      var verdict = Verdict()
      let screen = ProbeController("Parent")
      guard await Stage.show(screen, in: context.window) else {
        return .failed("the screen did not reach the window")
      }
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      screen.view.addSubview(container)
      let child = AnsweringController(row: 0)
      embed(child, in: container, of: screen)
      verdict.fact(
        "the child's next responder", child.next.map { "\(type(of: $0))" } ?? "nil",
        expected: "UIView: the container, its view's superview")
      let before = screen.re.broadcastCollectingReplies(WhichEmbeddedRow()).values
      verdict.expectEqual(before, [0], "answers before the container skips its subtree")
      let skipping = container.re.handleBroadcast(WhichEmbeddedRow.self) { _, _ in .skipSubtree }
      let after = screen.re.broadcastCollectingReplies(WhichEmbeddedRow()).values
      verdict.expectEqual(after, [], "answers once the container skips its subtree")
      skipping.remove()
      return verdict.outcome("the child answered through its view only")
    }

    static let embeddedInScrolledTable = DeviceCheck(
      area: "Routing",
      name: "a broadcast reaches the child controllers of the rows a scrolled table displays",
      verifies: "In a table of 200 rows whose cells each embed a child controller of the screen"
        + " (moved to the row's cell on each configuration), scrolled to the middle, the"
        + " screen's broadcastCollectingReplies is answered by exactly the rows of"
        + " indexPathsForVisibleRows, once each: the child controllers in cells kept for reuse"
        + " answer nothing, though they are still the screen's children.",
      calls: .both(
        "setting contentOffset and layoutIfNeeded() make UIKit scroll, ask the app's data source"
          + " and reuse cells; the check broadcasts through ResponderEvents")
    ) { context in
      var verdict = Verdict()
      let screen = ProbeController("Rows")
      guard await Stage.show(screen, in: context.window) else {
        return .failed("the screen did not reach the window")
      }
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), style: .plain)
      table.rowHeight = 44
      table.estimatedRowHeight = 0
      table.register(EmbeddingCell.self, forCellReuseIdentifier: EmbeddingCell.reuseID)
      let app = EmbeddingRows(screen: screen)
      table.dataSource = app
      screen.view.addSubview(table)
      table.layoutIfNeeded()
      Stage.scrollPastMiddle(table, step: 120, overshoot: 600, settle: 13)
      let answers = screen.re.broadcastCollectingReplies(WhichEmbeddedRow()).values
      let visible = (table.indexPathsForVisibleRows ?? []).map(\.row)
      verdict.expect(!visible.isEmpty, "no row is visible")
      verdict.expectEqual(Set(answers), Set(visible), "rows whose child controllers answered")
      verdict.expectEqual(answers.count, Set(answers).count, "child controllers answering twice")
      let displayed = Set(table.visibleCells.map(ObjectIdentifier.init))
      let kept = table.subviews.compactMap { $0 as? EmbeddingCell }
        .filter { !displayed.contains(ObjectIdentifier($0)) }
      verdict.fact(
        "cells kept for reuse among the table's subviews, each with its child controller",
        "\(kept.count)")
      withExtendedLifetime(app) {}
      return DisplayedItemsBroadcastChecks.notExercisedUnlessKept(
        verdict, undisplayed: kept.count,
        passed: "\(answers.count) displayed rows' child controllers answered once each; the"
          + " \(kept.count) in cells kept for reuse answered nothing")
    }

    /// Adds `child` to `parent` with its view in `container`, as UIKit's containment asks
    /// ("call addChild, add the view, then call didMove(toParent:)", UIViewController.h).
    fileprivate static func embed(
      _ child: UIViewController, in container: UIView, of parent: UIViewController
    ) {
      parent.addChild(child)
      child.view.frame = container.bounds
      container.addSubview(child.view)
      child.didMove(toParent: parent)
    }
  }

  /// Broadcast by a check; each child controller reached answers with its row.
  private struct WhichEmbeddedRow: ResponderRequest {
    typealias Reply = Int
  }

  /// A child controller that answers `WhichEmbeddedRow` with the row it shows.
  private final class AnsweringController: UIViewController {
    var row: Int

    init(row: Int) {
      self.row = row
      super.init(nibName: nil, bundle: nil)
      re.handleBroadcast(WhichEmbeddedRow.self) { controller, context in
        context.reply(controller.row)
        return .handled
      }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported")
    }
  }

  /// A cell that embeds one child controller, for as long as the cell lives.
  private final class EmbeddingCell: UITableViewCell {
    static let reuseID = "Embedding"
    var embedded: AnsweringController?
  }

  /// The app's data source: 200 rows, each cell embedding a child controller of `screen`.
  @MainActor
  private final class EmbeddingRows: NSObject, UITableViewDataSource {
    weak var screen: UIViewController?

    init(screen: UIViewController) {
      self.screen = screen
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      200
    }

    func tableView(
      _ tableView: UITableView, cellForRowAt indexPath: IndexPath
    ) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(
        withIdentifier: EmbeddingCell.reuseID, for: indexPath)
      guard let cell = cell as? EmbeddingCell, let screen else { return cell }
      if let embedded = cell.embedded {
        embedded.row = indexPath.row
      } else {
        let child = AnsweringController(row: indexPath.row)
        ChildControllerBroadcastChecks.embed(child, in: cell.contentView, of: screen)
        cell.embedded = child
      }
      return cell
    }
  }
#endif
