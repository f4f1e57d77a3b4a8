#if canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  import UIKit

  /// The sample of `send(with:on:identifier:options:_:)`'s doc comment.
  @MainActor
  enum DelegateChainAfterSamples {
    struct BuyTapped: ResponderEvent {
      var productID: Int? = nil
    }

    static func makeTheEventWhenTapped(buyButton: UIButton) {
      buyButton.re.send(with: buyButton, on: .touchUpInside) { _ in BuyTapped() }
    }
  }
#endif
