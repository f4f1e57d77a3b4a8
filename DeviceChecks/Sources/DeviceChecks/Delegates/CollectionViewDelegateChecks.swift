#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import ResponderEventsDelegates
  import UIKit

  /// The collection view's delegate and data source proxies, with the app's own object set
  /// before, after, and deallocated; and the fallback cell when nobody provides one.
  @MainActor
  enum CollectionViewDelegateChecks {
    static var all: [DeviceCheck] {
      AppObjectTiming.allCases.map(delegateCheck) + AppObjectTiming.allCases.map(dataSourceCheck)
    }

    /// Checks that end the process when the library is wrong (UIKit raises on a cell that was
    /// not dequeued); run last.
    static var mayCrash: [DeviceCheck] {
      [fallbackCell]
    }

    private static let highlightSelector = #selector(
      (any UICollectionViewDelegate).collectionView(_:shouldHighlightItemAt:))
    private static let indexTitlesSelector = #selector(
      (any UICollectionViewDataSource).indexTitles(for:))
    private static let item = IndexPath(item: 0, section: 0)

    /// A collection view with a flow layout, in the window.
    private static func collection(in context: DeviceCheckContext) async -> UICollectionView? {
      let screen = ProbeController("Collection")
      guard await Stage.show(screen, in: context.window) else { return nil }
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 60, height: 60)
      let collection = UICollectionView(frame: screen.view.bounds, collectionViewLayout: layout)
      collection.re.debugName = "collection"
      collection.register(
        UICollectionViewCell.self, forCellWithReuseIdentifier: AppCollectionDataSource.reuseID)
      screen.view.addSubview(collection)
      return collection
    }

    static func delegateCheck(_ timing: AppObjectTiming) -> DeviceCheck {
      DeviceCheck(
        area: "Delegates", name: "UICollectionView delegate, \(timing.label)",
        verifies: "re.onSelectItem's closure and the app's delegate both run for"
          + " collectionView(_:didSelectItemAt:); the proxy claims the"
          + " app's own collectionView(_:shouldHighlightItemAt:) while it lives, and stops when"
          + " it dies.",
        calls: .check(Cites.selectItem + "; " + Cites.forwardedMethod)
      ) { context in
        var verdict = Verdict()
        guard let collection = await collection(in: context) else {
          return .failed("the screen did not reach the window")
        }
        let log = HandlerLog()
        AppObjectScenario.run(
          timing, verdict: &verdict,
          make: { AppCollectionDelegate(log: log) },
          assign: { collection.delegate = $0 },
          registerClosures: {
            collection.re.onSelectItem(with: collection) { _, _ in log.append("closure") }
          },
          whileAlive: { app, verdict in
            verdict.expect(
              (collection.delegate as AnyObject?) !== app,
              "the app's delegate displaced the proxy")
          },
          calls: { verdict in
            log.reset()
            collection.delegate?.collectionView?(collection, didSelectItemAt: item)
            verdict.expectEqual(
              log.entries, timing.appIsAlive ? ["closure", "app"] : ["closure"],
              "collectionView(_:didSelectItemAt:) ran")
            let claims = collection.delegate?.responds(to: highlightSelector) ?? false
            if AppObjectScenario.expectClaim(
              claims, of: highlightSelector, timing: timing, verdict: &verdict)
            {
              let answer = collection.delegate?.collectionView?(
                collection, shouldHighlightItemAt: item)
              verdict.expectEqual(answer, false, "the app's shouldHighlight answer")
            }
          })
        return verdict.outcome("closure and app delegate ran as expected")
      }
    }

    static func dataSourceCheck(_ timing: AppObjectTiming) -> DeviceCheck {
      DeviceCheck(
        area: "Delegates", name: "UICollectionView data source, \(timing.label)",
        verifies:
          "After reloadData(), UIKit counts the 3 items of re.provideNumberOfItems (over"
          + " the app's 1), and lays out the app's cells for them while it lives; the proxy claims the app's own indexTitles(for:) while"
          + " it lives, and stops when it dies.",
        calls: .both(
          "reloadData() makes UIKit ask the data source for the count, and layoutIfNeeded()"
            + " for the cells; " + Cites.forwardedMethod + " (indexTitles(for:))")
      ) { context in
        var verdict = Verdict()
        guard let collection = await collection(in: context) else {
          return .failed("the screen did not reach the window")
        }
        AppObjectScenario.run(
          timing, verdict: &verdict,
          make: { AppCollectionDataSource() },
          assign: { collection.dataSource = $0 },
          registerClosures: { collection.re.provideNumberOfItems(with: collection) { _, _ in 3 } },
          whileAlive: { app, verdict in
            verdict.expect(
              (collection.dataSource as AnyObject?) !== app,
              "the app's data source displaced the proxy")
          },
          calls: { verdict in
            // UIKit asks the data source for the count; the cells only at layout.
            collection.reloadData()
            verdict.expectEqual(
              collection.numberOfItems(inSection: 0), 3, "items UIKit got (the closure answers)")
            if timing.appIsAlive {
              // UIKit asks for the cells itself; the app's data source dequeues them.
              collection.layoutIfNeeded()
              let tags = collection.visibleCells.map { $0.tag }
              verdict.expectEqual(
                tags, Array(repeating: AppCollectionDataSource.cellTag, count: 3),
                "tags of the cells UIKit laid out")
            }
            let claims = collection.dataSource?.responds(to: indexTitlesSelector) ?? false
            if AppObjectScenario.expectClaim(
              claims, of: indexTitlesSelector, timing: timing, verdict: &verdict)
            {
              verdict.expectEqual(
                collection.dataSource?.indexTitles?(for: collection), ["A"], "index titles")
            }
          })
        // The dead data source's collection has no cell provider: leave before UIKit lays it
        // out (the fallback cell has its own check).
        collection.removeFromSuperview()
        return verdict.outcome("closure and app data source answered as expected")
      }
    }

    static let fallbackCell = DeviceCheck(
      area: "Delegates", name: "UICollectionView without a cell provider gets a dequeued cell",
      verifies: "With re.provideNumberOfItems but no cell closure and no data source of the"
        + " app's, UIKit's reloadData() and layoutIfNeeded() get dequeued fallback cells (UIKit"
        + " raises otherwise), and calling collectionView(_:cellForItemAt:) afterwards returns"
        + " one too; the layout reports a missingAnswer diagnostic.",
      calls: .both(
        "reloadData() and layoutIfNeeded() make UIKit ask for the cells; the check then calls"
          + " collectionView(_:cellForItemAt:) once itself, outside a request, as a test would")
    ) { context in
      var verdict = Verdict()
      guard let collection = await collection(in: context) else {
        return .failed("the screen did not reach the window")
      }
      collection.re.provideNumberOfItems(with: collection) { _, _ in 2 }
      let layoutKinds = AppObjectScenario.diagnostics {
        collection.reloadData()
        collection.layoutIfNeeded()
      }
      verdict.expectEqual(collection.visibleCells.count, 2, "cells UIKit laid out")
      verdict.expect(
        layoutKinds.contains("missingAnswer"),
        "no missingAnswer diagnostic during layout (got \(layoutKinds))")

      // Called directly, as a test would, outside a request from the collection view.
      // iOS 18 raises at the collection view's next layout when a cell was dequeued without a
      // request ("Avoid dequeuing views without a request from the collection view"), so the
      // view leaves the window before it can lay out again.
      var cell: UICollectionViewCell?
      let callKinds = AppObjectScenario.diagnostics {
        cell = collection.dataSource?.collectionView(collection, cellForItemAt: item)
      }
      collection.removeFromSuperview()
      verdict.expect(cell != nil, "no cell returned")
      verdict.expect(
        cell?.reuseIdentifier != nil, "the fallback cell was not dequeued (no reuse identifier)")
      verdict.fact(
        "diagnostics of the direct call", callKinds.joined(separator: ", "),
        expected: "missingAnswer")
      verdict.fact("the fallback cell's reuse identifier", cell?.reuseIdentifier ?? "nil")
      return verdict.outcome("fallback cells were dequeued")
    }
  }

  /// The app's collection delegate: selection, and a highlight answer only it gives.
  @MainActor
  private final class AppCollectionDelegate: NSObject, UICollectionViewDelegate {
    private let log: HandlerLog

    init(log: HandlerLog) {
      self.log = log
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      log.append("app")
    }

    func collectionView(
      _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
    ) -> Bool {
      false
    }
  }

  /// The app's collection data source: one item of its own cells, and index titles only it
  /// has.
  @MainActor
  private final class AppCollectionDataSource: NSObject, UICollectionViewDataSource {
    static let reuseID = "AppCell"
    static let cellTag = 42

    func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int {
      1
    }

    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      let cell = collectionView.dequeueReusableCell(
        withReuseIdentifier: Self.reuseID, for: indexPath)
      cell.tag = Self.cellTag
      return cell
    }

    func indexTitles(for collectionView: UICollectionView) -> [String]? {
      ["A"]
    }
  }
#endif
