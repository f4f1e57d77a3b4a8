#if canImport(UIKit) && !os(watchOS)
  // The complete diffable screen of ClosuresForControlsAndDelegates.md, "A list fed by a
  // diffable data source": a cell registration, a snapshot, a selection closure, and a cell
  // button whose event's handler reads the row from the route.

  import ResponderEvents
  import UIKit

  struct Book: Hashable, Sendable {
    let id: Int
    let title: String
  }

  /// Sent by a book cell's button; the controller learns which book from the route.
  struct AddToReadingList: ResponderEvent {}

  final class BookCell: UICollectionViewListCell {
    let addButton = UIButton(type: .system)

    override init(frame: CGRect) {
      super.init(frame: frame)
      addButton.setTitle("Add", for: .normal)
      accessories = [
        .customView(configuration: .init(customView: addButton, placement: .trailing()))
      ]
      addButton.re.send(AddToReadingList(), on: .primaryActionTriggered)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
  }

  final class BookListViewController: UIViewController {
    let books = [
      Book(id: 1, title: "Dream of the Red Chamber"), Book(id: 2, title: "Fortress Besieged"),
    ]
    private(set) var readingList: [Book] = []
    private(set) var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, Book>!

    override func viewDidLoad() {
      super.viewDidLoad()
      let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
      collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
      collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(collectionView)

      let registration = UICollectionView.CellRegistration<BookCell, Book> { cell, _, book in
        var content = cell.defaultContentConfiguration()
        content.text = book.title
        cell.contentConfiguration = content
      }
      dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
        collectionView, indexPath, book in
        collectionView.dequeueConfiguredReusableCell(
          using: registration, for: indexPath, item: book)
      }
      var snapshot = NSDiffableDataSourceSnapshot<Int, Book>()
      snapshot.appendSections([0])
      snapshot.appendItems(books)
      dataSource.apply(snapshot, animatingDifferences: false)

      // The delegate closure works beside the diffable data source, which stays in place.
      collectionView.re.onSelectItem { [weak self] collectionView, indexPath in
        guard let book = self?.dataSource.itemIdentifier(for: indexPath) else { return }
        collectionView.deselectItem(at: indexPath, animated: true)
        print("open", book.title)
      }
      // The button only says "add"; the row comes from the cell the event passed through.
      re.handle(AddToReadingList.self) { controller, context in
        guard let indexPath = context.indexPath(in: controller.collectionView),
          let book = controller.dataSource.itemIdentifier(for: indexPath)
        else { return .pass }
        controller.readingList.append(book)
        return .stop
      }
    }
  }
#endif
