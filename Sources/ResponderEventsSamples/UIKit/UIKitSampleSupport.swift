#if canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  import UIKit

  // The app objects the UIKit and SwiftUI samples talk about.

  /// A product in a shop.
  struct Product: Sendable {
    let id: Int
  }

  /// A photo in a collection.
  struct Photo: Sendable {
    let name: String
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

  /// A controller that owns a cart.
  final class ShopViewController: UIViewController {
    let cart = Cart()
  }
#endif
