// expected error: requires that 'SaveDraft' conform to 'ResponderRequest'
import ResponderEventsCore

/// An event that expects no answer: a `ResponderEvent`, not a `ResponderRequest`.
struct SaveDraft: ResponderEvent {}

/// Waits for an answer that `SaveDraft` cannot have, with a completion.
@MainActor
func saveDraft(from node: some EventNode) {
  node.re.request(SaveDraft()) { result in
    print(result)
  }
}
