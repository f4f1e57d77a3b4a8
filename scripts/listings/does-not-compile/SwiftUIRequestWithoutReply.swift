// expected error: this event declares no Reply type, so nobody can answer it: declare `typealias Reply = …` in the event, or use send(_:options:)
import ResponderEvents
import SwiftUI

/// An event that expects no answer: it leaves `Reply` at its default, `Never`.
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
