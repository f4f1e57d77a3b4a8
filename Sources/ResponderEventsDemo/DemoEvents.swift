import ResponderEvents

/// Sent by a button deep in the nested table; the controller, which finds the outer row on the
/// event's route, answers with the new cart size.
struct ItemTapped: ResponderRequest {
  typealias Reply = Int
  let item: String
}

/// Broadcast by the controller to everything below it (THUIEventBus's downward passing).
struct ThemeChanged: ResponderEvent {
  let isDark: Bool
}

/// Sent by a popup that was added straight to the window.
struct PopupDismissed: ResponderEvent {}
