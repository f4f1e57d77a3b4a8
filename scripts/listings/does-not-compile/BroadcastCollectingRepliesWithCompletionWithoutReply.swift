// expected error: requires that 'ThemeChanged' conform to 'ResponderRequest'
import ResponderEventsCore

/// An event that expects no answer: a `ResponderEvent`, not a `ResponderRequest`.
struct ThemeChanged: ResponderEvent {}

/// Waits for answers that `ThemeChanged` cannot have, with a completion.
@MainActor
func announceTheme(from node: some EventNode) {
  node.re.broadcastCollectingReplies(ThemeChanged()) { replies in
    print(replies.values.count)
  }
}
