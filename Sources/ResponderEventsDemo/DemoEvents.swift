import ResponderEvents

/// Sent by a button deep in the nested table; the outer cell adds its row on the way up and the
/// controller answers with the new cart size.
struct ItemTapped: ResponderRequest {
  typealias Reply = Int
  let item: String
  var outerRow: Int? = nil
}

/// Broadcast by the controller to everything below it (THUIEventBus's downward passing).
struct ThemeChanged: ResponderEvent {
  let isDark: Bool
}

/// Sent by a popup that was added straight to the window.
struct PopupDismissed: ResponderEvent {}
