// expected error: this event declares no Reply type, so nobody can answer it: declare `typealias Reply = …` in the event, or use send(_:options:)
import ResponderEventsCore

/// An event that expects no answer: it leaves `Reply` at its default, `Never`.
struct SaveDraft: ResponderEvent {}

/// Awaits an answer that `SaveDraft` cannot have; `send` is what this wants.
@MainActor
func saveDraft(from node: some EventNode) async throws {
  try await node.re.request(SaveDraft())
}
