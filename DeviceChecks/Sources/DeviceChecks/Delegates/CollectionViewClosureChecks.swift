#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import ResponderEventsDelegates
  import UIKit

  /// The collection view closures beyond items and selection: supplementary views, the flow
  /// layout's sizes, moving items and context menus (asked by UIKit where a public API makes
  /// it ask, by the check where only a user's gesture would); and the
  /// fallback supplementary view when nobody provides one.
  @MainActor
  enum CollectionViewClosureChecks {
    static var all: [DeviceCheck] {
      [sectionHeadersAndFooters, insetsAndSpacing, movingItems, contextMenu, willDisplayCell]
    }

    /// Checks that end the process when the library is wrong (UIKit raises on a supplementary
    /// view that was not dequeued); run last.
    static var mayCrash: [DeviceCheck] {
      [fallbackSupplementaryView]
    }

    private static let header = UICollectionView.elementKindSectionHeader
    private static let footer = UICollectionView.elementKindSectionFooter
    private static let moveSelector = #selector(
      (any UICollectionViewDataSource).collectionView(_:moveItemAt:to:))
    private static let contextMenuSelector = #selector(
      (any UICollectionViewDelegate).collectionView(_:contextMenuConfigurationForItemsAt:point:))
    /// The single-item form, deprecated in iOS 16, which the proxy must never claim.
    private static let deprecatedContextMenuSelector = NSSelectorFromString(
      "collectionView:contextMenuConfigurationForItemAtIndexPath:point:")

    /// A collection with a flow layout of 60-point items, in the window, whose items come from
    /// closures.
    private static func collection(
      items: Int, in context: DeviceCheckContext
    ) async -> UICollectionView? {
      let screen = ProbeController("Collection")
      guard await Stage.show(screen, in: context.window) else { return nil }
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 60, height: 60)
      let collection = UICollectionView(frame: screen.view.bounds, collectionViewLayout: layout)
      collection.re.debugName = "collection"
      collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      collection.re.provideNumberOfItems(with: collection) { _, _ in items }
      collection.re.provideCell(with: collection) { collection, indexPath in
        collection.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      }
      screen.view.addSubview(collection)
      return collection
    }

    /// Asked by a cell as it is displayed; the collection answers.
    private struct WhichCollection: ResponderRequest {
      typealias Reply = String
    }

    private static func item(_ item: Int) -> IndexPath {
      IndexPath(item: item, section: 0)
    }

    static let willDisplayCell = DeviceCheck(
      area: "Delegates", name: "UICollectionView re.onWillDisplayCell",
      verifies: "After reloadData() and layout, UIKit's collectionView(_:willDisplay:forItemAt:)"
        + " reaches re.onWillDisplayCell's closure once for each item it displays, with the"
        + " cell it displays there.",
      calls: .uikit("reloadData() and layoutIfNeeded() make UIKit display the items")
    ) { context in
      var verdict = Verdict()
      guard let collection = await collection(items: 3, in: context) else {
        return .failed("the screen did not reach the window")
      }
      var displayed: [IndexPath] = []
      var cellsMatched = true
      // Apple documents this call as made "before adding a cell to its content": whether a
      // request the cell sends from here reaches the collection is recorded, not expected
      // (HowRoutesCrossUIKit advises no such request).
      collection.re.handle(WhichCollection.self) { _, context in
        context.reply("collection")
        return .stop
      }
      var inWindow: [Bool] = []
      var answered: [Bool] = []
      collection.re.onWillDisplayCell(with: collection) { _, cell, indexPath in
        displayed.append(indexPath)
        // Before display, the cell is the one the data source gave for this index path.
        cellsMatched = cellsMatched && cell.reuseIdentifier == "cell"
        inWindow.append(cell.window != nil)
        cell.re.request(WhichCollection()) { answered.append((try? $0.get()) == "collection") }
      }
      collection.reloadData()
      collection.layoutIfNeeded()
      verdict.expectEqual(
        displayed.sorted(), [item(0), item(1), item(2)], "the items the closure heard of")
      verdict.expect(cellsMatched, "a cell the closure got was not the data source's")
      verdict.fact("cells in a window inside willDisplay", "\(inWindow)")
      verdict.fact("requests from the cell answered inside willDisplay", "\(answered)")
      return verdict.outcome("each displayed item reached the closure")
    }

    static let sectionHeadersAndFooters = DeviceCheck(
      area: "Delegates", name: "UICollectionView section headers and footers",
      verifies: "After reloadData() and layout, the flow layout gives the header and footer the"
        + " heights of re.provideHeaderSize and re.provideFooterSize, and the collection shows"
        + " the views re.provideSupplementaryView dequeued for each kind.",
      calls: .uikit(
        "reloadData() and layoutIfNeeded() make UIKit ask for the sizes and the views")
    ) { context in
      var verdict = Verdict()
      guard let collection = await collection(items: 3, in: context) else {
        return .failed("the screen did not reach the window")
      }
      for kind in [header, footer] {
        collection.register(
          UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
          withReuseIdentifier: kind)
      }
      collection.re.provideHeaderSize(with: collection) { _, _ in CGSize(width: 50, height: 30) }
      collection.re.provideFooterSize(with: collection) { _, _ in CGSize(width: 50, height: 20) }
      collection.re.provideSupplementaryView(with: collection) { collection, kind, indexPath in
        let view = collection.dequeueReusableSupplementaryView(
          ofKind: kind, withReuseIdentifier: kind, for: indexPath)
        view.tag = kind == header ? 1 : 2
        return view
      }
      collection.reloadData()
      collection.layoutIfNeeded()
      let headerFrame = collection.layoutAttributesForSupplementaryElement(
        ofKind: header, at: item(0))?.frame
      let footerFrame = collection.layoutAttributesForSupplementaryElement(
        ofKind: footer, at: item(0))?.frame
      verdict.expectEqual(headerFrame?.height, 30, "header height")
      verdict.expectEqual(footerFrame?.height, 20, "footer height")
      verdict.expectEqual(
        collection.supplementaryView(forElementKind: header, at: item(0))?.tag, 1,
        "the header view shown")
      verdict.expectEqual(
        collection.supplementaryView(forElementKind: footer, at: item(0))?.tag, 2,
        "the footer view shown")
      return verdict.outcome("UIKit laid out and showed the closures' supplementary views")
    }

    static let insetsAndSpacing = DeviceCheck(
      area: "Delegates", name: "UICollectionView flow layout insets and spacing",
      verifies:
        "The flow layout places items by re.provideSectionInset (the first item at the"
        + " left and top insets) and re.provideMinimumLineSpacing (the gap between lines), and"
        + " keeps items on a line at least re.provideMinimumInteritemSpacing apart.",
      calls: .uikit(
        "reloadData() and layoutIfNeeded() make the flow layout ask for the inset and spacings")
    ) { context in
      var verdict = Verdict()
      guard let collection = await collection(items: 12, in: context) else {
        return .failed("the screen did not reach the window")
      }
      collection.re.provideSectionInset(with: collection) { _, _ in
        UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
      }
      collection.re.provideMinimumLineSpacing(with: collection) { _, _ in 15 }
      collection.re.provideMinimumInteritemSpacing(with: collection) { _, _ in 12 }
      collection.reloadData()
      collection.layoutIfNeeded()
      let frames = (0..<12).compactMap { collection.layoutAttributesForItem(at: item($0))?.frame }
      guard frames.count == 12, let first = frames.first else {
        return .failed("the layout has no attributes for the items")
      }
      verdict.expectEqual(first.minX, 20, "first item's x (left inset)")
      verdict.expectEqual(first.minY, 10, "first item's y (top inset)")
      let firstLine = frames.filter { $0.minY == first.minY }
      if let nextLine = frames.first(where: { $0.minY > first.minY }) {
        verdict.expectEqual(nextLine.minY - first.maxY, 15, "gap between lines")
      } else {
        verdict.fail("all items fit on one line; the line spacing was not exercised")
      }
      let gaps = zip(firstLine, firstLine.dropFirst()).map { $1.minX - $0.maxX }
      // With one item on the first line there is no gap, and the spacing was not exercised.
      verdict.expect(
        !gaps.isEmpty, "one item on the first line: the interitem spacing was not exercised")
      verdict.expect(gaps.allSatisfy { $0 >= 12 }, "items closer than 12 on a line: \(gaps)")
      verdict.fact("gaps between items on the first line", "\(gaps)")
      return verdict.outcome("the flow layout followed the closures")
    }

    static let movingItems = DeviceCheck(
      area: "Delegates", name: "UICollectionView moving items",
      verifies: "With re.onMoveItem and re.provideCanMoveItem, beginInteractiveMovementForItem"
        + " refuses the item the closure forbids and starts for another; the move closure"
        + " receives collectionView(_:moveItemAt:to:); the data source proxy claims that method"
        + " only while the closure is registered.",
      calls: .both(
        "beginInteractiveMovementForItem(at:) makes UIKit ask canMoveItemAt; the check calls"
          + " collectionView(_:moveItemAt:to:) itself, which UIKit calls as the user drops a"
          + " dragged item")
    ) { context in
      var verdict = Verdict()
      guard let collection = await collection(items: 3, in: context) else {
        return .failed("the screen did not reach the window")
      }
      let claimsMove = { collection.dataSource?.responds(to: moveSelector) ?? false }
      verdict.expect(!claimsMove(), "the proxy claims collectionView(_:moveItemAt:to:) unasked")
      let log = HandlerLog()
      let moveToken = collection.re.onMoveItem(with: collection) { _, source, destination in
        log.append("\(source.item) to \(destination.item)")
      }
      collection.re.provideCanMoveItem(with: collection) { _, indexPath in indexPath.item != 0 }
      verdict.expect(claimsMove(), "the proxy does not claim collectionView(_:moveItemAt:to:)")
      collection.reloadData()
      collection.layoutIfNeeded()
      verdict.expect(
        !collection.beginInteractiveMovementForItem(at: item(0)),
        "UIKit began moving the item the closure forbids")
      let began = collection.beginInteractiveMovementForItem(at: item(1))
      verdict.expect(began, "UIKit did not begin moving an item the closure allows")
      if began { collection.cancelInteractiveMovement() }
      collection.dataSource?.collectionView?(collection, moveItemAt: item(1), to: item(2))
      verdict.expectEqual(log.entries, ["1 to 2"], "collectionView(_:moveItemAt:to:) ran")
      moveToken.remove()
      verdict.expect(!claimsMove(), "the proxy still claims moving after the closure went")
      return verdict.outcome("moving followed the closures")
    }

    static let contextMenu = DeviceCheck(
      area: "Delegates", name: "UICollectionView context menu",
      verifies: "re.provideContextMenu receives the index paths and point of"
        + " collectionView(_:contextMenuConfigurationForItemsAt:point:), and its configuration"
        + " is returned; the proxy never claims the deprecated single-item form, and stops"
        + " claiming the new one when the closure is removed.",
      calls: .check(Cites.contextMenu)
    ) { context in
      var verdict = Verdict()
      guard let collection = await collection(items: 3, in: context) else {
        return .failed("the screen did not reach the window")
      }
      let token = collection.re.provideContextMenu(with: collection) { _, indexPaths, point in
        let items = indexPaths.map { String($0.item) }.joined(separator: ",")
        return UIContextMenuConfiguration(
          identifier: "items \(items) at \(Int(point.x))" as NSString, previewProvider: nil,
          actionProvider: nil)
      }
      let menu = collection.delegate?.collectionView?(
        collection, contextMenuConfigurationForItemsAt: [item(0), item(2)],
        point: CGPoint(x: 30, y: 30))
      verdict.expectEqual(
        menu?.identifier as? String, "items 0,2 at 30", "the configuration's identifier")
      let delegate = collection.delegate
      verdict.expect(
        !(delegate?.responds(to: deprecatedContextMenuSelector) ?? false),
        "the proxy claims the deprecated single-item context menu method")
      token.remove()
      verdict.expect(
        !(delegate?.responds(to: contextMenuSelector) ?? false),
        "the proxy still claims the context menu method after the closure was removed")
      return verdict.outcome("the context menu closure answered")
    }

    static let fallbackSupplementaryView = DeviceCheck(
      area: "Delegates",
      name: "UICollectionView without a cell or supplementary view provider gets a dequeued one",
      verifies: "A second collection given the first one's data source proxy (whose closures"
        + " serve only the first) asks it for a header during layout and, called directly, for"
        + " a footer and a cell: each comes back dequeued under the proxy's private reuse"
        + " identifier, registered on that collection where it is needed (before, the cell was"
        + " registered on the first collection only, and UIKit raised), with a missingAnswer"
        + " diagnostic each.",
      calls: .both(
        "reloadData() and layoutIfNeeded() make UIKit ask for the header; the check asks for"
          + " the footer itself, outside a request, as a test would")
    ) { context in
      var verdict = Verdict()
      guard let owner = await collection(items: 1, in: context),
        let screen = owner.superview
      else {
        return .failed("the screen did not reach the window")
      }
      // The owner's layout shows no header or footer; its closure is what makes the proxy
      // claim the method.
      for kind in [header, footer] {
        owner.register(
          UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
          withReuseIdentifier: "owner")
      }
      owner.re.provideSupplementaryView(with: owner) { collection, kind, indexPath in
        collection.dequeueReusableSupplementaryView(
          ofKind: kind, withReuseIdentifier: "owner", for: indexPath)
      }
      let layout = UICollectionViewFlowLayout()
      layout.headerReferenceSize = CGSize(width: 50, height: 30)
      // No items: only supplementary views are asked for.
      let other = UICollectionView(frame: screen.bounds, collectionViewLayout: layout)
      other.re.debugName = "other collection"
      screen.addSubview(other)
      other.dataSource = owner.dataSource
      let layoutKinds = AppObjectScenario.diagnostics {
        other.reloadData()
        other.layoutIfNeeded()
      }
      let headerLaidOut =
        other.layoutAttributesForSupplementaryElement(ofKind: header, at: item(0)) != nil
      if headerLaidOut {
        let shown = other.supplementaryView(forElementKind: header, at: item(0))
        verdict.expect(shown?.reuseIdentifier != nil, "no dequeued fallback header was shown")
        verdict.expect(
          layoutKinds.contains("missingAnswer"),
          "no missingAnswer diagnostic during layout (got \(layoutKinds))")
        verdict.fact("the fallback header's reuse identifier", shown?.reuseIdentifier ?? "nil")
      } else {
        verdict.fact("the flow layout laid out a header for an empty section", "no")
      }

      // Called directly, for a kind not registered yet. iOS 18 raises at the next layout when
      // a view was dequeued without a request from the collection view, so the view leaves the
      // window before it can lay out again.
      var view: UICollectionReusableView?
      var cell: UICollectionViewCell?
      let callKinds = AppObjectScenario.diagnostics {
        view = other.dataSource?.collectionView?(
          other, viewForSupplementaryElementOfKind: footer, at: item(0))
        cell = other.dataSource?.collectionView(other, cellForItemAt: item(0))
      }
      other.removeFromSuperview()
      verdict.expect(view != nil, "no view returned")
      verdict.expect(
        view?.reuseIdentifier != nil, "the fallback view was not dequeued (no reuse identifier)")
      verdict.expect(
        cell?.reuseIdentifier != nil, "the fallback cell was not dequeued (no reuse identifier)")
      verdict.expectEqual(
        callKinds, ["missingAnswer", "missingAnswer"], "diagnostics of the direct calls")
      if verdict.failures.isEmpty && !headerLaidOut {
        return .notApplicable(
          "the flow layout laid out no header for the empty section, so UIKit never asked for"
            + " one (the direct calls passed)",
          facts: verdict.facts)
      }
      return verdict.outcome("fallback cells and supplementary views were dequeued")
    }
  }
#endif
