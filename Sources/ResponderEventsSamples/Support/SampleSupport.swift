// The code samples of the documentation, compiled.
//
// Every Swift block in a doc comment appears verbatim in this target (checked by
// ResponderEventsDocumentationTests), so a sample that stops compiling breaks the build; the
// listings of the README and the DocC articles are compiled as printed instead, by
// scripts/listings/check-listings.py. Samples for the engine compile everywhere; UIKit and
// SwiftUI samples are inside `#if canImport(UIKit)` and compile in the iOS build. Nothing here
// is part of the library.
import ResponderEvents
