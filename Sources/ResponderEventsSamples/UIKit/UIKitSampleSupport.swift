#if canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  import UIKit

  // The app objects the UIKit and SwiftUI samples talk about.

  /// A product in a shop.
  struct Product: Sendable {
    let id: Int
  }

  /// An item a user can like.
  struct Item: Sendable {
    let id: Int
  }

  /// A photo in a collection.
  struct Photo: Sendable {
    let name: String
  }

  /// Where likes are kept.
  @MainActor
  final class Store {
    private(set) var likedItemIDs: [Int] = []

    func like(_ item: Item) { likedItemIDs.append(item.id) }
  }

  /// The app's settings screen state.
  @MainActor
  final class Settings {
    var notifications = false
  }

  /// Sent by a close button.
  struct CloseTapped: ResponderEvent {}

  /// A collection cell that shows a photo.
  final class PhotoCell: UICollectionViewCell {
    private(set) var photo: Photo?

    func show(_ photo: Photo) { self.photo = photo }
  }

  /// A collection's section header that shows a title.
  final class SectionHeader: UICollectionReusableView {
    var title = ""
  }

  /// A table cell with a like button.
  final class LikeCell: UITableViewCell {
    let likeButton = UIButton(type: .system)
  }

  /// A table cell that knows its row.
  final class RowCell: UITableViewCell {
    var row = 0
  }

  /// A controller that owns a cart.
  final class ShopViewController: UIViewController {
    let cart = Cart()
  }

  /// A controller that shows the titles of tapped items.
  final class ListViewController: UIViewController {
    let tableView = UITableView()
    private(set) var shown: [(title: String, row: Int?)] = []

    func show(_ title: String, row: Int?) { shown.append((title, row)) }
  }
#endif
