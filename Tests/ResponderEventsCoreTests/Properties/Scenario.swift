import ResponderEventsCore

/// A random situation for the engine, decoded from a list of integers so that shrinking the
/// list shrinks the situation: fewer nodes, fewer handlers, simpler shapes.
///
/// Nodes have a natural parent (mostly tree-like, sometimes anything, so natural cycles occur
/// too), children lists built from the parents plus extra entries that overlap or loop, and
/// redirects that may close cycles. Handlers have random dispositions, may add to the event
/// (enrichment) or reply, and may remove or add handlers while the event is in flight.
struct Scenario: Sendable, CustomStringConvertible {
  indirect enum Action: Sendable, Equatable {
    case none
    /// Removes the handler registered with this identifier, wherever it is.
    case remove(handlerID: Int)
    /// Registers a new handler.
    case add(Handler)
  }

  struct Handler: Sendable, Equatable {
    var id: Int
    var node: Int
    var direction: EventDirection
    /// The disposition, by number.
    ///
    /// Up: 0 pass, 1 handled, 2 stop. Down: 0 pass, 1 handled, 2 skip subtree, 3 stop.
    var disposition: Int
    /// Appends `id` to the event's log.
    var enriches: Bool
    /// Replies this value when a reply is requested.
    var reply: Int?
    var action: Action = .none
  }

  var nodeCount = 1
  var parents: [Int?] = []
  var children: [[Int]] = []
  var redirects: [(node: Int, target: Int)] = []
  var handlers: [Handler] = []
  var sender = 0
  var includingOrigin = false

  /// Builds a scenario from integers; missing integers read as 0.
  static func decode(_ values: [Int]) -> Scenario {
    var input = Reader(values)
    var scenario = Scenario()
    let count = 1 + input.next(8)
    scenario.nodeCount = count
    for index in 0..<count {
      if input.next(4) < 3 {
        scenario.parents.append(index > 0 ? input.next(index) : nil)
      } else {
        let any = input.next(count + 1)
        scenario.parents.append(any < count ? any : nil)
      }
    }
    scenario.children = (0..<count).map { node in
      (0..<count).filter { scenario.parents[$0] == node }
    }
    for _ in 0..<input.next(4) {
      scenario.children[input.next(count)].append(input.next(count))
    }
    for _ in 0..<input.next(3) {
      scenario.redirects.append((input.next(count), input.next(count)))
    }
    let handlerCount = input.next(10)
    var nextID = 0
    func makeHandler(node: Int, action: Action) -> Handler {
      nextID += 1
      let direction: EventDirection = input.next(2) == 0 ? .up : .down
      return Handler(
        id: nextID, node: node, direction: direction,
        disposition: input.next(direction == .up ? 3 : 4), enriches: input.next(2) == 1,
        reply: input.next(3) == 0 ? input.next(100) : nil, action: action)
    }
    for _ in 0..<handlerCount {
      let node = input.next(count)
      let action: Action
      switch input.next(6) {
      case 0: action = .remove(handlerID: 1 + input.next(handlerCount))
      case 1: action = .add(makeHandler(node: input.next(count), action: .none))
      default: action = .none
      }
      scenario.handlers.append(makeHandler(node: node, action: action))
    }
    scenario.sender = input.next(count)
    scenario.includingOrigin = input.next(2) == 1
    return scenario
  }

  /// The natural parent of `node`.
  func naturalParent(_ node: Int) -> Int? { parents[node] }

  /// This scenario with each node's children replaced by the nodes whose parent it is, in
  /// index order: the shape of a tree of `ScopeNode`s attached in index order.
  func scopeShaped() -> Scenario {
    var shaped = self
    shaped.children = (0..<nodeCount).map { node in
      (0..<nodeCount).filter { parents[$0] == node }
    }
    return shaped
  }

  var description: String {
    let handlerText = handlers.map { handler in
      var text = "#\(handler.id)@\(handler.node)\(handler.direction)\(handler.disposition)"
      if handler.enriches { text += "+log" }
      if let reply = handler.reply { text += "+reply\(reply)" }
      switch handler.action {
      case .none: break
      case .remove(let id): text += "-remove#\(id)"
      case .add(let added): text += "-add#\(added.id)@\(added.node)\(added.direction)"
      }
      return text
    }
    return "Scenario(nodes: \(nodeCount), parents: \(parents.map { $0.map(String.init) ?? "-" }), "
      + "children: \(children), redirects: \(redirects.map { "\($0.node)->\($0.target)" }), "
      + "handlers: \(handlerText), sender: \(sender), includingOrigin: \(includingOrigin))"
  }
}

/// Reads integers one by one, each reduced to a bound; 0 once the list is used up.
private struct Reader {
  private let values: [Int]
  private var position = 0

  init(_ values: [Int]) {
    self.values = values
  }

  mutating func next(_ bound: Int) -> Int {
    defer { position += 1 }
    guard bound > 0, position < values.count else { return 0 }
    return abs(values[position]) % bound
  }
}

/// The event every scenario sends; handlers that enrich append their identifier to `log`.
struct ModelEvent: ResponderRequest, Equatable {
  typealias Reply = Int
  var log: [Int] = []
}

/// What a dispatch did, as the engine and the reference each report it.
struct Observed: Equatable, CustomStringConvertible {
  /// The nodes offered the event, in order; left empty when the dispatch was not traced.
  var route: [Int] = []
  /// The nodes of the route whose handlers changed the event, in order; left empty when the
  /// dispatch was not traced.
  var changed: [Int] = []
  /// How many nodes were offered the event (the route's length, reported even untraced).
  var visited = 0
  /// Each handler call as (node, handler identifier), in order.
  var calls: [[Int]] = []
  /// The event's log when the dispatch ended.
  var log: [Int] = []
  /// The nodes that handled the event, upward; `nil` for broadcasts, which count them.
  var handlers: [Int]?
  var handledCount = 0
  var termination: DispatchTermination = .completed
  var stoppedBy: Int?
  var reply: Result<Int, ReplyError>?
  var diagnostics: [EventDiagnostic.Kind] = []

  var description: String {
    "route \(route), changed \(changed), visited \(visited), calls \(calls), log \(log), handlers \(handlers.map { "\($0)" } ?? "-"), "
      + "handled \(handledCount), \(termination), stopped by \(stoppedBy.map(String.init) ?? "-"), "
      + "reply \(reply.map { "\($0)" } ?? "-"), diagnostics \(diagnostics)"
  }
}
