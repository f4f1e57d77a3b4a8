import ResponderEventsTesting
import Testing

@testable import ResponderEventsCore

private struct Refresh: ResponderEvent {}

/// An event type made of binary digits, so that a test can make as many distinct event types
/// as it needs at run time: `Digit1<Digit0<Digits>>` is 2, and so on.
private protocol Numbered: ResponderEvent { init() }
private struct Digits: Numbered {}
private struct Digit0<Higher: Numbered>: Numbered {}
private struct Digit1<Higher: Numbered>: Numbered {}

/// Broadcasts from `root` an event of the type that spells `number` in `digits` binary digits.
@MainActor
private func broadcastNumbered<Higher: Numbered>(
  _ number: Int, digits: Int, _: Higher.Type = Digits.self, from root: ModelResponder
) {
  guard digits > 0 else {
    root.re.broadcast(Higher())
    return
  }
  if number & 1 == 0 {
    broadcastNumbered(number >> 1, digits: digits - 1, Digit0<Higher>.self, from: root)
  } else {
    broadcastNumbered(number >> 1, digits: digits - 1, Digit1<Higher>.self, from: root)
  }
}

/// The record that reports each likely mistake once stays bounded.
///
/// Causes count node types, not debug names, and a record holds at most
/// ``EventDiagnostics/maximumRecordedCauses``. On the model of UIKit.
@Suite("Likely mistakes: the record of causes reported stays bounded", .collectingDiagnostics)
@MainActor
struct DiagnosticCauseRecordTests {
  @Test(
    "cells named by their item, made for the whole life of the app, are one cause: the record does not grow"
  )
  func debugNamesAreNotCauses() {
    let controller = ModelViewController("Controller")
    // A plain view: a list view would not broadcast to cells it does not display.
    let list = ModelView("List")
    controller.view.addSubview(list)
    let shell = ModelShell(root: controller)
    defer { withExtendedLifetime(shell) {} }
    let (_, diagnostics) = collectingDiagnostics {
      for id in 0..<2_000 {
        let cell = ModelCell("cell \(id)")
        cell.re.handle(Refresh.self) { _, _ in .handled }
        list.addSubview(cell)
        controller.re.broadcast(Refresh())
        cell.removeFromSuperview()
      }
      #expect(EventDiagnostics.scopedSink.get()?.reportedCauses.count == 1)
    }
    let hints = diagnostics.filter { $0.kind == .handlerInOtherDirection }
    #expect(hints.count == 1)
    #expect(hints.first?.node?.name == "cell 0")
    #expect(diagnostics.filter { $0.kind == .unhandled }.count == 2_000)

    // A node of another type is another cause.
    let (_, header) = collectingDiagnostics {
      let cell = ModelCell("cell")
      let view = ModelView("header")
      for node in [cell, view] {
        node.re.handle(Refresh.self) { _, _ in .handled }
        list.addSubview(node)
      }
      controller.re.broadcast(Refresh())
      controller.re.broadcast(Refresh())
    }
    #expect(
      header.filter { $0.kind == .handlerInOtherDirection }.map(\.node?.name) == [
        "cell", "header",
      ])
  }

  @Test(
    "a presented controller of one type, named anew each time it is shown, is one cause"
  )
  func presentedControllersNamedAnew() {
    let screen = ModelViewController("Screen")
    screen.re.handle(Refresh.self) { _, _ in .stop }
    let navigation = ModelNavigationController("Navigation", root: screen)
    let shell = ModelShell(root: navigation)
    defer { withExtendedLifetime(shell) {} }
    let (_, diagnostics) = collectingDiagnostics {
      for id in 0..<100 {
        let sheet = ModelViewController("sheet \(id)")
        screen.present(sheet)
        sheet.re.send(Refresh())
        sheet.dismiss()
      }
    }
    let hints = diagnostics.filter { $0.kind == .presenterNotRecorded }
    #expect(hints.count == 1)
    #expect(hints.first?.node?.name == "sheet 0")
  }

  @Test(
    "past 1,000 causes the record stops growing, and causes it does not hold are reported each time"
  )
  func recordIsCapped() {
    let controller = ModelViewController("Controller")
    let cell = ModelView("Cell")
    controller.view.addSubview(cell)
    cell.re.handle(conformingTo: (any Numbered).self) { _, _ in .handled }
    let shell = ModelShell(root: controller)
    defer { withExtendedLifetime(shell) {} }
    let limit = EventDiagnostics.maximumRecordedCauses
    #expect(limit == 1_000)
    let hintsPerRound = HintCounter()
    EventDiagnostics.withHandler(
      { diagnostic in
        if diagnostic.kind == .handlerInOtherDirection { hintsPerRound.count() }
      },
      operation: {
        // Three rounds of 1,005 event types that a node handles only travelling up.
        for _ in 0..<3 {
          hintsPerRound.startRound()
          for number in 0..<(limit + 5) {
            broadcastNumbered(number, digits: 11, from: controller)
          }
        }
        #expect(EventDiagnostics.scopedSink.get()?.reportedCauses.count == limit)
      })
    #expect(hintsPerRound.rounds == [limit + 5, 5, 5])
  }

  @Test("a full record keeps the causes it holds reported once, and holds no more")
  func fullRecord() {
    let causes = [Refresh.self, Tapped.self, Purchase.self].map {
      DiagnosticCause(
        kind: .handlerInOtherDirection, eventType: ObjectIdentifier($0), direction: .down,
        nodeTypes: [])
    }
    var record = Set<DiagnosticCause>()
    var reported = [Bool]()
    for index in [0, 1, 0, 2, 2, 1] {
      reported.append(EventDiagnostics.record(causes[index], in: &record, limit: 2))
    }
    #expect(reported == [true, true, false, true, true, false])
    #expect(record == Set(causes.prefix(2)))
  }

  // A cause recorded as reported while reports were dropped would never be heard of.
  @Test("a likely mistake dropped by the nested-report bound is not recorded as reported")
  func droppedLikelyMistakeStaysUnrecorded() {
    let root = TestNode("root") { TestNode("leaf") }
    var kinds: [EventDiagnostic.Kind] = []
    EventDiagnostics.withHandler(
      { [weak root] diagnostic in
        kinds.append(diagnostic.kind)
        // Uses up the bound with plain reports, then makes a likely mistake.
        guard kinds.count == 1, let root else { return }
        for _ in 0..<EventDiagnostics.maximumNestedReports {
          root["leaf"].re.send(Tapped(button: "noise"))
        }
        EventDiagnostics.emitOnce(
          .handlerInOtherDirection, eventType: Tapped.self, direction: .up,
          nodes: [root["leaf"]], "a likely mistake")
      },
      operation: {
        root["leaf"].re.send(Tapped(button: "first"))
        // Outside any report: the same cause again.
        EventDiagnostics.emitOnce(
          .handlerInOtherDirection, eventType: Tapped.self, direction: .up,
          nodes: [root["leaf"]], "a likely mistake")
      })
    #expect(kinds.filter { $0 == .handlerInOtherDirection }.count == 1)
  }
}

/// Counts the diagnostics of each round of a test.
@MainActor
private final class HintCounter {
  private(set) var rounds = [Int]()

  func startRound() { rounds.append(0) }
  func count() { rounds[rounds.count - 1] += 1 }
}
