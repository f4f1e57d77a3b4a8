// expected error: requires that 'SaveDraft' conform to 'ResponderRequest'
import ResponderEventsCore

/// An event that expects no answer: a `ResponderEvent`, not a `ResponderRequest`.
struct SaveDraft: ResponderEvent {}

/// Awaits, for a while, an answer that `SaveDraft` cannot have.
@available(iOS 16, macOS 13, *)
@MainActor
func saveDraft(from node: some EventNode) async throws {
  try await node.re.request(SaveDraft(), timeout: .seconds(5))
}
