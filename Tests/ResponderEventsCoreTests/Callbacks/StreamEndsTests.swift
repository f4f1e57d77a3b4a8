import ResponderEventsCore
import ResponderEventsTesting
import Testing

@Suite("Streams that end with their object", .timeLimit(.minutes(10)))
@MainActor
struct StreamEndsTests {
  @Test("the streams still open finish when the list is deallocated; removed ones do not")
  func finishOnDeinit() async throws {
    try await finishing {
      var ends: StreamEnds? = StreamEnds()
      let (kept, keptContinuation) = AsyncStream.makeStream(of: Int.self)
      let (removed, removedContinuation) = AsyncStream.makeStream(of: Int.self)
      _ = ends?.add { keptContinuation.finish() }
      let removedID = ends?.add { removedContinuation.finish() }
      ends?.remove(removedID ?? 0)
      #expect(ends?.count == 1)
      keptContinuation.yield(1)
      removedContinuation.yield(2)
      ends = nil
      var keptValues: [Int] = []
      for await value in kept { keptValues.append(value) }
      #expect(keptValues == [1])  // the loop ended: the stream finished
      removedContinuation.yield(3)
      removedContinuation.finish()
      var removedValues: [Int] = []
      for await value in removed { removedValues.append(value) }
      #expect(removedValues == [2, 3])  // still open after the list went away
    }
  }
}
