// expected error: requires that 'ThemeChanged' conform to 'ResponderRequest'
import ResponderEventsCore

/// An event that expects no answer: a `ResponderEvent`, not a `ResponderRequest`.
struct ThemeChanged: ResponderEvent {}

/// Awaits answers that `ThemeChanged` cannot have.
@MainActor
func announceTheme(from node: some EventNode) async -> Int {
  await node.re.broadcastAwaitingReplies(ThemeChanged()).replies.count
}
