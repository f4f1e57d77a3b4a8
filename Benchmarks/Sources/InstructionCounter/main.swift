import Foundation
import Scenarios

// Usage: InstructionCounter SCENARIO COUNT
//   Runs SCENARIO COUNT times. Under callgrind, the difference between two counts divided by
//   the difference in COUNT gives instructions per operation. With "time" as the third
//   argument it prints nanoseconds per call instead.
@MainActor
func operation(named name: String) -> (() -> Void)? {
  let parts = name.split(separator: ":")
  guard parts.count == 2, let size = Int(parts[1]) else { return nil }
  switch parts[0] {
  case "send":
    let chain = ResponderEventsChain(depth: size)
    return { chain.send() }
  case "sendUnhandled":
    let chain = ResponderEventsChain(depth: size)
    return { chain.sendUnhandled() }
  case "sendTraced":
    let chain = ResponderEventsChain(depth: size)
    return { chain.sendTraced() }
  case "climb":
    let chain = ResponderEventsChain(depth: size)
    return { chain.climb() }
  case "minimalWalk":
    let chain = MinimalHandlerChain(depth: size)
    return { chain.send() }
  case "delegates":
    let chain = WeakDelegateChain(depth: size)
    return { chain.send() }
  case "notificationCenter":
    let route = NotificationCenterRoute()
    return { route.send() }
  case "stringRouter":
    let chain = StringRouterChain(depth: size)
    return { chain.send() }
  case "broadcast":
    let tree = BroadcastTree(size: size)
    return { tree.broadcast() }
  case "bareWalk":
    let tree = BroadcastTree(size: size)
    return { tree.bareWalk() }
  case "register":
    let chain = ResponderEventsChain(depth: size)
    return { chain.registerAndRemoveHandler() }
  case "flatBroadcast":
    // A root and `size` children, every node with a handler: the flat tree below's broadcast.
    let tree = BroadcastTree(size: size + 1, fanout: size)
    return { tree.broadcast() }
  case "deliver":
    let tree = ProvidedValueTree(size: size)
    return { tree.deliver() }
  case "flatDeliver":
    // A root providing to `size` children, every node observing.
    let tree = ProvidedValueTree(size: size + 1, fanout: size)
    return { tree.deliver() }
  case "observe":
    let registration = ObserverRegistration(depth: size)
    return { registration.registerAndRemoveObserver() }
  case "scopeRefresh":
    let refresh = ScopeRefresh()
    return { refresh.refresh() }
  case "scopeModifier":
    let refresh = ScopeRefresh()
    return { refresh.makeAndRefresh() }
  case "scopeSend":
    let chain = ScopeChain(depth: size)
    return { chain.send() }
  case "handlerSend":
    let chain = HandlerChain(depth: size)
    return { chain.send() }
  case "scopeBroadcast":
    let tree = ScopeTree(size: size)
    return { tree.broadcast() }
  case "responderSend":
    // Responder-like nodes routed by the library's UIKit rules, storage created on first use.
    let screen = ResponderLikeScreen(sendHops: size)
    return { screen.send() }
  case "responderBroadcast":
    let screen = ResponderLikeScreen(broadcastViews: size)
    return { screen.broadcast() }
  default:
    return nil
  }
}

let arguments = CommandLine.arguments
// InstructionCounter ratio MEASURED REFERENCE CALLS SAMPLES: the suite's wall-time ratio
// (median rounds of 5, taken in turns), printed per sample, then the median of the samples.
if arguments.count == 6, arguments[1] == "ratio", let calls = Int(arguments[4]),
  let samples = Int(arguments[5])
{
  MainActor.assumeIsolated {
    guard let measured = operation(named: arguments[2]),
      let reference = operation(named: arguments[3])
    else {
      print("unknown scenario")
      exit(2)
    }
    var ratios: [Double] = []
    for _ in 0..<samples {
      let median = medianNanosecondsPerCall(
        rounds: 5, takingTurns: [(calls, measured), (calls, reference)])
      ratios.append(median[0] / median[1])
    }
    print(ratios.map { String(format: "%.3f", $0) }.joined(separator: " "))
    print("median", String(format: "%.3f", ratios.sorted()[ratios.count / 2]))
  }
  exit(0)
}
guard arguments.count >= 3, let count = Int(arguments[2]) else {
  print("usage: InstructionCounter send:20 COUNT [time]")
  exit(2)
}
MainActor.assumeIsolated {
  guard let run = operation(named: arguments[1]) else {
    print("unknown scenario \(arguments[1])")
    exit(2)
  }
  if arguments.count > 3 {
    print(nanosecondsPerCall(count, rounds: 5, run))
  } else {
    let storages = ResponderLike.storagesCreated
    for _ in 0..<count { run() }
    // Storage the operations created, on nodes that only passed an event along: the setup gave
    // every node with a handler its own.
    if arguments[1].hasPrefix("responder") {
      print("storages", ResponderLike.storagesCreated - storages)
    }
  }
}
