// expected error: requires that 'ThemeChanged' conform to 'ResponderRequest'
import ResponderEventsCore

/// An event that expects no answer: a `ResponderEvent`, not a `ResponderRequest`.
struct ThemeChanged: ResponderEvent {}

/// Collects answers that `ThemeChanged` cannot have; `broadcast` is what this wants.
@MainActor
func announceTheme(from node: some EventNode) -> Int {
  node.re.broadcastCollectingReplies(ThemeChanged()).replies.count
}
