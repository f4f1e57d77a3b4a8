#if canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  import UIKit

  /// The sample of `send(with:on:identifier:options:_:)`'s doc comment.
  @MainActor
  enum DelegateChainAfterSamples {
    struct QueryChanged: ResponderEvent {
      let text: String
    }

    static func makeTheEventWhenFired(searchField: UITextField) {
      searchField.re.send(with: searchField, on: .editingChanged) { field in
        QueryChanged(text: field.text ?? "")
      }
    }
  }
#endif
