import ResponderEventsCore
import ResponderEventsTesting
import Testing

// The UIKit layer keeps every view's gesture closures in one `GestureTable<UIGestureRecognizer>`
// (GestureRegistrations.swift): the table's type parameter is the base class, whatever
// recognizer the app passes. These model recognizers stand in for UIKit's the same way.
private class ModelRecognizer {}
private final class ModelTap: ModelRecognizer {}
private final class ModelLongPress: ModelRecognizer {}

@Suite("Gesture closures piling up: reported per type of recognizer")
@MainActor
struct GesturePileUpByRecognizerTypeTests {
  // ClosuresForControls.md: a view with 16 or more gesture closures "is reported as
  // registrationsPiledUp (once per type of control; for gestures, once per type of view and
  // of recognizer)".
  @Test("taps piling up on one view and long presses on another of its type are two reports")
  func eachRecognizerTypeIsReported() {
    let (taps, presses) = (TestNode("cell A"), TestNode("cell B"))
    let (tapTable, pressTable) = (GestureTable<ModelRecognizer>(), GestureTable<ModelRecognizer>())
    var kept: [ModelRecognizer] = []  // on their views, as UIKit's would be
    let (_, diagnostics) = collectingDiagnostics {
      for _ in 0..<20 {
        let tap = ModelTap()
        kept.append(tap)
        _ = tapTable.register(tap, isOnView: false, key: nil, on: taps)
      }
      for _ in 0..<20 {
        let press = ModelLongPress()
        kept.append(press)
        _ = pressTable.register(press, isOnView: false, key: nil, on: presses)
      }
    }
    #expect(diagnostics.map(\.kind) == [.registrationsPiledUp, .registrationsPiledUp])
    #expect(diagnostics.map(\.eventType) == ["ModelTap", "ModelLongPress"])
  }

  // A cell that piles up taps (no identifier) but replaces its long press on every reuse, as
  // documented: the long press never piles up, so no report should name it.
  @Test("a recognizer type replaced by its identifier is not reported as piled up")
  func keyedTypeIsNotNamed() {
    let cell = TestNode("cell")
    let table = GestureTable<ModelRecognizer>()
    var kept: [ModelRecognizer] = []
    let (_, diagnostics) = collectingDiagnostics {
      for _ in 0..<20 {
        let press = ModelLongPress()
        kept.append(press)
        _ = table.register(press, isOnView: false, key: "press", on: cell)
        let tap = ModelTap()
        kept.append(tap)
        _ = table.register(tap, isOnView: false, key: nil, on: cell)
      }
    }
    #expect(diagnostics.map(\.eventType) == ["ModelTap"])
  }
}
