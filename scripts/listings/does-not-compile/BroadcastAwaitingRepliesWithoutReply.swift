// expected error: this event declares no Reply type, so nobody can answer it: declare `typealias Reply = …` in the event, or use broadcast(_:options:)
import ResponderEventsCore

/// An event that expects no answer: it leaves `Reply` at its default, `Never`.
struct ThemeChanged: ResponderEvent {}

/// Awaits answers that `ThemeChanged` cannot have.
@MainActor
func announceTheme(from node: some EventNode) async -> Int {
  await node.re.broadcastAwaitingReplies(ThemeChanged()).replies.count
}
