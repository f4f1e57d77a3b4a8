// expected error: requires that 'SaveDraft' conform to 'ResponderRequest'
import ResponderEventsCore

/// An event that expects no answer: a `ResponderEvent`, not a `ResponderRequest`.
struct SaveDraft: ResponderEvent {}

/// Awaits an answer that `SaveDraft` cannot have; `send` is what this wants.
@MainActor
func saveDraft(from node: some EventNode) async throws {
  try await node.re.request(SaveDraft())
}
