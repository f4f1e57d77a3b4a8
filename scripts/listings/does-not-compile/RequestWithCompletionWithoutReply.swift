// expected error: this event declares no Reply type, so nobody can answer it: declare `typealias Reply = …` in the event, or use send(_:options:)
import ResponderEventsCore

/// An event that expects no answer: it leaves `Reply` at its default, `Never`.
struct SaveDraft: ResponderEvent {}

/// Waits for an answer that `SaveDraft` cannot have, with a completion.
@MainActor
func saveDraft(from node: some EventNode) {
  node.re.request(SaveDraft()) { result in
    print(result)
  }
}
