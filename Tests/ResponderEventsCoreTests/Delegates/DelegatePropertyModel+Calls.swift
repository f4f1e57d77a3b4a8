import ResponderEventsCore

// How UIKit's calls travel among the model's objects, and what each receiver should get.
extension DelegatePropertyWorld {
  func forward(_ method: Method, from sender: Object, to target: Object?) {
    guard let target, target.isAlive, target.responds(to: method) else { return }
    callDepth += 1
    defer { callDepth -= 1 }
    guard callDepth < 100 else {
      cycles.append("\(method) went round from \(sender.name) to \(target.name)")
      return
    }
    target.receive(method, in: self)
  }

  /// UIKit calls `method` on the view's delegate again, inside the current call, with the same
  /// arguments (the model's token is the method): a text field's
  /// `textFieldDidChangeSelection(_:)` when the caret or the same text is set from inside it.
  func uikitCallsAgain(_ method: Method) {
    if let front, cache.contains(method) { front.receive(method, in: self) }
  }

  /// What each receiver got when UIKit sent `method` once, and what it should have got.
  func deliver(_ method: Method) -> (received: [String: Int], expected: [String: Int]) {
    var received: [String: Int] = [:]
    var expected: [String: Int] = [:]
    for count in deliveries(of: method) {
      received[count.name()] = count.received
      expected[count.name()] = count.expected
    }
    return (received, expected)
  }

  /// Sends `method` once as UIKit would, and counts what each receiver got against what it
  /// should have got; names are made only when asked for (a mismatch).
  func deliveries(
    of method: Method
  ) -> [(name: () -> String, received: Int, expected: Int)] {
    let everyone: [Object] =
      appDelegates + [rx, extraTarget, diffable] + (proxy.map { [$0] } ?? [])
      + (opaqueWrapper.map { [$0] } ?? [])
    for object in everyone { object.received = [:] }
    proxy?.closureCalls = [:]
    if let front, cache.contains(method) {
      callDepth = 1
      front.receive(method, in: self)
      callDepth = 0
    }
    var counts: [(name: () -> String, received: Int, expected: Int)] = []
    func count(_ object: Object, expected: Bool) {
      counts.append(({ object.name }, object.received[method, default: 0], expected ? 1 : 0))
    }
    for (index, app) in appDelegates.enumerated() {
      count(app, expected: appDelegate == index && app.responds(to: method))
    }
    count(rx, expected: isRxActive && rx.observed.contains(method))
    count(extraTarget, expected: isSplitterActive && extraTarget.responds(to: method))
    count(diffable, expected: isDiffableSet && diffable.responds(to: method))
    if let opaqueWrapper { count(opaqueWrapper, expected: isWrapperActive) }
    if let proxy {
      let isServing = placement?.position.isServing == true
      for id in proxy.closures[method, default: []] {
        counts.append(({ "closure \(id)" }, proxy.closureCalls[id, default: 0], isServing ? 1 : 0))
      }
    }
    return counts
  }

  /// UIKit calls the new delegate at once, as it lays out; those first calls are checked here.
  ///
  /// Nothing can see that a hand-written splitter or an opaque wrapper calls the proxy, so each
  /// first call may come back round to it, and must still reach everyone once.
  func firstCalls(after operation: String) {
    for method in Method.allCases {
      let counts = deliveries(of: method)
      guard counts.contains(where: { $0.received != $0.expected }) else { continue }
      let report = counts.map { "\($0.name()) \($0.received)/\($0.expected)" }
      cycles.append("first \(method) after \(operation): \(report.joined(separator: ", "))")
    }
  }
}
