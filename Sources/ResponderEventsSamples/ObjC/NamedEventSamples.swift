import ResponderEventsCore
import ResponderEventsObjC

// The samples in the doc comments of the named events, `ResponderEventsObjC`'s Swift side.

extension EventName {
  static let buttonTapped: EventName = "buttonTapped"
}

@MainActor
enum NamedEventSamples {
  static func sendNamedEvent(button: SampleButton, cell: SampleCell) {
    cell.re.handle(named: "buttonTapped") { cell, context in
      context.event.payload["row"] = cell.row  // enrich on the way up
      return .pass
    }

    button.re.send(NamedEvent("buttonTapped", payload: ["title": "Blue"]))
  }

  static func row(of event: NamedEvent) -> Int? {
    let row = event.payload["row", as: Int.self]
    return row
  }

  static func handleNamedEvent(controller: SampleController) {
    controller.re.handle(named: "buttonTapped") { controller, context in
      controller.show(context.event.payload["title", as: String.self])
      return .stop
    }
  }
}
