// The code samples of the documentation, compiled.
//
// Every Swift block in the README, the DocC articles and the doc comments appears verbatim in
// this target (checked by ResponderEventsDocumentationTests), so a sample that stops compiling
// breaks the build. Samples for the engine compile everywhere; UIKit and SwiftUI samples are
// inside `#if canImport(UIKit)` and compile in the iOS build. Nothing here is part of the
// library.
import ResponderEvents
