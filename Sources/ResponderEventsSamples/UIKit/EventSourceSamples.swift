#if canImport(UIKit) && !os(watchOS)
  import ResponderEventsDelegates
  import UIKit

  /// The samples of the event sources beyond controls and delegates: control events as
  /// sequences, gestures on any view, menu and bar button actions.
  @MainActor
  enum EventSourceSamples {
    /// A screen that saves when asked.
    final class EditorController: UIViewController {
      private(set) var saves = 0

      func save() async { saves += 1 }
    }

    /// A user's picture, with a menu on long press.
    final class AvatarView: UIImageView {
      private(set) var menuShown = false

      func showMenu() { menuShown = true }
    }

    /// A card with an identity, dismissed by a swipe.
    final class CardView: UIView {
      let id = 7
    }

    struct CardDismissed: ResponderEvent {
      let id: Int
    }

    struct PhotoTapped: ResponderEvent {}

    static func gestures(avatar: AvatarView, card: CardView, photoView: UIImageView) {
      avatar.re.on(with: avatar, UILongPressGestureRecognizer(), states: [.began]) { avatar, _ in
        avatar.showMenu()
      }
      card.re.send(with: card, on: UISwipeGestureRecognizer()) { card, _ in
        CardDismissed(id: card.id)
      }
      photoView.re.send(with: photoView, on: UITapGestureRecognizer()) { _, _ in PhotoTapped() }
    }

    struct SaveTapped: ResponderEvent {}
    struct DeleteRow: ResponderEvent {}

    /// A screen with a Save button in its navigation bar and a menu on its cells.
    final class NotesController: UIViewController {
      private(set) var menus: [UIMenu] = []

      func addActions(cell: UITableViewCell) {
        navigationItem.rightBarButtonItem = UIBarButtonItem(
          primaryAction: re.action(with: self, title: "Save") { _, _ in SaveTapped() })

        let menu = UIMenu(children: [
          cell.re.action(
            with: cell, title: "Delete", image: UIImage(systemName: "trash"),
            attributes: .destructive
          ) { _, _ in DeleteRow() }
        ])
        menus.append(menu)
      }
    }

    struct NoteEdited: ResponderEvent {
      let text: String
    }

    struct SearchSubmitted: ResponderEvent {
      let query: String
    }

    static func textViewAndSearchBar(notesView: UITextView, searchBar: UISearchBar) {
      notesView.re.onDidChange(with: notesView) { notesView in
        notesView.re.send(NoteEdited(text: notesView.text))
      }
      searchBar.re.onSearchButtonClicked(with: searchBar) { searchBar in
        searchBar.re.send(SearchSubmitted(query: searchBar.text ?? ""))
      }
    }

    static func loopOverTaps(button: UIButton, controller: EditorController) async {
      for await _ in button.re.events(for: .primaryActionTriggered) {
        await controller.save()
      }
    }
  }
#endif
