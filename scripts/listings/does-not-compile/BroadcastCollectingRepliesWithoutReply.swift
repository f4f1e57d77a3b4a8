// expected error: this event declares no Reply type, so nobody can answer it: declare `typealias Reply = …` in the event, or use broadcast(_:options:)
import ResponderEventsCore

/// An event that expects no answer: it leaves `Reply` at its default, `Never`.
struct ThemeChanged: ResponderEvent {}

/// Collects answers that `ThemeChanged` cannot have; `broadcast` is what this wants.
@MainActor
func announceTheme(from node: some EventNode) -> Int {
  node.re.broadcastCollectingReplies(ThemeChanged()).replies.count
}
