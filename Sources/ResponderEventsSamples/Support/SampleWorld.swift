import ResponderEventsCore

// The stand-ins the engine samples talk about: buttons, cells, views and controllers as plain
// nodes, and the app objects their handlers call. Sample functions take them as parameters, so
// a sample reads as it does in the documentation.

/// A node of the samples' tree: a plain class with a parent and children.
@MainActor
class SampleNode: EventNode {
  weak var parent: SampleNode?
  var children: [any EventNode] = []
  let responderEventsStorage = EventNodeStorage()

  var responderEventsParent: (any EventNode)? { parent }
  var responderEventsChildren: [any EventNode] { children }

  /// Creates a node named `name` in traces.
  init(_ name: String) {
    re.debugName = name
  }

  /// Makes `child` a child of this node, as `UIView.addSubview(_:)` does.
  func addSubview(_ child: SampleNode) {
    child.parent = self
    children.append(child)
  }
}

/// A button: the node where events start.
final class SampleButton: SampleNode {}

/// A cell that knows its row.
final class SampleCell: SampleNode {
  var row = 0
}

/// A view that shows a theme.
final class SampleView: SampleNode {
  private(set) var theme: Theme?

  func apply(_ theme: Theme) { self.theme = theme }
}

/// A row of a shelf list: what a table cell is in UIKit.
final class ShelfRow: SampleNode {}

/// A controller with a list of shelves, which highlights the one an event came through.
final class ShelfController: SampleNode {
  private(set) var highlighted: [String] = []

  func highlight(_ row: (any EventNode)?) {
    highlighted.append(row.map { NodeDescription($0).name } ?? "none")
  }
}

/// A controller with the app state the samples' handlers change.
final class SampleController: SampleNode {
  let cart = Cart()
  let analytics = Analytics()
  private(set) var shownTitles: [String?] = []
  var deletableItems: Set<Int> = []
  var confirmationAnswer = true

  func show(_ title: String?) { shownTitles.append(title) }

  func canDelete(_ itemID: Int) -> Bool { deletableItems.contains(itemID) }

  func presentConfirmation(_ completion: @escaping @MainActor (Bool) -> Void) {
    completion(confirmationAnswer)
  }
}

/// The controller that handles events in its own method (``EventHandling``).
final class CartViewController: SampleNode {
  let cart = Cart()
}

/// The products a controller collected.
@MainActor
final class Cart {
  private(set) var productIDs: [Int] = []

  func add(_ productID: Int) { productIDs.append(productID) }
}

/// The names of the events a controller logged.
@MainActor
final class Analytics {
  private(set) var names: [String] = []

  func log(_ name: String) { names.append(name) }
}

/// Where the samples' diagnostics handler writes.
struct SampleLogger: Sendable {
  func warning(_ message: String) { print("warning:", message) }
}

/// The app's colour theme.
enum Theme: Sendable {
  case light
  case dark
}

/// Broadcast by a controller when the theme changes.
struct ThemeChanged: ResponderEvent {
  let theme: Theme
}

/// Asked down the tree before a screen closes, to learn whether any part has unsaved changes.
struct HasUnsavedChanges: ResponderRequest {
  typealias Reply = Bool
}

/// A failure of the network, which a screen shows as a banner.
struct NetworkError: Error {}

/// A cell that saves its row and may fail.
final class SavingCell: SampleNode {
  var failsToSave = false

  func save() async throws {
    if failsToSave { throw NetworkError() }
  }
}

/// A screen that shows errors.
final class ErrorShowingController: SampleNode {
  private(set) var shownErrors: [String] = []

  func showOfflineBanner(for error: NetworkError) { shownErrors.append("offline") }

}

/// A form that validates before it submits.
final class FormNode: SampleNode {
  var isValid = true

  func validate() throws {
    if !isValid { throw NetworkError() }
  }
}

struct Submit: ResponderEvent {}

/// A row that shows a product.
final class ProductRowNode: SampleNode {
  var productID = 7
}

struct ButtonTapped: ResponderEvent {}

struct OpenProduct: ResponderEvent {
  let id: Int
}

/// Asks the screens above to show that the network is down.
struct ShowOfflineBanner: ResponderEvent {}

/// Names what the user did, for analytics.
struct TrackedAction: ResponderEvent {
  let name: String
}

/// A record of every event, which can fail to write.
@MainActor
final class Journal {
  private(set) var entries: [String] = []
  var isFull = false

  func record(_ event: any ResponderEvent) throws {
    if isFull { throw NetworkError() }
    entries.append("\(event)")
  }
}

/// A screen that writes every event passing it to its journal.
final class JournalScreen: SampleNode {
  let journal = Journal()
}
