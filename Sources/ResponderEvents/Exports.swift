// The module app developers import: the engine, plus (on UIKit platforms) the UIKit and SwiftUI
// adapters that live beside this file.
@_exported public import ResponderEventsCore
