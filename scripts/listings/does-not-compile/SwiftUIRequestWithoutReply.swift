// expected error: requires that 'SaveDraft' conform to 'ResponderRequest'
import ResponderEvents
import SwiftUI

/// An event that expects no answer: a `ResponderEvent`, not a `ResponderRequest`.
struct SaveDraft: ResponderEvent {}

/// A SwiftUI button that awaits an answer `SaveDraft` cannot have; `events.send` is what it
/// wants.
struct SaveDraftButton: View {
  @Environment(\.responderEvents) private var events

  var body: some View {
    Button("Save draft") {
      Task { try await events.request(SaveDraft()) }
    }
  }
}
